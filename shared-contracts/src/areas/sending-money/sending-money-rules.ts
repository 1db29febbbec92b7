/**
 * Sending money's pure rules (issue 45, docs/decisions/0071-sending-money.md): who may send,
 * the limits and fees of each channel category and currency, the account number's shape, how a
 * holder's name is compared, and the send form's yup schema with the spec's message keys. The
 * gateway and the remote both apply them.
 */
import { object, string, type ObjectSchema } from 'yup';
import type { PermissionFlag } from '../../contract/entities';
import type { Currency } from '../../rules/format';
import { VALIDATION_MESSAGES as M } from '../../rules/validation/messages';
import { ACCOUNT_HOLDER_NAME_MAX, DISBURSEMENT_DESCRIPTION_MAX, type ChannelCategory } from './sending-money';

export interface SendingMoneyGates {
  /** The disbursements may be read (spec 01 §6: can_view or can_edit see send payments; operation too). */
  read: boolean;
  /** Money may be sent (can_edit or operation: a viewer only reads). */
  send: boolean;
  /** Batches may be read: readers and checkers (spec 01 §6: can_approve adds batch disbursement). */
  readBatches: boolean;
  /** A batch may be uploaded (the maker: can_edit or operation). */
  makeBatch: boolean;
  /** A batch may be approved or rejected (the checker: can_approve; never the batch's own maker). */
  approveBatch: boolean;
}

export function sendingMoneyGates(permissions: Partial<Record<PermissionFlag, boolean>>): SendingMoneyGates {
  const { can_view, can_edit, operation, can_approve } = permissions;
  const read = Boolean(can_view || can_edit || operation);
  const send = Boolean(can_edit || operation);
  return { read, send, readBatches: read || Boolean(can_approve), makeBatch: send, approveBatch: Boolean(can_approve) };
}

/** Maker-checker: a checker decides a batch only when they did not make it. */
export const mayDecideBatch = (gates: SendingMoneyGates, userId: string, makerId: string): boolean => gates.approveBatch && userId !== makerId;

/** Minor units: the smallest and largest single disbursement, and its flat fee, per currency and category. */
export interface ChannelTerms {
  min: number;
  max: number;
  fee: number;
}

export const CHANNEL_TERMS: Readonly<Record<Currency, Readonly<Record<ChannelCategory, ChannelTerms>>>> = {
  IDR: { BANK: { min: 10_000, max: 100_000_000, fee: 4_000 }, EWALLET: { min: 10_000, max: 10_000_000, fee: 2_500 } },
  PHP: { BANK: { min: 100, max: 5_000_000, fee: 1_500 }, EWALLET: { min: 100, max: 5_000_000, fee: 1_000 } },
  USD: { BANK: { min: 100, max: 1_000_000, fee: 100 }, EWALLET: { min: 100, max: 100_000, fee: 100 } },
};

export type AmountProblem = 'belowMin' | 'aboveMax';

export function disbursementAmountProblem(amount: number, terms: ChannelTerms): AmountProblem | null {
  if (amount < terms.min) return 'belowMin';
  if (amount > terms.max) return 'aboveMax';
  return null;
}

/** A bank account: 5 to 20 digits. An e-wallet account: its mobile number, 0 then 9 to 13 digits. */
export const ACCOUNT_NUMBER_PATTERN: Readonly<Record<ChannelCategory, RegExp>> = { BANK: /^\d{5,20}$/, EWALLET: /^0\d{9,13}$/ };

/** Letters (any script), spaces and . , ' - (spec 01 §5's "bank account name characters"). */
export const HOLDER_NAME_PATTERN = /^[\p{L}][\p{L} .,'-]*$/u;

/** How names are compared: case, accents, punctuation and repeated spaces do not count. */
export const normalizedName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export const namesMatch = (a: string, b: string): boolean => normalizedName(a) === normalizedName(b);

/** Message keys of the send form (spec 01 §5's keys, and the area's own). */
export const SENDING_MONEY_MESSAGES = {
  ...M,
  amountBelowMin: 'amountBelowMin',
  amountAboveMax: 'amountAboveMax',
  accountNumberInvalid: 'accountNumberInvalid',
  holderNameInvalid: 'holderNameInvalid',
} as const;

export interface SendFormValues {
  channel_code: string;
  account_number: string;
  account_holder_name: string;
  /** As typed, in the currency's major units (AmountInput's value). */
  amount: string;
  description: string;
}

/** The send form (the gateway checks every rule again, the amount's limits with the channel's terms). */
export const sendFormSchema = (category: ChannelCategory | undefined): ObjectSchema<SendFormValues> =>
  object({
    channel_code: string().required(M.requiredField),
    account_number: string()
      .trim()
      .required(M.requiredField)
      .matches(ACCOUNT_NUMBER_PATTERN[category ?? 'BANK'], SENDING_MONEY_MESSAGES.accountNumberInvalid),
    account_holder_name: string()
      .trim()
      .required(M.requiredField)
      .max(ACCOUNT_HOLDER_NAME_MAX, M.exceedMaxCharacters)
      .matches(HOLDER_NAME_PATTERN, SENDING_MONEY_MESSAGES.holderNameInvalid),
    amount: string().required(M.requiredField),
    description: string().trim().required(M.requiredField).max(DISBURSEMENT_DESCRIPTION_MAX, M.exceedMaxCharacters),
  });
