import type { MailTemplate } from '@/content/schema';
import type { PilotProgram } from '@/content/public/msd-page.schema';
import { MailButton } from '@/features/mail';

interface PilotOfferProps {
  program: PilotProgram;
  pilotMail: MailTemplate;
  packetMail: MailTemplate;
  packetLabel: string;
}

/** The Institutional Pilot Program: price, term, inclusions and its mail actions. */
export function PilotOffer({ program, pilotMail, packetMail, packetLabel }: PilotOfferProps) {
  return (
    <article className="card card-accent flagship-pilot">
      <div className="flagship-pilot-head">
        <h3>{program.name}</h3>
        <p className="flagship-pilot-price">
          <span className="flagship-pilot-amount">{program.price}</span>{' '}
          <span className="muted">{program.period}</span>
        </p>
        <p className="badge badge-available">{program.term}</p>
      </div>
      <ul className="check-list flagship-pilot-list">
        {program.inclusions.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="small">{program.note}</p>
      <div className="actions">
        <MailButton template={pilotMail} variant="primary">
          {program.ctaLabel}
        </MailButton>
        <MailButton template={packetMail}>{packetLabel}</MailButton>
      </div>
    </article>
  );
}
