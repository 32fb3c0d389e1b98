// @vitest-environment happy-dom
/**
 * A visitor on a slow phone may fill the prerendered gate form before its script runs. After
 * hydration the form must treat what the fields hold as entered: the button enabled once its rules
 * are here (they arrive with the gate's runtime, just after hydration), and the submitted lead
 * carrying that text.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataInActionContent } from '@/content/public/data-in-action';
import { AccessForm } from './access-form';
import { loadGateRuntime } from './gate-loader';
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

function prerendered(
  onSubmit: (values: AccessFormValues) => Promise<void>,
  Form: typeof AccessForm = AccessForm,
) {
  const form = <Form copy={dataInActionContent.form} onSubmit={onSubmit} />;
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
    // The typed text asked for the rules at hydration; this awaits the same import.
    await act(() => loadGateRuntime());

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

describe('the gate form before its rules arrive', () => {
  it('names only the empty fields and keeps the button disabled; the typed text loads the rules', async () => {
    // A fresh gate loader: no runtime loaded yet, as on a page that has just hydrated.
    vi.resetModules();
    const fresh = await import('./access-form');
    const loader = await import('./gate-loader');
    const { field, button, hydrate } = prerendered(async () => undefined, fresh.AccessForm);
    const missing = () => container!.querySelector('.gate-missing')!.textContent;
    const { form } = dataInActionContent;
    expect(missing()).toBe(
      form.missingIntro +
        [
          form.missing.name,
          form.missing.company,
          form.missing.email,
          form.missing.acknowledged,
        ].join(''),
    );
    field('name').value = 'A';

    hydrate();
    for (const name of ['name', 'company'])
      act(() => {
        field(name).dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      });

    // Before the rules: "A" is not empty, so it is neither listed nor marked; the empty company is.
    expect(button().disabled).toBe(true);
    expect(missing()).toBe(
      form.missingIntro +
        [form.missing.company, form.missing.email, form.missing.acknowledged].join(''),
    );
    expect(field('name').getAttribute('aria-invalid')).toBe('false');
    expect(field('company').getAttribute('aria-invalid')).toBe('true');

    // The runtime arrives (the typed text asked for it; this awaits the same import): its rules
    // judge "A" too short.
    await act(() => loader.loadGateRuntime());
    expect(missing()).toBe(
      form.missingIntro +
        [
          form.missing.name,
          form.missing.company,
          form.missing.email,
          form.missing.acknowledged,
        ].join(''),
    );
    expect(field('name').getAttribute('aria-invalid')).toBe('true');
    expect(button().disabled).toBe(true);
  });
});
