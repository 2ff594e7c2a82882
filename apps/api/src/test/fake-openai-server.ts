/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1 for tests: it records every
 * request and answers according to its mode, or with the next scripted answer, so that the real
 * `openai` SDK runs end to end. The judge's requests (`response_format` named `verdicts`, decision
 * 0272) are kept apart (`judgeRequests`) and answered by the judge's mode: every paragraph passes,
 * a scripted oracle gives each paragraph's verdict, or the judge fails.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'error500' | 'slow' | 'hang' | 'english' | 'invented' | 'not-json';

/** A paragraph as the judge is shown it. */
export interface JudgedParagraph {
  index: number;
  text: string;
  facts: string[];
}
export interface FakeVerdict {
  index: number;
  ok: boolean;
  category: string;
  quote: string;
}
/** The judge's answer: a verdict per paragraph from an oracle, or a failure. */
export type JudgeMode =
  | 'pass'
  | 'error500'
  | 'not-json'
  | ((paragraphs: JudgedParagraph[], body: RecordedRequest['body']) => FakeVerdict[]);

/** The paragraphs the judge's request carries (its user message is JSON). */
export function judgedParagraphs(body: RecordedRequest['body']): JudgedParagraph[] {
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '{}';
  return (JSON.parse(user) as { paragraphs: JudgedParagraph[] }).paragraphs;
}

const isJudge = (body: RecordedRequest['body']) => body.response_format?.json_schema?.name === 'verdicts';

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    max_tokens?: number;
    temperature?: number;
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

/** A report's other paragraphs: each says something of its own (the check refuses a repeated one). */
const FR_LONG = [
  'Le mouvement de fond de ces mois tient en un mot : consolider. Ce qui a été lancé demande maintenant du soin, des gestes réguliers et un peu de patience envers vous-même.',
  'Une relation proche gagne à être nourrie de petites attentions plutôt que de grandes déclarations ; c’est dans le quotidien que la confiance se renforce.',
  'Côté travail, un projet mis de côté peut revenir sur la table : prenez le temps de relire ce qui vous avait freinée, sans vous juger.',
  'Le milieu de la période invite au tri : ranger, alléger, dire non à ce qui pèse. Cet espace libéré laissera entrer des idées plus neuves.',
  'Un moment de fatigue n’est pas un échec : écoutez-le comme un signal de ralentir, et offrez-vous des pauses qui vous ressemblent.',
  'Les échanges prennent de l’importance : une discussion franche, menée avec douceur, peut dénouer un malentendu ancien.',
  'Vers la fin de la période, l’envie d’apprendre revient. Un cours, un livre ou une rencontre peut ouvrir une porte que vous n’attendiez pas.',
  'Votre intuition est une alliée fiable en ce moment ; notez ce qui vous vient au réveil, ces pistes valent d’être suivies.',
  'Ce que vous construisez n’a pas besoin d’être parfait pour être solide : avancez par étapes, et célébrez chacune.',
];

/** A well-formed answer citing the first fact of the request: what a good model returns. */
export function goodAnswer(body: RecordedRequest['body']): string {
  const long = (body.max_tokens ?? 0) > 2000;
  const first = factIdsOf(body)[0] ?? 'period';
  const texts = [...FR, ...FR_LONG];
  const paragraphs = long
    ? ['Le climat général', 'Les mois qui viennent', 'Ce que vous pouvez en faire', 'Un dernier mot'].flatMap(
        (heading, s) =>
          [0, 1, 2].map((i) => ({
            heading: i === 0 ? heading : '',
            text: texts[s * 3 + i]!,
            facts: [first],
          })),
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
  const judgeRequests: RecordedRequest[] = [];
  let mode: FakeMode = initial;
  let judgeMode: JudgeMode = 'pass';
  const script: (string | ((body: RecordedRequest['body']) => string))[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as RecordedRequest['body'];
      const judging = isJudge(body);
      (judging ? judgeRequests : requests).push({ path: req.url ?? '', headers: req.headers, body });
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
      if (judging) {
        if (judgeMode === 'error500') {
          res.writeHead(500, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ error: { message: 'judge exploded', type: 'server_error' } }));
        }
        if (judgeMode === 'not-json') return reply('I think it is fine.');
        const paragraphs = judgedParagraphs(body);
        const verdicts =
          judgeMode === 'pass'
            ? paragraphs.map((p) => ({ index: p.index, ok: true, category: 'none', quote: '' }))
            : judgeMode(paragraphs, body);
        return reply(JSON.stringify({ paragraphs: verdicts }));
      }
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
    /** The writer's requests. */
    requests,
    /** The judge's requests. */
    judgeRequests,
    setMode(next: FakeMode) {
      mode = next;
    },
    setJudge(next: JudgeMode) {
      judgeMode = next;
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
