import {
  ACTIVATION_API,
  ACTIVATION_CATEGORIES,
  ENTITY_TYPES,
  type CompanyTypesAnswer,
  type LeadQualificationAnswer,
  type MasterFieldsAnswer,
  type ParentIndustrySectorsAnswer,
} from 'shared-contracts/areas/activation/activation';
import { callerOf } from '../auth/caller';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { objectSchema } from '../http/validation';
import { companyTypes, leadQualificationAnswers, masterFields, parentIndustrySectors } from '../store/activation-master-data';

const COUNTRY_ID = { type: 'string', pattern: '^[A-Z]{2}$' } as const;

const MASTER_FIELDS_QUERY = objectSchema(
  { country_id: COUNTRY_ID, category: { type: 'string', enum: [...ACTIVATION_CATEGORIES] } },
  [],
);

/** Without a country_id, the fields of the caller's business's own country. */
const COUNTRY_OF_OPERATION = { Indonesia: 'ID', Philippines: 'PH', Singapore: 'SG' } as const;
const SECTORS_QUERY = objectSchema({ entity_type: { type: 'string', enum: [...ENTITY_TYPES] } });
const NO_QUERY = objectSchema();

/** The activation form's reference data (spec 02 §3, §7; issue 19): the same for every business. */
export function registerActivationMasterDataRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(ACTIVATION_API.leadQualification, { schema: { querystring: NO_QUERY } }, async (): Promise<LeadQualificationAnswer> => ({
    data: leadQualificationAnswers(ctx.db),
  }));

  app.get(ACTIVATION_API.companyTypes, { schema: { querystring: NO_QUERY } }, async (): Promise<CompanyTypesAnswer> => ({ data: companyTypes(ctx.db) }));

  app.get(ACTIVATION_API.parentIndustrySectors, { schema: { querystring: SECTORS_QUERY } }, async (request): Promise<ParentIndustrySectorsAnswer> => {
    const { entity_type: entityType } = request.query;
    return { data: parentIndustrySectors(ctx.db, entityType) };
  });

  app.get(ACTIVATION_API.masterFields, { schema: { querystring: MASTER_FIELDS_QUERY } }, async (request): Promise<MasterFieldsAnswer> => {
    const { country_id: countryId, category } = request.query;
    const country = countryId ?? COUNTRY_OF_OPERATION[callerOf(request).business.country_of_operation];
    return { data: masterFields(ctx.db, country, category) };
  });
}
