import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/**
 * Writes `<file>.br` beside every text asset of the build, at brotli's highest quality (11): too slow
 * to run per request (the server compresses on the fly at quality 4), about 14 % smaller, and done
 * once here. The server sends it to browsers that accept br (`preCompressed` in plugins/web.ts).
 * Files under 1 KB, or that do not shrink, are left alone: the server sends them as they are.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'arcanes-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const todo = files(outDir).filter((f) => COMPRESSIBLE.test(f) && fs.statSync(f).size >= 1024);
      await Promise.all(
        todo.map(async (file) => {
          const body = fs.readFileSync(file);
          const br = await brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          });
          if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
        }),
      );
    },
  };
}
