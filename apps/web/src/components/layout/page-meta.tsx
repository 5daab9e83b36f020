import { documentTitle, resolvePage } from '@skp/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  let element = document.head.querySelector<T>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  return element;
}

function setMeta(name: string, content: string | null) {
  const selector = `meta[name="${name}"]`;
  if (content === null) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  headElement(selector, () => Object.assign(document.createElement('meta'), { name })).content = content;
}

function setCanonical(path: string | null) {
  const selector = 'link[rel="canonical"]';
  const existing = document.head.querySelector<HTMLLinkElement>(selector);
  if (path === null) {
    existing?.remove();
    return;
  }
  // The server writes the first canonical link from PUBLIC_URL; keep its origin for the next pages.
  const origin = existing ? new URL(existing.href).origin : window.location.origin;
  headElement(selector, () => Object.assign(document.createElement('link'), { rel: 'canonical' })).href =
    `${origin}${path}`;
}

/**
 * Keeps the document title, meta description, canonical link and robots tag in step with the
 * current path, from the same table the server writes them from (`resolvePage` in @skp/shared).
 */
export function PageMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const { status, page } = resolvePage(pathname);
    document.title = documentTitle(page);
    setMeta('description', page.description);
    setCanonical(status === 200 ? page.path : null);
    setMeta('robots', status === 404 ? 'noindex' : null);
  }, [pathname]);
  return null;
}
