import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SETTINGS_API } from 'shared-contracts/areas/settings/settings';
import { PERSONAS } from 'shared-contracts/testing';
import { renderSettings } from '../../testing/render';

const OWNER = PERSONAS.owner.user;

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('the time zone on the business profile (spec 01 §3, spec 02 §9)', () => {
  it("SYSTEM is the browser's zone; choosing a zone lists Asia/Jakarta and Asia/Manila first and saves it", async () => {
    const { hostApi } = renderSettings({ path: '/settings/business-profile', gateway: { [`PATCH ${SETTINGS_API.user}`]: { ...OWNER, timezone: 'Asia/Manila' } } });
    const form = await screen.findByRole('form', { name: 'Time zone' });
    const useBrowser = within(form).getByRole('checkbox', { name: `Use my browser’s time zone (${browserZone})` });
    expect(useBrowser).toBeChecked();
    expect(within(form).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save time zone' })).toBeDisabled();

    fireEvent.click(useBrowser);
    const picker = within(form).getByRole('combobox', { name: /Time zone/ });
    act(() => picker.focus());
    fireEvent.change(picker, { target: { value: 'Asia/' } });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.slice(0, 3).map((option) => option.textContent)).toEqual([
      '(UTC+07:00) Asia/Jakarta · Indonesia',
      '(UTC+08:00) Asia/Manila · Philippines',
      expect.stringMatching(/Afghanistan$/),
    ]);
    fireEvent.click(options[1]!);
    fireEvent.click(within(form).getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(hostApi.shownToasts).toContainEqual({ text: 'The time zone is saved.', tone: 'success' }));
    expect(hostApi.gateway.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ timezone: 'Asia/Manila' });
    expect(hostApi.sessionRefreshes.count).toBe(1);
  });

  it('a chosen zone is shown, and going back to the browser saves SYSTEM', async () => {
    const { hostApi } = renderSettings({
      path: '/settings/business-profile',
      user: { timezone: 'Asia/Makassar' },
      gateway: { [`PATCH ${SETTINGS_API.user}`]: { ...OWNER, timezone: 'SYSTEM' } },
    });
    const form = await screen.findByRole('form', { name: 'Time zone' });
    expect(within(form).getByRole('combobox', { name: /Time zone/ })).toHaveValue('(UTC+08:00) Asia/Makassar · Indonesia');
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(hostApi.gateway.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ timezone: 'SYSTEM' }));
  });
});
