import { describe, expect, it } from 'vitest';
import type { ContentSchemas } from './schema';
import { isKnownPath } from '@/shared/routes';

// Every content module has a `*.schema.ts` sibling; parse each export it names.
const schemaModules = import.meta.glob<{ contentSchemas: ContentSchemas }>('./**/*.schema.ts', {
  eager: true,
});
const dataModules = import.meta.glob<Record<string, unknown>>(
  ['./**/*.ts', '!./**/*.schema.ts', '!./**/*.test.ts', '!./schema.ts'],
  {
    eager: true,
  },
);

function collectInternalHrefs(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && /^\/[a-z0-9]/.test(value) && !/\.[a-z0-9]+$/.test(value)) {
    found.push(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => collectInternalHrefs(item, found));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => collectInternalHrefs(item, found));
  }
  return found;
}

describe('content modules', () => {
  const entries = Object.entries(schemaModules);

  it('has content to check', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  for (const [schemaPath, { contentSchemas }] of entries) {
    const dataPath = schemaPath.replace(/\.schema\.ts$/, '.ts');
    describe(dataPath, () => {
      const data = dataModules[dataPath];
      it('exists beside its schema', () => {
        expect(data, `${dataPath} is missing`).toBeDefined();
      });
      for (const [exportName, schema] of Object.entries(contentSchemas)) {
        it(`${exportName} matches its schema`, () => {
          const value = data?.[exportName];
          expect(value, `${dataPath} does not export ${exportName}`).toBeDefined();
          const result = schema.safeParse(value);
          expect(result.success, result.error?.message).toBe(true);
        });
        it(`${exportName} links only to routed paths`, () => {
          for (const href of collectInternalHrefs(data?.[exportName])) {
            const path = href.split(/[?#]/)[0] ?? href;
            expect(isKnownPath(path), `${exportName} links to unknown ${href}`).toBe(true);
          }
        });
      }
    });
  }
});
