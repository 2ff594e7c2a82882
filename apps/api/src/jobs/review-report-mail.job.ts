import { z } from 'zod';
import { REVIEW_REPORT_REASONS } from '@arcanes/contracts/reviews';
import { mailAuthor, mailReporter } from '#api/modules/reviews/review-report-mail.service.ts';
import { defineJob } from './job';

/**
 * The e-mails of a review report (DSA art. 16 and 17): the acknowledgement of receipt and the decision
 * to the reporter, the statement of reasons to the author of a withdrawn review. Message ids come from
 * the job's id, so a retry sends the same message.
 */
export const reviewReportMailJob = defineJob({
  name: 'review-report-mail',
  schema: z.discriminatedUnion('kind', [
    z.object({ kind: z.enum(['received', 'decision']), id: z.string().uuid() }),
    z.object({
      kind: z.literal('removed'),
      id: z.string().uuid(),
      reasons: z.array(z.enum(REVIEW_REPORT_REASONS)),
    }),
  ]),
  retryLimit: 8,
  retryDelaySeconds: 10,
  async handler(deps, data, { id }) {
    if (data.kind === 'removed') await mailAuthor(deps, data.id, data.reasons, id);
    else await mailReporter(deps, data.kind, data.id, id);
  },
});
