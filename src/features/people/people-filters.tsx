import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  PEOPLE_LIMITS,
  PERSON_STATUSES,
  ROLE_LABELS,
  ROLES,
  type PersonStatus,
  type Role,
} from '@/shared/people';
import { STATUS_LABELS } from './format';
import { EMPTY_PEOPLE_FILTERS, isFiltered, type PeopleFilters } from './people-query';

interface PeopleFiltersBarProps {
  filters: PeopleFilters;
  onChange: (next: PeopleFilters) => void;
}

/** Typing pauses this long before the search runs (Enter runs it at once). */
const SEARCH_DELAY_MS = 400;

/** Search (name or email), role and status. Every change reloads the list and the URL. */
export function PeopleFiltersBar({ filters, onChange }: PeopleFiltersBarProps) {
  const id = useId();
  const [text, setText] = useState(filters.q);
  const [appliedQ, setAppliedQ] = useState(filters.q);
  if (appliedQ !== filters.q) {
    setAppliedQ(filters.q);
    setText(filters.q);
  }

  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = window.setTimeout(
      () => onChange({ ...filters, q: text.trim() }),
      SEARCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, filters, onChange]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() !== filters.q) onChange({ ...filters, q: text.trim() });
  }

  return (
    <form
      role="search"
      className="people-filters"
      onSubmit={handleSubmit}
      aria-label="Filter people"
    >
      <div className="field people-search">
        <label htmlFor={`${id}-q`}>Search</label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          placeholder="Name or email"
          maxLength={PEOPLE_LIMITS.search}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-role`}>Role</label>
        <select
          id={`${id}-role`}
          name="role"
          value={filters.role}
          onChange={(event) => onChange({ ...filters, role: event.target.value as Role | '' })}
        >
          <option value="">All roles</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          name="status"
          value={filters.status}
          onChange={(event) =>
            onChange({ ...filters, status: event.target.value as PersonStatus | '' })
          }
        >
          <option value="">All statuses</option>
          {PERSON_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="people-filter-actions">
        <button type="submit" className="btn btn-secondary btn-sm">
          Search
        </button>
        {isFiltered(filters) ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => onChange(EMPTY_PEOPLE_FILTERS)}
          >
            Clear filters
          </button>
        ) : null}
      </div>
    </form>
  );
}
