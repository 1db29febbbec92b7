import { GatewayError, type Business, type User } from 'shared-contracts';
import type { PasswordExpiredAnswer } from 'shared-contracts/areas/shell/account-recovery';
import { SignInFlow } from './sign-in-flow';

// The expired-password step and the invitation's sign-in (issue 41 §1; decision 0062).
const signedIn = { user: { id: 'u1' } as User, business: { id: 'biz_tokoku' } as Business };
const STEP: PasswordExpiredAnswer = { password_expired: true, password_change_token: 'step-token-abcdefghijkl', expires_in: 600 };

function flow(answer: unknown = signedIn) {
  const session = { enter: jest.fn(async () => undefined) };
  const api = {
    signIn: jest.fn(async () => answer),
    signInWithOneTimeToken: jest.fn(async () => answer),
    authorizeSmsLogin: jest.fn(),
    authorizeAuthenticatorLogin: jest.fn(),
    authorizeBackupCode: jest.fn(),
    acceptInvitation: jest.fn(async () => answer),
    changeExpiredPassword: jest.fn(async () => undefined),
  };
  return { flow: new SignInFlow(session, api as never), session, api };
}

describe('an expired password', () => {
  it('is a step, not a session: the token stays in memory for the new password', async () => {
    const { flow: signIn, session, api } = flow(STEP);
    expect(await signIn.signIn({ email: ' expired@tokoku.test ', password: 'Sandbox-2026' })).toBe('passwordExpired');
    expect(session.enter).not.toHaveBeenCalled();
    expect(signIn.passwordStep).toEqual(STEP);
    await signIn.changeExpiredPassword('Renewed-2026');
    expect(api.changeExpiredPassword).toHaveBeenCalledWith({ password_change_token: STEP.password_change_token, password: 'Renewed-2026' });
    expect(signIn.passwordStep).toBeNull();
  });

  it('keeps the step when the gateway refuses the new password, so the user can try another', async () => {
    const { flow: signIn, api } = flow(STEP);
    await signIn.signIn({ email: 'expired@tokoku.test', password: 'Sandbox-2026' });
    api.changeExpiredPassword.mockRejectedValueOnce(new GatewayError('PASSWORD_ALREADY_BEEN_USED_ERROR', 'used', 400));
    await expect(signIn.changeExpiredPassword('Sandbox-2026')).rejects.toMatchObject({ code: 'PASSWORD_ALREADY_BEEN_USED_ERROR' });
    expect(signIn.passwordStep).toEqual(STEP);
  });

  it('cannot be changed without a step (a reload)', async () => {
    await expect(flow().flow.changeExpiredPassword('Renewed-2026')).rejects.toThrow('No sign-in is waiting');
  });
});

describe('accepting an invitation', () => {
  it('enters the session it answers, in the invited business', async () => {
    const { flow: signIn, session, api } = flow();
    const request = { token: 'invitation-token-abcdef', password: 'Joined-2026', full_name: 'Rina' };
    expect(await signIn.acceptInvitation(request)).toBe('signedIn');
    expect(api.acceptInvitation).toHaveBeenCalledWith(request);
    expect(session.enter).toHaveBeenCalledWith(signedIn);
  });

  it('an existing account whose password expired gets the step', async () => {
    expect(await flow(STEP).flow.acceptInvitation({ token: 'invitation-token-abcdef', password: 'Sandbox-2026' })).toBe('passwordExpired');
  });
});
