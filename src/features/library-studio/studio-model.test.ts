import { describe, expect, it } from 'vitest';
import { entryAad, sealJson, type StudioDocument } from '@/shared/library-publish';
import type { CollateralFile } from '@/shared/vault-schema';
import {
  documentState,
  duplicateMessage,
  filterRows,
  findDuplicate,
  formValues,
  openStudio,
  studioRows,
  validateForm,
} from './studio-model';

const SHA_A = 'a'.repeat(64);
const SHA_B = 'b'.repeat(64);
const builtIn = {
  id: 'sales/battlecards',
  title: 'Competitive battlecards',
  description: 'How we win against the usual alternatives.',
  fileName: 'battlecards.md',
  category: 'Sales',
  tags: ['AE'],
  updatedAt: '2026-01-10',
  complianceFlag: false,
  sha256: SHA_A,
} as unknown as CollateralFile;

async function studioDoc(key: CryptoKey): Promise<StudioDocument> {
  const docId = 's-0123456789abcdef';
  const entry = (version: number, title: string) =>
    sealJson(key, 1, entryAad(docId, version), {
      fields: {
        title,
        description: 'The pilot in one page, for prospects.',
        category: 'Sales',
        tags: ['Pricing'],
        updatedAt: '2026-11-01',
        complianceFlag: true,
      },
      file: {
        path: `/api/library/files/${'c'.repeat(32)}`,
        key: 'K'.repeat(43),
        iv: 'AAAAAAAAAAAAAAAA',
        sha256: version === 1 ? SHA_B : 'd'.repeat(64),
        fileName: 'pilot.pdf',
        mimeType: 'application/pdf',
        fileType: 'PDF',
        size: 2048,
      },
    });
  const version = async (n: number, title: string) => ({
    version: n,
    entry: await entry(n, title),
    file: null,
    view: null,
    createdAt: `2026-11-0${n}T10:00:00Z`,
    createdBy: n === 1 ? 'Ada Manager' : 'Grace Admin',
  });
  return {
    docId,
    origin: 'studio',
    state: 'published',
    publishedVersion: 1,
    latestVersion: 2,
    expiresAt: '2026-12-31',
    createdAt: '2026-11-01T10:00:00Z',
    changedAt: '2026-11-02T10:00:00Z',
    versions: [await version(1, 'Pilot one-pager'), await version(2, 'Pilot one-pager v2')],
  };
}

describe('the studio list', () => {
  it('merges the build’s documents with the studio’s, opening each version with K', async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    const doc = await studioDoc(key);
    const rows = studioRows([builtIn], [doc], await openStudio([doc], key), '2026-11-20');
    expect(
      rows.map((row) => [
        row.title,
        row.state.label,
        row.currentVersion,
        row.hasDraft,
        row.changedBy,
      ]),
    ).toEqual([
      ['Competitive battlecards', 'Published', 0, false, null],
      ['Pilot one-pager v2', 'Expires 2026-12-31', 1, true, 'Grace Admin'],
    ]);
    expect(filterRows(rows, 'pilot', '').map((row) => row.docId)).toEqual([doc.docId]);
    expect(filterRows(rows, '', 'draft').map((row) => row.docId)).toEqual([doc.docId]);

    // The duplicate check names the document (and version) that holds the same bytes.
    const built = findDuplicate(rows, SHA_A);
    expect(built).toEqual({
      docId: 'sales/battlecards',
      title: 'Competitive battlecards',
      version: null,
    });
    expect(duplicateMessage(built!)).toBe(
      'This file is already in the library as “Competitive battlecards” (the built-in file).',
    );
    const studio = findDuplicate(rows, SHA_B);
    expect(duplicateMessage(studio!)).toBe(
      'This file is already in the library as “Pilot one-pager v2” (version 1).',
    );
    expect(findDuplicate(rows, 'e'.repeat(64))).toBeNull();

    // Under another key, nothing opens: the row says so instead of failing.
    const other = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'decrypt',
    ]);
    const sealed = studioRows([], [doc], await openStudio([doc], other), '2026-11-20');
    expect(sealed[0]!.title).toBe('Sealed under another portal key');
  });

  it.each([
    [{ state: 'retired', publishedVersion: 1, expiresAt: null }, 'Retired'],
    [{ state: 'draft', publishedVersion: null, expiresAt: null }, 'Draft'],
    [{ state: 'published', publishedVersion: 2, expiresAt: '2026-01-01' }, 'Expired'],
    [{ state: 'published', publishedVersion: 2, expiresAt: '2026-12-31' }, 'Expires 2026-12-31'],
    [{ state: 'published', publishedVersion: 2, expiresAt: null }, 'Published'],
  ] as const)('labels %j as %s', (doc, label) => {
    expect(documentState(doc, '2026-06-01').label).toBe(label);
  });
});

describe('validateForm', () => {
  const valid = () => ({
    ...formValues(null, '2026-11-20', null),
    title: 'Pilot one-pager',
    description: 'The pilot in one page, for prospects.',
    category: 'Sales',
    tags: ['Pricing'],
  });

  it('gives each field the shared schema’s message', () => {
    const result = validateForm(
      {
        ...formValues(null, '2026-11-20', null),
        title: 'ab',
        note: 'x\u202Ey',
        expiresAt: '31/12/2026',
      },
      true,
      false,
    );
    expect(result).toEqual({
      ok: false,
      messages: {
        title: 'The title needs at least 3 characters.',
        description: 'The description needs at least 10 characters.',
        category: 'Choose one of the library categories.',
        tags: 'Choose at least one tag.',
        note: 'The note has an invisible or direction-changing character.',
        expiresAt: 'Dates are YYYY-MM-DD.',
        file: 'Choose the file to publish.',
      },
    });
  });

  it('answers the fields to seal, leaving out empty optional ones', () => {
    expect(
      validateForm({ ...valid(), note: '  New prices  ', persona: 'c-suite' }, true, true),
    ).toEqual({
      ok: true,
      fields: {
        title: 'Pilot one-pager',
        description: 'The pilot in one page, for prospects.',
        category: 'Sales',
        tags: ['Pricing'],
        updatedAt: '2026-11-20',
        complianceFlag: false,
        persona: 'c-suite',
      },
      note: 'New prices',
      expiresAt: null,
    });
    // Editing: no file needed.
    expect(validateForm(valid(), false, false).ok).toBe(true);
  });
});
