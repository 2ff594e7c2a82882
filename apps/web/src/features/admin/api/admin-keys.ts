/**
 * Query keys of the admin area. Every key starts with 'admin' so that one invalidation after a
 * change (create, edit, delete, role, refund, retry) refreshes every list, the summary and the log.
 */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  users: (params: object) => ['admin', 'users', params] as const,
  logs: (params: object) => ['admin', 'logs', params] as const,
  payments: (params: object) => ['admin', 'payments', params] as const,
  subscriptions: (params: object) => ['admin', 'subscriptions', params] as const,
  summary: ['admin', 'summary'] as const,
  pageviews: (params: object) => ['admin', 'pageviews', params] as const,
  aiCalls: (params: object) => ['admin', 'ai-calls', params] as const,
  aiCall: (id: number) => ['admin', 'ai-call', id] as const,
};

/** `?a=1&b=x` from the defined values only. */
export function queryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
