/**
 * The layer rules in eslint.config.js (docs/decisions/0031) bite: planted imports, linted with the
 * project's own config, are reported where a layer reaches past its zone and pass where they keep
 * to it. Only the layer rule runs (the type-aware rules would need the file on disk).
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const RULE = '@typescript-eslint/no-restricted-imports';
const eslint = new ESLint({
  cwd: path.resolve(import.meta.dirname, '..'),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

/** The layer rule's messages for `code` planted at `filePath`. */
async function reports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = planted;\n`, { filePath });
  if (!result) throw new Error(`no lint result for ${filePath}`);
  expect(result.messages.filter((message) => message.fatal)).toEqual([]);
  return result.messages
    .filter((message) => message.ruleId === RULE)
    .map((message) => message.message);
}

const OWN_ZONE = 'src/shared imports only src/shared';
const THROUGH_INDEX =
  "Another feature is reached only through its index: import from '@/features/<name>'";

// Loading the config (typescript-eslint, the plugins) takes seconds on a busy machine.
describe('import layers', { timeout: 120_000 }, () => {
  it('src/shared imports no feature, page, app, lib or component module', async () => {
    for (const source of [
      '@/features/mail',
      '@/pages/public/about',
      '@/app/router',
      '@/lib/db',
      '@/components/ui/section',
      '../features/mail',
    ])
      expect(
        await reports('src/shared/planted.ts', `import { planted } from '${source}';`),
        source,
      ).toEqual([expect.stringContaining(OWN_ZONE)]);
  });

  it('src/shared may import src/shared', async () => {
    expect(await reports('src/shared/planted.ts', "import { planted } from './routes';")).toEqual(
      [],
    );
    expect(
      await reports('src/shared/planted.ts', "import { planted } from '@/shared/routes';"),
    ).toEqual([]);
  });

  it('a feature reaches another feature only through its index', async () => {
    const file = 'src/features/training/planted.ts';
    expect(await reports(file, "import { planted } from '@/features/team/record';")).toEqual([
      expect.stringContaining(THROUGH_INDEX),
    ]);
    expect(await reports(file, "import { planted } from '../team/record';")).toEqual([
      expect.stringContaining('Inside a feature import with ./'),
    ]);
    expect(await reports(file, "import { planted } from '@/features/team';")).toEqual([]);
    // Its own files, by either spelling.
    expect(await reports(file, "import { planted } from './progress';")).toEqual([]);
    expect(await reports(file, "import { planted } from '@/features/training/progress';")).toEqual(
      [],
    );
  });

  it('a feature imports neither the router nor a page, type-only imports included', async () => {
    const file = 'src/features/mail/planted.ts';
    expect(await reports(file, "import { planted } from '@/app/router';")).toEqual([
      expect.stringContaining('does not import src/app, src/pages'),
    ]);
    expect(await reports(file, "import type { planted } from '@/pages/public/about';")).toEqual([
      expect.stringContaining('does not import src/app, src/pages'),
    ]);
  });

  it('a component imports no feature; content and lib no app module', async () => {
    expect(
      await reports('src/components/ui/planted.tsx', "import { planted } from '@/features/mail';"),
    ).toEqual([expect.stringContaining('does not import src/app, src/pages, src/features')]);
    expect(
      await reports('src/content/public/planted.ts', "import { planted } from '@/app/router';"),
    ).toEqual([expect.stringContaining('does not import src/app, src/pages, src/features')]);
    expect(
      await reports('src/lib/planted.ts', "import { planted } from '@/components/ui/section';"),
    ).toEqual([
      expect.stringContaining('does not import src/app, src/pages, src/features, src/components'),
    ]);
    expect(
      await reports('src/content/public/planted.ts', "import { planted } from '@/shared/paths';"),
    ).toEqual([]);
  });

  it('the composing layers (app, pages) import any feature file', async () => {
    expect(
      await reports(
        'src/app/planted.ts',
        "import { planted } from '@/features/pwa/service-worker';",
      ),
    ).toEqual([]);
    expect(
      await reports(
        'src/pages/public/planted.tsx',
        "import { planted } from '@/features/mail/mailto';",
      ),
    ).toEqual([]);
  });

  it('Dexie is imported only in src/lib, whatever other zone a file is in', async () => {
    const dexie = "import planted from 'dexie';";
    for (const file of [
      'src/features/team/planted.ts',
      'src/app/planted.ts',
      'src/pages/portal/planted.tsx',
      'src/shared/planted.ts',
      'src/components/ui/planted.tsx',
    ])
      expect(await reports(file, dexie), file).toContainEqual(
        expect.stringContaining('Use src/lib (db.ts, live-query.ts)'),
      );
    expect(await reports('src/lib/planted.ts', dexie)).toEqual([]);
  });
});
