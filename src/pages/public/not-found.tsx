import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/app/paths';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);

  return (
    <section className="not-found">
      <Seo title="Page not found" description="This page does not exist." path={pathname} noindex />
      <div className="container container-narrow">
        <p className="not-found-code" aria-hidden="true">404</p>
        <h1>
          <span className="visually-hidden">404: </span>Oops! Page not found
        </h1>
        <p className="lead">
          There is nothing at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
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
