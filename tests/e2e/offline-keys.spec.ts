/**
 * Issue 25's acceptance in a real browser against the real Worker: each person unlocks the portal
 * offline with their own passkey (WebAuthn PRF, Chromium's virtual authenticator with hasPrf) or
 * passphrase, and a revoked device forgets everything at its next contact while a queued lead on
 * it is still delivered once. WebAuthn refuses an IP address as relying party: these browsers use
 * localhost.
 */
import type { Page } from '@playwright/test';
import {
  fromBase64Url,
  importContentKey,
  kekFromPassphrase,
  kekFromPrf,
  openOwnerSecrets,
  unwrapPrivateKey,
} from '../../src/shared/device-keys';
import { CSRF_HEADER, PEOPLE_API } from '../../src/shared/people';
import { deriveSyncCredential } from '../../src/shared/sync-credential';
import {
  decryptBytes,
  deriveVaultKey,
  fromBase64,
  type VaultHeader,
} from '../../src/shared/vault-crypto';

/** The stored enrolment's fields this test reads (src/features/portal-access/device-record.ts). */
interface StoredDevice {
  deviceId: string;
  method: string;
  salt: string;
  wrappedKey: { iv: string; ciphertext: string };
}
import { PORTAL_PACK_CACHE } from '../../src/shared/portal-pack';
import { DB_NAME, DEVICE_FLAG_KEYS, FLAG_KEYS } from '../../src/shared/storage-keys';
import { E2E_ADMIN_TOKEN } from './constants';
import { countRecords, readAll } from './app-storage';
import {
  cutNetwork,
  expect,
  ONE_SIZE,
  PORTAL_PASSWORD,
  test,
  waitForHydration,
  waitForServiceWorker,
} from './fixtures';
import {
  E2E_PASSPHRASE,
  invite,
  personalBrowser,
  signInAs,
  uniquePerson,
  type E2EPerson,
} from './people';

const service = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** Uses an invitation link in the page with a passkey: the person is then signed in there. */
async function joinWithPasskey(page: Page, person: E2EPerson): Promise<void> {
  const token = await invite(page.request, person);
  await page.goto(`/admin/welcome#invite=${token}`);
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `You are signed in as ${person.name}` }),
  ).toBeVisible();
}

async function csrfOf(page: Page): Promise<string> {
  const response = await page.request.get(PEOPLE_API.session);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

async function lockPortal(page: Page): Promise<void> {
  const lock = page.getByRole('button', { name: 'Lock portal' }).filter({ visible: true });
  if ((await lock.count()) === 0) await page.getByRole('button', { name: 'Open menu' }).click();
  await lock.first().click();
  // Locking forgets the stored session before it shows the unlock screen: a navigation before that
  // found the session still there and opened the portal unlocked.
  await expect(page.getByRole('button', { name: /^Unlock / }).first()).toBeVisible();
}

/** What IndexedDB and Cache Storage hold after a wipe. */
async function deviceStorage(page: Page) {
  return {
    flagKeys: (await readAll<{ key: string }>(page, 'flags')).map((flag) => flag.key).sort(),
    packFiles: await countRecords(page, 'packFiles'),
    keptFiles: await countRecords(page, 'keptFiles'),
    teamCache: await countRecords(page, 'teamCache'),
    outboxKinds: (await readAll<{ kind: string }>(page, 'outbox')).map((entry) => entry.kind),
    caches: await page.evaluate(() => caches.keys()),
  };
}

test.describe('per-person offline keys', ONE_SIZE, () => {
  test('a rep enrols with a passkey (PRF), unlocks offline and opens a document; revoked, the device forgets everything and its queued lead is delivered once', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const rep = uniquePerson('rep', 'prf');
    const { context, page } = await personalBrowser(browser, baseURL!, {
      prf: true,
      serviceWorkers: 'allow',
    });
    await joinWithPasskey(page, rep);

    await page.goto('/internal/portal');
    await waitForServiceWorker(page);
    await expect(page.getByText(`Signed in as ${rep.name}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Set up with my passkey' }).click();
    await expect(page.getByText('Available Now')).toBeVisible();
    const ready = page.locator('[data-pack-status="ready"]');
    await expect(ready).toBeVisible({ timeout: 90_000 });
    await expect(ready).toContainText(
      'Offline access on this device: 14 days left without a connection.',
    );
    await lockPortal(page);
    await expect(page.getByRole('button', { name: 'Unlock with my passkey' })).toBeVisible();

    // Offline: a lead is queued, then the portal unlocks with the passkey alone.
    await cutNetwork(context);
    const leadName = `Offline Lead ${rep.email.split('@')[0]}`;
    await page.goto('/data-in-action');
    // Filled before hydration, the controlled form would start empty and keep its button disabled.
    await waitForHydration(page);
    await page.getByLabel('Full name').fill(leadName);
    await page.getByLabel('Company').fill('Quant Research LLC');
    await page.getByLabel('Work email').fill(`${rep.email.split('@')[0]}@quant.example`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /open the signal history/i }).click();
    await expect.poll(async () => (await deviceStorage(page)).outboxKinds).toContain('lead');

    await page.goto('/internal/msd/docs');
    await page.getByRole('button', { name: 'Unlock with my passkey' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Collateral Library' })).toBeVisible();
    const card = page.locator('.library-results article[data-file-id="sales/battlecards"]');
    const popupPromise = context.waitForEvent('page');
    await card.getByRole('button', { name: /^View/ }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/^blob:/);
    await expect(popup.locator('main table').first()).toBeVisible();
    await popup.close();

    // An admin revokes the rep while the device is offline.
    const admin = await personalBrowser(browser, baseURL!, { prf: false, serviceWorkers: 'block' });
    await signInAs(admin.page, 'admin');
    const people = await admin.page.request.get(
      `${PEOPLE_API.people}?q=${encodeURIComponent(rep.email)}`,
    );
    const [person] = ((await people.json()) as { people: Array<{ id: string }> }).people;
    const revoked = await admin.page.request.patch(PEOPLE_API.person(person!.id), {
      headers: { [CSRF_HEADER]: await csrfOf(admin.page) },
      data: { status: 'revoked' },
    });
    expect(revoked.status()).toBe(200);
    await admin.context.close();

    // Back online: the next contact wipes the device; the queued lead still goes, once.
    await context.unroute('**/*');
    await context.setOffline(false);
    await page.goto('/internal/portal');
    await expect(page.getByText('Your access to the portal was removed')).toBeVisible({
      timeout: 20_000,
    });
    await expect
      .poll(async () => (await deviceStorage(page)).outboxKinds, { timeout: 30_000 })
      .toEqual([]);
    const storage = await deviceStorage(page);
    expect(storage.flagKeys).not.toContain(DEVICE_FLAG_KEYS.device);
    expect(storage.flagKeys).not.toContain(FLAG_KEYS.portalSession);
    expect(storage.flagKeys).toContain(DEVICE_FLAG_KEYS.wiped);
    expect(storage.packFiles).toBe(0);
    expect(storage.keptFiles).toBe(0);
    expect(storage.teamCache).toBe(0);
    expect(storage.caches).not.toContain('msd-portal-pack-v1');
    const leads = await page.request.get(`/api/leads?q=${encodeURIComponent(leadName)}`, {
      headers: service,
    });
    const found = ((await leads.json()) as { leads: Array<{ name: string }> }).leads.filter(
      (lead) => lead.name === leadName,
    );
    expect(found).toHaveLength(1);
    // A reload still says so, and offers nothing that opens the portal as this person.
    await page.reload();
    await expect(page.getByText('Your access to the portal was removed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unlock with my passkey' })).toHaveCount(0);
    await context.close();
  });

  test('an authenticator without PRF falls back to the passphrase, which then unlocks offline', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const rep = uniquePerson('rep', 'noprf');
    const { context, page } = await personalBrowser(browser, baseURL!, {
      prf: false,
      serviceWorkers: 'allow',
    });
    await joinWithPasskey(page, rep);
    const set = await page.request.put(PEOPLE_API.myPassphrase, {
      headers: { [CSRF_HEADER]: await csrfOf(page) },
      data: { passphrase: E2E_PASSPHRASE },
    });
    expect(set.status()).toBe(200);

    await page.goto('/internal/portal');
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Set up with my passkey' }).click();
    await expect(page.getByText('This passkey cannot hold an offline key')).toBeVisible();
    await page.getByLabel('Your passphrase', { exact: true }).fill('not the passphrase at all');
    await page.getByRole('button', { name: 'Set up with my passphrase' }).click();
    await expect(
      page.getByText('That is not your account passphrase: use the one you sign in with.'),
    ).toBeVisible();
    await page.getByLabel('Your passphrase', { exact: true }).fill(E2E_PASSPHRASE);
    await page.getByRole('button', { name: 'Set up with my passphrase' }).click();
    await expect(page.getByText('Available Now')).toBeVisible();
    await expect(page.locator('[data-pack-status="ready"]')).toBeVisible({ timeout: 90_000 });
    await lockPortal(page);

    await cutNetwork(context);
    await page.goto('/internal/msd/training');
    await page.getByLabel('Your passphrase', { exact: true }).fill('wrong passphrase here');
    await page.getByRole('button', { name: 'Unlock with my passphrase' }).click();
    await expect(page.getByText('Incorrect passphrase.')).toBeVisible();
    await page.getByLabel('Your passphrase', { exact: true }).fill(E2E_PASSPHRASE);
    await expect(page.getByRole('button', { name: 'Unlock with my passphrase' })).toBeEnabled({
      timeout: 10_000,
    });
    await page.getByRole('button', { name: 'Unlock with my passphrase' }).click();
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByLabel('Your passphrase', { exact: true })).toHaveCount(0);
    await context.close();
  });
});

/** Every string in a JSON value, with where it was found. */
function stringsIn(value: unknown, at = '$', out: Array<[string, string]> = []) {
  if (typeof value === 'string') out.push([at, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => stringsIn(item, `${at}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) stringsIn(item, `${at}.${key}`, out);
  return out;
}

/** A text as the bytes an attacker would try: itself, and its base64 or base64url decoding. */
function byteForms(text: string): Uint8Array<ArrayBuffer>[] {
  const forms = [new TextEncoder().encode(text)];
  for (const decode of [fromBase64, fromBase64Url])
    try {
      forms.push(decode(text));
    } catch {
      // not that encoding
    }
  return forms;
}

test.describe('a stolen copy of a locked device', ONE_SIZE, () => {
  test('opens nothing with wrong owner guesses, the sync credential or any value stored on the device', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const rep = uniquePerson('rep', 'copy');
    const { context, page } = await personalBrowser(browser, baseURL!, {
      prf: true,
      serviceWorkers: 'allow',
    });
    await joinWithPasskey(page, rep);
    await page.goto('/internal/portal');
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Set up with my passkey' }).click();
    await expect(page.locator('[data-pack-status="ready"]')).toBeVisible({ timeout: 90_000 });
    await lockPortal(page);
    await expect(page.getByRole('button', { name: 'Unlock with my passkey' })).toBeVisible();

    // The copy: every IndexedDB record (no CryptoKey may be left at rest) and the vault's bytes.
    const copy = await page.evaluate(
      async ({ database, packCache }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(database);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
        });
        const records: Record<string, unknown[]> = {};
        let cryptoKeys = 0;
        const count = (value: unknown): void => {
          if (value instanceof CryptoKey) cryptoKeys += 1;
          else if (value && typeof value === 'object') Object.values(value).forEach(count);
        };
        for (const store of Array.from(db.objectStoreNames)) {
          const all = await new Promise<unknown[]>((resolve, reject) => {
            const request = db.transaction(store, 'readonly').objectStore(store).getAll();
            request.onsuccess = () => resolve(request.result as unknown[]);
            request.onerror = () => reject(request.error ?? new Error(store));
          });
          records[store] = all;
          all.forEach(count);
        }
        db.close();
        const cache = await caches.open(packCache);
        const read = async (path: string) => {
          const response = await cache.match(path);
          if (!response) return null;
          const bytes = new Uint8Array(await response.arrayBuffer());
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          return btoa(binary);
        };
        return {
          records,
          cryptoKeys,
          header: await read('/vault/header.json'),
          vault: await read('/vault/vault.bin'),
          cached: (await cache.keys()).length,
        };
      },
      { database: DB_NAME, packCache: PORTAL_PACK_CACHE },
    );
    await context.close();
    expect(copy.cryptoKeys).toBe(0);
    expect(copy.cached).toBeGreaterThan(10);
    expect(copy.header).not.toBeNull();
    expect(copy.vault).not.toBeNull();
    const header = JSON.parse(new TextDecoder().decode(fromBase64(copy.header!))) as VaultHeader;
    const vault = fromBase64(copy.vault!);
    const device = (copy.records.flags as Array<{ key: string; value: unknown }>).find(
      (flag) => flag.key === DEVICE_FLAG_KEYS.device,
    )!.value as StoredDevice;
    expect(device.method).toBe('passkey');

    const ownerSalt = fromBase64(header.kdf.salt);
    const deviceSalt = fromBase64Url(device.salt);
    const opensVault = async (key: CryptoKey) =>
      decryptBytes(key, fromBase64(header.vault.iv), vault).then(
        () => true,
        () => false,
      );
    const opensOwner = async (passphrase: string) => {
      const ownerKey = await deriveVaultKey(passphrase, ownerSalt, header.kdf.iterations);
      return openOwnerSecrets(ownerKey, header.owner, header.epoch).then(
        () => true,
        () => false,
      );
    };
    const opensDeviceKey = async (kek: CryptoKey) =>
      unwrapPrivateKey(kek, device.wrappedKey, device.deviceId).then(
        () => true,
        () => false,
      );

    // The harness can succeed: the owner passphrase (not on the device) opens the owner blob.
    expect(await opensOwner(PORTAL_PASSWORD)).toBe(true);

    const stored = stringsIn(copy.records).filter(
      ([, text]) => text.length > 0 && text.length <= 512,
    );
    const syncCredential = await deriveSyncCredential(
      PORTAL_PASSWORD,
      ownerSalt,
      header.kdf.iterations,
    );
    const guesses: Array<[string, string]> = [
      ['guess', 'meridian-demo-portal '],
      ['guess', 'Meridian-Demo-Portal'],
      ['guess', 'password'],
      ['guess', rep.email],
      ['sync credential', syncCredential],
    ];
    const opened: string[] = [];
    for (const [where, text] of [...stored, ...guesses]) {
      for (const bytes of byteForms(text)) {
        if (bytes.length === 32) {
          if (await opensVault(await importContentKey(bytes)))
            opened.push(`${where} as the content key`);
          if (await opensDeviceKey(await kekFromPrf(bytes, deviceSalt)))
            opened.push(`${where} as a PRF output`);
        }
      }
    }
    // The slow ones (one PBKDF2-600k run each): as the owner passphrase and as a device passphrase.
    for (const [where, text] of [
      ...guesses,
      ...stored.filter(([, t]) => t.length <= 64).slice(0, 12),
    ]) {
      if (await opensOwner(text)) opened.push(`${where} as the owner passphrase`);
      if (await opensDeviceKey(await kekFromPassphrase(text, deviceSalt)))
        opened.push(`${where} as the device passphrase`);
    }
    expect(opened).toEqual([]);
  });
});
