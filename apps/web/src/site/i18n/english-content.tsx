import type { ReactNode } from 'react';
import { useI18n } from './site-i18n';

/**
 * Staff-written content that is still English on a page of another edition (no Hindi value yet):
 * marked `lang="en"` so screen readers and fonts treat it as English. On English
 * pages it adds nothing.
 */
export function EnglishContent({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  if (locale === 'en') return <>{children}</>;
  return (
    <div lang="en" style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
