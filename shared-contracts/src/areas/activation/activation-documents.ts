/**
 * The activation documents (spec 02 §3, §5 "document upload", "document-set choice"): which
 * documents a business uploads, by country, and the upload call. Shared by the activation remote and
 * the sandbox gateway, which refuses any other doc_type.
 */
import type { DocumentType } from './activation';

export const UPLOAD_BUSINESS_FILE_PATH = '/api/upload_business_file';

/** The proof of business: not part of a document set; either it or a website is enough (spec 02 §5). */
export const PROOF_OF_BUSINESS = 'PROOF_OF_BUSINESS';

export interface MasterDocument {
  doc_type: string;
  document_type: DocumentType;
  multi_language_label: { en: string; id: string };
}

const doc = (doc_type: string, document_type: DocumentType, en: string, id = en): MasterDocument => ({
  doc_type,
  document_type,
  multi_language_label: { en, id },
});

const PH_PRIMARY = [
  ['PASSPORT', 'Passport', 'Paspor'],
  ['DRIVERS_LICENSE', "Driver's License", 'SIM'],
  ['SSS_GSIS', 'SSS / GSIS'],
  ['PRC', 'PRC'],
  ['POSTAL_ID', 'Postal ID'],
  ['VOTERS_ID', "Voter's ID"],
  ['UMID', 'UMID'],
  ['NBI_CLEARANCE', 'NBI Clearance'],
  ['ACR_COR', 'ACR / Immigrant COR'],
  ['PHILSYS', 'PhilSys'],
] as const;

const PH_SECONDARY = [
  ['AFP_ID', 'AFP ID'],
  ['PNP_ID', 'PNP ID'],
  ['BPF_ID', 'BPF ID'],
  ['PWD_ID', 'PWD ID'],
  ['DSWD_CERTIFICATION', 'DSWD Certification'],
  ['GSIS_ECARD', 'GSIS e-Card'],
  ['OFW_ID', 'OFW ID'],
  ['POLICE_CLEARANCE', 'Police Clearance'],
  ['SEAMANS_BOOK', "Seaman's Book"],
] as const;

/** The documents of a country (ID, PH; every other country shares one list). */
export const MASTER_DOCUMENTS: Readonly<Record<'ID' | 'PH' | 'OTHER', readonly MasterDocument[]>> = {
  ID: [
    doc('NIB', 'PRIMARY', 'NIB (business identification number)', 'NIB (nomor induk berusaha)'),
    doc('SIUP', 'SECONDARY', 'SIUP (trading business licence)', 'SIUP (surat izin usaha perdagangan)'),
    doc('TDP', 'SECONDARY', 'TDP (company registration certificate)', 'TDP (tanda daftar perusahaan)'),
    doc('KTP', 'MANDATORY', "KTP of the authorised signatory", 'KTP penanda tangan resmi'),
  ],
  PH: [
    ...PH_PRIMARY.map(([type, en, id]) => doc(type, 'PRIMARY', en, id)),
    ...PH_SECONDARY.map(([type, en]) => doc(type, 'SECONDARY', en)),
    doc('BUSINESS_REGISTRATION', 'MANDATORY', 'Business registration certificate (SEC or DTI)', 'Sertifikat registrasi usaha (SEC atau DTI)'),
  ],
  OTHER: [
    doc('PASSPORT', 'PRIMARY', 'Passport', 'Paspor'),
    doc('NATIONAL_ID', 'SECONDARY', 'National ID card', 'Kartu identitas nasional'),
    doc('DRIVERS_LICENSE', 'SECONDARY', "Driver's licence", 'SIM'),
    doc('BUSINESS_REGISTRATION', 'MANDATORY', 'Business registration certificate', 'Sertifikat registrasi usaha'),
  ],
};

export const masterDocumentsOf = (countryId: string | null): readonly MasterDocument[] =>
  countryId === 'ID' || countryId === 'PH' ? MASTER_DOCUMENTS[countryId] : MASTER_DOCUMENTS.OTHER;

/** POST /api/upload_business_file answers the stored file. */
export interface UploadedBusinessFile {
  id: string;
  file_name: string;
  doc_type: string;
}
