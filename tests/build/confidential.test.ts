/**
 * The portal's confidential content must reach dist/ only as ciphertext: no file of the build
 * (service worker and precache list included) may hold the password or any confidential phrase.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalContent } from '../../collateral/portal/index';
import { DEMO_PORTAL_PASSWORD } from '../../scripts/vault/build-vault';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Phrases from internal-portal.md that exist only inside the portal. */
const SPEC_PHRASES = [
  'Founder-Partner',
  '0.16bp',
  'Early Adopter',
  'Model Under Development',
  'One-Stop Onboarding',
  'Annual License Pricing Inquiry',
  'Request Eval Sandbox Access',
  'Request 90-Day Institutional Pilot',
  'Crisis Shield',
  'Volatility Surge',
  'Not Ready for Sales or Marketing',
  'Research Phase Only',
  'Not Ready for Market',
  'Do not mention to prospects',
  'Beta Partner Targets',
  'Beta Engagement Strategy',
  'Forbush Decrease',
  'Radiation Risk by Altitude',
  'Correlation Validation',
  'State Classification Frame',
  'Quantified Value',
  'Factor Timing',
  'Timing Overlay',
  'Incorrect password',
];

const lessonTitles = portalContent.training.modules.flatMap((module) =>
  module.lessons.map((lesson) => lesson.title),
);
const personaOpeners = portalContent.playbook.personas.map((persona) =>
  persona.opener.slice(0, 60),
);
const objections = portalContent.playbook.objections.map((objection) =>
  objection.response.slice(0, 60),
);
const scripts = portalContent.flow.scripts.map((script) => script.opening.slice(0, 60));
/** Headings the vault carries because they are confidential themselves (never in page code). */
const confidentialHeadings = Object.values(portalContent.status.aerospace.headings);

describe('nothing confidential in the build', () => {
  const files = walk(dist);
  const contents = files.map((file) => ({
    file: path.relative(dist, file),
    text: readFileSync(file).toString('latin1'),
  }));
  const utf8 = files.map((file) => ({
    file: path.relative(dist, file),
    text: readFileSync(file, 'utf8'),
  }));

  it('scans a real build', () => {
    expect(files.length).toBeGreaterThan(80);
    expect(files.some((file) => file.endsWith('vault.bin'))).toBe(true);
  });

  it('never contains the portal password (demo or configured)', () => {
    const passwords = [DEMO_PORTAL_PASSWORD, process.env.PORTAL_PASSWORD].filter(
      (p): p is string => !!p,
    );
    for (const password of passwords) {
      for (const { file, text } of contents)
        expect(text.includes(password), `${password} in ${file}`).toBe(false);
    }
  });

  it(`holds none of ${SPEC_PHRASES.length} confidential phrases from the spec`, () => {
    // 'Incorrect password' is the access screen's own message (public by necessity); the rest must be absent.
    for (const phrase of SPEC_PHRASES.filter((p) => p !== 'Incorrect password')) {
      for (const { file, text } of utf8)
        expect(text.includes(phrase), `"${phrase}" in ${file}`).toBe(false);
    }
  });

  it('holds no lesson title, persona opener, objection response, flow script or confidential heading', () => {
    const phrases = [
      ...lessonTitles,
      ...personaOpeners,
      ...objections,
      ...scripts,
      ...confidentialHeadings,
    ];
    expect(phrases.length).toBeGreaterThan(50);
    for (const phrase of phrases) {
      for (const { file, text } of utf8)
        expect(text.includes(phrase), `"${phrase}" in ${file}`).toBe(false);
    }
  });

  it('holds no collateral file in plaintext', () => {
    const titles = JSON.stringify(portalContent).length; // sanity: content exists
    expect(titles).toBeGreaterThan(10_000);
    const library = walk(path.join(root, 'collateral/library')).filter(
      (f) => !f.includes(`${path.sep}_sources${path.sep}`) && /\.(md|html|txt|csv)$/.test(f),
    );
    for (const source of library) {
      // A line of prose (eight words or more, not markup or metadata) that only this file would hold.
      const line = readFileSync(source, 'utf8')
        .split('\n')
        .find(
          (l) =>
            !/^\s*[<{"[]|^(title|description):/.test(l) &&
            (l.match(/[A-Za-z]{2,}/g)?.length ?? 0) >= 8,
        );
      if (!line) continue;
      for (const { file, text } of utf8)
        expect(
          text.includes(line.trim()),
          `a line of ${path.relative(root, source)} in ${file}`,
        ).toBe(false);
    }
  });
});

describe('app code never imports collateral/', () => {
  it('no source file under src/ refers to it', () => {
    const sources = walk(path.join(root, 'src')).filter((f) => /\.(ts|tsx)$/.test(f));
    for (const source of sources) {
      expect(
        /from ['"](\.\.\/)+collateral\//.test(readFileSync(source, 'utf8')),
        path.relative(root, source),
      ).toBe(false);
    }
  });
});
