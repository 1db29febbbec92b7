import { CHANNEL_TERMS, disbursementAmountProblem, mayDecideBatch, namesMatch, sendFormSchema, sendingMoneyGates } from './sending-money-rules';

test('spec 01 §6: can_view, can_edit and operation read; only can_edit and operation send and make batches; can_approve checks them', () => {
  expect(sendingMoneyGates({ can_view: true })).toEqual({ read: true, send: false, readBatches: true, makeBatch: false, approveBatch: false });
  expect(sendingMoneyGates({ can_edit: true })).toEqual({ read: true, send: true, readBatches: true, makeBatch: true, approveBatch: false });
  expect(sendingMoneyGates({ operation: true })).toMatchObject({ read: true, send: true });
  expect(sendingMoneyGates({ can_approve: true, can_manage_tech_settings: true })).toEqual({ read: false, send: false, readBatches: true, makeBatch: false, approveBatch: true });
  expect(sendingMoneyGates({ can_manage_tech_settings: true })).toMatchObject({ read: false, readBatches: false });
});

test('maker-checker: a checker decides only batches someone else made', () => {
  const checker = sendingMoneyGates({ can_edit: true, can_approve: true });
  expect(mayDecideBatch(checker, 'usr_a', 'usr_b')).toBe(true);
  expect(mayDecideBatch(checker, 'usr_a', 'usr_a')).toBe(false);
  expect(mayDecideBatch(sendingMoneyGates({ can_edit: true }), 'usr_a', 'usr_b')).toBe(false);
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
