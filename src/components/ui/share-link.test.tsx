// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARE_SAID_MS, ShareLink } from './share-link';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const LABELS = { copy: 'Copy link', share: 'Share', copied: 'Link copied.' };
const URL_NOW = 'https://msd.test/internal/msd/docs?doc=a%20b';

let root: Root | undefined;
let container: HTMLElement | undefined;
let writeText: ReturnType<typeof vi.fn>;
let share: ReturnType<typeof vi.fn> | undefined;
let coarse = false;

beforeEach(() => {
  vi.useFakeTimers();
  writeText = vi.fn(async () => undefined);
  share = undefined;
  coarse = false;
  vi.stubGlobal('navigator', {
    ...navigator,
    clipboard: { writeText },
    get share() {
      return share;
    },
  });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(pointer: coarse)' && coarse,
  }));
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function render(props: Partial<Parameters<typeof ShareLink>[0]> = {}) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root!.render(
      <ShareLink url={() => URL_NOW} title="Deck" labels={LABELS} subject="to Deck" {...props} />,
    ),
  );
  return container;
}

const buttons = () => [...container!.querySelectorAll('button')].map((b) => b.textContent);
const status = () => container!.querySelector('[role="status"]')!.textContent;
const click = async (name: string) => {
  const button = [...container!.querySelectorAll('button')].find((b) =>
    b.textContent?.startsWith(name),
  );
  await act(async () => button!.click());
};

describe('ShareLink', () => {
  it('copies the address read at the click, says so, and clears the line after 4 s', async () => {
    let current = 'https://msd.test/a';
    render({ url: () => current });
    expect(buttons()).toEqual(['Copy link to Deck']);
    current = 'https://msd.test/b';
    await click('Copy link');
    expect(writeText).toHaveBeenCalledExactlyOnceWith('https://msd.test/b');
    expect(status()).toBe('Link copied.');
    act(() => {
      vi.advanceTimersByTime(SHARE_SAID_MS - 1);
    });
    expect(status()).toBe('Link copied.');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status()).toBe('');
  });

  it('says where to copy from when the clipboard refuses', async () => {
    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    render();
    await click('Copy link');
    expect(status()).toBe('The link could not be copied here; copy it from the address bar.');
  });

  it('offers Share only on a touch screen whose browser can share', () => {
    share = vi.fn(async () => undefined);
    render();
    expect(buttons()).toEqual(['Copy link to Deck']);
    act(() => root!.unmount());
    coarse = true;
    render();
    expect(buttons()).toEqual(['Share to Deck', 'Copy link to Deck']);
    act(() => root!.unmount());
    render({ buttons: 'one' });
    expect(buttons()).toEqual(['Share to Deck']);
  });

  it('shares the title and address; a closed sheet is no failure, a failed one copies', async () => {
    coarse = true;
    share = vi.fn(async () => undefined);
    render({ buttons: 'one' });
    await click('Share');
    expect(share).toHaveBeenCalledExactlyOnceWith({ title: 'Deck', url: URL_NOW });
    expect(writeText).not.toHaveBeenCalled();

    share.mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
    await click('Share');
    expect(writeText).not.toHaveBeenCalled();
    expect(status()).toBe('');

    share.mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    await click('Share');
    expect(writeText).toHaveBeenCalledExactlyOnceWith(URL_NOW);
    expect(status()).toBe('Link copied.');
  });

  it("shares under the page's title when given none", async () => {
    coarse = true;
    share = vi.fn(async () => undefined);
    document.title = 'Lead inbox';
    render({ title: undefined });
    await click('Share');
    expect(share).toHaveBeenCalledExactlyOnceWith({ title: 'Lead inbox', url: URL_NOW });
  });
});
