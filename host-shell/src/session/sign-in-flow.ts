import { makeAutoObservable, observable, runInAction } from 'mobx';
import { isPasswordExpired, type AcceptInvitationRequest, type PasswordExpiredAnswer } from 'shared-contracts/areas/shell/account-recovery';
import { isMfaChallenge, type MfaChallengeAnswer } from 'shared-contracts/areas/shell/mfa-login';
import type { GatewayApi, SignInAnswer, VerifyOneTimeTokenRequest } from 'shared-contracts/gateway';
import type { LoginValues } from 'shared-contracts/rules';
import type { Business, User } from 'shared-contracts';
import type { AuthenticationModes } from './authentication-mode';
import { storedSignIn } from './stored-sign-in';

/** How the second factor is given at /login_verification. */
export type SecondFactorMethod = 'sms' | 'authenticator' | 'backupCode';

/** Where a password or email-link sign-in got to. */
export type SignInOutcome = 'signedIn' | 'secondFactor' | 'passwordExpired';

/** Where a successful sign-in goes: the session starts with what the gateway answered. */
export interface SessionEntry {
  enter(signedIn: { user: User; business: Business }): Promise<void>;
}

/** The calls a sign-in makes, up to the session it starts. */
export type SignInApi = Pick<
  GatewayApi,
  | 'signIn'
  | 'signInWithOneTimeToken'
  | 'authorizeSmsLogin'
  | 'authorizeAuthenticatorLogin'
  | 'authorizeBackupCode'
  | 'acceptInvitation'
  | 'changeExpiredPassword'
>;

/** The mode a sign-in is made in, and the mode of the credential it made (authentication-mode.ts). */
export type SignInModes = Pick<AuthenticationModes, 'signingIn' | 'signedIn'>;

export interface SignInFlowOptions {
  /** Without it (unit tests) the gateway client's mode is left as it is. */
  authentication?: SignInModes;
}

/**
 * How a signed-out user becomes a session (spec 01 §2, §9; decision 0030): a password or an email
 * link, then the second factor when the gateway asks for one. A successful sign-in hands its answer
 * to the session (`SessionStore.enter`); until then no session exists.
 */
export class SignInFlow {
  /**
   * A password checked, the second factor not given yet (/login_verification): no session exists,
   * and the challenge lives in memory only, so a reload starts the sign-in again (spec 01 §9).
   */
  challenge: MfaChallengeAnswer | null = null;

  /**
   * The right password, but expired (/expired_password; decision 0062): the step's token lives in
   * memory only, like the challenge, so a reload asks for the password again.
   */
  passwordStep: PasswordExpiredAnswer | null = null;

  constructor(
    private readonly session: SessionEntry,
    private readonly api: SignInApi,
    private readonly modes: SignInModes = { signingIn: () => undefined, signedIn: () => undefined },
  ) {
    makeAutoObservable<SignInFlow, 'session' | 'api' | 'modes'>(this, { session: false, api: false, modes: false, challenge: observable.ref, passwordStep: observable.ref });
  }

  /**
   * Signs in with email and password; a GatewayError reaches the form, which shows it inline. A
   * user who needs the second factor is not signed in yet: the login page goes to /login_verification.
   */
  async signIn({ email, password }: LoginValues): Promise<SignInOutcome> {
    this.modes.signingIn();
    return this.begin(await this.api.signIn({ email: email.trim(), password }));
  }

  /** An email link's one-time token; the caller sends a failure to /error (spec 01 §2). */
  async signInWithOneTimeToken(request: VerifyOneTimeTokenRequest): Promise<SignInOutcome> {
    this.modes.signingIn();
    return this.begin(await this.api.signInWithOneTimeToken(request));
  }

  /** Accepts a team invitation (/invitation/{token}): signed in to its business, as a password sign-in. */
  async acceptInvitation(request: AcceptInvitationRequest): Promise<SignInOutcome> {
    this.modes.signingIn();
    return this.begin(await this.api.acceptInvitation(request));
  }

  /**
   * Replaces the expired password with the step's token; the user then logs in with the new one. A
   * GatewayError (the same password, the step ended) reaches the page; the step is kept for a retry.
   */
  async changeExpiredPassword(password: string): Promise<void> {
    const step = this.passwordStep;
    if (!step) throw new Error('No sign-in is waiting for its expired password');
    await this.api.changeExpiredPassword({ password_change_token: step.password_change_token, password });
    runInAction(() => {
      this.passwordStep = null;
    });
  }

  /**
   * The second factor (SMS code, authenticator code or backup code) turns the challenge into the
   * session; a GatewayError (wrong code, too many attempts, challenge ended) reaches the page.
   */
  async completeSecondFactor(method: SecondFactorMethod, code: string): Promise<void> {
    const challenge = this.challenge;
    if (!challenge) throw new Error('No sign-in is waiting for its second factor');
    const { api } = this;
    const authorize =
      method === 'sms' ? api.authorizeSmsLogin : method === 'authenticator' ? api.authorizeAuthenticatorLogin : api.authorizeBackupCode;
    const answer = await authorize(challenge.mfa_token, code);
    this.modes.signedIn();
    try {
      await this.session.enter(answer);
    } finally {
      // Only now: until the session is loaded the page still has its challenge (no flash of /login).
      runInAction(() => {
        this.challenge = null;
      });
    }
  }

  /** Back to the login page: the challenge is dropped (the gateway lets it expire). */
  cancelSecondFactor(): void {
    this.challenge = null;
    storedSignIn.forget();
  }

  private async begin(answer: SignInAnswer): Promise<SignInOutcome> {
    if (isPasswordExpired(answer)) {
      runInAction(() => {
        this.passwordStep = answer;
        this.challenge = null;
      });
      return 'passwordExpired';
    }
    if (isMfaChallenge(answer)) {
      runInAction(() => {
        this.challenge = answer;
      });
      storedSignIn.awaitingSecondFactor();
      return 'secondFactor';
    }
    runInAction(() => {
      this.challenge = null;
      this.passwordStep = null;
    });
    this.modes.signedIn();
    await this.session.enter(answer);
    return 'signedIn';
  }
}
