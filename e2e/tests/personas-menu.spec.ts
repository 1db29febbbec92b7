import { expect, signIn, test } from './fixtures';
import { expectedMenuPaths } from './menu-expectations';

test.use({ persona: '' });

/**
 * Each persona's sidebar, in the browser: exactly the entries the shared-contracts rule gives
 * (table-tested per persona there), plus the spec's headline facts about each persona here.
 */
const PERSONAS: Array<{ email: string; shows: string[]; hides: string[] }> = [
  { email: 'owner@tokoku.test', shows: ['/home', '/cash', '/batch_disbursements', '/activity-logs', '/tax'], hides: ['/activation'] },
  { email: 'viewer@tokoku.test', shows: ['/transactions-new', '/cash', '/callbacks'], hides: ['/activity-logs', '/integrations'] },
  { email: 'ops@tokoku.test', shows: ['/transactions-new', '/callbacks', '/settings'], hides: ['/disbursements', '/cash'] },
  { email: 'dev@tokoku.test', shows: ['/integrations', '/callbacks', '/home'], hides: ['/transactions-new', '/cash'] },
  { email: 'finance@tokoku.test', shows: ['/cash', '/all-accounts', '/batch_disbursements'], hides: ['/activity-logs', '/integrations'] },
  { email: 'admin@manila.test', shows: ['/balance', '/credit_cards/payments'], hides: ['/cash', '/all-accounts', '/apps-partners'] },
  { email: 'admin@remit.test', shows: ['/balance', '/transactions-new'], hides: ['/credit_cards/payments', '/cash', '/apps-partners'] },
  { email: 'admin@brand2.test', shows: ['/virtual_accounts/payments', '/cash'], hides: ['/credit_cards/payments', '/apps-partners'] },
  { email: 'admin@partner.test', shows: ['/home', '/settings'], hides: ['/activation'] },
];

for (const persona of PERSONAS) {
  test(`the sidebar of ${persona.email}`, async ({ page }) => {
    const expected = await expectedMenuPaths(persona.email);
    await signIn(page, persona.email);
    // Some personas prefer Indonesian: the menu is found by its place, its entries by their paths.
    const menu = page.locator('#shell-sidebar');
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(hrefs).toEqual(expected);
    for (const path of persona.shows) expect(hrefs).toContain(path);
    for (const path of persona.hides) expect(hrefs).not.toContain(path);
  });
}
