/**
 * Cross-checks the schema cannot express: counts and orders the spec fixes, quiz answers that
 * exist, every persona x state script, document references that resolve, links that are routed,
 * and a hub that links exactly the routes the route table puts on it.
 */
import { routeTable, type RouteEntry } from '../../src/shared/route-table.ts';
import { isKnownPath } from '../../src/shared/routes.ts';
import {
  MARKET_STATE_IDS,
  MODULE_IDS,
  PERSONA_IDS,
  type PortalSource,
} from '../../src/shared/vault-schema.ts';

const LESSONS_PER_MODULE = [5, 4, 4, 4, 4, 3];
const MINUTES_PER_MODULE = [60, 45, 40, 50, 45, 30];

export function checkPortalContent(content: PortalSource, docIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const { training, flow, playbook } = content;

  training.modules.forEach((module, index) => {
    const where = `training.modules[${index}] (${module.id})`;
    if (module.id !== MODULE_IDS[index])
      problems.push(`${where}: expected module ${MODULE_IDS[index]} in this position`);
    if (module.prerequisite !== (index === 0 ? null : MODULE_IDS[index - 1]))
      problems.push(
        `${where}: prerequisite must be ${index === 0 ? 'null' : MODULE_IDS[index - 1]}`,
      );
    if (module.lessons.length !== LESSONS_PER_MODULE[index])
      problems.push(
        `${where}: needs ${LESSONS_PER_MODULE[index]} lessons, has ${module.lessons.length}`,
      );
    if (module.durationMinutes !== MINUTES_PER_MODULE[index])
      problems.push(`${where}: duration must be ${MINUTES_PER_MODULE[index]} minutes`);
    module.lessons.forEach((lesson) => {
      if (lesson.type === 'quiz' && !lesson.quiz)
        problems.push(`${where} ${lesson.id}: a quiz lesson needs questions`);
      if (lesson.type === 'practice' && !lesson.practice)
        problems.push(`${where} ${lesson.id}: a practice lesson needs a scenario`);
      lesson.quiz?.forEach((question, q) => {
        if (question.answerIndex >= question.options.length)
          problems.push(`${where} ${lesson.id} question ${q + 1}: answerIndex is out of range`);
      });
    });
  });
  const lessonIds = training.modules.flatMap((m) => m.lessons.map((l) => l.id));
  if (new Set(lessonIds).size !== lessonIds.length)
    problems.push('training: lesson ids must be unique');

  const pairs = new Set(flow.scripts.map((s) => `${s.persona}:${s.state}`));
  for (const persona of PERSONA_IDS)
    for (const state of MARKET_STATE_IDS)
      if (!pairs.has(`${persona}:${state}`))
        problems.push(`flow.scripts: missing ${persona} x ${state}`);

  const refs = [...flow.quickLaunch, ...playbook.openers.flatMap((o) => o.resources)];
  for (const ref of refs)
    if (!docIds.has(ref.docId))
      problems.push(
        `document reference "${ref.docId}" (${ref.label}) is not in collateral/library`,
      );

  const links: string[] = [];
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      // Mail drafts also have a `to` (a mailbox key); links are the ones that are paths.
      if (typeof record.to === 'string' && record.to.startsWith('/')) links.push(record.to);
      Object.values(record).forEach(collect);
    }
  };
  collect(content);
  for (const link of links)
    if (!isKnownPath(link.split('#')[0]!)) problems.push(`link to "${link}" goes to no route`);
  for (const pendingPath of Object.keys(content.pending))
    if (!isKnownPath(pendingPath)) problems.push(`pending page "${pendingPath}" is not routed`);
  problems.push(...checkHubLinks(content.hub));

  return problems;
}

/** The hub's cards and onboarding steps (vault content) link exactly the routes marked `nav.hub` in the route table. */
export function checkHubLinks(
  hub: PortalSource['hub'],
  table: readonly RouteEntry[] = routeTable,
): string[] {
  const linked = new Set(
    [
      ...hub.productCards.flatMap((card) => card.links.map((link) => link.to)),
      ...hub.onboarding.steps.map((step) => step.to),
    ].map((to) => to.split('#')[0]!),
  );
  const marked = new Set(table.filter((route) => route.nav?.hub).map((route) => route.path));
  return [
    ...[...marked]
      .filter((path) => !linked.has(path))
      .map(
        (path) =>
          `hub: the route table puts ${path} on the hub (nav.hub), but no hub card or onboarding step links to it`,
      ),
    ...[...linked]
      .filter((path) => !marked.has(path))
      .map((path) => `hub: links to ${path}, which the route table does not mark nav.hub`),
  ];
}
