import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));

/** Every file under src/ (relative, with forward slashes). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? filesUnder(full)
      : [path.relative(src, full).split(path.sep).join('/')];
  });
}

// Built from a string: a regex literal starting with `import '` reads as an import to TypeScript's
// preProcessFile, which the declared-imports test uses.
const CSS_IMPORT = new RegExp("^import '([^']+\\.css)';$", 'gm');

/** The style sheets a module imports, as paths relative to src/ ('@/x.css' and './x.css' alike). */
function cssImports(file: string): string[] {
  const text = readFileSync(path.join(src, file), 'utf8');
  return [...text.matchAll(CSS_IMPORT)].map(([, spec]) =>
    spec!.startsWith('@/') ? spec!.slice(2) : path.posix.join(path.posix.dirname(file), spec!),
  );
}

/**
 * Styles sit beside their components, but who imports them decides where they load
 * (docs/decisions/0023): the entry (render-blocking with every prerendered page), the portal layout
 * (the one style sheet its prerendered frame links), an admin page or the staff frame (the
 * standalone pages' admin chunk, which every admin page loads whole). An import anywhere else would
 * split a sheet into a lazy chunk that paints late.
 */
const OWNERS = [
  'main.tsx',
  'app/layouts/portal-layout.tsx',
  'pages/admin/lead-inbox.tsx',
  'pages/admin/people.tsx',
  'pages/admin/library-studio.tsx',
  'pages/admin/insights.tsx',
  'pages/admin/errors.tsx',
  // The standalone staff pages' frame: only those pages load it (the admin chunk).
  'app/layouts/staff-frame.tsx',
];

describe('style sheets', () => {
  const files = filesUnder(src);
  const sheets = files.filter((file) => file.endsWith('.css')).sort();
  const importers = files.filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.test.ts'));

  it('each is imported exactly once, by the entry, the portal layout, an admin page or the staff frame', () => {
    const imported = importers.flatMap((file) =>
      cssImports(file).map((sheet) => ({ file, sheet })),
    );
    expect(imported.filter(({ file }) => !OWNERS.includes(file))).toEqual([]);
    expect(imported.map(({ sheet }) => sheet).sort()).toEqual(sheets);
  });

  it('only tokens, base elements and layout primitives stay global in src/styles/', () => {
    expect(sheets.filter((sheet) => sheet.startsWith('styles/'))).toEqual([
      'styles/global.css',
      'styles/layout.css',
    ]);
  });
});
