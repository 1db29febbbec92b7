import { DEFAULT_DEPLOYMENT, isWhiteLabel, parseDeployment } from './deployment';

describe('parseDeployment', () => {
  it('reads a full configuration', () => {
    const config = parseDeployment({
      brand: 'PARTNER_A',
      authentication: 'session',
      taxBusinessIds: ['biz_1'],
      internalEmailDomains: ['internal.test'],
      links: { docs: 'https://d.test/', apiReference: 'https://d.test/api', feedback: 'mailto:f@d.test' },
    });
    expect(config).toEqual({
      brand: 'PARTNER_A',
      authentication: 'session',
      taxBusinessIds: ['biz_1'],
      internalEmailDomains: ['internal.test'],
      links: { docs: 'https://d.test/', apiReference: 'https://d.test/api', feedback: 'mailto:f@d.test' },
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
  });

  it('reads the other dashboard, http(s) only', () => {
    expect(parseDeployment({ otherDashboardUrl: 'https://old.dashboard.test/' }).otherDashboardUrl).toBe('https://old.dashboard.test/');
    expect(parseDeployment({ otherDashboardUrl: 'javascript:alert(1)' }).otherDashboardUrl).toBeUndefined();
    expect(parseDeployment({}).otherDashboardUrl).toBeUndefined();
  });
});
