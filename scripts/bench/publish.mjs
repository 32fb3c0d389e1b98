/**
 * Publish without a deploy (issue 26, docs/decisions/0026): the time from a manager's publish of a
 * 20 MB file to that file opening offline on a rep's device, and the bytes that device downloads
 * for it (target: the file's size plus at most 5%). The manager works through the API as the
 * studio does (the file sealed under the content key with its own random key, three parts, then
 * the document published); the device is a real browser with the portal unlocked and its pack
 * complete, offline while the manager publishes. Its clock starts when the publish is answered;
 * the device then comes online (its next contact), fetches the feed and the file, goes offline
 * again and saves the file from the library (decrypted, sha-256 checked against the original).
 * The device talks to the Worker through a counting proxy, so the bytes are the ones that left
 * the server for it (bodies, uncompressed).
 */
import { createHash, randomBytes as nodeRandomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { runnerImport } from 'vite';
import { median, round } from './stats.mjs';

const FILE_BYTES = 20 * 1024 * 1024;
const PASSPHRASE = 'correct horse battery staple bench';
const LIBRARY = '/internal/msd/docs';

/** A reverse proxy in front of the Worker that counts the response bytes it passes on. */
function countingProxy(target) {
  const counter = { bytes: 0 };
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const proxied = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk) => {
          counter.bytes += chunk.length;
        });
        answer.pipe(res);
      },
    );
    proxied.on('error', () => res.destroy());
    req.pipe(proxied);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        counter,
        url: `http://localhost:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

/** A manager signed in through the API: their cookie and CSRF token, as the studio holds them. */
async function signInManager(url, adminToken) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const invited = await fetch(`${url}/api/people`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `bench.manager.${tag}@people.test`,
      name: `Bench manager ${tag}`,
      role: 'manager',
    }),
  });
  if (invited.status !== 201) throw new Error(`inviting a manager: HTTP ${invited.status}`);
  const { invite } = await invited.json();
  const token = invite.url.slice(invite.url.indexOf('#invite=') + '#invite='.length);
  const joined = await fetch(`${url}/api/auth/invite/passphrase`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ token, passphrase: PASSPHRASE }),
  });
  if (!joined.ok) throw new Error(`the manager's invitation: HTTP ${joined.status}`);
  const cookie = joined.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const session = await (
    await fetch(`${url}/api/auth/session`, { headers: { Cookie: cookie } })
  ).json();
  return { cookie, csrf: session.csrfToken };
}

/** What the studio does for a new document: encrypt, upload in parts, publish. */
async function publish(url, manager, shared, key, epoch, { bytes, title }) {
  const { LIBRARY_API, partCount, partSize, sealJson, uploadAad, entryAad, newStudioDocId } =
    shared;
  const headers = {
    Cookie: manager.cookie,
    'X-CSRF-Token': manager.csrf,
    Origin: url,
  };
  const fileKey = nodeRandomBytes(32);
  const iv = nodeRandomBytes(12);
  const aes = await crypto.subtle.importKey('raw', fileKey, 'AES-GCM', false, ['encrypt']);
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, bytes));
  const cipherSha256 = createHash('sha256').update(cipher).digest('hex');
  const plainSha256 = createHash('sha256').update(bytes).digest('hex');
  const secret = {
    key: fileKey.toString('base64url'),
    iv: iv.toString('base64'),
    sha256: plainSha256,
    fileName: `${title}.pdf`,
    size: bytes.length,
  };
  const started = await fetch(`${url}${LIBRARY_API.uploads}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      cipherSize: cipher.length,
      cipherSha256,
      secret: await sealJson(key, epoch, uploadAad(cipherSha256), secret),
    }),
  });
  if (started.status !== 201 && started.status !== 200)
    throw new Error(`starting the upload: HTTP ${started.status} ${await started.text()}`);
  const { uploadId } = await started.json();
  let offset = 0;
  for (let part = 1; part <= partCount(cipher.length); part += 1) {
    const size = partSize(cipher.length, part);
    const put = await fetch(`${url}${LIBRARY_API.uploadPart(uploadId, part)}`, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/octet-stream' },
      body: cipher.subarray(offset, offset + size),
    });
    if (!put.ok) throw new Error(`part ${part}: HTTP ${put.status} ${await put.text()}`);
    offset += size;
  }
  const completed = await fetch(`${url}${LIBRARY_API.uploadComplete(uploadId)}`, {
    method: 'POST',
    headers,
  });
  if (!completed.ok) throw new Error(`completing the upload: HTTP ${completed.status}`);
  const { file } = await completed.json();
  const docId = newStudioDocId();
  const entry = {
    fields: {
      title,
      description: 'A 20 MB file published by the benchmark.',
      category: 'Sales',
      tags: ['Sales'],
      updatedAt: new Date().toISOString().slice(0, 10),
      complianceFlag: false,
    },
    file: {
      path: file.path,
      key: secret.key,
      iv: secret.iv,
      sha256: plainSha256,
      fileName: secret.fileName,
      mimeType: 'application/pdf',
      fileType: 'PDF',
      size: bytes.length,
    },
  };
  const created = await fetch(`${url}${LIBRARY_API.documents}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      docId,
      version: 1,
      entry: await sealJson(key, epoch, entryAad(docId, 1), entry),
      uploadId,
      publish: true,
    }),
  });
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`publishing: HTTP ${created.status} ${await created.text()}`);
  return { docId, path: file.path, plainSha256, cipherSize: cipher.length };
}

/** Whether the device's pack records `path` (IndexedDB `msd`, table packFiles). */
function packHolds(page, filePath) {
  return page.evaluate(
    (wanted) =>
      new Promise((resolve) => {
        const open = indexedDB.open('msd');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('packFiles')) return resolve(false);
          const get = db.transaction('packFiles').objectStore('packFiles').get(wanted);
          get.onsuccess = () => resolve(Boolean(get.result));
          get.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
    filePath,
  );
}

export async function benchPublish({
  root,
  browser,
  url,
  adminToken,
  password,
  contentKey,
  rounds = 3,
}) {
  const [{ module: shared }, { module: keys }] = await Promise.all([
    runnerImport(path.join(root, 'src/shared/library-publish.ts')),
    runnerImport(path.join(root, 'src/shared/device-keys.ts')),
  ]);
  const parsed = keys.parseContentKeySecret(contentKey);
  if (!parsed) throw new Error('bench: the Worker has no PORTAL_CONTENT_KEY for this build');
  const key = await keys.importContentKey(parsed.contentKey, ['encrypt', 'decrypt']);
  const manager = await signInManager(url, adminToken);
  const proxy = await countingProxy(url);
  const context = await browser.newContext({
    baseURL: proxy.url,
    viewport: { width: 1366, height: 768 },
    serviceWorkers: 'allow',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const times = [];
  const ratios = [];
  try {
    await page.goto(LIBRARY);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Unlock Portal' }).click();
    await page.locator('[data-pack-status="ready"]').waitFor({ timeout: 120_000 });
    for (let round = 1; round <= rounds; round += 1) {
      await context.setOffline(true);
      const bytes = nodeRandomBytes(FILE_BYTES);
      bytes.write('%PDF-1.7\n', 0);
      const title = `Bench publish ${round} ${Date.now().toString(36)}`;
      const published = await publish(url, manager, shared, key, parsed.epoch, { bytes, title });
      const started = performance.now();
      proxy.counter.bytes = 0;
      // The device's next contact: it comes online (the page refreshes the feed on `online`).
      await context.setOffline(false);
      const deadline = Date.now() + 120_000;
      while (!(await packHolds(page, published.path))) {
        if (Date.now() > deadline) throw new Error(`the device never stored ${published.path}`);
        await page.waitForTimeout(50);
      }
      await context.setOffline(true);
      const card = page.locator('article.doc-card', { hasText: title });
      await card.waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('link', { name: /^Download/ }).click(),
      ]);
      const saved = await readFile(await download.path());
      const elapsed = performance.now() - started;
      if (createHash('sha256').update(saved).digest('hex') !== published.plainSha256)
        throw new Error('the device opened bytes that are not the published file');
      times.push(elapsed);
      ratios.push(proxy.counter.bytes / FILE_BYTES);
    }
  } finally {
    await context.close();
    await proxy.close();
  }
  const ratio = median(ratios);
  return [
    {
      name: 'Publish a 20 MB file to "opens offline on another device" (feed + pack + decrypt)',
      value: round(median(times) / 1000, 2),
      unit: 's',
      target: 'reported',
      pass: true,
    },
    {
      name: 'Bytes the other device downloads for a published 20 MB file',
      value: round((ratio * FILE_BYTES) / (1024 * 1024), 3),
      unit: 'MB',
      baseline: round(FILE_BYTES / (1024 * 1024), 2),
      ratio: round(ratio, 4),
      target: '<= 1.05x the file',
      pass: ratio <= 1.05,
    },
  ];
}
