// SPDX-License-Identifier: MIT
// Undo in a real browser, as `toywar play` does it: it takes back the
// human's last decision and all that followed it (the bot's moves, the
// dice), never the game's opening, and the dice that followed stay as they
// fell, so undoing and playing again buys no new roll.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { load } from '../../bindings/js/src/node.js';
import { openBrowser } from './browser.js';
import { openGame, closeClean, settled, history, historyLength, offered, playFromList } from './page.js';

const tw = await load();
let b;
before(async () => { b = await openBrowser(); });
after(async () => { await b?.close(); });

const undo = async (page) => { await page.click('#btn-undo'); return settled(page); };
const position = (page) => page.evaluate(() => window.toywarPage.position());
const isChance = (m) => /^(roll|draw):/.test(m);

test('undo waits for the human\'s first decision and takes back one decision with what followed it', async () => {
  const opened = await openGame(b, 'gearhead', { seed: 3 });
  const { page } = opened;
  // Seed 3: the roll-off gives the bot the first turn, so the dice and the
  // bot's moves (read from the page) come before the human's first decision.
  const opening = await history(page);
  assert.ok(opening.some((m) => !isChance(m)), `the bot played first: ${opening.join(' ')}`);
  const start = opening.length;
  const openingPosition = await position(page);
  assert.equal(await page.isDisabled('#btn-undo'), true, 'nothing of the human\'s to undo yet');

  await playFromList(page, (await offered(page))[0]); // a placement: the human moves the toy next
  assert.equal(await historyLength(page), start + 1);
  assert.equal(await page.isDisabled('#btn-undo'), false);
  const placed = await position(page);
  await playFromList(page, (await offered(page))[0]); // then the bot and the dice, up to the human's next turn
  assert.ok((await historyLength(page)) > start + 2, 'the bot moved after the human');

  await undo(page);                                // back to after the placement, bot's moves and dice gone
  assert.equal(await historyLength(page), start + 1);
  assert.equal(await position(page), placed);
  await undo(page);                                // back to the first human turn, the opening kept
  assert.equal(await historyLength(page), start);
  assert.equal(await position(page), openingPosition);
  assert.equal(await page.isDisabled('#btn-undo'), true, 'the opening is not undone');
  await closeClean(opened);
});

test('undo and the same move again: the same dice, draws and bot moves follow (Gearhead, seed 3)', async () => {
  const opened = await openGame(b, 'gearhead', { seed: 3 });
  const { page } = opened;
  // Up to the first human move that chance follows before the human's next turn.
  let move, tail;
  for (let turn = 0; turn < 20 && !tail; turn++) {
    const n = await historyLength(page);
    move = (await offered(page))[0];
    await playFromList(page, move);
    const after = (await history(page)).slice(n);
    if (after.filter(isChance).length >= 2) tail = after;
  }
  assert.ok(tail, 'a move followed by at least two chance outcomes');
  for (let again = 0; again < 3; again++) {
    await undo(page);
    const n = await historyLength(page);
    await playFromList(page, move);
    assert.deepEqual((await history(page)).slice(n), tail, `replay ${again + 1} of ${move}`);
  }
  await closeClean(opened);
});

// Whether `move`, played from the Gearhead position `text`, leads to a
// chance node of which `outcome` is one (the binding, in Node).
function meets(text, move, outcome) {
  const g = tw.Game.fromText('gearhead', text);
  try {
    g.apply(move);
    return g.isChance && g.chanceOutcomes().some((o) => o.move === outcome);
  } finally { g.free(); }
}

test('a detour by another move buys no new die either: the kept dice serve the nodes they fit (Gearhead, seed 3)', async () => {
  const opened = await openGame(b, 'gearhead', { seed: 3 });
  const { page } = opened;
  // The first human turn whose first move is followed by a die, and with
  // another move whose die node (the binding says) can take that die.
  for (let turn = 0; turn < 20; turn++) {
    const moves = await offered(page);
    const n = await historyLength(page);
    const before = await position(page);
    await playFromList(page, moves[0]);
    const first = (await history(page)).slice(n);
    const die = isChance(first[1] ?? '') ? first[1] : null;
    const detour = die && moves.slice(1).find((m) => meets(before, m, die));
    if (!detour) continue;
    await undo(page);
    await playFromList(page, detour);
    const other = (await history(page)).slice(n);
    await undo(page);
    await playFromList(page, moves[0]);
    assert.deepEqual(other.slice(0, 2), [detour, die], 'the detour met the die kept from the first move');
    assert.deepEqual((await history(page)).slice(n), first, 'the first move again: the same dice and bot moves');
    await closeClean(opened);
    return;
  }
  assert.fail('no human turn with a die that another move can meet');
});

test('"play from here" in the replay viewer keeps the dice that followed, as undo does', async () => {
  const opened = await openGame(b, 'gearhead', { seed: 3 });
  const { page } = opened;
  await playFromList(page, 'place:a1');
  const n = await historyLength(page);
  await playFromList(page, (await offered(page))[0]);
  const tail = (await history(page)).slice(n);
  assert.ok(tail.some(isChance));
  await page.click('#btn-replay');
  await page.click('#rp-first');
  for (let k = 0; k < n; k++) await page.click('#rp-next');
  await page.click('#rp-continue');
  await settled(page);
  assert.equal(await historyLength(page), n);
  await playFromList(page, tail[0]);
  assert.deepEqual((await history(page)).slice(n), tail);
  await closeClean(opened);
});
