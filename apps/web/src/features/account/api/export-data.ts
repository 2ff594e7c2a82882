import { useMutation } from '@tanstack/react-query';
import type { DataExportRequested } from '@arcanes/contracts/accounts';
import { api } from '#web/lib/api-client.ts';

/**
 * GDPR art. 15 and 20: asks for the export of everything the site holds about the account. A job
 * writes it and e-mails a link valid 3 days (decision 0355); the answer only says so.
 */
export const requestDataExport = () => api<DataExportRequested>('/api/user/export', { method: 'POST' });

export const useExportData = () => useMutation({ mutationFn: requestDataExport });
