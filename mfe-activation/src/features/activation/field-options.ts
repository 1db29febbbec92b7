/**
 * The dropdowns' options (spec 02 §5: country, bank, role and country of birth are dropdowns). The
 * spec names no source for them; these lists are the sandbox's, kept with the remote.
 */
export const BANKS: Readonly<Record<string, readonly string[]>> = {
  ID: ['BCA', 'BNI', 'BRI', 'Mandiri', 'CIMB Niaga', 'Permata'],
  PH: ['BDO', 'BPI', 'Metrobank', 'Landbank', 'UnionBank'],
  other: ['DBS', 'OCBC', 'UOB', 'Maybank', 'HSBC'],
};

export const ROLES = ['director', 'commissioner', 'owner', 'manager', 'other'] as const;

export const COUNTRIES = ['Indonesia', 'Philippines', 'Singapore', 'Malaysia', 'Thailand', 'Vietnam', 'Other'] as const;

export const banksOf = (countryId: string): readonly string[] => BANKS[countryId] ?? BANKS.other!;
