import { act, renderHook } from '@testing-library/react';
import { useFlashedProblems } from './use-flashed-problems';

describe('useFlashedProblems', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the problems from a refusal until the time after the last one', () => {
    const { result } = renderHook(() => useFlashedProblems(1500));
    expect(result.current.showing).toBe(false);
    act(() => result.current.refused());
    expect(result.current.showing).toBe(true);
    act(() => jest.advanceTimersByTime(1000));
    act(() => result.current.refused());
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.showing).toBe(true);
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.showing).toBe(false);
  });
});
