import { useEffect, type RefObject } from 'react';

/** What a visitor typed or ticked before hydration, by field name. */
export type EarlyInput = ReadonlyMap<string, string | boolean>;

/**
 * A slow phone shows the prerendered form well before its script runs, and a visitor may start
 * typing. React hydrates around what the fields hold without putting it in state, so the form would
 * show the text yet treat it as empty (a disabled button, "please enter your name"). Right after
 * hydration this hands each field that differs from its rendered default to `adopt`, once.
 */
export function useEarlyInput(
  form: RefObject<HTMLFormElement | null>,
  adopt: (typed: EarlyInput) => void,
): void {
  useEffect(() => {
    const typed = earlyInput(form.current);
    if (typed.size > 0) adopt(typed);
    // Once, at hydration: later changes reach state through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Named text fields and boxes whose live state differs from what was rendered. */
export function earlyInput(form: HTMLFormElement | null): Map<string, string | boolean> {
  const typed = new Map<string, string | boolean>();
  if (!form) return typed;
  for (const field of Array.from(form.elements)) {
    const name = field.getAttribute('name');
    if (!name) continue;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (field.checked !== field.defaultChecked) typed.set(name, field.checked);
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) typed.set(name, field.value);
    } else if (field instanceof HTMLSelectElement) {
      const options = Array.from(field.options);
      const rendered = (options.find((option) => option.hasAttribute('selected')) ?? options[0])
        ?.value;
      if (field.value !== rendered) typed.set(name, field.value);
    }
  }
  return typed;
}
