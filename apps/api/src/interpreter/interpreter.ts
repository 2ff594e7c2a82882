import type { Config } from '#api/config.ts';
import type { Interpreter } from './interpreter-types';
import { createOfflineInterpreter } from './offline/offline-interpreter';
import { createOpenAiInterpreter } from './openai-interpreter';

const built = new WeakMap<Config, Interpreter>();

/** One interpreter per configuration (the OpenAI client keeps its connections). */
export function interpreterFor(config: Config): Interpreter {
  let interpreter = built.get(config);
  if (!interpreter) {
    interpreter = createInterpreter(config);
    built.set(config, interpreter);
  }
  return interpreter;
}

export function createInterpreter(config: Config): Interpreter {
  if (config.ai === 'openai' && config.AI_BASE_URL) {
    return createOpenAiInterpreter({
      baseURL: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY ?? 'not-needed',
      model: config.AI_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
    });
  }
  return createOfflineInterpreter();
}
