import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';
import { SiteRouter } from './site-router.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteRouter />
    </QueryClientProvider>
  );
}
