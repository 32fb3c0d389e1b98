interface CardGridProps {
  items: { title: string; text: string }[];
  /** 'accent' gives each card the blue top rule; 'wide' keeps to three columns on large screens. */
  variant?: 'plain' | 'accent';
  columns?: 3 | 4 | 'wide';
}

/** A grid of short titled cards (benefits, differentiators, methodology principles). */
export function CardGrid({ items, variant = 'plain', columns = 3 }: CardGridProps) {
  const gridClass = columns === 'wide' ? 'flagship-methodology' : `grid-${columns}`;
  return (
    <div className={`grid ${gridClass}`}>
      {items.map((item) => (
        <article key={item.title} className={variant === 'accent' ? 'card card-accent' : 'card'}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </article>
      ))}
    </div>
  );
}
