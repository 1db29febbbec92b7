/** @jest-environment node */
import catalogue from 'platform-tools/catalogue';
import { BENCH_PORTS, benchPorts, BUDGETED_PROFILE, emulatedConditions, EXTRA_LOAD_STEPS, NETWORK_PROFILES, PAGE_NAMES, ROUTE_SWITCHES } from './config';

const REMOTES = catalogue.remotes.map((remote) => remote.name);

describe('the steps of a session', () => {
  it('visit every remote of the catalogue, so that reactDomCopies counts a session that loaded every one', () => {
    expect(new Set(['home', 'notifications', ...ROUTE_SWITCHES.map((step) => step.remote)])).toEqual(new Set(REMOTES));
    expect(ROUTE_SWITCHES.filter((step) => step.remote === 'activation').map((step) => step.way.via)).toEqual(['sidebar']);
  });

  it('time switches into the remotes the owner of Toko Ku sees, cold then warm, through sidebar links only', () => {
    const timed = (kind: string) => ROUTE_SWITCHES.filter((step) => step.kind === kind).map((step) => step.remote);
    expect(timed('cold')).toEqual(['cards', 'settings']);
    expect(timed('warm')).toEqual(['home', 'cards', 'settings']);
    const switches = ROUTE_SWITCHES.filter((step) => step.kind === 'cold' || step.kind === 'warm');
    expect(switches.every((step) => step.way.via === 'sidebar')).toBe(true);
  });

  it('time each page of issue 22 once, by a step that is not a business switch', () => {
    const pages = ROUTE_SWITCHES.filter((step) => step.page !== undefined);
    expect(pages.map((step) => step.page)).toEqual([
      'cardPaymentsList',
      'home',
      'paymentDetail',
      'settingsDevelopers',
      'balance',
      'paymentLinks',
      'disbursements',
      'notificationDropdown',
      'invoices',
      'activationStep1',
    ]);
    expect(PAGE_NAMES).toEqual(pages.map((step) => step.page));
    expect(pages.every((step) => step.kind !== 'visit' && step.way.via !== 'business switch')).toBe(true);
    // The list and the bell's dropdown are timed until they show their content (the first rows, the first notification).
    expect(pages.filter((step) => step.content === undefined).map((step) => step.page)).toEqual(['home']);
  });

  it('time a page of each newer remote (issue 46): balance, getting paid, sending money, until the page shows its data', () => {
    const pageOf = (remote: string) => ROUTE_SWITCHES.find((step) => step.remote === remote && step.page !== undefined);
    expect(pageOf('balance')).toMatchObject({ page: 'balance', href: '/balance', content: expect.any(String) });
    expect(pageOf('getting-paid')).toMatchObject({ page: 'paymentLinks', href: '/payment-links', way: { via: 'sidebar', link: 'Payment links' } });
    expect(pageOf('sending-money')).toMatchObject({ page: 'disbursements', href: '/disbursements', way: { via: 'sidebar', link: 'Disbursements' } });
    // A list's answer: its first row of data, never a loading skeleton's, or its empty or error state.
    expect(pageOf('getting-paid')?.content).toBe('main .mdp-data-table tbody tr:not(.mdp-row-skeleton), main .mdp-data-table .mdp-state');
    expect(pageOf('sending-money')?.content).toBe(pageOf('getting-paid')?.content);
    // Every remote of the catalogue has a timed step (a switch or a page), not only a visit.
    expect(REMOTES.filter((remote) => !ROUTE_SWITCHES.some((step) => step.remote === remote && step.kind !== 'visit'))).toEqual([]);
  });

  it('open the bell’s dropdown before its See all, and reach Activation after switching to a business that has it', () => {
    const ways = ROUTE_SWITCHES.map((step) => step.way.via);
    expect(ways.indexOf('bell')).toBeGreaterThan(-1);
    expect(ways.indexOf('see all')).toBe(ways.indexOf('bell') + 1);
    const switchAt = ways.indexOf('business switch');
    const activationAt = ROUTE_SWITCHES.findIndex((step) => step.remote === 'activation');
    expect(switchAt).toBeGreaterThan(-1);
    expect(activationAt).toBeGreaterThan(switchAt);
  });
});

describe('the steps after an extra cold load', () => {
  it('are the session’s own first steps, through its last warm switch, so that every cold and warm switch is timed under the same conditions', () => {
    expect(EXTRA_LOAD_STEPS).toEqual(ROUTE_SWITCHES.slice(0, EXTRA_LOAD_STEPS.length));
    const timed = (kind: string) => EXTRA_LOAD_STEPS.filter((step) => step.kind === kind).map((step) => step.remote);
    expect(timed('cold')).toEqual(['cards', 'settings']);
    expect(timed('warm')).toEqual(['home', 'cards', 'settings']);
    expect(EXTRA_LOAD_STEPS.at(-1)?.kind).toBe('warm');
    // Nothing that needs the session's later steps (the bell, a business switch) or is not timed.
    expect(EXTRA_LOAD_STEPS.every((step) => step.kind !== 'visit' && (step.way.via === 'sidebar' || step.way.via === 'first match'))).toBe(true);
  });
});

describe('the network profiles', () => {
  it('are issue 22’s throttled mobile profile, which carries the LCP budget, and a fast 4G one', () => {
    expect(NETWORK_PROFILES.map(({ name, rttMs, downKbps, upKbps }) => `${name} ${rttMs} ms ${downKbps}/${upKbps} kbps`)).toEqual([
      'fast4g 60 ms 9000/1500 kbps',
      'mobile 150 ms 1600/750 kbps',
    ]);
    expect(BUDGETED_PROFILE).toBe('mobile');
  });

  it('go to CDP in bytes per second', () => {
    const mobile = NETWORK_PROFILES.find((profile) => profile.name === 'mobile')!;
    expect(emulatedConditions(mobile)).toEqual({ offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
  });
});

describe('the benchmark’s ports', () => {
  it('are its own, one each, away from pnpm start and the e2e suite (4800-4810)', () => {
    const ports = Object.values(BENCH_PORTS);
    expect(new Set(ports).size).toBe(ports.length);
    expect(ports.every((port) => port < 4800 || port > 4810)).toBe(true);
  });

  it('follow the catalogue: the shell, each remote in its order, the monolith, the gateway', () => {
    expect(Object.keys(BENCH_PORTS)).toEqual(['shell', ...catalogue.remotes.map((remote) => remote.name), 'monolith', 'gateway']);
    // The first five remotes keep the ports docs/performance.md's runs were measured on; the balance
    // remote (the sixth), the getting-paid remote (the seventh) and the sending-money remote (the eighth) each moved the monolith and the gateway up one.
    expect(BENCH_PORTS).toMatchObject({ shell: 4880, home: 4881, notifications: 4885, balance: 4886, 'getting-paid': 4887, 'sending-money': 4888, monolith: 4889, gateway: 4890 });
  });

  it('give a remote added to the catalogue a port of its own, with no edit to the benchmark', () => {
    const ports = benchPorts([...catalogue.remotes, { name: 'risk-reports' }]);
    const port = 4881 + catalogue.remotes.length;
    expect(ports['risk-reports']).toBe(port);
    expect([ports.monolith, ports.gateway]).toEqual([port + 1, port + 2]);
    expect(new Set(Object.values(ports)).size).toBe(Object.keys(ports).length);
  });
});
