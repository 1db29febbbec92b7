import { InBahasa, LONG_TEXT } from '../catalogue-support';
import { CopyButton } from '../data/CopyButton';
import { Button, IconButton, LinkButton } from './Button';

export default { title: 'Actions' };

export const Buttons = () => (
  <div className="story-row">
    <Button>Save changes</Button>
    <Button variant="secondary">Cancel</Button>
    <Button variant="danger">Delete key</Button>
    <Button variant="ghost">Skip</Button>
  </div>
);

export const ButtonDisabled = () => (
  <div className="story-row">
    <Button disabled>Save changes</Button>
    <Button variant="secondary" disabled>
      Cancel
    </Button>
  </div>
);

export const ButtonBusy = () => <Button busy>Saving</Button>;

export const ButtonLongText = () => (
  <div className="story-narrow">
    <Button>{LONG_TEXT}</Button>
  </div>
);

export const LinkButtons = () => (
  <div className="story-row">
    <LinkButton href="#docs">Read the docs</LinkButton>
    <LinkButton href="#activate" variant="primary">
      Activate your account
    </LinkButton>
  </div>
);

export const IconButtons = () => (
  <div className="story-row">
    <IconButton label="Notifications" icon="🔔" />
    <IconButton label="More actions" icon="⋯" variant="secondary" />
    <IconButton label="Close" icon="×" disabled />
  </div>
);

export const Copy = () => <CopyButton value="xnd_development_123" accessibleLabel="Copy API key" />;

export const CopyInBahasa = () => (
  <InBahasa>
    <CopyButton value="xnd_development_123" />
  </InBahasa>
);

export const Brands = () => (
  <div className="story-stack">
    {(['MAIN', 'SECOND', 'PARTNER_A', 'PARTNER_B'] as const).map((brand) => (
      <div key={brand} data-brand={brand} className="story-row">
        <Button>{brand}</Button>
        <Button variant="secondary">{brand}</Button>
      </div>
    ))}
  </div>
);
