import { resolveRedirect } from './redirects';

describe('resolveRedirect (spec 01 §2 "Redirects")', () => {
  it.each<[string, string]>([
    ['/retail-outlet', '/retail_outlets'],
    ['/batch-disbursements', '/batch_disbursements'],
    ['/fixed-virtual-accounts', '/virtual_accounts/payments'],
    ['/transactions', '/cash'],
    ['/in-transit', '/pending'],
    ['/settings/general', '/settings'],
    ['/settings/user', '/settings/team#members'],
    ['/settings/security', '/settings/developers#api-keys'],
    ['/settings/withdraw', '/settings/withdrawals'],
    ['/settings/billing', '/settings/billings'],
    ['/billing', '/settings/billings'],
    ['/settings/configuration', '/settings/developers#callbacks'],
    ['/configuration', '/settings/developers#callbacks'],
    ['/xenplatform', '/xenplatform/accounts'],
    ['/register', '/register/1'],
    ['/auth/login', '/login'],
    ['/oauth', '/login'],
    ['/auth/reset_password', '/forgot_password'],
    // /dashboard/... variants
    ['/dashboard/home', '/home'],
    ['/dashboard/transactions', '/cash'],
    ['/dashboard/settings/user', '/settings/team#members'],
    ['/dashboard/credit_cards/payment/pay_1', '/credit_cards/payment/pay_1'],
    // trailing slashes and renamed detail pages
    ['/transactions/', '/cash'],
    ['/batch-disbursements/bd_1', '/batch_disbursements/bd_1'],
    ['/retail-outlet/ro_1', '/retail_outlets/ro_1'],
  ])('%s → %s', (from, to) => {
    expect(resolveRedirect(from, { signedIn: true })).toBe(to);
    expect(resolveRedirect(from, { signedIn: false })).toBe(to);
  });

  it.each<[string, boolean, string]>([
    ['/', true, '/home'],
    ['/', false, '/login'],
    ['/dashboard', true, '/home'],
    ['/dashboard/', false, '/login'],
  ])('%s signed in %s → %s', (from, signedIn, to) => {
    expect(resolveRedirect(from, { signedIn })).toBe(to);
  });

  it.each(['/home', '/cash', '/oauth/authorize', '/register/2', '/settings/team', '/xenplatform/accounts', '/transactions-new', '/billings', '/unknown'])(
    '%s does not redirect',
    (path) => {
      expect(resolveRedirect(path, { signedIn: true })).toBeNull();
    },
  );
});
