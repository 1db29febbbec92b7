import { ACCOUNT_SETUP_LINKS, accountSetupReads, teamMemberExists, visibleAccountSetup, type AccountSetupData, type AccountSetupKey } from './account-setup';
import { EVERY_ROUTE, HOME_PERSONAS, type HomePersona } from './personas.fixture';

const NOTHING: AccountSetupData = { hasBankAccount: false, hasTeamMember: false, hasSecretApiKey: false };
const EVERYTHING: AccountSetupData = { hasBankAccount: true, hasTeamMember: true, hasSecretApiKey: true };

describe('account setup per persona and country (spec 02 §6)', () => {
  test.each<[HomePersona, AccountSetupKey[]]>([
    ['owner ID', ['addBankAccount', 'addTeamMembers', 'apiKeys', 'callbacks', 'previewInvoice']],
    ['viewer', ['previewInvoice']],
    ['ops-only', ['previewInvoice']],
    ['dev', ['apiKeys', 'callbacks', 'previewInvoice']],
    ['finance', ['previewInvoice']],
    ['Manila PH', ['addBankAccount', 'addTeamMembers', 'apiKeys', 'callbacks', 'previewInvoice']],
    ['remittance', ['addBankAccount', 'addTeamMembers', 'apiKeys', 'callbacks']],
    ['second brand', ['addBankAccount', 'addTeamMembers', 'apiKeys', 'callbacks']],
    ['white-label partner', ['addBankAccount', 'addTeamMembers', 'apiKeys', 'callbacks', 'previewInvoice']],
    ['managed sub-account', ['addBankAccount', 'addTeamMembers', 'apiKeys', 'callbacks', 'previewInvoice']],
    ['not-live business', ['addBankAccount', 'addTeamMembers', 'apiKeys', 'callbacks', 'previewInvoice']],
  ])('%s, nothing set up yet: %j', (persona, expected) => {
    expect(visibleAccountSetup(HOME_PERSONAS[persona], NOTHING, EVERY_ROUTE)).toEqual(expected);
  });

  test.each<[HomePersona, AccountSetupKey[]]>([
    ['owner ID', ['callbacks', 'previewInvoice']],
    ['dev', ['callbacks', 'previewInvoice']],
    ['remittance', ['callbacks']],
    ['viewer', ['previewInvoice']],
  ])('%s, everything set up: %j', (persona, expected) => {
    expect(visibleAccountSetup(HOME_PERSONAS[persona], EVERYTHING, EVERY_ROUTE)).toEqual(expected);
  });

  test('each exists dismisses its own card only', () => {
    const owner = HOME_PERSONAS['owner ID'];
    expect(visibleAccountSetup(owner, { ...NOTHING, hasBankAccount: true }, EVERY_ROUTE)).not.toContain('addBankAccount');
    expect(visibleAccountSetup(owner, { ...NOTHING, hasTeamMember: true }, EVERY_ROUTE)).toEqual(['addBankAccount', 'apiKeys', 'callbacks', 'previewInvoice']);
    expect(visibleAccountSetup(owner, { ...NOTHING, hasSecretApiKey: true }, EVERY_ROUTE)).toEqual(['addBankAccount', 'addTeamMembers', 'callbacks', 'previewInvoice']);
  });

  test('the Philippines bank case: without administer, the bank card still shows there, the team card does not', () => {
    const viewerInManila = { ...HOME_PERSONAS['Manila PH'], permissions: HOME_PERSONAS.viewer.permissions };
    expect(visibleAccountSetup(viewerInManila, NOTHING, EVERY_ROUTE)).toEqual(['addBankAccount', 'previewInvoice']);
    const viewerInRemittance = { ...HOME_PERSONAS.remittance, permissions: HOME_PERSONAS.viewer.permissions };
    expect(visibleAccountSetup(viewerInRemittance, NOTHING, EVERY_ROUTE)).toEqual(['addBankAccount', 'addTeamMembers']);
  });

  test('only the reads a card may need are made', () => {
    expect(accountSetupReads(HOME_PERSONAS.viewer, EVERY_ROUTE)).toEqual({ bankAccounts: false, teamMembers: false, secretApiKeys: false });
    expect(accountSetupReads(HOME_PERSONAS.dev, EVERY_ROUTE)).toEqual({ bankAccounts: false, teamMembers: false, secretApiKeys: true });
    expect(accountSetupReads(HOME_PERSONAS['owner ID'], EVERY_ROUTE)).toEqual({ bankAccounts: true, teamMembers: true, secretApiKeys: true });
  });

  test('no read for a card whose page the shell does not link (not deployed, or not for this user)', () => {
    const noWithdrawalsOrTeam = { isVisible: (key: string) => key !== 'settings.withdrawals' && key !== 'settings.team' };
    expect(accountSetupReads(HOME_PERSONAS['owner ID'], noWithdrawalsOrTeam)).toEqual({ bankAccounts: false, teamMembers: false, secretApiKeys: true });
  });
});

test('a team member is anyone but the signed-in user', () => {
  expect(teamMemberExists([{ email: 'admin@manila.test' }], 'Admin@Manila.test')).toBe(false);
  expect(teamMemberExists([{ email: 'owner@tokoku.test' }, { email: 'viewer@tokoku.test' }], 'owner@tokoku.test')).toBe(true);
  expect(teamMemberExists([], 'owner@tokoku.test')).toBe(false);
});

test('a card whose page the shell will not link does not show, and each links by route key and section', () => {
  const owner = HOME_PERSONAS['owner ID'];
  const routes = { isVisible: (key: string) => key !== 'invoices.customize-checkout' };
  expect(visibleAccountSetup(owner, NOTHING, routes)).toEqual(['addBankAccount', 'addTeamMembers', 'apiKeys', 'callbacks']);
  expect(ACCOUNT_SETUP_LINKS.callbacks).toEqual({ route: 'settings.developers', anchor: 'callbacks' });
});
