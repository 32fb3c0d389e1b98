interface Metric {
  label: string;
  value: string;
  description?: string;
}

/** Headline figures as a definition list of stat tiles, with the caveat under each figure. */
export function MetricStats({
  metrics,
  className,
}: {
  metrics: readonly Metric[];
  className?: string;
}) {
  return (
    <dl className={`stats pp-stats${className ? ` ${className}` : ''}`}>
      {metrics.map((metric) => (
        <div key={metric.label} className="stat">
          <dt>{metric.label}</dt>
          <dd>{metric.value}</dd>
          {metric.description ? <dd className="pp-stat-note">{metric.description}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
