// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { adminOnlyFiles, isAdminModule, type BundleFile } from './admin-only-files.ts';

const chunk = (fileName: string, over: Partial<BundleFile> = {}): BundleFile => ({
  type: 'chunk',
  fileName,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  ...over,
});
const css = (...files: string[]) => ({ importedCss: new Set(files), importedAssets: new Set<string>() });

describe('adminOnlyFiles', () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', {
        isEntry: true,
        facadeModuleId: '/app/src/admin/main.tsx',
        imports: ['assets/Box.js'],
        dynamicImports: ['assets/home.js', 'assets/admin-route.js'],
        viteMetadata: css('assets/index.css'),
      }),
      chunk('assets/home.js', {
        facadeModuleId: '/app/src/site/pages/home.tsx',
        imports: ['assets/Button.js'],
      }),
      chunk('assets/admin-route.js', {
        facadeModuleId: '/app/src/admin/admin-route.tsx',
        imports: ['assets/react-admin.js', 'assets/Button.js', 'assets/Box.js'],
        dynamicImports: ['assets/admin-editor.js'],
        viteMetadata: css('assets/admin.css', 'assets/index.css'),
      }),
      chunk('assets/react-admin.js'),
      chunk('assets/admin-editor.js', { imports: ['assets/react-admin.js'] }),
      chunk('assets/Button.js'),
      chunk('assets/Box.js'),
      { type: 'asset', fileName: 'assets/admin.css' },
      { type: 'asset', fileName: 'assets/index.css' },
    ].map((file) => [file.fileName, file as BundleFile]),
  );

  it('finds the chunks reached only through the admin route, and their own styles', () => {
    expect([...adminOnlyFiles(bundle, isAdminModule)].sort()).toEqual([
      'assets/admin-editor.js',
      'assets/admin-route.js',
      'assets/admin.css',
      'assets/react-admin.js',
    ]);
  });

  it('finds nothing when no chunk is the admin', () => {
    expect(adminOnlyFiles(bundle, () => false).size).toBe(0);
  });

  it('knows the admin by its source folder', () => {
    expect(isAdminModule('/w/apps/web/src/admin/admin-route.tsx')).toBe(true);
    expect(isAdminModule('C:\\w\\apps\\web\\src\\admin\\x.tsx')).toBe(true);
    expect(isAdminModule('/w/apps/web/src/site/pages/about/about-page.tsx')).toBe(false);
    expect(isAdminModule('/w/apps/web/src/admin/main.tsx')).toBe(false);
  });
});
