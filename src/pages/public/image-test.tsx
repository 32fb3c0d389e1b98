import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/image-test';
import { ImageProbeTable } from '@/features/image-test/image-probe-table';
import { useImageProbes } from '@/features/image-test/use-image-probes';

/** Internal diagnostics (spec 2.16): not linked from the site, not indexed. */
export function ImageTestPage() {
  const { rows, running, runAgain } = useImageProbes();
  const loaded = rows.filter((row) => row.steps.at(-1)?.state === 'loaded').length;

  return (
    <>
      <Seo {...pageSeo} />
      <PageHero
        eyebrow="Diagnostics"
        title="Image loading test"
        lead="Loads the fallback PNG, JPG and SVG test images through script and reports what happened to each. If the SVG fails, the PNG fallback is tried and reported as well."
      />
      <Section id="results" title="Results" narrow>
        <ImageProbeTable rows={rows} />
        <div className="actions image-test-actions">
          <button type="button" className="btn btn-primary" onClick={runAgain} disabled={running}>
            Run again
          </button>
          <p className="muted small" role="status">
            {running ? 'Loading test images...' : `${loaded} of ${rows.length} images loaded.`}
          </p>
        </div>
      </Section>
    </>
  );
}
