// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { earlyInput } from './use-early-input';

afterEach(() => document.body.replaceChildren());

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('earlyInput', () => {
  it('reports exactly the named fields whose live state differs from what was rendered', () => {
    const element = form(`
      <input name="name" value="">
      <input name="kept" value="same">
      <input value="no name">
      <input type="checkbox" name="ack">
      <input type="checkbox" name="preset" checked>
      <textarea name="message"></textarea>
      <select name="type"><option value="a">A</option><option value="b" selected>B</option></select>
      <select name="plain"><option value="x">X</option><option value="y">Y</option></select>`);
    const field = (name: string) => element.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field('name').value = 'Ada';
    element.querySelector<HTMLInputElement>('input:not([name])')!.value = 'ignored';
    field('ack').checked = true;
    field('preset').checked = false;
    element.querySelector('textarea')!.value = 'Hello';
    element.querySelector<HTMLSelectElement>('[name="type"]')!.value = 'a';

    expect(earlyInput(element)).toEqual(
      new Map<string, string | boolean>([
        ['name', 'Ada'],
        ['ack', true],
        ['preset', false],
        ['message', 'Hello'],
        ['type', 'a'],
      ]),
    );
  });

  it('finds nothing in an untouched form, or without a form', () => {
    expect(
      earlyInput(form('<input name="a" value="x"><select name="s"><option>1</option></select>'))
        .size,
    ).toBe(0);
    expect(earlyInput(null).size).toBe(0);
  });
});
