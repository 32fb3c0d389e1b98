/**
 * The parts the staff lists' filter bars share (lead inbox, people, audit log): the search box that
 * applies itself once typing pauses, a choice from a list, a date range and the form's buttons.
 * Each bar keeps its own layout classes.
 */
import { useEffect, useState } from 'react';

/** Typing pauses this long before the search runs (Enter runs it at once). */
const SEARCH_DELAY_MS = 400;

/**
 * The search box's text for `filters.q`: applied (trimmed) once typing pauses, or at once with
 * `applyTyped` (a submit), and following `filters.q` when another control sets it (a "Show leads"
 * button, "Clear filters").
 */
export function useTypedSearch<F extends { q: string }>(
  filters: F,
  onChange: (next: F) => void,
): [text: string, setText: (text: string) => void, applyTyped: () => void] {
  const [text, setText] = useState(filters.q);
  const [followedQ, setFollowedQ] = useState(filters.q);
  if (followedQ !== filters.q) {
    setFollowedQ(filters.q);
    setText(filters.q);
  }
  const applyTyped = () => {
    if (text.trim() !== filters.q) onChange({ ...filters, q: text.trim() });
  };
  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = window.setTimeout(
      () => onChange({ ...filters, q: text.trim() }),
      SEARCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, filters, onChange]);
  return [text, setText, applyTyped];
}

interface SelectFilterProps<V extends string> {
  id: string;
  label: string;
  name: string;
  value: V | '';
  options: readonly V[];
  labels: Readonly<Record<V, string>>;
  /** The first option, which filters nothing ("All statuses"); none where a value is always set. */
  anyLabel?: string;
  disabled?: boolean;
  onChange: (value: V | '') => void;
}

export function SelectFilter<V extends string>({
  id,
  label,
  name,
  value,
  options,
  labels,
  anyLabel,
  disabled,
  onChange,
}: SelectFilterProps<V>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as V | '')}
      >
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

interface DateRangeFiltersProps {
  /** The bar's id; the fields are `${id}-since` and `${id}-until`. */
  id: string;
  since: string;
  until: string;
  /** The list's answer to a bad range: it names the field ("From" or "To") it blames. */
  problem: string | null;
  /** The earliest and latest dates the list accepts, as yyyy-mm-dd. */
  bounds?: { min: string; max: string };
  disabled?: boolean;
  onChange: (range: { since?: string; until?: string }) => void;
}

/** "From" and "To" as whole days. */
export function DateRangeFilters({
  id,
  since,
  until,
  problem,
  bounds,
  disabled,
  onChange,
}: DateRangeFiltersProps) {
  const field = (name: 'since' | 'until', label: string, value: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="date"
        name={name}
        value={value}
        min={bounds?.min}
        max={bounds?.max}
        disabled={disabled}
        aria-invalid={problem?.includes(`"${label}"`) ?? false}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
    </div>
  );
  return (
    <>
      {field('since', 'From', since)}
      {field('until', 'To', until)}
    </>
  );
}

interface FilterActionsProps {
  className: string;
  /** Whether any filter is set: only then is there something to clear. */
  filtered: boolean;
  disabled?: boolean;
  onClear: () => void;
}

/** Search (applies what is typed at once) and Clear filters. */
export function FilterActions({ className, filtered, disabled, onClear }: FilterActionsProps) {
  return (
    <div className={className}>
      <button type="submit" className="btn btn-secondary btn-sm" disabled={disabled}>
        Search
      </button>
      {filtered ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={disabled}
          onClick={onClear}
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
