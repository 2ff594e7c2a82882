import type OpenAI from 'openai';
import { carryQuestion } from './question-class';
import type * as OpenAiSdk from 'openai';
import { typeset } from '@arcanes/domain/writers/astrology-typography';
import { checkWriting, cleanText } from './check/check-writing';
import { indexFacts } from './fact-index';
import { InterpreterError } from './interpreter-error';
import type { Interpreter, InterpretRequest, JudgeResult, RetryHint } from './interpreter-types';
import { JUDGE_SYSTEM, judgeReason, judgeUser, parseVerdicts, verdictsJsonSchema } from './judge-prompt';
import { buildMessages, JUDGE_TEMPERATURE, promptText, retryMessage, WRITING_TEMPERATURE } from './prompt';
import { parseWriting, writingJsonSchema, writingText, type WrittenParagraph } from './writing';

/** Enough for 450 words (short) or 1,600 words (long) in French as JSON, which takes more tokens than English. */
// A 29,90 € report asks for up to 2 000 words (issue 38): about 3 000 tokens of French, with the JSON
// around each paragraph and its facts.
export const MAX_TOKENS = { short: 1400, long: 6000 } as const;
/** A verdict per paragraph, with a short quote: up to 48 paragraphs in a report. */
const JUDGE_MAX_TOKENS = { short: 600, long: 3000 } as const;

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Mistral, Ollama, vLLM, llama.cpp) through
 * the official SDK: bounded time, two retries on network errors, 5xx and 429, bounded output. The
 * answer is asked as JSON paragraphs citing fact ids (`response_format: json_schema`); a plain JSON
 * answer is read too; anything else, or an answer the check refuses, is a failed attempt.
 */
export function createOpenAiInterpreter(opts: {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}): Interpreter {
  // The SDK is imported with the first reading rather than at start-up (decision 0162).
  let sdk: Promise<{ client: OpenAI; sdk: typeof OpenAiSdk }> | null = null;
  const connect = () =>
    (sdk ??= import('openai').then((mod) => ({
      sdk: mod,
      client: new mod.default({
        baseURL: opts.baseURL,
        apiKey: opts.apiKey,
        timeout: opts.timeoutMs,
        maxRetries: 2,
      }),
    })));
  const failure = (error: unknown, api: typeof OpenAiSdk, prompt: string, signal?: AbortSignal) => {
    if (error instanceof api.APIUserAbortError || signal?.aborted)
      return new InterpreterError('timeout', 'the answer’s time budget ran out', prompt);
    if (error instanceof api.APIConnectionTimeoutError)
      return new InterpreterError('timeout', `no answer within ${opts.timeoutMs} ms`, prompt);
    if (error instanceof api.APIError)
      return new InterpreterError(
        'http',
        `endpoint answered ${error.status ?? 'without a status'}: ${error.message}`.slice(0, 500),
        prompt,
      );
    return new InterpreterError(
      'http',
      `endpoint unreachable: ${(error as Error).message}`.slice(0, 500),
      prompt,
    );
  };
  return {
    provider: 'openai',
    model: opts.model,
    /**
     * The judge (decision 0272): the same endpoint and model, at temperature 0, asked for a verdict
     * per paragraph against the rubric (judge-prompt.ts) as strict JSON.
     */
    async judge(
      request: InterpretRequest,
      paragraphs: WrittenParagraph[],
      limits?: { signal?: AbortSignal },
    ): Promise<JudgeResult> {
      const user = judgeUser(request, indexFacts(request.facts), paragraphs);
      const prompt = `[system]\n${JUDGE_SYSTEM}\n\n[user]\n${user}`;
      const { client, sdk: api } = await connect();
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create(
          {
            model: opts.model,
            messages: [
              { role: 'system', content: JUDGE_SYSTEM },
              { role: 'user', content: user },
            ],
            max_tokens: JUDGE_MAX_TOKENS[request.length],
            temperature: JUDGE_TEMPERATURE,
            response_format: {
              type: 'json_schema',
              json_schema: { name: 'verdicts', strict: true, schema: verdictsJsonSchema() },
            },
          },
          limits?.signal ? { signal: limits.signal } : undefined,
        );
      } catch (error) {
        throw failure(error, api, prompt, limits?.signal);
      }
      const raw = completion?.choices?.[0]?.message?.content;
      const verdicts = typeof raw === 'string' ? parseVerdicts(raw, paragraphs.length) : null;
      if (!verdicts || completion.choices[0]?.finish_reason === 'length')
        throw new InterpreterError(
          'malformed',
          'the judge gave no verdict for every paragraph',
          prompt,
          typeof raw === 'string' ? raw : JSON.stringify(completion ?? null).slice(0, 2000),
        );
      return {
        verdicts,
        reasons: verdicts.filter((v) => !v.ok).map((v) => judgeReason(v, request.lang)),
        prompt,
        response: raw as string,
        model: completion.model || opts.model,
        tokensIn: completion.usage?.prompt_tokens ?? null,
        tokensOut: completion.usage?.completion_tokens ?? null,
      };
    },
    async interpret(request: InterpretRequest, retry?: RetryHint, limits?: { signal?: AbortSignal }) {
      carryQuestion(request);
      const index = indexFacts(request.facts);
      const messages = buildMessages(request, index);
      const prompt = promptText(messages, retry ? { lang: request.lang, hint: retry } : undefined);
      const { client, sdk: api } = await connect();
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create(
          {
            model: opts.model,
            messages: [
              { role: 'system', content: messages.system },
              { role: 'user', content: messages.user },
              ...(retry
                ? ([
                    { role: 'assistant', content: retry.previous },
                    { role: 'user', content: retryMessage(request.lang, retry) },
                  ] as const)
                : []),
            ],
            max_tokens: MAX_TOKENS[request.length],
            temperature: WRITING_TEMPERATURE,
            response_format: {
              type: 'json_schema',
              json_schema: { name: 'reading', strict: true, schema: writingJsonSchema(request.length) },
            },
          },
          // The budget's signal ends the request and the SDK's own retries with it.
          limits?.signal ? { signal: limits.signal } : undefined,
        );
      } catch (error) {
        throw failure(error, api, prompt, limits?.signal);
      }
      const choice = completion?.choices?.[0];
      const raw = typeof choice?.message?.content === 'string' ? choice.message.content : null;
      if (raw === null || !raw.trim())
        throw new InterpreterError(
          raw === null ? 'malformed' : 'empty',
          'the answer has no message content',
          prompt,
          JSON.stringify(completion ?? null).slice(0, 2000),
        );
      if (choice?.finish_reason === 'length')
        throw new InterpreterError('length', 'the answer was cut at the token limit', prompt, raw);
      const parsed = parseWriting(raw);
      if (!parsed)
        throw new InterpreterError(
          'malformed',
          'the answer is not the JSON paragraphs asked for',
          prompt,
          raw,
          ['the answer must be a JSON object {"paragraphs": [{"text": …, "facts": [ids]}]}'],
        );
      const paragraphs = parsed.map((p) => ({
        ...(p.heading ? { heading: cleanText(p.heading) } : {}),
        text: cleanText(p.text),
        facts: [...new Set(p.facts)],
      }));
      const reasons = checkWriting(paragraphs, {
        facts: request.facts,
        index,
        length: request.length,
        system: messages.system,
      });
      if (reasons.length)
        throw new InterpreterError(
          'rejected',
          `the check refused the answer: ${reasons.slice(0, 3).join('; ')}`,
          prompt,
          raw,
          reasons,
        );
      const typeset_ = paragraphs.map((p) => ({
        ...p,
        ...(p.heading ? { heading: typeset(p.heading, request.lang) } : {}),
        text: typeset(p.text, request.lang),
      }));
      return {
        paragraphs: typeset_,
        text: writingText(typeset_),
        prompt,
        provider: 'openai',
        model: completion.model || opts.model,
        writer: { kind: 'ai', model: completion.model || opts.model },
        tokensIn: completion.usage?.prompt_tokens ?? null,
        tokensOut: completion.usage?.completion_tokens ?? null,
        index,
      };
    },
  };
}
