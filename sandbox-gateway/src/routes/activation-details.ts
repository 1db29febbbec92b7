import type { FastifyRequest } from 'fastify';
import {
  ACTIVATION_API,
  ACTIVATION_CATEGORIES,
  ACTIVATION_TEXT_MAX,
  BUSINESS_DESCRIPTION_MAX,
  COMPANY_TEXT_FIELDS,
  ENTITY_TYPES,
  type ActivationCompanyDetail,
  type CompanyDetailPatch,
  type SavedSections,
} from 'shared-contracts/areas/activation/activation';
import { valueProblem } from 'shared-contracts/areas/activation/activation-values';
import type { FieldError } from 'shared-contracts';
import { accountNameProblem, bankAccountNumberProblem, nibProblem } from 'shared-contracts/rules';
import { callerOf } from '../auth/caller';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import type { GatewayApp, Validated } from '../http/gateway-app';
import { invalid } from '../http/errors';
import { ID_SCHEMA, objectSchema, propertiesOf } from '../http/validation';
import { isProofOfBusinessFile } from '../store/activation-files';
import { masterFields, optionValues } from '../store/activation-master-data';
import { activationReview } from '../store/activation-review';
import { onboardingCompleted } from '../store/onboarding-facts';
import { notifyActivationProgress, otherAdministrators, saveActivation, savedActivation } from '../store/activation-details';
import { commonCompanyDetail } from '../store/businesses';

const SECTION_KEY = `^(${ACTIVATION_CATEGORIES.join('|')}):(${ENTITY_TYPES.join('|')})$`;

const PATCH_BODY = objectSchema({
  ...propertiesOf(COMPANY_TEXT_FIELDS, (field) => ({ type: 'string', maxLength: field === 'business_description' ? BUSINESS_DESCRIPTION_MAX : ACTIVATION_TEXT_MAX }) as const),
  entity_type: { type: 'string', enum: ['', ...ENTITY_TYPES] },
  country_of_registration: { type: 'string', pattern: '^([A-Z]{2})?$' },
  extra: {
    type: 'object',
    propertyNames: { pattern: SECTION_KEY },
    maxProperties: ACTIVATION_CATEGORIES.length,
    additionalProperties: {
      type: 'array',
      maxItems: 30,
      items: objectSchema({ master_field_id: ID_SCHEMA, value: { type: 'string', maxLength: ACTIVATION_TEXT_MAX } }, ['master_field_id', 'value']),
    },
  },
});

/**
 * The master fields that are identifiers but typed as text, checked by their name as the form checks
 * them (issue 42, decision 0078): the NIB, the bank account's number and its holder's name.
 */
const TEXT_FIELD_RULES: Readonly<Record<string, (value: string) => string | undefined>> = {
  'NIB Number': nibProblem,
  'Account Number': bankAccountNumberProblem,
  'Account Holder Name': accountNameProblem,
};

/** Trims every text (spec 02 §5) and checks each section's values against its master fields. */
function cleanPatch(ctx: GatewayContext, countryId: string | null, body: CompanyDetailPatch & { environment?: string }): CompanyDetailPatch {
  const { environment: _environment, extra, ...facts } = body;
  const trimmed = Object.fromEntries(Object.entries(facts).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]));
  if (!extra) return trimmed;
  const problems: FieldError[] = [];
  const sections: SavedSections = {};
  const year = new Date(ctx.clock()).getUTCFullYear();
  for (const [key, values] of Object.entries(extra)) {
    const category = key.slice(0, key.indexOf(':'));
    const fields = countryId ? masterFields(ctx.db, countryId, category) : [];
    sections[key] = values.map(({ master_field_id: id, value }, index) => {
      const field = fields.find((candidate) => candidate.id === id);
      const clean = value.trim();
      if (!field) problems.push({ field: `extra.${key}[${index}].master_field_id`, message: `is not a field of ${category} for this country` });
      else if (clean !== '') {
        const problem = valueProblem(field.input, clean, year) ?? (field.input === 'text' ? TEXT_FIELD_RULES[field.field_name]?.(clean) : undefined);
        const options = optionValues(ctx.db, field.input, countryId ?? '');
        if (problem) problems.push({ field: `extra.${key}[${index}].value`, message: problem });
        else if (options && !options.has(clean)) problems.push({ field: `extra.${key}[${index}].value`, message: 'is not one of the options' });
      }
      return { master_field_id: id, value: clean };
    });
  }
  if (problems.length > 0) throw invalid(problems);
  return { ...trimmed, extra: sections };
}

/**
 * The activation form's saved data (spec 02 §3, §7; issue 19): GET adds it to the shell's company
 * facts; PATCH saves progress so that a reload, or another administrator, continues from there.
 */
export function registerActivationDetailRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const detailOf = (businessId: string, request: FastifyRequest): ActivationCompanyDetail => ({
    // get_started_page_completed from the same facts as GET get-started-statuses (docs/decisions/0077).
    ...commonCompanyDetail(callerOf(request).business, onboardingCompleted(ctx.db, callerOf(request).business)),
    ...savedActivation(ctx.db, businessId),
    review: activationReview(ctx.db, businessId),
  });

  const save = (request: FastifyRequest, body: Validated<typeof PATCH_BODY>, notify: boolean): ActivationCompanyDetail => {
    const { business, user } = callerOf(request);
    const country = body.country_of_registration ?? savedActivation(ctx.db, business.id).country_of_registration;
    const patch = cleanPatch(ctx, country || null, body);
    if (patch.proof_of_business_file_id && !isProofOfBusinessFile(ctx.db, business.id, patch.proof_of_business_file_id)) {
      throw invalid([{ field: 'proof_of_business_file_id', message: 'is not a proof of business uploaded by this business' }]);
    }
    const now = isoAt(ctx.clock());
    saveActivation(ctx.db, business.id, patch, user.email, now);
    if (notify) notifyActivationProgress(ctx.db, business.id, otherAdministrators(ctx.db, business.id, user.id), user.email, now);
    return detailOf(business.id, request);
  };

  app.get(ACTIVATION_API.companyDetail, async (request): Promise<ActivationCompanyDetail> => detailOf(callerOf(request).business.id, request));
  app.patch(ACTIVATION_API.companyDetail, { schema: { body: PATCH_BODY } }, async (request) => save(request, request.body, false));
  app.patch(ACTIVATION_API.updateWithNotification, { schema: { body: PATCH_BODY } }, async (request) => save(request, request.body, true));
}
