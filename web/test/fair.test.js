// SPDX-License-Identifier: MIT
// The page's bot plays fair (issue 25): every message the page posts to its
// bot's Web Worker is recorded as it is posted, with the page's true state
// at that moment, and checked in Node with the binding. A message holds the
// bot's seat, the game's name, the bot and its seed and the seat's
// information state, nothing else (no position, no replay); its state is
// exactly the seat's (InfoState.toText() of the true game) and is the same
// for states drawn from what the seat knows, which differ in the other
// players' racks: so it holds none of their secrets.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { load } from '../../bindings/js/src/node.js';
import { openBrowser } from './browser.js';
import { newPage, startFromMenu, settled, offered, playFromList, closeClean } from './page.js';

const tw = await load();
let b;
before(async () => { b = await openBrowser(); });
after(async () => { await b?.close(); });

// In the page, before its scripts: every message to a Worker is kept, a
// copy of what was posted, beside the page's true position then.
function recordWorkerMessages() {
  window.toWorker = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    window.toWorker.push({ message: structuredClone(message), truth: window.toywarPage?.position() ?? null });
    return post.call(this, message, ...rest);
  };
}

const KEYS = ['infostate', 'name', 'seat', 'seed', 'spec', 'token'];

// A generator for the resamples: seeded, so a failure replays.
function rngFrom(seed) {
  let a = seed >>> 0;
  return (bound) => { a = (Math.imul(a, 1103515245) + 12345) >>> 0; return a % bound; };
}

/** Checks one recorded message against the true game it was posted from. */
function checkMessage({ message, truth }, index) {
  const at = `message ${index}`;
  assert.deepEqual(Object.keys(message).sort(), KEYS, `${at}: only the seat, its state and the bot`);
  assert.ok(truth, `${at}: posted during a game`);
  const game = tw.Game.fromText(message.name, truth);
  try {
    assert.equal(message.seat, game.currentPlayer, `${at}: for the seat to move`);
    const own = game.infostate(message.seat);
    try {
      assert.equal(message.infostate, own.toText(), `${at}: the seat's information state`);
    } finally { own.free(); }
    let differ = 0;
    for (let k = 0; k < 6; k++) {
      const twin = game.resample(message.seat, rngFrom(1000 * index + k));
      try {
        differ += twin.toText() !== truth;
        const seen = twin.infostate(message.seat);
        try {
          assert.equal(seen.toText(), message.infostate, `${at}: the same for a state the seat cannot tell apart`);
        } finally { seen.free(); }
      } finally { twin.free(); }
    }
    return differ;
  } finally { game.free(); }
}

/** Plays `turns` human turns (the first move offered) against the bot, then checks every message. */
async function playAndCheck(game, options, turns) {
  const opened = await newPage(b);
  const { page } = opened;
  await page.addInitScript(recordWorkerMessages);
  await page.reload();
  await page.waitForSelector('#menu-games button');
  await startFromMenu(page, game, options);
  for (let turn = 0; turn < turns && (await settled(page)) === 'human'; turn++) {
    await playFromList(page, (await offered(page))[0]);
  }
  const sent = await page.evaluate(() => window.toWorker);
  assert.ok(sent.length >= turns, `${sent.length} messages to the bot's worker, not fewer than ${turns}`);
  let differ = 0;
  sent.forEach((recorded, i) => { differ += checkMessage(recorded, i); });
  // The resamples did differ from the truth: the check above was not of a
  // game with nothing hidden.
  assert.ok(differ > 0, 'no resample differed from the true state');
  await closeClean(opened);
}

test('Toy Battle: the bot\'s worker is given the seat\'s information state only', async () => {
  await playAndCheck('toybattle', { seed: 11, seats: ['human', 'mcts'] }, 8);
});

test('Droids: the bot\'s worker is given the seat\'s information state only', async () => {
  await playAndCheck('droids', { seed: 5, seats: ['human', 'mcts'] }, 6);
});

test('a random bot too: its worker is given the seat\'s information state only (Toy Battle)', async () => {
  await playAndCheck('toybattle', { seed: 12, seats: ['human', 'random'] }, 6);
});
