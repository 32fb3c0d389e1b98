/**
 * Parses lesson and library Markdown once, at vault build time (docs/decisions/0019): the
 * conversion itself is src/shared/markdown-parse.ts (the library studio uses it too); this adds
 * the training course's lessons.
 */
import { parseMarkdown } from '../../src/shared/markdown-parse.ts';
import type { Training, TrainingSource } from '../../src/shared/vault-schema.ts';

export { MarkdownError, parseMarkdown } from '../../src/shared/markdown-parse.ts';

/** The course with every lesson, model answer and the certification text parsed. */
export function parseTraining(training: TrainingSource): Training {
  return {
    ...training,
    certification: parseMarkdown(training.certification, 'training.certification'),
    modules: training.modules.map((module) => ({
      ...module,
      lessons: module.lessons.map(({ practice, ...lesson }) => {
        const where = `training lesson ${lesson.id}`;
        return {
          ...lesson,
          content: parseMarkdown(lesson.content, where),
          ...(practice
            ? {
                practice: {
                  ...practice,
                  modelAnswer: parseMarkdown(practice.modelAnswer, `${where} (model answer)`),
                },
              }
            : {}),
        };
      }),
    })),
  };
}
