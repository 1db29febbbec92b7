import { act, renderHook } from '@testing-library/react';
import { INTENT_REST_MS, useLinkIntent } from './link-intent';

describe('useLinkIntent: a menu link is fetched when the pointer or the focus rests on it (decision 0087)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setUp = () => {
    const fetched: string[] = [];
    const hook = renderHook(() => useLinkIntent((target: string) => fetched.push(target)));
    return { fetched, intent: () => hook.result.current, unmount: hook.unmount };
  };

  it('fetches what the pointer rests on, after the rest', () => {
    const { fetched, intent } = setUp();
    act(() => intent().rest('pointer', '/credit_cards/payments'));
    act(() => jest.advanceTimersByTime(INTENT_REST_MS - 1));
    expect(fetched).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(fetched).toEqual(['/credit_cards/payments']);
  });

  it('fetches nothing for links the pointer only crosses, and only the last one it stops on', () => {
    const { fetched, intent } = setUp();
    for (const path of ['/payment-links', '/disbursements', '/settings']) {
      act(() => intent().rest('pointer', path));
      act(() => jest.advanceTimersByTime(10));
      if (path !== '/settings') act(() => intent().leave('pointer'));
    }
    act(() => jest.advanceTimersByTime(INTENT_REST_MS));
    expect(fetched).toEqual(['/settings']);
    act(() => intent().rest('pointer', '/balance'));
    act(() => intent().leave('pointer'));
    act(() => jest.advanceTimersByTime(INTENT_REST_MS * 2));
    expect(fetched).toEqual(['/settings']);
  });

  it('keeps the wait of the focus when the pointer leaves another link (the menu scrolled to the focus)', () => {
    const { fetched, intent } = setUp();
    act(() => intent().rest('pointer', '/credit_cards/payments'));
    act(() => jest.advanceTimersByTime(INTENT_REST_MS));
    act(() => intent().rest('focus', '/settings'));
    act(() => intent().leave('pointer'));
    act(() => jest.advanceTimersByTime(INTENT_REST_MS));
    expect(fetched).toEqual(['/credit_cards/payments', '/settings']);
  });

  it('fetches at once when a press begins', () => {
    const { fetched, intent } = setUp();
    act(() => intent().press('/settings'));
    expect(fetched).toEqual(['/settings']);
  });

  it('fetches nothing once the menu is gone', () => {
    const { fetched, intent, unmount } = setUp();
    act(() => intent().rest('pointer', '/settings'));
    act(() => intent().rest('focus', '/settings'));
    unmount();
    act(() => jest.advanceTimersByTime(INTENT_REST_MS * 2));
    expect(fetched).toEqual([]);
  });
});
