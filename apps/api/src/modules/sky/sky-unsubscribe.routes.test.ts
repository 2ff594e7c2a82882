import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { sendSkyMail } from './sky.service';

/** One-click unsubscribe from the morning e-mail (RFC 8058, decision 0277). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RUN_WORKERS: 'false' });
});
afterAll(async () => t?.close());

/** A customer who asked for the morning e-mail, and the raw e-mail of one day. */
async function subscribedWithMail(day: string) {
  const user = await insertUser(t.app.db, { email_verified_at: new Date() });
  const { headers } = await sessionFor(t.app.db, user.id);
  const on = await t.app.inject({
    method: 'PUT',
    url: '/api/user/sky/subscription',
    headers,
    payload: { enabled: true, zone: 'Europe/Paris' },
  });
  expect(on.statusCode, on.body).toBe(200);
  expect(await sendSkyMail({ db: t.app.db, mailer: t.app.mailer, config: t.config }, user.id, day)).toBe(
    'sent',
  );
  const dir = path.join(t.dataDir, 'outbox');
  const raw = fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .find((r) => r.includes(`<sky-${user.id}-${day}@arcanes>`))!;
  return { user, headers, raw };
}

const subscribed = async (userId: number) =>
  Boolean(
    await t.app.db
      .selectFrom('sky_subscriptions')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );

/** The unsubscribe address the e-mail names, as a path with its query. */
function unsubscribeUrl(raw: string): string {
  const url = /^List-Unsubscribe: <([^>]+)>$/m.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/sky\/unsubscribe\?token=\d+\.[A-Za-z0-9_-]{43}$/);
  return url!.replace('http://127.0.0.1:3000', '');
}

const oneClick = (url: string, type = 'application/x-www-form-urlencoded') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': type },
    payload: 'List-Unsubscribe=One-Click',
  });

test('the e-mail carries List-Unsubscribe (our address with a token) and List-Unsubscribe-Post', async () => {
  const { raw } = await subscribedWithMail('2026-11-24');
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  expect(unfolded).toMatch(
    /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:3000\/api\/sky\/unsubscribe\?token=\d+\.[A-Za-z0-9_-]{43}>$/m,
  );
  expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
});

test('a GET shows a button that posts, and changes nothing', async () => {
  const { user, raw } = await subscribedWithMail('2026-11-25');
  const url = unsubscribeUrl(raw);
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body).toContain('<form method="post"');
  expect(res.body).toContain(`action="${url.replace(/&/g, '&#38;')}"`);
  expect(res.body).toContain('name="List-Unsubscribe" value="One-Click"');
  expect(res.body).toContain('Me désabonner');
  // Fetched again, as a link scanner does: still subscribed.
  await t.app.inject({ method: 'GET', url });
  expect(await subscribed(user.id)).toBe(true);
});

test('the one-click POST without a session unsubscribes, and says so again when repeated', async () => {
  const { user, raw } = await subscribedWithMail('2026-11-26');
  const url = unsubscribeUrl(raw);
  const first = await oneClick(url);
  expect(first.statusCode, first.body).toBe(200);
  expect(await subscribed(user.id)).toBe(false);
  const again = await oneClick(url);
  expect(again.statusCode).toBe(200);
  // The multipart encoding RFC 8058 prefers is accepted too.
  const multipart = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
  });
  expect(multipart.statusCode).toBe(200);
  // No more morning e-mail for this customer.
  expect(
    await sendSkyMail({ db: t.app.db, mailer: t.app.mailer, config: t.config }, user.id, '2026-11-27'),
  ).toBe('skipped');
});

test('a bad token is refused and unsubscribes nobody', async () => {
  const { user, raw } = await subscribedWithMail('2026-11-28');
  const other = await subscribedWithMail('2026-11-28');
  const url = unsubscribeUrl(raw);
  const token = new URL(url, 'http://x').searchParams.get('token')!;
  const [, mac] = token.split('.');
  const forged = [
    `${other.user.id}.${mac}`, // someone else's id with my signature
    `${user.id}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`, // a signature altered
    `${user.id}`,
    'nonsense',
  ];
  for (const bad of forged) {
    const res = await oneClick(`/api/sky/unsubscribe?token=${encodeURIComponent(bad)}`);
    expect(res.statusCode, bad).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/sky/unsubscribe?token=${encodeURIComponent(bad)}` }))
        .statusCode,
    ).toBe(400);
  }
  expect((await oneClick('/api/sky/unsubscribe')).statusCode).toBe(400);
  expect(await subscribed(user.id)).toBe(true);
  expect(await subscribed(other.user.id)).toBe(true);
});
