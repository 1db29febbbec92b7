import { sharedSkews, sharedSkewPlugin } from './shared-skew-plugin';

const SHELL = { react: [{ version: '19.3.1' }], 'react-router': [{ version: '7.18.5' }], 'shared-ui': [{ version: '0.1.0' }] };

describe('sharedSkews: the singletons a remote needs at a version the shell does not provide', () => {
  test.each([
    ['the same version', [{ name: 'react', singleton: true, requiredVersion: '^19.3.1' }], []],
    ['an older minor it accepts', [{ name: 'react', singleton: true, requiredVersion: '^19.0.0' }], []],
    ['a newer patch than the shell has', [{ name: 'react', singleton: true, requiredVersion: '^19.3.2' }], ['it needs react ^19.3.2, the shell provides 19.3.1']],
    ['another major', [{ name: 'react-router', singleton: true, requiredVersion: '^6.0.0' }], ['it needs react-router ^6.0.0, the shell provides 7.18.5']],
    ['not a singleton', [{ name: 'react', singleton: false, requiredVersion: '^18.0.0' }], []],
    ['any version', [{ name: 'react', singleton: true, requiredVersion: false as const }], []],
    ['a package the shell does not share', [{ name: 'left-pad', singleton: true, requiredVersion: '^1.0.0' }], []],
    [
      'two skews at once',
      [
        { name: 'react', singleton: true, requiredVersion: '^18.2.0' },
        { name: 'shared-ui', singleton: true, requiredVersion: '^0.1.0' },
        { name: 'react-router', singleton: true, requiredVersion: '^8.0.0' },
      ],
      ['it needs react ^18.2.0, the shell provides 19.3.1', 'it needs react-router ^8.0.0, the shell provides 7.18.5'],
    ],
  ])('%s', (_case, required, expected) => {
    expect(sharedSkews(required, SHELL)).toEqual(expected);
  });
});

describe('the runtime plugin', () => {
  type Args = Parameters<NonNullable<ReturnType<typeof sharedSkewPlugin>['loadRemoteSnapshot']>>[0];
  const args = (shared: unknown[]) =>
    ({ options: { shared: SHELL }, moduleInfo: { name: 'mfe_cards' }, manifestJson: { shared }, from: 'manifest' }) as unknown as Args;

  test('refuses a skewed manifest before any code of the remote runs, and says why by container', async () => {
    const skews: Array<[string, string[]]> = [];
    const plugin = sharedSkewPlugin((container, reasons) => skews.push([container, reasons]));
    await expect(plugin.loadRemoteSnapshot?.(args([{ name: 'react', singleton: true, requiredVersion: '^18.2.0' }]))).rejects.toThrow(
      'mfe_cards: it needs react ^18.2.0, the shell provides 19.3.1',
    );
    expect(skews).toEqual([['mfe_cards', ['it needs react ^18.2.0, the shell provides 19.3.1']]]);
  });

  test('passes a compatible manifest on unchanged', async () => {
    const plugin = sharedSkewPlugin(() => {
      throw new Error('not a skew');
    });
    const given = args([{ name: 'react', singleton: true, requiredVersion: '^19.3.1' }]);
    await expect(plugin.loadRemoteSnapshot?.(given)).resolves.toBe(given);
  });
});
