import type { AccountNotification, Language, PermissionFlag } from 'shared-contracts';
import { NEW_MENU_FLAGS, PAYMENT_LINK_TOUR_NOTIFY, SIDEBAR_TOUR_NOTIFY, newTagNotify } from 'shared-contracts/rules';
import { TOKO_KU } from './businesses';

/** The persona table of ARCHITECTURE.md "Seeded personas" (normative). */
export const SANDBOX_PASSWORD = 'Sandbox-2026';
/** The sandbox's one-time codes (OTP and authenticator). */
export const SANDBOX_ONE_TIME_CODE = '123456';
export const INTERNAL_STAFF_DOMAINS = ['internal.test', 'staff.test'] as const;

export type Flags = PermissionFlag[] | 'all';

export interface PersonaSeed {
  id: string;
  email: string;
  fullName: string;
  phone: string | null;
  phoneVerified: boolean;
  mfaType: 'phone_number' | 'authenticator';
  language?: Language;
  locked?: boolean;
  /** The password expired a day before seeding: a sign-in answers the expired-password step (issue 41 §1). */
  passwordExpired?: boolean;
  /** email_verification_status PENDING (spec 01 §2: sent to /confirm_email); VERIFIED otherwise. */
  emailPending?: boolean;
  /** Seeded consent; absent means not recorded yet. */
  imConsent?: boolean;
  /** The first membership is the business the user lands in after login. */
  memberships: { businessId: string; flags: Flags }[];
  /**
   * The sign-in asks for the second factor (while the landing business's mfa_login flag is on),
   * with these single-use backup codes (areas/mfa-login; docs/decisions/0030).
   */
  mfaLogin?: { backupCodes: readonly string[] };
  /** remind_me: days from seeding (negative: already due), or false. */
  accountNotifications: (Omit<AccountNotification, 'remind_me'> & { remindInDays?: number | false })[];
}

/** Every "new" tag visited: the tags belong to newtags@tokoku.test, so other browser tests meet none. */
const NEW_TAGS_SEEN: PersonaSeed['accountNotifications'] = NEW_MENU_FLAGS.map(({ key }) => ({
  notify: newTagNotify(key),
  status: 'INACTIVE',
  remindInDays: false,
}));
const SIDEBAR_TOUR_SEEN = { notify: SIDEBAR_TOUR_NOTIFY, status: 'INACTIVE', remindInDays: false } as const;
const PAYMENT_LINK_TOUR_SEEN = { notify: PAYMENT_LINK_TOUR_NOTIFY, status: 'INACTIVE', remindInDays: false } as const;
/** Both tours ended and the new tags visited: each belongs to a persona of its own (tour@, paylink@, newtags@). */
const TOURS_SEEN: PersonaSeed['accountNotifications'] = [SIDEBAR_TOUR_SEEN, PAYMENT_LINK_TOUR_SEEN, ...NEW_TAGS_SEEN];

/**
 * An IP whitelist entry with no remind date: the reminder is put off (spec 01 §4). An administrator of a
 * live business with no entry is due (issue 41 §4), and the reminder would cover the pages other browser
 * tests open; security@ (a date passed) and whitelist@ (no entry) are the reminder's own personas.
 */
const whitelistPutOff = (businessId: string) =>
  ({ notify: 'setIpWhitelist', business_id: businessId, status: 'ACTIVE', remindInDays: false }) as const;

const tokoKuMember = (
  id: string,
  email: string,
  fullName: string,
  phone: string,
  flags: Flags,
): PersonaSeed => ({
  id, email, fullName, phone, phoneVerified: true, mfaType: 'phone_number', imConsent: true,
  memberships: [{ businessId: TOKO_KU, flags }], accountNotifications: [...TOURS_SEEN, whitelistPutOff(TOKO_KU)],
});

const liveAdmin = (id: string, email: string, fullName: string, businessId: string, language: Language = 'en'): PersonaSeed => ({
  id, email, fullName, phone: null, phoneVerified: false, mfaType: 'phone_number', language, imConsent: false,
  memberships: [{ businessId, flags: 'all' }], accountNotifications: [...TOURS_SEEN, whitelistPutOff(businessId)],
});

const STAFF_BUSINESSES = [
  'biz_internal', TOKO_KU, 'biz_tokoku_express', 'biz_tokoku_baru', 'biz_warungbaru', 'biz_manila',
  'biz_remit', 'biz_brand2', 'biz_partner', 'biz_escrow', 'biz_platform_sub', 'biz_cebu',
];

export const PERSONAS: readonly PersonaSeed[] = [
  {
    id: 'usr_owner_tokoku', email: 'owner@tokoku.test', fullName: 'Ayu Pratama', phone: '+6281234567001',
    phoneVerified: true, mfaType: 'phone_number', imConsent: true,
    memberships: [
      { businessId: TOKO_KU, flags: 'all' },
      { businessId: 'biz_tokoku_express', flags: 'all' },
      { businessId: 'biz_tokoku_baru', flags: 'all' },
    ],
    accountNotifications: [
      // No reminder date: a due reminder would cover nearly every browser test's page (and tests move the
      // clock months ahead); security@tokoku.test has it due.
      whitelistPutOff(TOKO_KU),
      whitelistPutOff('biz_tokoku_express'),
      whitelistPutOff('biz_tokoku_baru'),
      SIDEBAR_TOUR_SEEN,
      PAYMENT_LINK_TOUR_SEEN,
      ...NEW_TAGS_SEEN,
    ],
  },
  tokoKuMember('usr_viewer_tokoku', 'viewer@tokoku.test', 'Budi Santoso', '+6281234567002', ['can_view']),
  tokoKuMember('usr_ops_tokoku', 'ops@tokoku.test', 'Citra Lestari', '+6281234567003', ['operation']),
  tokoKuMember('usr_dev_tokoku', 'dev@tokoku.test', 'Dewi Anggraini', '+6281234567004', ['can_manage_tech_settings']),
  tokoKuMember('usr_finance_tokoku', 'finance@tokoku.test', 'Eko Wibowo', '+6281234567005', ['can_approve', 'can_withdraw']),
  {
    id: 'usr_authn_tokoku', email: 'authn@tokoku.test', fullName: 'Fajar Nugroho', phone: '+6281234567006',
    // Consent recorded: its modal belongs to consent@tokoku.test, so the phone reminder is this persona's only prompt.
    phoneVerified: false, mfaType: 'authenticator', imConsent: true,
    memberships: [{ businessId: TOKO_KU, flags: 'all' }],
    // Due: the post-login phone reminder shows once.
    accountNotifications: [...TOURS_SEEN, whitelistPutOff(TOKO_KU), { notify: 'verifyPhoneNumber', status: 'ACTIVE', remindInDays: -1 }],
  },
  // Email not confirmed yet: sent to /confirm_email while Toko Ku's dashboard_email_verification flag is on.
  { ...tokoKuMember('usr_pending_tokoku', 'pending@tokoku.test', 'Putri Pending', '+6281234567008', ['can_view']), emailPending: true },
  // An administrator of Toko Ku (live, a production secret key, no cidr_whitelist) whose IP whitelist reminder is due.
  {
    ...tokoKuMember('usr_security_tokoku', 'security@tokoku.test', 'Umar Keamanan', '+6281234567012', 'all'),
    accountNotifications: [...TOURS_SEEN, { notify: 'setIpWhitelist', business_id: TOKO_KU, status: 'ACTIVE', remindInDays: -1 }],
  },
  // The same, never reminded: no IP whitelist entry at all, so the reminder is due too (issue 41 §4).
  {
    ...tokoKuMember('usr_whitelist_tokoku', 'whitelist@tokoku.test', 'Wira Daftar', '+6281234567031', 'all'),
    accountNotifications: TOURS_SEEN,
  },
  // No sidebar-tour entry yet: the tour is created ACTIVE and starts after sign-in (spec 01 §4).
  {
    ...tokoKuMember('usr_tour_tokoku', 'tour@tokoku.test', 'Wulan Tur', '+6281234567014', 'all'),
    accountNotifications: [PAYMENT_LINK_TOUR_SEEN, ...NEW_TAGS_SEEN, whitelistPutOff(TOKO_KU)],
  },
  // No new-tag entry: the menu's entries flagged new show their tag until visited (spec 01 §4).
  {
    ...tokoKuMember('usr_newtags_tokoku', 'newtags@tokoku.test', 'Vina Baru', '+6281234567015', 'all'),
    accountNotifications: [SIDEBAR_TOUR_SEEN, PAYMENT_LINK_TOUR_SEEN, whitelistPutOff(TOKO_KU)],
  },
  // Warung Baru was created at seeding and has payment links: no payment-link tour entry, so it starts after sign-in.
  {
    id: 'usr_paylink_warungbaru', email: 'paylink@warungbaru.test', fullName: 'Rina Tautan', phone: null, phoneVerified: false,
    mfaType: 'phone_number', memberships: [{ businessId: 'biz_warungbaru', flags: 'all' }],
    accountNotifications: [SIDEBAR_TOUR_SEEN, ...NEW_TAGS_SEEN, whitelistPutOff('biz_warungbaru')],
  },
  // Messaging consent not recorded yet, with a phone, in a live business: the consent modal shows (spec 01 §4).
  { ...tokoKuMember('usr_consent_tokoku', 'consent@tokoku.test', 'Tari Konsen', '+6281234567011', ['can_view']), imConsent: undefined },
  // Second-factor sign-in (/login_verification): by SMS code, and by authenticator app; both with backup codes.
  {
    ...tokoKuMember('usr_otp_tokoku', 'otp@tokoku.test', 'Rizki Saputra', '+6281234567009', ['can_view']),
    mfaLogin: { backupCodes: ['4k7m2p9x', 'h3n8q5w1', 'z6r1t8c3'] },
  },
  {
    ...tokoKuMember('usr_totp_tokoku', 'totp@tokoku.test', 'Sinta Wijaya', '+6281234567010', ['can_view']),
    mfaType: 'authenticator',
    mfaLogin: { backupCodes: ['p2v9d4k7', 'm8s3x6b1', 'w5j2n7f4'] },
  },
  { ...tokoKuMember('usr_locked_tokoku', 'locked@tokoku.test', 'Gita Locked', '+6281234567007', 'all'), locked: true },
  // The right password, but expired: sign-in sends them to /expired_password (docs/decisions/0062).
  { ...tokoKuMember('usr_expired_tokoku', 'expired@tokoku.test', 'Hana Kedaluwarsa', '+6281234567016', ['can_view']), passwordExpired: true },
  {
    id: 'usr_new_warungbaru', email: 'new@warungbaru.test', fullName: 'Hadi Warung', phone: null, phoneVerified: false,
    // The sidebar tour seen: a tour would cover the activation and home pages its browser tests open (tour@ has it).
    mfaType: 'phone_number', memberships: [{ businessId: 'biz_warungbaru', flags: 'all' }],
    accountNotifications: [...TOURS_SEEN, whitelistPutOff('biz_warungbaru')],
  },
  liveAdmin('usr_admin_manila', 'admin@manila.test', 'Isabel Reyes', 'biz_manila'),
  liveAdmin('usr_admin_remit', 'admin@remit.test', 'Jun Wei Tan', 'biz_remit'),
  liveAdmin('usr_admin_brand2', 'admin@brand2.test', 'Kartika Sari', 'biz_brand2', 'id'),
  // The second brand's editor: can_edit (and can_view) resends callbacks there (spec 02 §6), no tech settings.
  {
    id: 'usr_editor_brand2', email: 'editor@brand2.test', fullName: 'Bima Editor', phone: null, phoneVerified: false,
    mfaType: 'phone_number', imConsent: false, memberships: [{ businessId: 'biz_brand2', flags: ['can_view', 'can_edit'] }],
    accountNotifications: TOURS_SEEN,
  },
  liveAdmin('usr_admin_partner', 'admin@partner.test', 'Lukas Partner', 'biz_partner'),
  // The home page's business kinds (README "The home page"): a managed platform sub-account, and
  // a business whose instant activation is pending verification.
  liveAdmin('usr_admin_sub', 'sub@tokoku.test', 'Nadia Sub', 'biz_platform_sub'),
  liveAdmin('usr_admin_kilat', 'admin@kilat.test', 'Oka Kilat', 'biz_kilat'),
  {
    id: 'usr_staff_internal', email: 'staff@internal.test', fullName: 'Maya Internal', phone: '+6281234567013',
    phoneVerified: true, mfaType: 'phone_number', imConsent: true,
    memberships: STAFF_BUSINESSES.map((businessId) => ({ businessId, flags: 'all' as const })),
    accountNotifications: [...TOURS_SEEN, ...STAFF_BUSINESSES.map(whitelistPutOff)],
  },
];

/** Documented single-use tokens for POST /api/auth/verify-one-time-token (restored by a reset). */
export const ONE_TIME_TOKENS: Readonly<Record<string, string>> = {
  'ott-owner-tokoku': 'usr_owner_tokoku',
  'ott-new-warungbaru': 'usr_new_warungbaru',
  'ott-staff-internal': 'usr_staff_internal',
};
