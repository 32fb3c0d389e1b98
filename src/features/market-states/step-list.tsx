interface StepListProps {
  title: string;
  steps: { title: string; text: string }[];
}

/** A short numbered sequence with its own heading (how a pilot runs). */
export function StepList({ title, steps }: StepListProps) {
  return (
    <div className="flagship-steps">
      <h3>{title}</h3>
      <ol>
        {steps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
