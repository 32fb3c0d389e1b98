/**
 * The library's part of the daily Cron (issue 26): uploads nobody finished or used within a day go
 * (the R2 multipart upload aborted, or the unused object deleted, and their rows), and each document
 * whose expiry day has passed gets one library.expired audit row (the feed already leaves it out).
 */
import { auditStatement, SERVICE_ACTOR } from './audit';
import { discardUpload, UPLOAD_MAX_AGE_MS, utcDay } from './library';
import { markExpiredLogged, newlyExpired, staleUploads } from './library-queries';
import type { Env } from './env';
import { logError, logInfo } from './logger';

export async function runLibraryCleanup(
  env: Env,
  now: number,
): Promise<{ uploads: number; expired: number }> {
  let uploads = 0;
  for (const upload of await staleUploads(env.DB, now - UPLOAD_MAX_AGE_MS)) {
    try {
      await discardUpload(env, upload);
      uploads += 1;
    } catch (error) {
      logError('library cleanup: an upload could not be removed', error, {
        upload: upload.upload_id,
      });
    }
  }
  const expired = await newlyExpired(env.DB, utcDay(now));
  if (expired.length)
    await env.DB.batch(
      expired.flatMap((doc) => [
        auditStatement(
          env.DB,
          null,
          {
            action: 'library.expired',
            actor: SERVICE_ACTOR,
            subject: doc.doc_id,
            detail: { version: doc.published_version, expiresAt: doc.expires_at },
          },
          now,
        ),
        markExpiredLogged(env.DB, doc.doc_id, doc.expires_at!),
      ]),
    );
  logInfo('library cleanup', { uploadsRemoved: uploads, documentsExpired: expired.length });
  return { uploads, expired: expired.length };
}
