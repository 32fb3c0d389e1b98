// After `stryker run`: each mutated module's score from reports/mutation/mutation.json, failing the
// run when any one is under the floor (Stryker's own `thresholds.break` only checks the total).
import { readFileSync } from 'node:fs';

const FLOOR = 85;
const report = JSON.parse(
  readFileSync(new URL('../reports/mutation/mutation.json', import.meta.url), 'utf8'),
);
const DETECTED = new Set(['Killed', 'Timeout']);
const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);

const rows = Object.entries(report.files).map(([file, { mutants }]) => {
  const count = (status) => mutants.filter((m) => m.status === status).length;
  const counted = mutants.filter((m) => COUNTED.has(m.status)).length;
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
  return {
    file,
    score: counted ? Math.floor((detected / counted) * 10_000) / 100 : 100,
    killed: count('Killed'),
    survived: count('Survived'),
    noCoverage: count('NoCoverage'),
    timeout: count('Timeout'),
    errors: count('CompileError') + count('RuntimeError'),
  };
});

console.table(rows);
const low = rows.filter((row) => row.score < FLOOR);
if (low.length) {
  console.error(
    `Mutation score under ${FLOOR}% in: ${low.map((row) => `${row.file} (${row.score}%)`).join(', ')}`,
  );
  process.exit(1);
}
console.log(`Every module is at or above ${FLOOR}%.`);
