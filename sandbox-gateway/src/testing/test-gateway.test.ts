/** @jest-environment node */
import { API } from 'shared-contracts/gateway';
import { createTestGateway, execute, signedIn, snapshot, type TestGateway } from './test-gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const as = signedIn(() => gateway);
const statusWith = async (headers: Record<string, string>) => (await gateway.request({ url: API.authenticatedUserData, headers })).status;

test('signedIn: one session per persona and gateway, forgotten on request, none carried to another gateway', async () => {
  const [owner, same] = await Promise.all([as('owner@tokoku.test'), as('owner@tokoku.test')]);
  expect(same).toBe(owner);
  expect(await as('owner@tokoku.test')).toBe(owner);
  expect(await statusWith(owner)).toBe(200);
  expect(await as('viewer@tokoku.test')).not.toEqual(owner);

  await gateway.request({ method: 'POST', url: API.logout, headers: owner });
  expect(await statusWith(await as('owner@tokoku.test'))).toBe(401);
  as.forget('owner@tokoku.test');
  const again = await as('owner@tokoku.test');
  expect(again).not.toEqual(owner);
  expect(await statusWith(again)).toBe(200);

  gateway = await gateway.restart();
  expect(await as('owner@tokoku.test')).not.toEqual(again);
});

test('a snapshot moves with every commit, the gateway\'s or another connection\'s, and stays put through reads', async () => {
  const headers = await as('owner@tokoku.test');
  const before = snapshot(gateway.dbPath);
  expect(await statusWith(headers)).toBe(200);
  expect(snapshot(gateway.dbPath)).toBe(before);

  const changed = await gateway.request({ method: 'PATCH', url: API.user, headers, payload: { preferred_language: 'id' } });
  expect(changed.status).toBe(200);
  const afterChange = snapshot(gateway.dbPath);
  expect(afterChange).not.toBe(before);
  // The owner's row of the users table (its id, then its email: a line per row, values as SQLite quotes them).
  const ownerRow = (text: string) => /^'usr_owner_tokoku','owner@tokoku\.test',.*$/m.exec(text)?.[0];
  expect(ownerRow(before)).not.toContain(",'id',");
  expect(ownerRow(afterChange)).toContain(",'id',");

  execute(gateway.dbPath, "UPDATE users SET full_name = 'Someone Else' WHERE email = 'owner@tokoku.test'");
  expect(snapshot(gateway.dbPath)).toContain('Someone Else');
});
