/** @jest-environment node */
import { BENCH_PORTS, ROUTE_SWITCHES } from './config';

const REMOTES = ['home', 'activation', 'cards', 'settings', 'notifications'];

describe('the steps of a session', () => {
  it('visit all five remotes, so that reactDomCopies counts a session that loaded every one', () => {
    expect(new Set(['home', 'notifications', ...ROUTE_SWITCHES.map((step) => step.remote)])).toEqual(new Set(REMOTES));
    expect(ROUTE_SWITCHES.filter((step) => step.remote === 'activation').map((step) => step.way.via)).toEqual(['sidebar']);
  });

  it('time switches into the remotes the owner of Toko Ku sees, cold then warm, through sidebar links only', () => {
    const timed = (kind: string) => ROUTE_SWITCHES.filter((step) => step.kind === kind).map((step) => step.remote);
    expect(timed('cold')).toEqual(['cards', 'settings']);
    expect(timed('warm')).toEqual(['home', 'cards', 'settings']);
    expect(ROUTE_SWITCHES.filter((step) => step.kind !== 'visit').every((step) => step.way.via === 'sidebar')).toBe(true);
  });

  it('reach the notification centre from the bell, and Activation after switching to a business that has it', () => {
    const ways = ROUTE_SWITCHES.map((step) => step.way);
    expect(ways).toContainEqual({ via: 'bell' });
    const switchAt = ways.findIndex((way) => way.via === 'business switch');
    const activationAt = ROUTE_SWITCHES.findIndex((step) => step.remote === 'activation');
    expect(switchAt).toBeGreaterThan(-1);
    expect(activationAt).toBeGreaterThan(switchAt);
  });
});

describe('the benchmark’s ports', () => {
  it('are its own, one each, away from pnpm start and the e2e suite (4800-4810)', () => {
    const ports = Object.values(BENCH_PORTS);
    expect(new Set(ports).size).toBe(ports.length);
    expect(ports.every((port) => port < 4800 || port > 4810)).toBe(true);
    expect(BENCH_PORTS.gateway).toBe(4887);
  });
});
