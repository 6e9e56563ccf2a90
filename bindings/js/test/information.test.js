// SPDX-License-Identifier: MIT
// One seat's share through the binding (toywar.h's "Hidden information"):
// the viewer is always named, a seat's moves and refusals, records,
// determinization, the InfoState handle, and the bots' table and fair choice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tw } from './helpers.js';

const atDecision = (name, params) => { const g = new tw.Game(name, params); g.advance(); return g; };

test('views take a named viewer: none, or null, is refused rather than read as VIEW_ALL', () => {
  const g = atDecision('toybattle', 'seed=4');
  for (const call of ['json', 'jsonText', 'render', 'observation', 'observationHash', 'record', 'historyFor']) {
    assert.throws(() => g[call](), { code: 'TW_E_ARG', message: /viewer is required/ }, call);
    assert.throws(() => g[call](null), { code: 'TW_E_ARG', message: /VIEW_ALL/ }, call);
  }
  assert.equal(g.json(tw.VIEW_ALL).viewer, 'all');
  assert.equal(g.json(1).viewer, 1);
  assert.throws(() => g.observationHash(2), { code: 'TW_E_ARG' });
  g.free();
});

test('Gearhead hides nothing: every seat\'s answer is the all-seeing one', () => {
  const g = atDecision('gearhead', 'seed=5');
  for (let i = 0; i < 3; i++) { g.apply(g.legalMoves()[0]); g.advance(); }
  assert.equal(g.hasHidden, false);
  const cur = g.currentPlayer;
  for (const v of [0, 1, tw.VIEW_ALL]) {
    assert.equal(g.observation(v), g.toText());
    assert.equal(g.observationHash(v), g.hash());
    assert.deepEqual(g.historyFor(v), g.history());
  }
  assert.deepEqual(g.legalMoves(cur), g.legalMoves());
  assert.deepEqual(g.legalMoves(1 - cur), []);
  const record = g.record(1);
  assert.match(record, /\nviewer 1\n/);
  assert.doesNotMatch(record, /\nrng /);
  const sample = g.resample(0, () => 0);
  assert.equal(sample.toText(), g.toText());
  assert.equal(sample.historyLength, 0);
  sample.free(); g.free();
});

test('applyAs: a seat plays its own move; another seat, or a move not its own, is refused and nothing changes', () => {
  const g = atDecision('droids', 'seed=9');
  const seat = g.currentPlayer;
  const before = g.saveReplay();
  assert.throws(() => g.applyAs(1 - seat, g.legalMoves()[0]),
    { code: 'TW_E_ILLEGAL', message: `player ${1 - seat} may not move: it is player ${seat}'s decision` });
  assert.throws(() => g.applyAs(seat, 'obstacle:zz'), { code: 'TW_E_ILLEGAL', message: /'obstacle:zz' is not a legal move of player 0 now; its legal moves: obstacle:a1 / });
  assert.throws(() => g.applyAs(tw.VIEW_ALL, g.legalMoves()[0]), { code: 'TW_E_ARG' });
  assert.equal(g.saveReplay(), before);
  const move = g.legalMoves(seat)[0];
  g.applyAs(seat, move);
  assert.equal(g.history().at(-1), move);
  g.free();
});

test('InfoState: what one seat knows, read back from its text, sampled, cloned, freed', () => {
  const g = atDecision('droids', 'seed=9');
  const start = tw.liveHandles;
  const info = g.infostate(0);
  assert.equal(info.seat, 0);
  assert.equal(info.game, 'droids');
  assert.equal(info.observation(), g.observation(0));
  assert.equal(info.hash(), g.observationHash(0));
  const again = tw.InfoState.fromText('droids', 0, info.toText());
  assert.equal(again.toText(), info.toText());
  const copy = info.clone();
  assert.equal(copy.hash(), info.hash());
  const sample = info.sample(() => 0);
  assert.equal(sample.observation(0), g.observation(0));
  assert.throws(() => info.sample(() => -1), { code: 'TW_E_RNG', message: /the RNG returned -1/ });
  assert.throws(() => tw.InfoState.fromText('droids', 0, 'no position'), { code: 'TW_E_PARSE' });
  const bot = new tw.Bot('mcts:20', 1);
  assert.ok(g.legalMoves(0).includes(bot.chooseInfostate(info)));
  const omniscient = new tw.Bot('omniscient-mcts:20', 1);
  assert.throws(() => omniscient.chooseInfostate(info), { code: 'TW_E_STATE' });
  for (const h of [again, copy, sample, info, bot, omniscient]) h.free();
  assert.equal(tw.liveHandles, start);
  assert.throws(() => info.toText(), { code: 'TW_E_ARG', message: /freed/ });
  g.free();
});

test('the bots\' table comes from the library; the default bot is the fair one', () => {
  assert.deepEqual(tw.bots().map(({ name, params, fair }) => [name, params, fair]), [
    ['random', '', true], ['mcts', ':ITER[:PLAYOUT]', true], ['omniscient-mcts', ':ITER[:PLAYOUT]', false]]);
  assert.ok(tw.bots().every((k) => k.help.length > 10));
  const bot = new tw.Bot();
  assert.equal(bot.name, 'mcts');
  assert.equal(bot.isFair, true);
  const seer = new tw.Bot('omniscient-mcts:10', 1);
  assert.equal(seer.isFair, false);
  assert.throws(() => new tw.Bot('alphazero'), {
    code: 'TW_E_PARAM', message: "no bot named 'alphazero' (random, mcts[:ITER[:PLAYOUT]], omniscient-mcts[:ITER[:PLAYOUT]])" });
  bot.free(); seer.free();
});

test('Bot.choose(game) hands a fair bot the decider\'s information state only: the same move on games it cannot tell apart', () => {
  // Toy Battle after the deal: player 1's rack is hidden from player 0;
  // twins drawn from what player 0 knows differ in it.
  let a = 7;
  const rng = (bound) => { a = (Math.imul(a, 1103515245) + 12345) >>> 0; return a % bound; };
  let twinsDiffer = 0, seerTold = 0;
  for (let seed = 1; seed <= 4; seed++) {
    const g = atDecision('toybattle', `seed=${seed}`);
    for (let i = 0; i < 10 && g.currentPlayer !== 0; i++) { g.apply(g.legalMoves()[0]); g.advance(); }
    assert.equal(g.currentPlayer, 0);
    for (let k = 0; k < 3; k++) {
      const twin = g.resample(0, rng);
      twinsDiffer += twin.toText() !== g.toText();
      const fair = [g, twin].map((game) => { const b = new tw.Bot('mcts:60', seed); try { return b.choose(game); } finally { b.free(); } });
      assert.equal(fair[0], fair[1], `seed ${seed}, twin ${k}`);
      const seen = [g, twin].map((game) => { const b = new tw.Bot('omniscient-mcts:60', seed); try { return b.choose(game); } finally { b.free(); } });
      seerTold += seen[0] !== seen[1];
      twin.free();
    }
    g.free();
  }
  assert.ok(twinsDiffer >= 10, `${twinsDiffer} twins differ from the real game`);
  assert.ok(seerTold > 0, 'the all-seeing bot told no twin apart: the test would not see a cheat');
});
