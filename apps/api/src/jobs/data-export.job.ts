import { z } from 'zod';
import { texts } from '#api/lib/i18n.ts';
import { brandedMail } from '#api/mail/layout.ts';
import { buildExport, purgeExpiredExports } from '#api/modules/accounts/data-export.service.ts';
import { defineJob } from './job';
import { parisDateTime } from '#api/lib/paris-time.ts';

/**
 * Writes a GDPR export to its file and e-mails its link (decision 0355). Safe to run twice: an export
 * already written is only e-mailed again, under the same Message-ID.
 */
export const dataExportJob = defineJob({
  name: 'data-export',
  schema: z.object({ exportId: z.string().uuid() }),
  retryLimit: 6,
  retryDelaySeconds: 30,
  expireInSeconds: 30 * 60,
  async handler({ db, config, mailer }, { exportId }) {
    const ready = await buildExport(db, config.dataDir, exportId);
    if (!ready) return;
    const t = texts(ready.lang, 'mail');
    const url = `${config.publicUrl}${ready.link}`;
    await mailer.send({
      to: ready.to,
      subject: t('dataExport.subject'),
      ...brandedMail(
        {
          title: t('dataExport.title'),
          blocks: [
            { kind: 'p', text: t('hello', { replace: { name: ready.name } }) },
            { kind: 'p', text: t('dataExport.ready') },
            { kind: 'button', label: t('dataExport.button'), url },
            {
              kind: 'p',
              text: t('dataExport.until', { replace: { date: parisDateTime(ready.expiresAt, ready.lang) } }),
            },
            { kind: 'note', text: t('dataExport.notYou') },
          ],
        },
        ready.lang,
        config.publicUrl,
      ),
      messageId: `<data-export-${exportId}@arcanes>`,
    });
  },
});

/** Every hour, the files of exports whose link expired are deleted. */
export const dataExportPurgeJob = defineJob({
  name: 'data-export-purge',
  schema: z.object({}).passthrough(),
  retryLimit: 2,
  retryDelaySeconds: 10 * 60,
  expireInSeconds: 30 * 60,
  schedule: { everySeconds: 60 * 60 },
  async handler({ db, config, log }) {
    const purged = await purgeExpiredExports(db, config.dataDir);
    if (purged) log.info({ purged }, 'expired data exports deleted');
  },
});
