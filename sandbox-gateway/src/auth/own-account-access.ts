/**
 * The permission table's entries for the caller's own account, spread into ENDPOINT_ACCESS
 * (permissions.ts): their account notifications, phone, consent and preferences, and the profile's
 * name, password and sign-ins (issue 41 §5; docs/decisions/0066) — whatever their role in the
 * business: every member has an account of their own.
 */
const OWN_ACCOUNT = { requires: 'signed-in', rule: { description: 'any member of the business (their own account)', allows: () => true } } as const;

export const OWN_ACCOUNT_ACCESS = {
  'PATCH /api/users/update_notification': OWN_ACCOUNT,
  'POST /api/users/update_notification': OWN_ACCOUNT,
  'POST /api/otp': OWN_ACCOUNT,
  'PATCH /api/user/phone_number_verification': OWN_ACCOUNT,
  'PATCH /api/user/im-consent': OWN_ACCOUNT,
  'PATCH /api/user': OWN_ACCOUNT,
  'PATCH /api/user/profile': OWN_ACCOUNT,
  'PUT /api/user/password': OWN_ACCOUNT,
  'GET /api/user/sign-ins': OWN_ACCOUNT,
  'DELETE /api/user/sign-ins': OWN_ACCOUNT,
  'DELETE /api/user/sign-ins/:id': OWN_ACCOUNT,
} as const;
