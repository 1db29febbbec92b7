/** @jest-environment node */
import { FEEDBACK_API, type FeedbackStoredAnswer } from 'shared-contracts/areas/shell/feedback';
import type { StoredFeedback } from '../store/feedback';
import { createTestGateway, loginWithToken, SEED_TIME, tokenHeaders, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
let headers: Record<string, string>;
beforeEach(async () => {
  gateway = await createTestGateway({ testMode: true });
  headers = tokenHeaders((await loginWithToken(gateway.request, 'owner@tokoku.test')).accessToken);
});
afterEach(() => gateway.close());

const SENDER = { user_id: 'usr_owner_tokoku', email: 'owner@tokoku.test', business_id: 'biz_tokoku', business_name: 'Toko Ku', entity: 'Sandbox' };
const stored = async () => (await gateway.request({ url: '/__sandbox/feedback' })).json<{ feedback: StoredFeedback[] }>().feedback;

test('feedback is stored with its sender, type, trimmed text and agreement, and listed by the control API', async () => {
  const answer = await gateway.request({
    method: 'POST',
    url: FEEDBACK_API.feedback,
    headers,
    payload: { ...SENDER, feedback_type: 'Pricing', feedback: '  Fees are clear  ', agree_to_be_contacted: true },
  });
  expect(answer.status).toBe(201);
  const { id, created } = answer.json<FeedbackStoredAnswer>();
  expect(created).toBe(new Date(SEED_TIME).toISOString());
  expect(await stored()).toEqual([
    expect.objectContaining({ id, kind: 'FEEDBACK', ...SENDER, feedback_type: 'Pricing', feedback: 'Fees are clear', agree_to_be_contacted: true, rating: null }),
  ]);
});

test('ratings: 1-5 scales, the yes/no scale as 1 and 0, an optional comment', async () => {
  const rate = (body: object) => gateway.request({ method: 'POST', url: FEEDBACK_API.rating, headers, payload: { ...SENDER, ...body } });
  expect((await rate({ scale: 'ease', rating: 5, source: 'feedbackReminder', comment: ' Easy ' })).status).toBe(201);
  expect((await rate({ scale: 'usefulness', rating: 1, source: 'balanceView' })).status).toBe(201);
  expect((await rate({ scale: 'yesNo', rating: 0, source: 'balanceView', comment: '   ' })).status).toBe(201);
  expect((await rate({ scale: 'yesNo', rating: 2, source: 'balanceView' })).status).toBe(400);
  const ratings = await stored();
  expect(ratings.map(({ kind, scale, rating, comment, source }) => ({ kind, scale, rating, comment, source }))).toEqual([
    { kind: 'RATING', scale: 'ease', rating: 5, comment: 'Easy', source: 'feedbackReminder' },
    { kind: 'RATING', scale: 'usefulness', rating: 1, comment: null, source: 'balanceView' },
    { kind: 'RATING', scale: 'yesNo', rating: 0, comment: null, source: 'balanceView' },
  ]);
});

test('a viewer can give feedback too; nobody can in another name', async () => {
  const viewer = tokenHeaders((await loginWithToken(gateway.request, 'viewer@tokoku.test')).accessToken);
  const body = { ...SENDER, feedback_type: 'Product', feedback: 'Nice', agree_to_be_contacted: false };
  expect((await gateway.request({ method: 'POST', url: FEEDBACK_API.feedback, headers: viewer, payload: body })).status).toBe(403);
  const own = { ...body, user_id: 'usr_viewer_tokoku', email: 'viewer@tokoku.test' };
  expect((await gateway.request({ method: 'POST', url: FEEDBACK_API.feedback, headers: viewer, payload: own })).status).toBe(201);
  expect((await stored()).map((row) => row.email)).toEqual(['viewer@tokoku.test']);
});

test('the control API exists in test mode only', async () => {
  const plain = await gateway.restart({ testMode: false });
  gateway = plain;
  expect((await plain.request({ url: '/__sandbox/feedback' })).status).toBe(404);
});
