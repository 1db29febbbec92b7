import type { GoLiveStatus } from 'shared-contracts';
import { ACTIVATION_API, type ActivationSubmission } from 'shared-contracts/areas/activation/activation';
import { callerOf } from '../auth/caller';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { GatewayError, invalid } from '../http/errors';
import { DOCUMENTS_REQUEST_NOTE_MAX } from 'shared-contracts/areas/activation/activation-review';
import { masterDocumentsOf } from 'shared-contracts/areas/activation/activation-documents';
import { isAwaitingDocs, isPendingVerification, missingActivationDocuments } from 'shared-contracts/rules';
import { ID_SCHEMA, objectSchema } from '../http/validation';
import { savedActivation } from '../store/activation-details';
import { masterFields } from '../store/activation-master-data';
import { REVIEW_DAYS, decideReview, recordSubmission } from '../store/activation-review';

export { REVIEW_DAYS };

/**
 * The sandbox's stand-ins for the provider's checks against the tax office (documented in
 * sandbox-gateway/README.md): an NPWP of fifteen zeros does not validate, and a legal name with
 * "mismatch" in it does not match the name registered with its NPWP.
 */
const INVALID_NPWP = '000000000000000';

const DOCUMENT_SETS = {
  indonesian: 'needs the NIB, or the SIUP and the TDP',
  generic: 'needs one primary identity document, or two different secondary ones',
} as const;

/**
 * The documents the form asks for (issue 42, decision 0078: a single document of any kind was
 * enough before): a whole document set and every mandatory document, by the entity type and the
 * country of registration, as the form's documents step asks them.
 */
function documentProblems(saved: ReturnType<typeof savedActivation>): { field: string; message: string }[] {
  const uploaded = saved.common_company_detail_documents.map((document) => document.master_document);
  const missing = missingActivationDocuments(saved.entity_type ?? '', masterDocumentsOf(saved.country_of_registration), uploaded);
  if (!missing) return [];
  const field = 'common_company_detail_documents';
  return [...(missing.set ? [{ field, message: DOCUMENT_SETS[missing.set] }] : []), ...missing.mandatory.map((docType) => ({ field, message: `needs the ${docType}` }))];
}

/** POST /api/businesses/submit_activation_form! (spec 02 §4, §7, §8) and its test-mode review. */
export function registerActivationSubmitRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post(ACTIVATION_API.submitActivationForm, { schema: { body: objectSchema() } }, async (request): Promise<ActivationSubmission> => {
    const { business } = callerOf(request);
    if (!isAwaitingDocs(business.go_live_status)) {
      throw new GatewayError(400, 'DUPLICATE_PRODUCT_APPLICATION_ERROR', 'The activation form was submitted already');
    }
    const saved = savedActivation(ctx.db, business.id);
    const missing: { field: string; message: string }[] = (['entity_type', 'country_of_registration', 'legal_name', 'business_description', 'street_line_1', 'state', 'city', 'postal_code'] as const)
      .filter((field) => !saved[field])
      .map((field) => ({ field, message: 'is required before submitting' }));
    if (!saved.website && !saved.proof_of_business_file_id) missing.push({ field: 'website', message: 'a website or a proof of business is required' });
    missing.push(...documentProblems(saved));
    if (missing.length > 0) throw invalid(missing);

    const npwpFields = new Set(masterFields(ctx.db, saved.country_of_registration ?? '').filter((field) => field.input === 'npwp').map((field) => field.id));
    const npwps = Object.values(saved.extra).flat().filter((value) => npwpFields.has(value.master_field_id));
    if (npwps.some((value) => value.value === INVALID_NPWP)) {
      throw new GatewayError(400, 'NPWP_VALIDATION_MISMATCH', 'The NPWP could not be validated', { errors: [{ field: 'npwp', message: 'validation failed' }] });
    }
    if (/mismatch/i.test(saved.legal_name ?? '')) {
      throw new GatewayError(400, 'NAME_SIMILARITY_MISMATCH', 'The legal name does not match the name registered with the NPWP', {
        errors: [{ field: 'legal_name', message: 'does not match the NPWP' }],
      });
    }
    const now = isoAt(ctx.clock());
    const status = recordSubmission(ctx.db, business.id, business.go_live_status, now);
    return { go_live_status: status, submitted_date: now, review_days: REVIEW_DAYS };
  });
}

const REVIEW_BODY = {
  type: 'object',
  properties: {
    business_id: ID_SCHEMA,
    decision: { type: 'string', enum: ['APPROVE', 'DECLINE', 'REQUEST_DOCUMENTS'] },
    note: { type: 'string', minLength: 1, maxLength: DOCUMENTS_REQUEST_NOTE_MAX, pattern: '\\S' },
  },
  required: ['business_id', 'decision'],
  additionalProperties: false,
} as const;

/**
 * Test mode only: the provider's review of a submitted form: approving it (LIVE), declining it, or
 * sending it back for documents with a note of what to upload (the awaiting-docs group).
 */
export function registerActivationControlRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post('/__sandbox/activation-review', { schema: { body: REVIEW_BODY } }, async (request) => {
    const { business_id: businessId, decision, note } = request.body;
    const status = ctx.db.prepare('SELECT go_live_status FROM businesses WHERE id = ?').pluck().get(businessId) as GoLiveStatus | undefined;
    if (!status || !isPendingVerification(status)) throw invalid([{ field: 'business_id', message: 'is not a business waiting for verification' }]);
    if (decision === 'REQUEST_DOCUMENTS' && note === undefined) throw invalid([{ field: 'note', message: 'says which documents to upload' }]);
    return decideReview(ctx.db, businessId, status, decision, note?.trim() ?? null, isoAt(ctx.clock()));
  });
}
