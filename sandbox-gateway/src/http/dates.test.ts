/** @jest-environment node */
import { BALANCE_API } from 'shared-contracts/areas/balance/balance';
import { FRAUD_API } from 'shared-contracts/areas/cards/card-fraud';
import { PROMOTIONS_API } from 'shared-contracts/areas/cards/card-promotions';
import { CARD_REPORTS_API } from 'shared-contracts/areas/cards/card-reports';
import { CARDS_API } from 'shared-contracts/areas/cards/cards';
import { ACTIVITY_LOG_API } from 'shared-contracts/areas/settings/activity-log';
import { API } from 'shared-contracts/gateway';
import type { Answer } from '../testing/http-client';
import { createTestGateway, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

// Issue 43 §6: a day that the calendar does not have (2026-02-30) was taken by list filters. Every
// day a query or a body carries is DAY_SCHEMA (a date-time's day too) and must be a real one.
let gateway: TestGateway;
const as = signedIn(() => gateway);
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const call = async (method: string, url: string, payload?: unknown) =>
  gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as('owner@tokoku.test') });
const to = '2026-06-15';
/** Each place a day comes in: the field, and how to send a day there. */
const PLACES: [string, string, (day: string) => Promise<Answer>][] = [
  ['card payments list', 'created_from', (day) => call('GET', `${CARDS_API.payments}?created_from=${day}`)],
  ['card payments list', 'created_to', (day) => call('GET', `${CARDS_API.payments}?created_to=${day}`)],
  ['activity log', 'from', (day) => call('GET', `${ACTIVITY_LOG_API.list}?from=${day}`)],
  ['activity log', 'to', (day) => call('GET', `${ACTIVITY_LOG_API.list}?to=${day}`)],
  ['transactions list', 'created_from', (day) => call('GET', `${BALANCE_API.transactions}?created_from=${day}`)],
  ['transactions export', 'created_from', (day) => call('POST', BALANCE_API.exports, { created_from: day, created_to: to })],
  ['card report', 'created_from', (day) => call('POST', CARD_REPORTS_API.chargeReportRequests, { created_from: day, created_to: to, emails: ['a@tokoku.test'] })],
  ['fraud predictions', 'from', (day) => call('POST', FRAUD_API.predictReports, { from: day, to })],
  ['fraud predictions export', 'to', (day) => call('POST', FRAUD_API.predictionsExport, { from: '2024-01-01', to: day })],
  [
    'card promotion',
    'start_date',
    (day) =>
      call('POST', PROMOTIONS_API.promotions, {
        name: 'Payday', type: 'DISCOUNT', discount_percent: 15, installment_months: null, bin_ranges: [{ from: '411111', to: '411199' }], start_date: day, end_date: '2026-07-15',
      }),
  ],
  [
    'a reminder (a date-time)',
    'account_notifications[0].remind_me',
    (day) => call('PATCH', API.updateNotification, { account_notifications: [{ notify: 'sidebarTour', status: 'ACTIVE', remind_me: `${day}T10:00:00Z` }] }),
  ],
];

const IMPOSSIBLE = ['2026-02-30', '2026-02-29', '2026-04-31', '2026-06-31', '2026-13-01', '2026-00-10', '2026-06-00', '0000-01-01', '2026-6-1'];
const fieldsOf = (answer: Answer) => (answer.status === 400 ? answer.json<{ errors: { field: string; message: string }[] }>().errors : []);

describe.each(PLACES)('%s: %s', (_place, field, send) => {
  test(`the impossible days ${IMPOSSIBLE.join(', ')} are API_VALIDATION_ERROR on the field, and change nothing`, async () => {
    await as('owner@tokoku.test');
    const before = snapshot(gateway.dbPath);
    const seen: unknown[] = [];
    for (const day of IMPOSSIBLE) {
      const answer = await send(day);
      seen.push([day, answer.status, fieldsOf(answer).filter((error) => error.field === field).length]);
    }
    expect(seen).toEqual(IMPOSSIBLE.map((day) => [day, 400, 1]));
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test('29 February of a leap year is a day', async () => {
    expect(fieldsOf(await send('2024-02-29')).filter((error) => error.field === field)).toEqual([]);
  });
});
