import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOUR_MOBILE_DELAY_MS } from 'shared-contracts/rules';
import { Tour } from './Tour';

function renderTour(isMobile: boolean, onClose = jest.fn()) {
  const target = document.createElement('button');
  target.getBoundingClientRect = () => ({ top: 100, left: 50, width: 80, height: 40, right: 130, bottom: 140, x: 50, y: 100, toJSON: () => ({}) });
  document.body.append(target);
  render(
    <Tour
      isOpen
      isMobile={isMobile}
      onClose={onClose}
      steps={[
        { target: () => target, title: 'Your home', body: 'Balances at a glance.' },
        { target: () => null, title: 'Payments', body: 'Every payment.' },
      ]}
    />,
  );
  return onClose;
}

describe('Tour', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 1 s on mobile before it starts', () => {
    renderTour(true);
    act(() => jest.advanceTimersByTime(TOUR_MOBILE_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Your home' })).toBeInTheDocument();
  });

  it('cuts a hole 4 px around the step’s element with corners of 4 px', () => {
    renderTour(false);
    act(() => jest.advanceTimersByTime(0));
    const hole = document.querySelector('.mdp-tour-hole') as HTMLElement;
    expect(hole.style.top).toBe('96px');
    expect(hole.style.left).toBe('46px');
    expect(hole.style.width).toBe('88px');
    expect(hole.style.height).toBe('48px');
    expect(hole.style.borderRadius).toBe('4px');
  });

  it('goes step by step and reports completion after the last', () => {
    const onClose = renderTour(false);
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Payments' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('can be skipped', () => {
    const onClose = renderTour(false);
    act(() => jest.advanceTimersByTime(0));
    fireEvent.click(screen.getByRole('button', { name: 'Skip tour' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });
});
