/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1 for tests: it records every
 * request and answers according to its mode, so that the real `openai` SDK runs end to end.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'error500' | 'slow' | 'english' | 'invented' | 'not-json';

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { model: string; max_tokens?: number; messages: { role: string; content: string }[] };
}

const GOOD_FR =
  'Camille, votre question mérite que l’on prenne le temps de la regarder avec douceur. Les éléments de votre lecture dessinent une période où la patience et la confiance vont de pair : ce que vous avez semé commence à prendre forme, et il vous appartient de choisir le rythme qui vous convient.\n\n' +
  'Dans les semaines qui viennent, restez attentive aux signes discrets : une conversation, une rencontre, une idée qui revient. Ce sont des invitations plutôt que des certitudes, et vous êtes libre de les suivre ou non.\n\n' +
  'Gardez ce qui résonne en vous et laissez le reste : cette lecture est une piste de réflexion, pas une promesse.';

const LONG_FR = [
  'Le climat général',
  GOOD_FR,
  'Les mois qui viennent',
  GOOD_FR,
  'Un dernier mot',
  GOOD_FR,
].join('\n\n');

const ENGLISH =
  'Camille, your question deserves a careful look. The elements of your reading draw a period where patience and trust go together, and it is up to you to choose the pace that suits you. Keep what resonates with you and leave the rest: this reading is food for thought, not a promise. The coming weeks will tell.';

export async function startFakeOpenAi(initial: FakeMode = 'ok') {
  const requests: RecordedRequest[] = [];
  let mode: FakeMode = initial;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as RecordedRequest['body'];
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      const long = (body.max_tokens ?? 0) > 1500;
      const reply = (content: string) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 812, completion_tokens: 345, total_tokens: 1157 },
          }),
        );
      };
      switch (mode) {
        case 'ok':
          return reply(long ? LONG_FR : GOOD_FR);
        case 'english':
          return reply(ENGLISH);
        case 'invented':
          return reply(`${GOOD_FR}\n\nLa Papesse et Saturne en Lion veillent sur vous.`);
        case 'error500':
          res.writeHead(500, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
        case 'not-json':
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<html>proxy error</html>');
        case 'slow':
          return void setTimeout(() => reply(GOOD_FR), 10_000).unref();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next: FakeMode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
