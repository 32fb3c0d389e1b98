import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:*';
import { paths } from '@/shared/paths';
import { useHydrated } from '@/hooks/use-hydrated';

export function NotFoundPage() {
  const { pathname } = useLocation();
  // One prerendered document (the Worker's 404 and the offline fallback) serves every unknown
  // path, so the path itself appears only once hydrated, where it cannot mismatch that HTML.
  const hydrated = useHydrated();
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);

  return (
    <section className="not-found">
      <Seo {...pageSeo} />
      <div className="container container-narrow">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1>
          <span className="visually-hidden">404: </span>Oops! Page not found
        </h1>
        <p className="lead">
          {hydrated ? (
            <>
              There is nothing at <code>{pathname}</code>.
            </>
          ) : (
            'There is nothing at this address.'
          )}{' '}
          It may have moved, or the link may be mistyped.
        </p>
        <div className="actions">
          <Link to={paths.home} className="btn btn-primary">
            Return to the home page
          </Link>
          <Link to={paths.msd} className="btn btn-secondary">
            Market State Detector
          </Link>
        </div>
      </div>
    </section>
  );
}
