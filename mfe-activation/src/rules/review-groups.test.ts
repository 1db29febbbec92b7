import { EMPTY_DETAIL, PH_INDIVIDUAL_FIELDS } from '../testing/fixtures';
import { stepPages } from '../features/activation/steps';
import { reviewGroups } from './review-groups';

const PH = 'PH:Individual' as const;
const pepSection = (answer: 'yes' | 'no') => ({
  [`PEP Declaration:${PH}`]: [
    { master_field_id: 'mf_ph_pep', value: answer },
    { master_field_id: 'mf_ph_pep_purpose', value: 'Family business' },
  ],
});
const groupsOf = (detail: Partial<typeof EMPTY_DETAIL>, entries = []) =>
  reviewGroups(stepPages(PH), { detail: { ...EMPTY_DETAIL, entity_type: PH, ...detail }, entries, fields: PH_INDIVIDUAL_FIELDS, entityType: PH });

test('one group per step before the review, each pointing at its step', () => {
  expect(groupsOf({}).map((group) => [group.step, group.page.kind])).toEqual([[1, 'lead'], [2, 'business'], [3, 'sections'], [4, 'sections'], [5, 'documents']]);
});

test('on another device the business type shows the saved entity type', () => {
  expect(groupsOf({})[0]!.sections[0]!.rows).toEqual([{ kind: 'fact', labelKey: 'lead.entityType', value: PH }]);
});

test('a website or, instead, the saved proof of business', () => {
  const rows = (detail: Partial<typeof EMPTY_DETAIL>) => groupsOf(detail)[1]!.sections[0]!.rows.map((row) => (row.kind === 'fact' ? row.labelKey : row.kind));
  expect(rows({ website: 'https://a.example' })).toEqual(['business.website']);
  expect(rows({ proof_of_business_file_id: 'file_1' })).toEqual(['documents.proofOfBusiness']);
  expect(rows({})).toEqual([]);
});

test.each([
  ['yes', ['mf_ph_pep', 'mf_ph_pep_purpose']],
  ['no', ['mf_ph_pep']],
] as const)('the PEP details show only when the PEP answer is %s', (answer, ids) => {
  const pep = groupsOf({ extra: pepSection(answer) })[3]!.sections.find((section) => section.category === 'pep_declaration')!;
  expect(pep.rows.map((row) => (row.kind === 'field' ? row.field.id : row.kind))).toEqual(ids);
});
