import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { de, en } from '@dreamweaver/contracts';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';
import { openPage, screenshot } from './pages.ts';
import { useProductAndBrowser, type Product } from './product.ts';

// The plan screen with the real reader, in German: two dads the parent did not name, one of them in
// hospital and not to be visited yet. The plan asks what the child calls each (the story tells them
// apart, so the answer is needed first), says the child may not visit yet, and offers to change it.

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

describe.skipIf(!chromiumAvailable)('the plan screen: two unnamed dads, no visits yet', () => {
  let browser: Browser;
  let product: Product;
  useProductAndBrowser((started) => ({ browser, product } = started));

  it('asks what Lina calls each dad, names them from the answer, and says she may not visit yet', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/privacy-policy`);
    await page.getByRole('button', { name: en['app.language.de'] }).click();
    await page.goto(`${product.url}/`);
    await page.getByLabel(de['home.form.name.label']).fill('Lina');
    await page
      .getByLabel(de['home.form.description.label'])
      .fill('Lina wohnt mit ihren zwei Papas. Papa ist im Krankenhaus, Lina darf ihn noch nicht besuchen.');
    await page.getByRole('button', { name: de['home.form.submit'] }).click();
    await page.waitForURL('**/story-plan');
    const asked = page.getByRole('radiogroup', { name: /Wie nennt Lina die beiden\?/u });
    await asked.waitFor();
    await page.getByText('Lina darf Papa noch nicht besuchen', { exact: false }).first().waitFor();
    await asked.getByRole('radio', { name: 'Papa (zu Hause) und Papi (krank)' }).check();
    await page.getByText('Lina darf Papi noch nicht besuchen', { exact: false }).first().waitFor();
    await page.getByRole('checkbox', { name: 'Lina darf Papi noch nicht besuchen' }).waitFor();
    await screenshot(page, 'story-plan-two-dads-de');
    expect(errors.filter((error) => !error.includes('422'))).toEqual([]);
    await close();
  });
});
