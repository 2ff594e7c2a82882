import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createMailer } from './mailer';

const log = { info: () => {}, warn: () => {}, error: () => {} } as never;

afterEach(() => vi.restoreAllMocks());

describe('the outbox mailer', () => {
  test('a message appears in the outbox whole: never written there in place', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-outbox-'));
    const outboxDir = path.join(dir, 'outbox');
    // Every file the mailer writes, and what the outbox holds at that moment.
    const writes: { file: string; outbox: string[] }[] = [];
    const writeFile = fsp.writeFile.bind(fsp);
    vi.spyOn(fsp, 'writeFile').mockImplementation(async (file, data, options) => {
      writes.push({
        file: String(file),
        outbox: fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : [],
      });
      return writeFile(file, data, options);
    });
    const mailer = createMailer({ from: 'Arcanes <bonjour@arcanes.test>', outboxDir, log });
    const attachment = Buffer.alloc(2_000_000, 7);
    await mailer.send({
      to: 'lea@exemple.fr',
      subject: 'Votre lecture',
      text: 'Bonjour Léa',
      attachments: [{ filename: 'lecture.pdf', content: attachment, contentType: 'application/pdf' }],
    });
    mailer.close();

    expect(writes.length).toBeGreaterThan(0);
    for (const w of writes) {
      expect(path.dirname(w.file)).not.toBe(outboxDir);
      expect(w.outbox).toEqual([]);
    }
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const mail = await simpleParser(fs.readFileSync(path.join(outboxDir, files[0]!)));
    expect(mail.subject).toBe('Votre lecture');
    expect(mail.attachments[0]!.content.equals(attachment)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
