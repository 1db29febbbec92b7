/** @jest-environment node */
import { API } from 'shared-contracts/gateway';
import { EMAIL_VERIFICATION_API } from 'shared-contracts/areas/shell/email-verification';
import { FEEDBACK_API } from 'shared-contracts/areas/shell/feedback';
import { NOTIFICATIONS_API } from 'shared-contracts/areas/notifications/notifications';
import {
  createTestGateway,
  loginWithSession,
  loginWithToken,
  sessionHeaders,
  snapshot,
  tokenHeaders,
  type TestGateway,
} from '../testing/test-gateway';

/**
 * Malformed requests across the endpoints: each answers its 4xx status and catalogue code, never a
 * 5xx, and no row of the database changes.
 */
type Auth = 'none' | 'session' | 'token';
interface BadCase {
  name: string;
  method: string;
  url: string;
  auth?: Auth;
  payload?: unknown;
  headers?: Record<string, string>;
  status: number;
  code: string;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const big = (bytes: number) => JSON.stringify({ preferred_language: 'en', padding: 'x'.repeat(bytes) });
const note = (entry: object) => ({ account_notifications: [{ notify: 'sidebarTour', status: 'ACTIVE', ...entry }] });

const SENDER = { user_id: 'usr_owner_tokoku', email: 'owner@tokoku.test', business_id: 'biz_tokoku', business_name: 'Toko Ku', entity: 'Sandbox' };
const feedbackBody = (change: object) => ({ ...SENDER, feedback_type: 'Product', feedback: 'Works well', agree_to_be_contacted: false, ...change });
const ratingBody = (change: object) => ({ ...SENDER, scale: 'ease', rating: 4, source: 'feedbackReminder', ...change });

const V = 'API_VALIDATION_ERROR';
const CASES: BadCase[] = [
  // Sign-in
  { name: 'login: malformed JSON', method: 'POST', url: API.sessions, payload: '{"email":', headers: JSON_TYPE, status: 400, code: 'MALFORMED_JSON_ERROR' },
  { name: 'login: trailing comma', method: 'POST', url: API.sessions, payload: '{"email":"a@b.test",}', headers: JSON_TYPE, status: 400, code: 'MALFORMED_JSON_ERROR' },
  { name: 'login: prototype pollution', method: 'POST', url: API.sessions, payload: '{"__proto__":{"admin":true},"email":"owner@tokoku.test","password":"x"}', headers: JSON_TYPE, status: 400, code: 'MALFORMED_JSON_ERROR' },
  { name: 'login: email is a number', method: 'POST', url: API.sessions, payload: { email: 42, password: 'x' }, status: 400, code: V },
  { name: 'login: no password', method: 'POST', url: API.sessions, payload: { email: 'owner@tokoku.test' }, status: 400, code: V },
  { name: 'login: unknown field', method: 'POST', url: API.sessions, payload: { email: 'owner@tokoku.test', password: 'x', admin: true }, status: 400, code: V },
  { name: 'login: text/plain', method: 'POST', url: API.sessions, payload: 'email=owner', headers: { 'content-type': 'text/plain' }, status: 415, code: 'UNSUPPORTED_CONTENT_TYPE_ERROR' },
  { name: 'login: form-urlencoded', method: 'POST', url: API.sessions, payload: 'email=owner%40tokoku.test&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415, code: 'UNSUPPORTED_CONTENT_TYPE_ERROR' },
  { name: 'login: multipart', method: 'POST', url: API.authEmail, payload: '--b\r\n\r\nx\r\n--b--', headers: { 'content-type': 'multipart/form-data; boundary=b' }, status: 415, code: 'UNSUPPORTED_CONTENT_TYPE_ERROR' },
  { name: 'login: oversized body', method: 'POST', url: API.sessions, payload: big(70_000), headers: JSON_TYPE, status: 413, code: 'PAYLOAD_TOO_LARGE_ERROR' },
  { name: 'login: a JSON array', method: 'POST', url: API.sessions, payload: '[]', headers: JSON_TYPE, status: 400, code: V },
  { name: 'login: JSON null', method: 'POST', url: API.sessions, payload: 'null', headers: JSON_TYPE, status: 400, code: V },
  { name: 'token login: empty password', method: 'POST', url: API.authEmail, payload: { email: 'owner@tokoku.test', password: '' }, status: 400, code: V },
  { name: 'token login: not an email', method: 'POST', url: API.authEmail, payload: { email: 'owner', password: 'x' }, status: 400, code: V },
  { name: 'token login: 10 000-character password', method: 'POST', url: API.authEmail, payload: { email: 'owner@tokoku.test', password: 'p'.repeat(10_000) }, status: 400, code: V },
  { name: 'one-time token: no source', method: 'POST', url: API.verifyOneTimeToken, payload: { token: 'ott-owner-tokoku', page: 'home' }, status: 400, code: V },
  { name: 'one-time token: token is a number', method: 'POST', url: API.verifyOneTimeToken, payload: { token: 1, source: 's', page: 'p' }, status: 400, code: V },
  { name: 'refresh: refresh_token is a number', method: 'POST', url: API.refreshToken, payload: { refresh_token: 123 }, status: 400, code: V },
  { name: 'refresh: unknown field', method: 'POST', url: API.refreshToken, payload: { refresh: 'x' }, status: 400, code: V },
  { name: 'token logout: token is an array', method: 'DELETE', url: API.authToken, auth: 'token', payload: { token: [] }, status: 400, code: V },
  { name: 'session logout: unknown field', method: 'POST', url: API.logout, auth: 'session', payload: { everywhere: true }, status: 400, code: V },
  // Business switching and flags
  { name: 'switch (session): no business_id', method: 'POST', url: API.switchBusinessSession, auth: 'session', payload: {}, status: 400, code: V },
  { name: 'switch (session): a path as business_id', method: 'POST', url: API.switchBusinessSession, auth: 'session', payload: { business_id: '../etc/passwd' }, status: 400, code: V },
  { name: 'switch (session): business_id is a number', method: 'POST', url: API.switchBusinessSession, auth: 'session', payload: { business_id: 42 }, status: 400, code: V },
  { name: 'switch (token): business_id null', method: 'POST', url: API.switchBusinessToken, auth: 'token', payload: { business_id: null }, status: 400, code: V },
  { name: 'switch (token): malformed JSON', method: 'POST', url: API.switchBusinessToken, auth: 'token', payload: '{business_id:1}', headers: JSON_TYPE, status: 400, code: 'MALFORMED_JSON_ERROR' },
  { name: 'flags: no email', method: 'GET', url: `${API.featureFlags}/biz_tokoku`, auth: 'session', status: 400, code: V },
  { name: 'flags: not an email', method: 'GET', url: `${API.featureFlags}/biz_tokoku?email=owner`, auth: 'session', status: 400, code: V },
  { name: 'flags: unknown query field', method: 'GET', url: `${API.featureFlags}/biz_tokoku?email=owner@tokoku.test&debug=1`, auth: 'session', status: 400, code: V },
  { name: 'flags: business id with a space', method: 'GET', url: `${API.featureFlags}/biz%20tokoku?email=owner@tokoku.test`, auth: 'session', status: 400, code: V },
  // Onboarding and balance view
  { name: 'progress: above 100', method: 'PATCH', url: API.getStartedStatuses, auth: 'session', payload: { business_profile: 101 }, status: 400, code: V },
  { name: 'progress: a string percentage', method: 'PATCH', url: API.getStartedStatuses, auth: 'session', payload: { business_profile: '100' }, status: 400, code: V },
  { name: 'progress: an unknown step', method: 'PATCH', url: API.getStartedStatuses, auth: 'session', payload: { world_domination: 100 }, status: 400, code: V },
  { name: 'progress: a step named like an object property', method: 'PATCH', url: API.getStartedStatuses, auth: 'session', payload: { constructor: 100 }, status: 400, code: V },
  { name: 'progress: an invalid step name', method: 'PATCH', url: API.getStartedStatuses, auth: 'session', payload: { 'Business Profile': 100 }, status: 400, code: V },
  { name: 'progress: no step', method: 'PATCH', url: API.getStartedStatuses, auth: 'session', payload: { environment: 'PRODUCTION' }, status: 400, code: V },
  { name: 'balance view: "true" as a string', method: 'PATCH', url: API.balanceViewFlag, auth: 'token', payload: { balance_view: 'true' }, status: 400, code: V },
  { name: 'balance view: missing', method: 'PATCH', url: API.balanceViewFlag, auth: 'token', payload: {}, status: 400, code: V },
  // Account notifications, OTP, consent, language
  { name: 'account notifications: not a list', method: 'PATCH', url: API.updateNotification, auth: 'session', payload: { account_notifications: { notify: 'x' } }, status: 400, code: V },
  { name: 'account notifications: unknown status', method: 'PATCH', url: API.updateNotification, auth: 'session', payload: note({ status: 'MAYBE' }), status: 400, code: V },
  { name: 'account notifications: remind_me true', method: 'PATCH', url: API.updateNotification, auth: 'session', payload: note({ remind_me: true }), status: 400, code: V },
  { name: 'account notifications: remind_me not a date-time', method: 'PATCH', url: API.updateNotification, auth: 'session', payload: note({ remind_me: 'tomorrow' }), status: 400, code: V },
  { name: 'account notifications: empty list', method: 'PATCH', url: API.updateNotification, auth: 'session', payload: { account_notifications: [] }, status: 400, code: V },
  { name: 'account notifications: 51 entries', method: 'PATCH', url: API.updateNotification, auth: 'session', payload: { account_notifications: Array.from({ length: 51 }, (_, i) => ({ notify: `n${i}`, status: 'ACTIVE' })) }, status: 400, code: V },
  { name: 'account notifications (POST): unknown entry field', method: 'POST', url: API.updateNotification, auth: 'session', payload: note({ user_id: 'usr_viewer_tokoku' }), status: 400, code: V },
  { name: 'OTP: not an E.164 number', method: 'POST', url: API.otp, auth: 'session', payload: { recipient: '0812345678', type: 'PHONE_NUMBER' }, status: 400, code: V },
  { name: 'OTP: another type', method: 'POST', url: API.otp, auth: 'session', payload: { recipient: '+6281234567001', type: 'EMAIL' }, status: 400, code: V },
  { name: 'OTP: trailing garbage after JSON', method: 'POST', url: API.otp, auth: 'session', payload: '{"recipient":"+6281234567001","type":"PHONE_NUMBER"} x', headers: JSON_TYPE, status: 400, code: 'MALFORMED_JSON_ERROR' },
  { name: 'phone verification: the code as a number', method: 'PATCH', url: API.phoneNumberVerification, auth: 'session', payload: { otp_token: 123456 }, status: 400, code: V },
  { name: 'phone verification: symbols in the code', method: 'PATCH', url: API.phoneNumberVerification, auth: 'session', payload: { otp_token: '12-34' }, status: 400, code: V },
  { name: 'consent: accepted "yes"', method: 'PATCH', url: API.imConsent, auth: 'session', payload: { im_consent: { accepted: 'yes', timestamp: '2026-06-01T10:00:00Z' } }, status: 400, code: V },
  { name: 'consent: timestamp not a date-time', method: 'PATCH', url: API.imConsent, auth: 'session', payload: { im_consent: { accepted: true, timestamp: 'yesterday' } }, status: 400, code: V },
  { name: 'consent: missing', method: 'PATCH', url: API.imConsent, auth: 'session', payload: { accepted: true }, status: 400, code: V },
  { name: 'language: fr', method: 'PATCH', url: API.user, auth: 'session', payload: { preferred_language: 'fr' }, status: 400, code: V },
  { name: 'user: changing the email', method: 'PATCH', url: API.user, auth: 'session', payload: { preferred_language: 'en', email: 'me@evil.test' }, status: 400, code: V },
  { name: 'user: a JSON string body', method: 'PATCH', url: API.user, auth: 'session', payload: '"id"', headers: JSON_TYPE, status: 400, code: V },
  { name: 'user: application/xml', method: 'PATCH', url: API.user, auth: 'session', payload: '<user/>', headers: { 'content-type': 'application/xml' }, status: 415, code: 'UNSUPPORTED_CONTENT_TYPE_ERROR' },
  { name: 'user: oversized body', method: 'PATCH', url: API.user, auth: 'session', payload: big(100_000), headers: JSON_TYPE, status: 413, code: 'PAYLOAD_TOO_LARGE_ERROR' },
  // Feedback and ratings (spec 02 §3, §5)
  { name: 'feedback: 2 characters', method: 'POST', url: FEEDBACK_API.feedback, auth: 'session', payload: feedbackBody({ feedback: 'ok' }), status: 400, code: V },
  { name: 'feedback: 3 spaces', method: 'POST', url: FEEDBACK_API.feedback, auth: 'session', payload: feedbackBody({ feedback: '   ' }), status: 400, code: V },
  { name: 'feedback: 501 characters', method: 'POST', url: FEEDBACK_API.feedback, auth: 'session', payload: feedbackBody({ feedback: 'x'.repeat(501) }), status: 400, code: V },
  { name: 'feedback: unknown type', method: 'POST', url: FEEDBACK_API.feedback, auth: 'session', payload: feedbackBody({ feedback_type: 'Spam' }), status: 400, code: V },
  { name: 'feedback: agreement as text', method: 'POST', url: FEEDBACK_API.feedback, auth: 'session', payload: feedbackBody({ agree_to_be_contacted: 'yes' }), status: 400, code: V },
  { name: 'feedback: no business name', method: 'POST', url: FEEDBACK_API.feedback, auth: 'session', payload: feedbackBody({ business_name: undefined }), status: 400, code: V },
  { name: 'feedback: in another user\'s name', method: 'POST', url: FEEDBACK_API.feedback, auth: 'session', payload: feedbackBody({ user_id: 'usr_viewer_tokoku' }), status: 403, code: 'AUTHORIZATION_ERROR' },
  { name: 'feedback: for another business', method: 'POST', url: FEEDBACK_API.feedback, auth: 'session', payload: feedbackBody({ business_id: 'biz_manila' }), status: 403, code: 'AUTHORIZATION_ERROR' },
  { name: 'rating: none given', method: 'POST', url: FEEDBACK_API.rating, auth: 'token', payload: ratingBody({ rating: undefined }), status: 400, code: V },
  { name: 'rating: 6 on a 1-5 scale', method: 'POST', url: FEEDBACK_API.rating, auth: 'token', payload: ratingBody({ rating: 6 }), status: 400, code: V },
  { name: 'rating: 0 on a 1-5 scale', method: 'POST', url: FEEDBACK_API.rating, auth: 'token', payload: ratingBody({ rating: 0 }), status: 400, code: V },
  { name: 'rating: 3 on the yes/no scale', method: 'POST', url: FEEDBACK_API.rating, auth: 'token', payload: ratingBody({ scale: 'yesNo', rating: 3 }), status: 400, code: V },
  { name: 'rating: 2.5', method: 'POST', url: FEEDBACK_API.rating, auth: 'token', payload: ratingBody({ rating: 2.5 }), status: 400, code: V },
  { name: 'rating: a 501-character comment', method: 'POST', url: FEEDBACK_API.rating, auth: 'token', payload: ratingBody({ comment: 'x'.repeat(501) }), status: 400, code: V },
  { name: 'rating: unknown source', method: 'POST', url: FEEDBACK_API.rating, auth: 'token', payload: ratingBody({ source: 'popup' }), status: 400, code: V },
  { name: 'rating: signed out', method: 'POST', url: FEEDBACK_API.rating, payload: ratingBody({}), status: 401, code: 'AUTHENTICATION_ERROR' },
  // Email confirmation (spec 01 §2)
  { name: 'confirm email: no token', method: 'POST', url: EMAIL_VERIFICATION_API.confirm, payload: {}, status: 400, code: V },
  { name: 'confirm email: a path as token', method: 'POST', url: EMAIL_VERIFICATION_API.confirm, payload: { token: '../../etc/passwd/xxxxxxxx' }, status: 400, code: V },
  { name: 'resend email: signed out', method: 'POST', url: EMAIL_VERIFICATION_API.resend, payload: {}, status: 401, code: 'AUTHENTICATION_ERROR' },
  { name: 'resend email: already confirmed', method: 'POST', url: EMAIL_VERIFICATION_API.resend, auth: 'session', payload: {}, status: 400, code: V },
  // Notifications
  { name: 'notifications: limit 0', method: 'GET', url: `${NOTIFICATIONS_API.list}?limit=0`, auth: 'token', status: 400, code: V },
  { name: 'notifications: limit 101', method: 'GET', url: `${NOTIFICATIONS_API.list}?limit=101`, auth: 'token', status: 400, code: V },
  { name: 'notifications: limit abc', method: 'GET', url: `${NOTIFICATIONS_API.list}?limit=abc`, auth: 'token', status: 400, code: V },
  { name: 'notifications: page -1', method: 'GET', url: `${NOTIFICATIONS_API.list}?page=-1`, auth: 'token', status: 400, code: V },
  { name: 'notifications: limit 2.5', method: 'GET', url: `${NOTIFICATIONS_API.list}?limit=2.5`, auth: 'token', status: 400, code: V },
  { name: 'notifications: unknown type', method: 'GET', url: `${NOTIFICATIONS_API.list}?type=SPAM`, auth: 'token', status: 400, code: V },
  { name: 'notifications: repeated limit', method: 'GET', url: `${NOTIFICATIONS_API.list}?limit=5&limit=6`, auth: 'token', status: 400, code: V },
  { name: 'notifications: unknown query field', method: 'GET', url: `${NOTIFICATIONS_API.list}?sort=asc`, auth: 'token', status: 400, code: V },
  { name: 'notifications: is_read maybe', method: 'GET', url: `${NOTIFICATIONS_API.list}?is_read=maybe`, auth: 'token', status: 400, code: V },
  { name: 'read all: unknown type', method: 'POST', url: NOTIFICATIONS_API.readAll, auth: 'token', payload: { type: 'ALL' }, status: 400, code: V },
  { name: 'read one: an id with dots', method: 'POST', url: '/api/notifications/a.b/read', auth: 'token', status: 400, code: V },
  { name: 'read one: a 65-character id', method: 'POST', url: `/api/notifications/${'a'.repeat(65)}/read`, auth: 'token', status: 400, code: V },
  { name: 'read one: a body field', method: 'POST', url: NOTIFICATIONS_API.read('ntf_owner_001'), auth: 'token', payload: { is_read: false }, status: 400, code: V },
  { name: 'read all: type is a list', method: 'POST', url: NOTIFICATIONS_API.readAll, auth: 'session', payload: { type: ['PRODUCT'] }, status: 400, code: V },
  { name: 'notifications: page 0', method: 'GET', url: `${NOTIFICATIONS_API.list}?page=0`, auth: 'session', status: 400, code: V },
  { name: 'notifications: type in lower case', method: 'GET', url: `${NOTIFICATIONS_API.list}?type=product`, auth: 'session', status: 400, code: V },
  { name: 'feedback: no rating', method: 'POST', url: NOTIFICATIONS_API.feedback('ntf_owner_006'), auth: 'token', payload: {}, status: 400, code: V },
  { name: 'feedback: rating 0', method: 'POST', url: NOTIFICATIONS_API.feedback('ntf_owner_006'), auth: 'token', payload: { rating: 0 }, status: 400, code: V },
  { name: 'feedback: rating 6', method: 'POST', url: NOTIFICATIONS_API.feedback('ntf_owner_006'), auth: 'token', payload: { rating: 6 }, status: 400, code: V },
  { name: 'feedback: rating "5"', method: 'POST', url: NOTIFICATIONS_API.feedback('ntf_owner_006'), auth: 'token', payload: { rating: '5' }, status: 400, code: V },
  { name: 'feedback: rating 2.5', method: 'POST', url: NOTIFICATIONS_API.feedback('ntf_owner_006'), auth: 'token', payload: { rating: 2.5 }, status: 400, code: V },
  { name: 'feedback: a 501-character comment', method: 'POST', url: NOTIFICATIONS_API.feedback('ntf_owner_006'), auth: 'token', payload: { rating: 1, comment: 'x'.repeat(501) }, status: 400, code: V },
  { name: 'feedback: on a notification that asks for none', method: 'POST', url: NOTIFICATIONS_API.feedback('ntf_owner_001'), auth: 'token', payload: { rating: 1 }, status: 400, code: V },
  { name: "feedback: another user's notification", method: 'POST', url: NOTIFICATIONS_API.feedback('ntf_viewer_001'), auth: 'token', payload: { rating: 1 }, status: 404, code: 'NOT_FOUND_ERROR' },
  // Developers, billing, e-receipts
  { name: 'api settings: environment staging', method: 'GET', url: `${API.apiSettings}?environment=staging`, auth: 'session', status: 400, code: V },
  { name: 'secret keys: unknown query field', method: 'GET', url: `${API.secretApiCredentialsList}?include=secret`, auth: 'session', status: 400, code: V },
  { name: 'e-receipts: invalid business-id header', method: 'GET', url: API.ereceiptsMerchants, auth: 'session', headers: { 'business-id': 'x y' }, status: 400, code: V },
  { name: 'IP reminder: business_id a number', method: 'POST', url: API.ipWhitelistReminderEmail, auth: 'session', payload: { business_id: 5 }, status: 400, code: V },
  { name: 'billing: query not taken', method: 'GET', url: `${API.billingStatements}?status=UNPAID`, auth: 'session', status: 400, code: V },
  // Paths and methods
  { name: 'PUT on a PATCH path', method: 'PUT', url: API.user, auth: 'session', payload: { preferred_language: 'en' }, status: 404, code: 'NOT_FOUND_ERROR' },
  { name: 'DELETE on a GET path', method: 'DELETE', url: NOTIFICATIONS_API.list, auth: 'session', status: 404, code: 'NOT_FOUND_ERROR' },
  { name: 'an unknown path', method: 'GET', url: '/api/admin', auth: 'session', status: 404, code: 'NOT_FOUND_ERROR' },
  { name: 'a malformed percent-encoding', method: 'GET', url: '/api/%E0%A4%A', auth: 'session', status: 400, code: V },
  { name: 'control API without test mode', method: 'POST', url: '/__sandbox/reset', status: 404, code: 'NOT_FOUND_ERROR' },
];

let gateway: TestGateway;
const auth: Record<Auth, Record<string, string>> = { none: {}, session: {}, token: {} };

beforeAll(async () => {
  gateway = await createTestGateway();
  auth.session = sessionHeaders((await loginWithSession(gateway.request, 'owner@tokoku.test')).cookie);
  auth.token = tokenHeaders((await loginWithToken(gateway.request, 'owner@tokoku.test')).accessToken);
});
afterAll(() => gateway.close());

test('there are at least 50 cases', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(50);
});

test.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
  const before = snapshot(gateway.dbPath);
  const answer = await gateway.request({
    method: c.method,
    url: c.url,
    payload: c.payload,
    headers: { ...auth[c.auth ?? 'none'], ...c.headers },
  });
  expect({ status: answer.status, code: answer.json().error_code }).toEqual({ status: c.status, code: c.code });
  if (c.code === V) expect(answer.json<{ errors: unknown[] }>().errors.length).toBeGreaterThan(0);
  expect(snapshot(gateway.dbPath)).toBe(before);
});
