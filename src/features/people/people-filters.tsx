import { useId, type FormEvent } from 'react';
import { FilterActions, SelectFilter, useTypedSearch } from '@/components/ui/filter-fields';
import { PEOPLE_LIMITS, PERSON_STATUSES, ROLE_LABELS, ROLES } from '@/shared/people';
import { STATUS_LABELS } from './format';
import { EMPTY_PEOPLE_FILTERS, isFiltered, type PeopleFilters } from './people-query';

interface PeopleFiltersBarProps {
  filters: PeopleFilters;
  onChange: (next: PeopleFilters) => void;
}

/** Search (name or email), role and status. Every change reloads the list and the URL. */
export function PeopleFiltersBar({ filters, onChange }: PeopleFiltersBarProps) {
  const id = useId();
  const [text, setText, applyTyped] = useTypedSearch(filters, onChange);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    applyTyped();
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
      <SelectFilter
        id={`${id}-role`}
        label="Role"
        name="role"
        value={filters.role}
        options={ROLES}
        labels={ROLE_LABELS}
        anyLabel="All roles"
        onChange={(role) => onChange({ ...filters, role })}
      />
      <SelectFilter
        id={`${id}-status`}
        label="Status"
        name="status"
        value={filters.status}
        options={PERSON_STATUSES}
        labels={STATUS_LABELS}
        anyLabel="All statuses"
        onChange={(status) => onChange({ ...filters, status })}
      />
      <FilterActions
        className="people-filter-actions"
        filtered={isFiltered(filters)}
        onClear={() => onChange(EMPTY_PEOPLE_FILTERS)}
      />
    </form>
  );
}
