import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** GDPR art. 20: everything the site holds about the account, as one JSON file. */
export const exportData = () => api<unknown>('/api/user/export');

export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useExportData = () =>
  useMutation({
    mutationFn: exportData,
    onSuccess: (data) =>
      downloadJson(data, `arcanes-mes-donnees-${new Date().toISOString().slice(0, 10)}.json`),
  });
