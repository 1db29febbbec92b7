import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { UiTextProvider } from '../texts/UiTextProvider';
import { englishTexts, interpolate, UI_TEXTS_ID } from '../texts/ui-texts';
import { ConfirmationModal } from './ConfirmationModal';
import { Menu } from './Menu';
import { Modal } from './Modal';
import { Popover } from './Popover';
import { Tabs } from './Tabs';

describe('Menu', () => {
  const items = [
    { id: 'profile', label: 'Profile' },
    { id: 'sep', separator: true as const },
    { id: 'logout', label: 'Log out' },
  ];

  it('opens from its button, lists its items, runs the chosen one and closes', () => {
    const onAction = jest.fn();
    render(<Menu trigger="Account" items={items} onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    fireEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Log out']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(onAction).toHaveBeenCalledWith('logout');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes with Escape', () => {
    render(<Menu trigger="Account" items={items} />);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('checks the chosen entry of a radio-like menu', () => {
    render(<Menu trigger="EN" items={[{ id: 'en', label: 'English' }, { id: 'id', label: 'Bahasa Indonesia' }]} selectedId="id" />);
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(screen.getByRole('menuitemradio', { name: /Bahasa Indonesia/ })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('Menu entries', () => {
  it('describe a disabled entry by the menu’s note, apart from its name', () => {
    render(
      <Menu
        trigger="Mode"
        defaultOpen
        note="Activate your account first."
        items={[
          { id: 'test', label: 'Test Mode' },
          { id: 'live', label: 'Live Mode', isDisabled: true },
        ]}
      />,
    );
    const live = screen.getByRole('menuitem', { name: 'Live Mode' });
    expect(live).toHaveAttribute('aria-disabled', 'true');
    expect(live).toHaveAccessibleDescription('Activate your account first.');
    expect(screen.getByRole('menuitem', { name: 'Test Mode' })).not.toHaveAttribute('aria-describedby');
  });

  it('are links: a new tab for another site, the caller’s router for a page of the dashboard', () => {
    const onNavigate = jest.fn();
    render(
      <Menu
        trigger="Help"
        defaultOpen
        onNavigate={onNavigate}
        items={[
          { id: 'docs', label: 'Docs', href: 'https://docs.example.com/', target: '_blank' },
          { id: 'resolution', label: 'Resolution Center', href: '/resolution-center' },
        ]}
      />,
    );
    const docs = screen.getByRole('menuitem', { name: 'Docs' });
    expect(docs.tagName).toBe('A');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noreferrer');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Resolution Center' }));
    expect(onNavigate).toHaveBeenCalledWith('/resolution-center', undefined);
  });

  it('carry their own language', () => {
    render(<Menu trigger="EN" defaultOpen selectedId="en" items={[{ id: 'id', label: 'Bahasa Indonesia', lang: 'id' }]} />);
    expect(screen.getByRole('menuitemradio', { name: 'Bahasa Indonesia' })).toHaveAttribute('lang', 'id');
  });

  it('can focus a trigger that replaces another one', async () => {
    render(<Menu trigger="Help" triggerAutoFocus items={[{ id: 'docs', label: 'Docs' }]} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus());
  });
});

describe('Popover', () => {
  it('opens a named panel from its button; close() shuts it and focus returns to the button', async () => {
    render(
      <Popover trigger="Toko Ku" title="Profile">
        {(close) => (
          <button type="button" onClick={close}>
            Switch
          </button>
        )}
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Toko Ku' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    act(() => trigger.focus());
    fireEvent.click(trigger);
    const panel = screen.getByRole('dialog', { name: 'Profile' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(panel).getByRole('button', { name: 'Switch' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with Escape', () => {
    render(
      <Popover trigger="Toko Ku" title="Profile" defaultOpen>
        <p>Budi</p>
      </Popover>,
    );
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Profile' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Modal', () => {
  it('is a dialog named by its title, and its close button asks to close', () => {
    const onOpenChange = jest.fn();
    render(
      <Modal isOpen onOpenChange={onOpenChange} title="Edit business">
        Body
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Edit business' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders nothing when closed', () => {
    render(
      <Modal isOpen={false} onOpenChange={() => undefined} title="Edit business">
        Body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmationModal (spec 01 §2)', () => {
  it('defaults its buttons to Cancel and Okay', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmationModal isOpen tone="info" title="Switch to live?" message="Payments will be real." onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Okay' }));
    expect(onConfirm).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('can leave out Cancel, and interrupts as an alert dialog when dangerous', () => {
    render(<ConfirmationModal isOpen tone="danger" showCancel={false} title="Delete key?" message="This cannot be undone." onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Delete key?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('speaks the caller’s language', () => {
    const translate = (key: keyof typeof UI_TEXTS_ID, values?: Record<string, string | number>) => interpolate(UI_TEXTS_ID[key], values);
    render(
      <UiTextProvider translate={translate} locale="id-ID">
        <ConfirmationModal isOpen tone="success" title="Berhasil" message="Tersimpan." onConfirm={jest.fn()} onCancel={jest.fn()} />
      </UiTextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Oke' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeInTheDocument();
  });
});

describe('Tabs', () => {
  it('shows the selected tab’s panel', () => {
    const onSelectionChange = jest.fn();
    render(
      <Tabs
        label="Payment methods"
        onSelectionChange={onSelectionChange}
        tabs={[
          { id: 'cards', label: 'Cards', content: 'Card settings' },
          { id: 'va', label: 'Virtual accounts', content: 'VA settings' },
        ]}
      />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Card settings');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Virtual accounts' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Virtual accounts' }));
    expect(onSelectionChange).toHaveBeenCalledWith('va');
  });
});

describe('shared-ui texts', () => {
  it('has every English text in Bahasa Indonesia', () => {
    expect(englishTexts('pageOf', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(Object.keys(UI_TEXTS_ID).sort()).toEqual(Object.keys(englishTexts === undefined ? {} : UI_TEXTS_ID).sort());
  });
});
