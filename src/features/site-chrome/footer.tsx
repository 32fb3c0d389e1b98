import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { mailboxes, siteConfig } from '@/config';
import { footerContent } from '@/content/public/site';
import { buildMailto } from '@/features/mail';
import { EMBEDDED_LOGO, Logo } from '@/components/ui/logo';
import { useCopyrightYear } from './copyright-year';

/** The footer falls straight back to the embedded mark (spec 2.3). */
const FOOTER_LOGO_SOURCES = ['/logo.svg', EMBEDDED_LOGO] as const;

export function SiteFooter({ actions }: { actions?: ReactNode }) {
  const year = useCopyrightYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Link to={paths.home} className="brand" aria-label={`${siteConfig.productName} home`}>
            <Logo sources={FOOTER_LOGO_SOURCES} size={32} />
            <span className="brand-name">{siteConfig.productName}</span>
          </Link>
          <p className="muted small">{footerContent.tagline}</p>
          <p className="small">
            <a href={buildMailto({ to: mailboxes.contact, subject: footerContent.contactSubject })}>
              {mailboxes.contact}
            </a>
          </p>
        </div>

        <nav aria-label="Products" className="footer-col">
          <h2 className="footer-heading">Products</h2>
          <ul>
            {footerContent.productLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Applications" className="footer-col footer-apps">
          <h2 className="footer-heading">Applications</h2>
          <ul>
            {footerContent.applications.map((app) => (
              <li key={app.title}>
                <Link to={app.to}>
                  <strong>{app.title}</strong>
                </Link>
                <span className="muted small">{app.blurb}</span>
              </li>
            ))}
          </ul>
          <ul className="footer-more">
            {footerContent.moreLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="container footer-legal">
        <div className="footer-disclaimers small muted">
          {footerContent.disclaimers.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p>
            <Link to={paths.msdAnchor('disclaimers')}>Read the complete disclaimers</Link>
            {' · '}
            <Link to={paths.msdAnchor('methodology')}>Methodology</Link>
          </p>
        </div>
        {actions}
        <p className="small muted copyright">
          © {year} {siteConfig.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
