import { useMemo } from 'react';
import { useVault } from '@/lib/vault-context';
import { portalProgressSchema } from '@/shared/portal-answers';
import { summariseRep } from '@/shared/portal-dashboard';
import { PORTAL_API } from '@/shared/portal-sync-api';
import { courseFromTraining } from './dashboard-view';
import { formatDate, formatDateTime } from '@/lib/date-time';
import { TEAM_CACHE_KEYS } from './team-cache-keys';
import { TeamProblemNotice } from './team-problem';
import { useTeamSnapshot } from './use-team-snapshot';

interface OwnDataProps {
  email: string;
  onAskPassword: () => void;
}

/** "Your data": what the team's server holds about this rep (GET /api/portal/progress), and why. */
export function OwnData({ email, onAskPassword }: OwnDataProps) {
  const { vault } = useVault();
  const course = useMemo(() => courseFromTraining(vault.training), [vault]);
  const { snapshot, problem } = useTeamSnapshot(
    TEAM_CACHE_KEYS.ownData(email),
    `${PORTAL_API.progress}?email=${encodeURIComponent(email)}`,
    portalProgressSchema,
  );
  const answer = snapshot?.value;
  const summary = answer ? summariseRep(answer.progress, course.outline) : undefined;

  return (
    <section className="profile-own-data" aria-labelledby="profile-own-data-title">
      <h3 id="profile-own-data-title">Your data</h3>
      <p className="small muted">
        The team's server keeps your name and work email, a random id for each of your devices, and
        what you do in the portal: lessons completed, quiz scores, training resets, certificates,
        documents viewed or downloaded, and searches that found nothing, each with its time. Your
        manager sees it on the Team Dashboard. Training records are kept until an administrator
        erases them; document views, downloads and empty searches are deleted after 400 days unless
        an administrator set another period.
      </p>
      {problem ? (
        <TeamProblemNotice
          problem={problem}
          hasSnapshot={!!answer}
          what="your data"
          onAskPassword={onAskPassword}
        />
      ) : null}
      {answer && summary ? (
        <>
          <dl className="profile-facts profile-data">
            <div>
              <dt>Lessons counted</dt>
              <dd>
                {summary.completed} of {summary.total} ({summary.percent}%)
              </dd>
            </div>
            <div>
              <dt>Quizzes passed</dt>
              <dd>{answer.progress.quizzes.length}</dd>
            </div>
            <div>
              <dt>Certified</dt>
              <dd>
                {answer.progress.certifiedAt ? formatDate(answer.progress.certifiedAt) : 'Not yet'}
              </dd>
            </div>
            <div>
              <dt>Last active</dt>
              <dd>
                {answer.lastActiveAt ? formatDateTime(answer.lastActiveAt) : 'Nothing synced yet'}
              </dd>
            </div>
            <div>
              <dt>Documents viewed</dt>
              <dd>{answer.contentUse.views}</dd>
            </div>
            <div>
              <dt>Documents downloaded</dt>
              <dd>{answer.contentUse.downloads}</dd>
            </div>
            <div>
              <dt>Searches with no results</dt>
              <dd>{answer.contentUse.searchesWithoutResults}</dd>
            </div>
          </dl>
          <p className="small muted">
            As of{' '}
            <time dateTime={new Date(snapshot.syncedAt).toISOString()}>
              {formatDateTime(new Date(snapshot.syncedAt).toISOString())}
            </time>
            . Activity still waiting on this device is not counted until it is sent.
          </p>
        </>
      ) : problem ? null : (
        <p className="small muted">Loading your data…</p>
      )}
      <details className="profile-privacy">
        <summary>What is collected, why, and for how long</summary>
        <ul className="small">
          <li>
            Your name, work email and a random device id: to put your progress together across
            devices and show it to you and your manager.
          </li>
          <li>
            Lessons, quiz scores and attempts, resets and certificates: so your progress follows you
            and your manager sees readiness and certification dates.
          </li>
          <li>
            Documents viewed or downloaded (which document, and whether from the library, the header
            search, the guided flow or the playbook): to see which collateral is used and which
            never is.
          </li>
          <li>
            Searches that found nothing (the words searched): to find what the library is missing.
            Do not type client names into search.
          </li>
          <li>Not stored: your IP address, your browser, and anything about leads or prospects.</li>
          <li>
            Training records are kept until an administrator erases them (ask your manager):
            certificates depend on them. Document use and empty searches are deleted after 400 days
            unless an administrator set another period.
          </li>
        </ul>
      </details>
    </section>
  );
}
