import { snapshotSharedPlugin, withoutFilelessShared } from './snapshot-shared-plugin';

type Snapshot = Parameters<typeof withoutFilelessShared>[0];

const files = (js: string[] = [], css: string[] = []) => ({ js: { sync: js, async: [] }, css: { sync: css, async: [] } });
const snapshot = (shared: Array<{ sharedName: string; assets: ReturnType<typeof files> }>) =>
  ({ version: '1', buildVersion: '1', remoteEntry: 'remoteEntry.js', remoteEntryType: 'global', shared, modules: [] }) as unknown as Snapshot;

describe("withoutFilelessShared: a remote's snapshot without the shared modules that name no file", () => {
  test('drops what a remote built with import: false says of its shared modules (no file of theirs)', () => {
    const given = snapshot([
      { sharedName: 'react', assets: files() },
      { sharedName: 'shared-ui', assets: files() },
    ]);
    expect(withoutFilelessShared(given)).toEqual({ ...given, shared: [] });
    expect(given).toMatchObject({ shared: [{ sharedName: 'react' }, { sharedName: 'shared-ui' }] }); // not changed in place
  });

  test('keeps a shared module that ships a fallback copy (a script or a stylesheet), which the preload may skip', () => {
    const given = snapshot([
      { sharedName: 'react', assets: files() },
      { sharedName: 'left-pad', assets: files(['left-pad.js']) },
      { sharedName: 'a-theme', assets: files([], ['theme.css']) },
    ]);
    expect(withoutFilelessShared(given)).toMatchObject({ shared: [{ sharedName: 'left-pad' }, { sharedName: 'a-theme' }] });
  });

  test('hands back the same snapshot when there is nothing to drop, or no shared list at all', () => {
    const withFiles = snapshot([{ sharedName: 'left-pad', assets: files(['left-pad.js']) }]);
    expect(withoutFilelessShared(withFiles)).toBe(withFiles);
    const pureConsumer = { version: '1', buildVersion: '1', remoteTypes: '', remoteTypesZip: '', remotesInfo: {} } as unknown as Snapshot;
    expect(withoutFilelessShared(pureConsumer)).toBe(pureConsumer);
  });
});

describe('the runtime plugin', () => {
  type Args = Parameters<NonNullable<ReturnType<typeof snapshotSharedPlugin>['loadRemoteSnapshot']>>[0];

  test("passes the runtime the lean snapshot, and the manifest as it came (the shared-skew plugin reads its versions)", async () => {
    const manifestJson = { shared: [{ name: 'react', singleton: true, requiredVersion: '^19.3.1' }] };
    const args = { moduleInfo: { name: 'mfe_cards' }, manifestJson, remoteSnapshot: snapshot([{ sharedName: 'react', assets: files() }]), from: 'manifest' } as unknown as Args;
    const result = await snapshotSharedPlugin().loadRemoteSnapshot?.(args);
    expect(result).toMatchObject({ remoteSnapshot: { shared: [] }, from: 'manifest' });
    expect(result?.manifestJson).toBe(manifestJson);
  });
});
