import { toMajor, type InvoiceDetail, type InvoiceDraftChanges, type NewInvoice } from 'shared-contracts/areas/getting-paid/getting-paid';
import { readAmount, toMinorUnits } from './amounts';
import { reminderDaysOf, remindersApply, typedDays, type NewInvoiceValues } from './reminders';

const blank = (text: string | undefined) => (text && text.trim() !== '' ? text.trim() : undefined);

/** The fields both a new invoice and a draft's change send, read from the checked form. */
const requiredOf = (values: NewInvoiceValues) => ({
  currency: values.currency,
  description: values.description.trim(),
  items: values.items.map((item) => ({ name: item.name.trim(), quantity: Number(item.quantity), price: toMinorUnits(readAmount(item.price, values.currency) ?? '0', values.currency) })),
  should_send_email: values.should_send_email,
});

/**
 * The checked form as POST /api/invoices takes it: empty optional fields left out; `defaultShown`:
 * the business's default reminders were pre-filled (decision 0091); `draft`: saved as a DRAFT (0069).
 */
export function newInvoiceOf(values: NewInvoiceValues, defaultShown: boolean, draft: boolean): NewInvoice {
  return {
    ...requiredOf(values),
    ...(blank(values.external_id) ? { external_id: blank(values.external_id) } : {}),
    ...(blank(values.customer_name) ? { customer_name: blank(values.customer_name) } : {}),
    ...(blank(values.payer_email) ? { payer_email: blank(values.payer_email) } : {}),
    ...(blank(values.due_date) ? { due_date: blank(values.due_date) } : {}),
    ...reminderDaysOf(values, defaultShown),
    ...(draft ? { draft: true } : {}),
  };
}

/**
 * The edited draft as PATCH takes it: every field as the form has it, an emptied optional one as null
 * (the gateway clears it), the reminders as a whole (none where they do not apply). An emptied
 * reference is left out: the draft keeps the one it has.
 */
export function draftChangesOf(values: NewInvoiceValues): InvoiceDraftChanges {
  return {
    ...requiredOf(values),
    ...(blank(values.external_id) ? { external_id: blank(values.external_id) } : {}),
    customer_name: blank(values.customer_name) ?? null,
    payer_email: blank(values.payer_email) ?? null,
    due_date: blank(values.due_date) ?? null,
    reminder_days_before: remindersApply(values) ? typedDays(values.reminder_days_before) : [],
  };
}

/** The form filled with a draft as it stands: amounts in major units as the amount fields hold them, its reminders' days. */
export const draftValuesOf = (invoice: InvoiceDetail): NewInvoiceValues => ({
  currency: invoice.currency,
  description: invoice.description,
  external_id: invoice.external_id,
  customer_name: invoice.customer.name ?? '',
  payer_email: invoice.payer_email ?? '',
  should_send_email: invoice.should_send_email,
  due_date: invoice.due_date ?? '',
  items: invoice.items.map((item) => ({ name: item.name, quantity: String(item.quantity), price: String(toMajor(item.price, invoice.currency)) })),
  reminder_days_before: (invoice.reminders ?? []).map((reminder) => String(reminder.days_before)),
});
