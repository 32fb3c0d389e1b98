import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODULE_IDS } from '../../src/shared/training-modules.ts';
import { readTraining, TrainingSourceError } from './training.ts';

const COURSE = path.resolve(import.meta.dirname, '../../collateral/portal/training');

describe('the course as written', () => {
  const training = readTraining(COURSE);

  it('reads six modules of 5, 4, 4, 4, 4 and 3 lessons in file-name order', () => {
    // course.yaml's order is the one the progress facts and the Worker know.
    expect(training.modules.map((module) => module.id)).toEqual(MODULE_IDS);
    expect(training.modules.map((module) => module.lessons.length)).toEqual([5, 4, 4, 4, 4, 3]);
    expect(training.modules[5]!.lessons.map((lesson) => lesson.id)).toEqual([
      'closing-1-trial-closes-and-pilot',
      'closing-2-practice-come-back-later',
      'closing-3-quiz',
    ]);
  });

  it('keeps front matter as fields and the body as Markdown, without the blank line or trailing newline', () => {
    const [first, , , quiz, practice] = training.modules[0]!.lessons;
    expect(first).toMatchObject({
      id: 'foundations-1-five-states',
      title: 'The five market states and their numbers',
      durationMinutes: 15,
      type: 'reading',
    });
    expect(first!.content.startsWith('## What the Market State Detector is\n\n')).toBe(true);
    expect(first!.content.endsWith('and Calm on 71% of days.**')).toBe(true);
    expect(Object.keys(first!)).toEqual(['id', 'title', 'durationMinutes', 'type', 'content']);
    expect(quiz!.quiz).toHaveLength(6);
    expect(quiz!.quiz![0]).toEqual({
      prompt: 'Which state is active only when all four other states are inactive?',
      options: ['Turning', 'Calm', 'Stress', 'Volatility Spike'],
      answerIndex: 1,
      explanation:
        'Calm is the baseline: it has no rules of its own and is active only when Systemic Stress, Volatility Spike, Stress and Turning are all inactive (lesson 2).',
    });
    expect(practice!.practice!.tasks).toHaveLength(4);
    expect(practice!.practice!.modelAnswer.startsWith('"Every trading day before the open')).toBe(
      true,
    );
    expect(Object.keys(practice!.practice!)).toEqual(['scenario', 'tasks', 'modelAnswer']);
    expect(
      training.certification.startsWith(
        '**Certified: Market State Detector sales training complete.**',
      ),
    ).toBe(true);
  });
});

describe('a bad course file fails naming the file', () => {
  let root: string;
  let dir: string;
  const at = (...parts: string[]) => path.join(dir, ...parts);
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(at(file), change(readFileSync(at(file), 'utf8')));
  const problem = () => {
    try {
      readTraining(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(TrainingSourceError);
      return (error as Error).message;
    }
    throw new Error('the course was read');
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'msd-training-'));
    dir = path.join(root, 'collateral/portal/training');
    cpSync(COURSE, dir, { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reads the copy as it reads the original', () => {
    expect(readTraining(dir)).toEqual(readTraining(COURSE));
  });

  it('a misspelt front-matter key', () => {
    edit('02-discovery/01-personas.md', (text) =>
      text.replace('durationMinutes: 14', 'durationMinute: 14'),
    );
    expect(problem()).toBe(
      'collateral/portal/training/02-discovery/01-personas.md: durationMinutes: expected number\n(root): unknown key durationMinute',
    );
  });

  it('a quiz answer that is not a number, and YAML that does not parse', () => {
    edit('03-roi/03-quiz.md', (text) => text.replace('answerIndex: ', 'answerIndex: x'));
    expect(problem()).toMatch(
      /^collateral\/portal\/training\/03-roi\/03-quiz\.md: quiz\.0\.answerIndex: /,
    );
    cpSync(COURSE, dir, { recursive: true });
    edit('course.yaml', (text) => text.replace('modules:', 'modules: [\n'));
    expect(problem()).toMatch(/^collateral\/portal\/training\/course\.yaml: /);
  });

  it('a lesson without front matter, and a module of zero minutes in course.yaml', () => {
    edit('05-demo/02-tailoring.md', (text) => text.replace(/^---\n[\s\S]*?\n---\n/, ''));
    expect(problem()).toBe(
      'collateral/portal/training/05-demo/02-tailoring.md: needs YAML front matter',
    );
    cpSync(COURSE, dir, { recursive: true });
    edit('course.yaml', (text) => text.replace('durationMinutes: 60', 'durationMinutes: 0'));
    expect(problem()).toBe(
      'collateral/portal/training/course.yaml: modules.0.durationMinutes: must be more than 0',
    );
  });

  it('a practice without its model answer, and a model answer without a practice', () => {
    renameSync(
      at('01-foundations/05-practice-briefing.model-answer.md'),
      at('01-foundations/01-five-states.model-answer.md'),
    );
    expect(problem()).toBe(
      'collateral/portal/training/01-foundations/01-five-states.model-answer.md: collateral/portal/training/01-foundations/01-five-states.md has no practice to answer',
    );
    rmSync(at('01-foundations/01-five-states.model-answer.md'));
    expect(problem()).toBe(
      'collateral/portal/training/01-foundations/05-practice-briefing.md: a practice needs its model answer in collateral/portal/training/01-foundations/05-practice-briefing.model-answer.md',
    );
  });

  it('a stray file, a misnamed lesson and a missing module folder', () => {
    writeFileSync(at('06-closing/notes.txt'), 'x');
    expect(problem()).toBe(
      'collateral/portal/training/06-closing/notes.txt: a lesson is <nn>-<slug>.md, its model answer <nn>-<slug>.model-answer.md',
    );
    rmSync(at('06-closing/notes.txt'));
    renameSync(at('06-closing/03-quiz.md'), at('06-closing/3-quiz.md'));
    expect(problem()).toMatch(/^collateral\/portal\/training\/06-closing\/3-quiz\.md: a lesson is/);
    renameSync(at('06-closing/3-quiz.md'), at('06-closing/03-quiz.md'));
    writeFileSync(at('lesson.md'), 'x');
    expect(problem()).toBe(
      'collateral/portal/training/lesson.md: not part of the course (module folders are 01-foundations, 02-discovery, 03-roi, 04-objections, 05-demo, 06-closing)',
    );
    rmSync(at('lesson.md'));
    rmSync(at('04-objections'), { recursive: true });
    expect(problem()).toBe(
      'collateral/portal/training/04-objections: missing (module objections in course.yaml)',
    );
  });
});
