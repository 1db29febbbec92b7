import type { SessionStore } from './session-store';
import { followOtherTabs } from './other-tabs';

function fakeSession() {
  const ended: boolean[] = [];
  const session = { status: 'signedIn', sessionEnded: (relogin: boolean) => ended.push(relogin) } as unknown as SessionStore;
  return { session, ended };
}

const pageShow = (persisted: boolean) => {
  const event = new Event('pageshow') as Event & { persisted: boolean };
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
};

describe('a page back from the back/forward cache', () => {
  afterEach(() => window.localStorage.clear());

  it('ends its session when the sign-in was ended while it was frozen', () => {
    const { session, ended } = fakeSession();
    const stop = followOtherTabs(session, () => undefined);
    pageShow(true);
    stop();
    expect(ended).toEqual([false]);
  });

  it('keeps its session when the sign-in is still stored, or when the page was loaded afresh', () => {
    window.localStorage.setItem('mdp.user', JSON.stringify({ id: 'usr_owner_tokoku' }));
    const { session, ended } = fakeSession();
    const stop = followOtherTabs(session, () => undefined);
    pageShow(true);
    window.localStorage.clear();
    pageShow(false);
    stop();
    expect(ended).toEqual([]);
  });
});
