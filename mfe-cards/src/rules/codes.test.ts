import { AVS_CODES, CVN_CODES, DECLINE_REASONS, ECI_CODES } from 'shared-contracts/areas/cards/cards';
import { codeMessageKey, declineShown } from './codes';
import { en, id } from '../translations/index';

const lookup = (tree: object, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('result codes and declines as messages (spec 02 §8)', () => {
  test.each([
    ...ECI_CODES.map((code) => ['eci', code] as const),
    ...CVN_CODES.map((code) => ['cvn', code] as const),
    ...AVS_CODES.map((code) => ['avs', code] as const),
  ])('%s %s has a message in English and Indonesian', (kind, code) => {
    const key = codeMessageKey(kind, code);
    expect(key).toBe(`${kind}.${code}`);
    expect(typeof lookup(en, key!)).toBe('string');
    expect(typeof lookup(id, key!)).toBe('string');
    expect(lookup(en, key!)).not.toBe(lookup(id, key!));
  });

  test.each([
    ['eci', '03'], ['cvn', 'Q'], ['avs', 'B'], ['eci', null],
  ] as const)('%s %s is not a known code', (kind, code) => {
    expect(codeMessageKey(kind, code)).toBeNull();
  });

  test.each(DECLINE_REASONS.map((reason) => [reason]))('decline %s has its message', (reason) => {
    const shown = declineShown(reason)!;
    expect(shown.fraudBlock).toBe(reason === 'FRAUD_GUARD_BLOCKED');
    expect(typeof lookup(en, shown.key)).toBe('string');
    expect(typeof lookup(id, shown.key)).toBe('string');
  });

  test('an unknown or missing decline reason has no message of its own', () => {
    expect(declineShown('SOMETHING_NEW')).toBeNull();
    expect(declineShown(null)).toBeNull();
  });
});
