import { PENDING_NAVIGATION, type NavigationContext } from 'shared-contracts/rules';
import { createFakeHostApi } from 'shared-contracts/testing';
import { hostApisForRemotes } from './remote-host-api';

function setUp(navigation: NavigationContext = PENDING_NAVIGATION) {
  const reports: Array<{ error: unknown; context: unknown }> = [];
  const moves: number[] = [];
  const { i18n, session, gateway, queryClient, toasts, refreshSession } = createFakeHostApi();
  const hostApiFor = hostApisForRemotes({
    navigate: () => undefined,
    go: (delta) => moves.push(delta),
    i18n,
    session,
    gateway,
    queryClient,
    toasts,
    refreshSession,
    navigation: () => navigation,
    report: (error, context) => reports.push({ error, context }),
  });
  return { hostApiFor, reports, moves };
}

const isNumber = (value: unknown): value is number => typeof value === 'number';

describe('the HostApi each remote gets', () => {
  beforeEach(() => window.localStorage.clear());

  it('is one instance per remote', () => {
    const { hostApiFor } = setUp();
    expect(hostApiFor('cards')).toBe(hostApiFor('cards'));
    expect(hostApiFor('cards')).not.toBe(hostApiFor('home'));
  });

  it('keeps each remote in its own storage prefix', () => {
    const { hostApiFor } = setUp();
    hostApiFor('cards').storage.set('pageSize', 10);
    hostApiFor('home').storage.set('pageSize', 25);
    expect(hostApiFor('cards').storage.get('pageSize', isNumber)).toBe(10);
    expect(hostApiFor('home').storage.get('pageSize', isNumber)).toBe(25);
    expect(window.localStorage.getItem('mdp.remote.cards.pageSize')).toBe('10');
    hostApiFor('cards').storage.remove('pageSize');
    expect(hostApiFor('cards').storage.get('pageSize', isNumber)).toBeUndefined();
    expect(hostApiFor('home').storage.get('pageSize', isNumber)).toBe(25);
  });

  it('reads a value of the wrong shape, or not JSON, as absent', () => {
    const { hostApiFor } = setUp();
    window.localStorage.setItem('mdp.remote.cards.pageSize', '"ten"');
    expect(hostApiFor('cards').storage.get('pageSize', isNumber)).toBeUndefined();
    window.localStorage.setItem('mdp.remote.cards.pageSize', '{oops');
    expect(hostApiFor('cards').storage.get('pageSize', isNumber)).toBeUndefined();
  });

  it("hears another tab's change to its own key only", () => {
    const { hostApiFor } = setUp();
    const heard: unknown[] = [];
    const stop = hostApiFor('notifications').storage.onOtherTabChange('lastRead', (value) => heard.push(value));
    window.dispatchEvent(new StorageEvent('storage', { key: 'mdp.remote.notifications.lastRead', newValue: '5' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'mdp.remote.cards.lastRead', newValue: '6' }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'mdp.remote.notifications.lastRead', newValue: '7' }));
    expect(heard).toEqual([5]);
  });

  it('names the remote in its error reports, and moves through history through the shell', () => {
    const { hostApiFor, reports, moves } = setUp();
    const failure = new Error('boom');
    hostApiFor('cards').reportError(failure, { phase: 'render' });
    hostApiFor('cards').go(-1);
    expect(reports).toEqual([{ error: failure, context: { remote: 'cards', phase: 'render' } }]);
    expect(moves).toEqual([-1]);
  });
});
