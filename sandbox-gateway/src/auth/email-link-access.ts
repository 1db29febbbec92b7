/**
 * The permission table's entries for the email links and what they lead to: confirming an email,
 * account recovery and accepting an invitation (issue 41 §1; docs/decisions/0062), spread into
 * ENDPOINT_ACCESS (permissions.ts). All public: an email link opens signed out; each link or step is
 * its own credential, limited per client address (forgot password per email too).
 */
const PUBLIC = { requires: 'public' } as const;

export const EMAIL_LINK_ACCESS = {
  'POST /api/users/confirm_email': PUBLIC,
  'POST /api/users/forgot_password': PUBLIC,
  'GET /api/users/change_password/:token': PUBLIC,
  'POST /api/users/change_password': PUBLIC,
  'POST /api/users/expired_password': PUBLIC,
  'POST /api/users/unlock': PUBLIC,
  // The invitation's token, and the password of the account it makes or signs in to.
  'POST /api/invitations/accept': PUBLIC,
  // Register (decision 0073): signed out by nature; limited per email and per client address.
  'POST /api/register': PUBLIC,
} as const;
