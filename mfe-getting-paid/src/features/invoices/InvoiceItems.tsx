import { Field, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { INVOICE_ITEMS_MAX } from 'shared-contracts/areas/getting-paid/getting-paid';
import type { InvoiceFormValues } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import type { Currency } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { AmountInput, TextField, fromFinalForm } from 'shared-ui/forms';

export const EMPTY_ITEM: InvoiceFormValues['items'][number] = { name: '', quantity: '1', price: '' };

/** The invoice's lines: name, quantity and unit price each; one at least, INVOICE_ITEMS_MAX at most. */
export function InvoiceItems({ items, currency }: { items: InvoiceFormValues['items']; currency: Currency }) {
  const { t } = useTranslation('getting-paid');
  const form = useForm<InvoiceFormValues>();
  const message = (key: string) => t(`validation.${key}`);
  return (
    <fieldset className="mdp-gp-section">
      <legend>{t('create.items')}</legend>
      {items.map((_item, index) => (
        <div className="mdp-gp-item" key={index}>
          <Field<string> name={`items[${index}].name`}>
            {(props) => <TextField {...fromFinalForm(props, message)} label={t('create.itemName')} required />}
          </Field>
          <Field<string> name={`items[${index}].quantity`}>
            {(props) => <TextField {...fromFinalForm(props, message)} label={t('create.quantity')} inputMode="numeric" required />}
          </Field>
          <Field<string> name={`items[${index}].price`}>
            {(props) => <AmountInput {...fromFinalForm(props, message)} currency={currency} label={t('create.price', { currency })} required />}
          </Field>
          {items.length > 1 ? (
            <Button variant="secondary" onClick={() => form.change('items', items.filter((_, other) => other !== index))} aria-label={t('create.removeItem', { number: index + 1 })}>
              {t('create.remove')}
            </Button>
          ) : null}
        </div>
      ))}
      {items.length < INVOICE_ITEMS_MAX ? (
        <div>
          <Button variant="secondary" onClick={() => form.change('items', [...items, EMPTY_ITEM])}>
            {t('create.addItem')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
