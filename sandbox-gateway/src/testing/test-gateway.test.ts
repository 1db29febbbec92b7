/** @jest-environment node */
import { API } from 'shared-contracts/gateway';
import { createTestGateway, signedIn, type TestGateway } from './test-gateway';

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
