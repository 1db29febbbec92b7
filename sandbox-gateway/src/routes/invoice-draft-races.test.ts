/** @jest-environment node */
import { GETTING_PAID_API, type InvoiceDetail } from 'shared-contracts/areas/getting-paid/getting-paid';
import { invoiceTestGateway } from '../testing/invoice-gateway';

// Invoice drafts at once (issue 44, decision 0069): each draft action is one guarded BEGIN IMMEDIATE
// write, so parallel requests on one draft leave exactly one winner and one email at most.

const { call, saveDraft: save, emailsTo } = invoiceTestGateway();
const saveDraft = (email: string) => save({ payer_email: email, description: 'Race order' });
const issue = (id: string) => call('POST', GETTING_PAID_API.issueInvoice(id), {});
const remove = (id: string) => call('DELETE', GETTING_PAID_API.invoice(id));
const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();

test('three parallel issues of one draft: one issues it, the others are refused, and one email is sent', async () => {
  const draft = await saveDraft('race-issue@example.test');
  const answers = await Promise.all([issue(draft.id), issue(draft.id), issue(draft.id)]);
  expect(statuses(answers)).toEqual([200, 409, 409]);
  for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.json<{ error_code: string }>().error_code).toBe('API_VALIDATION_ERROR');
  expect((await call('GET', GETTING_PAID_API.invoice(draft.id))).json<InvoiceDetail>().status).toBe('PENDING');
  expect(await emailsTo('race-issue@example.test')).toBe(1);
});

test('three parallel deletes of one draft: one deletes it, the others find no invoice', async () => {
  const draft = await saveDraft('race-delete@example.test');
  const answers = await Promise.all([remove(draft.id), remove(draft.id), remove(draft.id)]);
  expect(statuses(answers)).toEqual([204, 404, 404]);
  expect((await call('GET', GETTING_PAID_API.invoice(draft.id))).status).toBe(404);
});

test('an issue and a delete of one draft at once: exactly one of them happens, and an email only if it was issued', async () => {
  for (const [index, order] of (['issue first', 'delete first'] as const).entries()) {
    const email = `race-both-${index}@example.test`;
    const draft = await saveDraft(email);
    const [issued, deleted] = order === 'issue first' ? await Promise.all([issue(draft.id), remove(draft.id)]) : (await Promise.all([remove(draft.id), issue(draft.id)])).reverse();
    const outcome = [issued!.status, deleted!.status];
    expect([[200, 409], [404, 204]]).toContainEqual(outcome);
    const read = await call('GET', GETTING_PAID_API.invoice(draft.id));
    if (outcome[0] === 200) {
      expect([read.json<InvoiceDetail>().status, await emailsTo(email)]).toEqual(['PENDING', 1]);
    } else {
      expect([read.status, await emailsTo(email)]).toEqual([404, 0]);
    }
  }
});

test('a change and an issue of one draft at once: the issued invoice is the draft as it stood when it was issued', async () => {
  const draft = await saveDraft('race-change@example.test');
  const [changed, issued] = await Promise.all([call('PATCH', GETTING_PAID_API.invoice(draft.id), { description: 'Changed in time' }), issue(draft.id)]);
  expect(issued.status).toBe(200);
  const final = (await call('GET', GETTING_PAID_API.invoice(draft.id))).json<InvoiceDetail>();
  // Changed first (200): issued with the change; else refused as no longer a draft (409), issued as saved.
  expect([[200, 'Changed in time'], [409, 'Race order']]).toContainEqual([changed.status, final.description]);
  expect([final.status, issued.json<InvoiceDetail>().description]).toEqual(['PENDING', final.description]);
  expect(await emailsTo('race-change@example.test')).toBe(1);
});
