import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { runnerImport, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * dist/route-preloads.json: for each address pattern of the router (`/choisir-un-domaine`,
 * `/tarot/cartes/:slug`), the files its lazy route needs before it can render: the route's chunk,
 * the chunks it imports, their CSS, and the chunks of its text namespaces. The server names them in
 * the HTML of that address for public/start.js (apps/api/src/plugins/route-preloads.ts), which asks
 * for them beside the entry instead of after it has run (decision 0246).
 *
 * The addresses and modules are read from the router's own source (src/app/router.tsx): no copy to
 * keep in step. A path or an import the reader does not understand fails the build.
 */

/** A route of the router that loads its code lazily, as the router's source declares it. */
export interface LazyRoute {
  /** The address pattern, as the router (src/lib/router.tsx) matches it (`:param` segments, `*`). */
  path: string;
  /** The modules its `lazy` imports (its layout's too), as written: `./routes/user-domains-route`. */
  modules: string[];
  /** The text namespaces `withNamespaces` loads with it (its layout's too). */
  namespaces: string[];
  /** The language its address sets (`languageOfAddress(lang)`), else null (French by default). */
  lang: string | null;
}

type Value = string | { readonly [key: string]: Value };
type Bindings = Readonly<Record<string, Value>>;

function unwrap(node: ts.Expression): ts.Expression {
  let n = node;
  while (ts.isParenthesizedExpression(n) || ts.isAsExpression(n) || ts.isSatisfiesExpression(n))
    n = n.expression;
  return n;
}

function evaluate(node: ts.Expression, scope: Bindings, source: ts.SourceFile): Value {
  const n = unwrap(node);
  const fail = () => {
    throw new Error(`route preloads: cannot read the path \`${n.getText(source)}\` of the router`);
  };
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return n.text;
  if (ts.isTemplateExpression(n)) {
    let out = n.head.text;
    for (const span of n.templateSpans) {
      const part = evaluate(span.expression, scope, source);
      if (typeof part !== 'string') fail();
      out += `${part as string}${span.literal.text}`;
    }
    return out;
  }
  if (ts.isIdentifier(n)) return scope[n.text] ?? fail();
  if (ts.isPropertyAccessExpression(n) || ts.isElementAccessExpression(n)) {
    const object = evaluate(n.expression, scope, source);
    const key = ts.isPropertyAccessExpression(n)
      ? n.name.text
      : evaluate(n.argumentExpression, scope, source);
    if (typeof object === 'string' || typeof key !== 'string' || !Object.hasOwn(object, key)) fail();
    return (object as Record<string, Value>)[key as string]!;
  }
  return fail();
}

function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of object.properties)
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name) return p.initializer;
  return undefined;
}

/** The `import('…')` specifiers and the `withNamespaces([…])` names inside a route's `lazy`. */
function lazyParts(node: ts.Node): { modules: string[]; namespaces: string[] } {
  const modules: string[] = [];
  const namespaces: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n)) {
      const [first] = n.arguments;
      if (n.expression.kind === ts.SyntaxKind.ImportKeyword && first && ts.isStringLiteral(first))
        modules.push(first.text);
      if (ts.isIdentifier(n.expression) && n.expression.text === 'withNamespaces' && first) {
        const list = unwrap(first);
        if (ts.isArrayLiteralExpression(list))
          for (const e of list.elements) if (ts.isStringLiteral(e)) namespaces.push(e.text);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return { modules, namespaces };
}

/**
 * The lazy routes of the router's source, with their paths computed from `paths` (src/lib/paths.ts).
 * Routes built by `[…values].flatMap((x) => [...])` or `.map` are read once per value.
 */
export function lazyRoutes(routerSource: string, paths: Value): LazyRoute[] {
  const source = ts.createSourceFile(
    'router.tsx',
    routerSource,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const routes: LazyRoute[] = [];
  const inherited = { modules: [] as string[], namespaces: [] as string[] };

  const visit = (n: ts.Node, scope: Bindings, parent: typeof inherited): void => {
    // `(['fr', 'en'] as const).flatMap((lang) => [...])`: the body once per value, `lang` bound to it.
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      ['flatMap', 'map'].includes(n.expression.name.text)
    ) {
      const values = unwrap(n.expression.expression);
      const [fn] = n.arguments;
      if (
        ts.isArrayLiteralExpression(values) &&
        fn &&
        (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) &&
        fn.parameters.length === 1 &&
        ts.isIdentifier(fn.parameters[0]!.name)
      ) {
        const name = fn.parameters[0]!.name.text;
        for (const v of values.elements) {
          const value = evaluate(v, scope, source);
          ts.forEachChild(fn.body, (c) => visit(c, { ...scope, [name]: value }, parent));
        }
        return;
      }
    }
    if (
      ts.isObjectLiteralExpression(n) &&
      (property(n, 'path') || property(n, 'lazy') || property(n, 'children'))
    ) {
      const pathNode = property(n, 'path');
      const lazyNode = property(n, 'lazy');
      const own = lazyNode ? lazyParts(lazyNode) : { modules: [], namespaces: [] };
      const here = {
        modules: [...parent.modules, ...own.modules],
        namespaces: [...parent.namespaces, ...own.namespaces],
      };
      if (pathNode && here.modules.length > 0) {
        const routePath = evaluate(pathNode, scope, source);
        if (typeof routePath !== 'string') throw new Error(`route preloads: a path is not a string`);
        const loader = property(n, 'loader');
        let lang: string | null = null;
        if (loader && ts.isCallExpression(loader) && loader.arguments[0]) {
          const value = evaluate(loader.arguments[0], scope, source);
          if (typeof value === 'string') lang = value;
        }
        routes.push({
          path: routePath,
          modules: [...new Set(here.modules)],
          namespaces: [...new Set(here.namespaces)],
          lang,
        });
      }
      const children = property(n, 'children');
      if (children) visit(children, scope, here);
      return;
    }
    ts.forEachChild(n, (c) => visit(c, scope, parent));
  };

  visit(source, { paths }, inherited);
  return routes;
}

/** What the preload list needs of a built chunk. */
export type BuiltChunk = Pick<OutputChunk, 'fileName' | 'facadeModuleId' | 'imports' | 'isEntry'> & {
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * For each address pattern, the URLs to preload: each module's chunk, the chunks it imports
 * statically (transitively), their CSS, and the chunks of the namespaces in the page's language; not
 * what the entry already loads. Patterns with `*` are left out (no page of their own).
 */
export function routePreloads(
  routes: LazyRoute[],
  chunks: BuiltChunk[],
  opts: { routerDir: string; localesDir: string; base: string },
): Record<string, string[]> {
  const byId = new Map<string, BuiltChunk>();
  const byFile = new Map<string, BuiltChunk>();
  for (const c of chunks) {
    byFile.set(c.fileName, c);
    if (c.facadeModuleId) byId.set(c.facadeModuleId.replace(/\.[jt]sx?$/, ''), c);
  }
  const closure = (start: BuiltChunk, into: Set<string>) => {
    const todo = [start];
    while (todo.length > 0) {
      const c = todo.pop()!;
      if (into.has(c.fileName)) continue;
      into.add(c.fileName);
      for (const css of c.viteMetadata?.importedCss ?? []) into.add(css);
      for (const file of c.imports) {
        const next = byFile.get(file);
        if (next) todo.push(next);
      }
    }
    return into;
  };
  const loadedFirst = new Set<string>();
  for (const c of chunks) if (c.isEntry) closure(c, loadedFirst);

  const out: Record<string, string[]> = {};
  for (const route of routes) {
    if (route.path.includes('*')) continue;
    const files = new Set<string>();
    for (const spec of route.modules) {
      const chunk = byId.get(path.resolve(opts.routerDir, spec));
      if (!chunk) throw new Error(`route preloads: no chunk of its own for ${spec} (${route.path})`);
      closure(chunk, files);
    }
    for (const ns of route.namespaces) {
      const chunk = byId.get(path.join(opts.localesDir, route.lang ?? 'fr', `${ns}.json`));
      if (chunk) closure(chunk, files);
    }
    out[route.path] = [...files].filter((f) => !loadedFirst.has(f)).map((f) => `${opts.base}${f}`);
  }
  return out;
}

/** The Vite plugin: writes route-preloads.json into the build from the router and the bundle. */
export function routePreloadsPlugin(opts: {
  /** src/app/router.tsx */
  router: string;
  /** src/lib/paths.ts, whose `paths` the router's paths are read from */
  paths: string;
  localesDir: string;
}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'arcanes-route-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(output, bundle) {
      // Through Vite's module runner: paths.ts imports the contracts' TypeScript.
      const { module } = await runnerImport<{ paths: Value }>(opts.paths, {
        configFile: false,
        logLevel: 'error',
      });
      const routes = lazyRoutes(fs.readFileSync(opts.router, 'utf8'), module.paths);
      const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
      const preloads = routePreloads(routes, chunks as BuiltChunk[], {
        routerDir: path.dirname(opts.router),
        localesDir: opts.localesDir,
        base: config.base,
      });
      const dir = output.dir ?? path.resolve(config.root, config.build.outDir);
      fs.writeFileSync(path.join(dir, 'route-preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
    },
  };
}
