// SPDX-License-Identifier: MIT
// What the browser tests do to the page, shared: open it, start a game from
// the menu, wait for it to settle, play a move from the list, read the
// history, and start from a position made with the binding (a replay
// loaded, then "Play from here").
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new page on the menu, with its uncaught errors collected. */
export async function newPage(b, width = 1100, height = 900) {
  const page = await b.browser.newPage({ viewport: { width, height } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${b.url}?fast`);
  await page.waitForSelector('#menu-games button');
  return { page, errors };
}

/** Starts `game` from the menu: seats (human, mcts, random) by player, params set by name. */
export async function startFromMenu(page, game, { seed, seats = ['human', 'mcts'], set = {}, strength = 'mcts:200' }) {
  await page.click(`[data-game=${game}]`);
  if (seats.length !== 2) await page.selectOption('#menu-players', String(seats.length));
  for (const [k, v] of Object.entries(set)) {
    const el = await page.$(`[data-param][name=${k}]`);
    if ((await el.evaluate((e) => e.tagName)) === 'SELECT') await el.selectOption(v); else await el.fill(v);
  }
  await page.fill('#menu-seed', String(seed));
  for (const [p, kind] of seats.entries()) await page.selectOption(`[data-seat="${p}"]`, kind);
  await page.selectOption('#menu-strength', strength);
  await page.click('#menu-start');
}

/** A new page with `game` started from the menu (startFromMenu's options), settled at the first wait. */
export async function openGame(b, game, options, width, height) {
  const opened = await newPage(b, width, height);
  await startFromMenu(opened.page, game, options);
  await settled(opened.page);
  return opened;
}

/** The end of a test's page: no uncaught error on it, then closed. */
export async function closeClean({ page, errors }) {
  assert.deepEqual(errors, []);
  await page.close();
}

/** The page's state once it waits for someone: a human's move, the hot seat's cover, or the end. */
export const settled = (page) => page.waitForFunction(
  () => ['human', 'pass', 'over'].includes(document.body.dataset.state) && document.body.dataset.state,
  null, { timeout: 60_000 }).then((h) => h.jsonValue());

export const historyLength = (page) => page.evaluate(() => window.toywarPage.historyLength());

/** Every move of the page's game, in notation (from its replay). */
export async function history(page) {
  const lines = (await page.evaluate(() => window.toywarPage.replay())).split('\n');
  return lines.slice(lines.findIndex((l) => l.startsWith('moves ')) + 1).join(' ').split(/\s+/).filter(Boolean);
}

/** The moves the list offers now. */
export const offered = (page) =>
  page.$$eval('#moves button[data-move]:not([data-move=""])', (bs) => bs.map((b) => b.dataset.move));

/** Clicks `selector` and waits until a move was applied and the page settled. */
export async function clickAndSettle(page, selector) {
  const n = await historyLength(page);
  await page.click(selector);
  await page.waitForFunction((k) => window.toywarPage.historyLength() > k, n);
  return settled(page);
}

/** Plays `move` from the list of moves. */
export const playFromList = (page, move) => clickAndSettle(page, `#moves button[data-move="${move}"]`);

/**
 * Starts the page at the end of `replay` (text): loaded, then "Play from
 * here", player 0 human and the others the MCTS bot.
 */
export async function startAt(page, replay) {
  const file = join(mkdtempSync(join(tmpdir(), 'toywar-web-')), 'position.replay');
  writeFileSync(file, replay);
  await page.setInputFiles('#file-load', file);
  await page.waitForSelector('body[data-state=replay]');
  await page.click('#rp-continue');
  return settled(page);
}
