import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertReadingRow, insertUser, sessionFor } from '#api/test/fixtures.ts';
import { mailTo, mailsTo } from '#api/test/outbox.ts';

// Reports of a public review (DSA art. 16 and 17): anyone reports, gets an acknowledgement, then the
// decision; an administrator upholds (the review leaves the public list, its author gets the statement
// of reasons) or dismisses; several reports of one review are decided together.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function account(role: 'user' | 'admin' = 'user') {
  const user = await insertUser(t.app.db, { role, first_name: 'Léa', last_name: 'Martin' });
  return { user, ...(await sessionFor(t.app.db, user.id)) };
}

/** A published review by a customer, as moderation leaves it. */
async function publishedReview() {
  const author = await account();
  const reading = await insertReadingRow(t.app.db, author.user.id);
  const review = await t.app.db
    .insertInto('reviews')
    .values({
      reading_id: reading.id,
      user_id: author.user.id,
      author: 'Léa M.',
      rating: 1,
      text: `Un avis qui sera signalé ${crypto.randomUUID()}`,
      lang: 'fr',
      status: 'published',
      moderated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: review.id, author };
}

const report = (
  id: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  lang = 'fr',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/reviews/${id}/reports`,
    headers: { 'accept-language': lang, ...headers },
    payload,
  });

const GOOD = {
  reason: 'hateful',
  details: 'Cet avis insulte nommément une autre cliente.',
  good_faith: true,
};

const reportsOf = (reviewId: string) =>
  t.app.db
    .selectFrom('review_reports')
    .selectAll()
    .where('review_id', '=', reviewId)
    .orderBy('created_at')
    .execute();

const publicIds = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/reviews' })).json() as { reviews: { id: string }[] }
  ).reviews.map((r) => r.id);

const addr = () => `signal-${crypto.randomUUID().slice(0, 8)}@exemple.fr`;

describe('reporting a review', () => {
  test('a visitor reports with an address: stored, acknowledged by e-mail; a repeat gets the same answer and is not stored', async () => {
    const review = await publishedReview();
    const email = addr();
    const res = await report(review.id, { ...GOOD, email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: expect.stringContaining('signalement a été reçu'),
    });
    const [row] = await reportsOf(review.id);
    expect(row).toMatchObject({ reason: 'hateful', email, reporter_id: null, status: 'open', lang: 'fr' });
    const ack = await mailTo(t.dataDir, email, 'signalement');
    expect(ack.text).toContain('propos haineux ou injurieux');
    expect(ack.text).toContain('article 16');
    const again = await report(review.id, { ...GOOD, email });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(await reportsOf(review.id)).toHaveLength(1);
  });

  test("a customer reports without typing an address: the account's address is used, in English", async () => {
    const review = await publishedReview();
    const reporter = await account();
    const res = await report(review.id, { ...GOOD, reason: 'fake' }, reporter.headers, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('report has been received');
    const [row] = await reportsOf(review.id);
    expect(row).toMatchObject({ reporter_id: reporter.user.id, email: null, lang: 'en' });
    const ack = await mailTo(t.dataDir, reporter.user.email, 'report of a review');
    expect(ack.text).toContain('fake review');
  });

  test('bad input: 400 with a localised message, nothing stored', async () => {
    const review = await publishedReview();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...GOOD }, 'fr', 'adresse e-mail'], // a visitor without an address
      [{ ...GOOD, email: addr(), good_faith: false }, 'fr', 'bonne foi'],
      [{ ...GOOD, email: addr(), reason: 'boring' }, 'en', 'Choose why you report'],
      [{ ...GOOD, email: addr(), details: 'court' }, 'fr', '10 caractères'],
      [{ ...GOOD, email: addr(), details: 'x'.repeat(1001) }, 'en', 'too long'],
      [{ ...GOOD, email: 'pas-une-adresse' }, 'fr', 'Adresse e-mail invalide'],
    ];
    for (const [payload, lang, words] of cases) {
      const res = await report(review.id, payload, {}, lang);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(words);
    }
    expect(await reportsOf(review.id)).toHaveLength(0);
    // A review that is not public cannot be reported.
    const missing = await report(crypto.randomUUID(), { ...GOOD, email: addr() });
    expect(missing.statusCode).toBe(404);
  });
});

describe('deciding on reports', () => {
  test('upheld: every open report of the review at once, the review leaves the public list, author and reporters are e-mailed, the audit log records it', async () => {
    const admin = await account('admin');
    const review = await publishedReview();
    const visitor = addr();
    const customer = await account();
    expect((await report(review.id, { ...GOOD, email: visitor })).statusCode).toBe(200);
    expect((await report(review.id, { ...GOOD, reason: 'personal_data' }, customer.headers)).statusCode).toBe(
      200,
    );
    expect(await publicIds()).toContain(review.id);

    // The admin list, paged by cursor: one report per page reaches both.
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/admin/review-reports?limit=1',
      headers: admin.headers,
    });
    expect(first.statusCode).toBe(200);
    const seen: { id: string; review: { id: string; open_reports: number } }[] = [...first.json().reports];
    let cursor: string | null = first.json().next_cursor;
    while (cursor) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/admin/review-reports?limit=1&cursor=${cursor}`,
        headers: admin.headers,
      });
      seen.push(...page.json().reports);
      cursor = page.json().next_cursor;
    }
    const mine = seen.filter((r) => r.review.id === review.id);
    expect(mine).toHaveLength(2);
    expect(mine[0]!.review.open_reports).toBe(2);

    const statement = 'Cet avis nomme une autre cliente : donnée personnelle d’un tiers.';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${review.id}/reports/uphold`,
      headers: admin.headers,
      payload: { reason: statement },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', decided: 2 });
    expect(await publicIds()).not.toContain(review.id);
    expect((await reportsOf(review.id)).map((r) => r.status)).toEqual(['upheld', 'upheld']);

    const removed = await mailTo(t.dataDir, review.author.user.email, 'avis a été retiré');
    expect(removed.text).toContain(statement);
    expect(removed.text).toContain('article 17');
    expect((await mailTo(t.dataDir, visitor, 'notre décision')).text).toContain('a été retiré du site');
    expect((await mailTo(t.dataDir, customer.user.email, 'notre décision')).text).toContain(
      'a été retiré du site',
    );
    const logged = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'review.report_upheld')
      .where('target', '=', `review:${review.id}`)
      .executeTakeFirstOrThrow();
    expect(logged.actor_id).toBe(admin.user.id);
    expect(JSON.stringify(logged.details)).toContain(statement);

    // Decided: a second decision finds nothing open.
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${review.id}/reports/dismiss`,
      headers: admin.headers,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('déjà été traité');
  });

  test('dismissed: the review stays public, the reporter is told; the author gets nothing', async () => {
    const admin = await account('admin');
    const review = await publishedReview();
    const visitor = addr();
    expect((await report(review.id, { ...GOOD, email: visitor })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${review.id}/reports/dismiss`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().decided).toBe(1);
    expect(await publicIds()).toContain(review.id);
    expect((await mailTo(t.dataDir, visitor, 'notre décision')).text).toContain('reste publié');
    expect((await reportsOf(review.id))[0]!.status).toBe('dismissed');
    expect(
      (await mailsTo(t.dataDir, review.author.user.email)).filter((m) => m.subject?.includes('retiré')),
    ).toEqual([]);
  });

  test('a non-administrator gets 403 on the list and the decisions, and nothing changes', async () => {
    const review = await publishedReview();
    expect((await report(review.id, { ...GOOD, email: addr() })).statusCode).toBe(200);
    const someone = await account();
    for (const [method, url] of [
      ['GET', '/api/admin/review-reports'],
      ['POST', `/api/admin/reviews/${review.id}/reports/dismiss`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: someone.headers });
      expect(res.statusCode).toBe(403);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${review.id}/reports/uphold`,
      headers: someone.headers,
      payload: { reason: 'Je voudrais le retirer.' },
    });
    expect(res.statusCode).toBe(403);
    expect((await reportsOf(review.id))[0]!.status).toBe('open');
    expect(await publicIds()).toContain(review.id);
  });
});

test('the OpenAPI document describes the report routes', async () => {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  const body = doc.paths['/api/reviews/{id}/reports'].post.requestBody.content['application/json'].schema;
  expect(Object.keys(body.properties)).toEqual(['reason', 'details', 'email', 'good_faith']);
  for (const path of [
    '/api/admin/review-reports',
    '/api/admin/reviews/{id}/reports/uphold',
    '/api/admin/reviews/{id}/reports/dismiss',
  ])
    expect(doc.paths, path).toHaveProperty([path]);
});
