import { expect } from 'vitest';
import type { App } from '#api/app.ts';

type Inject = App['inject'];

/**
 * Walks a paged list to its end with `?cursor=`, calling `between` after each page (to insert rows
 * while a customer is paging), and returns every item in order with the number of pages read.
 */
export async function walkPages<T>(
  inject: Inject,
  url: string,
  field: string,
  headers: Record<string, string>,
  between: (page: number) => Promise<void> = async () => {},
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const res = await inject({
      method: 'GET',
      url: cursor === null ? url : `${url}${sep}cursor=${encodeURIComponent(cursor)}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Record<string, unknown> & { next_cursor: string | null };
    const page = body[field] as T[];
    expect(Array.isArray(page)).toBe(true);
    items.push(...page);
    cursor = body.next_cursor;
    pages += 1;
    if (pages > 1000) throw new Error('the list never ends');
    await between(pages);
  } while (cursor !== null);
  return { items, pages };
}
