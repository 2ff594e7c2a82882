import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { InterpreterError, type Interpreter, type InterpretRequest } from './interpreter';
import { checkOutput } from './output-check';
import { buildMessages, promptText } from './prompt';

/** Enough for 450 words (short) or 1,600 words (long) in French, which takes more tokens than English. */
export const MAX_TOKENS = { short: 1000, long: 3200 } as const;

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Mistral, Ollama, vLLM, llama.cpp) through
 * the official SDK: bounded time, two retries on network errors, 5xx and 429, bounded output.
 */
export function createOpenAiInterpreter(opts: {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}): Interpreter {
  const client = new OpenAI({
    baseURL: opts.baseURL,
    apiKey: opts.apiKey,
    timeout: opts.timeoutMs,
    maxRetries: 2,
  });
  return {
    provider: 'openai',
    model: opts.model,
    async interpret(request: InterpretRequest) {
      const messages = buildMessages(request);
      const prompt = promptText(messages);
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create({
          model: opts.model,
          messages: [
            { role: 'system', content: messages.system },
            { role: 'user', content: messages.user },
          ],
          max_tokens: MAX_TOKENS[request.length],
          temperature: 0.8,
        });
      } catch (error) {
        if (error instanceof APIConnectionTimeoutError)
          throw new InterpreterError('timeout', `no answer within ${opts.timeoutMs} ms`, prompt);
        if (error instanceof APIError)
          throw new InterpreterError(
            'http',
            `endpoint answered ${error.status ?? 'without a status'}: ${error.message}`.slice(0, 500),
            prompt,
          );
        throw new InterpreterError(
          'http',
          `endpoint unreachable: ${(error as Error).message}`.slice(0, 500),
          prompt,
        );
      }
      const choice = completion?.choices?.[0];
      const raw = typeof choice?.message?.content === 'string' ? choice.message.content : null;
      if (raw === null)
        throw new InterpreterError(
          'malformed',
          'the answer has no message content',
          prompt,
          JSON.stringify(completion ?? null).slice(0, 2000),
        );
      if (choice?.finish_reason === 'length')
        throw new InterpreterError('length', 'the answer was cut at the token limit', prompt, raw);
      const text = checkOutput(raw, request, prompt);
      return {
        text,
        prompt,
        provider: 'openai',
        model: completion.model || opts.model,
        tokensIn: completion.usage?.prompt_tokens ?? null,
        tokensOut: completion.usage?.completion_tokens ?? null,
      };
    },
  };
}
