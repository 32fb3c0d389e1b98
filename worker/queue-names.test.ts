/**
 * Every queue a Worker environment consumes is one the Worker's queue handler knows: production's
 * and staging's names differ, and a dead-letter queue handled as the main queue would send each
 * failed lead again instead of marking it failed.
 */
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
});
