import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pwaPlugins } from './build-tools/pwa-config.ts';

export default defineConfig({
  plugins: [react(), ...pwaPlugins()],
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The CSP allows fonts only from 'self': never inline them as data: URLs.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts', '../../packages/shared/src/**/*.test.ts'],
  },
});
