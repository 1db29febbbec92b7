import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CompanyDocument } from 'shared-contracts/areas/activation/activation';
import { PROOF_OF_BUSINESS, masterDocumentsOf, type UploadedBusinessFile } from 'shared-contracts/areas/activation/activation-documents';
import type { SandboxDatabase } from '../db/connection';
import { withoutHiddenCharacters } from '../http/text';

/** The file types a document may be, told by their first bytes, never by the name or the client's word. */
const SIGNATURES: readonly [contentType: string, bytes: number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

export function sniffDocumentType(data: Buffer): string | undefined {
  return SIGNATURES.find(([, bytes]) => bytes.every((byte, index) => data[index] === byte))?.[0];
}

/** Uploads live beside the database, in the gateway's data folder, one folder per business. */
export const uploadsFolder = (db: SandboxDatabase, businessId: string): string => path.join(path.dirname(db.name), 'uploads', businessId);

/**
 * A file name fit to show: its last path segment, in NFC (a Mac's decomposed `é` is the same name),
 * without hidden characters (controls, bidi overrides, zero-width: stripped, not refused — the file is
 * good, only its label is not; issue 43 §6), quotes or angle brackets, at most 255 characters.
 */
export const cleanFileName = (name: string | undefined): string => {
  const segment = path.basename(withoutHiddenCharacters((name ?? '').normalize('NFC')).replace(/\\/g, '/'));
  const clean = segment.replace(/["<>]/g, '').trim() || 'document';
  return Array.from(clean).slice(0, 255).join('');
};

interface FileRow {
  id: string;
  doc_type: string;
  file_name: string;
  stored_as: string;
}

/** Stores an upload; a newer file of the same doc_type replaces the older one. */
export function storeBusinessFile(
  db: SandboxDatabase,
  upload: { businessId: string; userId: string; docType: string; fileName: string; contentType: string; data: Buffer; now: string },
): UploadedBusinessFile {
  const id = `file_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const folder = uploadsFolder(db, upload.businessId);
  mkdirSync(folder, { recursive: true });
  const storedAs = path.join(folder, id);
  writeFileSync(storedAs, upload.data);
  const previous = db.prepare('SELECT id, doc_type, file_name, stored_as FROM activation_files WHERE business_id = ? AND doc_type = ?').all(upload.businessId, upload.docType) as FileRow[];
  db.transaction(() => {
    db.prepare('DELETE FROM activation_files WHERE business_id = ? AND doc_type = ?').run(upload.businessId, upload.docType);
    db.prepare('INSERT INTO activation_files VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      id, upload.businessId, upload.docType, upload.fileName, upload.contentType, upload.data.length, storedAs, upload.now, upload.userId,
    );
  })();
  for (const row of previous) rmSync(row.stored_as, { force: true });
  return { id, file_name: upload.fileName, doc_type: upload.docType };
}

/** The business's documents (not the proof of business), with their master document. */
export function companyDocuments(db: SandboxDatabase, businessId: string, countryId: string | null): CompanyDocument[] {
  const rows = db.prepare('SELECT id, doc_type, file_name, stored_as FROM activation_files WHERE business_id = ? ORDER BY created').all(businessId) as FileRow[];
  const masters = masterDocumentsOf(countryId);
  return rows.flatMap((row) => {
    const master = masters.find((candidate) => candidate.doc_type === row.doc_type);
    return master ? [{ id: row.id, file_name: row.file_name, master_document: master }] : [];
  });
}

export const isProofOfBusinessFile = (db: SandboxDatabase, businessId: string, fileId: string): boolean =>
  db.prepare('SELECT 1 FROM activation_files WHERE id = ? AND business_id = ? AND doc_type = ?').get(fileId, businessId, PROOF_OF_BUSINESS) !== undefined;
