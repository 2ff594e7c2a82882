import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { eventually } from './test-app';

/** Every message the outbox mailer wrote to `address` so far. */
export async function mailsTo(dataDir: string, address: string): Promise<ParsedMail[]> {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const mails = await Promise.all(
    fs.readdirSync(dir).map(async (f) => simpleParser(fs.readFileSync(path.join(dir, f)))),
  );
  return mails.filter(
    (m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address.toLowerCase(),
  );
}

/** Waits for a message to `address` whose subject contains `subject` (jobs send asynchronously). */
export function mailTo(dataDir: string, address: string, subject: string): Promise<ParsedMail> {
  return eventually(async () => (await mailsTo(dataDir, address)).find((m) => m.subject?.includes(subject)));
}
