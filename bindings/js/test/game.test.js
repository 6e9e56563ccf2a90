// SPDX-License-Identifier: MIT
// The Game and Bot classes: injected dice, errors that leave the state as
// it was, replays, views, params and handles.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tw } from './helpers.js';

const snapshot = (g) => ({ text: g.toText(), hash: g.hash(), n: g.historyLength, cur: g.currentPlayer });

test('the library lists its three games with their players and params', () => {
  assert.deepEqual(tw.games(), ['gearhead', 'droids', 'toybattle']);
  assert.deepEqual(tw.players('droids'), { min: 1, max: 4 });
  assert.deepEqual(tw.players('gearhead'), { min: 2, max: 2 });
  const map = tw.params('toybattle').find((p) => p.key === 'map');
  assert.equal(map.kind, 'enum');
  assert.equal(map.values[map.default], 'castle-field');
  assert.ok(map.values.includes('battlefield'));
  const turns = tw.params('droids').find((p) => p.key === 'max_turns');
  assert.deepEqual([turns.kind, turns.min, turns.max, turns.default], ['int', 1, 1000, 100]);
  assert.throws(() => tw.about('chess'), { code: 'TW_E_ARG' });
  assert.throws(() => tw.params('chess'), { code: 'TW_E_ARG' });
  assert.throws(() => tw.players('chess'), { code: 'TW_E_ARG' });
  const players = tw.params('droids').find((p) => p.key === 'players');
  assert.deepEqual([players.kind, players.min, players.max, players.default], ['int', 1, 4, 2]);
  assert.deepEqual(tw.params('droids').find((p) => p.key === 'teams').values, ['off', 'on']);
});

test('a boolean param becomes the switch\'s own on or off value, in either order', () => {
  const paramsLine = (g) => { const line = g.saveReplay().split('\n')[2]; g.free(); return line; };
  // Droids' teams is off|on, Toy Battle's special_bases and Gearhead's placed_moves on|off.
  assert.equal(paramsLine(new tw.Game('droids', { players: 4, teams: true })), 'params players=4 teams=on seed=0');
  assert.equal(paramsLine(new tw.Game('droids', { players: 4, teams: false })), 'params players=4 seed=0');
  assert.equal(paramsLine(new tw.Game('toybattle', { special_bases: false })), 'params special_bases=off seed=0');
  assert.equal(paramsLine(new tw.Game('toybattle', { special_bases: true })), 'params seed=0');
  assert.equal(paramsLine(new tw.Game('gearhead', { placed_moves: false })), 'params placed_moves=off seed=0');
  // A boolean says nothing for a param that is no switch, nor for no param.
  assert.throws(() => new tw.Game('droids', { players: true }),
    { code: 'TW_E_PARAM', message: "param 'players' of droids is an integer in 1..4, not a switch: a boolean cannot say which" });
  assert.throws(() => new tw.Game('droids', { scenario: false }), { code: 'TW_E_PARAM', message: /one of challenge\|de-mine/ });
  assert.throws(() => new tw.Game('droids', { team: true }), { code: 'TW_E_PARAM', message: "droids has no param 'team'" });
});

test('injected dice: the roll-off follows the JS RNG', () => {
  const g = new tw.Game('gearhead', { seed: 1 });
  const bounds = [];
  g.setRng((bound) => { bounds.push(bound); return bound - 1; });
  assert.equal(g.chanceOutcomes().length, 8);   // the roll-off die is a d8
  assert.equal(g.roll(), 'roll:8');
  assert.equal(g.roll(), 'roll:8');   // a tie: the roll-off goes again
  assert.deepEqual(bounds, [8, 8]);
  const dice = [4, 1, 0];                         // 5 against 2, then a draw
  g.setRng(() => dice.shift());
  assert.deepEqual(g.advance(), ['roll:5', 'roll:2', g.history().at(-1)]);
  assert.match(g.history().at(-1), /^draw:/);
  assert.equal(g.currentPlayer, 0);
  g.free();
});

test('a JS RNG that returns a bad value or throws fails the roll with TW_E_RNG, state unchanged', () => {
  const g = new tw.Game('gearhead', 'seed=3');
  const before = snapshot(g);
  for (const bad of [(b) => b, () => -1, () => 2.5, () => 'two', () => NaN, () => { throw new Error('boom'); }]) {
    g.setRng(bad);
    assert.throws(() => g.roll(), (e) => e instanceof tw.ToywarError && e.status === tw.Status.E_RNG && e.code === 'TW_E_RNG');
    assert.throws(() => g.advance(), { status: -7 });
    assert.deepEqual(snapshot(g), before);
  }
  let inside = null;
  g.setRng(() => { g.apply('roll:1'); return 0; });   // a callback into the game mid-roll
  assert.throws(() => g.roll(), (e) => { inside = e; return e.code === 'TW_E_RNG'; });
  assert.match(inside.message, /may not call back into the game/);
  assert.deepEqual(snapshot(g), before);
  g.setRng(() => 9);
  assert.throws(() => g.roll(), { message: /returned 9, not an integer in \[0, 8\)/ });
  g.setRng(null);          // the built-in generator again, as seeded
  const ref = new tw.Game('gearhead', 'seed=3');
  assert.deepEqual(g.advance(), ref.advance());
  g.free(); ref.free();
});

test('dice that never let the game reach a decision: advance() gives up with TW_E_RNG, the game unchanged', () => {
  const g = new tw.Game('gearhead', 'seed=8');
  const before = snapshot(g);
  let calls = 0;
  g.setRng(() => { calls++; return 0; });        // every roll-off a tie, for ever
  assert.throws(() => g.advance(), { code: 'TW_E_RNG' });
  assert.ok(calls > 1000, `it rolled on for a while (${calls})`);
  assert.deepEqual(snapshot(g), before);
  g.setRng(null);
  assert.ok(g.advance().length >= 3);
  g.free();
});

test('bad input is refused with its status and message, the state unchanged', () => {
  assert.throws(() => new tw.Game('chess'), { code: 'TW_E_ARG' });
  assert.throws(() => new tw.Game('gearhead', 'colour=blue'), (e) => e.status === -4 && /colour/.test(e.message));
  assert.throws(() => new tw.Game('droids', { players: 9 }), { code: 'TW_E_PARAM' });
  assert.throws(() => tw.Game.loadReplay('not a replay'), { code: 'TW_E_PARSE' });
  assert.throws(() => tw.Game.fromText('gearhead', 'nonsense'), { code: 'TW_E_PARSE' });
  const g = new tw.Game('toybattle', 'seed=9');
  assert.throws(() => g.undo(), { code: 'TW_E_STATE' });
  g.advance();
  const before = snapshot(g);
  assert.throws(() => g.apply('explode'), { code: 'TW_E_PARSE', message: /explode/ });
  assert.throws(() => g.apply(42), { code: 'TW_E_ARG' });
  assert.throws(() => g.roll(), { code: 'TW_E_STATE' });
  assert.throws(() => g.render(7), { code: 'TW_E_ARG' });
  assert.throws(() => g.seed(-1), { code: 'TW_E_ARG' });
  assert.deepEqual(snapshot(g), before);
  g.free();
});

test('an illegal move is refused and undo takes a move back', () => {
  const g = new tw.Game('gearhead', 'seed=42');
  g.advance();
  const before = snapshot(g);
  assert.deepEqual(g.legalMoves().slice(0, 2), ['place:a1', 'place:b1']);
  assert.throws(() => g.apply('place:a8'), { code: 'TW_E_ILLEGAL' });
  assert.deepEqual(snapshot(g), before);
  g.apply('place:c1');
  assert.notEqual(g.hash(), before.hash);
  g.undo();
  assert.deepEqual(snapshot(g), before);
  g.free();
});

test('a replay reloads the same game and continues it with the same dice', () => {
  const g = new tw.Game('droids', 'players=2 seed=21');
  const bot = new tw.Bot('random', 4);
  for (let i = 0; i < 60 && !g.isOver; i++) {
    if (g.isChance) g.roll(); else g.apply(bot.choose(g));
  }
  const text = g.saveReplay();
  assert.match(text, /^toywar-replay 1\ngame droids\n/);
  const h = tw.Game.loadReplay(text);
  assert.deepEqual(snapshot(h), snapshot(g));
  assert.deepEqual(h.history(), g.history());
  while (!g.isChance && !g.isOver) { const m = bot.choose(g); g.apply(m); h.apply(m); }
  if (g.isChance) assert.equal(h.roll(), g.roll());
  assert.equal(h.hashHex(), g.hashHex());
  g.free(); h.free(); bot.free();
});

test('views: a player does not see the opponent\'s rack; the omniscient view does', () => {
  const g = new tw.Game('toybattle', 'seed=2');
  g.advance();
  const all = g.json(tw.VIEW_ALL);
  const p0 = g.json(0);
  assert.equal(all.viewer, 'all');
  assert.ok(Array.isArray(all.state.players[1].rack));
  assert.equal(p0.state.players[1].rack, null);
  assert.equal(p0.state.players[1].rack_size, all.state.players[1].rack_size);
  assert.equal(p0.position, null);
  assert.equal(all.position, g.toText());
  assert.match(g.render(0), /\S/);
  g.free();
});

test('the bots pick legal moves and leave the game unchanged', () => {
  const g = new tw.Game('gearhead', 'seed=5');
  g.advance();
  const before = snapshot(g);
  for (const spec of ['random', 'mcts:50']) {
    const bot = new tw.Bot(spec, 1);
    assert.equal(bot.name, spec);
    assert.ok(g.legalMoves().includes(bot.choose(g)));
    bot.free();
  }
  assert.deepEqual(snapshot(g), before);
  assert.throws(() => new tw.Bot('alphazero'), { code: 'TW_E_PARAM' });
  g.free();
});

test('handles: free() and Symbol.dispose release them; a freed game refuses every call', () => {
  const start = tw.liveHandles;
  const g = new tw.Game('gearhead');
  const c = g.clone();
  g.setRng(() => 0);
  assert.equal(tw.liveHandles, start + 2);
  g.free();
  g.free();                               // a second free is a no-op
  assert.equal(g.freed, true);
  assert.throws(() => g.toText(), { code: 'TW_E_ARG', message: /freed/ });
  assert.throws(() => g.apply('roll:1'), { code: 'TW_E_ARG' });
  c[Symbol.dispose]();
  assert.equal(tw.liveHandles, start);
  for (let i = 0; i < 2000; i++) new tw.Game('droids', 'players=4').free();
  assert.equal(tw.liveHandles, start);
});

test('seeds are 64-bit: a BigInt seed and the same seed as a param give the same game', () => {
  const a = new tw.Game('gearhead', 'seed=18446744073709551615');
  const b = new tw.Game('gearhead').seed(18446744073709551615n);
  assert.deepEqual(a.advance(), b.advance());
  assert.equal(a.hashHex(), b.hashHex());
  a.free(); b.free();
});
