import type { MidSetting } from 'shared-contracts/areas/cards/card-settings';
import { validateWith } from 'shared-contracts/rules';
import { awaitsAnotherAdministrator, canDecide, changeRequestSchema, midLabelSchema, toChangeRequestInput } from './card-settings-form';

const MID: MidSetting = {
  id: 'mid_1', mid: '000100209876', acquirer: 'BNI', currency: 'IDR', label: 'Online store',
  settings: { three_ds_required: true, cvn_required: true, installments_enabled: false }, updated: '2026-06-01T00:00:00.000Z',
};

test('a MID label is required and at most 50 characters', () => {
  expect(validateWith(midLabelSchema)({ label: '  ' })).toEqual({ label: 'labelRequired' });
  expect(validateWith(midLabelSchema)({ label: 'x'.repeat(51) })).toEqual({ label: 'labelTooLong' });
  expect(validateWith(midLabelSchema)({ label: 'Web shop' })).toEqual({});
});

test('a change request names a setting and a reason; it asks for the opposite of the current value', () => {
  expect(validateWith(changeRequestSchema)({ setting: '', reason: '' })).toEqual({ setting: 'settingRequired', reason: 'reasonRequired' });
  expect(validateWith(changeRequestSchema)({ setting: 'cvn_required', reason: 'x'.repeat(301) })).toEqual({ reason: 'reasonTooLong' });
  expect(toChangeRequestInput(MID, { setting: 'installments_enabled', reason: ' Promotions ' })).toEqual({ mid_setting_id: 'mid_1', setting: 'installments_enabled', value: true, reason: 'Promotions' });
  expect(toChangeRequestInput(MID, { setting: 'three_ds_required', reason: 'r' }).value).toBe(false);
});

test('only administrators decide, and only pending requests', () => {
  const mine = { requested_by: 'Owner@tokoku.test' };
  const theirs = { requested_by: 'finance@tokoku.test' };
  const admin = { email: 'owner@tokoku.test' };
  expect(canDecide({ status: 'PENDING', ...theirs }, admin)).toBe(true);
  expect(canDecide({ status: 'APPROVED', ...theirs }, admin)).toBe(false);
  expect(canDecide({ status: 'PENDING', ...theirs }, null)).toBe(false);
  // Issue 42: never one's own request, whatever the case of the address.
  expect(canDecide({ status: 'PENDING', ...mine }, admin)).toBe(false);
  expect(awaitsAnotherAdministrator({ status: 'PENDING', ...mine }, admin)).toBe(true);
  expect(awaitsAnotherAdministrator({ status: 'PENDING', ...theirs }, admin)).toBe(false);
  expect(awaitsAnotherAdministrator({ status: 'APPROVED', ...mine }, admin)).toBe(false);
});
