import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
import { createPersistOptions, createQueryClient, markRestoredStale } from '../lib/query-client';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (private mode, policy): run without the persisted cache.
    return undefined;
  }
}

/** TanStack Query with the localStorage persister (SPEC §4 caches, buster v1). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [persistOptions] = useState(() => createPersistOptions(browserStorage()));
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => markRestoredStale(queryClient)}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
