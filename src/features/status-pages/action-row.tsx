import { LinkButton } from '@/components/ui/link-button';
import { useVault } from '@/lib/vault-context';
import { pendingPageFor } from './pending';

export interface Action {
  label: string;
  to: string;
}

/** Words that already tell the reader a destination is not there yet. */
const SAYS_UNAVAILABLE = /withdrawn|not available/i;
export const NOT_AVAILABLE_YET = '(not available yet)';

/** A button to a not-yet-written page says so, so nobody clicks through to a dead end unwarned. */
export function actionLabel(action: Action, pending: Parameters<typeof pendingPageFor>[0]): string {
  if (!pendingPageFor(pending, action.to) || SAYS_UNAVAILABLE.test(action.label))
    return action.label;
  return `${action.label} ${NOT_AVAILABLE_YET}`;
}

/** The page's closing buttons: the first is the main next step, the rest are secondary. */
export function ActionRow({
  actions,
  label = 'Next steps',
}: {
  actions: readonly Action[];
  label?: string;
}) {
  const { pending } = useVault().vault;
  return (
    <nav className="actions pp-actions" aria-label={label}>
      {actions.map((action, index) => (
        <LinkButton
          key={action.to + action.label}
          to={action.to}
          variant={index === 0 ? 'primary' : 'secondary'}
        >
          {actionLabel(action, pending)}
        </LinkButton>
      ))}
    </nav>
  );
}
