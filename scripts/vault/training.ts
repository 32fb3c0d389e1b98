/**
 * Reads the training course from collateral/portal/training/ (decision 0019, addendum): course.yaml
 * (the intro and the six modules, in order), certification.md, and one folder a module,
 * `<nn>-<module id>/`, of lessons `<nn>-<slug>.md` in file-name order, each with YAML front matter
 * (id, title, minutes, type, quiz questions, a practice scenario and tasks) above its Markdown; a
 * practice lesson's model answer is `<nn>-<slug>.model-answer.md` beside it. Synchronous, so the
 * course can be a module's value for the vault builder, the catalogue script and the tests. A bad
 * or stray file throws naming the file and the field.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod/mini';
import { splitFrontMatter } from '../../src/shared/front-matter.ts';
import {
  lessonSchema,
  trainingModuleSchema,
  trainingSchema,
  type LessonSource,
  type TrainingModuleSource,
  type TrainingSource,
} from '../../src/shared/vault-schema.ts';

export class TrainingSourceError extends Error {}

const COURSE_FILE = 'course.yaml';
const CERTIFICATION_FILE = 'certification.md';
const MODEL_ANSWER = '.model-answer.md';
const LESSON_FILE = /^\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;

const { content: _content, practice, ...lessonFields } = lessonSchema.shape;
const practiceFields = practice.def.innerType.shape;
/** A lesson's front matter: the lesson's own fields but its Markdown (strict, so a misspelt key fails). */
const frontMatterSchema = z.strictObject({
  ...lessonFields,
  practice: z.optional(
    z.strictObject({ scenario: practiceFields.scenario, tasks: practiceFields.tasks }),
  ),
});
const { lessons: _lessons, ...moduleFields } = trainingModuleSchema.shape;
const courseSchema = z.strictObject({
  intro: trainingSchema.shape.intro,
  modules: z.array(z.strictObject(moduleFields)).check(z.minLength(1)),
});

/** The folder of module `index` (0-based): its place in course.yaml and its id. */
export const moduleFolder = (index: number, id: string) =>
  `${String(index + 1).padStart(2, '0')}-${id}`;

function checked<T>(schema: z.ZodMiniType<T>, value: unknown, file: string): T {
  const result = z.safeParse(schema, value);
  if (!result.success) {
    // zod/mini carries no message text; name what it can (an unknown key, the type it expected).
    const problems = result.error.issues.map((issue) => {
      const where = issue.path.join('.') || '(root)';
      if (issue.code === 'unrecognized_keys')
        return `${where}: unknown key ${issue.keys.join(', ')}`;
      if (issue.code === 'invalid_type') return `${where}: expected ${issue.expected}`;
      if (issue.code === 'too_small')
        return `${where}: must be ${issue.inclusive ? 'at least' : 'more than'} ${String(issue.minimum)}`;
      return `${where}: ${issue.message}`;
    });
    throw new TrainingSourceError(`${file}: ${problems.slice(0, 10).join('\n')}`);
  }
  return result.data;
}

function yamlOf(text: string, file: string): unknown {
  try {
    return parseYaml(text);
  } catch (error) {
    throw new TrainingSourceError(`${file}: ${(error as Error).message}`);
  }
}

/** A Markdown file's text as written: without the blank line after front matter or trailing space. */
const markdown = (text: string) => text.replace(/^\r?\n/, '').trimEnd();

function readLesson(dir: string, folder: string, name: string, root: string): LessonSource {
  const file = path.relative(root, path.join(dir, name));
  const { yaml, body } = splitFrontMatter(readFileSync(path.join(dir, name), 'utf8'));
  if (yaml === undefined) throw new TrainingSourceError(`${file}: needs YAML front matter`);
  const meta = checked(frontMatterSchema, yamlOf(yaml, file), file);
  const content = markdown(body);
  if (!content) throw new TrainingSourceError(`${file}: the lesson has no text`);
  const lesson: LessonSource = {
    id: meta.id,
    title: meta.title,
    durationMinutes: meta.durationMinutes,
    type: meta.type,
    content,
  };
  if (meta.quiz) lesson.quiz = meta.quiz;
  const answerName = name.replace(/\.md$/, MODEL_ANSWER);
  const answerFile = path.join(folder, answerName);
  let modelAnswer: string | undefined;
  try {
    modelAnswer = markdown(readFileSync(path.join(dir, answerName), 'utf8'));
  } catch {
    modelAnswer = undefined;
  }
  if (meta.practice) {
    if (!modelAnswer)
      throw new TrainingSourceError(`${file}: a practice needs its model answer in ${answerFile}`);
    lesson.practice = { ...meta.practice, modelAnswer };
  } else if (modelAnswer !== undefined)
    throw new TrainingSourceError(`${answerFile}: ${file} has no practice to answer`);
  return lesson;
}

/** The course under `dir` (collateral/portal/training), as TrainingSource; throws TrainingSourceError. */
export function readTraining(dir: string): TrainingSource {
  const root = path.dirname(path.dirname(path.dirname(dir)));
  const at = (name: string) => path.relative(root, path.join(dir, name));
  const course = checked(
    courseSchema,
    yamlOf(readFileSync(path.join(dir, COURSE_FILE), 'utf8'), at(COURSE_FILE)),
    at(COURSE_FILE),
  );
  const folders = course.modules.map((module, index) => moduleFolder(index, module.id));
  const expected = new Set([COURSE_FILE, CERTIFICATION_FILE, 'index.ts', ...folders]);
  for (const name of readdirSync(dir))
    if (!expected.has(name))
      throw new TrainingSourceError(
        `${at(name)}: not part of the course (module folders are ${folders.join(', ')})`,
      );

  const modules: TrainingModuleSource[] = course.modules.map((module, index) => {
    const folder = folders[index]!;
    const moduleDir = path.join(dir, folder);
    if (!statSync(moduleDir, { throwIfNoEntry: false })?.isDirectory())
      throw new TrainingSourceError(`${at(folder)}: missing (module ${module.id} in course.yaml)`);
    const names = readdirSync(moduleDir).sort();
    const answered = (name: string) =>
      name.endsWith(MODEL_ANSWER) && names.includes(name.slice(0, -MODEL_ANSWER.length) + '.md');
    for (const name of names)
      if (!LESSON_FILE.test(name) && !answered(name))
        throw new TrainingSourceError(
          `${at(path.join(folder, name))}: a lesson is <nn>-<slug>.md, its model answer <nn>-<slug>${MODEL_ANSWER}`,
        );
    const lessons = names
      .filter((name) => LESSON_FILE.test(name) && !name.endsWith(MODEL_ANSWER))
      .map((name) => readLesson(moduleDir, at(folder), name, root));
    return { ...module, lessons };
  });

  const certification = markdown(readFileSync(path.join(dir, CERTIFICATION_FILE), 'utf8'));
  if (!certification)
    throw new TrainingSourceError(`${at(CERTIFICATION_FILE)}: the certification has no text`);
  return { intro: course.intro, modules, certification };
}
