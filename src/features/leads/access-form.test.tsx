// @vitest-environment happy-dom
/**
 * A visitor on a slow phone may fill the prerendered gate form before its script runs. After
 * hydration the form must treat what the fields hold as entered: the button enabled, and the
 * submitted lead carrying that text.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataInActionContent } from '@/content/public/data-in-action';
import { AccessForm } from './access-form';
import type { AccessFormValues } from './submit-lead';

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

function prerendered(onSubmit: (values: AccessFormValues) => Promise<void>) {
  const form = <AccessForm copy={dataInActionContent.form} onSubmit={onSubmit} />;
  container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  const field = (name: string) => container!.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const button = () => container!.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const hydrate = () =>
    act(() => {
      root = hydrateRoot(container!, form);
    });
  return { field, button, hydrate };
}

describe('the gate form filled before hydration', () => {
  it('keeps the typed text and the ticked box, enables the button and submits them', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { field, button, hydrate } = prerendered(onSubmit);
    expect(button().disabled).toBe(true);
    field('name').value = 'Ada Lovelace';
    field('company').value = 'Analytical Engines Ltd';
    field('email').value = 'ada@engines.example';
    field('acknowledged').checked = true;

    hydrate();

    expect(field('name').value).toBe('Ada Lovelace');
    expect(button().disabled).toBe(false);
    expect(container!.querySelector('.gate-missing')!.textContent).toBe('');
    await act(async () => button().click());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      company: 'Analytical Engines Ltd',
      email: 'ada@engines.example',
      website: '',
    });
  });

  it('lists what is still missing when only part was filled', () => {
    const { field, button, hydrate } = prerendered(async () => undefined);
    field('name').value = 'Ada Lovelace';

    hydrate();

    expect(button().disabled).toBe(true);
    const missing = container!.querySelector('.gate-missing')!.textContent;
    expect(missing).toContain(dataInActionContent.form.missing.company);
    expect(missing).not.toContain(dataInActionContent.form.missing.name);
  });

  it('changes nothing when the visitor had not typed', () => {
    const { field, button, hydrate } = prerendered(async () => undefined);
    hydrate();
    expect(field('name').value).toBe('');
    expect(button().disabled).toBe(true);
  });
});
