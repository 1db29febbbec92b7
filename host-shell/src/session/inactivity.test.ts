import { makeAutoObservable, runInAction } from 'mobx';
import { INACTIVITY_WARNING_MS, InactivityWatch } from './inactivity';
import { INACTIVITY_LIMIT_MS } from './session-store';

function fakeSession(lastActionAt: number) {
  const session = {
    status: 'signedIn' as 'signedIn' | 'signedOut',
    lastActionAt: lastActionAt as number | null,
    expired: 0,
    async expire() {
      session.expired += 1;
      session.status = 'signedOut';
    },
  };
  return makeAutoObservable(session);
}

describe('InactivityWatch', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('warns 60 s before the 31-minute limit and ends the session at it', () => {
    const session = fakeSession(Date.now());
    const watch = new InactivityWatch(session);
    jest.advanceTimersByTime(INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_MS - 1);
    expect(watch.endsAt).toBeNull();
    jest.advanceTimersByTime(1);
    expect(watch.endsAt).toBe(session.lastActionAt! + INACTIVITY_LIMIT_MS);
    expect(watch.secondsLeft()).toBe(60);
    jest.advanceTimersByTime(INACTIVITY_WARNING_MS - 1);
    expect(session.expired).toBe(0);
    jest.advanceTimersByTime(1);
    expect(session.expired).toBe(1);
    expect(watch.endsAt).toBeNull();
    watch.dispose();
  });

  it('starts over when the user acts, here or in another tab', () => {
    const session = fakeSession(Date.now());
    const watch = new InactivityWatch(session);
    jest.advanceTimersByTime(INACTIVITY_LIMIT_MS - 30_000);
    expect(watch.endsAt).not.toBeNull();
    runInAction(() => {
      session.lastActionAt = Date.now(); // "Stay signed in"
    });
    expect(watch.endsAt).toBeNull();
    jest.advanceTimersByTime(INACTIVITY_LIMIT_MS - 1);
    expect(session.expired).toBe(0);
    jest.advanceTimersByTime(1);
    expect(session.expired).toBe(1);
    watch.dispose();
  });

  it('ends at once a session whose last action is already too old, and ignores signed-out sessions', () => {
    const stale = fakeSession(Date.now() - INACTIVITY_LIMIT_MS - 1);
    new InactivityWatch(stale).dispose();
    expect(stale.expired).toBe(1);
    const signedOut = fakeSession(Date.now());
    runInAction(() => {
      signedOut.status = 'signedOut';
    });
    const watch = new InactivityWatch(signedOut);
    jest.advanceTimersByTime(INACTIVITY_LIMIT_MS * 2);
    expect(signedOut.expired).toBe(0);
    watch.dispose();
  });
});
