import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '#api/db/database.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { createUser, ensureAdmin } from '#api/modules/accounts/accounts.service.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('ensureAdmin', () => {
  test('creates an administrator with the password rules, or promotes an existing account', async () => {
    const made = await ensureAdmin(t.app.db, {
      username: 'gardienne',
      email: 'gardienne@exemple.fr',
      password: 'Sentinelle#9',
    });
    expect(made).toMatchObject({ action: 'created', user: { role: 'admin', username: 'gardienne' } });
    expect(made.user.password_hash).toMatch(/^\$argon2id\$/);
    expect((await ensureAdmin(t.app.db, { username: 'GARDIENNE', email: 'x@exemple.fr' })).action).toBe(
      'unchanged',
    );

    const member = await createUser(t.app.db, {
      username: 'membre',
      email: 'membre@exemple.fr',
      password: 'Membre#2026',
    });
    const promoted = await ensureAdmin(t.app.db, {
      username: 'autre',
      email: 'membre@exemple.fr',
      password: 'Ignoré#2026x',
    });
    expect(promoted).toMatchObject({ action: 'promoted', user: { id: member.id, role: 'admin' } });
    expect(promoted.user.password_hash).toBe(member.password_hash);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.role_changed')
      .where('target', '=', `user:${member.id}`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_label: 'admin:create', details: { from: 'user', to: 'admin' } });

    await expect(
      ensureAdmin(t.app.db, { username: 'faible', email: 'faible@exemple.fr', password: 'password' }),
    ).rejects.toMatchObject({ code: 'PASSWORD_WEAK' });
    await expect(ensureAdmin(t.app.db, { username: 'sans', email: 'sans@exemple.fr' })).rejects.toMatchObject(
      { code: 'REQUIRED_FIELDS' },
    );
  });
});

describe('npm run admin:create', () => {
  test('reads the account from the environment, creates it, and refuses a weak password', async () => {
    await t.app.close(); // the command opens the same database (PGlite allows one process)
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin-create.ts'], {
        cwd: apiRoot,
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          DATA_DIR: t.dataDir,
          LOG_LEVEL: 'silent',
          ...(t.config.DATABASE_URL ? { DATABASE_URL: t.config.DATABASE_URL } : {}),
          ...env,
        },
      });
    const weak = run({
      ADMIN_USERNAME: 'chef',
      ADMIN_EMAIL_ADDRESS: 'chef@exemple.fr',
      ADMIN_PASSWORD: 'chef',
    });
    expect(weak.status).toBe(65);
    expect(weak.stderr).toContain('Le mot de passe n’est pas assez sécurisé.');
    const ok = run({
      ADMIN_USERNAME: 'chef',
      ADMIN_EMAIL_ADDRESS: 'chef@exemple.fr',
      ADMIN_PASSWORD: 'Capitaine#2026',
    });
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/Administrator created: chef <chef@exemple\.fr>/);
    const again = run({
      ADMIN_USERNAME: 'chef',
      ADMIN_EMAIL_ADDRESS: 'chef@exemple.fr',
      ADMIN_PASSWORD: 'Capitaine#2026',
    });
    expect(again.stdout).toContain('already an administrator');
    const missing = run({});
    expect(missing.status).toBe(64);

    const handle = await openDatabase(t.config);
    try {
      const row = await handle.db
        .selectFrom('users')
        .select(['role', 'password_hash'])
        .where('username', '=', 'chef')
        .executeTakeFirstOrThrow();
      expect(row.role).toBe('admin');
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      await handle.close();
    }
  }, 300_000); // two command runs, each starting tsx and the database: minutes on a loaded two-core machine
});
