import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
import { readInitialData } from '../lib/initial-data';
import {
  createPersistOptions,
  createQueryClient,
  markRestoredStale,
  seedInitialQueries,
} from '../lib/query-client';
import { INITIAL_QUERIES } from './initial-queries';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (private mode, policy): run without the persisted cache.
    return undefined;
  }
}

/** TanStack Query with the localStorage persister (SPEC §4 caches, buster v1), seeded from the page's inlined data. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [initialData] = useState(() => readInitialData());
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedInitialQueries(client, initialData, INITIAL_QUERIES);
    return client;
  });
  const [persistOptions] = useState(() => createPersistOptions(browserStorage()));
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => markRestoredStale(queryClient, initialData?.at)}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
