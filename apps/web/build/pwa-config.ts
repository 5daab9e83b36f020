import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { adminOnlyFilesPlugin } from './admin-only-files.ts';
import { PWA_ICONS, pwaIconsPlugin } from './pwa-icons.ts';

/** The web app manifest (colours of the main theme, app/themes.ts). */
export const WEB_MANIFEST: Partial<ManifestOptions> = {
  name: 'S.K.P. Vidya Vihar',
  // The name under the home-screen icon: Android cuts it after about 12 characters ('SKP Vidya Vi…').
  short_name: 'SKP Vidya',
  description:
    'S.K.P. Vidya Vihar, Deoghar: an English-medium, co-educational, CBSE-affiliated day-cum-residential school up to Class 12.',
  lang: 'en-IN',
  dir: 'ltr',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#7a1f2b',
  background_color: '#fffaf3',
  icons: PWA_ICONS.map(({ fileName, size, background }) => ({
    src: `/${fileName}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: background ? 'maskable' : 'any',
  })),
};

/**
 * Offline and installable: the web app manifest, its icons (drawn from the logo at
 * build time) and the service worker src/sw/sw.ts with its precache list (admin files left out).
 */
export function pwaPlugins(): PluginOption[] {
  const adminOnly = new Set<string>();
  return [
    pwaIconsPlugin(fileURLToPath(new URL('../src/assets/logo-main.svg', import.meta.url))),
    adminOnlyFilesPlugin(adminOnly),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // Registered by src/lib/register-service-worker.ts after load (no inline script: CSP).
      injectRegister: false,
      manifest: WEB_MANIFEST,
      // The icons are emitted by pwaIconsPlugin, so the precache globs find them in dist.
      includeManifestIcons: false,
      injectManifest: {
        // The icons only; each page and its files are kept as the visitor opens it (src/sw/sw.ts).
        globPatterns: ['*.{svg,png}'],
        manifestTransforms: [
          (entries) => ({ manifest: entries.filter((entry) => !adminOnly.has(entry.url)), warnings: [] }),
        ],
      },
    }),
  ];
}
