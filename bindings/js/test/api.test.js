// SPDX-License-Identifier: MIT
// The whole API through the binding: one check for every function of the
// API description (api/toywar-api.json), each calling it through tw.raw, a
// game's namespace or the classes and asserting outcomes checked by hand
// against the rules, the board texts and the render. The module is wrapped
// so that every call into the library is counted: the last test fails if a
// function of the description has no check or was never called.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { bind, SIGNATURES } from '../src/core.js';

const require = createRequire(import.meta.url);
const description = JSON.parse(readFileSync(new URL('../../../api/toywar-api.json', import.meta.url), 'utf8'));
const M = await require('../dist/toywar_wasm.cjs')();
const called = new Set();
const tw = bind(new Proxy(M, {
  get(target, key) {
    const value = target[key];
    if (typeof key !== 'string' || !key.startsWith('_tw_') || typeof value !== 'function') return value;
    return (...args) => { called.add(key.slice(1)); return value(...args); };
  },
}));
const { raw, gearhead: gh, droids: dr, toybattle: tb } = tw;
const throwsCode = (fn, code) => assert.throws(fn, (e) => e instanceof tw.ToywarError && e.code === code);

// The fixtures. Gearhead seed 7: the roll-off 7 to 3, player 0 draws a
// Kangaruffian (R) and places it on rank 1.
const g7 = () => { const g = new tw.Game('gearhead', { seed: 7 }); g.advance(); return g; };
const GH_TEXT = '8/8/8/8/8/8/8/8 0 place:R A6C6D6X6H6K6O6P6R5T6B6Z6 - - - 0';
// Droids seed 3 on the standard board: North starts, and places the first obstacle.
const d3 = () => { const g = new tw.Game('droids', { seed: 3 }); g.advance(); return g; };
// Toy Battle seed 4 on castle-field: setup done, player 1 plays (X, T, R, K in hand).
const t4 = () => { const g = new tw.Game('toybattle', { seed: 4 }); g.advance(); return g; };
const CASTLE_FIELD = 'map castle-field\nsize 14 6\neffect castle\nsymmetric\n' +
  'hq HQ0 0 0 3\nhq HQ1 1 14 3\n' +
  'base a 1 3\nbase b 2 1\nbase c 2 5\nbase d 4 1\nbase e 4 5\nbase f 6 1\nbase g 6 5\n' +
  'base h 7 3\nbase i 8 1\nbase j 8 5\nbase k 10 1\nbase l 10 5\nbase m 12 1\n' +
  'base n 12 5\nbase o 13 3\n' +
  'path a-b b-d d-f f-i i-k k-m m-o o-n n-l l-j\n' +
  'path j-g g-e e-c c-a d-e k-l h-f h-i h-g h-j\n' +
  'path HQ0-a HQ0-b HQ0-c HQ1-o HQ1-n HQ1-m\n' +
  'special d l i g\n' +
  'region 3 a b d e c\nregion 3 d f h g e\nregion 1 f i h\nregion 1 g h j\n' +
  'region 3 h i k l j\nregion 3 k m o n l\nobjective 7\n';
const names = (g, moves) => moves.map((m) => raw.tw_move_to_string(g, m));

const checks = {
  // --- the library and its catalogue ---------------------------------------
  tw_version() { assert.equal(raw.tw_version(), 0x010000); assert.equal(tw.versionNumber, 0x010000); },
  tw_version_string() { assert.equal(raw.tw_version_string(), '1.0.0'); assert.equal(tw.version, description.version); },
  tw_status_string() {
    assert.equal(tw.statusString(tw.Status.E_PARSE), 'parse error');
    assert.equal(raw.tw_status_string(0), 'ok');
  },
  tw_games_count() { assert.equal(raw.tw_games_count(), 3); },
  tw_games_name() { assert.deepEqual([0, 1, 2, 3].map((i) => raw.tw_games_name(i)), ['gearhead', 'droids', 'toybattle', null]); },
  tw_games_about() {
    assert.match(raw.tw_games_about('droids'), /^Droids: program your droid/);
    assert.equal(raw.tw_games_about('chess'), null);
  },
  tw_games_players() {
    assert.deepEqual(raw.tw_games_players('droids'), { minPlayers: 1, maxPlayers: 4 });
    throwsCode(() => raw.tw_games_players('chess'), 'TW_E_ARG');
  },
  tw_games_param_count() { assert.deepEqual(['gearhead', 'droids', 'toybattle'].map((n) => raw.tw_games_param_count(n)), [1, 5, 2]); },
  tw_games_param_key() { assert.equal(raw.tw_games_param_key('droids', 2), 'killer_shots'); },
  tw_games_param_help() { assert.match(raw.tw_games_param_help('gearhead', 0), /^whether the toy placed this turn moves/); },
  tw_games_param_kind() {
    assert.equal(raw.tw_games_param_kind('droids', 0), tw.ParamKind.INT);
    assert.equal(raw.tw_games_param_kind('droids', 1), tw.ParamKind.ENUM);
  },
  tw_games_param_range() { assert.deepEqual(raw.tw_games_param_range('droids', 4), { min: 1, max: 1000, defaultValue: 100 }); },
  tw_games_param_value() {
    assert.equal(raw.tw_games_param_value('droids', 1, 6), 'robot-killer');
    assert.equal(raw.tw_games_param_value('droids', 1, 7), null);
  },

  // --- games: creating, copying, freeing -----------------------------------
  tw_game_new() {
    const h = raw.tw_game_new('droids', 'players=3 seed=1');
    assert.ok(Number.isInteger(h) && h > 0);
    assert.equal(raw.tw_game_num_players(h), 3);
    raw.tw_game_free(h);
    throwsCode(() => raw.tw_game_new('droids', 'players=9'), 'TW_E_PARAM');
  },
  tw_game_new_with_alloc() {
    // A counting allocator over the module's own malloc: every block it
    // hands out is given back when the game is freed.
    let live = 0, calls = 0;
    const alloc = (ptr, oldSize, newSize) => {
      calls++;
      if (newSize === 0) { if (ptr) { live--; tw.module._free(ptr); } return 0; }
      if (!ptr) live++;
      return tw.module._realloc(ptr, newSize);
    };
    const h = raw.tw_game_new_with_alloc('gearhead', 'seed=7', alloc);
    assert.ok(calls > 0 && live > 0);
    raw.tw_game_advance(h);
    assert.equal(raw.tw_game_to_text(h), GH_TEXT);
    raw.tw_game_free(h);
    assert.equal(live, 0);
    throwsCode(() => raw.tw_game_new_with_alloc('gearhead', '', () => 0), 'TW_E_NOMEM');
  },
  tw_game_clone() {
    const g = g7();
    const h = raw.tw_game_clone(g);
    assert.equal(raw.tw_game_hash(h), g.hash());
    assert.equal(raw.tw_game_history(h).length, 3);
    raw.tw_game_free(h);
    g.free();
  },
  tw_game_copy_position() {
    const g = g7(), dst = new tw.Game('gearhead', { seed: 1 });
    dst.copyPosition(g);
    assert.equal(dst.toText(), GH_TEXT);
    assert.equal(dst.hash(), g.hash());
    throwsCode(() => raw.tw_game_copy_position(dst, new tw.Game('droids')), 'TW_E_ARG');
    g.free(); dst.free();
  },
  tw_game_free() {
    const h = raw.tw_game_new('gearhead', '');
    assert.equal(raw.tw_game_free(h), undefined);
    const g = new tw.Game('gearhead');
    assert.throws(() => raw.tw_game_free(g), /game\.free\(\)/);   // a Game frees itself
    g.free();
    assert.equal(g.freed, true);
  },
  tw_game_error() {
    const g = g7();
    throwsCode(() => g.apply('place:a8'), 'TW_E_ILLEGAL');
    assert.match(raw.tw_game_error(g), /place:a8/);
    throwsCode(() => raw.tw_game_new('chess', ''), 'TW_E_ARG');
    assert.equal(raw.tw_game_error(null), 'tw_game_new: no game is called that');   // the thread's last failed creation
    g.free();
  },
  tw_game_num_players() { const g = d3(); assert.equal(raw.tw_game_num_players(g), 2); assert.equal(g.numPlayers, 2); g.free(); },
  tw_game_name() { const g = t4(); assert.equal(raw.tw_game_name(g), 'toybattle'); g.free(); },
  tw_game_current_player() {
    const g = new tw.Game('gearhead', { seed: 7 });
    assert.equal(raw.tw_game_current_player(g), tw.PLAYER_CHANCE);
    g.advance();
    assert.equal(raw.tw_game_current_player(g), 0);
    g.free();
  },
  tw_game_legal_moves() {
    const g = g7();
    assert.deepEqual(names(g, raw.tw_game_legal_moves(g)), 'abcdefgh'.split('').map((f) => `place:${f}1`));
    g.free();
  },
  tw_game_chance_weights() {
    const g = new tw.Game('gearhead', { seed: 7 });
    const rows = raw.tw_game_chance_weights(g);
    assert.deepEqual(rows.map((r) => [raw.tw_move_to_string(g, r.move), r.weight]),
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`roll:${n}`, 1]));
    g.free();
  },
  tw_game_apply() {
    const g = g7();
    raw.tw_game_apply(g, raw.tw_move_from_string(g, 'place:c1'));
    assert.deepEqual(gh.square(g, 2, 0), { toy: gh.Toy.KANGARUFFIAN, facing: gh.Facing.NORTH, flags: 0 });
    throwsCode(() => raw.tw_game_apply(g, 12345), 'TW_E_ILLEGAL');
    g.free();
  },
  tw_game_undo() {
    const g = g7();
    g.apply('place:c1');
    raw.tw_game_undo(g);
    assert.equal(g.toText(), GH_TEXT);
    g.free();
  },
  tw_game_history() {
    const g = g7();
    assert.deepEqual(names(g, raw.tw_game_history(g)), ['roll:7', 'roll:3', 'draw:R']);
    g.free();
  },
  tw_game_set_rng() {
    const h = raw.tw_game_new('gearhead', '');
    raw.tw_game_set_rng(h, (bound) => bound - 1);        // always the last outcome
    assert.equal(raw.tw_move_to_string(h, raw.tw_game_roll(h)), 'roll:8');
    raw.tw_game_set_rng(h, () => 99);                   // out of range: the roll fails
    assert.throws(() => raw.tw_game_roll(h), (e) => e.code === 'TW_E_RNG' && /returned 99/.test(e.message));
    raw.tw_game_set_rng(h, null);
    raw.tw_game_free(h);
  },
  tw_game_seed() {
    const g = new tw.Game('gearhead', { seed: 1 });
    raw.tw_game_seed(g, 7n);
    g.advance();
    assert.equal(g.toText(), GH_TEXT);
    throwsCode(() => raw.tw_game_seed(g, -1), 'TW_E_ARG');
    g.free();
  },
  tw_game_roll() {
    const g = new tw.Game('gearhead', { seed: 7 });
    assert.equal(raw.tw_move_to_string(g, raw.tw_game_roll(g)), 'roll:7');
    assert.equal(g.roll(), 'roll:3');
    g.free();
  },
  tw_game_advance() {
    const g = new tw.Game('gearhead', { seed: 7 });
    assert.equal(raw.tw_game_advance(g), undefined);
    assert.deepEqual(g.history(), ['roll:7', 'roll:3', 'draw:R']);
    throwsCode(() => raw.tw_game_roll(g), 'TW_E_STATE');   // a decision: nothing to roll
    g.free();
  },
  tw_move_to_string() { const g = new tw.Game('gearhead'); assert.equal(raw.tw_move_to_string(g, 65537), 'roll:1'); g.free(); },
  tw_move_from_string() {
    const g = new tw.Game('gearhead');
    assert.equal(raw.tw_move_from_string(g, 'roll:8'), 65544);
    throwsCode(() => raw.tw_move_from_string(g, 'fly:z9'), 'TW_E_PARSE');
    g.free();
  },
  tw_game_to_text() { const g = g7(); assert.equal(raw.tw_game_to_text(g), GH_TEXT); g.free(); },
  tw_game_from_text() {
    const g = g7();
    const h = raw.tw_game_from_text('gearhead', GH_TEXT);
    assert.equal(raw.tw_game_hash(h), g.hash());
    raw.tw_game_free(h);
    throwsCode(() => tw.Game.fromText('gearhead', 'nonsense'), 'TW_E_PARSE');
    g.free();
  },
  tw_game_render() {
    const g = g7();
    assert.match(raw.tw_game_render(g, tw.VIEW_ALL), /now: player 0 places the drawn Kangaruffian on an empty square of rank 1/);
    g.free();
  },
  tw_game_to_json() {
    const g = g7();
    const view = JSON.parse(raw.tw_game_to_json(g, 1));
    // Player 1's view: player 0's moves are not listed to it.
    assert.deepEqual([view.game, view.viewer, view.current_player, view.legal_moves.length], ['gearhead', 1, 0, 0]);
    assert.equal(JSON.parse(raw.tw_game_to_json(g, 0)).legal_moves.length, 8);
    g.free();
  },
  tw_game_save_replay() { const g = g7(); assert.match(raw.tw_game_save_replay(g), /\nmoves 3\nroll:7 roll:3 draw:R\n$/); g.free(); },
  tw_game_load_replay() {
    const g = g7();
    const h = raw.tw_game_load_replay(g.saveReplay());
    assert.equal(raw.tw_game_to_text(h), GH_TEXT);
    raw.tw_game_free(h);
    g.free();
  },
  tw_game_hash() { const g = g7(); assert.equal(raw.tw_game_hash(g), 0xdd1137083bdc7048n); g.free(); },
  tw_game_is_over() { const g = g7(); assert.equal(raw.tw_game_is_over(g), false); g.free(); },
  tw_game_scores() { const g = g7(); assert.deepEqual(raw.tw_game_scores(g), [0, 0]); g.free(); },
  tw_game_winner() { const g = g7(); assert.equal(raw.tw_game_winner(g), tw.WINNER_NONE); g.free(); },
  tw_game_has_hidden() {
    const g = g7(), d = d3();
    assert.deepEqual([raw.tw_game_has_hidden(g), raw.tw_game_has_hidden(d)], [false, true]);
    g.free(); d.free();
  },

  // --- what one seat knows -------------------------------------------------
  tw_game_observation() {
    const d = d3(), t = t4();
    assert.equal(raw.tw_game_observation(d, 0),
      'board=standard scenario=challenge players=2 turn=1 start=N phase=setup cur=N S=e1 N=f10');
    assert.notEqual(raw.tw_game_observation(t, 0), raw.tw_game_observation(t, tw.VIEW_ALL));   // the racks
    d.free(); t.free();
  },
  tw_game_observation_hash() {
    const t = t4();
    assert.equal(typeof raw.tw_game_observation_hash(t, 0), 'bigint');
    assert.equal(raw.tw_game_observation_hash(t, 0), t.observationHash(0));
    assert.notEqual(raw.tw_game_observation_hash(t, 0), raw.tw_game_observation_hash(t, 1));
    t.free();
  },
  tw_game_legal_moves_for() {
    const d = d3();
    assert.equal(raw.tw_game_legal_moves_for(d, 1).length, raw.tw_game_legal_moves(d).length);   // North places
    assert.deepEqual(raw.tw_game_legal_moves_for(d, 0), []);
    assert.equal(raw.tw_move_to_string(d, raw.tw_game_legal_moves_for(d, 1)[0]), 'obstacle:a1');
    d.free();
  },
  tw_game_chance_weights_for() {
    const d = new tw.Game('droids', { seed: 3 });
    assert.deepEqual(raw.tw_game_chance_weights_for(d, 0).map((r) => [raw.tw_move_to_string(d, r.move), r.weight]),
      [['first:S', 1], ['first:N', 1]]);
    d.free();
  },
  tw_game_apply_as() {
    const d = d3();
    const move = raw.tw_move_from_string(d, 'obstacle:a1');
    throwsCode(() => raw.tw_game_apply_as(d, 0, move), 'TW_E_ILLEGAL');   // North's turn
    raw.tw_game_apply_as(d, 1, move);
    assert.equal(dr.obstaclesPlaced(d), 1);
    d.free();
  },
  tw_game_history_for() {
    const g = g7();
    assert.deepEqual(names(g, raw.tw_game_history_for(g, 1)), ['roll:7', 'roll:3', 'draw:R']);
    g.free();
  },
  tw_game_save_replay_for() {
    const g = g7();
    const record = raw.tw_game_save_replay_for(g, 1);
    assert.match(record, /roll:7 roll:3 draw:R/);
    assert.doesNotMatch(record, /^seed /m);
    g.free();
  },
  tw_game_resample() {
    const d = d3();
    const h = raw.tw_game_resample(d, 0, () => 0);
    assert.equal(raw.tw_game_name(h), 'droids');
    assert.equal(raw.tw_game_observation_hash(h, 0), d.observationHash(0));   // the same to seat 0
    raw.tw_game_free(h);
    d.free();
  },

  // --- information states --------------------------------------------------
  tw_infostate_new() {
    const d = d3();
    const h = raw.tw_infostate_new(d, 0);
    assert.equal(raw.tw_infostate_hash(h), d.observationHash(0));
    raw.tw_infostate_free(h);
    d.free();
  },
  tw_infostate_from_text() {
    const d = d3(), info = d.infostate(1);
    const h = raw.tw_infostate_from_text('droids', 1, info.toText());
    assert.equal(raw.tw_infostate_hash(h), info.hash());
    raw.tw_infostate_free(h);
    info.free(); d.free();
  },
  tw_infostate_to_text() {
    const d = d3(), info = d.infostate(0);
    assert.match(raw.tw_infostate_to_text(info), /\S/);
    assert.equal(raw.tw_infostate_to_text(info), info.toText());
    info.free(); d.free();
  },
  tw_infostate_observation() {
    const d = d3(), info = d.infostate(0);
    assert.equal(raw.tw_infostate_observation(info), d.observation(0));
    info.free(); d.free();
  },
  tw_infostate_hash() { const d = d3(), info = d.infostate(1); assert.equal(raw.tw_infostate_hash(info), d.observationHash(1)); info.free(); d.free(); },
  tw_infostate_seat() { const d = d3(), info = d.infostate(1); assert.equal(raw.tw_infostate_seat(info), 1); info.free(); d.free(); },
  tw_infostate_game() { const d = d3(), info = d.infostate(1); assert.equal(raw.tw_infostate_game(info), 'droids'); info.free(); d.free(); },
  tw_infostate_sample() {
    const d = d3(), info = d.infostate(0);
    const h = raw.tw_infostate_sample(info, () => 0);
    assert.equal(raw.tw_game_observation_hash(h, 0), info.hash());
    raw.tw_game_free(h);
    info.free(); d.free();
  },
  tw_infostate_sample_into() {
    const d = d3(), info = d.infostate(0), into = new tw.Game('droids', { seed: 9 });
    assert.equal(info.sampleInto(into, () => 0), into);
    assert.equal(into.observationHash(0), info.hash());
    raw.tw_infostate_sample_into(info, () => 0, into);
    assert.equal(into.observationHash(0), info.hash());
    info.free(); d.free(); into.free();
  },
  tw_infostate_clone() {
    const d = d3(), info = d.infostate(0);
    const h = raw.tw_infostate_clone(info);
    assert.equal(raw.tw_infostate_hash(h), info.hash());
    raw.tw_infostate_free(h);
    info.free(); d.free();
  },
  tw_infostate_error() {
    throwsCode(() => tw.InfoState.fromText('droids', 0, 'nonsense'), 'TW_E_PARSE');
    assert.notEqual(raw.tw_infostate_error(null), '');
  },
  tw_infostate_free() {
    const d = d3();
    const h = raw.tw_infostate_new(d, 0);
    assert.equal(raw.tw_infostate_free(h), undefined);
    d.free();
  },

  // --- events --------------------------------------------------------------
  tw_game_event_kind_name() {
    assert.equal(tw.eventKindName(tw.EventKind.ROLLED), 'rolled');
    assert.equal(raw.tw_game_event_kind_name(tw.EventKind.MOVED), 'moved');
    assert.equal(raw.tw_game_event_kind_name(999), null);
  },
  tw_game_event_count() { const g = g7(); assert.equal(raw.tw_game_event_count(g, 0, tw.VIEW_ALL), 1); assert.equal(g.eventCount(0, 1), 1); g.free(); },
  tw_game_event() {
    const g = g7();
    assert.deepEqual(raw.tw_game_event(g, 0, 0, tw.VIEW_ALL),
      { kind: tw.EventKind.ROLLED, player: 0, piece: -103, from: -103, to: -103, value: 7 });
    g.free();
  },
  tw_game_event_text() { const g = g7(); assert.equal(raw.tw_game_event_text(g, 0, 0, 1), 'Player 0 rolls 7 for the roll-off.'); g.free(); },
  tw_game_events_json() {
    const g = g7();
    assert.deepEqual(JSON.parse(raw.tw_game_events_json(g, 1, tw.VIEW_ALL)).map((e) => [e.kind, e.player, e.value]), [['rolled', 1, 3], ['turn', 0, null]]);   // player 1 rolls 3: player 0's turn
    g.free();
  },

  // --- Droids --------------------------------------------------------------
  tw_droids_new_on_board() {
    const g = dr.newOnBoard(dr.defaultBoard(), 'seed=3');
    assert.ok(g instanceof tw.Game);
    g.advance();
    assert.equal(g.history()[0], 'first:N');
    g.free();
    throwsCode(() => dr.newOnBoard('#', ''), 'TW_E_PARSE');
  },
  tw_droids_check_board() {
    assert.equal(dr.checkBoard(dr.defaultBoard()), '');
    assert.equal(dr.checkBoard('nonsense'), 'board line 1: a row has 8 squares, expected 10');
  },
  tw_droids_default_board() {
    const board = dr.defaultBoard();
    assert.match(board, /^; Droids standard board/);
    assert.match(board, /\nR\.\.\.S\.\.\.\.#\n/);            // rank 1: South's droid on e1
    assert.match(board, /\nsheet 10 X V2n X\n/);
  },
  tw_droids_scenario() { const d = d3(); assert.equal(dr.scenario(d), dr.Scenario.CHALLENGE); d.free(); },
  tw_droids_phase() { const d = d3(); assert.equal(dr.phase(d), dr.Phase.SETUP); d.free(); },
  tw_droids_turn() { const d = d3(); assert.equal(dr.turn(d), 1); d.free(); },
  tw_droids_start_player() {
    const d = new tw.Game('droids', { seed: 3 });
    assert.equal(dr.startPlayer(d), -103);   // TW_NONE: not drawn yet
    d.advance();
    assert.equal(dr.startPlayer(d), 1);
    d.free();
  },
  tw_droids_terrain() {
    const d = d3();
    // e6 (square 54) is the grey statue's fixed square... and c5 water: '~2~3G.4..E' is rank 5.
    assert.equal(dr.terrain(d, 0), dr.Terrain.LAND);
    assert.equal(dr.terrain(d, 40), dr.Terrain.WATER);        // a5 '~'
    assert.equal(dr.terrain(d, 22), dr.Terrain.FIXED);        // c3 '#'
    throwsCode(() => dr.terrain(d, 100), 'TW_E_ARG');
    d.free();
  },
  tw_droids_object() { const d = d3(); assert.equal(dr.object(d, 0), dr.Object.NONE); d.free(); },
  tw_droids_start_square() { const d = d3(); assert.deepEqual([dr.startSquare(d, 0), dr.startSquare(d, 1)], [4, 95]); d.free(); },
  tw_droids_robot_square() {
    const d = d3();
    assert.deepEqual([dr.robotSquare(d, dr.Robot.SOUTH), dr.robotSquare(d, dr.Robot.NORTH), dr.robotSquare(d, dr.Robot.WEST)], [4, 95, -103]);
    d.free();
  },
  tw_droids_robot_at() { const d = d3(); assert.deepEqual([dr.robotAt(d, 95), dr.robotAt(d, 0)], [dr.Robot.NORTH, -103]); d.free(); },
  tw_droids_carried() { const d = d3(); assert.deepEqual(dr.carried(d, 0), { object: dr.Object.NONE, count: 0 }); d.free(); },
  tw_droids_covered() { const d = d3(); assert.equal(dr.covered(d, 0), 0); d.free(); },
  tw_droids_box() { const d = d3(); assert.deepEqual(dr.box(d, 0, 0, 0), { chit: dr.Chit.NONE, direction: -103 }); d.free(); },
  tw_droids_rack_size() { const d = d3(); assert.equal(dr.rackSize(d, 0), 0); d.free(); },
  tw_droids_rack_pile_count() { const d = d3(); assert.equal(dr.rackPileCount(d, 0, dr.Pile.VIOLET), 0); d.free(); },
  tw_droids_rack_count() {
    const d = d3();
    assert.equal(dr.rackCount(d, 0, dr.Chit.V1, 0), 0);            // her own rack: empty
    assert.equal(dr.rackCount(d, 0, dr.Chit.V1, 1), tw.HIDDEN);    // another's
    d.free();
  },
  tw_droids_pile_count() { const d = d3(); assert.equal(dr.pileCount(d, dr.Pile.VIOLET), 32); d.free(); },
  tw_droids_pile_kind_count() {
    const d = d3();
    assert.equal(dr.pileKindCount(d, dr.Chit.V1, 0), tw.HIDDEN);   // a blind pile
    assert.ok(dr.pileKindCount(d, dr.Chit.V1, tw.VIEW_ALL) > 0);
    d.free();
  },
  tw_droids_is_eliminated() { const d = d3(); assert.equal(dr.isEliminated(d, 0), false); d.free(); },
  tw_droids_cargo_score() { const d = d3(); assert.equal(dr.cargoScore(d, 0), 0); d.free(); },
  tw_droids_hits_pending() { const d = d3(); assert.equal(dr.hitsPending(d, 1), 0); d.free(); },
  tw_droids_mine_rolls_pending() { const d = d3(); assert.equal(dr.mineRollsPending(d, 1), 0); d.free(); },
  tw_droids_player_flags() { const d = d3(); assert.equal(dr.playerFlags(d, 0) & dr.Flag.ELIMINATED, 0); d.free(); },
  tw_droids_max_turns() { const d = new tw.Game('droids', { max_turns: 30 }); assert.equal(dr.maxTurns(d), 30); d.free(); },
  tw_droids_killer_shots() { const d = new tw.Game('droids', { players: 1, scenario: 'robot-killer', killer_shots: 3 }); assert.equal(dr.killerShots(d), 3); d.free(); },
  tw_droids_has_teams() { const d = d3(); assert.equal(dr.hasTeams(d), false); d.free(); },
  tw_droids_chooser() { const d = d3(); assert.equal(dr.chooser(d), 1); d.free(); },   // North places the obstacles
  tw_droids_actor() { const d = d3(); assert.equal(dr.actor(d), -103); d.free(); },
  tw_droids_obstacles_placed() { const d = d3(); assert.equal(dr.obstaclesPlaced(d), 0); d.apply('obstacle:a1'); assert.equal(dr.obstaclesPlaced(d), 1); d.free(); },
  tw_droids_pending_pile() { const d = d3(); assert.equal(dr.pendingPile(d), -103); d.free(); },
  tw_droids_pending_chit() { const d = d3(); assert.deepEqual(dr.pendingChit(d), { chit: dr.Chit.NONE, direction: -103 }); d.free(); },
  tw_droids_pending_shot() { const d = d3(); assert.deepEqual(dr.pendingShot(d), { value: -103, distance: -103 }); d.free(); },
  tw_droids_sheet_position() { const d = d3(); assert.equal(dr.sheetPosition(d), -103); d.free(); },
  tw_droids_sheet_order() {
    const d = d3();
    // The standard sheet's set 1: "V1s X V1e".
    assert.deepEqual(dr.sheetOrder(d, 0, 0), { chit: dr.Chit.V1, direction: dr.Dir.S });
    assert.deepEqual(dr.sheetOrder(d, 0, 2), { chit: dr.Chit.V1, direction: dr.Dir.E });
    d.free();
  },
  tw_droids_is_killer_done() { const d = d3(); assert.equal(dr.isKillerDone(d), false); d.free(); },
  tw_droids_is_sheet_sent() { const d = d3(); assert.equal(dr.isSheetSent(d, 0, 0), false); d.free(); },
  tw_droids_chit_name() { assert.equal(dr.chitName(dr.Chit.V1), 'land: advance 1'); },
  tw_droids_chit_code() { assert.equal(dr.chitCode(dr.Chit.V1), 'V1'); },
  tw_droids_robot_name() { assert.equal(dr.robotName(dr.Robot.GREY), 'grey droid'); },
  tw_droids_robot_code() { assert.equal(dr.robotCode(dr.Robot.GREY), 'G'); },
  tw_droids_object_name() { assert.equal(dr.objectName(dr.Object.MINE), 'mine'); assert.equal(dr.objectName(99), null); },
  tw_droids_object_code() { assert.equal(dr.objectCode(dr.Object.MINE), 'M'); },
  tw_droids_pile_name() { assert.equal(dr.pileName(dr.Pile.VIOLET), 'violet'); },
  tw_droids_pile_code() { assert.equal(dr.pileCode(dr.Pile.VIOLET), 'V'); },
  tw_droids_phase_name() { assert.equal(dr.phaseName(dr.Phase.FIRST), 'first'); },

  // --- Gearhead Skirmish ---------------------------------------------------
  tw_gearhead_square() {
    const g = g7();
    assert.deepEqual(gh.square(g, 2, 0), { toy: gh.Toy.NONE, facing: -103, flags: 0 });
    g.apply('place:c1');
    assert.deepEqual(gh.square(g, 2, 0), { toy: gh.Toy.KANGARUFFIAN, facing: gh.Facing.NORTH, flags: 0 });
    throwsCode(() => gh.square(g, 8, 0), 'TW_E_ARG');
    g.free();
  },
  tw_gearhead_cup_count() { const g = g7(); assert.deepEqual([gh.cupCount(g, gh.Toy.KANGARUFFIAN), gh.cupCount(g, gh.Toy.BIG_AL)], [5, 6]); g.free(); },
  tw_gearhead_cup_total() { const g = g7(); assert.equal(gh.cupTotal(g), 71); g.free(); },
  tw_gearhead_discard_count() { const g = g7(); assert.equal(gh.discardCount(g, gh.Toy.KANGARUFFIAN), 0); g.free(); },
  tw_gearhead_victory_count() { const g = g7(); assert.equal(gh.victoryCount(g, 1, gh.Toy.ZIGGY), 0); g.free(); },
  tw_gearhead_phase() { const g = g7(); assert.equal(gh.phase(g), gh.Phase.PLACE); g.free(); },
  tw_gearhead_turn_player() { const g = g7(); assert.equal(gh.turnPlayer(g), 0); g.free(); },
  tw_gearhead_active_square() { const g = g7(); assert.deepEqual(gh.activeSquare(g), { file: -103, rank: -103, step: gh.Step.NONE }); g.free(); },
  tw_gearhead_dice() { const g = g7(); assert.deepEqual(gh.dice(g), { moveRoll: -103, distance: -103, prestoFile: -103, secondMove: 0 }); g.free(); },
  tw_gearhead_punch_target() { const g = g7(); assert.deepEqual(gh.punchTarget(g), { file: -103, rank: -103 }); g.free(); },
  tw_gearhead_drawn() { const g = g7(); assert.equal(gh.drawn(g), gh.Toy.KANGARUFFIAN); g.free(); },
  tw_gearhead_rolloff() { const g = g7(); assert.equal(gh.rolloff(g), -103); g.free(); },
  tw_gearhead_idle_turns() { const g = g7(); assert.equal(gh.idleTurns(g), 0); g.free(); },
  tw_gearhead_has_moved() { const g = g7(); assert.equal(gh.hasMoved(g), false); g.free(); },
  tw_gearhead_has_placed_moves() {
    const on = g7(), off = new tw.Game('gearhead', { placed_moves: false });
    assert.deepEqual([gh.hasPlacedMoves(on), gh.hasPlacedMoves(off)], [true, false]);
    on.free(); off.free();
  },
  tw_gearhead_toy_name() { assert.equal(gh.toyName(gh.Toy.KANGARUFFIAN), 'Kangaruffian'); assert.equal(gh.toyName(gh.Toy.NONE), null); },
  tw_gearhead_toy_code() { assert.equal(gh.toyCode(gh.Toy.KANGARUFFIAN), 'R'); },
  tw_gearhead_phase_name() { assert.equal(gh.phaseName(gh.Phase.PLACE), 'place'); },

  // --- Toy Battle ----------------------------------------------------------
  tw_toybattle_check_map() {
    assert.equal(tb.checkMap(CASTLE_FIELD), '');
    assert.notEqual(tb.checkMap(CASTLE_FIELD.replace('objective 7', 'objective 6')), '');
  },
  tw_toybattle_new_on_map() {
    const g = tb.newOnMap(CASTLE_FIELD, 'seed=4');
    assert.ok(g instanceof tw.Game);
    g.advance();
    assert.equal(tb.nodeCount(g), 17);
    g.free();
  },
  tw_toybattle_map_name() { const t = t4(); assert.equal(tb.mapName(t), 'castle-field'); t.free(); },
  tw_toybattle_map_info() { const t = t4(); assert.deepEqual(tb.mapInfo(t), { effect: tb.Effect.CASTLE, objective: 7, width: 14, height: 6 }); t.free(); },
  tw_toybattle_has_special_bases() { const t = t4(); assert.equal(tb.hasSpecialBases(t), true); t.free(); },
  tw_toybattle_node_count() { const t = t4(); assert.equal(tb.nodeCount(t), 17); t.free(); },
  tw_toybattle_node() { const t = t4(); assert.deepEqual(tb.node(t, 0), { hqOwner: 0, x: 0, y: 3, special: 0, gate: 0 }); t.free(); },
  tw_toybattle_node_name() { const t = t4(); assert.equal(tb.nodeName(t, 0), 'HQ0'); t.free(); },
  tw_toybattle_node_find() { const t = t4(); assert.deepEqual([tb.nodeFind(t, 'HQ0'), tb.nodeFind(t, 'zz')], [0, -103]); t.free(); },
  tw_toybattle_is_adjacent() {
    const t = t4(), a = tb.nodeFind(t, 'a'), b = tb.nodeFind(t, 'b'), o = tb.nodeFind(t, 'o');
    assert.deepEqual([tb.isAdjacent(t, a, b), tb.isAdjacent(t, a, o)], [true, false]);   // path a-b
    t.free();
  },
  tw_toybattle_region_count() { const t = t4(); assert.equal(tb.regionCount(t), 6); t.free(); },
  tw_toybattle_region() {
    const t = t4();
    const region = tb.region(t, 0);   // region 3 a b d e c
    assert.deepEqual([region.medals, region.owner], [3, -103]);
    assert.deepEqual(region.ring.map((n) => tb.nodeName(t, n)).sort(), ['a', 'b', 'c', 'd', 'e']);
    t.free();
  },
  tw_toybattle_stack() {
    const t = t4();
    assert.deepEqual(tb.stack(t, 0), []);
    t.apply('X@m');
    assert.deepEqual(tb.stack(t, tb.nodeFind(t, 'm')), [{ kind: tb.Troop.XB42, owner: 1 }]);
    t.free();
  },
  tw_toybattle_rack_size() { const t = t4(); assert.equal(tb.rackSize(t, 1), 3); t.free(); },
  tw_toybattle_rack() {
    const t = t4();
    const mine = tb.rack(t, 1, 1);
    assert.equal(mine.length, tb.Troop.ROXY + 1);
    // An XB-42 and two Stars: the moves X@m and T@m, the deal's last draws (T, X, T, T, R, K, X: player 1 every other).
    assert.deepEqual(mine, [0, 0, 0, 0, 0, 1, 2, 0]);
    assert.deepEqual(tb.rack(t, 1, 0), Array(8).fill(tw.HIDDEN));
    t.free();
  },
  tw_toybattle_reserve_size() { const t = t4(); assert.equal(tb.reserveSize(t, 0), 16); t.free(); },
  tw_toybattle_reserve() { const t = t4(); assert.deepEqual(tb.reserve(t, 0, 0), Array(8).fill(tw.HIDDEN)); t.free(); },
  tw_toybattle_removed_size() { const t = t4(); assert.equal(tb.removedSize(t, 0), 4); t.free(); },
  tw_toybattle_removed() {
    const t = t4();
    assert.equal(tb.removed(t, 0, tw.VIEW_ALL).reduce((a, b) => a + b, 0), 4);
    assert.deepEqual(tb.removed(t, 0, 1), Array(8).fill(tw.HIDDEN));
    t.free();
  },
  tw_toybattle_discard() { const t = t4(); assert.deepEqual(tb.discard(t, 0), Array(8).fill(0)); t.free(); },
  tw_toybattle_frozen() { const t = t4(); assert.deepEqual(tb.frozen(t, 0), Array(8).fill(0)); t.free(); },
  tw_toybattle_known() { const t = t4(); assert.deepEqual(tb.known(t, 0), Array(8).fill(0)); t.free(); },
  tw_toybattle_medals() { const t = t4(); assert.equal(tb.medals(t, 1), 0); t.free(); },
  tw_toybattle_phase() { const t = t4(); assert.equal(tb.phase(t), tb.Phase.PLAY); t.free(); },
  tw_toybattle_turn_player() { const t = t4(); assert.equal(tb.turnPlayer(t), 1); t.free(); },
  tw_toybattle_first_player() { const t = t4(); assert.equal(tb.firstPlayer(t), 1); t.free(); },
  tw_toybattle_left() { const t = t4(); assert.equal(tb.left(t), 0); t.free(); },
  tw_toybattle_step() { const t = t4(); assert.equal(tb.step(t), tb.Step.NONE); t.free(); },
  tw_toybattle_placements() { const t = t4(); assert.deepEqual(tb.placements(t), []); t.free(); },
  tw_toybattle_resolving() { const t = t4(); assert.equal(tb.resolving(t), -103); t.free(); },
  tw_toybattle_volcano_target() { const t = t4(); assert.equal(tb.volcanoTarget(t), -103); t.free(); },
  tw_toybattle_end() { const t = t4(); assert.equal(tb.end(t), tb.End.NONE); t.free(); },
  tw_toybattle_troop_name() { assert.equal(tb.troopName(tb.Troop.JUMBO), 'Jumbo'); },
  tw_toybattle_troop_code() { assert.equal(tb.troopCode(tb.Troop.JUMBO), 'J'); },
  tw_toybattle_phase_name() { assert.equal(tb.phaseName(tb.Phase.FIRST), 'first'); },
};

test('the table is the description: every function, in order', () => {
  assert.deepEqual(SIGNATURES.map((s) => s.name), description.functions.map((f) => f.name));
  assert.equal(SIGNATURES.length, 169);
});

for (const fn of description.functions) {
  test(`${fn.name}`, () => {
    assert.ok(checks[fn.name], `no check calls ${fn.name}`);
    checks[fn.name]();
    assert.ok(called.has(fn.name), `the check of ${fn.name} did not call it`);
  });
}

test('every function of the description was called, and every check is of one', () => {
  const missing = description.functions.map((f) => f.name).filter((n) => !called.has(n));
  assert.deepEqual(missing, []);
  const strays = Object.keys(checks).filter((n) => !description.functions.some((f) => f.name === n));
  assert.deepEqual(strays, []);
});

test('the namespaces hold every game function under its JavaScript name, and the enums', () => {
  for (const sig of SIGNATURES.filter((s) => s.game)) assert.equal(typeof tw[sig.game][sig.js], 'function', sig.name);
  assert.equal(gh.Toy.BIG_AL, 1);
  assert.equal(dr.SENDER_KILLER, 4);
  assert.equal(gh.Flag.IN_PROGRESS, 16);
  assert.equal(tw.EventKind.WOUND, 27);
  assert.equal(tw.Status.E_RNG, -7);
  assert.throws(() => gh.cupCount(new tw.Game('droids'), 1), (e) => e.code === 'TW_E_ARG' && e.function === 'tw_gearhead_cup_count');
});
