import { wcagAxe } from './axe';
import { expect, test } from './fixtures';

// The axe run every page test uses checks WCAG 2.2 AA's rules and no others (a best-practice rule
// such as landmark-unique is not one), and still finds a WCAG violation: the builder's options must
// not drop its tags (AxeBuilder.options replaces what withTags set when it comes after it).
test.use({ persona: '' });

test('the shared axe run checks the WCAG rules only, and finds their violations', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>axe</title></head><body>
    <main><h1>Axe</h1><nav aria-label="Pages">a</nav><nav aria-label="Pages">b</nav><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main>
  </body></html>`);
  const results = await wcagAxe(page).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual(['image-alt']);
});
