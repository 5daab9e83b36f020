import { existsSync } from 'node:fs';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * A freshly initialised, empty PGlite cluster, shipped with the code: initdb in WebAssembly takes
 * 10-30 s on a small machine, loading this takes about 2. Lives next to this file in src and is
 * copied next to the bundle by build.mjs; `npm run db:empty-cluster` regenerates it.
 */
export const emptyClusterFile = fileURLToPath(new URL('./pglite-empty-cluster.tar.br', import.meta.url));

/**
 * Opens the PGlite cluster in `dir`; a new one starts from the shipped empty cluster. When that
 * does not fit the installed PGlite (a PostgreSQL major upgrade), it falls back to initdb.
 */
export async function createPglite(
  dir: string,
  options: PGliteOptions,
  emptyCluster: string = emptyClusterFile,
): Promise<PGlite> {
  const isNew = !existsSync(join(dir, 'PG_VERSION')) && (await readdir(dir).catch(() => [])).length === 0;
  if (!isNew || !existsSync(emptyCluster)) return PGlite.create(dir, options);
  try {
    const tar = brotliDecompressSync(await readFile(emptyCluster));
    return await PGlite.create(dir, { ...options, loadDataDir: new Blob([tar]) });
  } catch (error) {
    console.warn(
      `The shipped empty database (${emptyCluster}) does not fit this PGlite (${(error as Error).message}); ` +
        'initialising a new one instead, which takes longer. `npm run db:empty-cluster` renews it.',
    );
    for (const entry of await readdir(dir).catch(() => []))
      await rm(join(dir, entry), { recursive: true, force: true });
    return PGlite.create(dir, options);
  }
}

/** Initialises a cluster the slow way and writes it to emptyClusterFile (brotli: 40 MB of tar, ~1.3 MB). */
export async function writeEmptyCluster(options: PGliteOptions): Promise<number> {
  const client = await PGlite.create(options);
  const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await client.close();
  const compressed = brotliCompressSync(tar, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24 },
  });
  await writeFile(emptyClusterFile, compressed);
  return compressed.length;
}
