// SPDX-License-Identifier: MIT
// Screenshots of the page for a look: node tools/shoot.mjs OUTDIR [WIDTH HEIGHT]
import { openBrowser } from '../test/browser.js';
const [out = '/tmp', w = '1280', h = '860'] = process.argv.slice(2);
const b = await openBrowser();
const page = await b.browser.newPage({ viewport: { width: +w, height: +h } });
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('console', (m) => console.log('console', m.text()));
await page.goto(b.url + '?fast');
await page.waitForSelector('#menu-games button');
await page.screenshot({ path: `${out}/menu.png` });
for (const game of ['gearhead', 'droids', 'toybattle']) {
  await page.click(`[data-game=${game}]`);
  await page.fill('#menu-seed', '7');
  await page.click('#menu-start');
  await page.waitForSelector('body[data-state=human]');
  for (let i = 0; i < 12; i++) {
    await page.waitForSelector('body[data-state=human], body[data-state=over]');
    if (await page.$('body[data-state=over]')) break;
    await page.click('#moves button[data-move]:not([data-move=""])');
  }
  await page.waitForSelector('body[data-state=human], body[data-state=over]');
  await page.screenshot({ path: `${out}/${game}.png` });
  await page.click('#btn-new');
}
await b.close();
