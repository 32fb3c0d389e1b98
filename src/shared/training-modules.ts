/** The six training modules' ids, in course order: not confidential (the lessons themselves live in the vault). */
export const MODULE_IDS = [
  'foundations',
  'discovery',
  'roi',
  'objections',
  'demo',
  'closing',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];
