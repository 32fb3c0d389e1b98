// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_YEAR, copyrightYear } from './copyright-year';
import { SiteFooter } from './footer';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const footer = () => (
  <MemoryRouter>
    <SiteFooter />
  </MemoryRouter>
);
const copyright = (html: string) => /© (\d{4}) /.exec(html.replace(/<!-- -->/g, ''))?.[1];

describe('copyrightYear', () => {
  it('is the build year, or the current year once that is later (never earlier)', () => {
    expect(copyrightYear(2026, new Date(2026, 11, 31, 23, 59))).toBe(2026);
    expect(copyrightYear(2026, new Date(2027, 0, 1, 0, 0))).toBe(2027);
    expect(copyrightYear(2026, new Date(2019, 5, 1))).toBe(2026);
  });

  it('is the build year in the HTML the build makes, whatever the clock says', () => {
    vi.useFakeTimers({ now: new Date(BUILD_YEAR + 3, 1, 1) });
    expect(copyright(renderToString(footer()))).toBe(String(BUILD_YEAR));
  });

  it.each([
    ['a later year', BUILD_YEAR + 2, BUILD_YEAR + 2],
    ['the build year', BUILD_YEAR, BUILD_YEAR],
    ['a clock behind the build', BUILD_YEAR - 4, BUILD_YEAR],
  ])(
    'after hydration with %s on the clock, the footer says the right year and React reports no mismatch',
    async (_label, clockYear, shown) => {
      const html = renderToString(footer());
      vi.useFakeTimers({ now: new Date(clockYear, 0, 1, 0, 0, 1), toFake: ['Date'] });
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const recoverable: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container!, footer(), {
          onRecoverableError: (error) => recoverable.push(error),
        });
      });
      expect(copyright(container.innerHTML)).toBe(String(shown));
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    },
  );
});
