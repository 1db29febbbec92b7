import { prefilledReminders, reminderDaysOf, reminderErrors, remindersApply, scheduleErrors, type NewInvoiceValues } from './reminders';

const TODAY = '2026-06-15';
const FILLED: NewInvoiceValues = {
  description: 'Batik order', payer_email: 'sari@example.test', should_send_email: true, due_date: '2026-06-25', items: [{ name: 'Batik', quantity: '1', price: '150000' }],
  reminder_days_before: ['7', '3', '0'], currency: 'IDR',
};

describe('the invoice form’s reminders (decision 0085)', () => {
  it('apply only to an emailed invoice with a due date, and are not checked or sent otherwise', () => {
    expect(remindersApply(FILLED)).toBe(true);
    expect(remindersApply({ ...FILLED, due_date: '' })).toBe(false);
    expect(remindersApply({ ...FILLED, should_send_email: false })).toBe(false);
    expect(reminderErrors({ ...FILLED, due_date: '', reminder_days_before: ['x'] }, TODAY)).toBeUndefined();
    expect(reminderDaysOf({ ...FILLED, should_send_email: false })).toEqual({});
  });

  it('answers nothing for good reminders and sends them as numbers', () => {
    expect(reminderErrors(FILLED, TODAY)).toBeUndefined();
    expect(reminderErrors({ ...FILLED, reminder_days_before: [] }, TODAY)).toBeUndefined();
    expect(reminderDaysOf({ ...FILLED, reminder_days_before: [' 7', '3'] })).toEqual({ reminder_days_before: [7, 3] });
  });

  it('answers the message key of each wrong reminder, at its place', () => {
    expect(reminderErrors({ ...FILLED, reminder_days_before: ['', 'two', '31', '3', '3'] }, TODAY)).toEqual([
      'requiredField', 'numericOnly', 'reminderOutOfRange', undefined, 'reminderRepeated',
    ]);
    // Due in 10 days: 10 days before is today (the invoice's own email), 11 is past.
    expect(reminderErrors({ ...FILLED, reminder_days_before: ['9', '10', '11'] }, TODAY)).toEqual([undefined, 'reminderTooEarly', 'reminderTooEarly']);
    // What does not read is not "chosen twice" with a 0.
    expect(reminderErrors({ ...FILLED, reminder_days_before: ['', '0'] }, TODAY)).toEqual(['requiredField', undefined]);
  });
});

describe('the default schedule (decision 0091)', () => {
  it('checks the same rule without a due date', () => {
    expect(scheduleErrors({ reminder_days_before: ['30', '0', '7'] })).toEqual({});
    expect(scheduleErrors({ reminder_days_before: [] })).toEqual({});
    expect(scheduleErrors({ reminder_days_before: ['', 'x', '31', '7', ' 7'] })).toEqual({ reminder_days_before: ['requiredField', 'numericOnly', 'reminderOutOfRange', undefined, 'reminderRepeated'] });
  });

  it('sends an empty list as "none" only once the default was shown', () => {
    expect(reminderDaysOf({ ...FILLED, reminder_days_before: [] })).toEqual({});
    expect(reminderDaysOf({ ...FILLED, reminder_days_before: [] }, true)).toEqual({ reminder_days_before: [] });
    expect(reminderDaysOf({ ...FILLED, due_date: '' }, true)).toEqual({});
  });

  it('pre-fills an emailed invoice with a due date with the default, without the days today or earlier', () => {
    expect(prefilledReminders([7, 3, 1], FILLED, TODAY)).toEqual(['7', '3', '1']);
    expect(prefilledReminders([7, 3, 1], { ...FILLED, due_date: '2026-06-18' }, TODAY)).toEqual(['1']);
    expect(prefilledReminders([7, 3, 1], { ...FILLED, due_date: '' }, TODAY)).toEqual([]);
    expect(prefilledReminders([7], { ...FILLED, should_send_email: false }, TODAY)).toEqual([]);
  });
});
