/** @jest-environment node */
import { ACTIVITY_LOG_API, type ActivityLogAnswer } from 'shared-contracts/areas/settings/activity-log';
import {
  CARD_SETTINGS_API,
  type CardSettingsLogAnswer,
  type ChangeRequest,
  type ChangeRequestsAnswer,
  type MidSetting,
  type MidSettingsAnswer,
} from 'shared-contracts/areas/cards/card-settings';
import { createTestGateway, signedIn, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);

beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const send = async (method: string, url: string, payload?: unknown, email = 'owner@tokoku.test') =>
  gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as(email) });
/** Another administrator of Toko Ku: the one who asked for a change does not decide it (issue 42). */
const SECOND_ADMINISTRATOR = 'newtags@tokoku.test';
const settingsLog = async () => (await send('GET', CARD_SETTINGS_API.log)).json<CardSettingsLogAnswer>().data;
const activity = async () => (await send('GET', `${ACTIVITY_LOG_API.list}?action=CARD_SETTINGS_CHANGED`)).json<ActivityLogAnswer>().data;

test('the MIDs with their settings; change requests of every status, newest first', async () => {
  const mids = (await send('GET', CARD_SETTINGS_API.midSettings)).json<MidSettingsAnswer>().data;
  expect(mids.map((mid) => [mid.acquirer, mid.label])).toEqual([['BNI', 'Online store'], ['Mandiri', 'Installments']]);
  const requests = (await send('GET', CARD_SETTINGS_API.changeRequests, undefined, 'viewer@tokoku.test')).json<ChangeRequestsAnswer>().data;
  expect(requests.map((request) => request.status)).toEqual(['PENDING', 'APPROVED', 'REJECTED']);
  expect((await send('GET', CARD_SETTINGS_API.changeRequest('ccr_tokoku_02'))).json<ChangeRequest>()).toMatchObject({ mid: '71000235', setting: 'installments_enabled', value: true });
});

test('an unknown change request answers CHANGE_REQUEST_NOT_FOUND_ERROR, to read and to decide', async () => {
  expect((await send('GET', CARD_SETTINGS_API.changeRequest('ccr_nobody'))).json()).toMatchObject({ error_code: 'CHANGE_REQUEST_NOT_FOUND_ERROR' });
  const decided = await send('PATCH', CARD_SETTINGS_API.changeRequest('ccr_nobody'), { status: 'APPROVED' });
  expect(decided.status).toBe(404);
  expect(decided.json()).toMatchObject({ error_code: 'CHANGE_REQUEST_NOT_FOUND_ERROR' });
});

test('a label change and a change request approved: each in the settings log and the activity log', async () => {
  const labelled = await send('PATCH', CARD_SETTINGS_API.midLabel, { mid_setting_id: 'mid_tokoku_bni', label: '  Web shop  ' });
  expect(labelled.json<MidSetting>().label).toBe('Web shop');
  expect((await send('PATCH', CARD_SETTINGS_API.midLabel, { mid_setting_id: 'mid_tokoku_bni', label: 'Web shop' })).status).toBe(400);
  expect((await send('PATCH', CARD_SETTINGS_API.midLabel, { mid_setting_id: 'mid_other', label: 'X' })).json()).toMatchObject({ errors: [{ field: 'mid_setting_id' }] });

  const asked = await send('POST', CARD_SETTINGS_API.changeRequests, { mid_setting_id: 'mid_tokoku_mandiri', setting: 'three_ds_required', value: false, reason: 'Trusted returning buyers' });
  expect(asked.status).toBe(201);
  const request = asked.json<ChangeRequest>();
  expect(request).toMatchObject({ status: 'PENDING', requested_by: 'owner@tokoku.test', mid: '71000235' });
  // One pending request per setting; the current value cannot be asked for.
  expect((await send('POST', CARD_SETTINGS_API.changeRequests, { mid_setting_id: 'mid_tokoku_mandiri', setting: 'three_ds_required', value: false, reason: 'again' })).status).toBe(400);
  expect((await send('POST', CARD_SETTINGS_API.changeRequests, { mid_setting_id: 'mid_tokoku_mandiri', setting: 'cvn_required', value: true, reason: 'same' })).status).toBe(400);

  const own = await send('PATCH', CARD_SETTINGS_API.changeRequest(request.id), { status: 'APPROVED' });
  expect([own.status, own.json<{ error_code: string }>().error_code]).toEqual([403, 'AUTHORIZATION_ERROR']);
  expect((await send('GET', CARD_SETTINGS_API.changeRequest(request.id))).json<ChangeRequest>().status).toBe('PENDING');

  const approved = (await send('PATCH', CARD_SETTINGS_API.changeRequest(request.id), { status: 'APPROVED' }, SECOND_ADMINISTRATOR)).json<ChangeRequest>();
  expect(approved).toMatchObject({ status: 'APPROVED', decided_by: SECOND_ADMINISTRATOR });
  expect((await send('PATCH', CARD_SETTINGS_API.changeRequest(request.id), { status: 'REJECTED' }, SECOND_ADMINISTRATOR)).status).toBe(400);
  const mandiri = (await send('GET', CARD_SETTINGS_API.midSettings)).json<MidSettingsAnswer>().data.find((mid) => mid.id === 'mid_tokoku_mandiri')!;
  expect(mandiri.settings.three_ds_required).toBe(false);

  expect((await settingsLog()).slice(0, 3).map((line) => [line.change, line.detail, line.subject])).toEqual([
    ['CHANGE_APPROVED', 'three_ds_required: false', { setting: 'three_ds_required', value: false }],
    ['CHANGE_REQUESTED', 'three_ds_required: false', { setting: 'three_ds_required', value: false }],
    ['LABEL_CHANGED', 'label: "Online store" → "Web shop"', { label: { from: 'Online store', to: 'Web shop' } }],
  ]);
  expect((await activity()).map((line) => line.target)).toEqual([
    '71000235: three_ds_required: false',
    '71000235: three_ds_required: false',
    '000100209876: label: "Online store" → "Web shop"',
  ]);
});

test('a rejected request leaves the MID as it is', async () => {
  const rejected = (await send('PATCH', CARD_SETTINGS_API.changeRequest('ccr_tokoku_03'), { status: 'REJECTED' }, SECOND_ADMINISTRATOR)).json<ChangeRequest>();
  expect(rejected.status).toBe('REJECTED');
  const bni = (await send('GET', CARD_SETTINGS_API.midSettings)).json<MidSettingsAnswer>().data.find((mid) => mid.id === 'mid_tokoku_bni')!;
  expect(bni.settings.installments_enabled).toBe(false);
});

test('viewers read; editors ask; only administrators decide and read the settings log', async () => {
  expect((await send('GET', CARD_SETTINGS_API.midSettings, undefined, 'viewer@tokoku.test')).status).toBe(200);
  expect((await send('PATCH', CARD_SETTINGS_API.midLabel, { mid_setting_id: 'mid_tokoku_bni', label: 'X' }, 'viewer@tokoku.test')).status).toBe(403);
  expect((await send('POST', CARD_SETTINGS_API.changeRequests, { mid_setting_id: 'mid_tokoku_bni', setting: 'cvn_required', value: false, reason: 'r' }, 'viewer@tokoku.test')).status).toBe(403);
  expect((await send('GET', CARD_SETTINGS_API.log, undefined, 'viewer@tokoku.test')).status).toBe(403);
  expect((await send('PATCH', CARD_SETTINGS_API.changeRequest('ccr_tokoku_03'), { status: 'APPROVED' }, 'viewer@tokoku.test')).status).toBe(403);
  expect((await send('POST', CARD_SETTINGS_API.changeRequests, { mid_setting_id: 'mid_tokoku_bni', setting: 'cvn_required', value: 'no', reason: 'r' })).status).toBe(400);
  expect((await send('POST', CARD_SETTINGS_API.changeRequests, { mid_setting_id: 'mid_tokoku_bni', setting: 'cvn_required', value: false, reason: '   ' })).status).toBe(400);
});
