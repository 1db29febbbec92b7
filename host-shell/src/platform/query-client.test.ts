import { renderHook } from '@testing-library/react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { createShellQueryClient } from './query-client';
import { NEXT_PAINT_FALLBACK_MS } from './timing';

// Frames are driven by hand: a callback waits in `frames` until `paint()` runs it.
let frames: FrameRequestCallback[] = [];
function paint() {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
}

beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function setUp() {
  const client = createShellQueryClient();
  const queryFn = jest.fn(async () => 'fresh');
  const mount = (queryKey: QueryKey = ['bankAccounts'], options: { enabled?: boolean; refetchOnMount?: boolean | 'always'; staleTime?: number } = {}) => {
    // A page's useQuery, mounted: its observer subscribes in the commit's effects.
    renderHook(() => useQuery({ queryKey, queryFn, ...options }, client));
  };
  return { client, queryFn, mount };
}

describe('the shell’s query client: cached data first, the question again after the paint', () => {
  it('asks at once for a query that has no data yet', () => {
    const { queryFn, mount } = setUp();
    mount();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('shows cached data without a request in the commit, and asks again once the frame is painted', async () => {
    const { client, queryFn, mount } = setUp();
    client.setQueryData(['bankAccounts'], 'cached');
    mount();
    expect(queryFn).not.toHaveBeenCalled();
    paint(); // the frame's callbacks run before its paint …
    expect(queryFn).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(0); // … a task queued from them after it
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['bankAccounts'])).toBe('fresh');
  });

  it('asks once per frame however many pages mount the query', async () => {
    const { client, queryFn, mount } = setUp();
    client.setQueryData(['bankAccounts'], 'cached');
    mount();
    mount();
    expect(frames).toHaveLength(1);
    paint();
    await jest.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('goes without a frame when none comes (a hidden tab paints none)', async () => {
    const { client, queryFn, mount } = setUp();
    client.setQueryData(['bankAccounts'], 'cached');
    mount();
    await jest.advanceTimersByTimeAsync(NEXT_PAINT_FALLBACK_MS - 1);
    expect(queryFn).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(1);
    paint();
    await jest.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('does not ask again for data fetched meanwhile, for fresh data, or for a disabled query', async () => {
    const { client, queryFn, mount } = setUp();
    client.setQueryData(['bankAccounts'], 'cached');
    mount();
    await client.refetchQueries({ queryKey: ['bankAccounts'] }); // the page's own refetch
    expect(queryFn).toHaveBeenCalledTimes(1);
    client.setQueryData(['businessUsers'], 'cached');
    mount(['businessUsers'], { enabled: false });
    client.setQueryData(['secretApiKeys'], 'cached');
    mount(['secretApiKeys'], { staleTime: 60_000 });
    paint();
    await jest.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('leaves a query that sets its own refetchOnMount to React Query', async () => {
    const { client, queryFn, mount } = setUp();
    client.setQueryData(['bankAccounts'], 'cached');
    mount(['bankAccounts'], { refetchOnMount: 'always' });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
    client.setQueryData(['businessUsers'], 'cached');
    mount(['businessUsers'], { refetchOnMount: false });
    expect(frames).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(NEXT_PAINT_FALLBACK_MS);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
