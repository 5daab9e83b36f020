import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { ANNOUNCEMENT_DISMISSAL_SCRIPT_SOURCE } from '../lib/announcement-dismissal-script';

/** Frames the site embeds: the map on the Contact page. */
export const MAP_FRAME_SOURCES = [
  'https://www.google.com',
  'https://maps.google.com',
  'https://www.openstreetmap.org',
];

export function contentSecurityPolicy(
  config: Pick<Config, 'publicUrl'> & Partial<Pick<Config, 'mediaPublicUrl'>>,
): Record<string, string[]> {
  const https = config.publicUrl.startsWith('https://');
  // Pages link pictures and videos straight to the store or CDN when MEDIA_PUBLIC_URL is set.
  const store = config.mediaPublicUrl ? [new URL(config.mediaPublicUrl).origin] : [];
  return {
    'default-src': ["'self'"],
    // The one inline script: the banner dismissal, which must run before the first paint.
    'script-src': ["'self'", ANNOUNCEMENT_DISMISSAL_SCRIPT_SOURCE],
    // MUI (emotion) injects <style> elements at run time; scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...store],
    'font-src': ["'self'"],
    // The service worker (its script has this policy too) fetches the store's pictures it keeps.
    'connect-src': ["'self'", ...store],
    'media-src': ["'self'", ...store],
    'frame-src': MAP_FRAME_SOURCES,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Powerful browser features no page of the site uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/** Security headers on every answer: pages, API, files (MDN HTTP Observatory rules). */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.publicUrl.startsWith('https://');
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true, preload: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    xContentTypeOptions: true,
    // The legacy XSS auditor is gone from browsers; helmet sends 0 which is the recommended value.
    xXssProtection: true,
    originAgentCluster: true,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}
