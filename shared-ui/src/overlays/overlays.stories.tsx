import { useState } from 'react';
import { Button } from '../actions/Button';
import { InBahasa, LONG_TEXT } from '../catalogue-support';
import { ConfirmationModal } from './ConfirmationModal';
import { Menu } from './Menu';
import { Drawer, Modal } from './Modal';
import { PrintableDocument, PrintableDocumentModal, type PrintableDocumentContent } from './PrintableDocument';
import { Popover } from './Popover';
import { Tabs } from './Tabs';
import { Tooltip } from './Tooltip';
import { Tour } from './Tour';

export default { title: 'Overlays' };

const ACCOUNT = [
  { id: 'profile', label: 'Profile' },
  { id: 'business', label: 'Switch business' },
  { id: 'sep', separator: true as const },
  { id: 'docs', label: 'Documentation', href: '#docs' },
  { id: 'logout', label: 'Log out' },
];

export const MenuClosed = () => <Menu trigger="Account" items={ACCOUNT} />;
export const MenuOpen = () => <Menu trigger="Account" items={ACCOUNT} defaultOpen placement="bottom start" />;
export const MenuWithChoice = () => (
  <Menu trigger="Language" items={[{ id: 'en', label: 'English' }, { id: 'id', label: 'Bahasa Indonesia' }]} selectedId="id" defaultOpen placement="bottom start" />
);
export const MenuDisabledItem = () => (
  <Menu
    trigger="Environment"
    items={[{ id: 'test', label: 'Test' }, { id: 'live', label: 'Live', isDisabled: true }]}
    note="Live opens once your account is activated."
    defaultOpen
    placement="bottom start"
  />
);

export const MenuWithLinks = () => (
  <Menu
    trigger="Help"
    defaultOpen
    placement="bottom start"
    onNavigate={() => undefined}
    items={[
      { id: 'docs', label: <>Docs<span className="mdp-visually-hidden"> (opens in a new tab)</span></>, textValue: 'Docs', href: 'https://example.com/docs', target: '_blank' },
      { id: 'resolution', label: 'Resolution Center', href: '/resolution-center' },
    ]}
  />
);
export const MenuInBahasa = () => (
  <InBahasa>
    <Menu
      trigger="Mode: Live"
      defaultOpen
      placement="bottom start"
      selectedId="live"
      items={[
        { id: 'live', label: 'Mode Live' },
        { id: 'test', label: 'Mode Uji', isDisabled: true },
      ]}
      note="Hanya administrator yang dapat mengganti lingkungan."
    />
  </InBahasa>
);

function AccountPanel({ close }: { close: () => void }) {
  return (
    <div className="story-stack">
      <p>
        <strong>Budi Santoso</strong>
        <br />
        budi@tokoku.test
      </p>
      <label>
        Search businesses <input type="search" />
      </label>
      <Button variant="secondary" onClick={close}>
        Toko Ku Express
      </Button>
      <Button variant="danger" onClick={close}>
        Sign out
      </Button>
    </div>
  );
}

export const PopoverClosed = () => (
  <Popover trigger="Toko Ku" title="Profile">
    {(close) => <AccountPanel close={close} />}
  </Popover>
);
export const PopoverOpen = () => (
  <Popover trigger="Toko Ku" triggerLabel="Budi Santoso, Toko Ku" title="Profile" defaultOpen placement="bottom start">
    {(close) => <AccountPanel close={close} />}
  </Popover>
);
export const PopoverLongText = () => (
  <Popover trigger={LONG_TEXT.slice(0, 40)} title="Profile" defaultOpen placement="bottom start">
    <p>{LONG_TEXT}</p>
  </Popover>
);

function ModalStory({ long = false }: { long?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit business</Button>
      <Modal isOpen={open} onOpenChange={setOpen} title={long ? LONG_TEXT : 'Edit business'} footer={<Button onClick={() => setOpen(false)}>Save</Button>}>
        <p>{long ? LONG_TEXT.repeat(3) : 'Change the name your customers see.'}</p>
      </Modal>
    </>
  );
}

export const ModalOpen = () => <ModalStory />;
export const ModalLongText = () => <ModalStory long />;

/** A receipt or payment proof as the remotes show it: printable, downloadable as a PDF the remote makes. */
const RECEIPT: PrintableDocumentContent = {
  title: 'Payment receipt',
  businessName: 'Toko Ku',
  logo: null,
  logoAlt: '',
  rows: [
    { key: 'externalId', label: 'External ID', value: 'order-004999' },
    { key: 'paidAt', label: 'Paid at', value: '01/05/2026 17:01:00' },
    { key: 'amount', label: 'Amount', value: 'Rp 150.000', strong: true },
    { key: 'description', label: 'Description', value: LONG_TEXT },
  ],
  footer: 'This receipt is valid without a signature.',
};

/** A receipt or payment proof as the remotes show it: printable, downloadable as a PDF the remote makes. */
export const PrintableDocumentOpen = () => (
  <PrintableDocumentModal
    title={RECEIPT.title}
    labels={{ print: 'Print', download: 'Download PDF' }}
    onDownload={() => new Promise((resolve) => setTimeout(resolve, 1000))}
    onClose={() => undefined}
  >
    <PrintableDocument content={RECEIPT} />
  </PrintableDocumentModal>
);

export const DrawerOpen = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Filters</Button>
      <Drawer isOpen={open} onOpenChange={setOpen} title="Filters">
        <p>Filter fields go here.</p>
      </Drawer>
    </>
  );
};

function Confirmation({ tone, showCancel = true }: { tone: 'success' | 'danger' | 'info'; showCancel?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <ConfirmationModal
        isOpen={open}
        tone={tone}
        showCancel={showCancel}
        title={tone === 'danger' ? 'Delete this API key?' : tone === 'success' ? 'Saved' : 'Switch to live mode?'}
        message={tone === 'danger' ? 'Integrations using it stop working at once.' : 'You can switch back at any time.'}
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

export const ConfirmationInfo = () => <Confirmation tone="info" />;
export const ConfirmationSuccessWithoutCancel = () => <Confirmation tone="success" showCancel={false} />;
export const ConfirmationDanger = () => <Confirmation tone="danger" />;
export const ConfirmationInBahasa = () => (
  <InBahasa>
    <Confirmation tone="info" />
  </InBahasa>
);

export const TooltipOnIcon = () => (
  <p>
    Settlement time <Tooltip content="Payments settle the next business day at 14:00 WIB." triggerLabel="About settlement time">?</Tooltip>
  </p>
);

export const TabsDefault = () => (
  <Tabs
    label="Payment methods"
    tabs={[
      { id: 'cards', label: 'Cards', content: <p>Card settings</p> },
      { id: 'va', label: 'Virtual accounts', content: <p>Virtual account settings</p> },
      { id: 'retail', label: 'Retail outlets', content: <p>Retail</p>, isDisabled: true },
    ]}
  />
);

export const TourStep = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <nav aria-label="Main">
        <Button id="tour-home" variant="secondary">
          Home
        </Button>{' '}
        <Button id="tour-payments" variant="secondary">
          Payments
        </Button>
      </nav>
      <Tour
        isOpen={open}
        isMobile={false}
        onClose={() => setOpen(false)}
        steps={[
          { target: () => document.getElementById('tour-home'), title: 'Your home', body: 'Balances and activity at a glance.' },
          { target: () => document.getElementById('tour-payments'), title: 'Payments', body: 'Every payment your customers made.' },
        ]}
      />
    </>
  );
};
