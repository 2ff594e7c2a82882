/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1 for tests: it records every
 * request and answers according to its mode, or with the next scripted answer, so that the real
 * `openai` SDK runs end to end.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'error500' | 'slow' | 'hang' | 'english' | 'invented' | 'not-json';

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    max_tokens?: number;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  };
}

/** The fact ids the request's user message carries (the JSON after "(JSON) :" or "(JSON):"). */
export function factIdsOf(body: RecordedRequest['body']): string[] {
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  const json = user.slice(user.indexOf('{'), user.lastIndexOf('}') + 1);
  try {
    return (JSON.parse(json) as { facts: { id: string }[] }).facts.map((f) => f.id);
  } catch {
    return [];
  }
}

const FR = [
  'Camille, votre question mérite que l’on prenne le temps de la regarder avec douceur : les éléments de votre lecture dessinent une période où la patience et la confiance vont de pair, et ce que vous avez semé commence à prendre forme.',
  'Dans les semaines qui viennent, restez attentive aux signes discrets : une conversation, une rencontre, une idée qui revient. Ce sont des invitations plutôt que des certitudes, et vous êtes libre de les suivre ou non.',
  'Gardez ce qui résonne en vous et laissez le reste : cette lecture est une piste de réflexion, pas une promesse, et le rythme qui vous convient reste le vôtre.',
];

/** A well-formed answer citing the first fact of the request: what a good model returns. */
export function goodAnswer(body: RecordedRequest['body']): string {
  const long = (body.max_tokens ?? 0) > 2000;
  const first = factIdsOf(body)[0] ?? 'period';
  const paragraphs = long
    ? ['Le climat général', 'Les mois qui viennent', 'Ce que vous pouvez en faire', 'Un dernier mot'].flatMap(
        (heading) => FR.map((text, i) => ({ heading: i === 0 ? heading : '', text, facts: [first] })),
      )
    : FR.map((text) => ({ text, facts: [first] }));
  return JSON.stringify({ paragraphs });
}

const ENGLISH = () =>
  JSON.stringify({
    paragraphs: [
      'Camille, your question deserves a careful look. The elements of your reading draw a period where patience and trust go together, and it is up to you to choose the pace that suits you.',
      'Keep what resonates with you and leave the rest: this reading is food for thought, not a promise. The coming weeks will tell.',
    ].map((text) => ({ text, facts: ['period'] })),
  });

export async function startFakeOpenAi(initial: FakeMode = 'ok') {
  const requests: RecordedRequest[] = [];
  let mode: FakeMode = initial;
  const script: (string | ((body: RecordedRequest['body']) => string))[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as RecordedRequest['body'];
      requests.push({ path: req.url ?? '', headers: req.headers, body });
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
      const next = script.shift();
      if (next !== undefined) return reply(typeof next === 'string' ? next : next(body));
      switch (mode) {
        case 'ok':
          return reply(goodAnswer(body));
        case 'english':
          return reply(ENGLISH());
        case 'invented': {
          const good = JSON.parse(goodAnswer(body)) as { paragraphs: { text: string; facts: string[] }[] };
          good.paragraphs[0]!.text += ' La Papesse et Saturne en Lion veillent sur vous.';
          return reply(JSON.stringify(good));
        }
        case 'error500':
          res.writeHead(500, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
        case 'not-json':
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<html>proxy error</html>');
        case 'slow':
          return void setTimeout(() => reply(goodAnswer(body)), 10_000).unref();
        case 'hang':
          // Takes the request and never answers (closed with the server).
          return;
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
    /** The next answers, in order, before the mode applies again (a function sees the request). */
    queue(...answers: (string | ((body: RecordedRequest['body']) => string))[]) {
      script.push(...answers);
    },
    clearQueue() {
      script.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
