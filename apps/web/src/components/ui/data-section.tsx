import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The slice of a TanStack Query result the section needs. */
export interface SectionQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export type SectionState = 'loading' | 'error' | 'empty' | 'loaded';

/** Data wins over a later error: a cached copy stays on screen when a refresh fails. */
export function sectionState<T>(query: SectionQuery<T>, isEmpty: (data: T) => boolean): SectionState {
  if (query.data !== undefined) return isEmpty(query.data) ? 'empty' : 'loaded';
  if (query.isError) return 'error';
  return 'loading';
}

export function reloadPage() {
  window.location.reload();
}

export interface DataSectionProps<T> {
  query: SectionQuery<T>;
  /** Empty when this returns true; default: an empty array. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
  /** The error text of SPEC §8 for this section. */
  errorText: string;
  /** Optional detail under the error text (e.g. the server message). */
  errorDetail?: string;
  emptyText: string;
  /** Custom loading content; default a spinner. */
  loading?: ReactNode;
  loadingLabel?: string;
  /** Show a Retry button (reloads the page) with the error; default true. */
  retry?: boolean;
}

const defaultIsEmpty = (data: unknown) => Array.isArray(data) && data.length === 0;

/** One data section: loading, error (text + Retry that reloads), empty text, or the loaded content. */
export function DataSection<T>({
  query,
  isEmpty = defaultIsEmpty,
  children,
  errorText,
  errorDetail,
  emptyText,
  loading,
  loadingLabel = 'Loading',
  retry = true,
}: DataSectionProps<T>) {
  const state = sectionState(query, isEmpty);
  if (state === 'loading') {
    return (
      loading ?? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={loadingLabel} />
        </Box>
      )
    );
  }
  if (state === 'error') {
    return (
      <Alert
        severity="error"
        action={
          retry ? (
            <Button color="inherit" size="small" onClick={reloadPage}>
              Retry
            </Button>
          ) : undefined
        }
      >
        {errorDetail ? <AlertTitle>{errorText}</AlertTitle> : errorText}
        {errorDetail}
      </Alert>
    );
  }
  if (state === 'empty') {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        {emptyText}
      </Typography>
    );
  }
  return <>{children(query.data as T)}</>;
}
