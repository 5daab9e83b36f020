import type { PageContent, SectionResult } from '@skp/shared';
import { useContentLang } from '../i18n/content-lang';
import { layout } from '../ui/layout';
import styles from './page-intro.module.css';

type PageCopy = SectionResult<PageContent | null>;

/**
 * The page's heading and lead line over its pictures: the Title and Tagline staff edit under the
 * page's text (Settings), else the site's own words until the school sets them up. A value still in
 * English on a Hindi page carries lang="en".
 */
export function usePageHeading(intro: PageCopy, fallback: { title: string; lead: string }) {
  const lang = useContentLang();
  const copy = intro.ok ? intro.data : null;
  return {
    title: copy?.title || fallback.title,
    lead: copy?.tagline || fallback.lead,
    titleLang: copy?.title ? lang(copy, 'title') : undefined,
    leadLang: copy?.tagline ? lang(copy, 'tagline') : undefined,
  };
}

/**
 * The page text's paragraphs, right under the pictures, each as typed (a new line inside a paragraph
 * stays a new line). Nothing before the school writes any, or when they cannot be read: the rest of
 * the page stands on its own.
 */
export function PageText({ intro }: { intro: PageCopy }) {
  const lang = useContentLang();
  if (!intro.ok || !intro.data || intro.data.paragraphs.length === 0) return null;
  const copy = intro.data;
  return (
    <div className={styles.band} data-testid="page-text">
      <div className={`${layout.containerMd} ${styles.text}`}>
        {copy.paragraphs.map((paragraph, index) => (
          <p key={index} lang={lang(copy, `paragraphs.${index}`)}>
            {paragraph}
          </p>
        ))}
      </div>
    </div>
  );
}
