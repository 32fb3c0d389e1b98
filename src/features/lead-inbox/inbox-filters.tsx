import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  DELIVERY_STATES,
  LEAD_SORTS,
  LEAD_STATUSES,
  OWNER_FILTERS,
  type DeliveryState,
  type LeadOwner,
  type LeadSort,
  type LeadStatus,
} from '@/shared/lead-admin';
import { EMPTY_FILTERS, isFiltered, type InboxFilters, type InboxView } from './inbox-query';
import { DELIVERY_LABELS, SORT_LABELS, STATUS_LABELS } from './format';

interface InboxFiltersProps {
  filters: InboxFilters;
  onChange: (next: InboxFilters) => void;
  problem: string | null;
  disabled: boolean;
  /** Active people, for the owner filter (null until loaded). */
  owners: LeadOwner[] | null;
}

/** Typing pauses this long before the search runs (Enter runs it at once). */
const SEARCH_DELAY_MS = 400;

/** Search, status, date range and the leads / by-email switch. Every change reloads the list. */
export function InboxFiltersBar({
  filters,
  onChange,
  problem,
  disabled,
  owners,
}: InboxFiltersProps) {
  const id = useId();
  const [text, setText] = useState(filters.q);
  const [appliedQ, setAppliedQ] = useState(filters.q);
  const [source, setSource] = useState(filters.source);
  const [campaign, setCampaign] = useState(filters.campaign);
  const [applied, setApplied] = useState([filters.source, filters.campaign]);

  // Another control (a "Show leads" button) can set the search; the box follows it.
  if (appliedQ !== filters.q) {
    setAppliedQ(filters.q);
    setText(filters.q);
  }
  // Likewise "Clear filters" and a link opened in place empty or fill source and campaign.
  if (applied[0] !== filters.source || applied[1] !== filters.campaign) {
    setApplied([filters.source, filters.campaign]);
    setSource(filters.source);
    setCampaign(filters.campaign);
  }

  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = window.setTimeout(
      () => onChange({ ...filters, q: text.trim() }),
      SEARCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, filters, onChange]);

  const set = (patch: Partial<InboxFilters>) => onChange({ ...filters, ...patch });
  const filtered = isFiltered(filters);
  /** Source and campaign apply on Enter, on Search and when their box is left. */
  const typed = () => ({ source: source.trim(), campaign: campaign.trim() });
  const applyTyped = () => {
    const next = typed();
    if (next.source !== filters.source || next.campaign !== filters.campaign) set(next);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = { q: text.trim(), ...typed() };
    if (
      next.q !== filters.q ||
      next.source !== filters.source ||
      next.campaign !== filters.campaign
    )
      set(next);
  }

  const viewButton = (view: InboxView, label: string) => (
    <button
      type="button"
      className={`btn btn-sm ${filters.view === view ? 'btn-primary' : 'btn-secondary'}`}
      aria-pressed={filters.view === view}
      disabled={disabled}
      onClick={() => set({ view })}
    >
      {label}
    </button>
  );

  return (
    <form role="search" className="inbox-filters" onSubmit={handleSubmit} aria-label="Filter leads">
      <div className="field inbox-search">
        <label htmlFor={`${id}-q`}>Search</label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          placeholder="Name, company or email"
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          name="status"
          value={filters.status}
          disabled={disabled}
          onChange={(event) => set({ status: event.target.value as LeadStatus | '' })}
        >
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-delivery`}>Delivery</label>
        <select
          id={`${id}-delivery`}
          name="delivery"
          value={filters.delivery}
          disabled={disabled}
          onChange={(event) => set({ delivery: event.target.value as DeliveryState | '' })}
        >
          <option value="">Any delivery state</option>
          {DELIVERY_STATES.map((state) => (
            <option key={state} value={state}>
              {DELIVERY_LABELS[state]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-owner`}>Owner</label>
        <select
          id={`${id}-owner`}
          name="owner"
          value={filters.owner}
          disabled={disabled}
          onChange={(event) => set({ owner: event.target.value })}
        >
          <option value="">Anyone</option>
          <option value={OWNER_FILTERS.mine}>Mine</option>
          <option value={OWNER_FILTERS.none}>Unassigned</option>
          {filters.owner &&
          filters.owner !== OWNER_FILTERS.mine &&
          filters.owner !== OWNER_FILTERS.none &&
          !(owners ?? []).some((person) => person.id === filters.owner) ? (
            <option value={filters.owner}>A person no longer active</option>
          ) : null}
          {(owners ?? []).map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-source`}>Source</label>
        <input
          id={`${id}-source`}
          type="text"
          name="source"
          placeholder="utm_source"
          maxLength={200}
          value={source}
          disabled={disabled}
          onChange={(event) => setSource(event.target.value)}
          onBlur={applyTyped}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-campaign`}>Campaign</label>
        <input
          id={`${id}-campaign`}
          type="text"
          name="campaign"
          placeholder="utm_campaign"
          maxLength={200}
          value={campaign}
          disabled={disabled}
          onChange={(event) => setCampaign(event.target.value)}
          onBlur={applyTyped}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-since`}>From</label>
        <input
          id={`${id}-since`}
          type="date"
          name="since"
          value={filters.since}
          min="2000-01-01"
          max="2100-12-31"
          disabled={disabled}
          aria-invalid={problem?.includes('"From"') ?? false}
          onChange={(event) => set({ since: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-until`}>To</label>
        <input
          id={`${id}-until`}
          type="date"
          name="until"
          value={filters.until}
          min="2000-01-01"
          max="2100-12-31"
          disabled={disabled}
          aria-invalid={problem?.includes('"To"') ?? false}
          onChange={(event) => set({ until: event.target.value })}
        />
      </div>
      {filters.view === 'leads' ? (
        <div className="field">
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select
            id={`${id}-sort`}
            name="sort"
            value={filters.sort}
            disabled={disabled}
            onChange={(event) => set({ sort: event.target.value as LeadSort })}
          >
            {LEAD_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="inbox-filter-actions">
        <button type="submit" className="btn btn-secondary btn-sm" disabled={disabled}>
          Search
        </button>
        {filtered ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={disabled}
            onClick={() => onChange({ ...EMPTY_FILTERS, view: filters.view, sort: filters.sort })}
          >
            Clear filters
          </button>
        ) : null}
      </div>
      <div className="inbox-view-switch" role="group" aria-label="Show">
        {viewButton('leads', 'Leads')}
        {viewButton('email', 'Grouped by email')}
      </div>
      <p className="field-hint inbox-filter-hint">
        Dates are whole days in UTC; both ends are included.
      </p>
      {problem ? (
        <p className="inbox-error inbox-filter-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
