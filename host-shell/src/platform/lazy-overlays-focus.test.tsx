import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadOverlays, DeferredTrigger } from './lazy-overlays';

// Its own file: the library must not be loaded yet (one module-level cache, as in the browser).
it('a light trigger reached with Tab loads the library, stays while focused, and opens the real menu when pressed', async () => {
  render(
    <DeferredTrigger popup="menu" trigger="Environment">
      {({ Menu }, takeOver) => <Menu {...takeOver} items={[{ id: 'live', label: 'Live Mode' }]} />}
    </DeferredTrigger>,
  );
  const light = screen.getByRole('button', { name: 'Environment' });
  act(() => light.focus());
  await act(() => loadOverlays());
  // Still the light one, still focused: replacing it now could lose a key press.
  expect(screen.getByRole('button', { name: 'Environment' })).not.toHaveAttribute('data-rac');
  expect(light).toHaveFocus();
  fireEvent.keyDown(light, { key: 'Enter' });
  fireEvent.click(light);
  expect(await screen.findByRole('menu', { name: 'Environment' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Environment', hidden: true })).toHaveAttribute('data-rac');
});

it('a focused light trigger that is left becomes the real one, without taking the focus back', async () => {
  render(
    <>
      <DeferredTrigger popup="menu" trigger="Help">
        {({ Menu }, takeOver) => <Menu {...takeOver} items={[{ id: 'docs', label: 'Docs' }]} />}
      </DeferredTrigger>
      <button type="button">Next</button>
    </>,
  );
  const help = screen.getByRole('button', { name: 'Help' });
  act(() => help.focus());
  act(() => screen.getByRole('button', { name: 'Next' }).focus());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('data-rac'));
  expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
});
