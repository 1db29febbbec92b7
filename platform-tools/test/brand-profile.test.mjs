// Each brand's shell from the deployment's configuration (docs/decisions/0065-brand-shells.md): the
// built-in profiles pass the checks the server makes at start, and a deployment's brand file and link
// variables change the look without a rebuild; a profile the shell could not show accessibly stops
// the server.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { contrastFailures, contrastRatio } from '../brand-profile.mjs';
import { BRANDS, DEPLOYMENT_DEFAULTS, deploymentFromEnv } from '../deployment.mjs';
import { brandPage, shellPage } from '../shell-page.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mdp-brand-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const brandFile = (content) => {
  const file = path.join(dir, `brand-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};
const MAIN_NAMES = /Merchant Dashboard|Dasbor Merchant/i;

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    assert.equal(contrastRatio('#000000', '#ffffff').toFixed(1), '21.0');
    assert.equal(contrastRatio('#ffffff', '#ffffff'), 1);
  });

  it('every built-in brand colour pair is at WCAG AA', () => {
    for (const [brand, profile] of Object.entries(DEPLOYMENT_DEFAULTS.brandProfiles)) {
      if (profile.colors) assert.deepEqual(contrastFailures(profile.colors), [], brand);
    }
  });
});

describe('deploymentFromEnv: the brand', () => {
  it("gives every brand its own name, logo, favicon and links; white-label ones none of the main brand's", () => {
    const seen = new Set();
    for (const brand of BRANDS) {
      const deployment = deploymentFromEnv({ DASHBOARD_BRAND: brand });
      assert.equal(deployment.brand, brand);
      assert.ok(deployment.branding.name.en);
      assert.match(deployment.branding.logo, /^data:image\/svg\+xml,/);
      assert.equal(deployment.branding.favicon, deployment.branding.logo);
      assert.ok(deployment.links.help && deployment.links.docs && deployment.links.apiReference && deployment.links.feedback);
      assert.match(deployment.links.terms, /^https:\/\//);
      assert.match(deployment.links.privacy, /^https:\/\//);
      seen.add(deployment.branding.name.en);
      if (DEPLOYMENT_DEFAULTS.whiteLabelBrands.includes(brand)) {
        assert.doesNotMatch(JSON.stringify(deployment), MAIN_NAMES);
        assert.doesNotMatch(JSON.stringify(deployment.links), /example\.com/);
      }
    }
    assert.equal(seen.size, BRANDS.length);
  });

  it("takes the brand file's name, logo, colours and links, and the link variables over both", () => {
    const file = brandFile({
      name: { en: 'Acme Pay', id: 'Acme Bayar' },
      logo: '/brand/acme.svg',
      colors: { brand: '#005a9c', brandStrong: '#00457a', brandSurface: '#e6f0f8' },
      links: { help: 'https://help.acme.test/' },
    });
    const deployment = deploymentFromEnv({ DASHBOARD_BRAND: 'PARTNER_B', DASHBOARD_BRAND_FILE: file, DASHBOARD_DOCS_URL: 'https://docs.acme.test/' });
    assert.deepEqual(deployment.branding, {
      name: { en: 'Acme Pay', id: 'Acme Bayar' },
      logo: '/brand/acme.svg',
      favicon: '/brand/acme.svg',
      colors: { brand: '#005a9c', brandStrong: '#00457a', brandSurface: '#e6f0f8' },
    });
    assert.equal(deployment.links.help, 'https://help.acme.test/');
    assert.equal(deployment.links.docs, 'https://docs.acme.test/');
    assert.equal(deployment.links.apiReference, 'https://docs.terrapay.example/reference/');
  });

  it("takes Register's terms and privacy policy from the brand, the brand file and DASHBOARD_TERMS_URL / DASHBOARD_PRIVACY_URL", () => {
    assert.equal(deploymentFromEnv({ DASHBOARD_BRAND: 'SECOND' }).links.terms, 'https://lintas.example/legal/terms/');
    const file = brandFile({ links: { privacy: 'https://acme.test/privacy' } });
    const deployment = deploymentFromEnv({ DASHBOARD_BRAND: 'MAIN', DASHBOARD_BRAND_FILE: file, DASHBOARD_TERMS_URL: 'https://acme.test/terms' });
    assert.equal(deployment.links.terms, 'https://acme.test/terms');
    assert.equal(deployment.links.privacy, 'https://acme.test/privacy');
    // They are pages to read, not an address to write to.
    assert.throws(() => deploymentFromEnv({ DASHBOARD_TERMS_URL: 'mailto:legal@acme.test' }), /links.terms must be an http\(s\) link/);
    assert.throws(() => deploymentFromEnv({ DASHBOARD_PRIVACY_URL: 'javascript:alert(1)' }), /links.privacy must be an http\(s\) or mailto: link/);
  });

  it('refuses, naming what is wrong: colours below AA, images the page may not show, script links, the main brand’s name on a white label, a file that is not JSON', () => {
    const refused = (content, brand = 'PARTNER_A') => () => deploymentFromEnv({ DASHBOARD_BRAND: brand, DASHBOARD_BRAND_FILE: brandFile(content) });
    assert.throws(refused({ colors: { brand: '#8fb3ff', brandStrong: '#163fae', brandSurface: '#eef3ff' } }), /below WCAG AA.*brand on white/);
    assert.throws(refused({ logo: 'https://cdn.partner.test/logo.png' }), /logo must be a data:image URL/);
    assert.throws(refused({ favicon: '//cdn.partner.test/icon.png' }), /favicon must be/);
    assert.throws(refused({ links: { help: 'javascript:alert(1)' } }), /links.help must be an http\(s\) or mailto: link/);
    assert.throws(refused({ name: { en: 'Orchid by Merchant Dashboard' } }), /may not contain the main brand's name/);
    assert.throws(refused({ name: { fr: 'Orchidée' } }), /name.fr is not a language/);
    assert.throws(refused('{ not json'), /could not be read as JSON/);
    assert.throws(() => deploymentFromEnv({ DASHBOARD_BRAND: 'PARTNER_C' }), /DASHBOARD_BRAND must be one of/);
  });
});

describe('deploymentFromEnv: the authentication mode', () => {
  it("is each business's flag unless DASHBOARD_AUTHENTICATION overrides it", () => {
    assert.equal(deploymentFromEnv({}).authentication, undefined);
    assert.equal(deploymentFromEnv({ DASHBOARD_AUTHENTICATION: 'session' }).authentication, 'session');
    assert.throws(() => deploymentFromEnv({ DASHBOARD_AUTHENTICATION: 'cookie' }), /must be token or session, or unset/);
  });
});

describe("the page's title and icon", () => {
  const BUILT = '<!doctype html><html><head><link rel=icon href="data:,"><title>Merchant Dashboard</title></head><body><div id=root></div></body></html>';

  it("are the brand's before any script runs, in the lang query's language", () => {
    const deployment = deploymentFromEnv({ DASHBOARD_BRAND: 'SECOND' });
    const page = shellPage(BUILT, { deployment, pathname: '/login', search: '?lang=id' });
    assert.match(page, /<title>Lintas Bisnis<\/title>/);
    assert.ok(page.includes(`<link rel="icon" href="${deployment.branding.favicon.replace(/&/g, '&amp;')}"`));
    assert.match(brandPage(BUILT, deployment), /<title>Lintas Business<\/title>/);
  });

  it('say nothing of the main brand on a white-label deployment, and escape what the brand file says', () => {
    const page = shellPage(BUILT, { deployment: deploymentFromEnv({ DASHBOARD_BRAND: 'PARTNER_A' }), pathname: '/login' });
    assert.doesNotMatch(page.replace(/<script type="application\/json"[^]*?<\/script>/, ''), MAIN_NAMES);
    const odd = { branding: { name: { en: '</title><script>x</script>' }, favicon: '/a"b' } };
    const escaped = brandPage(BUILT, odd);
    assert.match(escaped, /<title>&lt;\/title>&lt;script>x&lt;\/script><\/title>/);
    assert.ok(escaped.includes('href="/a&quot;b"'));
  });
});
