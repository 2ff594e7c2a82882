import { useInfiniteQuery } from '@tanstack/react-query';
import type { InvoicesResponse } from '@arcanes/contracts/invoices';
import { pagedQueryOptions } from '#web/lib/paged-query.ts';

/** The buyer's invoices and credit notes, newest first, a page at a time (`next_cursor`). */
export const invoicesQueryOptions = () =>
  pagedQueryOptions<InvoicesResponse>(['user', 'invoices'], '/api/user/invoices');

export const useInvoices = (enabled = true) => useInfiniteQuery({ ...invoicesQueryOptions(), enabled });

/** The PDF is served by the API with its own file name; the browser downloads it from this link. */
export const invoicePdfUrl = (id: string) => `/api/user/invoices/${id}/pdf`;
