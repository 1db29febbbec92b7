/** The entity variants live in the activation area, shared with the gateway's get-started statuses (docs/decisions/0077). */
export { BANK_ACCOUNT_DETAILS, ENTITY_VARIANTS, masterFieldCountry, sectionsOf, type EntityVariant } from 'shared-contracts/areas/activation/entity-variants';
