// A bare Fastify "hello" in a process of its own (the reference of bench/http.bench.ts): run inside the
// load generator's process, it would share a core with it and look slower than it is.
import Fastify from 'fastify';

const bare = Fastify({ logger: false });
bare.get('/hello', async () => ({ status: 'ok' }));
await bare.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void bare.close().then(() => process.exit(0)));
