import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every package the code imports must be in package.json: one that only arrives as another
// package's dependency can vanish or change version with that package's next release.
const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declaredNames = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];
// A types-only package (`import type … from 'mdast'`) is declared by its DefinitelyTyped package.
const typesOnly = declaredNames
  .filter((name) => name.startsWith('@types/'))
  .map((name) => name.slice('@types/'.length).replace(/^(.+)__/, '@$1/'));
const declared = new Set([...declaredNames, ...typesOnly]);
const builtins = new Set(builtinModules);
const sourceFile = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const folders = ['src', 'worker', 'scripts', 'tests', 'collateral'];
const skipped = new Set(['node_modules', 'dist', '.wrangler']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(full);
    return sourceFile.test(entry.name) ? [full] : [];
  });
}

/** The npm package a bare specifier names (`@scope/name/sub` -> `@scope/name`), or null for anything else. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@/'))
    return null;
  // Platform and bundler schemes: node:fs, cloudflare:workers, virtual:pwa-register.
  if (/^[a-z]+:/.test(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return builtins.has(name) ? null : name;
}

/** Static imports, re-exports, dynamic import() and require() calls, as TypeScript reads them. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return ts.preProcessFile(text, true, true).importedFiles.map((ref) => ref.fileName);
}

describe('imported packages', () => {
  it('maps specifiers to package names', () => {
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('@simplewebauthn/server')).toBe('@simplewebauthn/server');
    expect(packageOf('@axe-core/playwright/dist/x.js')).toBe('@axe-core/playwright');
    expect(packageOf('./local.ts')).toBeNull();
    expect(packageOf('@/app/router')).toBeNull();
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs/promises')).toBeNull();
    expect(packageOf('cloudflare:workers')).toBeNull();
  });

  it('are all declared in package.json', () => {
    const files = [
      ...folders.flatMap((folder) => sourceFiles(path.join(root, folder))),
      ...readdirSync(root)
        .filter((name) => sourceFile.test(name))
        .map((name) => path.join(root, name)),
    ];
    expect(files.length).toBeGreaterThan(100);
    const undeclared = files.flatMap((file) =>
      importsOf(file)
        .map(packageOf)
        .filter((name): name is string => name !== null && !declared.has(name))
        .map((name) => `${path.relative(root, file)} imports ${name}`),
    );
    expect(undeclared).toEqual([]);
  });
});
