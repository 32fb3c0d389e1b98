// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortalPackManifest } from '@/shared/portal-pack';
import type { CollateralFile } from '@/shared/vault-schema';
import { LibraryIntro, offlineSentence } from './library-intro';
import { createPackStore, INITIAL_PACK_STATE, PackContext, type PortalPack } from './pack-store';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

describe('offlineSentence', () => {
  const facts = { total: 12, keepAll: true, status: 'ready' as const, kept: 0 };
  it('says every file is stored only once the whole library is', () => {
    expect(offlineSentence(facts)).toBe(
      'All 12 files are stored on this device, encrypted, and open offline.',
    );
    for (const status of ['downloading', 'paused', 'retrying'] as const)
      expect(offlineSentence({ ...facts, status })).toBe(
        'Storing all 12 files on this device, encrypted, for offline use…',
      );
  });

  it('counts the kept files of a library too large to keep whole', () => {
    expect(offlineSentence({ ...facts, keepAll: false, kept: 3 })).toBe(
      '3 of 12 files are kept on this device, encrypted, and open offline; the others open online only.',
    );
    expect(offlineSentence({ ...facts, keepAll: false, kept: 1, status: 'downloading' })).toBe(
      'Storing the 1 file you keep on this device (of 12); the others open online only.',
    );
    expect(offlineSentence({ ...facts, keepAll: false, kept: 0 })).toBe(
      'No file is kept on this device yet: all 12 files open online only.',
    );
  });

  it('claims nothing before the pack is known, and says when the browser cannot store files', () => {
    expect(offlineSentence({ ...facts, keepAll: null, status: null })).toBe(
      'Checking which files are stored on this device…',
    );
    expect(offlineSentence({ ...facts, status: 'checking' })).toBe(
      'Checking which files are stored on this device…',
    );
    expect(offlineSentence({ ...facts, status: 'unavailable' })).toBe(
      'This browser cannot store the files on this device: they open online only.',
    );
  });
});

describe('LibraryIntro', () => {
  it('follows the pack as files are kept and stored', () => {
    const library = ['a', 'b', 'c'].map(
      (id) => ({ id, blob: { path: `collateral/${id}.bin`, iv: 'i', key: 'k' } }) as CollateralFile,
    );
    const store = createPackStore(INITIAL_PACK_STATE);
    const pack = { store } as unknown as PortalPack;
    container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container!);
      root.render(
        <PackContext.Provider value={pack}>
          <LibraryIntro library={library} />
        </PackContext.Provider>,
      );
    });
    const text = () => container!.textContent;
    expect(text()).toBe(
      'Sales and marketing files. Checking which files are stored on this device… View opens a file in a new tab; Download saves the original.',
    );
    const manifest = { keepAll: false } as PortalPackManifest;
    act(() => store.set({ manifest, status: 'ready', kept: new Set(['collateral/a.bin']) }));
    expect(text()).toContain(
      '1 of 3 files are kept on this device, encrypted, and open offline; the others open online only.',
    );
    act(() =>
      store.set({ status: 'downloading', kept: new Set(['collateral/a.bin', 'collateral/c.bin']) }),
    );
    expect(text()).toContain('Storing the 2 files you keep on this device (of 3)');
    act(() => store.set({ manifest: { keepAll: true } as PortalPackManifest, status: 'ready' }));
    expect(text()).toContain('All 3 files are stored on this device, encrypted, and open offline.');
  });
});
