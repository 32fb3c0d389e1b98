/** The complete disclaimers as a list of titled terms. */
export function DisclaimerList({ items }: { items: { title: string; text: string }[] }) {
  return (
    <dl className="disclaimer-box flagship-disclaimers">
      {items.map((item) => (
        <div key={item.title}>
          <dt>{item.title}</dt>
          <dd>{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}
