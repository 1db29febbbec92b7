import { act, render, screen } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { PROGRESS_BAR_DELAY_MS, useProgressBarShown } from './RemoteLoadingBar';

function Bar({ pending }: { pending: Set<string> }) {
  return useProgressBarShown({ pending: pending as never }) ? <div role="progressbar" aria-label="Loading" /> : null;
}

function setup() {
  const pending = observable.set<string>();
  render(<Bar pending={pending} />);
  const set = (remote: string, loading: boolean) => act(() => runInAction(() => (loading ? pending.add(remote) : pending.delete(remote))));
  return { set };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the progress bar of a remote load', () => {
  it(`shows once a remote has been loading for ${PROGRESS_BAR_DELAY_MS} ms, until none is`, () => {
    const { set } = setup();
    set('cards', true);
    advance(PROGRESS_BAR_DELAY_MS - 1);
    expect(screen.queryByRole('progressbar')).toBeNull();
    advance(1);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    set('settings', true);
    set('cards', false);
    expect(screen.getByRole('progressbar')).toBeInTheDocument(); // settings is still on its way
    set('settings', false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('never shows for a load that is done within the delay, nor for the next one before its own delay', () => {
    const { set } = setup();
    set('cards', true);
    advance(PROGRESS_BAR_DELAY_MS / 2);
    set('cards', false);
    set('settings', true);
    advance(PROGRESS_BAR_DELAY_MS / 2 + 10);
    expect(screen.queryByRole('progressbar')).toBeNull();
    set('settings', false);
    advance(PROGRESS_BAR_DELAY_MS * 2);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
