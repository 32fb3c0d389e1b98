import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { useVault } from '@/lib/vault-context';
import { TrainingCourse } from '@/features/training/training-course';

/** Sales Training (spec 2.13): the six-module course from the vault, progress kept on this device. */
export function TrainingPage() {
  const { training } = useVault().vault;
  return (
    <>
      <PortalPageTitle title="Sales Training" />
      <section className="section training-page">
        <div className="container container-narrow">
          <p className="eyebrow">Internal use only</p>
          <h1>Sales Training</h1>
          <p className="lead">{training.intro}</p>
          <TrainingCourse training={training} />
        </div>
      </section>
    </>
  );
}
