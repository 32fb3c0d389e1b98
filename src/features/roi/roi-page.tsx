import { Link } from 'react-router';
import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { useVault } from '@/lib/vault-context';
import type { RoutedPath } from '@/shared/route-table';
import { RoiCalculatorView } from './roi-calculator';

/** A link the page draws as a button; typed against the route list, so a renamed route fails the type check. */
interface RoiLink {
  to: RoutedPath;
  label: string;
  variant: 'primary' | 'secondary';
}

export interface RoiPageProps {
  /** Which of the vault's calculators (`roi.financial` or `roi.msd`). */
  calculator: 'financial' | 'msd';
  /** The browser tab's title. */
  title: string;
  back: { to: RoutedPath; label: string };
  links: readonly [RoiLink, RoiLink];
}

/** An ROI calculator page (spec 2.6): the way back, the calculator's title and intro, two links, the calculator. */
export function RoiPage({ calculator: which, title, back, links }: RoiPageProps) {
  const calculator = useVault().vault.roi[which];
  return (
    <>
      <PortalPageTitle title={title} />
      <section className="section roi-page">
        <div className="container">
          <Link to={back.to} className="btn btn-ghost btn-sm roi-back">
            <span aria-hidden="true">← </span>
            {back.label}
          </Link>
          <p className="eyebrow">Internal use only</p>
          <h1>{calculator.title}</h1>
          <p className="lead">{calculator.intro}</p>
          <div className="actions roi-links">
            {links.map((link) => (
              <Link key={link.to} to={link.to} className={`btn btn-${link.variant} btn-sm`}>
                {link.label}
              </Link>
            ))}
          </div>
          <RoiCalculatorView calculator={calculator} />
        </div>
      </section>
    </>
  );
}
