import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { StaffPage } from '@/components/ui/staff-page';
import {
  PEOPLE_API,
  type InvitationAnswer,
  type Person,
  type SessionAnswer,
} from '@/shared/people';
import {
  isFiltered,
  peopleApiSearch,
  peopleCsvFileName,
  peopleFiltersFromSearch,
  peopleFiltersToSearch,
  type PeopleFilters,
} from './people-query';
import { PeopleFiltersBar } from './people-filters';
import { PeopleTable } from './people-table';
import { InviteForm } from './invite-form';
import { InviteLink } from './invite-link';
import { useCsvDownload, usePeople } from './use-people';
import { LoadFailed } from '@/components/ui/load-failed';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** /admin/people: the directory, invitations, roles, revoke and restore (issue 24, decision 0024). */
export function PeopleAdmin({ session }: { session: SessionAnswer }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = peopleFiltersFromSearch(searchParams);
  const list = usePeople(filters);
  const [inviting, setInviting] = useState(false);
  const [link, setLink] = useState<{ answer: InvitationAnswer; renewed: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [csv, downloadCsvFile] = useCsvDownload((name) => setAnnouncement(`Downloaded ${name}.`));
  const inviteButtonRef = useRef<HTMLButtonElement>(null);

  const changeFilters = useCallback(
    (next: PeopleFilters) => {
      setAnnouncement('');
      setSearchParams(peopleFiltersToSearch(next), { replace: true });
    },
    [setSearchParams],
  );
  const onChanged = useCallback(
    (person: Person, text: string) => {
      list.replace(person);
      setAnnouncement(text);
    },
    [list],
  );
  const showLink = useCallback(
    (answer: InvitationAnswer, renewed: boolean) => {
      list.replace(answer.person);
      setInviting(false);
      setLink({ answer, renewed });
    },
    [list],
  );
  const onWithdrawn = useCallback(
    (text: string) => {
      list.reload();
      setAnnouncement(text);
    },
    [list],
  );

  function download() {
    return downloadCsvFile(
      `${PEOPLE_API.people}${peopleApiSearch(filters, 'csv')}`,
      peopleCsvFileName(filters, new Date()),
    );
  }

  const count = list.people.length;
  const summary =
    list.phase === 'loading'
      ? 'Loading people…'
      : list.phase === 'ready' && count > 0
        ? `Showing ${plural(count, 'person', 'people')}.`
        : '';

  return (
    <StaffPage
      block="people"
      audience="Admins only"
      title="People"
      actions={
        <>
          <button
            ref={inviteButtonRef}
            type="button"
            className="btn btn-primary btn-sm"
            aria-expanded={inviting}
            onClick={() => {
              setLink(null);
              setInviting((value) => !value);
            }}
          >
            Invite someone
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={csv.busy}
            onClick={() => void download()}
          >
            {csv.busy
              ? 'Preparing CSV…'
              : isFiltered(filters)
                ? 'Download CSV (these filters)'
                : 'Download CSV (everyone)'}
          </button>
        </>
      }
    >
      {csv.error ? (
        <p className="notice notice-error small" role="alert">
          {csv.error}
        </p>
      ) : null}

      {inviting ? (
        <InviteForm
          onInvited={(answer) => showLink(answer, false)}
          onCancel={() => {
            setInviting(false);
            inviteButtonRef.current?.focus();
          }}
        />
      ) : null}
      {link ? (
        <InviteLink
          answer={link.answer}
          renewed={link.renewed}
          onDone={() => {
            setLink(null);
            inviteButtonRef.current?.focus();
          }}
        />
      ) : null}

      <PeopleFiltersBar filters={filters} onChange={changeFilters} />

      <p className="people-summary muted small" role="status" aria-live="polite">
        {announcement || summary}
      </p>

      <div aria-busy={list.phase === 'loading'}>
        {list.phase === 'error' && list.error ? (
          <LoadFailed message={list.error.message} onRetry={list.reload} />
        ) : list.phase === 'loading' && count === 0 ? (
          <p className="muted">Loading people…</p>
        ) : count === 0 ? (
          <div className="card people-empty">
            <h2>{isFiltered(filters) ? 'Nobody matches these filters' : 'Nobody yet'}</h2>
            <p>
              {isFiltered(filters)
                ? 'Try a shorter search, or another role or status.'
                : 'Invite someone to give them their own sign-in.'}
            </p>
          </div>
        ) : (
          <PeopleTable
            people={list.people}
            selfId={session.person.id}
            onChanged={onChanged}
            onNewLink={(answer) => showLink(answer, true)}
            onWithdrawn={onWithdrawn}
          />
        )}
      </div>
    </StaffPage>
  );
}
