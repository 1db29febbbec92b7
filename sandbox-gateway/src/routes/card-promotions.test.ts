/** @jest-environment node */
import { PROMOTIONS_API, PROMOTION_STATUSES, type Promotion, type PromotionInput, type PromotionsAnswer } from 'shared-contracts/areas/cards/card-promotions';
import { dayOf } from '../store/card-promotions';
import { createTestGateway, signedIn, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);

beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const DAY = 86_400_000;
const day = (offset: number) => dayOf(gateway.clock() + offset * DAY);
const send = async (method: string, url: string, payload?: unknown, email = 'owner@tokoku.test') =>
  gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as(email) });
const input = (extra: Partial<PromotionInput> = {}): PromotionInput => ({
  name: 'Payday 15%', type: 'DISCOUNT', discount_percent: 15, installment_months: null, bin_ranges: [{ from: '411111', to: '411199' }],
  start_date: day(0), end_date: day(30), ...extra,
});

test('Toko Ku has promotions of every status, newest first; a status filter', async () => {
  const all = (await send('GET', PROMOTIONS_API.promotions)).json<PromotionsAnswer>().data;
  expect(new Set(all.map((promotion) => promotion.status))).toEqual(new Set(PROMOTION_STATUSES));
  expect(all[0]!.id).toBe('promo_tokoku_05');
  const paused = (await send('GET', `${PROMOTIONS_API.promotions}?status=PAUSED`)).json<PromotionsAnswer>().data;
  expect(paused.map((promotion) => promotion.id)).toEqual(['promo_tokoku_05']);
  expect((await send('GET', `${PROMOTIONS_API.promotions}?status=GONE`)).status).toBe(400);
});

test('create, edit, pause and resume; the status follows the dates', async () => {
  const created = await send('POST', PROMOTIONS_API.promotions, input({ name: '  Payday 15%  ' }));
  expect(created.status).toBe(201);
  const promotion = created.json<Promotion>();
  expect(promotion).toMatchObject({ name: 'Payday 15%', status: 'ACTIVE', currency: 'IDR' });

  const later = (await send('PUT', PROMOTIONS_API.promotion(promotion.id), input({ start_date: day(3), end_date: day(10), type: 'INSTALLMENT', discount_percent: null, installment_months: 6 }))).json<Promotion>();
  expect(later).toMatchObject({ status: 'INACTIVE', type: 'INSTALLMENT', installment_months: 6, discount_percent: null });

  const paused = await send('PATCH', PROMOTIONS_API.promotion(promotion.id), { status: 'PAUSED' });
  expect(paused.json<Promotion>().status).toBe('PAUSED');
  expect((await send('PATCH', PROMOTIONS_API.promotion(promotion.id), { status: 'PAUSED' })).status).toBe(400);
  expect((await send('PATCH', PROMOTIONS_API.promotion(promotion.id), { status: 'ACTIVE' })).json<Promotion>().status).toBe('INACTIVE');

  gateway.clock.advance(11 * DAY);
  as.forget('owner@tokoku.test'); // the sign-in ended meanwhile
  expect((await send('PATCH', PROMOTIONS_API.promotion(promotion.id), { status: 'PAUSED' })).status).toBe(400);
  expect((await send('PUT', PROMOTIONS_API.promotion(promotion.id), input({ end_date: day(5) }))).json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('status');
});

test.each([
  [{ name: ' ' }, 'name'],
  [{ name: 'x'.repeat(101) }, 'name'],
  [{ discount_percent: null }, 'discount_percent'],
  [{ discount_percent: 0 }, 'discount_percent'],
  [{ discount_percent: 100.5 }, 'discount_percent'],
  [{ discount_percent: 10.555 }, 'discount_percent'],
  [{ type: 'INSTALLMENT', discount_percent: null, installment_months: null }, 'installment_months'],
  [{ type: 'INSTALLMENT', discount_percent: null, installment_months: 5 }, 'installment_months'],
  [{ bin_ranges: [] }, 'bin_ranges'],
  [{ bin_ranges: [{ from: '41111', to: '41111' }] }, 'bin_ranges[0].from'],
  [{ bin_ranges: [{ from: '411111', to: '4111119' }] }, 'bin_ranges[0]'],
  [{ bin_ranges: [{ from: '411199', to: '411111' }] }, 'bin_ranges[0]'],
  [{ start_date: '2026-02-30' }, 'start_date'],
  [{ end_date: '1999-01-01', start_date: '1998-12-01' }, 'end_date'],
])('%j is refused on %s', async (extra, field) => {
  const answer = await send('POST', PROMOTIONS_API.promotions, { ...input(), ...extra });
  expect(answer.status).toBe(400);
  expect(answer.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toContain(field);
});

test('a discount of 33.33% is two decimals', async () => {
  expect((await send('POST', PROMOTIONS_API.promotions, input({ discount_percent: 33.33 }))).status).toBe(201);
});

test('a viewer reads but cannot change; another business cannot see them', async () => {
  expect((await send('GET', PROMOTIONS_API.promotions, undefined, 'viewer@tokoku.test')).status).toBe(200);
  expect((await send('POST', PROMOTIONS_API.promotions, input(), 'viewer@tokoku.test')).status).toBe(403);
  expect((await send('PATCH', PROMOTIONS_API.promotion('promo_tokoku_01'), { status: 'PAUSED' }, 'viewer@tokoku.test')).status).toBe(403);
  expect((await send('PATCH', PROMOTIONS_API.promotion('promo_tokoku_01'), { status: 'PAUSED' }, 'admin@manila.test')).status).toBe(404);
});
