/**
 * Every prerendered document is valid HTML: html-validate's rules from the HTML standard and its
 * accessibility rules, plus the one Nu Html Checker error it does not know (a required select
 * whose first option is a real choice). Style preferences (self-closing void tags) are not errors.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HtmlValidate,
  Rule,
  StaticConfigLoader,
  type DOMReadyEvent,
  type Message,
} from 'html-validate';

const dist = path.resolve(import.meta.dirname, '../../dist');

/** The Nu checker's "first child option of a required select must have an empty value" error. */
class RequiredSelectPlaceholder extends Rule {
  setup(): void {
    this.on('dom:ready', ({ document }: DOMReadyEvent) => {
      for (const select of document.querySelectorAll('select[required]')) {
        if (select.hasAttribute('multiple') || Number(select.getAttributeValue('size') ?? 1) > 1)
          continue;
        const first = select.querySelector('option');
        if (first && (first.getAttributeValue('value') ?? first.textContent) !== '') {
          this.report(
            select,
            'A required <select> must start with a placeholder option whose value is empty (or drop required)',
          );
        }
      }
    });
  }
}

const validator = new HtmlValidate(
  new StaticConfigLoader({
    plugins: [
      { name: 'msd', rules: { 'msd/required-select-placeholder': RequiredSelectPlaceholder } },
    ],
    extends: ['html-validate:standard', 'html-validate:a11y'],
    rules: {
      'msd/required-select-placeholder': 'error',
      // Advice, not errors: naming a list is allowed by ARIA; role="region" on a div is valid.
      'aria-label-misuse': ['error', { allowAnyNamable: true }],
      'prefer-native-element': 'off',
    },
  }),
);

function documents(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : documents(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const format = (messages: Message[]) =>
  messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);

describe('HTML validation of every prerendered document', () => {
  const files = documents(dist);

  it('covers every page, portal frame and the 404 page', () => {
    expect(files.length).toBeGreaterThanOrEqual(45);
    expect(files.map((file) => path.relative(dist, file))).toEqual(
      expect.arrayContaining([
        'index.html',
        'contact.html',
        'app-shell.html',
        'internal/portal.html',
        'apis.html',
      ]),
    );
  });

  for (const file of files) {
    it(`${path.relative(dist, file)} has no errors`, async () => {
      const report = await validator.validateString(readFileSync(file, 'utf8'), file);
      expect(format(report.results.flatMap((result) => result.messages))).toEqual([]);
    });
  }

  it('catches a required select whose first option is a real choice (the old /contact form)', async () => {
    const html =
      '<!doctype html><html lang="en"><head><title>t</title></head><body><label for="t">Type</label><select id="t" required><option value="general">General</option></select></body></html>';
    const report = await validator.validateString(html, 'planted.html');
    expect(report.results[0]?.messages.map((m) => m.ruleId)).toEqual([
      'msd/required-select-placeholder',
    ]);
  });
});
