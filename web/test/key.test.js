// SPDX-License-Identifier: MIT
// The page explains what it shows and offers every move where it belongs:
// a key to the symbols (the chance badges, faded toys, Gearhead's letters
// with the library's names), the Droids chit being placed, and a labelled
// control by the board or on the program sheet for the moves that name no
// square (left, right, send:N, draw, ...). Positions are made with the
// binding in Node and loaded into the page as replays.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { load } from '../../bindings/js/src/node.js';
import { openBrowser } from './browser.js';
import { newPage, openGame, closeClean, history, historyLength, offered, playFromList, clickAndSettle, startAt } from './page.js';

const tw = await load();
let b;
before(async () => { b = await openBrowser(); });
after(async () => { await b?.close(); });

/**
 * Seeded random games of `name` (seed 1, 2, ...) up to player 0's first
 * decision that `wanted` accepts: the replay of the first such position.
 */
function replayWhere(name, params, wanted) {
  for (let seed = 1; seed <= 50; seed++) {
    const g = new tw.Game(name, `${params} seed=${seed}`);
    let a = seed;
    const pick = (n) => { a = (a * 1103515245 + 12345) % 2147483648; return a % n; };
    try {
      while (!g.isOver) {
        if (g.isChance) { g.roll(); continue; }
        const moves = g.legalMoves();
        if (g.currentPlayer === 0 && wanted(moves)) return g.saveReplay();
        g.apply(moves[pick(moves.length)]);
      }
    } finally { g.free(); }
  }
  throw new Error(`no such position in 50 seeded ${name} games`);
}

// Every move the list offers has a control outside the list, on the board,
// the side panel or the action bar, with a name a reader can hear.
const CONTROLS = () => [...document.querySelectorAll('#moves button[data-move]:not([data-move=""])')].map((b) => {
  const el = document.querySelector(['#board', '#info', '#actions'].map((p) => `${p} [data-target="${b.dataset.target}"]`).join(', '));
  const name = el && (el.getAttribute('aria-label') || el.querySelector('title')?.textContent || el.textContent || el.getAttribute('title'));
  return { move: b.dataset.move, target: b.dataset.target, name: name?.trim() ?? null };
});
async function assertControls(page) {
  const controls = await page.evaluate(CONTROLS);
  assert.ok(controls.length > 0);
  for (const c of controls) assert.ok(c.name, `${c.move}: a labelled control outside the list (${c.target})`);
  return controls;
}
/** Clicks a control and returns the move it played (the first one after the click). */
async function clickControl(page, selector) {
  const n = await historyLength(page);
  await clickAndSettle(page, selector);
  return (await history(page))[n];
}

test('the key: chance badges, faded toys and the Gearhead letters with the library\'s names', async () => {
  const opened = await openGame(b, 'gearhead', { seed: 3 });
  const { page } = opened;
  assert.ok(await page.isVisible('#legend'));
  const key = await page.textContent('#legend');
  assert.match(key, /Purple badges: chance.*dice.*draws/);
  assert.match(key, /Faded: has already acted/);
  assert.match(key, /Zapped/);
  assert.match(key, /Letters: A Big Al, C Clucketta, D Dead Head, X Disasteroid, H Handy, K Krush Kringle, O Orbit, P Presto, R Kangaruffian, T Walking Timebomb, B Zap-Bot, Z Ziggy, F Small Fry$/m);
  // The badges by the status: the bot's roll and draw before the human's turn.
  const badges = await page.$$eval('#status .die', (ds) => ds.map((d) => d.getAttribute('aria-label')));
  assert.deepEqual(badges, ['chance: roll:2', 'chance: draw:C']);
  await closeClean(opened);
});

test('gearhead: left and right are buttons by the board, labelled, and play the move', async () => {
  const replay = replayWhere('gearhead', '', (ms) => ms.includes('left') && ms.includes('right'));
  const opened = await newPage(b);
  const { page } = opened;
  await startAt(page, replay);
  const controls = await assertControls(page);
  assert.deepEqual(controls.map((c) => c.move), ['left', 'right']);
  const right = controls.find((c) => c.move === 'right');
  assert.match(right.name, /Right/);
  assert.match(await page.getAttribute(`#actions [data-target="${right.target}"]`, 'title'), /toy's own right/);
  assert.equal(await clickControl(page, `#actions [data-target="${right.target}"]`), 'right');
  await closeClean(opened);
});

test('droids: send:N is a transmitter to click on the program sheet', async () => {
  const replay = replayWhere('droids', '', (ms) => ms.some((m) => m.startsWith('send:')));
  const opened = await newPage(b);
  const { page } = opened;
  await startAt(page, replay);
  const controls = await assertControls(page);
  const send = controls.find((c) => c.move.startsWith('send:'));
  const n = send.move.slice(5);
  assert.equal(send.target, `tx:0:${n}`);
  assert.equal(send.name, `send the front chit of transmitter ${n}`);
  assert.equal(await clickControl(page, `#board [data-target="${send.target}"]`), send.move);
  await closeClean(opened);
});

test('droids: the chit chosen is shown, on the sheet and by the board, until it is in its box', async () => {
  const replay = replayWhere('droids', '', (ms) => ms.some((m) => m.startsWith('chit:')));
  const opened = await newPage(b);
  const { page } = opened;
  await startAt(page, replay);
  assert.equal(await page.$('[data-placing]'), null, 'nothing placed before a chit is chosen');
  const chit = (await offered(page)).find((m) => m.startsWith('chit:'));
  await playFromList(page, chit);
  const placing = chit.slice(5);
  assert.equal(await page.getAttribute('#board [data-placing]', 'data-placing'), placing);
  assert.match(await page.textContent('#actions [data-placing]'), new RegExp(`Placing ${placing}: click the box`));
  assert.ok((await offered(page)).every((m) => m.startsWith('box:')), 'the box is chosen next');
  await playFromList(page, (await offered(page))[0]);
  assert.equal(await page.$('[data-placing]'), null, 'gone once in its box');
  await closeClean(opened);
});

test('toybattle: draw is a button by the board', async () => {
  const opened = await openGame(b, 'toybattle', { seed: 3 });
  const { page } = opened;
  const controls = await assertControls(page);
  const draw = controls.find((c) => c.move === 'draw');
  assert.equal(draw?.name, 'Draw');
  assert.equal(await clickControl(page, `#actions [data-target="${draw.target}"]`), 'draw');
  await closeClean(opened);
});
