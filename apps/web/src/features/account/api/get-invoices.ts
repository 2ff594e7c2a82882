import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoicesResponse } from '@arcanes/contracts/invoices';
import { api } from '#web/lib/api-client.ts';

export const getInvoices = () => api<InvoicesResponse>('/api/user/invoices');

export const invoicesQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'invoices'], queryFn: getInvoices, staleTime: 0 });

export const useInvoices = (enabled = true) => useQuery({ ...invoicesQueryOptions(), enabled });

/** The PDF is served by the API with its own file name; the browser downloads it from this link. */
export const invoicePdfUrl = (id: string) => `/api/user/invoices/${id}/pdf`;
