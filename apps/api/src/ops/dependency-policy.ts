/**
 * What production dependencies may be (docs/operations.md#security-and-operations, Dependencies). `npm audit` needs an advisory
 * service these machines cannot reach, so this policy is checked offline from package-lock.json,
 * which records `deprecated` for every package whose author deprecated it.
 */

/** Production packages we treat as unmaintained, with why. */
export const UNMAINTAINED: Record<string, string> = {
  'pdf-lib': 'no release since November 2021; issues and security reports go unanswered',
};

/** Unmaintained or deprecated packages still allowed, where, and why. */
export const ALLOWED: Record<string, { reason: string; onlyUnder: string[] }> = {
  'pdf-lib': {
    reason:
      'draws the demo PDFs when demo content is seeded; never reads an uploaded or visitor-supplied file',
    onlyUnder: ['src/seed/'],
  },
};

/**
 * Packages installed for production (package-lock.json entries not marked dev, platform binaries
 * included). Goal: below 250, by dropping what a few lines of our own or a platform API can do.
 */
export const PRODUCTION_PACKAGE_BUDGET = 424;

export interface LockFile {
  packages: Record<
    string,
    { version?: string; dev?: boolean; link?: boolean; deprecated?: string; optional?: boolean }
  >;
}

/** name@version of every production package in the lock file. */
export function productionPackages(lock: LockFile): { name: string; version: string; deprecated?: string }[] {
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && !entry.link && !entry.dev && path.includes('node_modules/'))
    .map(([path, entry]) => ({
      name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version ?? '?',
      ...(entry.deprecated ? { deprecated: entry.deprecated } : {}),
    }));
}

/** Every production package that breaks the policy, as a sentence. */
export function dependencyProblems(lock: LockFile): string[] {
  const problems: string[] = [];
  for (const { name, version, deprecated } of productionPackages(lock)) {
    if (ALLOWED[name]) continue;
    if (deprecated) problems.push(`${name}@${version} is deprecated: ${deprecated}`);
    if (UNMAINTAINED[name]) problems.push(`${name}@${version} is unmaintained: ${UNMAINTAINED[name]}`);
  }
  return problems;
}
