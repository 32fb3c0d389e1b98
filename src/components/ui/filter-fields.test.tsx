// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateRangeFilters, FilterActions, SelectFilter, useTypedSearch } from './filter-fields';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const render = (node: React.ReactNode) => act(() => root.render(node));
/** Sets a field's value the way typing does, so React sees the change. */
function type(field: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

interface Filters {
  q: string;
  status: string;
}

describe('useTypedSearch', () => {
  const applied: Filters[] = [];
  let setFromOutside: (filters: Filters) => void = () => undefined;
  function SearchBox() {
    const [filters, setFilters] = useState<Filters>({ q: 'first', status: 'new' });
    setFromOutside = setFilters;
    const [text, setText, applyTyped] = useTypedSearch(filters, (next: Filters) => {
      applied.push(next);
      setFilters(next);
    });
    return (
      <>
        <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="button" onClick={applyTyped}>
          Search
        </button>
      </>
    );
  }
  const box = () => container.querySelector('input')!;

  beforeEach(() => {
    applied.length = 0;
  });

  it('applies the trimmed text, with the other filters, once typing has paused for 400 ms', () => {
    render(<SearchBox />);
    expect(box().value).toBe('first');
    act(() => type(box(), ' ada'));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    act(() => type(box(), ' ada lovelace '));
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(applied).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(applied).toEqual([{ q: 'ada lovelace', status: 'new' }]);
    expect(box().value).toBe('ada lovelace');
  });

  it('applies the trimmed text at once when asked (a submit), and only once', () => {
    render(<SearchBox />);
    const search = () => container.querySelector('button')!;
    act(() => search().click());
    expect(applied).toEqual([]);
    act(() => type(box(), ' ada '));
    act(() => search().click());
    expect(applied).toEqual([{ q: 'ada', status: 'new' }]);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    act(() => search().click());
    expect(applied).toEqual([{ q: 'ada', status: 'new' }]);
  });

  it('applies nothing when the trimmed text is what is applied already', () => {
    render(<SearchBox />);
    act(() => type(box(), '  first  '));
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(applied).toEqual([]);
  });

  it('follows a search set by another control, and drops what was being typed', () => {
    render(<SearchBox />);
    act(() => type(box(), 'half typed'));
    act(() => setFromOutside({ q: 'from a button', status: 'new' }));
    expect(box().value).toBe('from a button');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(applied).toEqual([]);
  });
});

describe('SelectFilter', () => {
  const LABELS = { new: 'New', won: 'Won' } as const;

  it('offers "any" first, then each option by its label, and reports the choice', () => {
    const onChange = vi.fn();
    render(
      <SelectFilter
        id="f-status"
        label="Status"
        name="status"
        value="won"
        options={['new', 'won'] as const}
        labels={LABELS}
        anyLabel="All statuses"
        onChange={onChange}
      />,
    );
    const select = container.querySelector('select')!;
    expect(container.querySelector('label')!.htmlFor).toBe('f-status');
    expect(select.id).toBe('f-status');
    expect(select.name).toBe('status');
    expect(select.value).toBe('won');
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'All statuses'],
      ['new', 'New'],
      ['won', 'Won'],
    ]);
    act(() => type(select, ''));
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('has no "any" option without its label, and can be disabled', () => {
    render(
      <SelectFilter
        id="f-sort"
        label="Sort by"
        name="sort"
        value="new"
        options={['new', 'won'] as const}
        labels={LABELS}
        disabled
        onChange={() => undefined}
      />,
    );
    const select = container.querySelector('select')!;
    expect([...select.options].map((option) => option.value)).toEqual(['new', 'won']);
    expect(select.disabled).toBe(true);
  });
});

describe('DateRangeFilters', () => {
  const fields = () => [...container.querySelectorAll('input')];

  it('names its fields after the bar, reports each change as its own key, and takes bounds', () => {
    const onChange = vi.fn();
    render(
      <DateRangeFilters
        id="bar"
        since="2026-01-01"
        until=""
        problem={null}
        bounds={{ min: '2000-01-01', max: '2100-12-31' }}
        onChange={onChange}
      />,
    );
    expect(
      fields().map((field) => [field.id, field.name, field.value, field.min, field.max]),
    ).toEqual([
      ['bar-since', 'since', '2026-01-01', '2000-01-01', '2100-12-31'],
      ['bar-until', 'until', '', '2000-01-01', '2100-12-31'],
    ]);
    expect([...container.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'From',
      'To',
    ]);
    act(() => type(fields()[1]!, '2026-02-01'));
    expect(onChange).toHaveBeenLastCalledWith({ until: '2026-02-01' });
    act(() => type(fields()[0]!, ''));
    expect(onChange).toHaveBeenLastCalledWith({ since: '' });
  });

  it('marks the field the problem names, and no bounds unless given', () => {
    render(
      <DateRangeFilters
        id="bar"
        since=""
        until="1999-01-01"
        problem={'"To" must be a date from 2000 on.'}
        onChange={() => undefined}
      />,
    );
    expect(fields().map((field) => field.getAttribute('aria-invalid'))).toEqual(['false', 'true']);
    expect(fields().map((field) => field.hasAttribute('min') || field.hasAttribute('max'))).toEqual(
      [false, false],
    );
  });
});

describe('FilterActions', () => {
  const buttons = () => [...container.querySelectorAll('button')];

  it('offers Clear filters only while something is filtered', () => {
    const onClear = vi.fn();
    render(<FilterActions className="bar-actions" filtered={false} onClear={onClear} />);
    expect(container.firstElementChild!.className).toBe('bar-actions');
    expect(buttons().map((button) => [button.type, button.textContent])).toEqual([
      ['submit', 'Search'],
    ]);
    render(<FilterActions className="bar-actions" filtered onClear={onClear} />);
    expect(buttons().map((button) => [button.type, button.textContent])).toEqual([
      ['submit', 'Search'],
      ['button', 'Clear filters'],
    ]);
    act(() => buttons()[1]!.click());
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons with the list', () => {
    render(<FilterActions className="bar-actions" filtered disabled onClear={() => undefined} />);
    expect(buttons().map((button) => button.disabled)).toEqual([true, true]);
  });
});
