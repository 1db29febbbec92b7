import { builtInLook } from './brand';
import { DEFAULT_DEPLOYMENT, isWhiteLabel, parseDeployment } from './deployment';

const LOOK = {
  name: { en: 'Acme Pay', id: 'Acme Bayar' },
  logo: 'data:image/svg+xml,%3Csvg/%3E',
  favicon: '/acme.ico',
  colors: { brand: '#6b21a8', brandStrong: '#541a85', brandSurface: '#f5edfc' },
};

describe('parseDeployment', () => {
  it('reads a full configuration', () => {
    const config = parseDeployment({
      brand: 'PARTNER_A',
      authentication: 'session',
      taxBusinessIds: ['biz_1'],
      internalEmailDomains: ['internal.test'],
      links: { help: 'https://h.test/', docs: 'https://d.test/', apiReference: 'https://d.test/api', feedback: 'mailto:f@d.test', terms: 'https://l.test/terms', privacy: 'https://l.test/privacy' },
      branding: LOOK,
    });
    expect(config).toEqual({
      brand: 'PARTNER_A',
      authentication: 'session',
      taxBusinessIds: ['biz_1'],
      internalEmailDomains: ['internal.test'],
      links: { help: 'https://h.test/', docs: 'https://d.test/', apiReference: 'https://d.test/api', feedback: 'mailto:f@d.test', terms: 'https://l.test/terms', privacy: 'https://l.test/privacy' },
      branding: LOOK,
    });
    expect(isWhiteLabel(config)).toBe(true);
  });

  it('keeps defaults for what is missing or malformed, and refuses script links', () => {
    expect(parseDeployment(null)).toEqual(DEFAULT_DEPLOYMENT);
    const config = parseDeployment({ brand: 'EVIL', taxBusinessIds: [1], links: { docs: 'javascript:alert(1)' } });
    expect(config.brand).toBe('MAIN');
    expect(config.taxBusinessIds).toEqual([]);
    expect(config.links.docs).toBe(DEFAULT_DEPLOYMENT.links.docs);
    expect(isWhiteLabel(config)).toBe(false);
    // Register's documents are pages: not an address to write to, not script.
    const pages = parseDeployment({ links: { terms: 'mailto:legal@d.test', privacy: 'javascript:alert(1)' } });
    expect(pages.links.terms).toBe(DEFAULT_DEPLOYMENT.links.terms);
    expect(pages.links.privacy).toBe(DEFAULT_DEPLOYMENT.links.privacy);
  });

  it('has no authentication override unless the deployment names a mode', () => {
    expect(parseDeployment({}).authentication).toBeUndefined();
    expect(parseDeployment({ authentication: 'cookie' }).authentication).toBeUndefined();
    expect(parseDeployment({ authentication: 'token' }).authentication).toBe('token');
  });

  it("falls back to the brand's own look and links, never to the main brand's", () => {
    const config = parseDeployment({ brand: 'PARTNER_B', links: {}, branding: { name: {}, logo: 'https://evil.test/x.png', colors: { brand: 'red' } } });
    expect(config.branding.name.en).toBe('Terra Pay');
    expect(config.branding.logo).toBe(builtInLook('PARTNER_B').logo);
    expect(config.branding.colors).toEqual(builtInLook('PARTNER_B').colors);
    expect(config.links.help).toBe('https://help.terrapay.example/');
    expect(config.links.terms).toBe('https://terrapay.example/legal/terms/');
    expect(JSON.stringify(config)).not.toMatch(/Merchant Dashboard|Dasbor Merchant|docs\.example\.com/);
  });

  it('reads the other dashboard, http(s) only', () => {
    expect(parseDeployment({ otherDashboardUrl: 'https://old.dashboard.test/' }).otherDashboardUrl).toBe('https://old.dashboard.test/');
    expect(parseDeployment({ otherDashboardUrl: 'javascript:alert(1)' }).otherDashboardUrl).toBeUndefined();
    expect(parseDeployment({}).otherDashboardUrl).toBeUndefined();
  });
});
