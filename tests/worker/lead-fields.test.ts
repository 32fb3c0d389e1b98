/**
 * The lead field table (src/shared/lead-fields.ts) against the leads table the migrations build:
 * the one place a lead's fields are checked rather than derived, since the migrations are history.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LEAD_FIELDS, type LeadFieldKind } from '@/shared/lead-fields';
import { startTestWorker, type TestWorker } from './harness';

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
}

/** How D1 stores each kind: its SQL type and whether NULL is allowed. */
const STORED: Record<LeadFieldKind, { type: string; notnull: number }> = {
  text: { type: 'TEXT', notnull: 1 },
  nullableText: { type: 'TEXT', notnull: 0 },
  count: { type: 'INTEGER', notnull: 1 },
  status: { type: 'TEXT', notnull: 1 },
  delivery: { type: 'TEXT', notnull: 1 },
  owner: { type: 'TEXT', notnull: 0 },
};

let worker: TestWorker;
beforeAll(async () => {
  worker = await startTestWorker();
});
afterAll(() => worker.dispose());

it('names every column of the migrated leads table once, with its type and nullability', () => {
  const columns = worker.query<ColumnInfo>('PRAGMA table_info(leads)');
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  expect(
    columns.map(({ name, type, notnull }) => ({ name, type, notnull })).sort(byName),
  ).toStrictEqual(
    LEAD_FIELDS.map((field) => ({ name: field.column, ...STORED[field.kind] })).sort(byName),
  );
  expect(columns).toHaveLength(26);
});
