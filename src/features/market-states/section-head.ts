/** The heading props of a content section, ready to spread onto <Section>. */
export function sectionHead({
  eyebrow,
  title,
  intro,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
}) {
  return { eyebrow, title, intro };
}
