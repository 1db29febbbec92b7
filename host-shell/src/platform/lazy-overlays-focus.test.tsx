import { act, render, screen, waitFor } from '@testing-library/react';
import { DeferredTrigger } from './lazy-overlays';

// Its own file: the library must not be loaded yet (one module-level cache, as in the browser).
it('a light trigger reached with Tab loads the library and hands its focus to the real trigger, closed', async () => {
  render(
    <DeferredTrigger popup="menu" trigger="Environment">
      {({ Menu }, takeOver) => <Menu {...takeOver} items={[{ id: 'live', label: 'Live Mode' }]} />}
    </DeferredTrigger>,
  );
  const light = screen.getByRole('button', { name: 'Environment' });
  expect(light).not.toHaveAttribute('data-rac');
  act(() => light.focus());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Environment' })).toHaveAttribute('data-rac'));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Environment' })).toHaveFocus());
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});
