/** @jest-environment node */
import { PERMISSION_FLAGS } from 'shared-contracts';
import { CARD_SETTINGS_API } from 'shared-contracts/areas/cards/card-settings';
import { PROMOTIONS_API } from 'shared-contracts/areas/cards/card-promotions';
import { HOME_API } from 'shared-contracts/areas/home/home';
import { DEVELOPERS_API } from 'shared-contracts/areas/settings/developers';
import { SETTINGS_API } from 'shared-contracts/areas/settings/settings';
import { dayOf } from '../store/card-promotions';
import type { Answer } from '../testing/http-client';
import { createTestGateway, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';
import { HIDDEN_CHARACTER_MESSAGE } from './validation';

// Issue 43 §6: a name a merchant types (a bank account's holder above all) with a control, bidi or
// zero-width character is refused with the validation error, on every route that takes one, and
// nothing is stored; names in any script, with accents or symbols, are taken.
let gateway: TestGateway;
const as = signedIn(() => gateway);
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const permissions = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, flag === 'can_view']));
let serial = 0;
/** Each route that takes a name: how to send one, and the field it is in. */
const ROUTES: { route: string; field: string; send: (name: string) => Promise<Answer> }[] = [
  { route: 'a bank account', field: 'account_holder_name', send: (name) => post(SETTINGS_API.bankAccounts, { bank_code: 'BNI', account_holder_name: name, account_number: `88001${(serial += 1)}` }) },
  { route: 'a team invitation', field: 'full_name', send: (name) => post(SETTINGS_API.invitations, { email: `person${(serial += 1)}@example.test`, full_name: name, permissions }) },
  { route: 'an API key', field: 'name', send: (name) => post(DEVELOPERS_API.apiKeys, { name, permissions: { money_in: 'READ', money_out: 'NONE', balance: 'READ' } }) },
  {
    route: 'a card promotion',
    field: 'name',
    send: (name) =>
      post(PROMOTIONS_API.promotions, {
        name, type: 'DISCOUNT', discount_percent: 15, installment_months: null, bin_ranges: [{ from: '411111', to: '411199' }],
        start_date: dayOf(gateway.clock()), end_date: dayOf(gateway.clock() + 30 * 86_400_000),
      }),
  },
  { route: 'a MID label', field: 'label', send: (name) => post(CARD_SETTINGS_API.midLabel, { mid_setting_id: 'mid_tokoku_bni', label: name }, 'PATCH') },
  {
    route: 'an incorporation request',
    field: 'full_name',
    send: (name) => post(HOME_API.incorporationServiceRequest, { full_name: name, email: 'ayu@tokoku.test', phone_number: '+6281234567001', company_type: 'PT' }),
  },
];
const post = async (url: string, payload: unknown, method = 'POST') => gateway.request({ method, url, payload, headers: await as('owner@tokoku.test') });

const HIDDEN: [string, string][] = [
  ['NUL', 'PT Toko\u0000 Ku'],
  ['BEL', 'PT Toko\u0007 Ku'],
  ['a tab', 'PT Toko\tKu'],
  ['a line feed', 'PT Toko\nKu'],
  ['DEL', 'PT Toko\u007FKu'],
  ['NEL (C1)', 'PT Toko\u0085Ku'],
  ['CSI (C1)', 'PT Toko\u009BKu'],
  ['a right-to-left override', 'PT \u202EuK okoT'],
  ['a left-to-right embedding', 'PT \u202AToko Ku'],
  ['a left-to-right isolate', 'PT \u2066Toko\u2069 Ku'],
  ['the Arabic letter mark', 'PT \u061CToko Ku'],
  ['a zero-width space', 'PT To\u200Bko Ku'],
  ['a left-to-right mark', 'PT Toko Ku\u200E'],
  ['a right-to-left mark', 'PT Toko Ku\u200F'],
  ['a word joiner', 'PT To\u2060ko Ku'],
  ['a byte order mark', '\uFEFFPT Toko Ku'],
  ['a line separator', 'PT Toko\u2028Ku'],
  ['a tag character', 'PT Toko Ku\u{E0041}'],
  ['a lone surrogate', 'PT Toko Ku\uD800'],
];

describe.each(ROUTES)('$route', ({ field, send }) => {
  test(`${HIDDEN.length} names with a hidden character are refused in ${field}, and nothing is stored`, async () => {
    await as('owner@tokoku.test'); // signing in writes a session: before the snapshot
    const before = snapshot(gateway.dbPath);
    const answers: unknown[] = [];
    for (const [what, name] of HIDDEN) {
      const answer = await send(name);
      answers.push([what, answer.status, answer.json<{ error_code: string; errors: unknown[] }>().errors]);
    }
    expect(answers).toEqual(HIDDEN.map(([what]) => [what, 400, [{ field, message: HIDDEN_CHARACTER_MESSAGE }]]));
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test.each(['Siti Nurhaliza', 'Ömer Ağaoğlu', 'José María Núñez', '李小龍', 'บริษัท ตัวอย่าง', 'PT Toko Ku (Persero) Tbk. 🐯'])('%j is taken', async (name) => {
    expect((await send(name)).status).toBeLessThan(300);
  });
});
