/**
 * Lighthouse 13 (mobile and desktop) on the listed pages with Debian's Chromium, each figure the
 * median of five runs (BENCH_LIGHTHOUSE_RUNS), plus mobile LCP of /, /market-state-detector and
 * the Data In Action gate against a static copy of each page served by the same Worker. Page and static copy run
 * interleaved (page, copy, page, copy, ...), so a busy moment on a shared machine hits both, and
 * the LCP ratio compares their medians.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, systemChromium } from '../browser.mjs';
import { median, round } from './stats.mjs';

export const LIGHTHOUSE_PAGES = [
  '/',
  '/market-state-detector',
  '/data-in-action?gate=1',
  '/contact',
  '/internal/portal',
];

async function run(chrome, url, formFactor) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const { categories, audits } = result.lhr;
  // The portal asks search engines to stay away (robots.txt and noindex) on purpose; its SEO
  // budget is every other SEO audit.
  const seoRefs = categories.seo.auditRefs.filter(
    (ref) => ref.weight > 0 && ref.id !== 'is-crawlable' && audits[ref.id].score !== null,
  );
  const seoWithoutCrawl =
    (100 * seoRefs.reduce((sum, ref) => sum + ref.weight * audits[ref.id].score, 0)) /
    seoRefs.reduce((sum, ref) => sum + ref.weight, 0);
  return {
    seoWithoutCrawl,
    performance: categories.performance.score * 100,
    accessibility: categories.accessibility.score * 100,
    bestPractices: categories['best-practices'].score * 100,
    seo: categories.seo.score * 100,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

function medians(runs) {
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]));
}

/** The static copies the LCP rows compare with (the bench's build, scripts/bench/server.mjs). */
const LCP_BASELINES = {
  '/': 'home',
  '/market-state-detector': 'market-state-detector',
  '/data-in-action?gate=1': 'data-in-action',
};

export async function benchLighthouse({
  url,
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
}) {
  const chrome = await chromeLauncher.launch({
    chromePath: systemChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows = [];
  try {
    const results = {};
    const baselines = {};
    for (const formFactor of ['mobile', 'desktop']) {
      for (const page of LIGHTHOUSE_PAGES) {
        const baseline = formFactor === 'mobile' ? LCP_BASELINES[page] : undefined;
        const list = [];
        const baselineList = [];
        for (let i = 0; i < runs; i += 1) {
          list.push(await run(chrome, url + page, formFactor));
          if (baseline)
            baselineList.push(await run(chrome, `${url}/bench-static/${baseline}`, 'mobile'));
        }
        results[`${formFactor} ${page}`] = medians(list);
        if (baseline) baselines[page] = medians(baselineList);
      }
    }

    for (const [key, r] of Object.entries(results)) {
      const portal = key.endsWith('/internal/portal');
      const perfTarget = key.startsWith('mobile') ? (portal ? 95 : 100) : portal ? 95 : 100;
      rows.push({
        name: `Lighthouse ${key}: performance`,
        value: r.performance,
        unit: 'score',
        target: `>= ${perfTarget}`,
        pass: r.performance >= perfTarget,
      });
      const seo = portal ? r.seoWithoutCrawl : r.seo;
      rows.push({
        name: `Lighthouse ${key}: accessibility / best practices / SEO`,
        value: `${r.accessibility} / ${r.bestPractices} / ${portal ? `${round(r.seo, 0)} (${round(seo, 0)} without is-crawlable)` : r.seo}`,
        unit: 'score',
        target: portal ? '100 / 100 / 100 (the portal is noindex by design)' : '100 / 100 / 100',
        pass: r.accessibility === 100 && r.bestPractices === 100 && round(seo, 0) === 100,
      });
      rows.push({
        name: `Lighthouse ${key}: LCP / TBT / CLS`,
        value: `${round(r.lcp / 1000, 2)} s / ${round(r.tbt, 0)} ms / ${round(r.cls, 3)}`,
        unit: '',
        target: 'CLS < 0.02',
        pass: r.cls < 0.02,
      });
    }
    for (const page of Object.keys(LCP_BASELINES)) {
      const app = results[`mobile ${page}`].lcp;
      const base = baselines[page].lcp;
      rows.push({
        name: `Mobile LCP ${page} vs static HTML of similar size (medians of ${runs}, interleaved)`,
        value: round(app / 1000, 2),
        unit: 's',
        baseline: round(base / 1000, 2),
        ratio: round(app / base),
        target: '<= 1.25x',
        pass: app / base <= 1.25,
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
