/**
 * Business constants and limits of spec 02 §9 that the design system and the remotes share, so
 * each is written once (CONVENTIONS.md: one source, imported).
 */

/** Largest amount a money input accepts. */
export const AMOUNT_MAX = 999_999_999_999;
/** Digits after the decimal separator: none for IDR, else 2. */
export const amountDecimals = (currency: string): number => (currency === 'IDR' ? 0 : 2);

/** Longest date range of an export, in days. */
export const EXPORT_MAX_RANGE_DAYS = 92;
/** Spec 02 §5, §9: an export goes to at most 5 recipients. */
export const EXPORT_MAX_EMAILS = 5;
/** Spec 02 §9: an export's error clears after 1.5 s. */
export const EXPORT_ERROR_CLEAR_MS = 1500;
/** Cells of a one-time or PIN code. */
export const CODE_LENGTH = 6;
/** A copy button shows "Copied" for this long before its label reverts. */
export const COPY_LABEL_REVERT_MS = 1000;
/** Page size of card lists. */
export const CARD_LIST_PAGE_SIZE = 10;
/** Below this width the dashboard uses its mobile layout. */
export const MOBILE_BREAKPOINT_PX = 768;

/** Tour overlay: padding and corner radius of the mask's hole, and the delay before it starts on mobile. */
export const TOUR_MASK_PADDING_PX = 4;
export const TOUR_MASK_RADIUS_PX = 4;
export const TOUR_MOBILE_DELAY_MS = 1000;

/** Uploads. */
export const LOGO_MAX_BYTES = 1_048_576;
export const DOCUMENT_MAX_BYTES = 8_388_608;
export const LOGO_MIN_SIZE_PX = { width: 200, height: 200 } as const;
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png'];
export const DOCUMENT_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf'];

/** A masked bank account shows its last 4 or 8 digits. */
export type VisibleDigits = 4 | 8;

/**
 * Phone numbers (spec 01 §5, spec 02 §5): E.164, a "+" first, then a non-zero digit and 7 to 14
 * more. At most 15 digits (spec 02 §5 "max 15"), so an input takes 16 characters with the "+";
 * the profile phone form asks for at least 6 digits.
 */
export const PHONE_PATTERN = /^\+[1-9]\d{7,14}$/;
export const PHONE_MAX_DIGITS = 15;
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_LENGTH = PHONE_MAX_DIGITS + 1;

/**
 * Input masks of tax and registration numbers: `9` is a digit, anything else is a literal the
 * input shows and the value sent to the gateway leaves out.
 */
export const INPUT_MASKS = {
  npwp: '99.999.999.9-999.999',
  tin: '999-999-999-999',
  sec: '999999999',
} as const;
export type InputMaskName = keyof typeof INPUT_MASKS;
