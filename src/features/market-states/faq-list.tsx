import type { FaqItem } from '@/content/public/msd-page.schema';

/** Questions as native <details>, so they open and close without JavaScript. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
