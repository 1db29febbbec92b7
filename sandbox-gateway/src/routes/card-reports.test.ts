/** @jest-environment node */
import { CARD_REPORTS_API, type CardReport, type CardReportFile, type CardReportsAnswer } from 'shared-contracts/areas/cards/card-reports';
import { CARDS_API, type CardPaymentsAnswer } from 'shared-contracts/areas/cards/cards';
import { REPORT_MAIL_SWEEP_MS, REPORT_PREPARATION_MS } from '../store/card-reports';
import { createTestGateway, signInAs, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
let owner: Record<string, string>;

beforeAll(async () => {
  // Test mode for the outbox, where the sandbox's "emails" are read.
  gateway = await createTestGateway({ testMode: true });
  owner = await signInAs(gateway, 'owner@tokoku.test');
});
afterAll(() => gateway.close());

const post = (payload: unknown, headers = owner) => gateway.request({ method: 'POST', url: CARD_REPORTS_API.chargeReportRequests, payload, headers });
const five = ['a@tokoku.test', 'b@tokoku.test', 'c@tokoku.test', 'd@tokoku.test', 'e@tokoku.test'];

describe('card report requests', () => {
  test('accepted, prepared in the background with progress, then downloadable as CSV', async () => {
    const accepted = await post({ created_from: '2026-03-16', created_to: '2026-06-15', emails: five, status: 'SETTLED' });
    expect(accepted.status).toBe(202);
    const report = accepted.json<CardReport>();
    expect(report).toMatchObject({ status: 'PENDING', progress: 0, row_count: null, emails: five });
    const early = await gateway.request({ url: CARD_REPORTS_API.download(report.id), headers: owner });
    expect(early.status).toBe(400);

    gateway.clock.advance(REPORT_PREPARATION_MS / 2);
    expect((await gateway.request({ url: CARD_REPORTS_API.chargeReportRequests, headers: owner })).json<CardReportsAnswer>().data[0]).toMatchObject({ id: report.id, progress: 50, status: 'PENDING' });
    gateway.clock.advance(REPORT_PREPARATION_MS);
    const done = (await gateway.request({ url: CARD_REPORTS_API.chargeReportRequests, headers: owner })).json<CardReportsAnswer>().data[0]!;
    expect(done).toMatchObject({ status: 'COMPLETED', progress: 100 });
    expect(done.row_count).toBeGreaterThan(100);
    const file = (await gateway.request({ url: CARD_REPORTS_API.download(report.id), headers: owner })).json<CardReportFile>();
    expect(file.file_name).toBe(report.file_name);
    const lines = file.content.trim().split('\n');
    expect(lines[0]).toBe('id,external_id,created,status,amount,currency,card_brand,masked_card_number,source');
    expect(lines).toHaveLength(done.row_count! + 1);
    expect(lines.slice(1).every((line) => line.includes(',SETTLED,'))).toBe(true);
  });

  test("export what I see: the list's search narrows the report to the payments the list shows (issue 42)", async () => {
    const days = { created_from: '2026-03-16', created_to: '2026-06-15' };
    const listed = async (search: string) => {
      const query = new URLSearchParams({ ...days, search, limit: '100' });
      return (await gateway.request({ url: `${CARDS_API.payments}?${query}`, headers: owner })).json<CardPaymentsAnswer>();
    };
    const someone = (await listed('')).data[0]!;
    const lastFour = someone.masked_card_number.slice(-4);
    for (const search of [lastFour, someone.external_id, someone.id]) {
      const list = await listed(search);
      expect(list.total_count).toBeGreaterThan(0);
      const report = (await post({ ...days, emails: ['a@tokoku.test'], search })).json<CardReport>();
      gateway.clock.advance(REPORT_PREPARATION_MS);
      const done = (await gateway.request({ url: CARD_REPORTS_API.chargeReportRequests, headers: owner })).json<CardReportsAnswer>().data.find((r) => r.id === report.id)!;
      expect(done.row_count).toBe(list.total_count);
      const file = (await gateway.request({ url: CARD_REPORTS_API.download(report.id), headers: owner })).json<CardReportFile>();
      const ids = file.content.trim().split('\n').slice(1).map((line) => line.split(',')[0]);
      expect(ids).toEqual(list.data.map((payment) => payment.id));
    }
  });

  test.each([
    [{ created_from: '2026-01-01', created_to: '2026-01-31', emails: ['a@tokoku.test'], search: 'ord-1' }, 202, null],
    [{ created_from: '2026-01-01', created_to: '2026-01-31', emails: ['a@tokoku.test'], search: 'x'.repeat(65) }, 400, 'search'],
    [{ created_from: '2026-01-01', created_to: '2026-01-31', emails: ['a@tokoku.test'], search: "' OR 1=1 --" }, 400, 'search'],
    [{ created_from: '2026-01-01', created_to: '2026-04-02', emails: ['a@tokoku.test'] }, 202, null],
    [{ created_from: '2026-01-01', created_to: '2026-04-03', emails: ['a@tokoku.test'] }, 400, 'created_to'],
    [{ created_from: '2026-03-02', created_to: '2026-03-01', emails: ['a@tokoku.test'] }, 400, 'created_to'],
    [{ created_from: '2026-01-01', created_to: '2026-01-31', emails: [...five, 'f@tokoku.test'] }, 400, 'emails'],
    [{ created_from: '2026-01-01', created_to: '2026-01-31', emails: [] }, 400, 'emails'],
    [{ created_from: '2026-01-01', created_to: '2026-01-31', emails: ['a@tokoku.test, b@tokoku.test'] }, 400, 'emails[0]'],
    [{ created_from: '2026-02-30', created_to: '2026-03-31', emails: ['a@tokoku.test'] }, 400, 'created_from'],
  ])('%j answers %d', async (body, status, field) => {
    const answer = await post(body);
    expect(answer.status).toBe(status);
    if (field) expect(answer.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toContain(field);
  });

  test('another user does not see or download the owner\'s reports', async () => {
    const report = (await post({ created_from: '2026-06-01', created_to: '2026-06-15', emails: ['a@tokoku.test'] })).json<CardReport>();
    const viewer = await signInAs(gateway, 'viewer@tokoku.test');
    expect((await gateway.request({ url: CARD_REPORTS_API.chargeReportRequests, headers: viewer })).json<CardReportsAnswer>().data).toEqual([]);
    expect((await gateway.request({ url: CARD_REPORTS_API.download(report.id), headers: viewer })).status).toBe(404);
  });
});

describe('a prepared report is mailed to each recipient', () => {
  const mails = async (fileName: string) =>
    (await gateway.request({ url: '/__sandbox/outbox' }))
      .json<{ messages: { kind: string; recipient: string; subject: string }[] }>()
      .messages.filter((message) => message.kind === 'CARD_REPORT_EMAIL' && message.subject.endsWith(fileName));

  test('nothing while it is prepared; once done, one message per recipient, and only once', async () => {
    const report = (await post({ created_from: '2026-05-01', created_to: '2026-05-31', emails: five })).json<CardReport>();
    await gateway.request({ url: CARD_REPORTS_API.chargeReportRequests, headers: owner });
    expect(await mails(report.file_name)).toEqual([]);
    gateway.clock.advance(REPORT_PREPARATION_MS);
    await gateway.request({ url: CARD_REPORTS_API.chargeReportRequests, headers: owner });
    await gateway.request({ url: CARD_REPORTS_API.chargeReportRequests, headers: owner });
    const sent = await mails(report.file_name);
    expect(sent.map((message) => message.recipient)).toEqual(five);
    expect(sent[0]!.subject).toBe(`Card payments 2026-05-01 to 2026-05-31: ${report.file_name}`);
  });

  test('the background sweep mails it though nobody reads the reports', async () => {
    const report = (await post({ created_from: '2026-04-01', created_to: '2026-04-30', emails: ['solo@tokoku.test'] })).json<CardReport>();
    gateway.clock.advance(REPORT_PREPARATION_MS);
    const deadline = Date.now() + 10 * REPORT_MAIL_SWEEP_MS;
    while ((await mails(report.file_name)).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await mails(report.file_name)).map((message) => message.recipient)).toEqual(['solo@tokoku.test']);
  });

  test('a refused request (six recipients) mails nothing', async () => {
    const answer = await post({ created_from: '2026-04-01', created_to: '2026-04-30', emails: [...five, 'f@tokoku.test'] });
    expect(answer.status).toBe(400);
    gateway.clock.advance(REPORT_PREPARATION_MS);
    await gateway.request({ url: CARD_REPORTS_API.chargeReportRequests, headers: owner });
    const all = (await gateway.request({ url: '/__sandbox/outbox' })).json<{ messages: { recipient: string }[] }>().messages;
    expect(all.some((message) => message.recipient === 'f@tokoku.test')).toBe(false);
  });
});
