import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ReadingStatus } from '#api/db/schema.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertReadingRow, insertUser, sessionFor } from '#api/test/fixtures.ts';
import { recordConsent } from '#api/modules/consent/consent.service.ts';
import { acceptReadingData } from '#api/modules/consent/reading-data.service.ts';
import { topUp } from '#api/modules/wallet/wallet.service.ts';
import { exportedData } from '#api/test/exported-data.ts';
import { walkPages } from '#api/test/paging-kit.ts';

// Customer reviews (L111-7-2): only the buyer of a delivered reading reviews it, once; nothing is
// shown before an administrator publishes it; moderation is for administrators and audited.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function customer(names: { first_name?: string; last_name?: string } = {}) {
  const user = await insertUser(t.app.db, names);
  return { user, ...(await sessionFor(t.app.db, user.id)) };
}

async function admin() {
  const user = await insertUser(t.app.db, { role: 'admin' });
  return { user, ...(await sessionFor(t.app.db, user.id)) };
}

/** A reading of `userId` in the given state, as the readings module leaves it. */
async function reading(userId: number, status: ReadingStatus = 'answered') {
  return (await insertReadingRow(t.app.db, userId, { status })).id;
}

const post = (headers: Record<string, string>, payload: unknown, lang = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/reviews',
    headers: { ...headers, 'accept-language': lang },
    payload: payload as Record<string, unknown>,
  });

const GOOD = { rating: 5, text: 'Une lecture juste et bienveillante, merci.' };

const reviewRows = (readingId: string) =>
  t.app.db.selectFrom('reviews').selectAll().where('reading_id', '=', readingId).execute();

const publicReviews = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/reviews' })).json() as {
    reviews: { id: string; text: string; author: string; published_at: string; reading_date: string }[];
    total: number;
    average: number | null;
  };

const moderate = (
  headers: Record<string, string>,
  id: string,
  action: 'publish' | 'reject',
  payload?: unknown,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/reviews/${id}/${action}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('writing a review', () => {
  test('the buyer of a reading ordered through the API reviews it once; it waits for moderation, unseen', async () => {
    const c = await customer({ first_name: 'Léa', last_name: 'martin' });
    await recordConsent(t.app.db, {
      owner: { userId: c.user.id, visitorId: null },
      choices: { analytics: false, marketing: false, ia: false },
      ip: null,
      userAgent: null,
    });
    await acceptReadingData(t.app.db, c.user.id, { ip: null, userAgent: null });
    await topUp(t.app.db, { userId: c.user.id, cents: 699, key: `rv-${c.user.id}` });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/openai/numerology/option1',
      headers: c.headers,
      payload: {
        dateOfBirth: '1990-05-17',
        timeOfBirth: '14:30',
        placeOfBirth: 'Paris',
        sexe: 'femme',
        firstName: 'Léa',
        lastName: 'Martin',
        currentDate: '2026-11-24',
        domain: 'travail',
        langage: 'fr',
        accept_order: true,
      },
    });
    expect(order.statusCode, order.body).toBe(200);
    const readingId = order.json().reading_id as string;
    const before = (await publicReviews()).total;

    const res = await post(c.headers, { reading_id: readingId, ...GOOD });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      review: { reading_id: readingId, rating: 5, text: GOOD.text, status: 'pending', reject_reason: null },
      message: 'Merci ! Votre avis sera publié après vérification par notre équipe.',
    });
    expect((await reviewRows(readingId))[0]).toMatchObject({ author: 'Léa M.', lang: 'fr' });

    // Pending: the public list does not have it, the author sees it waiting.
    const shown = await publicReviews();
    expect(shown.total).toBe(before);
    expect(shown.reviews.map((r) => r.text)).not.toContain(GOOD.text);
    const mine = await t.app.inject({ method: 'GET', url: '/api/user/reviews', headers: c.headers });
    expect(mine.json().reviews).toEqual([
      expect.objectContaining({ reading_id: readingId, status: 'pending' }),
    ]);

    // Once per reading, also when two arrive at the same moment.
    const again = await Promise.all([
      post(c.headers, { reading_id: readingId, rating: 1, text: 'Finalement pas convaincue du tout.' }, 'en'),
      post(c.headers, { reading_id: readingId, rating: 2, text: 'Deuxième essai, autre texte.' }),
    ]);
    expect(again.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(again[0]!.json()).toMatchObject({
      code: 'REVIEW_EXISTS',
      message: 'You have already reviewed this reading: one review per reading.',
    });
    expect(await reviewRows(readingId)).toEqual([expect.objectContaining({ rating: 5, text: GOOD.text })]);
  });

  test('two first reviews of one reading sent at once: one is kept', async () => {
    const c = await customer();
    const id = await reading(c.user.id, 'sent');
    const both = await Promise.all([
      post(c.headers, { reading_id: id, ...GOOD }),
      post(c.headers, { reading_id: id, rating: 3, text: 'Un autre avis sur la même lecture.' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await reviewRows(id)).toHaveLength(1);
  });

  test('only the buyer, only a delivered reading, only signed in: refused, nothing stored', async () => {
    const owner = await customer();
    const stranger = await customer();
    const id = await reading(owner.user.id);
    const notMine = await post(stranger.headers, { reading_id: id, ...GOOD });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toMatchObject({
      code: 'REVIEW_READING_NOT_FOUND',
      message:
        'Cette lecture n’est pas dans votre historique : seul le client qui l’a achetée peut la noter.',
    });
    expect((await post(stranger.headers, { reading_id: crypto.randomUUID(), ...GOOD })).statusCode).toBe(404);
    for (const status of ['pending', 'queued', 'writing', 'failed', 'refunded'] as const) {
      const undelivered = await reading(owner.user.id, status);
      const res = await post(owner.headers, { reading_id: undelivered, ...GOOD });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'REVIEW_NOT_DELIVERED',
        message: 'Vous pourrez donner votre avis une fois la lecture fournie.',
      });
      expect(await reviewRows(undelivered)).toEqual([]);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/reviews',
      payload: { reading_id: id, ...GOOD },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/reviews' })).statusCode).toBe(401);
    expect(await reviewRows(id)).toEqual([]);
  });

  test('bad input: a localised message per field, nothing stored', async () => {
    const c = await customer();
    const id = await reading(c.user.id);
    const cases: [unknown, string, string][] = [
      [{ reading_id: id, rating: 0, text: GOOD.text }, 'rating', 'Choisissez une note de 1 à 5 étoiles.'],
      [{ reading_id: id, rating: 6, text: GOOD.text }, 'rating', 'Choisissez une note de 1 à 5 étoiles.'],
      [{ reading_id: id, rating: 4.5, text: GOOD.text }, 'rating', 'Choisissez une note de 1 à 5 étoiles.'],
      [{ reading_id: id, rating: '5', text: GOOD.text }, 'rating', 'Choisissez une note de 1 à 5 étoiles.'],
      [
        { reading_id: id, rating: 4, text: '  Bien.   ' },
        'text',
        'Quelques mots de plus : 10 caractères au moins.',
      ],
      [{ reading_id: id, rating: 4, text: 'x'.repeat(601) }, 'text', 'Texte trop long.'],
      [{ reading_id: id, rating: 4 }, 'text', 'Ce champ est obligatoire.'],
      [{ reading_id: 'pas-un-id', ...GOOD }, 'reading_id', 'Valeur invalide.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(c.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields?.[field], JSON.stringify(payload)).toBe(message);
    }
    const en = await post(c.headers, { reading_id: id, rating: 9, text: 'short' }, 'en');
    expect(en.json().fields).toEqual({
      rating: 'Choose a rating from 1 to 5 stars.',
      text: 'A few more words: at least 10 characters.',
    });
    expect(await reviewRows(id)).toEqual([]);
    // 600 characters is the limit, kept whole (trimmed).
    const long = `  ${'é'.repeat(600)}  `;
    expect((await post(c.headers, { reading_id: id, rating: 4, text: long })).statusCode).toBe(201);
    expect((await reviewRows(id))[0]!.text).toBe('é'.repeat(600));
  });
});

describe('the author’s own reviews', () => {
  test('each history row carries its reading’s review; the author’s list pages by keyset, every review once, also while new ones are written', async () => {
    const c = await customer();
    const other = await customer();
    const readings: string[] = [];
    for (let i = 0; i < 9; i++) readings.push(await reading(c.user.id, i % 3 === 2 ? 'sent' : 'answered'));
    const unreviewed = await reading(c.user.id);
    const notDelivered = await reading(c.user.id, 'queued');
    const theirs = await reading(other.user.id);
    for (const [i, id] of readings.entries())
      expect(
        (await post(c.headers, { reading_id: id, rating: 1 + (i % 5), text: `Avis numéro ${i} du client` }))
          .statusCode,
      ).toBe(201);
    expect((await post(other.headers, { reading_id: theirs, ...GOOD })).statusCode).toBe(201);

    // The history: each row with its review (or null), read a few rows at a time.
    const { items: rows } = await walkPages<{
      id: string;
      review: { reading_id: string; text: string; status: string } | null;
    }>(t.app.inject.bind(t.app), '/api/user/history?limit=4', 'history', c.headers);
    expect(rows).toHaveLength(11);
    for (const row of rows) {
      if (row.id === unreviewed || row.id === notDelivered) expect(row.review).toBeNull();
      else
        expect(row.review).toMatchObject({
          reading_id: row.id,
          text: `Avis numéro ${readings.indexOf(row.id)} du client`,
          status: 'pending',
        });
    }

    // The author's list, three at a time; two reviews written while it is read come first, not twice.
    const late: string[] = [];
    const { items, pages } = await walkPages<{ id: string; reading_id: string; created_at: string }>(
      t.app.inject.bind(t.app),
      '/api/user/reviews?limit=3',
      'reviews',
      c.headers,
      async (page) => {
        if (page > 2) return;
        const id = await reading(c.user.id);
        late.push(id);
        expect((await post(c.headers, { reading_id: id, ...GOOD })).statusCode).toBe(201);
      },
    );
    expect(pages).toBe(3);
    const seen = items.map((r) => r.reading_id);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...readings].sort());
    for (const id of late) expect(seen).not.toContain(id);
    expect(items.map((r) => r.created_at)).toEqual([...items.map((r) => r.created_at)].sort().reverse());
    expect(seen).not.toContain(theirs);

    // A cursor of another list is refused, in the customer's language.
    const history = await t.app.inject({ url: '/api/user/history?limit=1', headers: c.headers });
    const wrong = await t.app.inject({
      url: `/api/user/reviews?cursor=${history.json().next_cursor}`,
      headers: { ...c.headers, 'accept-language': 'en' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_CURSOR');
  });
});

describe('moderation', () => {
  test('administrators only: a customer gets 403 and a visitor 401, nothing changes', async () => {
    const c = await customer();
    const id = await reading(c.user.id);
    const review = (await post(c.headers, { reading_id: id, ...GOOD })).json().review.id as string;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: c.headers })).statusCode,
    ).toBe(403);
    expect((await moderate(c.headers, review, 'publish')).statusCode).toBe(403);
    expect((await moderate(c.headers, review, 'reject', { reason: 'Hors sujet' })).statusCode).toBe(403);
    expect((await moderate({}, review, 'publish')).statusCode).toBe(401);
    expect((await reviewRows(id))[0]).toMatchObject({ status: 'pending', moderated_at: null });
    expect((await publicReviews()).reviews.map((r) => r.id)).not.toContain(review);
  });

  test('published by an administrator: shown with its dates and the author’s first name and initial; audited; withdrawn with a reason the author sees', async () => {
    const a = await admin();
    const c = await customer({ first_name: 'Inès', last_name: 'Moreau' });
    const id = await reading(c.user.id, 'sent');
    const review = (
      await post(c.headers, { reading_id: id, rating: 4, text: 'Très éclairant sur mon année.' })
    ).json().review.id as string;

    const pending = await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: a.headers });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().reviews).toContainEqual(
      expect.objectContaining({
        id: review,
        reading_id: id,
        status: 'pending',
        username: c.user.username,
        author: 'Inès M.',
        rating: 4,
        domain: 'tarot',
      }),
    );

    const published = await moderate(a.headers, review, 'publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      message: 'Avis publié.',
      review: { status: 'published', moderated_by: a.user.username },
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const shown = await publicReviews();
    expect(shown.reviews[0]).toEqual({
      id: review,
      rating: 4,
      text: 'Très éclairant sur mon année.',
      author: 'Inès M.',
      published_at: today,
      reading_date: today,
    });
    expect(shown.total).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(shown)).not.toContain('Moreau');
    expect(JSON.stringify(shown)).not.toContain(c.user.username);

    // Decided once: publishing again is refused.
    const twice = await moderate(a.headers, review, 'publish');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Cet avis a déjà été traité (publié) : rechargez la liste.');

    // A rejection needs its reason; without one nothing changes.
    for (const body of [{}, { reason: ' ' }, { reason: 'x'.repeat(301) }])
      expect((await moderate(a.headers, review, 'reject', body)).statusCode).toBe(400);
    expect((await reviewRows(id))[0]!.status).toBe('published');

    const withdrawn = await moderate(a.headers, review, 'reject', {
      reason: 'Mentionne une autre personne.',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await publicReviews()).reviews.map((r) => r.id)).not.toContain(review);
    const mine = await t.app.inject({ method: 'GET', url: '/api/user/reviews', headers: c.headers });
    expect(mine.json().reviews[0]).toMatchObject({
      status: 'rejected',
      reject_reason: 'Mentionne une autre personne.',
    });

    const log = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'details'])
      .where('target', '=', `review:${review}`)
      .orderBy('id')
      .execute();
    expect(log.map((l) => [l.action, l.actor_id])).toEqual([
      ['review.published', a.user.id],
      ['review.rejected', a.user.id],
    ]);
    expect(log[1]!.details).toMatchObject({
      reason: 'Mentionne une autre personne.',
      previous_status: 'published',
    });
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/reviews?status=rejected', headers: a.headers })
      ).json().reviews,
    ).toContainEqual(expect.objectContaining({ id: review, reject_reason: 'Mentionne une autre personne.' }));
  });

  test('the moderation lists page by keyset: every review once, waiting ones oldest first, decided ones newest first', async () => {
    const a = await admin();
    const made: Record<'pending' | 'published', string[]> = { pending: [], published: [] };
    const at = new Date('2026-09-01T08:00:00.5Z');
    for (let i = 0; i < 14; i++) {
      const c = await customer();
      const status = i % 2 ? 'published' : 'pending';
      const row = await t.app.db
        .insertInto('reviews')
        .values({
          reading_id: await reading(c.user.id),
          user_id: c.user.id,
          author: 'Léa M.',
          rating: 4,
          text: `Avis ${i} pour les pages`,
          lang: 'fr',
          status,
          // Four share their instant to the microsecond: told apart by id.
          created_at: i < 4 ? at : new Date(at.getTime() + i * 1000),
          moderated_at: status === 'published' ? (i < 4 ? at : new Date(at.getTime() + i * 1000)) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      made[status].push(row.id);
    }
    for (const status of ['pending', 'published'] as const) {
      const seen: { id: string; created_at: string; moderated_at: string | null }[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject({
          url: `/api/admin/reviews?status=${status}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
          headers: a.headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        seen.push(...res.json().reviews);
        cursor = res.json().next_cursor;
        pages += 1;
      } while (cursor && pages < 200);
      const ids = seen.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of made[status]) expect(ids).toContain(id);
      const times = seen.map((r) => Date.parse(status === 'pending' ? r.created_at : r.moderated_at!));
      const sorted = [...times].sort((x, y) => (status === 'pending' ? x - y : y - x));
      expect(times).toEqual(sorted);
    }
    const other = await t.app.inject({
      url: `/api/admin/reviews?status=pending&limit=3`,
      headers: a.headers,
    });
    const wrong = await t.app.inject({
      url: `/api/admin/reviews?status=published&cursor=${other.json().next_cursor}`,
      headers: a.headers,
    });
    expect(wrong.statusCode).toBe(400);
  });

  test('an unknown review is 404; a bad status filter or id is 400', async () => {
    const a = await admin();
    expect((await moderate(a.headers, crypto.randomUUID(), 'publish')).statusCode).toBe(404);
    expect((await moderate(a.headers, 'nope', 'publish')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/reviews?status=all', headers: a.headers }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the author’s data', () => {
  test('the GDPR export lists the reviews; erasing the account deletes them, published ones too', async () => {
    const a = await admin();
    const c = await customer({ first_name: 'Zoé', last_name: 'Roux' });
    const id = await reading(c.user.id);
    const review = (await post(c.headers, { reading_id: id, ...GOOD })).json().review.id as string;
    expect((await moderate(a.headers, review, 'publish')).statusCode).toBe(200);
    expect((await publicReviews()).reviews.map((r) => r.id)).toContain(review);

    const exported = await exportedData(t.app.db, c.user.id);
    expect(exported.reviews).toEqual([
      expect.objectContaining({
        id: review,
        reading_id: id,
        text: GOOD.text,
        status: 'published',
        author: 'Zoé R.',
      }),
    ]);

    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-user/${c.user.id}`,
      headers: a.headers,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await reviewRows(id)).toEqual([]);
    expect((await publicReviews()).reviews.map((r) => r.id)).not.toContain(review);
  });

  test('the OpenAPI document describes the review routes', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(
      doc.paths['/api/user/reviews'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('rating');
    for (const path of [
      '/api/reviews',
      '/api/admin/reviews',
      '/api/admin/reviews/{id}/publish',
      '/api/admin/reviews/{id}/reject',
    ])
      expect(doc.paths, path).toHaveProperty([path]);
  });
});
