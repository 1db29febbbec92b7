import type { CSSProperties } from 'react';
import deploymentDefaults from 'shared-contracts/deployment-defaults.json';
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

/** Each built-in brand's colours in the design system's tokens, as the shell sets them on <html> (decision 0065). */
const brandTokens = (colors?: { brand: string; brandStrong: string; brandSurface: string }) =>
  (colors
    ? { '--mdp-brand': colors.brand, '--mdp-brand-strong': colors.brandStrong, '--mdp-brand-surface': colors.brandSurface }
    : {}) as CSSProperties;

export const Brands = () => (
  <div className="story-stack">
    {Object.entries(deploymentDefaults.brandProfiles).map(([brand, profile]) => (
      <div key={brand} style={brandTokens('colors' in profile ? profile.colors : undefined)} className="story-row">
        <Button>{profile.name.en}</Button>
        <Button variant="secondary">{profile.name.en}</Button>
      </div>
    ))}
  </div>
);
