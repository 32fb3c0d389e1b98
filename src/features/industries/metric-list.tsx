import type { Metric } from '@/content/public/industries.schema';

/** Headline figures as a description list (value over label). */
export function MetricList({ items }: { items: readonly Metric[] }) {
  return (
    <dl className="stats industry-metric-list">
      {items.map((item) => (
        <div key={item.label} className="stat">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
