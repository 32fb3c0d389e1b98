import { ROLE_LABELS, type InvitationAnswer, type Person } from '@/shared/people';
import { formatDateTime } from '@/lib/date-time';
import { signInMethods, STATUS_LABELS } from './format';
import { PersonActions } from './person-actions';

interface PeopleTableProps {
  people: Person[];
  /** The signed-in admin's id. */
  selfId: string;
  onChanged: (person: Person, announcement: string) => void;
  onNewLink: (answer: InvitationAnswer) => void;
  onWithdrawn: (announcement: string) => void;
}

const COLUMNS = ['Name', 'Email', 'Role', 'Status', 'Last seen', 'Signs in with', 'Open link'];

const Time = ({ iso }: { iso: string }) => (
  <time dateTime={iso} title={iso}>
    {formatDateTime(iso)}
  </time>
);

/** The directory: one row per person, their actions in the last column. */
export function PeopleTable({
  people,
  selfId,
  onChanged,
  onNewLink,
  onWithdrawn,
}: PeopleTableProps) {
  return (
    <div className="table-wrap people-table-wrap">
      <table className="people-table">
        <caption className="visually-hidden">People</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.id} className={`people-${person.status}`}>
              <th scope="row" data-label="Name">
                {person.name}
                {person.id === selfId ? <span className="people-faint"> (you)</span> : null}
              </th>
              <td data-label="Email" className="people-email">
                {person.email}
              </td>
              <td data-label="Role">{ROLE_LABELS[person.role]}</td>
              <td data-label="Status">
                <span className={`badge people-status people-status-${person.status}`}>
                  {STATUS_LABELS[person.status]}
                </span>
              </td>
              <td data-label="Last seen">
                {person.lastSeenAt ? (
                  <Time iso={person.lastSeenAt} />
                ) : (
                  <span className="people-faint">Never</span>
                )}
              </td>
              <td data-label="Signs in with">{signInMethods(person)}</td>
              <td data-label="Open link">
                {person.openInvite ? (
                  <>
                    Until <Time iso={person.openInvite.expiresAt} />
                  </>
                ) : (
                  <span className="people-faint">None</span>
                )}
              </td>
              <td data-label="Actions">
                <PersonActions
                  person={person}
                  self={person.id === selfId}
                  onChanged={onChanged}
                  onNewLink={onNewLink}
                  onWithdrawn={onWithdrawn}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
