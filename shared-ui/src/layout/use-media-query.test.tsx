import { act, render, screen } from '@testing-library/react';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';

/** A matchMedia whose answer the test changes, as a window resize would. */
function fakeMatchMedia(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

function Probe() {
  return <p>{useMediaQuery(MOBILE_QUERY) ? 'phone' : 'desktop'}</p>;
}

describe('useMediaQuery', () => {
  it('answers now and again when the query starts or stops matching, and lets go on unmount', () => {
    const media = fakeMatchMedia(false);
    const { unmount } = render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => media.set(true));
    expect(screen.getByText('phone')).toBeInTheDocument();
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('uses the 768 px breakpoint of the spec', () => {
    expect(MOBILE_QUERY).toBe('(max-width: 767.98px)');
  });
});
