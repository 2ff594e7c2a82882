import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasUnstorableCharacter } from '@arcanes/contracts/common';
import { AppError } from '#api/errors/app-error.ts';

type Walkable = Record<string, unknown> | unknown[];

/** Parsed JSON, query strings and urlencoded forms; never a raw body (the Stripe webhook's Buffer). */
const walkable = (value: unknown): value is Walkable =>
  typeof value === 'object' &&
  value !== null &&
  !ArrayBuffer.isView(value) &&
  !(value instanceof ArrayBuffer);

/** Whether `root`, a key or a string anywhere within it, holds what PostgreSQL cannot store. Iterative:
 * a deeply nested body must not exhaust the stack. */
function holdsUnstorable(root: unknown): boolean {
  const pending = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasUnstorableCharacter(value)) return true;
    } else if (walkable(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (hasUnstorableCharacter(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** The top-level field of a body, query or params holding such text (as forms name fields), if any. */
export function unstorableField(part: unknown): string | undefined {
  if (typeof part === 'string') return hasUnstorableCharacter(part) ? 'body' : undefined;
  if (!walkable(part)) return undefined;
  for (const [key, child] of Object.entries(part)) {
    // A bad key is named readably: the answer must not carry the character it refuses.
    if (hasUnstorableCharacter(key))
      return key.replaceAll('\u0000', '\ufffd').replace(/[\ud800-\udfff]/g, '\ufffd');
    if (holdsUnstorable(child)) return key;
  }
  return undefined;
}

/**
 * U+0000 and lone UTF-16 surrogates, which PostgreSQL refuses (a 500 once a route stored or searched
 * them), are refused at the door for every route: 400 VALIDATION_FAILED naming the field, in the
 * request's language (decided by the lang plugin, whose preValidation hook runs first), before the
 * schema, the handler or the database see the request.
 */
async function textGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const field =
      unstorableField(request.params) ?? unstorableField(request.query) ?? unstorableField(request.body);
    if (field === undefined) return done();
    done(new AppError('VALIDATION_FAILED', { detail: field }, { [field]: 'text_characters' }));
  });
}

export default fp(textGuardPlugin, { name: 'text-guard', dependencies: ['lang', 'errors'] });
