import { INVOICE_REMINDERS_MAX } from 'shared-contracts/areas/getting-paid/getting-paid';
import { reminderScheduleProblems } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import { INVOICE_REMINDER_SETTINGS_API, type InvoiceReminderSettingsAnswer } from 'shared-contracts/areas/getting-paid/invoice-reminder-settings';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { invalid } from '../http/errors';
import { objectSchema } from '../http/validation';
import { reminderScheduleOf, saveReminderSchedule } from '../store/invoice-reminder-settings';
import { scopeOf } from './getting-paid-query';
import { REMINDER_DAY_SCHEMA, REMINDER_MESSAGES } from './invoice-rules';

const SETTINGS = objectSchema({ reminder_days_before: { type: 'array', maxItems: INVOICE_REMINDERS_MAX, items: REMINDER_DAY_SCHEMA } }, ['reminder_days_before']);

/**
 * The business's default invoice reminders per environment (issue 44, decision 0091). GET: the saved
 * schedule, or none; PUT replaces it whole (the schema, then the per-invoice rule without a due date:
 * 0 to 30 days, each once), answering what is now saved. A refused save changes nothing. A new
 * invoice that names no reminders of its own takes it (routes/invoices.ts). Who may:
 * auth/getting-paid-access.ts (readers read; invoice creators change).
 */
export function registerInvoiceReminderSettingsRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(INVOICE_REMINDER_SETTINGS_API.settings, { schema: { querystring: objectSchema() } }, async (request): Promise<InvoiceReminderSettingsAnswer> =>
    reminderScheduleOf(ctx.db, scopeOf(request)),
  );

  app.put(INVOICE_REMINDER_SETTINGS_API.settings, { schema: { body: SETTINGS } }, async (request): Promise<InvoiceReminderSettingsAnswer> => {
    const scope = scopeOf(request);
    const days = request.body.reminder_days_before;
    const errors = reminderScheduleProblems(days).flatMap((problem, index) => (problem ? [{ field: `reminder_days_before[${index}]`, message: REMINDER_MESSAGES[problem] }] : []));
    if (errors.length > 0) throw invalid(errors);
    saveReminderSchedule(ctx.db, scope, days, ctx.clock());
    return reminderScheduleOf(ctx.db, scope);
  });
}
