import declaration from '../declaration.json';
import { remoteContractProblems } from 'shared-contracts/testing';
import remote from './remote';

describe('notifications ./remote', () => {
  it('is called "notifications" and mounts as react', () => {
    expect(remote.name).toBe('notifications');
    expect(remote.mount).toBe('react');
  });

  it('honours the remote contract the shell checks with its declaration, with the same keys in en and id', async () => {
    await expect(remoteContractProblems(remote, declaration)).resolves.toEqual([]);
  });

  it('fills the slots its declaration lists, each with a component', async () => {
    expect(Object.keys(remote.widgets ?? {}).sort()).toEqual([...declaration.slots].sort());
    for (const load of Object.values(remote.widgets ?? {})) {
      const module = await load();
      expect(typeof module.default).toBe('function');
    }
  });
});
