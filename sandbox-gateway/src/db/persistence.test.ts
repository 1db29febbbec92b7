/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { API } from 'shared-contracts/gateway';
import { NOTIFICATIONS_API } from 'shared-contracts/areas/notifications/notifications';
import { buildGateway } from '../app';
import { PERSONAS } from '../seed/personas';
import { serve } from '../testing/http-client';
import { createTestGateway, loginWithSession, loginWithToken, refreshCookieHeader, sessionHeaders, testClock } from '../testing/test-gateway';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';

test('data survives a restart on the same file, and the seed is not written again', async () => {
  let gateway = await createTestGateway();
  const { cookie } = await loginWithSession(gateway.request, 'owner@tokoku.test');
  const token = await loginWithToken(gateway.request, 'owner@tokoku.test');
  await gateway.request({ method: 'PATCH', url: API.user, headers: sessionHeaders(cookie), payload: { preferred_language: 'id' } });
  await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.readAll, headers: sessionHeaders(cookie) });

  gateway = await gateway.restart();
  // The session cookie and the refresh token still work: sessions and the JWT secret are in the database.
  const me = await gateway.request({ url: API.authenticatedUserData, headers: sessionHeaders(cookie) });
  expect(me.json()).toMatchObject({ user: { preferred_language: 'id' } });
  expect((await gateway.request({ url: NOTIFICATIONS_API.list, headers: sessionHeaders(cookie) })).json()).toMatchObject({ unread_count: 0 });
  const refreshed = await gateway.request({ method: 'POST', url: API.refreshToken, headers: refreshCookieHeader(token.refreshToken) });
  expect(refreshed.status).toBe(200);
  await gateway.close();
});

describe('a fresh start', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-fresh-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('creates the folder and the file, migrates, seeds, and keeps a generated JWT secret', async () => {
    const dbPath = path.join(dir, 'nested', 'folder', 'sandbox.db');
    const clock = testClock();
    const app = await buildGateway({ dbPath, clock });
    const request = await serve(app);
    const login = await loginWithToken(request, 'owner@tokoku.test');
    await app.close();

    const db = new Database(dbPath, { readonly: true });
    const versions = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(versions).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
    expect(db.prepare("SELECT length(value) FROM sandbox_meta WHERE key = 'jwt_secret'").pluck().get()).toBeGreaterThanOrEqual(32);
    expect(db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(PERSONAS.length);
    db.close();

    const again = await buildGateway({ dbPath, clock });
    const whoAmI = await (await serve(again))({
      url: API.authenticatedUserData,
      headers: { 'x-new-authentication': 'true', authorization: `Bearer ${login.accessToken}` },
    });
    expect(whoAmI.status).toBe(200);
    await again.close();
  });
});

describe('migrations', () => {
  test('are applied in version order, each once, and recorded', () => {
    const db = new Database(':memory:');
    const applied: string[] = [];
    const probe = (version: number) => ({ version, name: `m${version}`, sql: `CREATE TABLE t${version} (id INTEGER)` });
    expect(migrate(db, [probe(2), probe(1)])).toEqual([1, 2]);
    expect(migrate(db, [probe(2), probe(1), probe(3)])).toEqual([3]);
    expect(migrate(db, [probe(1), probe(2), probe(3)])).toEqual([]);
    for (const row of db.prepare('SELECT name FROM schema_migrations ORDER BY version').all() as { name: string }[]) applied.push(row.name);
    expect(applied).toEqual(['m1', 'm2', 'm3']);
    db.close();
  });

  test('a failing migration leaves nothing half-applied', () => {
    const db = new Database(':memory:');
    expect(() => migrate(db, [{ version: 1, name: 'broken', sql: 'CREATE TABLE ok (id INTEGER); CREATE TABLE ok (id INTEGER);' }])).toThrow();
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'ok'").pluck().get()).toBe(0);
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(0);
    db.close();
  });
});
