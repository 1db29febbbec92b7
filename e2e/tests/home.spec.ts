import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { clearFaults, expect, injectFault, resetSandbox, test } from './fixtures';
import { chooseIndonesian, expectFitsTheScreen, main, markWindow, windowIsMarked } from './support';

// Issue 14: the home page per persona (sandbox-gateway/README.md "The home page" says which persona
// reaches which card), the request modals with success and failure, the sections' own failures,
// axe in English and Indonesian, and the 390 px width.

// Before too: the seed must be this branch's whatever database the stack started on.
test.beforeAll(resetSandbox);
test.afterEach(resetSandbox);

const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
/** The carousel's slides: hidden ones are still in the page, so ask for them too. */
const slide = (page: Page, title: string) =>
  main(page).getByRole('region', { name: /^(Highlights|Sorotan)$/ }).getByRole('heading', { level: 2, name: title, exact: true, includeHidden: true });

async function openHome(page: Page) {
  if (!page.url().endsWith('/home')) await page.goto('/home');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
}

async function links(page: Page, section: string): Promise<string[]> {
  const list = region(page, section);
  await expect(list.getByRole('status')).toHaveCount(0); // its skeleton is gone
  const titles = await list.getByRole('listitem').getByRole('heading', { level: 3 }).allInnerTexts();
  return titles.map((title) => title.replace(/\s*\((opens in a new tab|terbuka di tab baru)\)$/, ''));
}

interface Expectation {
  quick: string[];
  setup: string[];
  learn: string[];
  others: string[];
  slides: string[];
  noSlides: string[];
}

const DEVELOPER_READING = ['Documentation', 'Browse the API reference', 'Postman collection'];

const PERSONAS: Record<string, Expectation> = {
  'owner@tokoku.test': {
    quick: ['Create a payment link', 'Send money', 'Send a batch', 'See transactions'],
    setup: ['Set your callback URLs'],
    learn: DEVELOPER_READING,
    others: ['Establish a company', 'Settle early'],
    slides: ['Activate more payment methods', 'Working capital', 'Pay later', 'Talk to our team', 'Connex', 'Issue cards'],
    noSlides: ['Refer a friend', 'Follow us', 'You are live', 'Explore your platform'],
  },
  'viewer@tokoku.test': {
    quick: ['Create a payment link', 'Send money', 'Send a batch', 'See transactions'],
    setup: [],
    learn: ['Documentation'],
    others: [],
    slides: ['Working capital'],
    noSlides: ['Refer a friend'],
  },
  'ops@tokoku.test': {
    quick: ['Create a payment link', 'See transactions'],
    setup: [],
    learn: ['Documentation'],
    others: [],
    // Operation-only users may not open the payment methods settings: no slide leads there (decision 0045).
    slides: ['The mobile app'],
    noSlides: ['Activate more payment methods'],
  },
  'dev@tokoku.test': {
    quick: [],
    setup: ['Set your callback URLs'],
    learn: DEVELOPER_READING,
    others: [],
    slides: ['Safeguard'],
    noSlides: [],
  },
  'finance@tokoku.test': { quick: [], setup: [], learn: ['Documentation'], others: ['Settle early'], slides: [], noSlides: [] },
  'admin@manila.test': {
    quick: ['Create a payment link', 'Send a batch', 'See transactions'],
    setup: ['Add a bank account', 'Invite your team', 'Set your callback URLs'],
    learn: DEVELOPER_READING,
    others: ['Settle early'],
    slides: ['Follow us', 'Direct debit', 'Stay safe online', 'Tell us what you think', 'Run a platform', 'Pay later', 'Connex'],
    noSlides: ['Working capital', 'The mobile app', 'Accept e-wallets'],
  },
  'admin@remit.test': {
    quick: ['See transactions'],
    setup: ['Add a bank account', 'Invite your team', 'Set your callback URLs'],
    learn: DEVELOPER_READING,
    others: [],
    // Its one card leads to the transactions, which the balance remote serves.
    slides: ['You are live'],
    noSlides: ['Activate more payment methods', 'Run a platform', 'Safeguard'],
  },
  'admin@partner.test': {
    quick: ['Create a payment link', 'Send money', 'Send a batch', 'See transactions'],
    setup: ['Add a bank account', 'Invite your team', 'Set your callback URLs'],
    learn: DEVELOPER_READING,
    others: ['Establish a company', 'Settle early'],
    slides: ['Run a platform', 'Safeguard'],
    noSlides: ['Connex', 'Issue cards'],
  },
  'sub@tokoku.test': {
    // Invoice mode: invoices and donation (on-demand) links, both served by the getting-paid remote (issue 44).
    quick: ['Create an invoice', 'Create a donation link', 'Send money', 'See transactions'],
    setup: ['Add a bank account', 'Invite your team', 'Create an API key', 'Set your callback URLs', 'Preview your invoice'],
    learn: DEVELOPER_READING,
    others: ['Establish a company', 'Settle early'],
    slides: ['Working capital', 'Connex'],
    noSlides: ['Run a platform', 'Explore your platform', 'Talk to our team'],
  },
  'admin@kilat.test': {
    // Invoice creation is disabled and payment links are off: no invoice, donation or payment link.
    quick: ['Send money', 'Send a batch', 'See transactions'],
    // The checkout preview is a setup card, not an invoice-creation one (spec 02 §6): it stays.
    setup: ['Add a bank account', 'Invite your team', 'Set your callback URLs', 'Preview your invoice'],
    learn: DEVELOPER_READING,
    others: ['Establish a company'],
    slides: ['Your instant activation is being verified', 'Run a platform'],
    noSlides: ['Activate more payment methods', 'Start accepting payments', 'Pay later'],
  },
  'new@warungbaru.test': {
    quick: ['Create a payment link', 'Send money', 'Send a batch', 'See transactions'],
    // Warung Baru has a second member (paylink@warungbaru.test, the payment-link tour's persona): "Invite your team" is done.
    setup: ['Add a bank account', 'Create an API key', 'Set your callback URLs'],
    learn: DEVELOPER_READING,
    others: ['Establish a company'],
    slides: ['Start accepting payments', 'Working capital'],
    noSlides: ['Activate more payment methods', 'Pay later', 'Talk to our team'],
  },
};

for (const [persona, expected] of Object.entries(PERSONAS)) {
  test.describe(persona, () => {
    test.use({ persona });
    test('sees the cards of its permissions, country and business kind', async ({ page }) => {
      await openHome(page);
      await expect(region(page, 'Set up your account').getByRole('status')).toHaveCount(0);
      // A quick action shows only where a deployed remote serves its page (decision 0045): transactions, invoices, payment links (issue 44) and sending money (issue 45).
      expect(await links(page, 'Quick actions')).toEqual(expected.quick);
      if (expected.quick.length === 0) await expect(region(page, 'Quick actions')).toContainText('No quick actions for your role.');
      expect(await links(page, 'Set up your account')).toEqual(expected.setup);
      expect(await links(page, 'Learn more')).toEqual(expected.learn);
      if (expected.others.length) expect(await links(page, 'Other services')).toEqual(expected.others);
      else await expect(region(page, 'Other services')).toHaveCount(0);
      for (const title of expected.slides) await expect(slide(page, title)).toHaveCount(1);
      for (const title of expected.noSlides) await expect(slide(page, title)).toHaveCount(0);
      // Never today: the referral card ended on 15 August 2020.
      await expect(slide(page, 'Refer a friend')).toHaveCount(0);
    });
  });
}

test.describe('the second brand, in Indonesian', () => {
  test.use({ persona: 'admin@brand2.test' });
  test('no connex or issuing; Bahasa Indonesia; axe clean', async ({ page }) => {
    await openHome(page);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Beranda' })).toBeVisible();
    // Sending money is served (issue 45), and the transactions.
    expect(await links(page, 'Aksi cepat')).toEqual(['Kirim uang', 'Lihat transaksi']);
    await expect(slide(page, 'Modal kerja')).toHaveCount(1);
    await expect(slide(page, 'Connex')).toHaveCount(0);
    await expect(slide(page, 'Terbitkan kartu')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('instant activation', () => {
  test.use({ persona: 'admin@kilat.test' });
  test('Reload reloads the dashboard', async ({ page }) => {
    await openHome(page);
    const carousel = main(page).getByRole('region', { name: 'Highlights' });
    await expect(carousel.getByRole('heading', { name: 'Your instant activation is being verified' })).toBeVisible();
    await markWindow(page);
    await carousel.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect.poll(() => windowIsMarked(page)).toBe(false);
  });
});

test('the carousel is keyboard operable, pausable and announces its slides', async ({ page }) => {
  await openHome(page);
  const carousel = main(page).getByRole('region', { name: 'Highlights' });
  await expect(carousel.getByRole('button', { name: 'Pause' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Pause' }).click();
  await expect(carousel.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(carousel.getByRole('group', { name: /^Slide 1 of \d+$/ })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByRole('group', { name: /^Slide 2 of \d+$/ })).toBeVisible();
  await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);
  await page.keyboard.press('ArrowLeft');
  await expect(carousel.getByRole('group', { name: /^Slide 1 of \d+$/ })).toBeVisible();
});

/** Home's carousel, paused on the capital offering's slide. */
async function capitalSlide(page: Page) {
  await openHome(page);
  const carousel = main(page).getByRole('region', { name: 'Highlights' });
  await carousel.getByRole('button', { name: 'Pause' }).click();
  while (!(await carousel.getByRole('heading', { name: 'Working capital' }).isVisible())) {
    await carousel.getByRole('button', { name: 'Next slide' }).click();
  }
  return carousel;
}

test.describe('a member who is no administrator', () => {
  test.use({ persona: 'viewer@tokoku.test', viewport: { width: 390, height: 844 } });
  test('is told why the capital offering cannot be asked for (issue 43 §7)', async ({ page }) => {
    const carousel = await capitalSlide(page);
    await expect(carousel.getByText("Only your business's administrators can ask for financing.")).toBeVisible();
    await expect(carousel.getByRole('button', { name: "I'm interested" })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('capital-viewer-390.png') });
    await expectNoAxeViolations(page, { include: '.mdp-home-slide' });
  });
});

test('the capital offering: I am interested is sent once', async ({ page }) => {
  const carousel = await capitalSlide(page);
  await expect(carousel.getByText(/^You are pre-approved for up to Rp\s?500\.000\.000\.$/)).toBeVisible();
  await carousel.getByRole('button', { name: "I'm interested" }).click();
  await expect(carousel.getByRole('status')).toHaveText('Thank you: our capital team will contact you.');
  await expect(carousel.getByRole('button', { name: "I'm interested" })).toBeDisabled();
});

test('one failing read shows its section error with Retry; the rest of the page stays', async ({ page }) => {
  await injectFault({ path: '/api/bank-accounts', method: 'GET', status: 503, count: 100 });
  await page.reload();
  const setup = region(page, 'Set up your account');
  await expect(setup.getByRole('alert')).toContainText('Account setup could not load.');
  expect(await links(page, 'Learn more')).toEqual(DEVELOPER_READING);
  expect(await links(page, 'Other services')).toEqual(['Establish a company', 'Settle early']);
  await clearFaults();
  await setup.getByRole('button', { name: 'Retry' }).click();
  await expect(setup.getByRole('link', { name: 'Set your callback URLs' })).toBeVisible();
  await expect(setup.getByRole('alert')).toHaveCount(0);
});

test.describe('the request modals', () => {
  test('company establishment: validation, success, and a sandbox fault shows the failure', async ({ page }) => {
    await openHome(page);
    await region(page, 'Other services').getByRole('button', { name: 'Contact our partner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Establish a company' });
    await expect(dialog.getByLabel(/Full name/)).toHaveValue('Ayu Pratama');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible(); // the company type
    await dialog.getByRole('radio', { name: 'CV' }).check();
    await injectFault({ path: '/api/incorporation-service-request', method: 'POST', status: 503, count: 100 });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('We could not send your request. Please try again.');
    await clearFaults();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('status')).toContainText('Request sent.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('early settlement: validation, success, and a sandbox fault shows the failure', async ({ page }) => {
    await openHome(page);
    await region(page, 'Other services').getByRole('button', { name: 'Request early settlement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request early settlement' });
    await dialog.getByLabel(/Amount/).fill('0');
    await dialog.getByLabel(/Why do you need it early/).fill('Holiday stock');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Enter an amount above zero.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel(/Amount/).fill('2500000');
    await dialog.getByLabel(/Amount/).blur(); // grouped as rupiah are written once the field is left (issue 42)
    await expect(dialog.getByLabel(/Amount/)).toHaveValue('2.500.000');
    await injectFault({ path: '/api/early-settlement-request', method: 'POST', status: 500, count: 100 });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('We could not send your request. Please try again.');
    await clearFaults();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('status')).toContainText('Request sent.');
  });
});

test('axe: no violations in English and in Indonesian', async ({ page }) => {
  await openHome(page);
  await expect(region(page, 'Set up your account').getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseIndonesian(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Beranda' })).toBeVisible();
  await expect(region(page, 'Siapkan akun Anda').getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('at 390 px', () => {
  test('one column, nothing wider than the screen, axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    await expect(region(page, 'Set up your account').getByRole('link').first()).toBeVisible();
    await expectFitsTheScreen(page);
    await expectNoAxeViolations(page);
  });
});
