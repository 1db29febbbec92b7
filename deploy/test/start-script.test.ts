/**
 * @jest-environment node
 */
// A remote's static image at start (deploy/docker/nginx/30-mdp-runtime-config.sh): its CORS allow
// list, its headers, where its released versions are, and a configuration Debian's nginx accepts
// (`nginx -t`, when /usr/sbin/nginx exists). The shell has its own image (shell.Dockerfile: the
// platform's Node server; platform-tools/test/shell-image.test.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { platformServices } from './platform';
import { NGINX, type StaticImage, layOutStaticImage, nginxArgs, runStartScript } from './static-image';

let dir: string;
let image: StaticImage;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mdp-static-image-'));
  image = layOutStaticImage(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(image.nginxDir, file), 'utf8');
const remotes = platformServices().services.filter((service) => service.name !== 'shell');

describe('a remote image at start', () => {
  it('allows CORS for SHELL_ORIGINS only, with the remote headers', () => {
    const run = runStartScript(image, { pkg: 'mfe-cards', env: { SHELL_ORIGINS: 'https://dashboard.example,http://localhost:4800' } });
    expect(run.status).toBe(0);
    const cors = read('mdp/generated/cors.conf');
    expect([...cors.matchAll(/^ {2}"([^"]+)" \$http_origin;$/gm)].map((match) => match[1])).toEqual(['https://dashboard.example', 'http://localhost:4800']);
    expect(read('mdp/generated/role-headers.conf')).toContain("default-src 'none';frame-ancestors 'none';base-uri 'none'");
  });

  it.each(remotes.map((remote) => [remote.package, remote.name] as const))(
    'finds the released versions of %s at <RELEASE_FILES_DIR>/%s/ (the catalogue, as filesDir lays them out)',
    (pkg, name) => {
      expect(runStartScript(image, { pkg }).status).toBe(0);
      expect(read('conf.d/default.conf')).toContain(`root /srv/releases/files/${name};`);
      expect(runStartScript(image, { pkg, env: { RELEASE_FILES_DIR: '/mnt/release-files/' } }).status).toBe(0);
      expect(read('conf.d/default.conf')).toContain(`root /mnt/release-files/${name};`);
    },
  );

  it('refuses the shell (its image is shell.Dockerfile) and a package the catalogue does not name, with one line', () => {
    const shell = runStartScript(image, { pkg: 'host-shell' });
    expect([shell.status, shell.stderr]).toEqual([1, 'mdp-runtime-config: the shell has its own image: deploy/docker/shell.Dockerfile (docs/decisions/0063-releases-in-containers.md)\n']);
    const unknown = runStartScript(image, { pkg: 'mfe-wallet' });
    expect([unknown.status, unknown.stderr]).toEqual([1, "mdp-runtime-config: MDP_PACKAGE=mfe-wallet is not a remote of this image's catalogue\n"]);
  });
});

const nginxTest = existsSync(NGINX) ? it : it.skip;

describe("Debian's nginx on the images' configuration (nginx -t)", () => {
  nginxTest('accepts the configuration of a remote', () => {
    expect(runStartScript(image, { pkg: 'mfe-cards' }).status).toBe(0);
    const check = spawnSync(NGINX, [...nginxArgs(image), '-t'], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
    expect(check.status).toBe(0);
  });

  nginxTest('loads the brotli module when it is installed, and serves gzip siblings either way', () => {
    expect(runStartScript(image, { pkg: 'mfe-cards' }).status).toBe(0);
    const compression = read('mdp/generated/compression.conf');
    expect(compression).toContain('gzip_static on;');
    const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
    expect(compression.includes('brotli_static on;')).toBe(brotli);
    expect(runStartScript(image, { pkg: 'mfe-cards', env: { MDP_NGINX_MODULES_DIR: path.join(dir, 'none') } }).status).toBe(0);
    expect(read('mdp/generated/compression.conf')).toBe('gzip_static on;\n');
    expect(spawnSync(NGINX, [...nginxArgs(image), '-t'], { encoding: 'utf8' }).status).toBe(0);
  });
});
