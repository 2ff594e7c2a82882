import i18n from './i18n';
import { ApiError } from './api-error';

export { ApiError };

/**
 * JSON over fetch with the session cookie; the request language goes along so that the
 * server's messages come back in the visitor's language.
 */
export async function api<T>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    keepalive?: boolean;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'accept-language': i18n.language || 'fr', ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers,
      credentials: 'same-origin',
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
      keepalive: init.keepalive,
    });
  } catch (error) {
    // An aborted request (a newer search replaced it) is not a network failure: let callers ignore it.
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', i18n.t('errors.network'));
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // A proxy's HTML error page, for instance: report it as the generic error below.
    if (res.ok) throw new ApiError(res.status, 'BAD_RESPONSE', i18n.t('errors.generic'));
  }
  if (!res.ok) {
    const e = (data ?? {}) as { code?: string; message?: string; fields?: Record<string, string> };
    throw new ApiError(res.status, e.code ?? 'HTTP', e.message ?? i18n.t('errors.generic'), e.fields);
  }
  return data as T;
}
