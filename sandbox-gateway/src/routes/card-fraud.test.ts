/** @jest-environment node */
import {
  FRAUD_API,
  type BinData,
  type CountriesAnswer,
  type FraudListAnswer,
  type FraudListEntry,
  type FraudListEntryDetail,
  type PredictionsAnswer,
  type PredictionsExport,
  type RuleSetDetail,
  type RuleSetsAnswer,
} from 'shared-contracts/areas/cards/card-fraud';
import { dayOf } from '../store/card-promotions';
import { createTestGateway, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);

beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const send = async (method: string, url: string, payload?: unknown, email = 'owner@tokoku.test') =>
  gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as(email) });
const DAY = 86_400_000;
const day = (offset: number) => dayOf(gateway.clock() + offset * DAY);

test('every list has seeded entries; a BIN is added with its lookup, blocked, reset and removed, each change in its history', async () => {
  const bins = (await send('GET', FRAUD_API.list('bin-list'))).json<FraudListAnswer>().data;
  expect(bins.map((entry) => [entry.value, entry.action])).toEqual([['455636', 'ALLOW'], ['401200', 'BLOCK']]);
  for (const list of ['card-data-list', 'ip-list', 'country-list'] as const) expect((await send('GET', FRAUD_API.list(list))).json<FraudListAnswer>().data.length).toBeGreaterThan(0);

  const added = await send('POST', FRAUD_API.list('bin-list'), { value: '552277', action: 'ALLOW', note: '  BDO  ' });
  expect(added.status).toBe(201);
  const entry = added.json<FraudListEntry>();
  expect(entry).toMatchObject({ value: '552277', action: 'ALLOW', note: 'BDO', bin_data: { brand: 'MASTERCARD', issuer: 'BDO Unibank', country_code: 'PH' } });
  expect((await send('POST', FRAUD_API.list('bin-list'), { value: '552277', action: 'BLOCK' })).json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });

  expect((await send('PATCH', FRAUD_API.entry('bin-list', entry.id), { action: 'BLOCK' })).json<FraudListEntry>().action).toBe('BLOCK');
  expect((await send('PATCH', FRAUD_API.entry('bin-list', entry.id), { action: 'BLOCK' })).status).toBe(400);
  gateway.clock.advance(1000);
  expect((await send('PATCH', FRAUD_API.entry('bin-list', entry.id), { action: 'RESET' })).json<FraudListEntry>().action).toBeNull();
  const detail = (await send('GET', FRAUD_API.entry('bin-list', entry.id))).json<FraudListEntryDetail>();
  expect(detail.history.map((change) => change.change)).toEqual(['RESET', 'BLOCK', 'ALLOW', 'ADDED']);
  expect(detail.history[0]!.actor_email).toBe('owner@tokoku.test');
  // Another list's path does not find it.
  expect((await send('GET', FRAUD_API.entry('ip-list', entry.id))).status).toBe(404);

  expect((await send('DELETE', FRAUD_API.entry('bin-list', entry.id))).status).toBe(204);
  expect((await send('GET', FRAUD_API.entry('bin-list', entry.id))).status).toBe(404);
});

test.each([
  ['bin-list', '41111', false], ['bin-list', '411111', true], ['bin-list', '41111111', true], ['bin-list', '411111111', false], ['bin-list', '41111a', false],
  ['card-data-list', '411111…1234', true], ['card-data-list', '411111…123', false], ['card-data-list', '4111111111111111', false],
  ['ip-list', '198.51.100.4', true], ['ip-list', '2001:DB8::7', true], ['ip-list', '256.1.1.1', false], ['ip-list', '1.2.3', false], ['ip-list', '::g', false],
  ['country-list', 'JP', true], ['country-list', 'XX', false], ['country-list', 'jp', false], ['country-list', 'JPN', false],
] as const)('%s: %s is %s', async (list, value, accepted) => {
  const answer = await send('POST', FRAUD_API.list(list), { value, action: 'BLOCK' });
  expect(answer.status).toBe(accepted ? 201 : 400);
  if (!accepted) expect(answer.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR', errors: [{ field: 'value' }] });
});

test('an IPv6 address is kept in one spelling', async () => {
  await send('POST', FRAUD_API.list('ip-list'), { value: '2001:DB8::9', action: 'BLOCK' });
  expect((await send('POST', FRAUD_API.list('ip-list'), { value: '2001:db8::9', action: 'BLOCK' })).status).toBe(400);
});

test('bulk countries: all or none; a listed country takes the new action', async () => {
  await as('owner@tokoku.test');
  const before = snapshot(gateway.dbPath);
  expect((await send('POST', FRAUD_API.countryBulk, { country_codes: ['MY', 'XX'], action: 'BLOCK' })).json()).toMatchObject({ errors: [{ field: 'country_codes[1]' }] });
  expect(snapshot(gateway.dbPath) === before).toBe(true);
  const answer = await send('POST', FRAUD_API.countryBulk, { country_codes: ['MY', 'SG'], action: 'BLOCK' });
  expect(answer.status).toBe(201);
  expect(answer.json<FraudListAnswer>().data.map((entry) => [entry.value, entry.action])).toEqual([['MY', 'BLOCK'], ['SG', 'BLOCK']]);
});

test('lookups: BIN data by the first six digits, unknown BINs not found; the ISO countries', async () => {
  expect((await send('GET', FRAUD_API.binData('41111199'))).json<BinData>()).toEqual({ bin: '41111199', brand: 'VISA', issuer: 'Bank Central Asia', country_code: 'ID', type: 'CREDIT' });
  expect((await send('GET', FRAUD_API.binData('999999'))).status).toBe(404);
  expect((await send('GET', FRAUD_API.binData('12345'))).status).toBe(400);
  const countries = (await send('GET', FRAUD_API.countries)).json<CountriesAnswer>().data;
  expect(countries.length).toBeGreaterThan(240);
  expect(countries).toContainEqual({ code: 'ID', name: 'Indonesia' });
});

test('a viewer reads the lists and rules but changes nothing', async () => {
  const viewer = 'viewer@tokoku.test';
  expect((await send('GET', FRAUD_API.list('bin-list'), undefined, viewer)).status).toBe(200);
  expect((await send('POST', FRAUD_API.list('bin-list'), { value: '552277', action: 'BLOCK' }, viewer)).json()).toMatchObject({ error_code: 'AUTHORIZATION_ERROR' });
  expect((await send('PATCH', FRAUD_API.entry('bin-list', 'fre_tokoku_01'), { action: 'RESET' }, viewer)).status).toBe(403);
  expect((await send('DELETE', FRAUD_API.entry('bin-list', 'fre_tokoku_01'), undefined, viewer)).status).toBe(403);
  expect((await send('PATCH', FRAUD_API.ruleSet('biz_tokoku', 'rs_tokoku_velocity'), { level: 'HIGH', action: 'BLOCK' }, viewer)).status).toBe(403);
});

test('rule sets: a change of level or action is kept in the history; another business is not found', async () => {
  const sets = (await send('GET', FRAUD_API.ruleSets('biz_tokoku'))).json<RuleSetsAnswer>().data;
  expect(sets.map((set) => set.key)).toEqual(['CARD_TESTING', 'VELOCITY', 'COUNTRY_MISMATCH', 'HIGH_RISK_ISSUER']);
  const changed = (await send('PATCH', FRAUD_API.ruleSet('biz_tokoku', 'rs_tokoku_velocity'), { level: 'HIGH', action: 'ALLOW' })).json<RuleSetDetail>();
  expect(changed).toMatchObject({ level: 'HIGH', action: 'ALLOW', history: [{ level: 'HIGH', action: 'ALLOW', actor_email: 'owner@tokoku.test' }] });
  expect((await send('PATCH', FRAUD_API.ruleSet('biz_tokoku', 'rs_tokoku_velocity'), { level: 'HIGH', action: 'ALLOW' })).status).toBe(400);
  expect((await send('PATCH', FRAUD_API.ruleSet('biz_tokoku', 'rs_tokoku_velocity'), { level: 'EXTREME', action: 'ALLOW' })).status).toBe(400);
  expect((await send('GET', FRAUD_API.ruleSet('biz_tokoku', 'rs_tokoku_card_testing'))).json<RuleSetDetail>().history).toHaveLength(2);
  expect((await send('GET', FRAUD_API.ruleSets('biz_other'))).status).toBe(404);
  expect((await send('GET', FRAUD_API.profiles)).json()).toEqual({ data: [{ level: 'NORMAL', score_threshold: 80 }, { level: 'MEDIUM', score_threshold: 60 }, { level: 'HIGH', score_threshold: 40 }] });
  expect((await send('GET', FRAUD_API.features('biz_tokoku'))).json<{ data: unknown[] }>().data).toHaveLength(6);
});

test('prediction reports: pages of a range of at most 92 days; the export is the range as CSV', async () => {
  const first = (await send('POST', FRAUD_API.predictReports, { from: day(-29), to: day(0) })).json<PredictionsAnswer>();
  expect(first.total_count).toBe(30);
  expect(first.data).toHaveLength(10);
  expect(first.data[0]).toMatchObject({ currency: 'IDR', level: expect.stringMatching(/^(NORMAL|MEDIUM|HIGH)$/), recommendation: expect.stringMatching(/^(BLOCK|ALLOW)$/) });
  expect((await send('POST', FRAUD_API.predictReports, { from: day(-29), to: day(0), page: 3 })).json<PredictionsAnswer>().data).toHaveLength(10);
  expect((await send('POST', FRAUD_API.predictReports, { from: day(-92), to: day(0) })).json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR', errors: [{ field: 'to' }] });
  expect((await send('POST', FRAUD_API.predictReports, { from: day(0), to: day(-1) })).status).toBe(400);
  expect((await send('POST', FRAUD_API.predictReports, { from: '2026-02-30', to: day(0) })).status).toBe(400);
  const exported = (await send('POST', FRAUD_API.predictionsExport, { from: day(-29), to: day(0) }, 'viewer@tokoku.test')).json<PredictionsExport>();
  expect(exported.file_name).toBe(`fraud-predictions-${day(-29)}-${day(0)}.csv`);
  expect(exported.content.trim().split('\n')).toHaveLength(31);
});
