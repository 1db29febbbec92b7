import { ACTIVATION_API, type ActivationSubmission } from 'shared-contracts/areas/activation/activation';
import { callerOf } from '../auth/caller';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { GatewayError, invalid } from '../http/errors';
import { ID_SCHEMA, objectSchema } from '../http/validation';
import { savedActivation } from '../store/activation-details';
import { masterFields } from '../store/activation-master-data';

/** How long the sandbox says a review takes (the success modal's number of days). */
export const REVIEW_DAYS = 3;

/**
 * The sandbox's stand-ins for the provider's checks against the tax office (documented in
 * sandbox-gateway/README.md): an NPWP of fifteen zeros does not validate, and a legal name with
 * "mismatch" in it does not match the name registered with its NPWP.
 */
const INVALID_NPWP = '000000000000000';

/** POST /api/businesses/submit_activation_form! (spec 02 §4, §7, §8) and its test-mode review. */
export function registerActivationSubmitRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post(ACTIVATION_API.submitActivationForm, { schema: { body: objectSchema() } }, async (request): Promise<ActivationSubmission> => {
    const { business } = callerOf(request);
    if (business.go_live_status !== 'AWAITING_DOCS' && business.go_live_status !== 'INSTANT_LIVE_AWAITING_DOCS') {
      throw new GatewayError(400, 'DUPLICATE_PRODUCT_APPLICATION_ERROR', 'The activation form was submitted already');
    }
    const saved = savedActivation(ctx.db, business.id);
    const missing: { field: string; message: string }[] = (['entity_type', 'country_of_registration', 'legal_name', 'business_description', 'street_line_1', 'state', 'city', 'postal_code'] as const)
      .filter((field) => !saved[field])
      .map((field) => ({ field, message: 'is required before submitting' }));
    if (!saved.website && !saved.proof_of_business_file_id) missing.push({ field: 'website', message: 'a website or a proof of business is required' });
    if (saved.common_company_detail_documents.length === 0) missing.push({ field: 'common_company_detail_documents', message: 'at least one document is required' });
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
    // Spec 02 §4: the form is confirmed (FORM_CONFIRMED), then waits for verification.
    ctx.db.transaction(() => {
      ctx.db.prepare("UPDATE businesses SET go_live_status = 'FORM_CONFIRMED', submitted_date = ? WHERE id = ?").run(now, business.id);
      ctx.db.prepare("UPDATE businesses SET go_live_status = 'PENDING_VERIFICATION', kyc_verification_status = 'DATA_PROVIDED' WHERE id = ?").run(business.id);
    })();
    return { go_live_status: 'PENDING_VERIFICATION', submitted_date: now, review_days: REVIEW_DAYS };
  });
}

const REVIEW_BODY = {
  type: 'object',
  properties: { business_id: ID_SCHEMA, decision: { type: 'string', enum: ['APPROVE', 'DECLINE'] } },
  required: ['business_id', 'decision'],
  additionalProperties: false,
} as const;

/** Test mode only: the provider's review of a submitted form, approving (LIVE) or declining it. */
export function registerActivationControlRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post('/__sandbox/activation-review', { schema: { body: REVIEW_BODY } }, async (request) => {
    const { business_id: businessId, decision } = request.body;
    const status = ctx.db.prepare('SELECT go_live_status FROM businesses WHERE id = ?').pluck().get(businessId) as string | undefined;
    if (status !== 'PENDING_VERIFICATION') throw invalid([{ field: 'business_id', message: 'is not a business waiting for verification' }]);
    const [goLive, kyc] = decision === 'APPROVE' ? ['LIVE', 'PASSED'] : ['AWAITING_DOCS', 'DECLINED'];
    ctx.db.prepare('UPDATE businesses SET go_live_status = ?, kyc_verification_status = ? WHERE id = ?').run(goLive, kyc, businessId);
    return { business_id: businessId, go_live_status: goLive, kyc_verification_status: kyc };
  });
}
