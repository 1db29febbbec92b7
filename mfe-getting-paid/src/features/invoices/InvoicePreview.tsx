import { useTranslation } from 'react-i18next';
import type { InvoiceFormValues } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import type { Currency } from 'shared-contracts/rules';
import { readAmount, toMinorUnits } from '../../rules/amounts';
import type { Display } from '../shared/use-display';

/** A line's amount in minor units, 0 while what is typed does not read. */
export function lineMinor(item: InvoiceFormValues['items'][number], currency: Currency): number {
  const price = readAmount(item.price, currency);
  const quantity = /^\d+$/.test(item.quantity) ? Number(item.quantity) : 0;
  return price === undefined ? 0 : toMinorUnits(price, currency) * quantity;
}

/** What the customer sees on the hosted page, as the merchant types (decision 0069). */
export function InvoicePreview({ values, currency, businessName, display }: { values: InvoiceFormValues; currency: Currency; businessName: string; display: Display }) {
  const { t } = useTranslation('getting-paid');
  const items = values.items.filter((item) => item.name.trim() !== '');
  const total = values.items.reduce((sum, item) => sum + lineMinor(item, currency), 0);
  return (
    <section className="mdp-gp-preview" aria-labelledby="gp-preview-title">
      <h2 id="gp-preview-title">{t('create.preview')}</h2>
      <p className="mdp-gp-muted">{businessName}</p>
      <p>
        <strong>{values.description.trim() || t('create.previewUntitled')}</strong>
      </p>
      {values.customer_name ? <p>{t('create.previewFor', { name: values.customer_name })}</p> : null}
      <table>
        <caption className="mdp-gp-muted">{t('create.items')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('create.itemName')}</th>
            <th scope="col" className="mdp-gp-num">{t('create.quantity')}</th>
            <th scope="col" className="mdp-gp-num">{t('columns.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={index}>
              <td>{item.name}</td>
              <td className="mdp-gp-num">{item.quantity}</td>
              <td className="mdp-gp-num">{display.money(lineMinor(item, currency), currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mdp-gp-total">{t('create.total', { amount: display.money(total, currency) })}</p>
      {values.due_date ? <p className="mdp-gp-muted">{t('create.previewDue', { date: display.day(values.due_date) })}</p> : null}
    </section>
  );
}
