/** @jest-environment node */
import Database from 'better-sqlite3';
import { isErrorCode } from 'shared-contracts';
import { ENDPOINT_ACCESS } from '../auth/permissions';
import { SEEDED_INVITATION } from '../seed/settings-team';
import { createTestGateway, execute, loginWithSession, loginWithToken, sessionHeaders, snapshot, tokenHeaders, type TestGateway } from '../testing/test-gateway';

/**
 * The same malformed inputs sent to every endpoint of the permissions table (so to every route: the
 * gateway refuses to start with a route that has no entry there). Each must answer 4xx with a
 * catalogue code, never 5xx, and change nothing. bad-input.test.ts holds the endpoint-specific cases.
 */
// Real ones, so a malformed request that slipped through would change something and fail the case.
const SAMPLE_PARAMS: Record<string, string> = {
  id: 'ntf_owner_001',
  business_id: 'biz_tokoku',
  name: 'logo.png',
  user_id: 'usr_viewer_tokoku',
  token: SEEDED_INVITATION.token,
  product: 'KREDIVO',
};
const JSON_TYPE = { 'content-type': 'application/json' };
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Malformation {
  name: string;
  /** Only for methods that take a body. */
  bodyOnly?: boolean;
  request: (url: string) => { url: string; payload?: unknown; headers?: Record<string, string> };
}

const MALFORMATIONS: Malformation[] = [
  { name: 'an unknown query field', request: (url) => ({ url: `${url}?__proto__=1&injected=1` }) },
  { name: 'a 5 000-character query value', request: (url) => ({ url: `${url}?environment=${'x'.repeat(5000)}` }) },
  { name: 'a malformed percent-encoding in the query', request: (url) => ({ url: `${url}?environment=%E0%A4%A` }) },
  { name: 'malformed JSON', bodyOnly: true, request: (url) => ({ url, payload: '{"a":', headers: JSON_TYPE }) },
  { name: 'a JSON array body', bodyOnly: true, request: (url) => ({ url, payload: '[1,2]', headers: JSON_TYPE }) },
  { name: 'a JSON string body', bodyOnly: true, request: (url) => ({ url, payload: '"text"', headers: JSON_TYPE }) },
  { name: 'a text/plain body', bodyOnly: true, request: (url) => ({ url, payload: 'a=1', headers: { 'content-type': 'text/plain' } }) },
  { name: 'an XML body', bodyOnly: true, request: (url) => ({ url, payload: '<a/>', headers: { 'content-type': 'application/xml' } }) },
  { name: 'a body over 64 KiB', bodyOnly: true, request: (url) => ({ url, payload: JSON.stringify({ x: 'y'.repeat(70_000) }), headers: JSON_TYPE }) },
  { name: 'a prototype-pollution body', bodyOnly: true, request: (url) => ({ url, payload: '{"__proto__":{"polluted":true}}', headers: JSON_TYPE }) },
  { name: 'an unknown body field of the wrong type', bodyOnly: true, request: (url) => ({ url, payload: { injected_field: { $gt: '' } } }) },
];

const endpoints = Object.keys(ENDPOINT_ACCESS)
  .map((key) => {
    const [method, pattern] = key.split(' ') as [string, string];
    return { key, method, access: ENDPOINT_ACCESS[key]!, url: pattern.replace(/:([a-z_]+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x') };
  })
  // The control API takes only the test mode's own inputs, covered in sandbox-control.test.ts.
  .filter((endpoint) => !endpoint.url.startsWith('/__sandbox') && !endpoint.url.startsWith('/api/sandbox/'));

const CASES = endpoints.flatMap((endpoint) =>
  MALFORMATIONS.filter((m) => !m.bodyOnly || WITH_BODY.has(endpoint.method)).map((m) => ({ ...endpoint, malformation: m })),
);

let gateway: TestGateway;
let session: Record<string, string>;
let token: Record<string, string>;
/**
 * "Changes nothing": the data as it stands, and a connection of the test's own whose PRAGMA
 * data_version moves whenever another connection (the gateway's) commits. The whole data is read
 * again only after a commit — reading its 5,000 payments and more twice for each of some 800 cases
 * took seven minutes of the unit tests.
 */
let data: string;
let watch: Database.Database;
const commits = () => watch.pragma('data_version', { simple: true }) as number;

beforeAll(async () => {
  gateway = await createTestGateway();
  session = sessionHeaders((await loginWithSession(gateway.request, 'owner@tokoku.test')).cookie);
  token = tokenHeaders((await loginWithToken(gateway.request, 'owner@tokoku.test')).accessToken);
  data = snapshot(gateway.dbPath);
  watch = new Database(gateway.dbPath, { readonly: true });
});
afterAll(() => {
  watch.close();
  gateway.close();
});

test("the test's watch sees another connection's commit", () => {
  const before = commits();
  execute(gateway.dbPath, 'UPDATE businesses SET id = id');
  expect(commits()).not.toBe(before);
});

test('every endpoint is in the table, and the table has at least 150 cases', () => {
  expect(new Set(CASES.map((c) => c.key)).size).toBe(endpoints.length);
  expect(endpoints.length).toBeGreaterThanOrEqual(30);
  expect(CASES.length).toBeGreaterThanOrEqual(150);
});

test.each(CASES.map((c) => [`${c.key}: ${c.malformation.name}`, c] as const))('%s', async (_name, c) => {
  const committed = commits();
  const request = c.malformation.request(c.url);
  const credentials = c.access.requires === 'token-mode' ? token : session;
  const answer = await gateway.request({ method: c.method, ...request, headers: { ...credentials, ...request.headers } });
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(isErrorCode(answer.json<{ error_code: string }>().error_code)).toBe(true);
  if (commits() !== committed) {
    const before = data;
    data = snapshot(gateway.dbPath); // the next case is judged on its own
    expect(data).toBe(before);
  }
});
