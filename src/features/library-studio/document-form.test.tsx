// @vitest-environment happy-dom
/** The document form's validation as a person meets it: messages beside fields, aria, focus. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VaultContext, type VaultSession } from '@/lib/vault-context';
import { DocumentForm } from './document-form';
import type { StudioApi } from './studio-api';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
const api = {} as StudioApi;

beforeEach(async () => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const session = { contentKey: { key: {} as CryptoKey, epoch: 1 } } as VaultSession;
  await act(async () =>
    root.render(
      <VaultContext.Provider value={session}>
        <DocumentForm
          api={api}
          row={null}
          rows={[]}
          personas={[{ id: 'c-suite', title: 'The C-suite sponsor' }]}
          onSaved={vi.fn()}
          onCancel={vi.fn()}
          onConflict={vi.fn()}
        />
      </VaultContext.Provider>,
    ),
  );
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const byLabel = (text: string) => {
  const label = [...container.querySelectorAll('label')].find((l) =>
    l.textContent?.startsWith(text),
  );
  return container.querySelector<HTMLElement>(`#${CSS.escape(label!.htmlFor)}`)!;
};

describe('DocumentForm', () => {
  it('shows each field’s message beside it, marks it invalid and focuses the first', async () => {
    const publish = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Publish',
    )!;
    await act(async () => publish.click());

    const file = byLabel('File');
    const title = byLabel('Title');
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(file.getAttribute('aria-describedby')!.split(' ')[1]!)?.textContent,
    ).toContain('Choose the file to publish.');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The title needs at least 3 characters.',
    );
    expect(byLabel('Category').getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain('Choose at least one tag.');
    expect(document.activeElement).toBe(file);
  });

  it('labels personas from the vault, else humanises their ids', () => {
    const options = [...byLabel('Persona').querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual([
      'Any persona',
      'Quant fund',
      'Discretionary pm',
      'Risk officer',
      'The C-suite sponsor',
    ]);
  });
});
