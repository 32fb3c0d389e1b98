// @vitest-environment happy-dom
/**
 * What a pack update re-renders (decision 0015), counted with React's Profiler: a library of 261
 * files with a Keep toggle each, the progress bar and the "On this device" panel.
 */
import { act, Profiler, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CollateralFile } from '@/shared/vault-schema';
import type { PortalPackManifest } from '@/shared/portal-pack';
import { KeepToggle } from './keep-toggle';
import { LibraryOffline } from './library-offline';
import { PackStatusBar } from './pack-status';
import {
  createPackStore,
  INITIAL_PACK_STATE,
  PackContext,
  packStatusAfter,
  readyNoticeKey,
  type PackStore,
} from './pack-store';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const FILES = 261;
const file = (index: number): CollateralFile =>
  ({
    id: `doc-${index}`,
    title: `Deck ${index}`,
    size: 1000,
    blob: { path: `/vault/files/${index}.bin`, iv: 'iv' },
  }) as CollateralFile;
const files = Array.from({ length: FILES }, (_, index) => file(index));
const manifest: PortalPackManifest = {
  version: 1,
  fullPackLimitBytes: 100_000,
  libraryBytes: FILES * 1000,
  keepAll: false,
  entries: [],
};

let container: HTMLElement;
let root: Root;
let store: PackStore;
let renders: Map<string, number>;
const keeps: string[][] = [];
const dismissals: string[] = [];

function Counted({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Profiler id={id} onRender={() => renders.set(id, (renders.get(id) ?? 0) + 1)}>
      {children}
    </Profiler>
  );
}

/** Render counts since the last call, without the ids that did not render. */
function rendered(): Record<string, number> {
  const counts = Object.fromEntries(renders);
  renders.clear();
  return counts;
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  store = createPackStore({ ...INITIAL_PACK_STATE, manifest, status: 'downloading' });
  renders = new Map();
  keeps.length = 0;
  dismissals.length = 0;
  const actions = {
    store,
    keep: async (paths: readonly string[]) => void keeps.push([...paths]),
    remove: async () => undefined,
    dismissReady: async (key: string) => {
      dismissals.push(key);
      store.set({ readyDismissed: key });
    },
  };
  act(() =>
    root.render(
      <PackContext.Provider value={actions}>
        <Counted id="progress">
          <PackStatusBar />
        </Counted>
        <Counted id="panel">
          <LibraryOffline files={files} packs={[]} />
        </Counted>
        {files.map((item) => (
          <Counted key={item.id} id={item.id}>
            <KeepToggle file={item} />
          </Counted>
        ))}
      </PackContext.Provider>,
    ),
  );
  expect(Object.keys(rendered())).toHaveLength(FILES + 2);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('pack updates re-render only what changed', () => {
  it('each progress update re-renders the progress bar alone', () => {
    for (let done = 1; done <= FILES; done++)
      act(() =>
        store.set({
          progress: { doneFiles: done, totalFiles: FILES, doneBytes: done * 10, totalBytes: 2610 },
        }),
      );
    expect(rendered()).toEqual({ progress: FILES });
    expect(container.querySelector('progress')?.getAttribute('value')).toBe('2610');
  });

  it('keeping one file re-renders that toggle and the panel, not the other 260 nor the bar', async () => {
    const toggle = () => container.querySelectorAll('.keep-toggle')[7]!;
    expect(toggle().textContent).toContain('Online only');
    // The click marks that toggle busy, then not busy when the keep is done: two renders of it.
    await act(async () => (toggle().querySelector('button') as HTMLButtonElement).click());
    expect(keeps).toEqual([['/vault/files/7.bin']]);
    expect(rendered()).toEqual({ 'doc-7': 2 });
    act(() => store.set({ kept: new Set(['/vault/files/7.bin']) }));
    expect(rendered()).toEqual({ 'doc-7': 1, panel: 1 });
    expect(toggle().textContent).toContain('On this device');
    expect(container.querySelectorAll('.badge-kept')).toHaveLength(1);
  });

  it('the end of the download re-renders the bar alone', () => {
    act(() => store.set({ status: 'ready' }));
    expect(rendered()).toEqual({ progress: 1 });
    expect(container.querySelector('[data-pack-status]')?.getAttribute('data-pack-status')).toBe(
      'ready',
    );
  });
});

describe('the status line says why the download stopped', () => {
  const line = () => container.querySelector('.pack-status-line p')?.textContent;
  const progress = { doneFiles: 258, totalFiles: 261, doneBytes: 2580, totalBytes: 2610 };

  it('waits for the network when a request failed offline, or the browser is offline', () => {
    expect(packStatusAfter({ state: 'interrupted', offline: true }, true)).toBe('paused');
    expect(packStatusAfter({ state: 'interrupted', offline: false }, false)).toBe('paused');
    act(() => store.set({ status: 'paused', progress }));
    expect(line()).toBe(
      'Offline download paused. 258 of 261 files, 2.5 KB of 2.5 KB. It resumes when the network is back.',
    );
  });

  it('retries, and says so, when files failed while online', () => {
    expect(packStatusAfter({ state: 'interrupted', offline: false }, true)).toBe('retrying');
    act(() => store.set({ status: 'retrying', progress }));
    expect(line()).toBe(
      'Some files could not be saved yet. 258 of 261 files, 2.5 KB of 2.5 KB. Trying them again shortly.',
    );
    expect(container.querySelector('.pack-status-line')?.className).toContain('notice-warning');
  });

  it('is ready once the run completes, online or not', () => {
    expect(packStatusAfter({ state: 'complete', offline: false }, true)).toBe('ready');
    expect(packStatusAfter({ state: 'complete', offline: false }, false)).toBe('ready');
  });
});

describe('"ready offline" (issue 28, item 7)', () => {
  const status = () => container.querySelector('[data-pack-status]');
  const dismiss = () =>
    [...container.querySelectorAll('button')].find((button) => button.textContent === 'Dismiss');
  const done = { doneFiles: 260, totalFiles: 260, doneBytes: 2600, totalBytes: 2600 };

  it('is not said while files are still missing, whatever the last run said', () => {
    const midway = { doneFiles: 113, totalFiles: 260, doneBytes: 1130, totalBytes: 2600 };
    act(() => store.set({ status: 'ready', progress: midway }));
    expect(status()?.textContent).not.toContain('ready offline');
    expect(status()?.textContent).toContain('113 of 260 files');
    expect(container.querySelector('progress')).not.toBeNull();
    expect(dismiss()).toBeUndefined();
  });

  it('can be dismissed, stays dismissed, and shows again when the pack changes', async () => {
    act(() => store.set({ status: 'ready', progress: done }));
    expect(status()?.textContent).toContain('The portal is ready offline. 260 files');
    await act(async () => dismiss()!.click());
    expect(dismissals).toEqual(['260 files 2600 bytes']);
    expect(status()).toBeNull();
    // While it downloads again the progress shows, and it cannot be dismissed.
    const midway = { doneFiles: 258, totalFiles: 261, doneBytes: 2580, totalBytes: 2610 };
    act(() => store.set({ status: 'downloading', progress: midway }));
    expect(status()?.getAttribute('data-pack-status')).toBe('downloading');
    expect(dismiss()).toBeUndefined();
    // Another pack is news: the notice is back.
    act(() =>
      store.set({
        status: 'ready',
        progress: { doneFiles: 261, totalFiles: 261, doneBytes: 2610, totalBytes: 2610 },
      }),
    );
    expect(status()?.getAttribute('data-pack-status')).toBe('ready');
    expect(dismiss()).toBeDefined();
  });

  it('a dismissed notice stays hidden when the same pack is ready again (another page, a reload)', () => {
    act(() =>
      store.set({ status: 'ready', progress: done, readyDismissed: '260 files 2600 bytes' }),
    );
    expect(status()).toBeNull();
    expect(readyNoticeKey(done, 13)).toBe('260 files 2600 bytes');
    // Offline access running out is news too.
    expect(readyNoticeKey(done, 2)).toBe('260 files 2600 bytes low');
  });
});
