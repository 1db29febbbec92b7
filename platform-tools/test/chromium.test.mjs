// `pnpm test` starts by making sure Chromium is there (bin/ensure-debian-tool.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHROMIUM_INSTALL, HEADLESS_SHELL_PATH, NGINX_INSTALL, ensureChromium, ensureDebianTool } from '../chromium.mjs';

const DEBIAN = '/usr/bin/chromium';

function machine({ present, isRoot, installs = true, executablePath = DEBIAN, headlessPresent = present }) {
  const installed = new Set([...(present ? [executablePath] : []), ...(headlessPresent ? [HEADLESS_SHELL_PATH] : [])]);
  const commands = [];
  return {
    commands,
    executablePath,
    headlessPath: HEADLESS_SHELL_PATH,
    isRoot,
    exists: (file) => installed.has(file),
    install: (command) => {
      commands.push(command);
      if (installs) for (const path of [DEBIAN, HEADLESS_SHELL_PATH]) installed.add(path);
      return installs;
    },
  };
}

describe('ensureChromium', () => {
  it('does nothing when Chromium is there', () => {
    const m = machine({ present: true, isRoot: true });
    assert.deepEqual(ensureChromium(m), { ok: true, installed: false });
    assert.deepEqual(m.commands, []);
  });

  it("installs Debian's Chromium as root", () => {
    const m = machine({ present: false, isRoot: true });
    assert.deepEqual(ensureChromium(m), { ok: true, installed: true });
    assert.deepEqual(m.commands, ['apt-get update && apt-get -o DPkg::Lock::Timeout=120 install -y chromium chromium-headless-shell']);
  });

  it("installs both packages when only the browser tests' headless shell is missing", () => {
    const m = machine({ present: true, headlessPresent: false, isRoot: true });
    assert.deepEqual(ensureChromium(m), { ok: true, installed: true });
    assert.deepEqual(m.commands, [CHROMIUM_INSTALL]);
    const refused = ensureChromium(machine({ present: true, headlessPresent: false, isRoot: false }));
    assert.equal(refused.message, `Chromium not found at ${HEADLESS_SHELL_PATH}; install it with: sudo sh -c '${CHROMIUM_INSTALL}'`);
  });

  it('otherwise answers one line naming the command to run, installing nothing', () => {
    const m = machine({ present: false, isRoot: false });
    const result = ensureChromium(m);
    assert.equal(result.ok, false);
    assert.equal(result.message, `Chromium not found at ${DEBIAN}; install it with: sudo sh -c '${CHROMIUM_INSTALL}'`);
    assert.doesNotMatch(result.message, /\n/);
    assert.deepEqual(m.commands, []);
  });

  it('says so when the install did not give a Chromium', () => {
    const result = ensureChromium(machine({ present: false, isRoot: true, installs: false }));
    assert.equal(result.ok, false);
    assert.match(result.message, /did not install it/);
  });

  it('never installs for a CHROMIUM_PATH elsewhere', () => {
    const m = machine({ present: false, isRoot: true, executablePath: '/opt/chromium/chrome' });
    assert.equal(ensureChromium(m).ok, false);
    assert.deepEqual(m.commands, []);
  });
});

describe('ensureDebianTool (nginx for the images configuration test)', () => {
  const machine = (present, isRoot) => {
    const commands = [];
    return { commands, tool: 'nginx', path: '/usr/sbin/nginx', command: NGINX_INSTALL, isRoot, exists: () => present || commands.length > 0, install: (c) => (commands.push(c), true) };
  };

  it('installs nginx with the brotli modules as root, and does nothing when it is there', () => {
    const missing = machine(false, true);
    assert.deepEqual(ensureDebianTool(missing), { ok: true, installed: true });
    assert.deepEqual(missing.commands, [NGINX_INSTALL]);
    assert.match(NGINX_INSTALL, /libnginx-mod-http-brotli-static/);
    const present = machine(true, true);
    assert.deepEqual(ensureDebianTool(present), { ok: true, installed: false });
  });

  it('otherwise answers one line naming the command', () => {
    const result = ensureDebianTool(machine(false, false));
    assert.equal(result.ok, false);
    assert.equal(result.message, `nginx not found at /usr/sbin/nginx; install it with: sudo sh -c '${NGINX_INSTALL}'`);
  });
});
