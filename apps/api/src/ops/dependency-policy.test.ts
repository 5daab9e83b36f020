import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED,
  dependencyProblems,
  PRODUCTION_PACKAGE_BUDGET,
  productionPackages,
  type LockFile,
} from './dependency-policy';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const apiRoot = join(root, 'apps/api');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as LockFile;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('production dependencies (offline policy, from package-lock.json)', () => {
  it('none is deprecated or unmaintained unless allowed with a written reason', () => {
    expect(dependencyProblems(lock)).toEqual([]);
  });

  it('the policy catches a deprecated or unmaintained production package, not a dev one', () => {
    const sample: LockFile = {
      packages: {
        '': {},
        'node_modules/old-thing': { version: '1.0.0', deprecated: 'use new-thing' },
        'node_modules/a/node_modules/request': { version: '2.88.2', deprecated: 'request is deprecated' },
        'node_modules/dev-only': { version: '1.0.0', dev: true, deprecated: 'gone' },
        'node_modules/pdf-lib': { version: '1.17.1' },
        'apps/api': { link: true },
      },
    };
    expect(dependencyProblems(sample)).toEqual([
      'old-thing@1.0.0 is deprecated: use new-thing',
      'request@2.88.2 is deprecated: request is deprecated',
    ]);
  });

  it('allowed unmaintained packages are used only where the policy says', () => {
    const misplaced: string[] = [];
    for (const file of [...sourceFiles(join(apiRoot, 'src')), ...sourceFiles(join(root, 'apps/web/src'))]) {
      const text = readFileSync(file, 'utf8');
      for (const [name, { onlyUnder }] of Object.entries(ALLOWED)) {
        const imported = new RegExp(`from '${name}'|import\\('${name}'\\)|require\\('${name}'\\)`).test(text);
        const where = relative(apiRoot, file);
        if (imported && !onlyUnder.some((folder) => where.startsWith(folder)))
          misplaced.push(`${name} in ${where}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it(`stays within ${PRODUCTION_PACKAGE_BUDGET} production packages, the figure docs/operations.md states`, () => {
    const count = productionPackages(lock).length;
    expect(count).toBeLessThanOrEqual(PRODUCTION_PACKAGE_BUDGET);
    const operations = readFileSync(join(root, 'docs/operations.md'), 'utf8');
    expect(operations).toContain(`${PRODUCTION_PACKAGE_BUDGET} production packages`);
  });
});
