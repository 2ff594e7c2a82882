import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { defineJob } from './job';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the `.eml` files of the embedded outbox (no SMTP) last written more than
 * OUTBOX_RETENTION_DAYS ago, once a day: nothing else ever removes them (97 MB after load runs). Also
 * those left in `outbox.partial` by a write that never finished. Files only, never a folder.
 */
export async function purgeOutbox(
  dataDir: string,
  retentionDays: number,
  now = Date.now(),
): Promise<{ deleted: number; kept: number }> {
  const before = now - retentionDays * DAY_MS;
  let deleted = 0;
  let kept = 0;
  for (const dir of [path.join(dataDir, 'outbox'), path.join(dataDir, 'outbox.partial')]) {
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const name of names) {
      if (!name.endsWith('.eml')) continue;
      const file = path.join(dir, name);
      // Gone meanwhile (a person tidying up, a second run): nothing to do.
      const stat = await fs.lstat(file).catch(() => undefined);
      if (!stat?.isFile()) continue;
      if (stat.mtimeMs >= before) {
        kept += 1;
        continue;
      }
      await fs.rm(file, { force: true });
      deleted += 1;
    }
  }
  return { deleted, kept };
}

export const outboxPurgeJob = defineJob({
  name: 'outbox-purge',
  schema: z.object({}).passthrough(),
  retryLimit: 2,
  retryDelaySeconds: 60 * 60,
  expireInSeconds: 30 * 60,
  schedule: {
    everySeconds: 24 * 60 * 60,
    when: (deps) => deps.config.mail === 'outbox',
  },
  async handler(deps) {
    if (deps.config.mail !== 'outbox') return;
    const { deleted, kept } = await purgeOutbox(deps.config.dataDir, deps.config.OUTBOX_RETENTION_DAYS);
    if (deleted)
      deps.log.info({ deleted, kept, days: deps.config.OUTBOX_RETENTION_DAYS }, 'old outbox e-mails deleted');
  },
});
