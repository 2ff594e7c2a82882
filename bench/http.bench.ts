// Requests per second of the built server against a bare Fastify "hello" on the same machine, in one
// run: GET /healthz, and an authenticated read (GET /api/user/wallet with a session) once it exists.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { fmt, freePort, startBuiltServer } from './lib';

async function rps(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: 5, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

const bare = Fastify({ logger: false });
bare.get('/hello', async () => ({ status: 'ok' }));
const barePort = await freePort();
await bare.listen({ port: barePort, host: '127.0.0.1' });
const server = await startBuiltServer();
try {
  const bareRps = await rps(`http://127.0.0.1:${barePort}/hello`);
  const healthRps = await rps(`${server.url}/healthz`);
  console.log(`bare fastify hello: ${fmt(bareRps)} req/s`);
  console.log(
    `arcanes GET /healthz: ${fmt(healthRps)} req/s  (ratio to bare: ${fmt(healthRps / bareRps, 2)})`,
  );

  // An authenticated read: register and log in a user, then read the wallet.
  const username = `bench_${Date.now()}`;
  const password = 'Bench!pass2026';
  const reg = await fetch(`${server.url}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      prenom: 'Bench',
      nom: 'Mark',
      email: `${username}@bench.test`,
      password,
      confirm_password: password,
      sexe: 'femme',
      date_naissance: '1990-01-01',
      heure_naissance: '12:00',
      lieu_naissance: 'Paris',
      accept_terms: true,
      is_adult: true,
    }),
  });
  const login = reg.ok
    ? await fetch(`${server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      })
    : null;
  const token = login?.ok ? ((await login.json()) as { token?: string }).token : undefined;
  const wallet = token
    ? await fetch(`${server.url}/api/user/wallet`, { headers: { authorization: `Bearer ${token}` } })
    : null;
  if (token && wallet?.ok) {
    const authRps = await rps(`${server.url}/api/user/wallet`, { authorization: `Bearer ${token}` });
    console.log(
      `arcanes GET /api/user/wallet (session): ${fmt(authRps)} req/s  (ratio to bare: ${fmt(authRps / bareRps, 2)})`,
    );
  } else {
    console.log('authenticated read: registration, login or /api/user/wallet not available in this build');
  }
} finally {
  await server.stop();
  await bare.close();
}
