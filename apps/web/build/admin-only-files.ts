import type { Plugin, Rolldown } from 'vite';

/** The parts of a Rolldown/Rollup output file this needs (structural, so tests can build one). */
export interface BundleFile {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string>; importedAssets: ReadonlySet<string> };
}

/**
 * The output files reached only through the content admin's lazy route: everything not
 * reachable from an entry chunk without entering a chunk whose module isAdmin says is the admin.
 */
export function adminOnlyFiles(
  bundle: Record<string, BundleFile>,
  isAdmin: (moduleId: string) => boolean,
): Set<string> {
  const files = Object.values(bundle);
  const chunks = new Map(files.filter((f) => f.type === 'chunk').map((c) => [c.fileName, c]));
  const isAdminRoot = (chunk: BundleFile) => Boolean(chunk.facadeModuleId && isAdmin(chunk.facadeModuleId));

  const publicChunks = new Set<string>();
  const stack = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
  while (stack.length > 0) {
    const name = stack.pop()!;
    const chunk = chunks.get(name);
    if (!chunk || publicChunks.has(name) || isAdminRoot(chunk)) continue;
    publicChunks.add(name);
    stack.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }

  const sideFiles = (chunk: BundleFile) => [
    ...(chunk.viteMetadata?.importedCss ?? []),
    ...(chunk.viteMetadata?.importedAssets ?? []),
  ];
  const publicFiles = new Set([...publicChunks].flatMap((name) => sideFiles(chunks.get(name)!)));
  const adminOnly = new Set<string>();
  for (const chunk of chunks.values()) {
    if (publicChunks.has(chunk.fileName)) continue;
    adminOnly.add(chunk.fileName);
    for (const file of sideFiles(chunk)) if (!publicFiles.has(file)) adminOnly.add(file);
  }
  return adminOnly;
}

/** The admin's own source (src/admin), but for the document's entry (main.tsx), which loads it for /admin. */
export const isAdminModule = (moduleId: string) => /[\\/]src[\\/]admin[\\/](?!main\.tsx$)/.test(moduleId);

/**
 * Records which files of the web build belong to the admin only (into `into`), so the service
 * worker's precache list can leave them out. Fails the build if the admin route is not found,
 * which would otherwise precache the admin silently.
 */
export function adminOnlyFilesPlugin(into: Set<string>): Plugin {
  return {
    name: 'skp-admin-only-files',
    apply: 'build',
    generateBundle(_options, bundle: Rolldown.OutputBundle) {
      const found = adminOnlyFiles(bundle as unknown as Record<string, BundleFile>, isAdminModule);
      if (found.size === 0) this.error('no admin-only chunk found: is the admin still a lazy route?');
      into.clear();
      for (const file of found) into.add(file);
    },
  };
}
