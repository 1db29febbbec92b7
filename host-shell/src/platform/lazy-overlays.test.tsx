import { act, fireEvent, render, screen } from '@testing-library/react';
import { DeferredTrigger } from './lazy-overlays';

function HelpMenu() {
  return (
    <DeferredTrigger popup="menu" trigger="Help" triggerClassName="header-trigger">
      {({ Menu }, takeOver) => <Menu {...takeOver} items={[{ id: 'docs', label: 'Docs' }]} />}
    </DeferredTrigger>
  );
}

function AccountPanel() {
  return (
    <DeferredTrigger popup="dialog" trigger="Toko Ku" triggerLabel="Budi, Toko Ku">
      {({ Popover }, takeOver) => (
        <Popover {...takeOver} title="Profile">
          <p>budi@tokoku.test</p>
        </Popover>
      )}
    </DeferredTrigger>
  );
}

// One module-level cache, as in the browser: the first test sees the light triggers, the later
// ones the library already loaded.
describe('header triggers before and after shared-ui/overlays is loaded', () => {
  it('start as light buttons that say what they open; the first ArrowDown or press loads the library and opens the menu', async () => {
    render(
      <>
        <HelpMenu />
        <AccountPanel />
      </>,
    );
    const help = screen.getByRole('button', { name: 'Help' });
    expect(help).toHaveAttribute('aria-haspopup', 'true');
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(help).not.toHaveAttribute('data-rac'); // not react-aria's yet
    expect(screen.getByRole('button', { name: 'Budi, Toko Ku' })).toHaveAttribute('aria-haspopup', 'dialog');

    act(() => help.focus());
    fireEvent.keyDown(help, { key: 'ArrowDown' }); // as a menu button does (a click, likewise: e2e/tests/header.spec.ts)
    const menu = await screen.findByRole('menu', { name: 'Help' });
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Docs' })).toBeInTheDocument();
    // Every trigger took over at once, not only the one that was pressed.
    expect(screen.getByRole('button', { name: 'Budi, Toko Ku', hidden: true })).toHaveAttribute('data-rac');
  });

  it('are react-aria triggers from the start once the library is here', () => {
    render(<AccountPanel />);
    const account = screen.getByRole('button', { name: 'Budi, Toko Ku' });
    expect(account).toHaveAttribute('data-rac');
    fireEvent.click(account);
    expect(screen.getByRole('dialog', { name: 'Profile' })).toHaveTextContent('budi@tokoku.test');
  });
});
