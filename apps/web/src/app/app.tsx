import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '#web/lib/router.tsx';
import { queryClient } from '#web/lib/query-client.ts';
import { router } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
