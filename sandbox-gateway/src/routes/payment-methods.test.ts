/** @jest-environment node */
import {
  PAYMENT_METHODS_API,
  productStatus,
  retailOutletStatus,
  type ProductCard,
  type ProductCardsAnswer,
  type RetailOutletsAnswer,
  type TopUpBanksAnswer,
  type VirtualAccountBanksAnswer,
} from 'shared-contracts/areas/settings/payment-methods';
import { createTestGateway, signInAs, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const send = async (email: string, method: string, url: string) =>
  gateway.request({ method, url, headers: await signInAs(gateway, email) });
const cards = async (email: string) => (await send(email, 'GET', PAYMENT_METHODS_API.products)).json<ProductCardsAnswer>().data;

test('the products of the business country in every tracker state', async () => {
  const tokoKu = await cards('owner@tokoku.test');
  expect(Object.fromEntries(tokoKu.map((c) => [c.product, productStatus(c)]))).toEqual({
    OVO: 'enabled', DANA: 'pending', LINKAJA: 'rejected', SHOPEEPAY: 'pending', BCA: 'rejected', KREDIVO: 'disabled',
  });
  expect(tokoKu.find((c) => c.product === 'DANA')?.estimated_activation_timestamp).not.toBeNull();
  const manila = await cards('admin@manila.test');
  expect(Object.fromEntries(manila.map((c) => [c.product, productStatus(c)]))).toEqual({ PH_CARDS: 'cards-disabled', GCASH: 'pending' });
});

test('an administrator asks for activation once; again is DUPLICATE_PRODUCT_APPLICATION_ERROR', async () => {
  const asked = await send('owner@tokoku.test', 'POST', PAYMENT_METHODS_API.activation('KREDIVO'));
  expect(asked.status).toBe(201);
  expect(asked.json<ProductCard>()).toMatchObject({ product: 'KREDIVO', isSubmitted: true, sub_status: 'NEW_SUBMISSION' });
  const again = await send('owner@tokoku.test', 'POST', PAYMENT_METHODS_API.activation('KREDIVO'));
  expect(again.status).toBe(409);
  expect(again.json<{ error_code: string }>().error_code).toBe('DUPLICATE_PRODUCT_APPLICATION_ERROR');
});

test('refused: a rejected sub-status, another country’s product, a viewer; nothing changes', async () => {
  const before = await cards('owner@tokoku.test');
  expect((await send('owner@tokoku.test', 'POST', PAYMENT_METHODS_API.activation('LINKAJA'))).status).toBe(403);
  expect((await send('owner@tokoku.test', 'POST', PAYMENT_METHODS_API.activation('GCASH'))).json<{ error_code: string }>().error_code).toBe('API_VALIDATION_ERROR');
  expect((await send('viewer@tokoku.test', 'POST', PAYMENT_METHODS_API.activation('KREDIVO'))).status).toBe(403);
  expect((await cards('viewer@tokoku.test')).every((c) => !c.activation_allowed)).toBe(true);
  expect((await send('dev@tokoku.test', 'GET', PAYMENT_METHODS_API.products)).status).toBe(403);
  expect(await cards('owner@tokoku.test')).toEqual(before);
});

test('the detail modal: virtual-account banks per environment, retail outlets per business', async () => {
  const live = (await send('owner@tokoku.test', 'GET', `${PAYMENT_METHODS_API.virtualAccounts}?environment=PRODUCTION`)).json<VirtualAccountBanksAnswer>().data;
  const test = (await send('owner@tokoku.test', 'GET', `${PAYMENT_METHODS_API.virtualAccounts}?environment=DEVELOPMENT`)).json<VirtualAccountBanksAnswer>().data;
  expect(test.length).toBeGreaterThan(live.length);
  expect(live.find((b) => b.bank_code === 'BCA')).toMatchObject({ account_block_start: '107661000000', account_block_end: '107661999999' });
  expect((await send('new@warungbaru.test', 'GET', `${PAYMENT_METHODS_API.virtualAccounts}?environment=PRODUCTION`)).status).toBe(403);
  expect((await send('admin@manila.test', 'GET', PAYMENT_METHODS_API.virtualAccounts)).json<VirtualAccountBanksAnswer>().data).toEqual([]);
  const outlets = (await send('owner@tokoku.test', 'GET', PAYMENT_METHODS_API.retailOutlets)).json<RetailOutletsAnswer>().data;
  expect(outlets.map(retailOutletStatus)).toEqual(['enabled', 'pending']);
  expect((await send('dev@tokoku.test', 'GET', PAYMENT_METHODS_API.retailOutlets)).status).toBe(403);
  const topUp = (await send('admin@manila.test', 'GET', PAYMENT_METHODS_API.topUpBanks)).json<TopUpBanksAnswer>();
  expect(topUp.reference).toBe('TOPUP-MANILA');
  expect(topUp.data.length).toBeGreaterThan(0);
  expect((await send('owner@tokoku.test', 'GET', PAYMENT_METHODS_API.topUpBanks)).json<TopUpBanksAnswer>().data).toEqual([]);
});
