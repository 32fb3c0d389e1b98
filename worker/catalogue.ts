/**
 * Which documents and lessons exist, for a Worker that cannot read the vault: the build commits
 * truncated SHA-256 digests of the catalogue's document ids and the course's lessons
 * (worker/generated/catalogue-ids.ts, scripts/worker-catalogue.mjs), and ids are hashed the same way here.
 */
import type { FieldProblem } from '../src/shared/lead';
import type { PortalEvent } from '../src/shared/portal-events';
import { COURSE_LESSON_HASHES, DOCUMENT_ID_HASHES } from './generated/catalogue-ids';

const documents = new Set(DOCUMENT_ID_HASHES);
const lessons = new Set(COURSE_LESSON_HASHES);
/** How many lessons the course has: certification is every one of them. */
export const COURSE_LESSON_COUNT = lessons.size;

const hexDigits = DOCUMENT_ID_HASHES[0]?.length ?? 32;
// Ids repeat (a few hundred documents, two dozen lessons): hash each once per isolate.
const digests = new Map<string, Promise<string>>();
const MAX_CACHED = 10_000;

function hash(text: string): Promise<string> {
  let digest = digests.get(text);
  if (!digest) {
    digest = crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then((bytes) =>
      [...new Uint8Array(bytes)]
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join('')
        .slice(0, hexDigits),
    );
    if (digests.size >= MAX_CACHED) digests.clear();
    digests.set(text, digest);
  }
  return digest;
}

export async function isCatalogueDocument(documentId: string): Promise<boolean> {
  return documents.has(await hash(documentId));
}

export async function isCourseLesson(moduleId: string, lessonId: string): Promise<boolean> {
  return lessons.has(await hash(`${moduleId}/${lessonId}`));
}

/**
 * The batch's references to documents or lessons that do not exist, named like the schema's
 * problems. `isPublished` knows the library studio's documents (issue 26), which no build lists.
 */
export async function unknownReferences(
  events: readonly PortalEvent[],
  isPublished: (documentId: string) => Promise<boolean> = () => Promise.resolve(false),
): Promise<FieldProblem[]> {
  const problems = await Promise.all(
    events.map(async (event, index): Promise<FieldProblem | null> => {
      if (
        (event.kind === 'doc_viewed' || event.kind === 'doc_downloaded') &&
        !(await isCatalogueDocument(event.documentId)) &&
        !(await isPublished(event.documentId))
      )
        return {
          field: `events.${index}.documentId`,
          message: 'documentId is not a document of the catalogue.',
        };
      if (
        event.kind === 'lesson_completed' &&
        !(await isCourseLesson(event.moduleId, event.lessonId))
      )
        return {
          field: `events.${index}.lessonId`,
          message: `lessonId is not a lesson of the module ${event.moduleId}.`,
        };
      return null;
    }),
  );
  return problems.filter((problem) => problem !== null).slice(0, 20);
}
