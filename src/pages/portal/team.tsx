import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { TeamDashboard } from '@/features/team/team-dashboard';
import { TeamGate } from '@/features/team/team-gate';

/** /internal/team: the team's training progress and collateral use (issue 15, item 6). */
export function TeamDashboardPage() {
  return (
    <>
      <PortalPageTitle title="Team Dashboard" />
      <section className="section team-dashboard">
        <div className="container">
          <p className="eyebrow">Internal use only</p>
          <h1>Team Dashboard</h1>
          <p className="lead">
            Training progress and collateral use across the team, from the activity each rep's
            devices have synced. Figures count portal activity only; no lead or prospect data is
            part of them.
          </p>
          <TeamGate>
            <TeamDashboard />
          </TeamGate>
        </div>
      </section>
    </>
  );
}
