import type { ReactNode } from 'react';
import { DressCodeTable } from '../../../components/dress-code/dress-code-table';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { PageSection } from '../../../components/ui/page-section';

export const DRESS_CODE_FAILURE_TEXT = 'Unable to load School Dress Code right now.';

/** The dress code on the Admissions page; a crash in it shows a message, not a blank page. */
export function DressCodeSection({ children = <DressCodeTable /> }: { children?: ReactNode }) {
  return (
    <PageSection id="dress-code" title="School Dress Code">
      <ErrorBoundary fallbackText={DRESS_CODE_FAILURE_TEXT}>{children}</ErrorBoundary>
    </PageSection>
  );
}
