import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { CONFIRMATION_PASSWORD_HEADER, PIN_API, SETTINGS_API } from 'shared-contracts/areas/settings/settings';
import { PERSONAS, type FakeGatewayCall } from 'shared-contracts/testing';
import { renderSettings } from '../../testing/render';

const OWNER = PERSONAS.owner.user;

const ACCOUNTS = {
  data: [{ id: 'bank_1', bank_code: 'BCA', account_holder_name: 'PT Toko Ku', masked_account_number: '••••••6789', created: '2026-01-01T00:00:00Z' }],
};
const BANKS = { data: [{ code: 'BCA', name: 'Bank Central Asia (BCA)' }] };
const BASE = { [`GET ${SETTINGS_API.bankAccounts}`]: ACCOUNTS, [`GET ${SETTINGS_API.availableBanks}`]: BANKS };
const AUTHN = { mfa_type: 'authenticator', phone_number: '+6281234567006', is_phone_number_verified: false } as const;
const NO_PHONE = { phone_number: null, is_phone_number_verified: false } as const;

/** Types a whole code into the first cell of a code or PIN input, as a paste or a fast typist would. */
function typeCode(name: RegExp, code: string) {
  const group = screen.getByRole('group', { name });
  fireEvent.change(within(group).getByLabelText(/1 of 6/), { target: { value: code } });
}
const typePin = typeCode;

async function openPinSetup(options: Parameters<typeof renderSettings>[0] = {}) {
  const rendered = renderSettings({ path: '/settings/withdrawals', ...options, gateway: { ...BASE, ...options.gateway } });
  const section = await screen.findByRole('region', { name: 'Withdrawal PIN' });
  fireEvent.click(within(section).getByRole('button', { name: 'Set PIN' }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Set your withdrawal PIN' }) };
}

async function enterNewPin(pin = '135790', repeat = pin) {
  typePin(/^New PIN/, pin);
  await screen.findByRole('group', { name: /^Repeat the PIN/ });
  typePin(/^Repeat the PIN/, repeat);
}

const puts = (calls: FakeGatewayCall[]) => calls.filter((call) => call.method === 'PUT' && call.path === PIN_API.pin);

describe('setting the withdrawal PIN (spec 02 §4)', () => {
  it('asks for six digits, then the same again (pinNotMatch)', async () => {
    await openPinSetup({ gateway: { [`POST ${PIN_API.otp}`]: undefined } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await enterNewPin('135790', '135791');
    expect(await screen.findByText('The PINs do not match. Enter the same six digits.')).toBeInTheDocument();
    // The PIN cells are masked.
    const cells = within(screen.getByRole('group', { name: /^Repeat the PIN/ })).getAllByLabelText(/of 6/);
    expect(cells.every((cell) => cell.getAttribute('type') === 'password')).toBe(true);
  });

  it('a phone user confirms with the code sent to the phone; a wrong code shows under the input; then all set up', async () => {
    const { hostApi } = await openPinSetup({
      gateway: {
        [`POST ${PIN_API.otp}`]: undefined,
        [`PUT ${PIN_API.pin}`]: (call: FakeGatewayCall) => {
          if ((call.body as { token: string }).token !== '123456') throw new GatewayError('OTP_TOKEN_NOT_VALID_ERROR', 'wrong', 400);
          return { ...OWNER, is_pin_set: true };
        },
      },
    });
    await enterNewPin();
    expect(await screen.findByText('We sent a 6-character code to +6281234567001.')).toBeInTheDocument();
    expect(hostApi.gateway.calls.find((call) => call.path === PIN_API.otp)?.body).toEqual({ recipient: '+6281234567001', type: 'PHONE_NUMBER' });
    expect(screen.getByRole('button', { name: 'Send a new code in 30 seconds' })).toBeDisabled();

    typeCode(/^Code from the SMS/, '000000');
    const group = screen.getByRole('group', { name: /^Code from the SMS/ });
    await waitFor(() => expect(group).toHaveTextContent('The code is not valid. Check it and try again.'));

    typeCode(/^Code from the SMS/, '123456');
    expect(await screen.findByText('All set up')).toBeInTheDocument();
    expect(puts(hostApi.gateway.calls).at(-1)?.body).toEqual({ pin: '135790', token: '123456' });
    expect(hostApi.sessionRefreshes.count).toBe(1);
  });

  it('an OTP request refused shows inline with the action, the wait and the suffix', async () => {
    await openPinSetup({
      gateway: {
        [`POST ${PIN_API.otp}`]: () => {
          throw new GatewayError('TOO_MANY_REQUESTS', 'slow down', 429, 61);
        },
      },
    });
    await enterNewPin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries to send a code. Try again in 2 minutes.');
  });

  it('an authenticator user gives the app code; nothing is sent by SMS', async () => {
    const { hostApi } = await openPinSetup({ user: AUTHN, gateway: { [`PUT ${PIN_API.pin}`]: { ...OWNER, ...AUTHN, is_pin_set: true } } });
    await enterNewPin('246810');
    const group = await screen.findByRole('group', { name: /^Code from your authenticator app/ });
    // Numeric and whole before confirm is enabled (spec 02 §5); letters are not taken.
    expect(screen.getByRole('button', { name: 'Set PIN' })).toBeDisabled();
    typeCode(/^Code from your authenticator app/, 'AB12');
    expect(within(group).getByLabelText(/1 of 6/)).toHaveValue('1');
    expect(within(group).getByLabelText(/2 of 6/)).toHaveValue('2');
    expect(within(group).getByLabelText(/1 of 6/)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Set PIN' })).toBeDisabled();
    expect(puts(hostApi.gateway.calls)).toEqual([]);
    fireEvent.change(within(group).getByLabelText(/3 of 6/), { target: { value: '3456' } });
    expect(await screen.findByText('All set up')).toBeInTheDocument();
    expect(hostApi.gateway.calls.some((call) => call.path === PIN_API.otp)).toBe(false);
    expect(puts(hostApi.gateway.calls)[0]?.body).toEqual({ pin: '246810', token: '123456' });
  });

  it('a user without a verified phone gives the current password, sent in x-confirmation-password', async () => {
    let wrong = true;
    const { hostApi } = await openPinSetup({
      user: NO_PHONE,
      gateway: {
        [`PUT ${PIN_API.pin}`]: () => {
          if (wrong) throw new GatewayError('INVALID_CREDENTIALS_ERROR', 'no', 400);
          return { ...OWNER, ...NO_PHONE, is_pin_set: true };
        },
      },
    });
    await enterNewPin();
    const password = await screen.findByLabelText(/Current password/);
    fireEvent.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'Wrong-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    wrong = false;
    fireEvent.change(password, { target: { value: 'Sandbox-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('All set up')).toBeInTheDocument();
    const sent = puts(hostApi.gateway.calls).at(-1)!;
    expect(sent.body).toEqual({ pin: '135790' });
    expect(sent.headers).toEqual({ [CONFIRMATION_PASSWORD_HEADER]: 'Sandbox-2026' });
  });

  it('TOO_MANY_REQUESTS names the action and the wait; USER_LOCKED_ERROR ends the session through the shell', async () => {
    let answer: GatewayError = new GatewayError('TOO_MANY_REQUESTS', 'slow down', 429, 30);
    const { hostApi } = await openPinSetup({
      user: AUTHN,
      gateway: {
        [`PUT ${PIN_API.pin}`]: () => {
          throw answer;
        },
      },
    });
    await enterNewPin();
    await screen.findByRole('group', { name: /^Code from your authenticator app/ });
    typeCode(/^Code from your authenticator app/, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries to set the PIN. Try again in 1 minute.');
    answer = new GatewayError('USER_LOCKED_ERROR', 'locked', 403);
    typeCode(/^Code from your authenticator app/, '123456');
    expect(await screen.findByText('Your account is locked. Signing you out…')).toBeInTheDocument();
    expect(hostApi.sessionRefreshes.count).toBe(1);
  });
});

describe('changing the PIN', () => {
  it('a user with a PIN changes it the same way, under its own title', async () => {
    renderSettings({ path: '/settings/withdrawals', user: { is_pin_set: true }, gateway: { ...BASE, [`POST ${PIN_API.otp}`]: undefined } });
    const section = await screen.findByRole('region', { name: 'Withdrawal PIN' });
    expect(section).toHaveTextContent('Your withdrawal PIN is set.');
    fireEvent.click(within(section).getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByRole('dialog', { name: 'Change your withdrawal PIN' })).toBeInTheDocument();
  });
});

/** A withdrawal's last step: the amount and the account, and that it cannot be called back, confirmed. */
async function confirmWithdrawal(amount: RegExp) {
  const confirmation = await screen.findByRole('dialog', { name: new RegExp(`^Withdraw ${amount.source}\\?$`) });
  expect(confirmation).toHaveTextContent(/cannot be called back/);
  fireEvent.click(within(confirmation).getByRole('button', { name: new RegExp(`^Withdraw ${amount.source}$`) }));
}

describe('withdrawing (spec 02 §4: a user without a PIN sets one first)', () => {
  it('without a PIN, Withdraw asks for one, then continues to the withdrawal', async () => {
    const { hostApi } = renderSettings({
      path: '/settings/withdrawals',
      user: AUTHN,
      gateway: {
        ...BASE,
        [`PUT ${PIN_API.pin}`]: { ...OWNER, ...AUTHN, is_pin_set: true },
        [`POST ${PIN_API.withdrawals}`]: { id: 'wd_1', bank_account_id: 'bank_1', amount: 250000, currency: 'IDR', status: 'PENDING', created: '2026-01-01T00:00:00Z' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const ask = await screen.findByRole('dialog', { name: 'Set a withdrawal PIN first' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Set PIN' }));
    await screen.findByRole('dialog', { name: 'Set your withdrawal PIN' });
    await enterNewPin();
    await screen.findByRole('group', { name: /^Code from your authenticator app/ });
    typeCode(/^Code from your authenticator app/, '123456');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to withdraw' }));

    const form = await screen.findByRole('form', { name: 'Withdraw funds' });
    fireEvent.change(within(form).getByLabelText(/Amount/), { target: { value: '250000' } });
    typePin(/^Withdrawal PIN/, '135790');
    await confirmWithdrawal(/Rp\s?250\.000/);
    await waitFor(() => expect(hostApi.shownToasts).toContainEqual({ text: expect.stringMatching(/Withdrawal of Rp\s?250\.000 requested\./), tone: 'success' }));
    expect(hostApi.gateway.calls.find((call) => call.path === PIN_API.withdrawals)?.body).toEqual({ bank_account_id: 'bank_1', amount: 250000, pin: '135790' });
  });

  /** A user with a PIN withdraws `amount` with `pin`, and the gateway answers `refusal`: the form. */
  async function withdrawRefused(refusal: GatewayError, amount: string, pin: string) {
    renderSettings({
      path: '/settings/withdrawals',
      user: { is_pin_set: true },
      gateway: {
        ...BASE,
        [`POST ${PIN_API.withdrawals}`]: () => {
          throw refusal;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const form = await screen.findByRole('form', { name: 'Withdraw funds' });
    fireEvent.change(within(form).getByLabelText(/Amount/), { target: { value: amount } });
    typePin(/^Withdrawal PIN/, pin);
    await confirmWithdrawal(/Rp\s?[\d.]+/);
    return form;
  }

  it('with a PIN, a wrong one shows under the PIN input', async () => {
    const form = await withdrawRefused(new GatewayError('INVALID_PIN_ERROR', 'no', 400), '1000', '000000');
    expect(await within(form).findByText('The PIN is not correct.')).toBeInTheDocument();
  });

  it('too many tries: said in the form, and the PIN typed does not stay in the cells', async () => {
    const form = await withdrawRefused(new GatewayError('TOO_MANY_REQUESTS', 'slow down', 429, 600), '1000', '000000');
    expect(await within(form).findByRole('alert')).toHaveTextContent(/Try again in 10 minutes/);
    const cells = within(within(form).getByRole('group', { name: /^Withdrawal PIN/ })).getAllByLabelText(/of 6/);
    expect(cells.map((cell) => (cell as HTMLInputElement).value).join('')).toBe('');
    expect(within(form).queryByText('This field is required.')).not.toBeInTheDocument();
  });

  const onAmount = new GatewayError('API_VALIDATION_ERROR', 'no', 400, undefined, [{ field: 'amount', message: 'x' }]);
  it.each([
    ['more than the available balance', '999999999999', new GatewayError('INSUFFICIENT_BALANCE_ERROR', 'no', 400), /^The amount is more than your available balance\.$/],
    ["below one withdrawal's minimum", '5000', onAmount, /^One withdrawal is at least Rp\s?10\.000\.$/],
    ["above one withdrawal's maximum", '300000000', onAmount, /^One withdrawal is at most Rp\s?250\.000\.000\.$/],
  ])('%s is said under the amount (issue 43 §6)', async (_name, amount, refusal, text) => {
    const form = await withdrawRefused(refusal, amount, '135790');
    expect(await within(form).findByText(text)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Amount/)).toHaveAccessibleDescription(text);
    // The PIN is emptied to be typed again, without calling the empty input an error.
    expect(within(form).queryByText('This field is required.')).not.toBeInTheDocument();
  });

  it('the PIN section and Withdraw are for those who may withdraw', async () => {
    renderSettings({ path: '/settings/withdrawals', user: { can_withdraw: false, can_administer: true }, gateway: BASE });
    await screen.findByRole('list', { name: 'Bank accounts' });
    expect(screen.queryByRole('region', { name: 'Withdrawal PIN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });
});
