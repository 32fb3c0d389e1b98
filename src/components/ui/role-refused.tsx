import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { ACCOUNT_PATH, ROLE_ABILITIES, ROLE_LABELS, type Role } from '@/shared/people';

interface RoleRefusedProps {
  /** The role the page needs. */
  need: Role;
  /** The signed-in person's role (null: no person is known, e.g. the portal's shared password). */
  have: Role | null;
  /** 2 inside a page that has its own h1 (the portal's team dashboard); 1 when it is the page. */
  headingLevel?: 1 | 2;
}

/**
 * What a staff page shows when the signed-in person's role does not include it (decision 0024):
 * which role it needs, which one they have and who can change that, instead of an error or a
 * blank page. The Worker refuses the same calls; this only says so before any are made.
 */
export function RoleRefused({ need, have, headingLevel = 1 }: RoleRefusedProps) {
  const id = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="section role-refused" aria-labelledby={`${id}-title`}>
      <div className="container container-narrow">
        <div className="card">
          <p className="eyebrow">Staff only</p>
          <Heading id={`${id}-title`}>Your role does not include this</Heading>
          <p>
            This page needs the <strong>{ROLE_LABELS[need]}</strong> role. {ROLE_LABELS[need]}:{' '}
            {ROLE_ABILITIES[need]}
          </p>
          <p>
            {have ? (
              <>
                Your role is <strong>{ROLE_LABELS[have]}</strong>. {ROLE_LABELS[have]}:{' '}
                {ROLE_ABILITIES[have]}
              </>
            ) : (
              'You are not signed in as a person with a role.'
            )}
          </p>
          <p>If you need this page for your work, ask an admin to change your role.</p>
          <div className="actions">
            <Link to={paths.portal} className="btn btn-primary">
              Portal home
            </Link>
            <Link to={ACCOUNT_PATH} className="btn btn-secondary">
              Your account
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
