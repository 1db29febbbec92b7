import { act, fireEvent, render, screen } from '@testing-library/react';
import { Carousel } from './Carousel';

const slides = ['First', 'Second', 'Third'].map((text) => <p key={text}>{text}</p>);

describe('Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a named carousel whose slides say where they are', () => {
    render(<Carousel label="What is new" slides={slides} />);
    expect(screen.getByRole('region', { name: 'What is new' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: 'Slide 1 of 3' })).toHaveTextContent('First');
  });

  it('moves with its buttons and the arrow keys', () => {
    render(<Carousel label="What is new" slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('group', { name: 'Slide 2 of 3' })).toBeVisible();
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowLeft' });
    expect(screen.getByRole('group', { name: 'Slide 3 of 3' })).toBeVisible();
  });

  it('rotates on its own until paused', () => {
    render(<Carousel label="What is new" slides={slides} intervalMs={5000} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('group', { name: 'Slide 2 of 3' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => jest.advanceTimersByTime(15000));
    expect(screen.getByRole('group', { name: 'Slide 2 of 3' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});
