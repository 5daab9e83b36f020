import { useEffect } from 'react';

export const SITE_NAME = 'S.K.P. Vidya Vihar, Deoghar';

export interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title?: string;
  description: string;
}

function setDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** Sets the document title and meta description for the current page. */
export function PageMeta({ title, description }: PageMetaProps) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    setDescription(description);
  }, [title, description]);
  return null;
}
