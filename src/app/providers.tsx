// App-wide providers: the server-state cache (src/app/query-client.ts), given by the server's
// render and the browser's start (already holding the page's data), or a new one; and the
// server's guess of the screen's width for the lists' layout (use-media-query.ts).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { WideLayoutHint } from '../lib/use-media-query';
import { createQueryClient } from './query-client';

export function Providers({
  children,
  client,
  wideLayout = null,
}: {
  children: ReactNode;
  client?: QueryClient;
  wideLayout?: boolean | null;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <WideLayoutHint.Provider value={wideLayout}>{children}</WideLayoutHint.Provider>
    </QueryClientProvider>
  );
}
