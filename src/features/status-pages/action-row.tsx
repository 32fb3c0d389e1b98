import { LinkButton } from '@/components/ui/link-button';

export interface Action {
  label: string;
  to: string;
}

/** The page's closing buttons: the first is the main next step, the rest are secondary. */
export function ActionRow({ actions, label = 'Next steps' }: { actions: readonly Action[]; label?: string }) {
  return (
    <nav className="actions pp-actions" aria-label={label}>
      {actions.map((action, index) => (
        <LinkButton key={action.to + action.label} to={action.to} variant={index === 0 ? 'primary' : 'secondary'}>
          {action.label}
        </LinkButton>
      ))}
    </nav>
  );
}
