import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { adminOnlyFilesPlugin } from './admin-only-files.ts';

/**
 * Offline: the service worker src/sw/sw.ts with its precache list (admin files left out). The web
 * app manifest, the crest and the home-screen icons are the server's, drawn from the school's
 * identity (apps/api/src/site/school-files.ts).
 */
export function pwaPlugins(): PluginOption[] {
  const adminOnly = new Set<string>();
  return [
    adminOnlyFilesPlugin(adminOnly),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // Registered by src/lib/register-service-worker.ts after load (no inline script: CSP).
      injectRegister: false,
      manifest: false,
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
