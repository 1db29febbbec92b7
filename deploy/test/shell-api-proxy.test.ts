/**
 * @jest-environment node
 */
// The shell image's /api proxy on Debian's nginx (when /usr/sbin/nginx exists), in front of a gateway
// that answers the headers it got: whose address and scheme the gateway is told (issue 43 §2,
// docs/security.md). Needs no build: the start script's page stands in for the shell's.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { type ServerResponse, createServer, request } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NGINX, type StaticImage, layOutStaticImage, nginxArgs, runStartScript, runStartScriptAsync } from './static-image';

let dir: string;
let image: StaticImage;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mdp-shell-proxy-'));
  image = layOutStaticImage(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// `pnpm serving:nginx` installs nginx and runs this with MDP_REQUIRE_NGINX_SERVING=1: there it never skips.
if (!existsSync(NGINX) && process.env.MDP_REQUIRE_NGINX_SERVING === '1') throw new Error(`MDP_REQUIRE_NGINX_SERVING=1 but ${NGINX} is missing`);
const nginxTest = existsSync(NGINX) ? it : it.skip;

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createTcpServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** What the gateway behind the shell's nginx receives, for one request to /api from `localAddress`. */
function forwardedThrough(port: number, localAddress: string, headers: Record<string, string>): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path: '/api/health', localAddress, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => (response.statusCode === 200 ? resolve(JSON.parse(body) as Record<string, string>) : reject(new Error(`${response.statusCode}: ${body}`))));
    });
    call.on('error', reject);
    call.end();
  });
}

describe("the shell's /api proxy in Debian's nginx: whose address it is", () => {
  const FORGED = { 'x-forwarded-for': '203.0.113.9, 198.51.100.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', forwarded: 'for=203.0.113.9' };

  /** The paths the gateway was asked for, and the answers it keeps waiting (its /api/hang/… route). */
  const gatewaySaw: string[] = [];
  const hanging: ServerResponse[] = [];

  /**
   * Runs the shell's nginx with `env` in front of a gateway that answers the headers it got (its
   * /api/busy answers 503 with Retry-After: 7, its /api/hang/… never answers), for `check`.
   */
  async function withShell(env: Record<string, string>, check: (port: number) => Promise<void>): Promise<void> {
    const gateway = createServer((call, answer) => {
      gatewaySaw.push(call.url ?? '');
      if (call.url === '/api/busy') return answer.writeHead(503, { 'retry-after': '7', 'content-type': 'application/json' }).end('{"error_code":"SERVER_ERROR"}');
      if (call.url?.startsWith('/api/hang')) return void hanging.push(answer);
      return answer.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(call.headers));
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    // nginx's workers run as `nobody` when the tests run as root.
    chmodSync(dir, 0o755);
    const run = await runStartScriptAsync(image, { pkg: 'host-shell', listenPort: port, env: { GATEWAY_URL: gatewayUrl, ...env } });
    expect(run.status).toBe(0);
    const nginx = spawn(NGINX, [...nginxArgs(image), '-g', 'daemon off;'], { stdio: 'ignore' });
    try {
      for (let tries = 0; ; tries++) {
        try {
          await forwardedThrough(port, '127.0.0.1', {});
          break;
        } catch (error) {
          if (tries > 100 || nginx.exitCode !== null) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await check(port);
    } finally {
      // Only the nginx this test started, by its process id.
      await new Promise<void>((resolve) => {
        if (nginx.exitCode !== null) return resolve();
        nginx.once('exit', () => resolve());
        nginx.kill('SIGTERM');
      });
      for (const answer of hanging.splice(0)) answer.destroy();
      gateway.close();
    }
  }

  nginxTest("as the edge (compose), sends the peer's address and scheme, never a client's chain or host", async () => {
    await withShell({}, async (port) => {
      const seen = await forwardedThrough(port, '127.0.0.1', { ...FORGED, host: `localhost:${port}` });
      expect(seen).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http', host: `localhost:${port}` });
      expect([seen['x-forwarded-host'], seen.forwarded]).toEqual([undefined, undefined]);
    });
  }, 30_000);

  nginxTest("behind a trusted ingress (MDP_TRUSTED_PROXIES), takes the address and scheme the ingress saw, from it only", async () => {
    await withShell({ MDP_TRUSTED_PROXIES: '127.0.0.2, ::2' }, async (port) => {
      // The ingress appended the client it saw (198.51.100.7) to what the client sent.
      expect(await forwardedThrough(port, '127.0.0.2', FORGED)).toMatchObject({ 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' });
      // Any other peer is the client itself, whatever it claims.
      expect(await forwardedThrough(port, '127.0.0.1', FORGED)).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http' });
    });
  }, 30_000);

  /** One GET through the shell: its status, Retry-After, body and how long it took. */
  function get(port: number, url: string): Promise<{ status: number; retryAfter?: string; body: string; took: number }> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const call = request({ host: '127.0.0.1', port, path: url }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body, took: performance.now() - started }));
      });
      call.on('error', reject);
      call.end();
    });
  }

  nginxTest('under a slow or failing gateway (issue 43 §4): no retry, a 503 and its Retry-After as sent, 504 SERVER_ERROR at the limit, other routes unharmed', async () => {
    await withShell({ MDP_GATEWAY_TIMEOUT_SECONDS: '2' }, async (port) => {
      gatewaySaw.length = 0;
      const busy = await get(port, '/api/busy');
      expect([busy.status, busy.retryAfter, gatewaySaw]).toEqual([503, '7', ['/api/busy']]);

      const stuck = Array.from({ length: 140 }, (_, index) => get(port, `/api/hang/${index}`));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const health = await get(port, '/api/health');
      expect(health.status).toBe(200);
      expect(health.took).toBeLessThan(500);

      const answers = await Promise.all(stuck);
      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([504]));
      expect(JSON.parse(answers[0]!.body)).toMatchObject({ error_code: 'SERVER_ERROR' });
      expect(Math.max(...answers.map((answer) => answer.took))).toBeLessThan(6_000);
    });
  }, 30_000);

  it('refuses a gateway timeout that is not a whole number of seconds', () => {
    const run = runStartScript(image, { pkg: 'host-shell', env: { MDP_GATEWAY_TIMEOUT_SECONDS: '20s' } });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('MDP_GATEWAY_TIMEOUT_SECONDS must be a whole number of seconds, not 20s');
  });

  it('refuses a trusted proxy that is not an address or a CIDR block', () => {
    const run = runStartScript(image, { pkg: 'host-shell', env: { MDP_TRUSTED_PROXIES: '10.0.0.0/8,ingress;' } });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('MDP_TRUSTED_PROXIES must list addresses or CIDR blocks, not ingress;');
  });
});
