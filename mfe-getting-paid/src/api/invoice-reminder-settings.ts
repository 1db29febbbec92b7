import { useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { INVOICE_REMINDER_SETTINGS_API, type InvoiceReminderSettings, type InvoiceReminderSettingsAnswer } from 'shared-contracts/areas/getting-paid/invoice-reminder-settings';
import { gettingPaidKeys } from './getting-paid-keys';

/** GET /api/invoice-settings/reminders: the business's default reminder schedule (decision 0091; none until saved). */
export function useReminderSchedule(hostApi: HostApi, enabled = true) {
  return useQuery(
    {
      queryKey: gettingPaidKeys.reminderSchedule,
      queryFn: ({ signal }) => hostApi.gateway.get<InvoiceReminderSettingsAnswer>(INVOICE_REMINDER_SETTINGS_API.settings, { signal }),
      retry: false,
      enabled,
    },
    hostApi.queryClient,
  );
}

/** PUT /api/invoice-settings/reminders: replaces the schedule; what the gateway kept becomes the page's data. */
export function useSaveReminderSchedule(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (settings: InvoiceReminderSettings) => hostApi.gateway.put<InvoiceReminderSettingsAnswer>(INVOICE_REMINDER_SETTINGS_API.settings, settings),
      onSuccess: (saved) => hostApi.queryClient.setQueryData(gettingPaidKeys.reminderSchedule, saved),
    },
    hostApi.queryClient,
  );
}
