import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/app/paths';

/** Honest placeholder for staff pages until the portal's encrypted vault ships them. */
export function PortalPendingPage() {
  const { pathname } = useLocation();
  return (
    <section className="section">
      <div className="container container-narrow">
        <p className="eyebrow">Sales portal</p>
        <h1>This portal page is not available yet</h1>
        <p className="lead">
          <code>{pathname}</code> belongs to the internal sales portal. Its content is being moved into
          an encrypted vault that only staff can unlock, and it is not published in this version.
        </p>
        <div className="actions">
          <Link to={paths.home} className="btn btn-primary">
            Go to the public site
          </Link>
        </div>
      </div>
    </section>
  );
}
