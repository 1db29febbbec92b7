import { SLOT_OWNERS } from 'shared-contracts';
import { remoteContractProblems } from 'shared-contracts/testing';
import remote from './remote';

describe('notifications ./remote', () => {
  it('is called "notifications" and mounts as react', () => {
    expect(remote.name).toBe('notifications');
    expect(remote.mount).toBe('react');
  });

  it('honours the remote contract the shell checks, with the same keys in en and id', async () => {
    await expect(remoteContractProblems(remote)).resolves.toEqual([]);
  });

  it('fills exactly the slots the shell gives it, each with a component', async () => {
    const owned = Object.entries(SLOT_OWNERS)
      .filter(([, owner]) => owner === 'notifications')
      .map(([slot]) => slot);
    expect(Object.keys(remote.widgets ?? {}).sort()).toEqual(owned.sort());
    for (const load of Object.values(remote.widgets ?? {})) {
      const module = await load();
      expect(typeof module.default).toBe('function');
    }
  });
});
