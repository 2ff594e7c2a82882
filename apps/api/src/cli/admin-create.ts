import readline from 'node:readline';
import type { Kysely } from 'kysely';
import { PASSWORD_MIN_LENGTH, isStrongPassword } from '@arcanes/contracts/accounts';
import { ConfigError, loadConfig } from '#api/config.ts';
import { openDatabase } from '#api/db/database.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { AppError, errorMessage } from '#api/errors/app-error.ts';
import { ensureAdmin } from '#api/modules/accounts/accounts.service.ts';

/**
 * `npm run admin:create`: makes the first administrator, or promotes an existing account. Asks for
 * the username, e-mail and password (not echoed), or reads ADMIN_USERNAME, ADMIN_EMAIL_ADDRESS and
 * ADMIN_PASSWORD for automation. There is no default password anywhere.
 */
const RULES = `${PASSWORD_MIN_LENGTH}+ caractères dont une majuscule, une minuscule, un chiffre et un caractère spécial / ${PASSWORD_MIN_LENGTH}+ characters with an upper-case letter, a lower-case letter, a digit and a special character`;

function ask(rl: readline.Interface, question: string): Promise<string> {
  return new Promise((resolve) => rl.question(question, (answer) => resolve(answer.trim())));
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let value = '';
    const done = (result: string | null) => {
      input.setRawMode(false);
      input.pause();
      input.removeListener('data', onData);
      process.stdout.write('\n');
      if (result === null) reject(new Error('cancelled'));
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(value);
        if (ch === '\u0003' || ch === '\u0004') return done(null); // Ctrl-C, Ctrl-D
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch >= ' ') value += ch;
      }
    };
    input.on('data', onData);
  });
}

async function promptForAccount(): Promise<{ username: string; email: string; password: string }> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const username = await ask(rl, "Nom d'utilisateur / username: ");
  const email = await ask(rl, 'E-mail: ');
  rl.close();
  for (;;) {
    console.log(`Règles / rules: ${RULES}`);
    const password = await askHidden('Mot de passe / password: ');
    if (!isStrongPassword(password)) {
      console.log(errorMessage('PASSWORD_WEAK', 'fr'), '/', errorMessage('PASSWORD_WEAK', 'en'));
      continue;
    }
    if ((await askHidden('Confirmation: ')) === password) return { username, email, password };
    console.log(errorMessage('PASSWORD_MISMATCH', 'fr'), '/', errorMessage('PASSWORD_MISMATCH', 'en'));
  }
}

async function main(): Promise<number> {
  const config = loadConfig();
  const env = {
    username: process.env.ADMIN_USERNAME,
    email: process.env.ADMIN_EMAIL_ADDRESS,
    password: process.env.ADMIN_PASSWORD,
  };
  let account: { username: string; email: string; password: string };
  if (env.username && env.email && env.password)
    account = { username: env.username, email: env.email, password: env.password };
  else if (process.stdin.isTTY) account = await promptForAccount();
  else {
    console.error(
      'Set ADMIN_USERNAME, ADMIN_EMAIL_ADDRESS and ADMIN_PASSWORD, or run in a terminal to be asked.',
    );
    return 64;
  }

  const handle = await openDatabase(config);
  try {
    await migrateToLatest(handle.db as Kysely<unknown>, { engine: handle.engine });
    const { action, user } = await ensureAdmin(handle.db, account);
    const who = `${user.username} <${user.email}> (id ${user.id})`;
    if (action === 'created') console.log(`Administrator created: ${who}.`);
    else if (action === 'promoted')
      console.log(`Existing account promoted to administrator: ${who}; its password is unchanged.`);
    else console.log(`${who} is already an administrator; nothing changed.`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = error.fields ? ` (${Object.keys(error.fields).join(', ')})` : '';
    console.error(
      `${errorMessage(error.code, 'fr', error.params)} / ${errorMessage(error.code, 'en', error.params)}${fields}`,
    );
    return 65;
  } finally {
    await handle.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  });
