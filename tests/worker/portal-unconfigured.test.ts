/** A Worker deployed without PORTAL_SYNC_VERIFIER refuses portal sync as "not configured", never as a crash. */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestWorker, type TestWorker } from './harness';
import { credentials, expectJsonError, getJson, portalEvent, postEvents } from './portal-helpers';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startTestWorker({ vars: { PORTAL_SYNC_VERIFIER: 'not-a-hex-digest' } });
}, 90_000);
afterAll(async () => worker?.dispose());

describe('portal sync without a usable verifier', () => {
  it('answers 503 sync_not_configured on every portal route', async () => {
    const { current } = await credentials();
    const batch = {
      events: [
        portalEvent(
          { name: 'Ada', email: 'ada@firm.example' },
          'training_reset',
          new Date().toISOString(),
        ),
      ],
    };
    await expectJsonError(await postEvents(worker, batch, current), 503, 'sync_not_configured');
    for (const path of ['/api/portal/progress?email=ada@firm.example', '/api/portal/whoami']) {
      await expectJsonError(await getJson(worker, path, current), 503, 'sync_not_configured');
    }
  });
});
