import type { Topic } from '@/content/public/industries.schema';
import { accentStyle } from './accent';
import { gridLayoutFor } from './grid-layout';

interface TopicGridProps {
  items: readonly Topic[];
  accent?: string;
}

/** Cards of title, description and optional bullet points (challenges, applications, tracks...). */
export function TopicGrid({ items, accent }: TopicGridProps) {
  return (
    <ul className={`grid ${gridLayoutFor(items.length)} industry-topic-grid`}>
      {items.map((item) => (
        <li
          key={item.title}
          className="card card-accent"
          style={accent ? accentStyle(accent) : undefined}
        >
          {item.tag ? <span className="industry-topic-tag">{item.tag}</span> : null}
          <h3>{item.title}</h3>
          <p>{item.description}</p>
          {item.points ? (
            <ul className="check-list industry-topic-points">
              {item.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
