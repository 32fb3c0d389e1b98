/**
 * The shared publishing rules (issue 26) with exact values: URLs, part sizes at their edges, the
 * text rule's refused characters, every schema's limits and messages, and sealing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  DOCUMENT_STATES,
  GCM_TAG_BYTES,
  LIBRARY_API,
  LIBRARY_FILE_PREFIX,
  LIBRARY_LIMITS,
  LIBRARY_STUDIO_PATH,
  MAX_LIBRARY_FILE_BYTES,
  OBJECT_KEY_PATTERN,
  SALES_STAGES,
  UPLOAD_PART_BYTES,
  cipherFileSchema,
  completeUploadAnswerSchema,
  createDocumentRequest,
  createVersionRequest,
  docIdSchema,
  documentAnswerSchema,
  entryAad,
  feedAnswerSchema,
  fileNameSchema,
  fileSecretSchema,
  isoDateSchema,
  libraryEntrySchema,
  libraryFieldsSchema,
  libraryFilePath,
  newStudioDocId,
  openJson,
  openUploadsAnswerSchema,
  partCount,
  partSize,
  sealJson,
  sealedJsonSchema,
  startUploadRequest,
  studioAnswerSchema,
  unsafeTextReason,
  updateDocumentRequest,
  uploadAad,
  uploadAnswerSchema,
  uploadSecretSchema,
} from './library-publish';
import { importContentKey } from './device-keys';
import { fromBase64Url, randomBytes, toBase64Url } from './vault-crypto';

const MiB = 1024 * 1024;
const HEX32 = '0123456789abcdef'.repeat(2);
const SHA = 'ab'.repeat(32);
const PATH = `/api/library/files/${HEX32}`;
const KEY = 'A-_z'.repeat(10) + 'abc';
const IV = 'aXZpdml2aXZpdml2';
const SEALED = { epoch: 1, iv: 'abcdefghijklmnop', data: 'c2VhbGVk' };

/** The issue paths ('' for the value itself), in order. */
function refusedAt(schema: z.ZodMiniType, input: unknown): string[] {
  const result = z.safeParse(schema, input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}
/** The issue messages, in order ([] when accepted). */
function messages(schema: z.ZodMiniType, input: unknown): string[] {
  const result = z.safeParse(schema, input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
function parsed(schema: z.ZodMiniType, input: unknown): unknown {
  const result = z.safeParse(schema, input);
  if (!result.success) throw new Error(`refused: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

describe('paths and constants', () => {
  it('builds every studio and feed URL, encoding the ids', () => {
    expect(LIBRARY_STUDIO_PATH).toBe('/admin/library');
    expect(LIBRARY_API.studio).toBe('/api/library/studio');
    expect(LIBRARY_API.documents).toBe('/api/library/documents');
    expect(LIBRARY_API.document('sales/battle cards')).toBe(
      '/api/library/documents/sales%2Fbattle%20cards',
    );
    expect(LIBRARY_API.versions('sales/battlecards')).toBe(
      '/api/library/documents/sales%2Fbattlecards/versions',
    );
    expect(LIBRARY_API.uploads).toBe('/api/library/uploads');
    expect(LIBRARY_API.upload('a/b')).toBe('/api/library/uploads/a%2Fb');
    expect(LIBRARY_API.uploadPart('a/b', 3)).toBe('/api/library/uploads/a%2Fb/parts/3');
    expect(LIBRARY_API.uploadComplete('a/b')).toBe('/api/library/uploads/a%2Fb/complete');
    expect(LIBRARY_API.feed).toBe('/api/library/feed');
  });

  it('puts published files under the library prefix with a 32-hex object key', () => {
    expect(LIBRARY_FILE_PREFIX).toBe('/api/library/files/');
    expect(libraryFilePath(HEX32)).toBe(PATH);
    expect(OBJECT_KEY_PATTERN.test(HEX32)).toBe(true);
    expect(OBJECT_KEY_PATTERN.test(HEX32.slice(1))).toBe(false);
    expect(OBJECT_KEY_PATTERN.test(`${HEX32}0`)).toBe(false);
    expect(OBJECT_KEY_PATTERN.test(HEX32.toUpperCase())).toBe(false);
    expect(OBJECT_KEY_PATTERN.test(`x${HEX32}`)).toBe(false);
  });

  it('has the limits the studio and the Worker share', () => {
    expect(MAX_LIBRARY_FILE_BYTES).toBe(104_857_600);
    expect(GCM_TAG_BYTES).toBe(16);
    expect(UPLOAD_PART_BYTES).toBe(8_388_608);
    expect(LIBRARY_LIMITS).toEqual({
      title: { min: 3, max: 160 },
      description: { min: 10, max: 1200 },
      tags: 8,
      audience: 120,
      versionLabel: 24,
      fileName: 180,
      note: 500,
      versions: 200,
    });
    expect(SALES_STAGES).toEqual(['Awareness', 'Discovery', 'Demo', 'Evaluation', 'Close']);
    expect(DOCUMENT_STATES).toEqual(['draft', 'published', 'retired']);
  });
});

describe('partCount and partSize', () => {
  const sizes = (cipherSize: number) =>
    Array.from({ length: partCount(cipherSize) }, (_, i) => partSize(cipherSize, i + 1));

  it('is one part (of the whole size) up to exactly 8 MiB', () => {
    expect(partCount(0)).toBe(1);
    expect(sizes(0)).toEqual([0]);
    expect(partCount(1)).toBe(1);
    expect(sizes(1)).toEqual([1]);
    expect(partCount(8 * MiB - 1)).toBe(1);
    expect(sizes(8 * MiB - 1)).toEqual([8 * MiB - 1]);
    expect(partCount(8 * MiB)).toBe(1);
    expect(sizes(8 * MiB)).toEqual([8 * MiB]);
  });

  it('starts a new part one byte past each multiple of 8 MiB; the last part holds the rest', () => {
    expect(partCount(8 * MiB + 1)).toBe(2);
    expect(sizes(8 * MiB + 1)).toEqual([8 * MiB, 1]);
    expect(partCount(16 * MiB)).toBe(2);
    expect(sizes(16 * MiB)).toEqual([8 * MiB, 8 * MiB]);
    expect(partCount(16 * MiB + 1)).toBe(3);
    expect(sizes(16 * MiB + 1)).toEqual([8 * MiB, 8 * MiB, 1]);
  });

  it('splits the largest ciphertext (100 MiB and its tag) into 13 parts', () => {
    const largest = MAX_LIBRARY_FILE_BYTES + GCM_TAG_BYTES;
    expect(partCount(largest)).toBe(13);
    expect(partSize(largest, 12)).toBe(8 * MiB);
    expect(partSize(largest, 13)).toBe(4 * MiB + 16);
    expect(sizes(largest).reduce((sum, size) => sum + size, 0)).toBe(largest);
  });

  it('is 0 for a part number outside 1..parts', () => {
    expect(partSize(8 * MiB + 1, 0)).toBe(0);
    expect(partSize(8 * MiB + 1, -1)).toBe(0);
    expect(partSize(8 * MiB + 1, 3)).toBe(0);
    expect(partSize(8 * MiB, 2)).toBe(0);
    expect(partSize(0, 2)).toBe(0);
  });
});

describe('unsafeTextReason', () => {
  const CONTROL = 'has a control character';
  const FORMAT = 'has an invisible or direction-changing character';
  const BROKEN = 'has a broken character';

  it('accepts ordinary text, accents, emoji and non-breaking spaces', () => {
    expect(unsafeTextReason('Pricing — Q3 résumé 🚀 \u00A0 \u00A9')).toBeNull();
    expect(unsafeTextReason('')).toBeNull();
  });

  it('refuses C0 and C1 control characters at both ends of their ranges', () => {
    for (const c of [
      '\u0000',
      '\u0008',
      '\u000B',
      '\u000C',
      '\u000D',
      '\u001F',
      '\u007F',
      '\u009F',
    ])
      for (const multiline of [false, true])
        expect([c.charCodeAt(0), unsafeTextReason(`a${c}b`, multiline)]).toEqual([
          c.charCodeAt(0),
          CONTROL,
        ]);
    expect(unsafeTextReason(' ~\u00A0')).toBeNull();
  });

  it('allows tab and newline only in multiline text', () => {
    expect(unsafeTextReason('a\tb')).toBe(CONTROL);
    expect(unsafeTextReason('a\nb')).toBe(CONTROL);
    expect(unsafeTextReason('a\tb', false)).toBe(CONTROL);
    expect(unsafeTextReason('a\tb', true)).toBeNull();
    expect(unsafeTextReason('a\nb\n', true)).toBeNull();
  });

  it('refuses bidi overrides and isolates, zero-width and other format characters', () => {
    const refused = [
      '\u00AD', // soft hyphen
      '\u061C', // Arabic letter mark
      '\u180E', // Mongolian vowel separator
      '\u200B', // zero-width space
      '\u200C',
      '\u200D',
      '\u200E',
      '\u200F', // right-to-left mark
      '\u202A',
      '\u202C',
      '\u202E', // right-to-left override
      '\u2060', // word joiner
      '\u2064',
      '\u2066', // isolates
      '\u2069',
      '\u206F',
      '\uFEFF', // byte order mark / zero-width no-break space
      '\uFFF9', // interlinear annotation
      '\uFFFB',
    ];
    for (const c of refused)
      expect([c.charCodeAt(0), unsafeTextReason(`x${c}y`, true)]).toEqual([
        c.charCodeAt(0),
        FORMAT,
      ]);
    // Their neighbours are ordinary characters.
    for (const c of [
      '\u00AC',
      '\u00AE',
      '\u200A',
      '\u2010',
      '\u2029',
      '\u202F',
      '\u205F',
      '\u2070',
      '\uFEFE',
      '\uFFF8',
      '\uFFFC',
    ])
      expect([c.charCodeAt(0), unsafeTextReason(`x${c}y`)]).toEqual([c.charCodeAt(0), null]);
  });

  it('refuses a lone surrogate wherever it is, but not a pair', () => {
    expect(unsafeTextReason('a\uD83D\uDE80b')).toBeNull();
    expect(unsafeTextReason('\uD83D\uDE80')).toBeNull();
    expect(unsafeTextReason('a\uD800')).toBe(BROKEN);
    expect(unsafeTextReason('\uDBFFb')).toBe(BROKEN);
    expect(unsafeTextReason('a\uDC00')).toBe(BROKEN);
    expect(unsafeTextReason('\uDFFFb')).toBe(BROKEN);
    expect(unsafeTextReason('\uDE80\uD83D')).toBe(BROKEN);
    expect(unsafeTextReason('\uD83D\uD83D\uDE80')).toBe(BROKEN);
    expect(unsafeTextReason('\uD83D\uDE80\uDE80')).toBe(BROKEN);
  });

  it('names a control character before a format character, and that before a broken one', () => {
    expect(unsafeTextReason('\uD800\u202E\u0007')).toBe(CONTROL);
    expect(unsafeTextReason('\uD800\u202E')).toBe(FORMAT);
  });
});

const FIELDS = {
  title: 'Pricing deck',
  description: 'How we price the platform.',
  category: 'Sales',
  tags: ['Sales', 'Pricing'],
  updatedAt: '2026-11-20',
  complianceFlag: false,
};

describe('libraryFieldsSchema', () => {
  const fieldMessages = (over: Record<string, unknown>) =>
    messages(libraryFieldsSchema, { ...FIELDS, ...over });

  it('accepts the fields and trims the text', () => {
    expect(
      parsed(libraryFieldsSchema, {
        ...FIELDS,
        title: '  Pricing deck  ',
        description: '\nHow we price the platform.\n',
        featured: true,
        version: ' v2 ',
        audience: ' AEs ',
        persona: 'c-suite',
        stage: 'Close',
      }),
    ).toEqual({
      ...FIELDS,
      featured: true,
      version: 'v2',
      audience: 'AEs',
      persona: 'c-suite',
      stage: 'Close',
    });
  });

  it('holds the title to 3..160 characters after trimming', () => {
    expect(fieldMessages({ title: '  ab  ' })).toEqual(['The title needs at least 3 characters.']);
    expect(fieldMessages({ title: 'abc' })).toEqual([]);
    expect(fieldMessages({ title: 'a'.repeat(160) })).toEqual([]);
    expect(fieldMessages({ title: 'a'.repeat(161) })).toEqual([
      'The title is at most 160 characters.',
    ]);
  });

  it('refuses each unsafe character class in a title, and a line break', () => {
    expect(fieldMessages({ title: 'Deck\u0007' })).toEqual(['The title has a control character.']);
    expect(fieldMessages({ title: 'Deck\none' })).toEqual(['The title has a control character.']);
    expect(fieldMessages({ title: 'Deck\u202Eevil' })).toEqual([
      'The title has an invisible or direction-changing character.',
    ]);
    expect(fieldMessages({ title: 'Deck\u200Bone' })).toEqual([
      'The title has an invisible or direction-changing character.',
    ]);
    expect(fieldMessages({ title: 'Pric\u00ADing' })).toEqual([
      'The title has an invisible or direction-changing character.',
    ]);
    expect(fieldMessages({ title: 'Deck \uD800 one' })).toEqual([
      'The title has a broken character.',
    ]);
  });

  it('allows line breaks and tabs in the description only, and holds it to 10..1200', () => {
    expect(fieldMessages({ description: 'Line one.\nLine two.\tTabbed.' })).toEqual([]);
    expect(fieldMessages({ description: 'Line one.\u0000' })).toEqual([
      'The description has a control character.',
    ]);
    expect(fieldMessages({ description: 'Line one.\u202E' })).toEqual([
      'The description has an invisible or direction-changing character.',
    ]);
    expect(fieldMessages({ description: ' 123456789 ' })).toEqual([
      'The description needs at least 10 characters.',
    ]);
    expect(fieldMessages({ description: '1234567890' })).toEqual([]);
    expect(fieldMessages({ description: 'a'.repeat(1200) })).toEqual([]);
    expect(fieldMessages({ description: 'a'.repeat(1201) })).toEqual([
      'The description is at most 1200 characters.',
    ]);
  });

  it('takes a category, 1..8 tags and a date from the lists', () => {
    expect(fieldMessages({ category: 'Gossip' })).toEqual([
      'Choose one of the library categories.',
    ]);
    expect(fieldMessages({ tags: [] })).toEqual(['Choose at least one tag.']);
    expect(fieldMessages({ tags: ['Gossip'] })).toEqual(['Choose tags from the library list.']);
    const nine = [
      'AE',
      'API',
      'Awareness',
      'Close',
      'Demo',
      'Discovery',
      'Evaluation',
      'FAQ',
      'PMM',
    ];
    expect(fieldMessages({ tags: nine.slice(0, 8) })).toEqual([]);
    expect(fieldMessages({ tags: nine })).toEqual(['At most 8 tags.']);
    for (const updatedAt of ['2026-1-20', 'x2026-11-20', '2026-11-20x', '20261120', '2026-11-2a'])
      expect([updatedAt, fieldMessages({ updatedAt })]).toEqual([
        updatedAt,
        ['Dates are YYYY-MM-DD.'],
      ]);
    expect(z.safeParse(isoDateSchema, '2026-11-20').success).toBe(true);
  });

  it('checks the optional fields and requires the compliance flag', () => {
    expect(refusedAt(libraryFieldsSchema, { ...FIELDS, complianceFlag: undefined })).toEqual([
      'complianceFlag',
    ]);
    expect(refusedAt(libraryFieldsSchema, { ...FIELDS, featured: 'yes' })).toEqual(['featured']);
    expect(fieldMessages({ version: '  ' })).toEqual([
      'The version label needs at least 1 characters.',
    ]);
    expect(fieldMessages({ version: 'v'.repeat(24) })).toEqual([]);
    expect(fieldMessages({ version: 'v'.repeat(25) })).toEqual([
      'The version label is at most 24 characters.',
    ]);
    expect(fieldMessages({ version: 'v2\u202E' })).toEqual([
      'The version label has an invisible or direction-changing character.',
    ]);
    expect(fieldMessages({ audience: 'a'.repeat(120) })).toEqual([]);
    expect(fieldMessages({ audience: 'a'.repeat(121) })).toEqual([
      'The audience is at most 120 characters.',
    ]);
    expect(fieldMessages({ audience: '' })).toEqual(['The audience needs at least 1 characters.']);
    expect(fieldMessages({ audience: 'AEs\nSEs' })).toEqual([
      'The audience has a control character.',
    ]);
    expect(fieldMessages({ persona: 'ceo' })).toEqual(['Choose one of the four personas.']);
    expect(fieldMessages({ stage: 'Pricing' })).toEqual(['Choose one of the sales stages.']);
  });
});

describe('fileNameSchema', () => {
  it('takes a trimmed name of 1..180 characters', () => {
    expect(parsed(fileNameSchema, ' deck.pdf ')).toBe('deck.pdf');
    expect(parsed(fileNameSchema, 'a')).toBe('a');
    expect(parsed(fileNameSchema, '...')).toBe('...');
    expect(parsed(fileNameSchema, '.env')).toBe('.env');
    expect(messages(fileNameSchema, '  ')).toEqual(['The file name needs at least 1 characters.']);
    expect(messages(fileNameSchema, `${'a'.repeat(176)}.pdf`)).toEqual([]);
    expect(messages(fileNameSchema, `${'a'.repeat(177)}.pdf`)).toEqual([
      'The file name is at most 180 characters.',
    ]);
  });

  it('refuses slashes, backslashes, "." and ".."', () => {
    for (const name of ['a/b.pdf', '/deck.pdf', 'deck.pdf/', 'a\\b.pdf', '..\\deck.pdf', '.', '..'])
      expect([name, messages(fileNameSchema, name)]).toEqual([
        name,
        ['The file name cannot hold a slash.'],
      ]);
  });

  it('refuses control, format and broken characters', () => {
    expect(messages(fileNameSchema, 'deck\n.pdf')).toEqual([
      'The file name has a control character.',
    ]);
    expect(messages(fileNameSchema, 'fdp.\u202Eexe')).toEqual([
      'The file name has an invisible or direction-changing character.',
    ]);
    expect(messages(fileNameSchema, 'deck\uDC00.pdf')).toEqual([
      'The file name has a broken character.',
    ]);
  });
});

describe('docIdSchema', () => {
  it('takes studio ids and built-in library paths up to five levels', () => {
    for (const id of [
      's-0123456789abcdef',
      'sales/battlecards',
      'a',
      '0',
      'sales/q3_deck.v2-final',
      'sales/.hidden',
      's/deck',
      'sx-deck',
      'sales-s-/x',
      'x/s-deck',
      'a/b/c/d/e',
      'a'.repeat(200),
    ])
      expect([id, z.safeParse(docIdSchema, id).success]).toEqual([id, true]);
  });

  it('refuses traversal, upper case, a malformed studio id, empty segments, depth past five, over 200 characters', () => {
    for (const id of [
      '',
      '../x',
      './x',
      '.hidden',
      '-x',
      '_x',
      '/sales',
      'sales/',
      'sales//x',
      'sales/-x',
      'Sales/battlecards',
      'S-0123456789ABCDEF',
      's-0123456789abcde',
      's-0123456789abcdef0',
      's-0123456789ABCDEF',
      's-gggggggggggggggg',
      's-123',
      's-sales/deck',
      'sales/Battlecards',
      'sales battle',
      'sales\\x',
      'a/b/c/d/e/f',
      'a'.repeat(201),
    ])
      expect([id, z.safeParse(docIdSchema, id).success]).toEqual([id, false]);
  });

  describe('newStudioDocId', () => {
    afterEach(() => vi.restoreAllMocks());

    it('is "s-" and 16 lowercase hex digits, two per random byte', () => {
      const fill = (array: Uint8Array) => {
        array.set([0x00, 0x0f, 0x10, 0xff, 0xa5, 0x01, 0x7e, 0x80]);
        return array;
      };
      vi.spyOn(crypto, 'getRandomValues').mockImplementation(
        fill as unknown as typeof crypto.getRandomValues,
      );
      expect(newStudioDocId()).toBe('s-000f10ffa5017e80');
    });

    it('is different each time and a valid id', () => {
      const a = newStudioDocId();
      expect(a).toMatch(/^s-[0-9a-f]{16}$/);
      expect(z.safeParse(docIdSchema, a).success).toBe(true);
      expect(newStudioDocId()).not.toBe(a);
    });
  });
});

describe('sealed and file shapes', () => {
  it('sealedJsonSchema: epoch ≥ 1, a 16-character base64url IV, base64url data up to 400,000', () => {
    expect(parsed(sealedJsonSchema, SEALED)).toEqual(SEALED);
    expect(refusedAt(sealedJsonSchema, { ...SEALED, data: 'A-_z'.repeat(100_000) })).toEqual([]);
    const bad: Array<[Record<string, unknown>, string[]]> = [
      [{ epoch: 0 }, ['epoch']],
      [{ epoch: 1.5 }, ['epoch']],
      [{ iv: 'abcdefghijklmno' }, ['iv']],
      [{ iv: 'abcdefghijklmnopq' }, ['iv']],
      [{ iv: 'abcdefghijklmno+' }, ['iv']],
      [{ data: '' }, ['data']],
      [{ data: 'c2VhbGVk=' }, ['data']],
      [{ data: 'c2Vh/GVk' }, ['data']],
      [{ data: `${'A'.repeat(400_000)}A` }, ['data']],
      [{ extra: 1 }, ['']],
    ];
    for (const [over, paths] of bad)
      expect([over, refusedAt(sealedJsonSchema, { ...SEALED, ...over })]).toEqual([over, paths]);
  });

  it('cipherFileSchema: a library path, at least the 16-byte tag, a lowercase sha-256', () => {
    const file = { path: PATH, size: 16, sha256: SHA };
    expect(parsed(cipherFileSchema, file)).toEqual(file);
    const bad: Array<[Record<string, unknown>, string[]]> = [
      [{ path: PATH.toUpperCase() }, ['path']],
      [{ path: `/api/library/files/${HEX32.toUpperCase()}` }, ['path']],
      [{ path: PATH.slice(0, -1) }, ['path']],
      [{ path: `${PATH}0` }, ['path']],
      [{ path: `x${PATH}` }, ['path']],
      [{ path: `/api/library/blobs/${HEX32}` }, ['path']],
      [{ path: `/api/libraryxfiles/${HEX32}` }, ['path']],
      [{ size: 15 }, ['size']],
      [{ size: 16.5 }, ['size']],
      [{ sha256: SHA.slice(1) }, ['sha256']],
      [{ sha256: `${SHA}0` }, ['sha256']],
      [{ sha256: SHA.toUpperCase() }, ['sha256']],
      [{ sha256: `g${SHA.slice(1)}` }, ['sha256']],
      [{ extra: 1 }, ['']],
    ];
    for (const [over, paths] of bad)
      expect([over, refusedAt(cipherFileSchema, { ...file, ...over })]).toEqual([over, paths]);
  });

  it('fileSecretSchema: a 43-character base64url key and a base64 IV', () => {
    const secret = { path: PATH, key: KEY, iv: IV, sha256: SHA };
    expect(parsed(fileSecretSchema, secret)).toEqual(secret);
    expect(refusedAt(fileSecretSchema, { ...secret, iv: 'aXZpdml2aXZpdml=' })).toEqual([]);
    expect(refusedAt(fileSecretSchema, { ...secret, iv: 'a+/pdml2aXZpdm==' })).toEqual([]);
    const bad: Array<[Record<string, unknown>, string[]]> = [
      [{ key: KEY.slice(1) }, ['key']],
      [{ key: `${KEY}a` }, ['key']],
      [{ key: `${KEY.slice(1)}=` }, ['key']],
      [{ key: `${KEY.slice(1)}+` }, ['key']],
      [{ iv: 'aXZpdml2aXZpdm===' }, ['iv']],
      [{ iv: 'aXZpdml2-XZpdml2' }, ['iv']],
      [{ iv: '' }, ['iv']],
      [{ iv: '=aXZpdml2aXZpdml2' }, ['iv']],
      [{ path: 'deck.pdf' }, ['path']],
      [{ sha256: 'x' }, ['sha256']],
      [{ fileName: 'deck.pdf' }, ['']],
    ];
    for (const [over, paths] of bad)
      expect([over, refusedAt(fileSecretSchema, { ...secret, ...over })]).toEqual([over, paths]);
  });
});

const FILE = {
  path: PATH,
  key: KEY,
  iv: IV,
  sha256: SHA,
  fileName: 'deck.pdf',
  mimeType: 'application/pdf',
  fileType: 'PDF',
  size: 10,
};
const ENTRY = { fields: FIELDS, file: FILE };

describe('libraryEntrySchema', () => {
  it('takes fields, a file, a Markdown view and a note; only the fields are required', () => {
    const full = {
      ...ENTRY,
      view: { path: `/api/library/files/${'f'.repeat(32)}`, key: KEY, iv: IV, sha256: SHA },
      note: 'New prices.\nSee page 2.',
    };
    expect(parsed(libraryEntrySchema, full)).toEqual(full);
    expect(parsed(libraryEntrySchema, { fields: FIELDS })).toEqual({ fields: FIELDS });
    expect(refusedAt(libraryEntrySchema, {})).toEqual(['fields']);
    expect(refusedAt(libraryEntrySchema, { ...ENTRY, extra: 1 })).toEqual(['']);
    expect(refusedAt(libraryEntrySchema, { ...ENTRY, view: { ...FILE } })).toEqual(['view']);
  });

  it('holds the file to 0..100 MiB, a real MIME type and a catalogue file type', () => {
    const fileAt = (over: Record<string, unknown>) =>
      refusedAt(libraryEntrySchema, { ...ENTRY, file: { ...FILE, ...over } });
    expect(fileAt({ size: 0 })).toEqual([]);
    expect(fileAt({ size: MAX_LIBRARY_FILE_BYTES })).toEqual([]);
    expect(fileAt({ size: MAX_LIBRARY_FILE_BYTES + 1 })).toEqual(['file.size']);
    expect(fileAt({ size: -1 })).toEqual(['file.size']);
    expect(fileAt({ size: 1.5 })).toEqual(['file.size']);
    expect(fileAt({ mimeType: 'a/b' })).toEqual([]);
    expect(fileAt({ mimeType: 'ab' })).toEqual(['file.mimeType']);
    expect(fileAt({ mimeType: 'a'.repeat(120) })).toEqual([]);
    expect(fileAt({ mimeType: 'a'.repeat(121) })).toEqual(['file.mimeType']);
    expect(fileAt({ fileType: 'Program' })).toEqual(['file.fileType']);
    expect(fileAt({ fileName: 'a/deck.pdf' })).toEqual(['file.fileName']);
    expect(fileAt({ key: 'short' })).toEqual(['file.key']);
    expect(fileAt({ extra: 1 })).toEqual(['file']);
  });

  it('holds the note to 1..500 characters, line breaks allowed', () => {
    const note = (value: string) => messages(libraryEntrySchema, { ...ENTRY, note: value });
    expect(note('a'.repeat(500))).toEqual([]);
    expect(note('a'.repeat(501))).toEqual(['The note is at most 500 characters.']);
    expect(note(' ')).toEqual(['The note needs at least 1 characters.']);
    expect(note('a\tb\nc')).toEqual([]);
    expect(note('a\u2066b')).toEqual([
      'The note has an invisible or direction-changing character.',
    ]);
  });
});

describe('upload shapes', () => {
  it('uploadSecretSchema: key, IV, digest, a safe file name and 0..100 MiB', () => {
    const secret = { key: KEY, iv: IV, sha256: SHA, fileName: 'deck.pdf', size: 0 };
    expect(parsed(uploadSecretSchema, secret)).toEqual(secret);
    const at = (over: Record<string, unknown>) =>
      refusedAt(uploadSecretSchema, { ...secret, ...over });
    expect(at({ size: MAX_LIBRARY_FILE_BYTES })).toEqual([]);
    expect(at({ size: MAX_LIBRARY_FILE_BYTES + 1 })).toEqual(['size']);
    expect(at({ size: -1 })).toEqual(['size']);
    expect(at({ size: 0.5 })).toEqual(['size']);
    expect(at({ fileName: '..' })).toEqual(['fileName']);
    expect(at({ key: `${KEY}a` })).toEqual(['key']);
    expect(at({ iv: 'a-b' })).toEqual(['iv']);
    expect(at({ sha256: SHA.toUpperCase() })).toEqual(['sha256']);
    expect(at({ path: PATH })).toEqual(['']);
  });

  it('startUploadRequest: a ciphertext of 16 bytes up to 100 MiB and its tag', () => {
    const start = { cipherSize: 16, cipherSha256: SHA, secret: SEALED };
    expect(parsed(startUploadRequest, start)).toEqual(start);
    const at = (over: Record<string, unknown>) =>
      refusedAt(startUploadRequest, { ...start, ...over });
    expect(at({ cipherSize: 15 })).toEqual(['cipherSize']);
    expect(at({ cipherSize: MAX_LIBRARY_FILE_BYTES + 16 })).toEqual([]);
    expect(at({ cipherSize: MAX_LIBRARY_FILE_BYTES + 17 })).toEqual(['cipherSize']);
    expect(at({ cipherSize: 16.5 })).toEqual(['cipherSize']);
    expect(at({ cipherSha256: 'x' })).toEqual(['cipherSha256']);
    expect(at({ secret: { ...SEALED, epoch: 0 } })).toEqual(['secret.epoch']);
    expect(at({ extra: 1 })).toEqual(['']);
  });

  it('reads the upload answers', () => {
    const answer = { ok: true, uploadId: HEX32, partSize: 8 * MiB, parts: 2, done: [1] };
    expect(parsed(uploadAnswerSchema, answer)).toEqual(answer);
    expect(refusedAt(uploadAnswerSchema, { ...answer, ok: false })).toEqual(['ok']);
    expect(refusedAt(uploadAnswerSchema, { ...answer, uploadId: 'x' })).toEqual(['uploadId']);
    expect(refusedAt(uploadAnswerSchema, { ...answer, done: ['1'] })).toEqual(['done.0']);
    expect(refusedAt(uploadAnswerSchema, { ...answer, parts: undefined })).toEqual(['parts']);

    const open = {
      uploadId: HEX32,
      cipherSize: 20,
      cipherSha256: SHA,
      secret: SEALED,
      done: [],
      startedAt: '2026-11-20T10:00:00Z',
    };
    expect(parsed(openUploadsAnswerSchema, { ok: true, uploads: [open] })).toEqual({
      ok: true,
      uploads: [open],
    });
    expect(
      refusedAt(openUploadsAnswerSchema, { ok: true, uploads: [{ ...open, uploadId: 'x' }] }),
    ).toEqual(['uploads.0.uploadId']);
    expect(
      refusedAt(openUploadsAnswerSchema, { ok: true, uploads: [{ ...open, startedAt: 1 }] }),
    ).toEqual(['uploads.0.startedAt']);
    expect(refusedAt(openUploadsAnswerSchema, { ok: false, uploads: [] })).toEqual(['ok']);

    const file = { path: PATH, size: 20, sha256: SHA };
    expect(parsed(completeUploadAnswerSchema, { ok: true, file })).toEqual({ ok: true, file });
    expect(refusedAt(completeUploadAnswerSchema, { ok: false, file })).toEqual(['ok']);
    expect(refusedAt(completeUploadAnswerSchema, { ok: true, file: { ...file, size: 1 } })).toEqual(
      ['file.size'],
    );
  });
});

describe('document requests', () => {
  const version = { version: 1, entry: SEALED, publish: false };

  it('createDocumentRequest: a doc id, an optional expiry, versions 1..200', () => {
    const create = { docId: 's-0123456789abcdef', ...version };
    expect(parsed(createDocumentRequest, create)).toEqual(create);
    const full = {
      ...create,
      expiresAt: '2026-12-31',
      uploadId: HEX32,
      viewUploadId: 'f'.repeat(32),
      publish: true,
    };
    expect(parsed(createDocumentRequest, full)).toEqual(full);
    const at = (over: Record<string, unknown>) =>
      refusedAt(createDocumentRequest, { ...create, ...over });
    expect(at({ expiresAt: null })).toEqual([]);
    expect(at({ expiresAt: '31/12/2026' })).toEqual(['expiresAt']);
    expect(at({ docId: '../x' })).toEqual(['docId']);
    expect(at({ version: 0 })).toEqual(['version']);
    expect(at({ version: 200 })).toEqual([]);
    expect(at({ version: 201 })).toEqual(['version']);
    expect(at({ version: 1.5 })).toEqual(['version']);
    expect(at({ uploadId: 'x' })).toEqual(['uploadId']);
    expect(at({ viewUploadId: 'x' })).toEqual(['viewUploadId']);
    expect(at({ publish: undefined })).toEqual(['publish']);
    expect(at({ entry: { ...SEALED, iv: 'x' } })).toEqual(['entry.iv']);
    expect(at({ extra: 1 })).toEqual(['']);
  });

  it('createVersionRequest: the same version body, without a doc id or an expiry', () => {
    expect(parsed(createVersionRequest, version)).toEqual(version);
    expect(refusedAt(createVersionRequest, { ...version, docId: 's-0123456789abcdef' })).toEqual([
      '',
    ]);
    expect(refusedAt(createVersionRequest, { ...version, expiresAt: null })).toEqual(['']);
    expect(refusedAt(createVersionRequest, { ...version, version: 0 })).toEqual(['version']);
  });

  it('updateDocumentRequest: publish (version 0 is the build’s), retire, reinstate, expiry', () => {
    for (const body of [
      { action: 'publish', version: 0 },
      { action: 'publish', version: 7 },
      { action: 'retire' },
      { action: 'reinstate' },
      { action: 'expiry', expiresAt: null },
      { action: 'expiry', expiresAt: '2026-12-31' },
    ])
      expect(parsed(updateDocumentRequest, body)).toEqual(body);
    for (const body of [
      { action: 'publish', version: -1 },
      { action: 'publish', version: 1.5 },
      { action: 'publish' },
      { action: 'retire', version: 1 },
      { action: 'reinstate', expiresAt: null },
      { action: 'expiry' },
      { action: 'expiry', expiresAt: '2026-13' },
      { action: 'delete' },
      {},
    ])
      expect([body, z.safeParse(updateDocumentRequest, body).success]).toEqual([body, false]);
  });
});

describe('answers', () => {
  const cipher = { path: PATH, size: 26, sha256: SHA };
  const studioVersion = {
    version: 1,
    entry: SEALED,
    file: cipher,
    view: null,
    createdAt: '2026-11-20T10:00:00Z',
    createdBy: 'ada@firm.example',
  };
  const studioDocument = {
    docId: 's-0123456789abcdef',
    origin: 'studio',
    state: 'published',
    publishedVersion: 1,
    latestVersion: 1,
    expiresAt: null,
    createdAt: '2026-11-20T10:00:00Z',
    changedAt: '2026-11-20T10:00:00Z',
    versions: [studioVersion],
  };

  it('reads the studio document and its versions', () => {
    expect(parsed(documentAnswerSchema, { ok: true, document: studioDocument })).toEqual({
      ok: true,
      document: studioDocument,
    });
    const doc = (over: Record<string, unknown>) =>
      refusedAt(documentAnswerSchema, { ok: true, document: { ...studioDocument, ...over } });
    expect(doc({ origin: 'built-in', state: 'draft', publishedVersion: null })).toEqual([]);
    expect(doc({ state: 'retired', expiresAt: '2026-12-31' })).toEqual([]);
    expect(doc({ origin: 'uploaded' })).toEqual(['document.origin']);
    expect(doc({ state: 'deleted' })).toEqual(['document.state']);
    expect(doc({ docId: 'Sales' })).toEqual(['document.docId']);
    expect(doc({ expiresAt: 'soon' })).toEqual(['document.expiresAt']);
    expect(
      doc({ versions: [{ ...studioVersion, createdBy: null, unreadable: true, file: null }] }),
    ).toEqual([]);
    expect(doc({ versions: [{ ...studioVersion, unreadable: 'yes' }] })).toEqual([
      'document.versions.0.unreadable',
    ]);
    expect(doc({ versions: [{ ...studioVersion, file: { ...cipher, size: 2 } }] })).toEqual([
      'document.versions.0.file.size',
    ]);
    expect(refusedAt(documentAnswerSchema, { ok: false, document: studioDocument })).toEqual([
      'ok',
    ]);
    expect(parsed(studioAnswerSchema, { ok: true, epoch: 2, documents: [studioDocument] })).toEqual(
      { ok: true, epoch: 2, documents: [studioDocument] },
    );
    expect(refusedAt(studioAnswerSchema, { ok: false, epoch: 2, documents: [] })).toEqual(['ok']);
    expect(refusedAt(studioAnswerSchema, { ok: true, documents: [] })).toEqual(['epoch']);
  });

  it('reads the feed: documents reps see and built-in ids they must not', () => {
    const feedDoc = {
      docId: 'sales/battlecards',
      origin: 'built-in',
      version: 2,
      entry: SEALED,
      file: cipher,
      view: null,
      publishedAt: '2026-11-20T10:00:00Z',
      changedAt: '2026-11-21T10:00:00Z',
      expiresAt: '2026-12-31',
    };
    const feed = {
      ok: true,
      epoch: 1,
      revision: 'r1',
      documents: [feedDoc],
      hidden: ['sales/old'],
    };
    expect(parsed(feedAnswerSchema, feed)).toEqual(feed);
    const at = (over: Record<string, unknown>) => refusedAt(feedAnswerSchema, { ...feed, ...over });
    expect(at({ ok: false })).toEqual(['ok']);
    expect(at({ revision: 1 })).toEqual(['revision']);
    expect(at({ hidden: ['../etc'] })).toEqual(['hidden.0']);
    expect(at({ documents: [{ ...feedDoc, docId: '../x' }] })).toEqual(['documents.0.docId']);
    expect(at({ documents: [{ ...feedDoc, origin: 'x' }] })).toEqual(['documents.0.origin']);
    expect(at({ documents: [{ ...feedDoc, expiresAt: '2026-12' }] })).toEqual([
      'documents.0.expiresAt',
    ]);
    expect(at({ documents: [{ ...feedDoc, view: { ...cipher, path: 'x' } }] })).toEqual([
      'documents.0.view.path',
    ]);
  });
});

describe('sealing', () => {
  const key = () => importContentKey(randomBytes(32), ['encrypt', 'decrypt']);

  it('binds an entry to its document and version, an upload secret to its ciphertext', () => {
    expect(entryAad('s-0123456789abcdef', 3)).toBe('msd-library-entry|s-0123456789abcdef|3');
    expect(entryAad('sales/battlecards', 0)).toBe('msd-library-entry|sales/battlecards|0');
    expect(uploadAad(SHA)).toBe(`msd-library-upload|${SHA}`);
  });

  it('seals JSON under the epoch with a fresh 12-byte IV; it opens with the same key and AAD', async () => {
    const k = await key();
    const value = { fields: { title: 'Pricing — Q3' }, n: [1, 2] };
    const aad = entryAad('s-0123456789abcdef', 1);
    const sealed = await sealJson(k, 4, aad, value);
    expect(sealed.epoch).toBe(4);
    expect(sealed.iv).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(fromBase64Url(sealed.iv).byteLength).toBe(12);
    expect(fromBase64Url(sealed.data).byteLength).toBe(
      new TextEncoder().encode(JSON.stringify(value)).byteLength + GCM_TAG_BYTES,
    );
    expect(parsed(sealedJsonSchema, sealed)).toEqual(sealed);
    expect(await openJson(k, sealed, aad)).toEqual(value);
    const again = await sealJson(k, 4, aad, value);
    expect(again.iv).not.toBe(sealed.iv);
    expect(again.data).not.toBe(sealed.data);
  });

  it('uses the AES-GCM additional data and IV it is given', async () => {
    const k = await key();
    const sealed = await sealJson(k, 1, 'aad-1', 'hello');
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: fromBase64Url(sealed.iv),
        additionalData: new TextEncoder().encode('aad-1'),
      },
      k,
      fromBase64Url(sealed.data),
    );
    expect(new TextDecoder().decode(plain)).toBe('"hello"');
  });

  it('refuses another key, another AAD, another IV and a flipped byte', async () => {
    const k = await key();
    const aad = entryAad('s-0123456789abcdef', 1);
    const sealed = await sealJson(k, 1, aad, { title: 'Deck' });
    await expect(openJson(await key(), sealed, aad)).rejects.toThrow();
    await expect(openJson(k, sealed, entryAad('s-0123456789abcdef', 2))).rejects.toThrow();
    await expect(openJson(k, sealed, entryAad('s-0123456789abcdee', 1))).rejects.toThrow();
    await expect(openJson(k, sealed, uploadAad(SHA))).rejects.toThrow();
    await expect(openJson(k, sealed, '')).rejects.toThrow();
    const data = fromBase64Url(sealed.data);
    for (const at of [0, data.byteLength >> 1, data.byteLength - 1]) {
      const flipped = data.slice();
      flipped[at]! ^= 0x01;
      await expect(openJson(k, { ...sealed, data: toBase64Url(flipped) }, aad)).rejects.toThrow();
    }
    const iv = fromBase64Url(sealed.iv);
    iv[0]! ^= 0x80;
    await expect(openJson(k, { ...sealed, iv: toBase64Url(iv) }, aad)).rejects.toThrow();
    expect(await openJson(k, sealed, aad)).toEqual({ title: 'Deck' });
  });
});
