/**
 * Every queue a Worker environment consumes is one the Worker's queue handler knows: production's
 * and staging's names differ, and a dead-letter queue handled as the main queue would send each
 * failed lead again instead of marking it failed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { INSIGHT_QUEUE_NAMES } from './insights';
import { LEAD_DEAD_LETTER_QUEUE_NAMES, LEAD_QUEUE_NAME } from './lead-notify';

interface QueueConfig {
  queues: {
    producers?: Array<{ binding: string; queue: string }>;
    consumers?: Array<{ queue: string; dead_letter_queue?: string }>;
  };
}

const config = (env?: string) =>
  unstable_readConfig({
    config: path.resolve(import.meta.dirname, 'wrangler.jsonc'),
    env,
  }) as unknown as QueueConfig;

describe('queue names in wrangler.jsonc', () => {
  it.each([
    [undefined, ''],
    ['staging', '-staging'],
  ])(
    'env %s: the handler tells the dead-letter and insight queues from the lead queue',
    (env, suffix) => {
      const { queues } = config(env);
      expect(queues.producers).toEqual([
        { binding: 'LEAD_QUEUE', queue: `${LEAD_QUEUE_NAME}${suffix}` },
        { binding: 'INSIGHT_QUEUE', queue: `msd-insight-hits${suffix}` },
      ]);
      const consumed = (queues.consumers ?? []).map((consumer) => consumer.queue);
      expect(consumed).toEqual([
        `${LEAD_QUEUE_NAME}${suffix}`,
        `${LEAD_QUEUE_NAME}${suffix}-dlq`,
        `msd-insight-hits${suffix}`,
      ]);
      expect(LEAD_DEAD_LETTER_QUEUE_NAMES).toContain(queues.consumers![0]!.dead_letter_queue);
      expect(LEAD_DEAD_LETTER_QUEUE_NAMES).toContain(consumed[1]);
      expect(INSIGHT_QUEUE_NAMES).toContain(consumed[2]);
      expect(LEAD_DEAD_LETTER_QUEUE_NAMES).not.toContain(consumed[0]);
      expect(INSIGHT_QUEUE_NAMES).not.toContain(consumed[0]);
    },
  );

  // A queue the setup steps forget makes the first deploy of that environment fail.
  it.each([
    [undefined, 'README.md'],
    ['staging', 'docs/runbook.md'],
  ])('env %s: every queue it uses has a create step in %s', (env, doc) => {
    const text = readFileSync(path.resolve(import.meta.dirname, '..', doc), 'utf8');
    const { queues } = config(env);
    const names = new Set([
      ...(queues.producers ?? []).map((producer) => producer.queue),
      ...(queues.consumers ?? []).map((consumer) => consumer.queue),
    ]);
    expect(names.size).toBe(3);
    for (const name of names) expect(text).toContain(`npx wrangler queues create ${name}`);
  });
});
