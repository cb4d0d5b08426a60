import { useEffect, useState, type ReactNode } from 'react';
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
  // Runs after every effect below it, once the first render has committed: the page is the
  // app's now (hydrated, or rendered in the browser). Browser tests wait for the mark before
  // they type: a key pressed during hydration reaches the DOM but not React's state.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
