import {
  alternateTags,
  LOCALES,
  NOTICES_FEED_PATH,
  OG_LOCALES,
  crestUrl,
  escapeHtml,
  heroVideo,
  jsonForScript,
  localePath,
  metaTag,
  noticesFeedTitle,
  schoolTexts,
  themeCss,
  type HeroImage,
  type Locale,
  type Media,
  type SchoolIdentity,
  type SiteDocumentParts,
  type SiteHeadFacts,
} from '@skp/shared';
import type { PageTexts } from './page-texts';

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** `<link rel=preload>` for the first hero picture: AVIF variants (else WebP, else the JPEG), high priority. */
function heroPreloadTag(image: Pick<HeroImage, 'imageUrl' | 'media'>, sizes = '100vw'): string {
  const media: Media | null = image.media;
  const pick = (format: 'avif' | 'webp') =>
    (media?.variants ?? []).filter((v) => v.format === format).sort((a, b) => a.width - b.width);
  const avif = pick('avif');
  const variants = avif.length > 0 ? avif : pick('webp');
  if (variants.length === 0) {
    return `<link rel="preload" as="image" href="${escapeHtml(media?.url || image.imageUrl)}" fetchpriority="high" />`;
  }
  const srcset = variants.map((v) => `${v.url} ${v.width}w`).join(', ');
  const type = avif.length > 0 ? 'image/avif' : 'image/webp';
  return `<link rel="preload" as="image" type="${type}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`;
}

/**
 * The head tags of a page: title, description, canonical and hreflang (noindex on a 404 or a page
 * for one visitor), Open Graph and Twitter tags with the page's own picture, else its first hero
 * picture, else the school's share card, the hero preload, and the page's JSON-LD.
 */
export function headTags(options: {
  facts: SiteHeadFacts;
  texts: PageTexts;
  locale: Locale;
  /** The site's name in the page's edition. */
  siteName: string;
  /** The page's hero entries, in order (empty when it has none or they failed to load). */
  heroes: readonly HeroImage[];
}): string {
  const { facts, texts, locale, siteName, heroes } = options;
  const { origin, status } = facts;
  // A hero that plays a video shows its poster first: that is what to share and to fetch early.
  const video = heroVideo(heroes);
  const hero = heroes.find((entry) => entry !== video?.video);
  const { title, description } = texts;
  const url = `${origin}${localePath(facts.path, locale)}`;
  const image = facts.image
    ? facts.image
    : hero
      ? {
          url: absolute(origin, hero.media?.url || hero.imageUrl),
          width: hero.media?.width,
          height: hero.media?.height,
          alt: hero.altText || hero.title || siteName,
        }
      : { ...facts.card, alt: `${siteName} crest` };
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    metaTag('name', 'description', description),
    ...(status === 404 || facts.noindex
      ? [metaTag('name', 'robots', 'noindex')]
      : [`<link rel="canonical" href="${escapeHtml(url)}" />`, ...alternateTags(origin, facts.path)]),
    metaTag('property', 'og:type', facts.ogType),
    metaTag('property', 'og:site_name', siteName),
    metaTag('property', 'og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((other) => other !== locale).map((other) =>
      metaTag('property', 'og:locale:alternate', OG_LOCALES[other]),
    ),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', description),
    metaTag('property', 'og:url', url),
    metaTag('property', 'og:image', image.url),
    ...(image.width && image.height
      ? [
          metaTag('property', 'og:image:width', String(image.width)),
          metaTag('property', 'og:image:height', String(image.height)),
        ]
      : []),
    metaTag('property', 'og:image:alt', image.alt),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    metaTag('name', 'twitter:title', title),
    metaTag('name', 'twitter:description', description),
    metaTag('name', 'twitter:image', image.url),
    metaTag('name', 'twitter:image:alt', image.alt),
  ];
  if (status === 200 && !facts.image && video?.posterUrl) {
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(video.posterUrl)}" fetchpriority="high" />`);
  } else if (status === 200 && !facts.image && hero) {
    tags.push(heroPreloadTag(hero));
  }
  for (const block of facts.jsonLd)
    tags.push(`<script type="application/ld+json">${jsonForScript(block)}</script>`);
  return tags.join('\n    ');
}

/**
 * The whole HTML document of a server-rendered page: the head tags, the one inline script, the
 * styles the page uses inline (fonts are not preloaded: see site.css), the island loader (a module
 * script: never render-blocking; it also registers the service worker), and the rendered body.
 */
export function pageDocument(options: {
  head: string;
  body: string;
  theme: 'main' | 'nursery' | 'cricket';
  locale: Locale;
  school: SchoolIdentity;
  parts: SiteDocumentParts;
  /** The edition's font CSS (the Hindi pages' Devanagari). */
  localeFont: string;
}): string {
  const { head, body, theme, locale, school, parts } = options;
  const feedTitle = noticesFeedTitle(schoolTexts(school, 'en').siteName);
  return [
    '<!doctype html>',
    `<html lang="${locale}" data-theme="${theme}">`,
    '  <head>',
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    `    ${head}`,
    `    <script>${parts.inlineScript}</script>`,
    `    <meta name="theme-color" content="${school.themes[theme].primary}" />`,
    `    <link rel="icon" type="image/svg+xml" href="${crestUrl(school)}" />`,
    '    <link rel="manifest" href="/manifest.webmanifest" />',
    `    <link rel="alternate" type="application/rss+xml" title="${escapeHtml(feedTitle)}" href="${NOTICES_FEED_PATH}" />`,
    // The theme colours from the settings after site.css's, so they win.
    `    <style>${parts.css(body)}${options.localeFont}${themeCss(school.themes)}</style>`,
    ...(parts.islandLoader
      ? [`    <script type="module" src="${escapeHtml(parts.islandLoader)}"></script>`]
      : []),
    '  </head>',
    `  <body>${body}</body>`,
    '</html>',
    '',
  ].join('\n');
}
