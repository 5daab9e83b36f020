// npm run db:empty-cluster: re-initialises the shipped empty PGlite cluster (after a PGlite upgrade).
import { pgliteExtensions } from '../db/client';
import { emptyClusterFile, writeEmptyCluster } from '../db/pglite-empty-cluster';

const bytes = await writeEmptyCluster({ extensions: pgliteExtensions });
console.log(`Wrote ${emptyClusterFile} (${(bytes / 1e6).toFixed(1)} MB).`);
