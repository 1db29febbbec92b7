/** @jest-environment node */
import type { RecurringPlanDetail, RecurringPlansAnswer } from 'shared-contracts/areas/getting-paid/recurring';
import { createTestGateway, signedIn, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const read = async <T>(url: string) => (await gateway.request({ url, headers: await as('owner@tokoku.test') })).json<T>();

test('Toko Ku starts with recurring plans in every state, their cycles issued as the sandbox issues them and none paid', async () => {
  const plans = await read<RecurringPlansAnswer>('/api/recurring-plans');
  expect(plans.docs.map((plan) => [plan.name, plan.status, plan.cycles_issued, plan.next_charge_date])).toEqual([
    ['Sewing class, ten lessons', 'ACTIVE', 0, '2026-06-18'],
    ['Weekly fabric restock', 'PAUSED', 3, null],
    ['Batik of the month club', 'ACTIVE', 3, '2026-07-11'],
    ['Shop rent share', 'STOPPED', 3, null],
  ]);
  const club = await read<RecurringPlanDetail>(`/api/recurring-plans/${plans.docs[2]!.id}`);
  expect(club.cycles.map((cycle) => cycle.scheduled_date)).toEqual(['2026-06-11', '2026-05-11', '2026-04-11']);
  const invoices = (await Promise.all(plans.docs.map((plan) => read<RecurringPlanDetail>(`/api/recurring-plans/${plan.id}`)))).flatMap((plan) => plan.cycles);
  expect(invoices).toHaveLength(9);
  expect(invoices.every((cycle) => cycle.invoice.status !== 'PAID')).toBe(true);
});
