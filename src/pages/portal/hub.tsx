import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useVault } from '@/lib/vault-context';
import { estimateStorage, requestPersistentStorage, type StorageUse } from '@/lib/storage';
import { InstallApp } from '@/features/pwa/install-app';
import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { paths } from '@/shared/paths';
import { useLibraryChanges, WhatsNew } from '@/features/library-feed';

function formatMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The portal hub (spec 2.4): product cards, the onboarding path and this device's offline storage. */
export function PortalHubPage() {
  const { vault } = useVault();
  const { hub } = vault;
  const [storage, setStorage] = useState<StorageUse>();
  const { changes } = useLibraryChanges();

  useEffect(() => {
    // An installed portal is a work tool: ask the browser not to evict it.
    if (window.matchMedia('(display-mode: standalone)').matches) void requestPersistentStorage();
    void estimateStorage().then(setStorage);
  }, []);

  return (
    <>
      <PortalPageTitle title="Portal Home" />
      <section className="section portal-hub">
        <div className="container">
          <p className="eyebrow">Internal use only</p>
          <h1>{hub.title}</h1>
          <p className="lead">{hub.intro}</p>
          <WhatsNew changes={changes} libraryPath={paths.library} />

          <h2 className="visually-hidden">Products</h2>
          <div className="grid grid-2 portal-products">
            {hub.productCards.map((card) => (
              <article key={card.id} className="card card-accent portal-product">
                <div className="portal-product-head">
                  <span className={`badge ${card.status === 'GA' ? 'badge-live' : 'badge-dev'}`}>
                    {card.status}
                  </span>
                  <span className="small muted">{card.statusLabel}</span>
                </div>
                <h3>{card.title}</h3>
                <p className="portal-product-subtitle">{card.subtitle}</p>
                <p>{card.description}</p>
                {card.metrics.length ? (
                  <dl className="stats portal-metrics">
                    {card.metrics.map((metric) => (
                      <div key={metric.label} className="stat">
                        <dt>{metric.label}</dt>
                        <dd>{metric.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                <div className="actions">
                  {card.links.map((link, index) => (
                    <Link
                      key={link.to + link.label}
                      to={link.to}
                      className={`btn btn-sm ${index === 0 ? 'btn-primary' : 'btn-secondary'}`}
                    >
                      {link.label}
                    </Link>
                  ))}
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="onboarding-title">
        <div className="container">
          <h2 id="onboarding-title">{hub.onboarding.title}</h2>
          <p className="lead">{hub.onboarding.intro}</p>
          <ol className="grid grid-4 portal-steps">
            {hub.onboarding.steps.map((step, index) => (
              <li key={step.title}>
                <Link to={step.to} className="card card-link portal-step">
                  <span className="portal-step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <strong>{step.title}</strong>
                  <span className="small muted">{step.description}</span>
                  {step.meta ? <span className="badge">{step.meta}</span> : null}
                </Link>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section portal-team" aria-labelledby="team-title">
        <div className="container">
          <h2 id="team-title">Team Dashboard</h2>
          <p className="muted">
            Training progress and certifications per rep, the collateral the team opens and never
            opens, and the searches that found nothing.
          </p>
          <Link to={paths.team} className="btn btn-secondary btn-sm">
            Open the Team Dashboard
          </Link>
        </div>
      </section>

      <section className="section section-alt portal-device" aria-labelledby="device-title">
        <div className="container">
          <h2 id="device-title">This device</h2>
          <p className="muted">
            The portal and every collateral file are stored encrypted on this device, so they open
            in meetings without a network.
            {storage
              ? ` Storage in use: ${formatMb(storage.usedBytes)} of ${formatMb(storage.quotaBytes)} available${storage.persisted ? ', kept by the browser (persistent).' : '.'}`
              : ''}
          </p>
          <InstallApp />
          <p className="small muted portal-footnote">{hub.footerNote}</p>
        </div>
      </section>
    </>
  );
}
