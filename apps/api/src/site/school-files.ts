import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CREST_PATH, crestVersion, schoolTexts, type SchoolIdentity } from '@skp/shared';
import { keepBytes, sendKept, type KeptBytes } from '../lib/kept-answer';
import { HOME_SCREEN_ICONS, renderHomeScreenIcon, renderLogoPng, renderShareCard } from './share-images';
import { LOGO_PNG_PATH, OG_IMAGE_PATH } from './head';

export const MANIFEST_PATH = '/manifest.webmanifest';
/** Android cuts a home-screen name after about 12 characters. */
const HOME_SCREEN_NAME_LENGTH = 12;

/** The short name as a home screen shows it: whole words up to 12 characters ('SKP Vidya Vihar' -> 'SKP Vidya'). */
export function homeScreenName(shortName: string): string {
  if (shortName.length <= HOME_SCREEN_NAME_LENGTH) return shortName;
  let name = '';
  for (const word of shortName.split(/\s+/)) {
    const longer = name ? `${name} ${word}` : word;
    if (longer.length > HOME_SCREEN_NAME_LENGTH) break;
    name = longer;
  }
  return name || shortName.slice(0, HOME_SCREEN_NAME_LENGTH);
}

/** The web app manifest (installing the site on a phone): the school's names, colour and crest. */
export function webManifest(school: SchoolIdentity) {
  const version = crestVersion(school);
  return {
    name: school.name,
    short_name: homeScreenName(school.shortName),
    description: schoolTexts(school, 'en').siteName,
    lang: 'en-IN',
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: school.themes.main.primary,
    background_color: '#fffaf3',
    icons: HOME_SCREEN_ICONS.map((icon) => ({
      src: `${icon.path}?v=${version}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  };
}

/**
 * What the school's identity draws: the share picture, the logo (JSON-LD), the crest as the favicon
 * and header logo, the home-screen icons and the web app manifest. Each is made once per identity
 * and made again when the office changes the name, crest or colours. The crest and icons are
 * addressed by the crest's version (crestUrl): kept a year at that address, revalidated without it.
 */
export function registerSchoolFiles(app: FastifyInstance) {
  const { services } = app;
  const made = new Map<string, { school: string; value: Promise<unknown> }>();
  const madeFor = async <T>(name: string, make: (school: SchoolIdentity) => Promise<T> | T) => {
    const school = await services.school.get();
    const key = JSON.stringify(school);
    let entry = made.get(name);
    if (entry?.school !== key) {
      entry = { school: key, value: Promise.resolve(school).then(make) };
      made.set(name, entry);
      entry.value.catch((error) => app.log.error({ err: error }, `${name} not drawn`));
    }
    return { school, value: (await entry.value) as T };
  };
  const keptFor = (name: string, make: (school: SchoolIdentity) => Promise<Buffer> | Buffer) =>
    madeFor(name, async (school) => keepBytes(await make(school), { etag: 'strong' }));

  const shareCard = () => madeFor('share picture', renderShareCard);
  const logo = () => madeFor('logo picture', renderLogoPng);
  app.addHook('onReady', async () => {
    if (app.config.env === 'test') return;
    await Promise.allSettled([shareCard(), logo()]);
  });

  const png =
    (make: () => Promise<{ value: Buffer }>) => async (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .header('Content-Type', 'image/png')
        .header('Cache-Control', 'public, max-age=86400')
        .send((await make()).value);
  app.get(OG_IMAGE_PATH, { schema: { hide: true } }, png(shareCard));
  app.get(LOGO_PNG_PATH, { schema: { hide: true } }, png(logo));

  /** A crest drawing at its versioned address (kept a year), or revalidated on each use. */
  const sendVersioned = (
    request: FastifyRequest<{ Querystring: { v?: string } }>,
    reply: FastifyReply,
    type: string,
    made: { school: SchoolIdentity; value: KeptBytes },
  ) => {
    const current = request.query.v === crestVersion(made.school);
    reply
      .header('Content-Type', type)
      .header(
        'Cache-Control',
        current ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      )
      // The crest is the office's SVG: shown as a picture, never run as a document.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return sendKept(request, reply, made.value);
  };
  const versioned = { schema: { hide: true, querystring: z.object({ v: z.string().optional() }) } };
  app.get<{ Querystring: { v?: string } }>(CREST_PATH, versioned, async (request, reply) =>
    sendVersioned(
      request,
      reply,
      'image/svg+xml',
      await keptFor('crest', (school) => Buffer.from(school.crestSvg)),
    ),
  );
  for (const icon of HOME_SCREEN_ICONS) {
    app.get<{ Querystring: { v?: string } }>(icon.path, versioned, async (request, reply) =>
      sendVersioned(
        request,
        reply,
        'image/png',
        await keptFor(icon.path, (school) => renderHomeScreenIcon(school, icon)),
      ),
    );
  }

  app.get(MANIFEST_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { value } = await keptFor('manifest', (school) => Buffer.from(JSON.stringify(webManifest(school))));
    // Revalidated on every use, so an installed app finds a new name or crest at once.
    reply.header('Content-Type', 'application/manifest+json').header('Cache-Control', 'no-cache');
    return sendKept(request, reply, value);
  });
}
