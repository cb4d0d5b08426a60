import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '../components/ui/toast';
import { createQueryClient } from '../lib/query-client';

export function AppProvider({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  /** The client the server rendered with, or the one the browser hydrated from it. */
  queryClient?: QueryClient;
}) {
  // One client for the app's lifetime; a lazy initial state keeps it stable across renders.
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
