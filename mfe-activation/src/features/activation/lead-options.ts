import type { EntityType, LeadQualificationAnswerRecord, LeadQualificationChoice, LeadQualificationEntry, ParentIndustrySector } from 'shared-contracts/areas/activation/activation';

export const optionsOf = (records: readonly LeadQualificationAnswerRecord[], key: LeadQualificationChoice) =>
  records.filter((record) => record.key === key).map((record) => ({ value: record.key === 'COUNTRY_OF_REGISTRATION' ? record.country_id ?? record.id : record.id, label: record.answer }));

/** The entity types of the chosen country; a country other than Indonesia and the Philippines gets the foreign ones. */
export function entityOptions(records: readonly LeadQualificationAnswerRecord[], countryId: string) {
  const ofCountry = records.filter((record) => record.key === 'ENTITY_TYPE' && record.country_id === countryId);
  const chosen = ofCountry.length > 0 ? ofCountry : records.filter((record) => record.key === 'ENTITY_TYPE' && record.country_id === null);
  return chosen.map((record) => ({ value: record.id, label: record.answer }));
}

/** Children of each parent sector, labelled "parent: child" so a list reader hears both. */
export function sectorOptions(parents: readonly ParentIndustrySector[]) {
  return parents.flatMap((parent) =>
    parent.child_industry_sectors.map((child) => ({ value: child.id, label: `${parent.name}: ${child.name}`, parent: parent.name, child: child.name })),
  );
}

/** SEC_NONSEC_INDEX: whether the business registers with the Philippine SEC (its corporations and partnerships). */
export const secIndexOf = (entityType: EntityType): 'SEC' | 'NON_SEC' =>
  entityType === 'PH:Corporation' || entityType === 'PH:Partnership' ? 'SEC' : 'NON_SEC';

/**
 * The country and entity-type answers of a page fixed to one entity type, from the answer records
 * (null until they are loaded, or when the records know no such type).
 */
export function fixedAnswers(records: readonly LeadQualificationAnswerRecord[], entityType: EntityType): { country: LeadQualificationEntry; entity: LeadQualificationEntry } | null {
  const entity = records.find((record) => record.key === 'ENTITY_TYPE' && record.answer === entityType);
  const country = records.find((record) => record.key === 'COUNTRY_OF_REGISTRATION' && record.country_id !== null && record.country_id === entity?.country_id);
  if (!entity || !country?.country_id) return null;
  return {
    country: { key: 'COUNTRY_OF_REGISTRATION', value1: country.country_id, value2: country.answer },
    entity: { key: 'ENTITY_TYPE', value1: entity.id, value2: entity.answer },
  };
}
