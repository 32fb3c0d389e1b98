import { ShareLink } from '@/components/ui/share-link';

const LABELS = { copy: 'Copy link', share: 'Share view', copied: 'Link to this view copied.' };

/** Copies (or, on a phone, shares) this view's address: its filters and order live in the URL. */
export function ViewLink() {
  return (
    <ShareLink
      url={() => window.location.href}
      labels={LABELS}
      statusClassName="inbox-link-said small"
    />
  );
}
