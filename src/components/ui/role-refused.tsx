import { ROLE_ABILITIES, ROLE_LABELS, type Role } from '@/shared/people';

/**
 * "Your role does not include this": what a page says to a person whose role the API would refuse
 * (decision 0024), instead of failing. Placeholder until the staff-frame branch lands its version.
 */
export function RoleRefused({ need, have }: { need: Role; have: Role | null }) {
  return (
    <section className="section" aria-labelledby="role-refused-title">
      <div className="container container-narrow">
        <div className="card">
          <p className="eyebrow">Staff only</p>
          <h1 id="role-refused-title">Your role does not include this</h1>
          <p>
            This page needs the {ROLE_LABELS[need]} role: {ROLE_ABILITIES[need]}{' '}
            {have ? `You are signed in as ${ROLE_LABELS[have]}.` : 'You are not signed in.'}
          </p>
        </div>
      </div>
    </section>
  );
}
