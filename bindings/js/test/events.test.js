// SPDX-License-Identifier: MIT
// Each move's events through the binding (toywar.h's "Events"): records
// per seat with the library's integers and the JSON's names side by side,
// the masking of a blind draw, the end and its reason, and the refusals.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tw } from './helpers.js';

// Each decision the first legal move, the dice the built-in generator's.
function played(name, seed, moves) {
  const g = new tw.Game(name, `seed=${seed}`);
  while (!g.isOver && g.historyLength < moves) {
    if (g.currentPlayer === tw.PLAYER_CHANCE) g.roll(); else g.apply(g.legalMoves()[0]);
  }
  return g;
}

test('Gearhead: the roll-off says who goes first, as data and as sentences', () => {
  const g = new tw.Game('gearhead', 'seed=7');
  g.advance();
  assert.deepEqual(g.history(), ['roll:7', 'roll:3', 'draw:R']);
  const [rolled, turn] = g.events(1, 0);
  assert.deepEqual(rolled, {
    kind: 'rolled', player: 1, piece: null, from: null, to: null, value: 3,
    text: "Player 1 rolls 3 for the roll-off against player 0's 7: player 0 goes first.",
    names: { player: 1, piece: null, from: null, to: null, value: 3 },
  });
  assert.equal(turn.kind, 'turn');
  assert.equal(turn.text, "Player 0's turn begins.");
  assert.deepEqual(g.events(-1, 1).map((e) => e.text), ['Player 0 draws Kangaruffian from the cup.']);
  g.free();
});

test('Droids: a blind draw is hidden from the other seat only', () => {
  const g = played('droids', 4, 1000);
  assert.equal(g.history()[10], 'draw:VD');
  const [mine] = g.events(10, 1);
  const [theirs] = g.events(10, 0);
  assert.deepEqual([mine.kind, mine.player, mine.piece, mine.from, mine.names.piece, mine.names.from],
    ['drew', 1, 2, 0, 'VD', 'violet']);
  assert.equal(mine.text, 'North draws VD (land: diagonal 1) from the violet pile.');
  assert.equal(theirs.piece, tw.HIDDEN);
  assert.equal(theirs.names.piece, null);
  assert.equal(theirs.text, 'North draws a chit from the violet pile.');
  assert.doesNotMatch(g.eventsJson(10, 0), /"VD"/);
  g.free();
});

test('Droids: the end says who is out and why', () => {
  const g = played('droids', 4, 1000);
  assert.equal(g.winner, tw.WINNER_NOBODY);
  const last = g.events(-1, 0);
  const out = last.filter((e) => e.kind === 'eliminated');
  assert.deepEqual(out.map((e) => [e.player, e.names.from, e.value]), [[0, 'e1', 2], [1, 'f10', 2]]);
  assert.match(out[0].text, /his droid on e1 takes its orders from transmitter 5\.$/);
  const ended = last[last.length - 1];
  assert.deepEqual([ended.kind, ended.player, ended.value], ['ended', tw.WINNER_NOBODY, 2]);
  assert.equal(ended.text, 'Nobody wins: every player left is eliminated in the same turn.');
  g.free();
});

test('events take a viewer and a ply of the history', () => {
  const g = new tw.Game('toybattle', 'seed=2');
  assert.throws(() => g.events(0, 0), { code: 'TW_E_ARG', message: /holds 0 moves/ });
  g.advance();
  const n = g.historyLength;
  assert.throws(() => g.events(0), { code: 'TW_E_ARG', message: /viewer is required/ });
  assert.throws(() => g.events(n, 0), { code: 'TW_E_ARG' });
  assert.throws(() => g.events(-n - 1, 0), { code: 'TW_E_ARG' });
  assert.throws(() => g.events(0.5, 0), { code: 'TW_E_ARG' });
  assert.throws(() => g.eventsJson(0, 2), { code: 'TW_E_ARG' });
  assert.deepEqual(g.events(-n, 1), g.events(0, 1));
  const removed = [];
  for (let p = 0; p < n; p++) removed.push(...g.events(p, 0).filter((e) => e.kind === 'removed'));
  assert.equal(removed.length, 8);
  assert.ok(removed.every((e) => e.piece === tw.HIDDEN));
  g.free();
});
