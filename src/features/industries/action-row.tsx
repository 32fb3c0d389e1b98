import { LinkButton } from '@/components/ui/link-button';
import type { ContentLink } from '@/content/schema';
import type { MailAction } from '@/content/public/industries.schema';
import { MailButton } from '@/features/mail';

interface ActionRowProps {
  mail: MailAction;
  links?: readonly ContentLink[];
  centered?: boolean;
}

/** The mail draft as the primary action, in-app links as secondary ones. */
export function ActionRow({ mail, links = [], centered }: ActionRowProps) {
  return (
    <div className={`actions${centered ? ' center' : ''}`}>
      <MailButton template={mail.template} variant="primary">
        {mail.label}
      </MailButton>
      {links.map((link) => (
        <LinkButton key={link.to} to={link.to} variant="secondary">
          {link.label}
        </LinkButton>
      ))}
    </div>
  );
}
