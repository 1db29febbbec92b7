import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseHex, readableTextOn, type CheckoutPaymentMethod } from 'shared-contracts/areas/getting-paid/checkout';
import { RadioGroup } from 'shared-ui/forms';
import type { Display } from '../shared/use-display';

export interface PreviewLook {
  brand_color: string;
  button_color: string;
  button_text_color: string;
  show_logo: boolean;
  payment_methods: readonly CheckoutPaymentMethod[];
}

/** A sample order in the business's currency (minor units): 150,000 rupiah, 1,500 pesos, 150 dollars. */
const SAMPLE_MINOR = { IDR: 150_000, PHP: 150_000, USD: 15_000 } as const;

/**
 * The hosted page as the customer will see it with the form's values, live, at a desktop or a phone's
 * width (decision 0079): the gateway's page drawn again here (same parts, same colours), since unsaved
 * values cannot be shown by the gateway's own page. A colour not yet readable shows the last good one.
 * It holds no control: it is a picture of the page, not a second form.
 */
export function CheckoutPreview({ look, saved, logoUrl, businessName, display }: { look: PreviewLook; saved: PreviewLook; logoUrl: string | null; businessName: string; display: Display }) {
  const { t } = useTranslation('getting-paid');
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const color = (field: 'brand_color' | 'button_color' | 'button_text_color') => normaliseHex(look[field]) ?? saved[field];
  const brand = color('brand_color');
  // Custom properties set through the CSSOM (React's style), which the shell's style-src allows.
  const colours = { '--gp-brand': brand, '--gp-brand-text': readableTextOn(brand), '--gp-button': color('button_color'), '--gp-button-text': color('button_text_color') } as CSSProperties;
  const total = display.money(SAMPLE_MINOR[display.currency], display.currency);
  return (
    <section className="mdp-gp-section mdp-gp-checkout-preview" aria-labelledby="gp-checkout-preview">
      <h2 id="gp-checkout-preview">{t('checkout.preview')}</h2>
      <RadioGroup
        label={t('checkout.previewWidth')}
        orientation="horizontal"
        value={width}
        onChange={(value) => setWidth(value === 'phone' ? 'phone' : 'desktop')}
        options={[{ value: 'desktop', label: t('checkout.desktop') }, { value: 'phone', label: t('checkout.phone') }]}
      />
      <div className="mdp-gp-hosted-frame" data-width={width}>
        <div className="mdp-gp-hosted" style={colours} data-testid="checkout-preview">
          <div className="mdp-gp-hosted-brand">
            {look.show_logo && logoUrl ? <img src={logoUrl} alt="" /> : null}
            <span>{businessName}</span>
          </div>
          <h3>{t('checkout.sample.title')}</h3>
          <p className="mdp-gp-hosted-status">{t('checkout.sample.status')}</p>
          <p className="mdp-gp-hosted-line">
            <span>{t('checkout.sample.item')}</span>
            <span>{total}</span>
          </p>
          <p className="mdp-gp-hosted-total">{t('checkout.sample.total', { amount: total })}</p>
          <p className="mdp-gp-hosted-button">{t('checkout.sample.pay', { amount: total })}</p>
          <p className="mdp-gp-hosted-note">{t('checkout.sample.methods')}</p>
          <ul className="mdp-gp-hosted-methods">
            {look.payment_methods.map((method) => (
              <li key={method}>{t(`checkout.method.${method}`)}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
