import { paths } from '@/shared/paths';
import { SIGN_IN_PATH } from '@/shared/people';
import type { TeamProblem } from './team-api';

interface TeamProblemNoticeProps {
  problem: TeamProblem;
  /** Whether an older snapshot is shown below. */
  hasSnapshot: boolean;
  /** What could not be loaded, e.g. "the team's figures". */
  what: string;
  /** Locks the portal so the access screen asks for the password (which makes a new credential). */
  onAskPassword: () => void;
}

const KEPT = 'Shown below: the last snapshot synced to this device.';

/** Why a team answer is not fresh, in plain words, with the one action that fixes it. */
export function TeamProblemNotice({
  problem,
  hasSnapshot,
  what,
  onAskPassword,
}: TeamProblemNoticeProps) {
  if (problem.kind === 'offline') {
    return (
      <p className="notice team-notice" role="status" data-team-problem="offline">
        {hasSnapshot
          ? 'You are offline. This is the last snapshot synced to this device; it updates when the network returns.'
          : `You are offline, and this device has no snapshot of ${what} yet. Open this page once with a network.`}
      </p>
    );
  }
  if (problem.kind === 'password') {
    return (
      <div className="notice notice-warning team-notice" role="status" data-team-problem="password">
        <p>
          The server did not accept this device's sync credential: the portal password has changed.
          Enter the password again to load {what}.{hasSnapshot ? ` ${KEPT}` : ''}
        </p>
        <button type="button" className="btn btn-primary btn-sm" onClick={onAskPassword}>
          Enter password
        </button>
      </div>
    );
  }
  if (problem.kind === 'signed-out') {
    return (
      <div
        className="notice notice-warning team-notice"
        role="status"
        data-team-problem="signed-out"
      >
        <p>
          Your session has ended, so {what} cannot be loaded.{hasSnapshot ? ` ${KEPT}` : ''}
        </p>
        <a
          className="btn btn-primary btn-sm"
          href={`${SIGN_IN_PATH}?next=${encodeURIComponent(paths.team)}`}
        >
          Sign in
        </a>
      </div>
    );
  }
  const text =
    problem.kind === 'role'
      ? 'Your role does not include the team dashboard: it is for managers and admins.'
      : problem.kind === 'access'
        ? 'Your Cloudflare Access sign-in was not accepted (it may have expired). Reload the page to sign in again.'
        : problem.kind === 'unavailable'
          ? `The server could not answer just now (status ${problem.status}). Try Refresh in a moment.`
          : 'The server answered in a form this version of the portal does not read. Reload the page to get the latest version.';
  return (
    <p className="notice notice-warning team-notice" role="status" data-team-problem={problem.kind}>
      {text}
      {hasSnapshot ? ` ${KEPT}` : ''}
    </p>
  );
}
