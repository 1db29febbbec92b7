import type { Page } from '@playwright/test';
import {
  PDF,
  PNG,
  answerOtherLeadQuestions,
  choose,
  fillWebsiteAndAddress,
  main,
  saveAndContinue,
  shoot,
  stepHeading,
  textbox,
} from './activation-support';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, test } from './fixtures';
import { chooseIndonesian } from './support';

// Issue 19: the activation form's Philippine and foreign variants (spec 02 §3-§5), walked by
// new@warungbaru.test, which may register its business in any country: the Philippine individual's
// own page (/activation-ph-individual), a sole proprietorship that registers with the DTI instead
// of the SEC, and a foreign entity. Axe in English and Indonesian; screenshots at 1280 and 390 px.

test.use({ persona: 'new@warungbaru.test', landing: false }); // every test opens its own first page
test.beforeAll(resetSandbox);
test.afterEach(resetSandbox);

const group = (page: Page, name: string) => main(page).getByRole('group', { name });
const stepsShown = (page: Page) => main(page).getByRole('navigation', { name: 'Activation progress' }).getByRole('listitem');

test('a Philippine individual activates on its own page: its IDs, the PEP details only when yes, in English and Indonesian', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/activation-ph-individual');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Activation for individuals in the Philippines' })).toBeVisible();
  await expect(main(page).getByText('You are activating as an individual registered in the Philippines.')).toBeVisible();
  await expect(main(page).getByRole('button', { name: /Country of registration/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'ph-1-lead');
  await answerOtherLeadQuestions(page, '9171234567');
  await saveAndContinue(page);

  // A person is asked its own name.
  await expect(stepHeading(page, 'Business details')).toBeVisible();
  await expect(stepsShown(page)).toHaveCount(6);
  await textbox(main(page), 'Full legal name (as on your ID)').fill('Maria Santos');
  await textbox(main(page), 'What you sell or do').fill('Handmade bags sold online');
  await fillWebsiteAndAddress(page);
  await saveAndContinue(page);

  // TIN in its mask, no SEC, Philippine banks.
  await expect(stepHeading(page, 'Registration, tax and bank')).toBeVisible();
  await expect(group(page, 'SEC registration')).toHaveCount(0);
  const tin = textbox(group(page, 'Tax identification'), 'Tax ID');
  await tin.pressSequentially('123456789012');
  await expect(tin).toHaveValue('123-456-789-012');
  const bank = group(page, 'Bank account details');
  await choose(page, /Bank Name/, 'BDO Unibank', bank);
  await textbox(bank, 'Account Holder Name').fill('Maria Santos');
  await textbox(bank, 'Account Number').fill('001234567890');
  await saveAndContinue(page);

  // The contact and the PEP declaration: the details only for a politically exposed person.
  await expect(stepHeading(page, 'Contact and declarations')).toBeVisible();
  const contact = group(page, 'Primary contact person');
  await textbox(contact, 'Full Name').fill('Maria Santos');
  await textbox(contact, 'Email').fill('maria@santos.test');
  await textbox(contact, 'Mobile Number').fill('+639171234567');
  const pep = group(page, 'Politically exposed person declaration');
  await expect(textbox(pep, 'PEP Director Names')).toHaveCount(0);
  await pep.getByRole('radio', { name: 'Yes' }).check();
  await saveAndContinue(page);
  await expect(pep.getByText('This field is required.')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await shoot(page, 'ph-4-contact');
  await textbox(pep, 'PEP Director Names').fill('Jose Santos');
  await textbox(pep, 'PEP Companies').fill('Santos Holdings');
  await textbox(pep, 'PEP Purpose').fill('Family business board seat');
  await saveAndContinue(page);

  // One Philippine primary ID; a person uploads no business registration certificate.
  await expect(stepHeading(page, 'Documents')).toBeVisible();
  await expect(main(page).getByRole('radio', { name: 'One primary ID' })).toBeChecked();
  await expect(group(page, 'Required documents')).toHaveCount(0);
  await choose(page, /Type of Document 1/, 'PhilSys');
  await main(page).getByLabel(/^PhilSys/).and(page.locator('input[type="file"]')).setInputFiles({ name: 'philsys.png', mimeType: 'image/png', buffer: PNG });
  await expect(main(page).getByText('philsys.png')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'ph-5-documents');
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();

  // The same steps pass axe in Indonesian, walking back.
  await chooseIndonesian(page);
  for (const [heading, name] of [
    ['Tinjau dan kirim', 'ph-id-6-review'],
    ['Dokumen', 'ph-id-5-documents'],
    ['Kontak dan pernyataan', 'ph-id-4-contact'],
    ['Registrasi, pajak dan bank', 'ph-id-3-registration'],
    ['Detail bisnis', 'ph-id-2-business'],
  ] as const) {
    await expect(stepHeading(page, heading)).toBeVisible();
    await expectNoAxeViolations(page);
    if (name !== 'ph-id-6-review') await shoot(page, name);
    await main(page).getByRole('button', { name: 'Kembali' }).click();
  }
  await expect(main(page).getByText('Anda melakukan aktivasi sebagai perorangan yang terdaftar di Filipina.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Everything is saved: a reload resumes on the review, and the form is submitted.
  await page.reload();
  await expect(stepHeading(page, 'Tinjau dan kirim')).toBeVisible();
  await main(page).getByRole('button', { name: 'Kirim untuk ditinjau' }).click();
  await expect(page.getByRole('dialog', { name: 'Terima kasih' })).toBeVisible();
});

test('a Philippine individual chosen on /activation continues on its own page', async ({ page }) => {
  await page.goto('/activation');
  await choose(page, /Country of registration/, 'Philippines');
  await main(page).getByRole('radio', { name: 'PH:Individual' }).check();
  await answerOtherLeadQuestions(page, '9171234567');
  await saveAndContinue(page);
  await expect(page).toHaveURL(/\/activation-ph-individual$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Activation for individuals in the Philippines' })).toBeVisible();
  await expect(stepHeading(page, 'Business details')).toBeVisible();
  // Coming back to /activation sends it there again.
  await page.goto('/activation');
  await expect(page).toHaveURL(/\/activation-ph-individual$/);
  await expect(stepHeading(page, 'Business details')).toBeVisible();
});

test('a Philippine sole proprietorship registers with the DTI: no SEC section', async ({ page }) => {
  await page.goto('/activation');
  await choose(page, /Country of registration/, 'Philippines');
  await main(page).getByRole('radio', { name: 'PH:Sole Proprietorship' }).check();
  await answerOtherLeadQuestions(page, '9171234567');
  await saveAndContinue(page);
  await textbox(main(page), 'Legal name').fill('Santos Trading');
  await textbox(main(page), 'What your business does').fill('Wholesale rice');
  await fillWebsiteAndAddress(page);
  await saveAndContinue(page);
  await expect(stepHeading(page, 'Registration, tax and bank')).toBeVisible();
  await expect(group(page, 'DTI registration')).toBeVisible();
  await expect(group(page, 'SEC registration')).toHaveCount(0);
  await expect(group(page, 'Tax identification')).toBeVisible();
  await expect(stepsShown(page)).toHaveCount(6);
  await expectNoAxeViolations(page);
  await shoot(page, 'ph-sole-3-registration');
  await textbox(group(page, 'DTI registration'), 'DTI Registration Number').fill('DTI-1234567');
  await textbox(group(page, 'DTI registration'), 'Year of Registration').fill('2018');
  await textbox(group(page, 'Tax identification'), 'Tax ID').pressSequentially('123456789012');
  await choose(page, /Bank Name/, 'Bank of the Philippine Islands (BPI)', group(page, 'Bank account details'));
  await textbox(group(page, 'Bank account details'), 'Account Holder Name').fill('Santos Trading');
  await textbox(group(page, 'Bank account details'), 'Account Number').fill('3456789012');
  await saveAndContinue(page);
  // A business has a signatory (with the country of birth), a contact and the PEP declaration.
  await expect(stepHeading(page, 'Signatory and contact')).toBeVisible();
  await expect(group(page, 'Authorised signatory').getByRole('button', { name: /Country of Birth/ })).toBeVisible();
  await expect(group(page, 'Politically exposed person declaration')).toBeVisible();
});

test('a foreign entity (Singapore): permit, tax and bank, the signatory\'s country of birth, a passport and the registration certificate', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/activation');
  await choose(page, /Country of registration/, 'Singapore');
  await main(page).getByRole('radio', { name: 'Foreign Entity' }).check();
  await choose(page, /Company type/, 'Others');
  await textbox(main(page), 'Other company type').fill('Limited liability partnership');
  await answerOtherLeadQuestions(page, '91234567');
  await saveAndContinue(page);
  await textbox(main(page), 'Legal name').fill('Lion Trading LLP');
  await textbox(main(page), 'What your business does').fill('Electronics import');
  await fillWebsiteAndAddress(page);
  await saveAndContinue(page);

  await expect(stepHeading(page, 'Registration, tax and bank')).toBeVisible();
  const permit = group(page, 'Business permit details');
  await textbox(permit, 'Business Registration Number').fill('T18LL1234A');
  await textbox(permit, 'Year of Incorporation').fill('2018');
  await textbox(group(page, 'Tax identification'), 'Tax ID').fill('T18LL1234A');
  await choose(page, /Bank Name/, 'DBS Bank', group(page, 'Bank account details'));
  await textbox(group(page, 'Bank account details'), 'Account Holder Name').fill('Lion Trading LLP');
  await textbox(group(page, 'Bank account details'), 'Account Number').fill('0721234567');
  await expectNoAxeViolations(page);
  await saveAndContinue(page);

  await expect(stepHeading(page, 'Signatory and contact')).toBeVisible();
  const signatory = group(page, 'Authorised signatory');
  await textbox(signatory, 'Full Name').fill('Tan Wei Ming');
  await textbox(signatory, 'Email').fill('wei@liontrading.test');
  await textbox(signatory, 'Mobile Number').fill('+6591234567');
  await choose(page, /Role/, 'Director', signatory);
  await choose(page, /Country of Birth/, 'Singapore', signatory);
  const contact = group(page, 'Primary contact person');
  await textbox(contact, 'Full Name').fill('Lim Mei Ling');
  await textbox(contact, 'Email').fill('mei@liontrading.test');
  await textbox(contact, 'Mobile Number').fill('+6598765432');
  await expectNoAxeViolations(page);
  await shoot(page, 'foreign-4-people');
  await saveAndContinue(page);

  await expect(stepHeading(page, 'Documents')).toBeVisible();
  await main(page).getByLabel(/^Passport/).setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(main(page).getByText('passport.pdf')).toBeVisible();
  await group(page, 'Required documents').getByLabel(/^Business registration certificate/).setInputFiles({ name: 'acra.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(main(page).getByText('acra.pdf')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'foreign-5-documents');
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  await expect(main(page).getByText('Foreign Entity')).toBeVisible();
});
