/**
 * The signed-in user's own profile (issue 41 §5; docs/decisions/0066-the-merchants-profile.md): their
 * name, their password, and their sign-ins. The shell's calls only — the profile is the shell's page,
 * so no area holds these and no remote imports them. Language and phone use the existing calls
 * (PATCH /api/user, POST /api/otp, PATCH /api/user/phone_number_verification).
 */

export const PROFILE_API = {
  /** PATCH `{full_name}`: answers the User. */
  profile: '/api/user/profile',
  /** PUT `{current_password, password}`: 204; every other sign-in of the user ends. */
  password: '/api/user/password',
  /** GET: the live sign-ins; DELETE: ends every one but this (`{ended}`); DELETE `/{id}`: ends that one (204). */
  signIns: '/api/user/sign-ins',
} as const;

/** The longest full name (spec 02 §5 "full name: up to 255 characters"). */
export const FULL_NAME_MAX_LENGTH = 255;

export interface UpdateProfileRequest {
  full_name: string;
}

export interface ChangeOwnPasswordRequest {
  /** The password the account has now: asked again, since a signed-in screen may be someone else's. */
  current_password: string;
  password: string;
}

/** One way of being signed in: a cookie session (old mode) or a token family (token mode). */
export interface SignInSummary {
  /** Opaque; names the sign-in for DELETE, nothing else. */
  id: string;
  /** The browser's user agent when it signed in, as sent (null when it sent none). */
  user_agent: string | null;
  /** The client address it signed in from. */
  ip_address: string | null;
  /** The business it acts in now. */
  business_name: string;
  created: string;
  /** The last request it made (to the minute). */
  last_used: string;
  /** The sign-in that asks: it is ended by signing out, not from this list. */
  current: boolean;
}

export interface SignInsAnswer {
  /** This one first, then the most recently used. */
  sign_ins: SignInSummary[];
}

export interface EndedSignInsAnswer {
  ended: number;
}
