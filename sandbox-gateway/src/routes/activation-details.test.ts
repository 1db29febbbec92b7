/** @jest-environment node */
import {
  ACTIVATION_API,
  type ActivationCompanyDetail,
  type CompanyTypesAnswer,
  type LeadQualificationAnswer,
  type MasterFieldsAnswer,
  type ParentIndustrySectorsAnswer,
} from 'shared-contracts/areas/activation/activation';
import { createTestGateway, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);

beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const get = async (email: string, url: string) => gateway.request({ url, headers: await as(email) });
const patch = async (email: string, url: string, payload: unknown) => gateway.request({ method: 'PATCH', url, payload, headers: await as(email) });

const NEW = 'new@warungbaru.test';
const PERMIT = 'Business Permit Details:Indonesian Entity';

describe('the activation reference data', () => {
  test('lead qualification answers cover every choice question, entity types tied to their country', async () => {
    const { data } = (await get(NEW, ACTIVATION_API.leadQualification)).json<LeadQualificationAnswer>();
    expect(new Set(data.map((answer) => answer.key))).toEqual(
      new Set(['COUNTRY_OF_REGISTRATION', 'ENTITY_TYPE', 'NUM_OF_EMPLOYEES', 'ROLE', 'MONTHLY_TRANSACTIONS', 'AVG_TRANSACTION_SIZE']),
    );
    const indonesian = data.filter((answer) => answer.key === 'ENTITY_TYPE' && answer.country_id === 'ID').map((answer) => answer.answer);
    expect(indonesian).toEqual(['Indonesian Entity', 'Indonesian Individual']);
  });

  test('company types point at an entity-type answer', async () => {
    const answers = new Set((await get(NEW, ACTIVATION_API.leadQualification)).json<LeadQualificationAnswer>().data.map((answer) => answer.id));
    const { data } = (await get(NEW, ACTIVATION_API.companyTypes)).json<CompanyTypesAnswer>();
    expect(data.map((type) => type.company_type)).toEqual(expect.arrayContaining(['PT', 'CV', 'PMA', 'YAYASAN', 'KOPERASI']));
    for (const type of data) expect(answers.has(type.lead_qualification_id)).toBe(true);
  });

  test('industry sectors narrow by entity type', async () => {
    const all = (await get(NEW, ACTIVATION_API.parentIndustrySectors)).json<ParentIndustrySectorsAnswer>().data;
    const individual = (await get(NEW, `${ACTIVATION_API.parentIndustrySectors}?entity_type=Indonesian%20Individual`)).json<ParentIndustrySectorsAnswer>().data;
    expect(all.length).toBeGreaterThan(individual.length);
    expect(all[0]!.child_industry_sectors.length).toBeGreaterThan(0);
  });

  test.each([
    ['ID', 'Business Permit Details', ['NIB Number', 'NPWP Number', 'Year of Establishment']],
    ['PH', 'SEC', ['SEC Registration Number', 'Year of Incorporation']],
    ['SG', 'TIN', ['Tax ID']],
  ])('master fields of %s, %s', async (country, category, names) => {
    const url = `${ACTIVATION_API.masterFields}?country_id=${country}&category=${encodeURIComponent(category)}`;
    const { data } = (await get(NEW, url)).json<MasterFieldsAnswer>();
    expect(data.map((field) => field.field_name)).toEqual(names);
    for (const field of data) expect(field.multi_language_label.id).toBeTruthy();
  });

  test("without a country, the fields of the business's own country", async () => {
    const { data } = (await get(NEW, ACTIVATION_API.masterFields)).json<MasterFieldsAnswer>();
    expect(new Set(data.map((field) => field.country_id))).toEqual(new Set(['ID']));
  });

  test.each([
    ['an unknown category', `${ACTIVATION_API.masterFields}?country_id=ID&category=Nope`],
    ['a lower-case country', `${ACTIVATION_API.masterFields}?country_id=id`],
    ['an unknown entity type', `${ACTIVATION_API.parentIndustrySectors}?entity_type=Martian`],
  ])('%s is API_VALIDATION_ERROR', async (_name, url) => {
    const answer = await get(NEW, url);
    expect(answer.status).toBe(400);
    expect(answer.json<{ error_code: string }>().error_code).toBe('API_VALIDATION_ERROR');
  });
});

describe('saving and resuming the activation form', () => {
  const fields = async () =>
    (await get(NEW, `${ACTIVATION_API.masterFields}?country_id=ID&category=Business%20Permit%20Details`)).json<MasterFieldsAnswer>().data;

  test('a save is trimmed, kept, and read back with who saved it', async () => {
    const [nib, npwp, year] = await fields();
    const answer = await patch(NEW, ACTIVATION_API.companyDetail, {
      legal_name: '  PT Warung Baru  ',
      country_of_registration: 'ID',
      entity_type: 'Indonesian Entity',
      extra: { [PERMIT]: [{ master_field_id: nib!.id, value: ' 1234567890123 ' }, { master_field_id: npwp!.id, value: '012345678901234' }, { master_field_id: year!.id, value: '2020' }] },
    });
    expect(answer.status).toBe(200);
    const detail = (await get(NEW, ACTIVATION_API.companyDetail)).json<ActivationCompanyDetail>();
    expect(detail.legal_name).toBe('PT Warung Baru');
    expect(detail.go_live_status).toBe('AWAITING_DOCS');
    expect(detail.extra[PERMIT]![0]!.value).toBe('1234567890123');
    expect(detail.updated_by).toBe(NEW);
  });

  test.each([
    ['an NPWP with dots still in it', 1, '01.234.567.8-901.234', 'npwpLength'],
    ['a year in the future', 2, '2999', 'yearInFuture'],
    // Issue 42: the NIB is checked like the other identifiers (it was saved as any text before).
    ['a NIB of 12 digits', 0, '912000123456', 'nibLength'],
    ['a NIB of 14 digits', 0, '91200012345678', 'nibLength'],
    ['a NIB with hyphens', 0, '912-000-1234567', 'mustBeNumeric'],
  ])('%s is refused with the field named', async (_name, index, value, message) => {
    const field = (await fields())[index]!;
    const before = snapshot(gateway.dbPath);
    const answer = await patch(NEW, ACTIVATION_API.companyDetail, { extra: { [PERMIT]: [{ master_field_id: field.id, value }] } });
    expect(answer.status).toBe(400);
    expect(answer.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([{ field: `extra.${PERMIT}[0].value`, message }]);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test("the bank account's number is digits (at most 255) and its holder's name a bank's characters, as the form checks them (issue 42); nothing is saved", async () => {
    const bank = (await get(NEW, `${ACTIVATION_API.masterFields}?country_id=ID&category=Bank%20Account%20Details`)).json<MasterFieldsAnswer>().data;
    const idOf = (name: string) => bank.find((field) => field.field_name === name)!.id;
    const key = 'Bank Account Details:Indonesian Entity';
    const save = (number: string, holder = 'PT Warung Baru') =>
      patch(NEW, ACTIVATION_API.companyDetail, { extra: { [key]: [{ master_field_id: idOf('Account Holder Name'), value: holder }, { master_field_id: idOf('Account Number'), value: number }] } });
    const before = snapshot(gateway.dbPath);
    for (const [number, holder, errors] of [
      ['1234 5678', 'PT Warung Baru', [{ field: `extra.${key}[1].value`, message: 'mustBeNumeric' }]],
      ['12ab34', 'Ayu <script>', [{ field: `extra.${key}[0].value`, message: 'accountNameCharacters' }, { field: `extra.${key}[1].value`, message: 'mustBeNumeric' }]],
      ['1'.repeat(256), 'PT Warung Baru', undefined],
    ] as const) {
      const answer = await save(number, holder);
      expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([400, 'API_VALIDATION_ERROR']);
      if (errors) expect(answer.json<{ errors: unknown[] }>().errors).toEqual(errors);
    }
    expect(snapshot(gateway.dbPath)).toBe(before);
    expect((await save(' 0123456789 ')).status).toBe(200);
    expect((await get(NEW, ACTIVATION_API.companyDetail)).json<ActivationCompanyDetail>().extra[key]).toEqual([
      { master_field_id: idOf('Account Holder Name'), value: 'PT Warung Baru' }, { master_field_id: idOf('Account Number'), value: '0123456789' },
    ]);
  });

  describe('dropdowns hold a value of their gateway list (issue 41 §4)', () => {
    const FOREIGN_SIGNATORY = 'Authorised Signatory:Foreign Entity';
    const signatoryFields = async () =>
      (await get(NEW, `${ACTIVATION_API.masterFields}?country_id=SG&category=Authorised%20Signatory`)).json<MasterFieldsAnswer>().data;
    const bankField = async () =>
      (await get(NEW, `${ACTIVATION_API.masterFields}?country_id=SG&category=Bank%20Account%20Details`)).json<MasterFieldsAnswer>().data.find((f) => f.input === 'bank')!;
    const save = (key: string, id: string, value: string) =>
      patch(NEW, ACTIVATION_API.companyDetail, { country_of_registration: 'SG', entity_type: 'Foreign Entity', extra: { [key]: [{ master_field_id: id, value }] } });

    test('a ROLE answer, an activation country and a bank of the country are kept', async () => {
      const fields = await signatoryFields();
      const role = fields.find((f) => f.input === 'role')!;
      const country = fields.find((f) => f.input === 'country')!;
      const answer = await patch(NEW, ACTIVATION_API.companyDetail, {
        country_of_registration: 'SG',
        entity_type: 'Foreign Entity',
        extra: {
          [FOREIGN_SIGNATORY]: [{ master_field_id: role.id, value: 'lq_role_director' }, { master_field_id: country.id, value: 'SG' }],
          'Bank Account Details:Foreign Entity': [{ master_field_id: (await bankField()).id, value: 'DBS' }],
        },
      });
      expect(answer.status).toBe(200);
    });

    test.each([
      ['a role that is not a ROLE answer', 'role', 'director'],
      ['a country that is not an activation country', 'country', 'Narnia'],
      ['a bank of another country', 'bank', 'BCA'],
    ])('%s is refused with the field named and nothing changes', async (_name, input, value) => {
      const field = input === 'bank' ? await bankField() : (await signatoryFields()).find((f) => f.input === input)!;
      const key = input === 'bank' ? 'Bank Account Details:Foreign Entity' : FOREIGN_SIGNATORY;
      const before = snapshot(gateway.dbPath);
      const answer = await save(key, field.id, value);
      expect(answer.status).toBe(400);
      expect(answer.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([{ field: `extra.${key}[0].value`, message: 'is not one of the options' }]);
      expect(snapshot(gateway.dbPath)).toBe(before);
    });
  });

  test.each([
    ['a section key that is not category:entity type', { extra: { 'Nope:Indonesian Entity': [] } }],
    ['a field of another section', { extra: { 'TIN:Indonesian Entity': [{ master_field_id: 'mf_id_1_1', value: 'x' }] } }],
    ['a legal name over 255 characters', { legal_name: 'x'.repeat(256) }],
    ['an unknown entity type', { entity_type: 'Martian' }],
  ])('%s is API_VALIDATION_ERROR', async (_name, body) => {
    const answer = await patch(NEW, ACTIVATION_API.companyDetail, body);
    expect(answer.status).toBe(400);
    expect(answer.json<{ error_code: string }>().error_code).toBe('API_VALIDATION_ERROR');
  });

  test('update-with-notification tells the other administrators', async () => {
    const answer = await patch('owner@tokoku.test', ACTIVATION_API.updateWithNotification, { name: 'Toko Ku' });
    expect(answer.status).toBe(200);
    const titles = (await get('authn@tokoku.test', '/api/notifications')).json<{ notifications: { title: { en: string } }[] }>();
    expect(titles.notifications.map((item) => item.title.en)).toContain('Activation form updated');
  });

  test('a member who does not administer cannot save', async () => {
    expect((await patch('viewer@tokoku.test', ACTIVATION_API.companyDetail, { name: 'x' })).status).toBe(403);
  });
});
