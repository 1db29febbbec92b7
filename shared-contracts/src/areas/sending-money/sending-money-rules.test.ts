import { CHANNEL_TERMS, disbursementAmountProblem, namesMatch, sendFormSchema, sendingMoneyGates } from './sending-money-rules';

test('spec 01 §6: can_view, can_edit and operation read; only can_edit and operation send', () => {
  expect(sendingMoneyGates({ can_view: true })).toEqual({ read: true, send: false });
  expect(sendingMoneyGates({ can_edit: true })).toEqual({ read: true, send: true });
  expect(sendingMoneyGates({ operation: true })).toEqual({ read: true, send: true });
  expect(sendingMoneyGates({ can_approve: true, can_manage_tech_settings: true })).toEqual({ read: false, send: false });
});

test('names match whatever their case, accents, punctuation and spaces', () => {
  expect(namesMatch('Budi Santoso', '  BUDI   santoso ')).toBe(true);
  expect(namesMatch('José Reyes', 'Jose Reyes')).toBe(true);
  expect(namesMatch("O'Neil, Ann", 'ONeil Ann')).toBe(false);
  expect(namesMatch("O'Neil, Ann", 'O Neil Ann')).toBe(true);
  expect(namesMatch('Budi Santoso', 'Budi Setiawan')).toBe(false);
});

test('amounts outside the channel terms, in minor units', () => {
  const bank = CHANNEL_TERMS.IDR.BANK;
  expect(disbursementAmountProblem(bank.min - 1, bank)).toBe('belowMin');
  expect(disbursementAmountProblem(bank.min, bank)).toBeNull();
  expect(disbursementAmountProblem(bank.max + 1, bank)).toBe('aboveMax');
});

test('the send form names each bad field with its message key', async () => {
  const errors = await sendFormSchema('EWALLET')
    .validate({ channel_code: 'OVO', account_number: '12345', account_holder_name: 'R2D2', amount: '', description: '' }, { abortEarly: false })
    .catch((error: { errors: string[] }) => error.errors);
  expect(errors).toEqual(['accountNumberInvalid', 'holderNameInvalid', 'requiredField', 'requiredField']);
});
