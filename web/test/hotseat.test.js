// SPDX-License-Identifier: MIT
// Hot seat in a real browser: two humans at one device. When the turn
// passes to the other human and the two see different things (Toy Battle's
// racks), the page covers the table until the next player asks for it, and
// nothing of either side is on the page meanwhile; where nothing is hidden
// (Gearhead Skirmish) the turn passes without a cover.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser } from './browser.js';
import { newPage, startFromMenu, settled, offered, playFromList, closeClean } from './page.js';

let b;
before(async () => { b = await openBrowser(); });
after(async () => { await b?.close(); });

async function startHotSeat(game, seed) {
  const { page, errors } = await newPage(b);
  await startFromMenu(page, game, { seed, seats: ['human', 'human'] });
  return { page, errors };
}
const playFirst = async (page) => playFromList(page, (await offered(page))[0]);

test('toybattle hot seat: the table is covered while the device passes, then shows the next player\'s side', async () => {
  const { page, errors } = await startHotSeat('toybattle', 7);
  let covers = 0, moves = 0;
  const seen = new Set();
  while (covers < 4 && moves < 60) {
    const state = await settled(page);
    if (state === 'over') break;
    if (state === 'human') { await playFirst(page); moves++; continue; }
    // Covered: no board, no rack, no move, no log, no position on the page.
    const who = Number(await page.getAttribute('#btn-pass', 'data-player'));
    seen.add(who);
    assert.match(await page.textContent('#board'), new RegExp(`Pass the device to Player ${who}`));
    assert.equal(await page.$('#board svg'), null);
    for (const id of ['#info', '#moves', '#actions', '#log', '#seats']) assert.equal((await page.textContent(id)).trim(), '', `${id} is empty`);
    assert.match(await page.textContent('#position'), /hidden/);
    for (const id of ['#btn-undo', '#btn-save', '#btn-replay']) assert.equal(await page.isDisabled(id), true, `${id} is disabled`);
    await page.click('#btn-pass');
    await page.waitForSelector('body[data-state=human]');
    assert.match(await page.textContent('#seats li.now'), new RegExp(`Player ${who} \\(you\\)`));
    // The player now shown sees his own rack and not the other's.
    assert.match(await page.textContent('#info'), /hidden/);
    covers++;
  }
  assert.ok(covers >= 4, `the device passed with a cover ${covers} times in ${moves} moves`);
  assert.deepEqual([...seen].sort(), [0, 1], 'both players were handed the device');
  await closeClean({ page, errors });
});

test('gearhead hot seat: nothing is hidden, so the turn passes without a cover', async () => {
  const { page, errors } = await startHotSeat('gearhead', 2);
  const players = new Set();
  for (let moves = 0; moves < 30; moves++) {
    const state = await settled(page);
    assert.notEqual(state, 'pass');
    if (state === 'over') break;
    players.add(await page.evaluate(() => document.querySelector('#seats li.now')?.textContent ?? ''));
    await playFirst(page);
  }
  assert.ok([...players].some((t) => t.startsWith('Player 0')) && [...players].some((t) => t.startsWith('Player 1')),
    'both humans moved');
  await closeClean({ page, errors });
});
