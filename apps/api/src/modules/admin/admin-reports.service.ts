import {
  ADMIN_LOGS_COUNT_CAP,
  ADMIN_SUBSCRIPTIONS_COUNT_CAP,
  type AdminLogsResponse,
  type AdminSubscriptionsResponse,
  type AdminSummary,
  type SubscriptionStatusCode,
} from '@arcanes/contracts/admin';
import { DOMAINS, OPTIONS } from '@arcanes/domain/catalogue/offers';
import type { Config } from '#api/config.ts';
import type { Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { texts } from '#api/lib/i18n.ts';
import type { Lang } from '#api/lib/lang.ts';
import { audit } from '#api/modules/audit/audit.service.ts';
import { planLabel } from '#api/modules/payments/payments.service.ts';
import {
  SITE_TIME_ZONE,
  deliveryStats,
  distinctActions,
  listLogs,
  listSubscriptions,
  readingStatuses,
  readingsByDomainOption,
  refundedCents,
  revenueByDay,
  revenueByDomain,
  type LogFilter,
} from './admin-reports.repository';
import { userCounts } from './admin-users.repository';
import type { AdminActor } from './admin-users.service';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

export async function getLogs(db: Db, filter: LogFilter): Promise<AdminLogsResponse> {
  const [{ items, next_cursor, total, capped }, actions] = await Promise.all([
    listLogs(db, filter, ADMIN_LOGS_COUNT_CAP),
    distinctActions(db),
  ]);
  return {
    logs: items.map((r) => ({
      id: Number(r.id),
      timestamp: iso(r.at),
      actor_id: r.actor_id,
      actor: r.actor,
      action: r.action,
      target: r.target,
      details: (r.details ?? {}) as Record<string, unknown>,
      ip: r.ip,
    })),
    next_cursor,
    total,
    total_capped: capped,
    actions,
  };
}

export async function getSubscriptions(
  db: Db,
  filter: { status?: SubscriptionStatusCode; limit: number; cursor?: string | undefined },
  lang: Lang,
): Promise<AdminSubscriptionsResponse> {
  const { items, next_cursor, total, capped } = await listSubscriptions(
    db,
    filter,
    ADMIN_SUBSCRIPTIONS_COUNT_CAP,
  );
  return {
    next_cursor,
    total_capped: capped,
    subscriptions: items.map((r) => ({
      id: r.id,
      user_id: r.user_id,
      username: r.username,
      plan: r.plan,
      plan_label: planLabel(r.plan, lang),
      payment_id: r.payment_id,
      starts_at: iso(r.starts_at),
      end_date: iso(r.end_date),
      active: r.state === 'active',
      status: texts(lang, 'answers')(`subscription.${r.state}`),
      status_code: r.state,
    })),
    total,
  };
}

/** The last `days` calendar days in the site's time zone, oldest first, as YYYY-MM-DD. */
export function siteDays(days: number, now = new Date()): string[] {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length: days }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d - (days - 1 - i))).toISOString().slice(0, 10),
  );
}

const SUMMARY_DAYS = 30;

/** The dashboard: revenue, readings sold, delivery times against the promise, failed jobs, providers. */
export async function getSummary(deps: {
  db: Db;
  config: Config;
  engine: string;
  queue: Queue;
}): Promise<AdminSummary> {
  const { db, config } = deps;
  const [byDay, byDomain, refunded, readings, delivery, jobs, users] = await Promise.all([
    revenueByDay(db, SUMMARY_DAYS),
    revenueByDomain(db, SUMMARY_DAYS),
    refundedCents(db, SUMMARY_DAYS),
    readingsByDomainOption(db),
    deliveryStats(db, SUMMARY_DAYS, config.DELIVERY_PROMISE_HOURS),
    failedJobsWithReadings(db, deps.queue),
    userCounts(db),
  ]);
  const dayMap = new Map(byDay.map((r) => [r.day, r]));
  const days = siteDays(SUMMARY_DAYS).map((date) => ({
    date,
    cents: dayMap.get(date)?.cents ?? 0,
    count: dayMap.get(date)?.count ?? 0,
  }));
  const domainMap = new Map(byDomain.map((r) => [r.domain, r]));
  const count = (pred: (r: (typeof readings)[number]) => boolean) =>
    readings.filter(pred).reduce((s, r) => s + r.count, 0);
  return {
    generated_at: new Date().toISOString(),
    users,
    revenue: {
      by_day: days,
      // Every domain is listed, with zero when nothing was sold, so the chart keeps its shape.
      by_domain: DOMAINS.map((domain) => ({
        domain,
        cents: domainMap.get(domain)?.cents ?? 0,
        count: domainMap.get(domain)?.count ?? 0,
      })),
      total_cents_30d: days.reduce((s, d) => s + d.cents, 0),
      refunded_cents_30d: refunded,
    },
    readings: {
      total: count(() => true),
      by_option: OPTIONS.map((option) => ({ option, count: count((r) => r.option === option) })),
      by_domain: DOMAINS.map((domain) => ({ domain, count: count((r) => r.domain === domain) })),
      by_domain_option: DOMAINS.flatMap((domain) =>
        OPTIONS.map((option) => ({
          domain,
          option,
          count: count((r) => r.domain === domain && r.option === option),
        })),
      ),
    },
    delivery: {
      promise_hours: config.DELIVERY_PROMISE_HOURS,
      sent: delivery.sent,
      p50_seconds: delivery.p50,
      p95_seconds: delivery.p95,
      late: delivery.late,
      in_progress: delivery.inProgress,
      failed: delivery.failed,
    },
    failed_jobs: jobs,
    providers: {
      ai: config.ai,
      ai_model: config.ai === 'openai' ? config.AI_MODEL : null,
      card_payments: config.cardPayments,
      paypal: config.paypal,
      mail: config.mail,
      database: deps.engine,
    },
  };
}

/** The jobs out of attempts, newest first, with the status of the reading each names (a refunded one is final). */
async function failedJobsWithReadings(db: Db, queue: Queue): Promise<AdminSummary['failed_jobs']> {
  const jobs = (await queue.failedJobs(50)).map((j) => ({ ...j, readingId: readingIdOf(j.data) }));
  const statuses = await readingStatuses(
    db,
    jobs.flatMap((j) => (j.readingId ? [j.readingId] : [])),
  );
  return jobs.map((j) => ({
    id: j.id,
    name: j.name,
    reading_id: j.readingId,
    reading_status: (j.readingId && statuses.get(j.readingId)) || null,
    error: j.error,
    retry_count: j.retryCount,
    created_at: iso(j.createdOn),
    failed_at: isoOrNull(j.failedOn),
  }));
}

function readingIdOf(data: unknown): string | null {
  const d = (data ?? {}) as { readingId?: unknown; reading_id?: unknown };
  const id = d.readingId ?? d.reading_id;
  return typeof id === 'string' ? id : null;
}

/** Puts a failed job back in the queue it failed in (with its attempts again) and records who did it. */
export async function retryJob(
  deps: { db: Db; queue: Queue },
  id: string,
  actor: AdminActor,
): Promise<{ id: string; name: string }> {
  // Moved out of the failed jobs' queue: a second click finds it gone.
  const job = await deps.queue.retryFailed(id);
  if (!job) throw new AppError('JOB_NOT_FAILED');
  await audit(deps.db, {
    actorId: actor.id,
    actorLabel: actor.username,
    action: 'job.retried',
    target: `job:${id}`,
    details: { name: job.name, reading_id: readingIdOf(job.data), retry_count: job.retryCount },
    ip: actor.ip,
  });
  return { id, name: job.name };
}
