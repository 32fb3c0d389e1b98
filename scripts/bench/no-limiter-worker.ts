/**
 * Benchmark only: the real Worker with the rate limiter's local emulation replaced by one that
 * always allows, so the lead-throughput row can say whether a miss is the code or the emulator.
 */
import worker from '../../worker/index';
import type { Env } from '../../worker/env';

const allowAll = { limit: async () => ({ success: true }) } as unknown as RateLimit;

export default {
  fetch: (request, env) => worker.fetch(request, { ...env, LEAD_RATE_LIMITER: allowAll }),
} satisfies ExportedHandler<Env>;
