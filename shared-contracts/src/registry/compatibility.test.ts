import { LEGACY_CONTRACTS_VERSION, checkContracts } from './compatibility';
import { CONTRACTS_VERSION } from '../contract/version';

describe('checkContracts', () => {
  it.each([
    ['^1.0.0', '1.0.0'],
    ['^1.0.0', '1.4.2'],
    ['~1.0.0', '1.0.9'],
    ['1.x', '1.9.0'],
    ['>=1.0.0 <3.0.0', '2.5.0'],
    ['1.0.0', '1.0.0'],
    ['*', '7.0.0'],
  ])('accepts a remote built for %s in a shell at %s', (range, version) => {
    expect(checkContracts(range, version)).toEqual({ ok: true });
  });

  it.each([
    ['^1.0.0', '2.0.0'],
    ['^2.0.0', '1.0.0'],
    ['^1.2.0', '1.1.0'],
    ['~1.0.0', '1.1.0'],
    ['1.0.0', '1.0.1'],
    ['^1.0.0', '1.1.0-beta.1'],
  ])('refuses a remote built for %s in a shell at %s, saying both', (range, version) => {
    const result = checkContracts(range, version);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toContain(range);
      expect(result.reason).toContain(version);
    }
  });

  it.each<[string, unknown]>([
    ['an invalid range', 'not-a-range'],
    ['an empty-looking range with garbage', '^^1'],
    ['undefined', undefined],
    ['null', null],
    ['a number', 1],
    ['an object', { range: '^1.0.0' }],
    ['an array', ['^1.0.0']],
  ])('refuses %s with a reason', (_label, range) => {
    const result = checkContracts(range, CONTRACTS_VERSION);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/no valid contracts range/);
  });

  it('accepts the range every remote declares today in a shell at CONTRACTS_VERSION', () => {
    expect(checkContracts('^3.0.0', CONTRACTS_VERSION)).toEqual({ ok: true });
  });

  it('serves a remote of the previous major through the adapter, and refuses older ones naming both versions', () => {
    expect(checkContracts('^2.0.0', '3.0.0', LEGACY_CONTRACTS_VERSION)).toEqual({ ok: true, legacy: true });
    expect(checkContracts('^2.2.0', '3.0.0', LEGACY_CONTRACTS_VERSION)).toEqual({ ok: true, legacy: true });
    expect(checkContracts('^3.0.0', '3.0.0', LEGACY_CONTRACTS_VERSION)).toEqual({ ok: true });
    const older = checkContracts('^1.0.0', '3.0.0', LEGACY_CONTRACTS_VERSION);
    expect(older).toEqual({ ok: false, reason: 'the remote needs contracts ^1.0.0, the shell provides 3.0.0 (and 2.5.0 through its adapter)' });
    // A remote that needs a later 2.x than the adapter gives is refused too.
    expect(checkContracts('^2.6.0', '3.0.0', LEGACY_CONTRACTS_VERSION).ok).toBe(false);
  });
});
