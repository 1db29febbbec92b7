import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import {
  API,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  NEW_AUTHENTICATION_HEADER,
  REFRESH_COOKIE_NAME,
  SESSION_COOKIE_NAME,
  type TokenLoginAnswer,
} from 'shared-contracts/gateway';
import { buildGateway, type GatewayOptions } from '../app';
import { dataTables, openDatabase } from '../db/connection';
import { SANDBOX_PASSWORD } from '../seed/personas';
import { ensureSeeded } from '../seed/seed';
import { serve, type Answer, type Requester } from './http-client';

/** The moment the test seed is written at; a test clock starts here. */
export const SEED_TIME = Date.parse('2026-06-15T08:00:00.000Z');

export interface TestClock {
  (): number;
  advance(ms: number): void;
}

export function testClock(start = SEED_TIME): TestClock {
  let now = start;
  const clock = (() => now) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

let template: string | undefined;

/** The lowest sensible scrypt cost: tests sign in hundreds of times. The gateway itself uses 16384. */
const TEST_PASSWORD_COST = 1024;
const TEMPLATES = path.join(os.tmpdir(), 'mdp-sandbox-seed');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Everything the seed is made of: the gateway's sources and the contracts', tests aside. */
function seedInputsHash(): string {
  const hash = crypto.createHash('sha256').update(`${SEED_TIME}:${TEST_PASSWORD_COST}`);
  for (const root of [path.resolve(__dirname, '..'), path.resolve(__dirname, '../../../shared-contracts/src')]) {
    const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)).sort();
    for (const file of files) hash.update(file).update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Seeding hashes passwords and generates thousands of rows (seconds): the seeded file is kept in
 * the system's temporary folder under a hash of the sources it comes from, written once and shared
 * by every test file and jest worker (each test file has its own module registry, so a copy held
 * in memory would be seeded again per file), then copied per gateway. Written under another name
 * and renamed, so a worker never copies a half-written file; files of older sources go after a day.
 */
function seededTemplate(): string {
  if (template) return template;
  fs.mkdirSync(TEMPLATES, { recursive: true });
  const file = path.join(TEMPLATES, `${seedInputsHash()}.db`);
  if (!fs.existsSync(file)) {
    const draft = `${file}.${process.pid}.draft`;
    const db = openDatabase(draft, SEED_TIME);
    ensureSeeded(db, SEED_TIME, { passwordCost: TEST_PASSWORD_COST });
    db.close();
    fs.renameSync(draft, file);
    for (const other of fs.readdirSync(TEMPLATES)) {
      const stale = path.join(TEMPLATES, other);
      const age = Date.now() - (fs.statSync(stale, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > DAY_MS) fs.rmSync(stale, { force: true });
    }
  }
  template = file;
  return file;
}

export interface TestGateway {
  app: FastifyInstance;
  /** Calls the running gateway over HTTP. */
  request: Requester;
  dbPath: string;
  clock: TestClock;
  /** Closes this gateway and starts another on the same database file. */
  restart(options?: Partial<GatewayOptions>): Promise<TestGateway>;
  close(): Promise<void>;
}

/** A gateway on its own copy of the seeded database, listening on a free port of 127.0.0.1. */
export async function createTestGateway(options: Partial<GatewayOptions> = {}): Promise<TestGateway> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-gateway-'));
  const dbPath = path.join(dir, 'sandbox.db');
  fs.copyFileSync(seededTemplate(), dbPath);
  const clock = (options.clock as TestClock | undefined) ?? testClock();
  const start = async (extra: Partial<GatewayOptions>): Promise<TestGateway> => {
    const app = await buildGateway({ dbPath, clock, passwordCost: TEST_PASSWORD_COST, ...options, ...extra });
    const request = await serve(app);
    const gateway: TestGateway = {
      app,
      request,
      dbPath,
      clock,
      restart: async (next = {}) => {
        await app.close();
        return start(next);
      },
      close: async () => {
        await app.close();
        forget(dbPath);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
    return gateway;
  };
  return start({});
}

interface Watched {
  db: Database.Database;
  /** SQLite's data_version when `tables` were read: it moves whenever another connection commits. */
  version: number;
  /** Each data table's name and text. */
  tables: Array<[table: string, text: string]>;
}

/** A read-only connection per test database, kept open so its data_version tells a commit since the last snapshot. */
const watched = new Map<string, Watched>();

/**
 * Every row of every data table, as text: equal snapshots mean nothing changed. Reading every row
 * of a seeded database (5,000 payments, their ledger) takes about a second, so a database nothing
 * has committed to since the last snapshot (the gateway's connection, `execute`, a migration —
 * any other connection moves this one's data_version) gives that snapshot again.
 */
export function snapshot(dbPath: string, { except = [] }: { except?: string[] } = {}): string {
  let entry = watched.get(dbPath);
  if (!entry) {
    entry = { db: new Database(dbPath, { readonly: true }), version: -1, tables: [] };
    watched.set(dbPath, entry);
  }
  const { db } = entry;
  const version = db.pragma('data_version', { simple: true }) as number;
  if (version !== entry.version) {
    entry.tables = dataTables(db).map((table) => [table, tableText(db, table)]);
    entry.version = version;
  }
  return entry.tables
    .filter(([table]) => !except.includes(table))
    .map(([, text]) => text)
    .join('\n\n');
}

/**
 * A table's rows as text, one line per row in rowid order, every value as SQLite's quote() writes it
 * (strings quoted, blobs in hex, NULL as NULL): built by SQLite itself, about three times faster
 * than reading the rows into objects and serialising them (a seeded database: ~160 ms, not ~500).
 */
function tableText(db: Database.Database, table: string): string {
  const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[];
  const row = columns.map((column) => `quote("${column}")`).join(` || ',' || `);
  const rows = db.prepare(`SELECT group_concat(${row}, char(10) ORDER BY rowid) FROM "${table}"`).pluck().get() as string | null;
  return rows === null ? `${table} (${columns.join(', ')})` : `${table} (${columns.join(', ')})\n${rows}`;
}

/** Closes the snapshot connection of a test database about to be removed. */
function forget(dbPath: string): void {
  watched.get(dbPath)?.db.close();
  watched.delete(dbPath);
}

/** Runs SQL on the test database from outside the gateway (e.g. to remove a membership). */
export function execute(dbPath: string, sql: string, ...params: unknown[]): void {
  const db = new Database(dbPath);
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

export async function loginWithSession(request: Requester, email: string): Promise<{ cookie: string; answer: Answer }> {
  const answer = await request({ method: 'POST', url: API.sessions, payload: { email, password: SANDBOX_PASSWORD } });
  const session = answer.cookie(SESSION_COOKIE_NAME);
  if (answer.status !== 200 || !session) throw new Error(`session login of ${email} failed: ${answer.text}`);
  return { cookie: `${SESSION_COOKIE_NAME}=${session.value}`, answer };
}

export interface TokenLogin {
  accessToken: string;
  refreshToken: string;
  body: TokenLoginAnswer;
  answer: Answer;
}

export async function loginWithToken(request: Requester, email: string): Promise<TokenLogin> {
  const answer = await request({ method: 'POST', url: API.authEmail, payload: { email, password: SANDBOX_PASSWORD } });
  const refresh = answer.cookie(REFRESH_COOKIE_NAME);
  if (answer.status !== 200 || !refresh) throw new Error(`token login of ${email} failed: ${answer.text}`);
  const body = answer.json<TokenLoginAnswer>();
  return { accessToken: body.access_token, refreshToken: refresh.value, body, answer };
}

/** The Cookie header a browser sends to the refresh path. */
export const refreshCookieHeader = (refreshToken: string): Record<string, string> => ({
  cookie: `${REFRESH_COOKIE_NAME}=${refreshToken}`,
});

export const tokenHeaders = (accessToken: string): Record<string, string> => ({
  [NEW_AUTHENTICATION_HEADER]: 'true',
  authorization: `Bearer ${accessToken}`,
});

/** What the dashboard's client sends in session mode: the cookie, and on writes its CSRF header. */
export const sessionHeaders = (cookie: string): Record<string, string> => ({ cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE });

/** The headers of a new session of this persona (a sign-in of its own, as after signing out). */
export async function signInAs(gateway: TestGateway, email: string): Promise<Record<string, string>> {
  return sessionHeaders((await loginWithSession(gateway.request, email)).cookie);
}

export interface SignedIn {
  /** The headers of this persona's session on the current gateway; it signs in the first time. */
  (email: string): Promise<Record<string, string>>;
  /** Forgets the persona's session (it ended, or its rights changed): the next call signs in anew. */
  forget(email: string): void;
}

/**
 * The tests' one sign-in helper: `const as = signedIn(() => gateway)`, then `headers: await as(email)`.
 * Each persona signs in once per gateway (sign-ins hash passwords: slow on purpose); a new gateway,
 * as a `beforeEach` makes, starts with no sessions. `gateway` is a function because tests assign a
 * new one before each test or file.
 */
export function signedIn(gateway: () => TestGateway): SignedIn {
  const sessions = new WeakMap<TestGateway, Map<string, Promise<Record<string, string>>>>();
  const of = (current: TestGateway) => {
    const byEmail = sessions.get(current) ?? new Map<string, Promise<Record<string, string>>>();
    sessions.set(current, byEmail);
    return byEmail;
  };
  const as = (email: string) => {
    const byEmail = of(gateway());
    let headers = byEmail.get(email);
    if (!headers) {
      headers = signInAs(gateway(), email);
      // A failed sign-in is not kept: the next call tries again.
      headers.catch(() => byEmail.delete(email));
      byEmail.set(email, headers);
    }
    return headers;
  };
  return Object.assign(as, { forget: (email: string) => void of(gateway()).delete(email) });
}
