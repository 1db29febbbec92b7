import { RECURRING_API } from 'shared-contracts/areas/getting-paid/recurring';

/** What the recurring plans' gateway tests share (decisions 0082, 0088, 0089): who calls, the paths, a day, a plan. */
export const OWNER = 'owner@tokoku.test';
export const DAY = 24 * 3_600_000;
export const PLANS = RECURRING_API.plans;
/** A plan's path, or one of its actions'. */
export const plan = (id: string, action?: string) => `${PLANS}/${id}${action ? `/${action}` : ''}`;
/** The test clock's day in Jakarta (2026-06-15T08:00Z is 15:00 there). */
export const TODAY = '2026-06-15';
export const MONTHLY = { name: 'Batik club', currency: 'IDR', amount: 250_000, interval: 'MONTHLY', start_date: TODAY, customer_name: 'Sari', customer_email: 'sari@example.test' };
