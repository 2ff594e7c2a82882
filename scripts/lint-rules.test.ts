/**
 * The lint rules that hold the architecture must fire: each case lints a small known-bad file with the
 * project's own eslint.config.js, at a virtual path inside the real tree (so the resolver and the
 * folder-derived zones apply exactly as in `npm run lint`), and expects its rule by id. A rule that goes
 * inert again (a resolver that silently fails, a zone list that drifts) fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
});

/** The rule ids reported for `code` as if it were the file at `file` (relative to the repository). */
async function rulesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error('no lint result');
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length) throw new Error(`could not parse ${file}: ${fatal[0]?.message}`);
  return result.messages.map((m) => m.ruleId ?? '(none)');
}

const modulesDir = path.join(root, 'apps/api/src/modules');
const repositories = fs.readdirSync(modulesDir).flatMap((m) =>
  fs.existsSync(path.join(modulesDir, m)) && fs.statSync(path.join(modulesDir, m)).isDirectory()
    ? fs
        .readdirSync(path.join(modulesDir, m))
        .filter((f) => f.endsWith('.repository.ts'))
        .map((f) => ({ module: m, file: f.replace(/\.ts$/, '') }))
    : [],
);

describe('API boundaries', () => {
  test('every module folder has its zone: another module importing its repository is refused', async () => {
    expect(repositories.length).toBeGreaterThan(5);
    for (const { module, file } of repositories) {
      // a sibling module that exists (zones are computed from the folders, so any other one will do)
      const other = module === 'wallet' ? 'consent' : 'wallet';
      const code = `import * as repo from '#api/modules/${module}/${file}.ts';\nexport const probe = repo;\n`;
      expect(await rulesFor(`apps/api/src/modules/${other}/probe.ts`, code), `${module}/${file}`).toContain(
        'import-x/no-restricted-paths',
      );
    }
  });

  test("another module's routes or private helpers are refused too", async () => {
    const code = `import { contactRoutes } from '#api/modules/contact/contact.routes.ts';\nexport const probe = contactRoutes;\n`;
    expect(await rulesFor('apps/api/src/modules/wallet/probe.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  test("another module's service is the allowed way in", async () => {
    const code = `import { submitContact } from '#api/modules/contact/contact.service.ts';\nexport const probe = submitContact;\n`;
    expect(await rulesFor('apps/api/src/modules/wallet/probe.ts', code)).toEqual([]);
  });

  test('a module uses its own repository freely', async () => {
    const code = `import { findContactMessage } from './contact.repository';\nexport const probe = findContactMessage;\n`;
    expect(await rulesFor('apps/api/src/modules/contact/probe.service.ts', code)).toEqual([]);
  });

  test('jobs, plugins, pdf and interpreter never reach a repository', async () => {
    const code = `import { findContactMessage } from '#api/modules/contact/contact.repository.ts';\nexport const probe = findContactMessage;\n`;
    for (const dir of ['jobs', 'plugins', 'pdf', 'interpreter']) {
      expect(await rulesFor(`apps/api/src/${dir}/probe.ts`, code), dir).toContain(
        'import-x/no-restricted-paths',
      );
    }
    const service = `import { mailContactMessage } from '#api/modules/contact/contact-mail.service.ts';\nexport const probe = mailContactMessage;\n`;
    expect(await rulesFor('apps/api/src/jobs/probe.job.ts', service)).toEqual([]);
  });

  test('a service or a route that queries the database itself is refused; a repository may', async () => {
    const code = `import type { Db } from '#api/db/tx.ts';\nexport const probe = (db: Db) => db.selectFrom('users').selectAll().execute();\n`;
    expect(await rulesFor('apps/api/src/modules/wallet/probe.service.ts', code)).toContain(
      'no-restricted-syntax',
    );
    const raw = `import { sql } from 'kysely';\nexport const probe = sql\`select 1\`;\n`;
    expect(await rulesFor('apps/api/src/modules/health/probe.routes.ts', raw)).toContain(
      'no-restricted-syntax',
    );
    expect(await rulesFor('apps/api/src/modules/health/probe.repository.ts', raw)).toEqual([]);
  });

  test('a job that queries the database itself is refused, by builder, sql tag or raw text', async () => {
    const built = `import type { Db } from '#api/db/tx.ts';\nexport const probe = (db: Db) => db.updateTable('password_resets').set({ mailed_at: new Date() }).execute();\n`;
    expect(await rulesFor('apps/api/src/jobs/probe.job.ts', built)).toContain('no-restricted-syntax');
    const tagged = `import { sql } from 'kysely';\nexport const probe = sql\`select 1\`;\n`;
    expect(await rulesFor('apps/api/src/jobs/probe.job.ts', tagged)).toContain('no-restricted-syntax');
    const raw = `import { CompiledQuery, type Kysely } from 'kysely';\nexport const probe = (db: Kysely<object>) => db.executeQuery(CompiledQuery.raw('select 1'));\n`;
    expect(await rulesFor('apps/api/src/jobs/probe.job.ts', raw)).toContain('no-restricted-syntax');
    const text = `export const probe = (executeSql: (t: string) => Promise<unknown>) => executeSql('delete from job_holds');\n`;
    expect(await rulesFor('apps/api/src/jobs/probe.ts', text)).toContain('no-restricted-syntax');
    // a job that calls a module service passes
    const service = `import { armPasswordReset } from '#api/modules/accounts/account-mail.service.ts';\nexport const probe = armPasswordReset;\n`;
    expect(await rulesFor('apps/api/src/jobs/probe.job.ts', service)).toEqual([]);
  });
});

test("pg-boss's schema is named nowhere but in the one-off reader of pg-boss 10's: repositories, jobs, tests and scripts included", async () => {
  const cases: [string, string][] = [
    [
      'apps/api/src/modules/admin/probe.repository.ts',
      "import { sql } from 'kysely';\nexport const probe = sql`select * from pgboss.job where state = 'failed'`;\n",
    ],
    ['apps/api/src/jobs/probe.ts', "export const probe = 'select name from PgBoss.queue';\n"],
    [
      'apps/api/src/modules/readings/probe.test.ts',
      'export const probe = `delete from pgboss.job where id = ${1}`;\n',
    ],
    ['apps/api/src/jobs/probe.repository.ts', "export const probe = 'select * from pgboss_v10.job';\n"],
    ['scripts/probe.mjs', "export const probe = 'drop trigger x on pgboss.job';\n"],
  ];
  for (const [file, code] of cases)
    expect(await rulesFor(file, code), file).toContain('arcanes/no-pgboss-schema');
  // pg-boss's API, its name in prose, and the reader of the frozen pg-boss 10 schema pass.
  const api =
    "export const probe = (boss: { findJobs(n: string): unknown }) => boss.findJobs('reading-delivery');\n";
  expect(await rulesFor('apps/api/src/jobs/probe.ts', api)).toEqual([]);
  expect(
    await rulesFor('apps/api/src/jobs/probe.ts', "export const probe = 'pgboss schema migrated';\n"),
  ).toEqual([]);
  const v10 = "import { sql } from 'kysely';\nexport const probe = sql`select * from pgboss_v10.job`;\n";
  expect(await rulesFor('apps/api/src/jobs/pgboss-v10.repository.ts', v10)).toEqual([]);
});

test('one Db type and one inTransaction: a local copy is refused', async () => {
  const copy = `import type { Kysely, Transaction } from 'kysely';\nimport type { Database } from '#api/db/schema.ts';\nexport type Db = Kysely<Database> | Transaction<Database>;\n`;
  expect(await rulesFor('apps/api/src/modules/wallet/probe.repository.ts', copy)).toContain(
    'no-restricted-syntax',
  );
  const helper = `export async function inTransaction() {}\n`;
  expect(await rulesFor('apps/api/src/jobs/probe.ts', helper)).toContain('no-restricted-syntax');
  const alias = `import type { Kysely } from 'kysely';\nimport type { Database } from '#api/db/schema.ts';\nexport type Db = Kysely<Database>;\n`;
  expect(await rulesFor('apps/api/src/modules/admin/probe.service.ts', alias)).toContain(
    'no-restricted-syntax',
  );
  const shared = `import type { Db } from '#api/db/tx.ts';\nexport const probe = (db: Db) => db;\n`;
  expect(await rulesFor('apps/api/src/modules/wallet/probe.repository.ts', shared)).toEqual([]);
});

test('a transaction is opened or joined only through inTransaction', async () => {
  const opened = `import type { Kysely } from 'kysely';\nimport type { Database } from '#api/db/schema.ts';\nexport const probe = (db: Kysely<Database>) => db.transaction().execute(async () => 1);\n`;
  for (const file of [
    'apps/api/src/modules/wallet/probe.service.ts',
    'apps/api/src/modules/wallet/probe.repository.ts',
    'apps/api/src/jobs/probe.job.ts',
  ]) {
    expect(await rulesFor(file, opened), file).toContain('no-restricted-syntax');
  }
  const joined = `import type { Db } from '#api/db/tx.ts';\nexport const probe = (db: Db) => db.isTransaction;\n`;
  expect(await rulesFor('apps/api/src/modules/wallet/probe.service.ts', joined)).toContain(
    'no-restricted-syntax',
  );
  const helper = `import { inTransaction, type Db } from '#api/db/tx.ts';\nexport const probe = (db: Db) => inTransaction(db, async () => 1);\n`;
  expect(await rulesFor('apps/api/src/modules/wallet/probe.service.ts', helper)).toEqual([]);
});

describe('web layering', () => {
  test('a feature importing another feature is refused', async () => {
    const code = `import { postLogin } from '#web/features/auth/api/auth-api.ts';\nexport const probe = postLogin;\n`;
    expect(await rulesFor('apps/web/src/features/account/probe.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  test('a feature importing app/ is refused, and components or lib importing a feature', async () => {
    const up = `import { Layout } from '#web/app/layout.tsx';\nexport const probe = Layout;\n`;
    expect(await rulesFor('apps/web/src/features/account/probe.ts', up)).toContain(
      'import-x/no-restricted-paths',
    );
    const down = `import { postLogin } from '#web/features/auth/api/auth-api.ts';\nexport const probe = postLogin;\n`;
    expect(await rulesFor('apps/web/src/lib/probe.ts', down)).toContain('import-x/no-restricted-paths');
    const ui = `import { postLogin } from '#web/features/auth/api/auth-api.ts';\nexport const probe = postLogin;\n`;
    expect(await rulesFor('apps/web/src/components/ui/probe.ts', ui)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  test('a feature importing lib and its own files passes', async () => {
    const code = `import { paths } from '#web/lib/paths.ts';\nimport { postLogin } from '#web/features/auth/api/auth-api.ts';\nexport const probe = [paths, postLogin];\n`;
    expect(await rulesFor('apps/web/src/features/auth/components/probe.ts', code)).toEqual([]);
  });
});

describe('resolution, cycles, domain purity', () => {
  test('an import that resolves to nothing is an error', async () => {
    const code = `import { nothing } from './does-not-exist';\nexport const probe = nothing;\n`;
    expect(await rulesFor('apps/api/src/lib/probe.ts', code)).toContain('import-x/no-unresolved');
  });

  test('subpath imports, workspace packages and same-folder imports resolve', async () => {
    const code = `import { ERROR_CODES } from '#api/errors/error-codes.ts';\nimport { SIGNS } from '@arcanes/domain/astrology/zodiac';\nexport const probe = [ERROR_CODES, SIGNS];\n`;
    expect(await rulesFor('apps/api/src/lib/probe.ts', code)).toEqual([]);
  });

  test('an import out of its folder goes through #api/… or #web/…: a `../` path is refused', async () => {
    const api = `import { AppError } from '../errors/app-error';\nexport const probe = AppError;\n`;
    expect(await rulesFor('apps/api/src/lib/probe.ts', api)).toContain('no-restricted-imports');
    const web = `import { paths } from '../../lib/paths';\nexport const probe = paths;\n`;
    expect(await rulesFor('apps/web/src/features/auth/probe.ts', web)).toContain('no-restricted-imports');
    // and a boundary is still a boundary when written the old way
    const repo = `import * as repo from '../contact/contact.repository';\nexport const probe = repo;\n`;
    expect(await rulesFor('apps/api/src/modules/wallet/probe.ts', repo)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  test('an import cycle is an error', async () => {
    // errors/app-error.ts imports ./error-codes by value: error-codes importing it back closes a cycle.
    const code = `import { AppError } from './app-error';\nexport const probe = AppError;\n`;
    expect(await rulesFor('apps/api/src/errors/error-codes.ts', code)).toContain('import-x/no-cycle');
  });

  test('domain does no I/O', async () => {
    const code = `import fs from 'node:fs';\nexport const probe = fs;\n`;
    expect(await rulesFor('packages/domain/src/probe.ts', code)).toContain('no-restricted-imports');
  });
});
