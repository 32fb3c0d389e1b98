import type { ReactNode } from 'react';
import type { MsdSuite, PortalMail } from '@/shared/vault-schema';

type MailDraft = PortalMail[keyof PortalMail];

interface AccessProgramsProps {
  programs: MsdSuite['accessPrograms'];
  /** The page supplies the mail action, so this feature does not reach into the mail feature. */
  mailAction: (draft: MailDraft) => ReactNode;
}

/** The ways a client can buy: each program's price, terms and the request mail for it. */
export function AccessPrograms({ programs, mailAction }: AccessProgramsProps) {
  return (
    <div className="grid grid-2">
      {programs.map((program) => (
        <article key={program.name} className="card card-accent pp-program">
          <h3>{program.name}</h3>
          <p className="pp-program-price">{program.price}</p>
          <p>{program.description}</p>
          <ul className="check-list">
            {program.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {program.mail ? <div className="actions">{mailAction(program.mail)}</div> : null}
        </article>
      ))}
    </div>
  );
}

/** How clients receive the classification: one card per channel. */
export function DeliveryChannels({ channels }: { channels: MsdSuite['delivery']['channels'] }) {
  return (
    <div className="grid grid-3 pp-card-grid">
      {channels.map((channel) => (
        <div key={channel.title} className="card">
          <h3>{channel.title}</h3>
          <p>{channel.description}</p>
        </div>
      ))}
    </div>
  );
}

/** The detector API in words only: no URLs, keys or payloads reach a prospect from here. */
export function ApiEndpoints({ endpoints }: { endpoints: MsdSuite['api']['endpoints'] }) {
  return (
    <dl className="pp-fields pp-fields-grid">
      {endpoints.map((endpoint) => (
        <div key={endpoint.name} className="card">
          <dt>{endpoint.name}</dt>
          <dd>{endpoint.description}</dd>
        </div>
      ))}
    </dl>
  );
}
