import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { en } from '@dreamweaver/contracts';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';
import { accountReady, createStory, openPage, remoteReady, screenshot } from './pages.ts';
import { useProductAndBrowser, type Product } from './product.ts';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

// "Download my data" from the account menu: the dialog asks the server for the account's ZIP, says
// it is being prepared while the server builds it (202), and saves the ZIP once it comes.

describe.skipIf(!chromiumAvailable)('Download my data in Chromium', { timeout: 300_000 }, () => {
  let browser: Browser;
  let product: Product;
  useProductAndBrowser((started) => ({ browser, product } = started));

  it('shows "being prepared" while the ZIP is built, then downloads it with the account\'s files', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/my-stories`);
    await remoteReady(page, 'mf_account');
    await accountReady(page);
    await page.evaluate(async () => {
      const res = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ username: 'export_parent', password: 'moonlight7' }),
      });
      if (res.status !== 201) throw new Error(`register answered ${res.status}`);
    });
    const story = await createStory(page, 'Mia');
    await page.reload();
    await accountReady(page);

    await page.getByTestId('account-control').click();
    await page.getByRole('menuitem', { name: en['accountExport.menu'] }).click();
    const dialog = page.getByRole('dialog', { name: en['accountExport.dialog.title'] });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(en['accountExport.dialog.description']);
    const downloaded = page.waitForEvent('download', { timeout: 240_000 });
    await dialog.getByRole('button', { name: en['accountExport.dialog.start'] }).click();
    await dialog.getByText(en['accountExport.dialog.preparing']).waitFor();
    await screenshot(page, 'download-my-data-preparing-en');
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^dreamweaver-export_parent-\d{4}-\d\d-\d\d\.zip$/);
    await dialog.getByText(en['accountExport.dialog.done']).waitFor();

    const zipPath = await download.path();
    // unzip lists the archive (-Z1: one name a line) and prints a file of it (-p), as a parent's tools would read it.
    const files = execFileSync('unzip', ['-Z1', zipPath], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter((name) => !name.endsWith('/'));
    const read = (name: string) => execFileSync('unzip', ['-p', zipPath, name], { encoding: 'utf8' });
    console.info('[download-my-data] the ZIP holds:', files.join(', '));
    expect(files).toEqual(
      expect.arrayContaining([
        'README.txt',
        'account.json',
        `stories/${story.id}/story.html`,
        `stories/${story.id}/story.epub`,
        `stories/${story.id}/privacy-receipt.json`,
      ]),
    );
    const account = JSON.parse(read('account.json'));
    expect(account.account.username).toBe('export_parent');
    expect(JSON.stringify(account)).not.toMatch(/passwordHash|scrypt/);
    expect(read('README.txt')).toContain(en['accountExport.readme.title']);
    expect(errors).toEqual([]);
    await close();
  });
});
