/** @jest-environment node */
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { CARDS_API, type CardPaymentsAnswer } from 'shared-contracts/areas/cards/cards';
import { createTestGateway, signInAs, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const get = async <T>(url: string, headers: Record<string, string>) => (await gateway.request({ url, headers })).json<T>();

describe('the payment proof of a card payment (issue 17, slice 5)', () => {
  test('a payment answers its bank reference number and the receipt\'s parties, the account number masked', async () => {
    const headers = await signInAs(gateway, 'owner@tokoku.test');
    const [row] = (await get<CardPaymentsAnswer>(`${CARDS_API.payments}?search=order-004969`, headers)).data;
    const payment = await get<CardPaymentDetail>(CARDS_API.payment(row!.id), headers);
    expect(payment.bank_reference_number).toMatch(/^\d{12}$/);
    expect(payment.payment_proof).toEqual({
      formal_processor_holder_name: 'PT Sandbox Pembayaran Indonesia',
      business_address: expect.stringContaining('Jakarta'),
      beneficiary_account_name: 'PT Toko Ku',
      beneficiary_bank_name: 'BCA',
      beneficiary_bank_account_number: '••••••6789',
      entity_campaign_link: null,
    });
  });
});
