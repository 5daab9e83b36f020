// Bundles the API (and @skp/shared, which ships as TypeScript) into dist/; npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@skp/'));

await build({
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});

// The migrator reads SQL next to the bundle (see db/client.ts: migrationsFolder).
const { cpSync, rmSync } = await import('node:fs');
rmSync('dist/migrations', { recursive: true, force: true });
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// A new embedded database starts from the shipped empty cluster (see db/pglite-empty-cluster.ts).
cpSync('src/db/pglite-empty-cluster.tar.br', 'dist/pglite-empty-cluster.tar.br');

// Share cards are set in the fonts shipped next to the bundle (see lib/share-card.ts).
rmSync('dist/share-card-fonts', { recursive: true, force: true });
cpSync('src/lib/share-card-fonts', 'dist/share-card-fonts', { recursive: true });

// The seed reads the shipped demo pictures next to the bundle (see seed/demo-media-library.ts).
rmSync('dist/demo-media', { recursive: true, force: true });
cpSync('src/seed/demo-media', 'dist/demo-media', { recursive: true });
// ... and the committed demo videos (see seed/demo-videos.ts): a server seeding a new PostgreSQL
// database itself (DATABASE_URL) reads them from here.
rmSync('dist/demo-videos', { recursive: true, force: true });
cpSync('src/seed/demo-videos', 'dist/demo-videos', { recursive: true });
