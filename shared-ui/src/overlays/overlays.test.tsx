import { fireEvent, render, screen, within } from '@testing-library/react';
import { UiTextProvider } from '../texts/UiTextProvider';
import { englishTexts, interpolate, UI_TEXTS_ID } from '../texts/ui-texts';
import { ConfirmationModal } from './ConfirmationModal';
import { Menu } from './Menu';
import { Modal } from './Modal';
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
