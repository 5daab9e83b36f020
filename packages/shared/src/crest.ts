/**
 * The school's crest at its address (header logo, favicon, home-screen icons). A module of its own,
 * without zod, so the service worker can import it (@skp/shared/crest).
 */

/** A short fingerprint of a text (FNV-1a, 32 bits, base 36): a drawing's version in its address. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * The crest's address (header logo, favicon, home-screen icons), versioned by the drawing so a
 * browser keeps it for a year and fetches it again only when the office changes the crest.
 */
export function crestVersion(school: { crestSvg: string }): string {
  return fingerprint(school.crestSvg);
}

export const CREST_PATH = '/favicon.svg';

export function crestUrl(school: { crestSvg: string }): string {
  return `${CREST_PATH}?v=${crestVersion(school)}`;
}

/** The crest written into the page (the header's logo): no request, as the build's own logos. */
export function crestDataUrl(school: { crestSvg: string }): string {
  return `data:image/svg+xml,${encodeURIComponent(school.crestSvg)}`;
}
