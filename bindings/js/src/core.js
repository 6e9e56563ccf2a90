// SPDX-License-Identifier: MIT
// The JavaScript binding of libtoywar over its WebAssembly module.
//
// bind(Module) takes an instantiated Emscripten module (toywar_wasm.cjs in
// Node, toywar_wasm.mjs in browsers; src/node.js and src/browser.js load
// them) and returns the API: Game, Bot, ToywarError, games(), ... Every call
// goes straight to the C function of the same name; the binding only turns
// strings, out-params and status codes into JavaScript values and errors.
//
// The whole API besides, made from the generated table of src/api.js by
// src/raw.js: tw.raw (every function by its C name) and the games'
// namespaces (tw.gearhead, tw.droids, tw.toybattle), with the enums and
// constants under the names scripts/api/naming.py gives them.
import { SIGNATURES, CONSTANTS } from './api.js';
import { makeApi, CORE_ENUMS } from './raw.js';

export { SIGNATURES };
/** Status codes of toywar.h (tw_status). */
export const Status = CORE_ENUMS.Status;
/** The kinds of a game's params (tw_param_kind): INT, ENUM. */
export const ParamKind = CORE_ENUMS.ParamKind;
/** The kinds of events (tw_event_kind): NONE, MOVED, ... */
export const EventKind = CORE_ENUMS.EventKind;
const STATUS_NAMES = Object.fromEntries(Object.entries(Status).map(([k, v]) => [v, 'TW_' + k]));

export const { PLAYER_CHANCE, PLAYER_TERMINAL, VIEW_ALL, WINNER_NONE, WINNER_DRAW, WINNER_NOBODY } = CONSTANTS.core;
/** An event's field the viewer may not see (TW_HIDDEN); a field its kind does not use is null. */
export const { HIDDEN } = CONSTANTS.core;
const { NONE } = CONSTANTS.core; // TW_NONE
const EVENT_FIELDS = ['player', 'piece', 'from', 'to', 'value'];

/** An error of the library: `status` is the tw_status (negative), `code` its name. */
export class ToywarError extends Error {
  constructor(status, message) {
    super(message);
    this.name = 'ToywarError';
    this.status = status;
    this.code = STATUS_NAMES[status] ?? 'TW_E_UNKNOWN';
  }
}

const dispose = Symbol.dispose ?? Symbol.for('Symbol.dispose');
// Marks the binding's own construction of a Game around a handle it got.
const ADOPT = Symbol('adopt');

export function bind(M) {
  const movesMax = M._twjs_moves_max();
  const scratch = M._malloc(16); // out-params (pointers, moves, ints)
  const moveBuf = M._malloc(4 * movesMax);
  const weightBuf = M._malloc(4 * movesMax);
  const eventBuf = M._malloc(4 * (1 + EVENT_FIELDS.length)); // tw_game_event's out-params
  let live = 0;

  const str = (p) => (p ? M.UTF8ToString(p) : null);
  function withStrings(values, fn) {
    const ptrs = values.map((v) => {
      if (v === null || v === undefined) return 0;
      const s = String(v);
      const n = M.lengthBytesUTF8(s) + 1;
      const p = M._malloc(n);
      M.stringToUTF8(s, p, n);
      return p;
    });
    try { return fn(...ptrs); } finally { ptrs.forEach((p) => p && M._free(p)); }
  }
  // The "length needed" convention of the writing functions.
  function readText(write, error) {
    const n = write(0, 0);
    if (n < 0) throw error(n);
    const buf = M._malloc(n + 1);
    try {
      const m = write(buf, n + 1);
      if (m < 0) throw error(m);
      return M.UTF8ToString(buf, m);
    } finally { M._free(buf); }
  }
  // A viewer given by name: a player or VIEW_ALL, never a default.
  function viewerOf(viewer) {
    if (!Number.isInteger(viewer)) {
      throw new ToywarError(Status.E_ARG, `viewer is required: a player index or VIEW_ALL, not ${String(viewer)}`);
    }
    return viewer;
  }
  function seatOf(seat) {
    if (!Number.isInteger(seat) || seat < 0) throw new ToywarError(Status.E_ARG, `a seat is a player index, not ${String(seat)}`);
    return seat;
  }
  // A JS RNG as a tw_rng_fn for the length of one call: fn(bound) returns
  // an integer in [0, bound); anything else fails the call with TW_E_RNG
  // and the reason, as setRng's does.
  function withRng(fn, call, error) {
    if (typeof fn !== 'function') throw new ToywarError(Status.E_ARG, 'rng: a function (bound) => an integer in [0, bound)');
    let wrong = null;
    const ptr = M.addFunction((user, bound) => {
      bound >>>= 0;
      let v;
      try { v = fn(bound); } catch (e) { wrong = `the RNG threw: ${e?.message ?? e}`; return bound | 0; }
      if (!Number.isInteger(v) || v < 0 || v >= bound) {
        wrong = `the RNG returned ${String(v)}, not an integer in [0, ${bound})`;
        return bound | 0;
      }
      return v | 0;
    }, 'iii');
    try {
      const st = call(ptr);
      if (st < 0) {
        const err = error(st);
        if (wrong) err.message = wrong;
        throw err;
      }
    } finally { M.removeFunction(ptr); }
  }
  const globalError = (st) => new ToywarError(st, str(M._tw_game_error(0)) || M.UTF8ToString(M._tw_status_string(st)));
  const i32 = (p) => M.getValue(p, 'i32');
  const u32 = (p) => M.getValue(p, 'i32') >>> 0;

  function paramsText(name, params) {
    if (params === undefined || params === null) return '';
    if (typeof params === 'string') return params;
    if (typeof params !== 'object') throw new ToywarError(Status.E_ARG, 'params: a string or an object of key: value');
    return Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => `${k}=${typeof v === 'boolean' ? switchValue(name, k, v) : v}`)
      .join(' ');
  }
  // A boolean given for a switch: the param's own value for on or off.
  function switchValue(name, key, on) {
    const spec = gameParams(M, name, withStrings, scratch).find((p) => p.key === key);
    const pair = spec && switchPair(spec);
    if (!pair) {
      throw new ToywarError(Status.E_PARAM, spec
        ? `param '${key}' of ${name} is ${describeParam(spec)}, not a switch: a boolean cannot say which`
        : `${name} has no param '${key}'`);
    }
    return on ? pair[0] : pair[1];
  }

  const registry = typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry((release) => release()) : null;

  class Game {
    #h = 0;
    #rng = 0;          // table index of the JS RNG, 0 for the built-in one
    #rngError = null;  // what the JS RNG did wrong in the last call
    #inRng = false;    // the JS RNG is running: the game is mid-roll

    /**
     * new Game(name, params): params a string ("seed=7 players=3") or an
     * object ({ seed: 7, players: 3 }).
     */
    constructor(name, params) {
      if (name === ADOPT) { this.#adopt(params); return; }
      const st = withStrings([name, paramsText(name, params)], (n, p) => M._tw_game_new(n, p, scratch));
      if (st !== 0) throw globalError(st);
      this.#adopt(i32(scratch));
    }
    #adopt(h) {
      this.#h = h;
      live++;
      registry?.register(this, () => { M._tw_game_free(h); live--; }, this);
    }
    static #fromOut(st) {
      if (st !== 0) throw globalError(st);
      return new Game(ADOPT, i32(scratch));
    }
    /** A game at the position `text` (tw_game_from_text). */
    static fromText(name, text) {
      return Game.#fromOut(withStrings([name, text], (n, t) => M._tw_game_from_text(n, t, scratch)));
    }
    /** A game from a replay's text (tw_game_load_replay). */
    static loadReplay(text) {
      return Game.#fromOut(withStrings([text], (t) => M._tw_game_load_replay(t, scratch)));
    }

    get handle() {
      if (!this.#h) throw new ToywarError(Status.E_ARG, 'the game was freed');
      if (this.#inRng) throw new ToywarError(Status.E_STATE, 'the RNG may not call back into the game it rolls for');
      return this.#h;
    }
    #check(st) {
      if (st < 0) {
        const msg = str(M._tw_game_error(this.#h)) || M.UTF8ToString(M._tw_status_string(st));
        throw new ToywarError(st, msg);
      }
      return st;
    }
    get freed() { return this.#h === 0; }
    /** Frees the game; further calls throw. A second free() is a no-op. */
    free() {
      if (!this.#h) return;
      registry?.unregister(this);
      M._tw_game_free(this.#h);
      this.#h = 0;
      live--;
      this.#dropRng();
    }
    [dispose]() { this.free(); }

    get name() { return str(M._tw_game_name(this.handle)); }
    get numPlayers() { return this.#check(M._tw_game_num_players(this.handle)); }
    /** A player index, PLAYER_CHANCE (-100) or PLAYER_TERMINAL (-101). */
    get currentPlayer() { return M._tw_game_current_player(this.handle); }
    get isChance() { return this.currentPlayer === PLAYER_CHANCE; }
    get isOver() { return this.#check(M._tw_game_is_over(this.handle)) === 1; }
    /** The winner, or WINNER_NONE / WINNER_DRAW / WINNER_NOBODY. */
    get winner() { return M._tw_game_winner(this.handle); }
    get scores() {
      const n = this.#check(M._tw_game_scores(this.handle, moveBuf, movesMax));
      return Array.from({ length: n }, (_, i) => i32(moveBuf + 4 * i));
    }
    get historyLength() { return this.#check(M._tw_game_history(this.handle, 0, 0)); }

    #moveString(move) {
      return readText((b, c) => M._tw_move_to_string(this.handle, move, b, c), (st) => this.#error(st));
    }
    #error(st) {
      return new ToywarError(st, str(M._tw_game_error(this.#h)) || M.UTF8ToString(M._tw_status_string(st)));
    }
    #legal(viewer) {
      const n = this.#check(viewer === undefined
        ? M._tw_game_legal_moves(this.handle, moveBuf, movesMax)
        : M._tw_game_legal_moves_for(this.handle, viewerOf(viewer), moveBuf, movesMax));
      return Array.from({ length: n }, (_, i) => u32(moveBuf + 4 * i));
    }
    /**
     * The legal moves (or chance outcomes) in notation. Without a viewer,
     * the referee's list (all-seeing); with one, as that seat may know them
     * (tw_game_legal_moves_for): none at another's decision.
     */
    legalMoves(viewer) { return this.#legal(viewer).map((m) => this.#moveString(m)); }
    /**
     * At a chance node: [{ move, weight }], in the order the RNG indexes
     * them; with a viewer, the odds as that seat predicts them.
     */
    chanceOutcomes(viewer) {
      const n = this.#check(viewer === undefined
        ? M._tw_game_chance_weights(this.handle, moveBuf, weightBuf, movesMax)
        : M._tw_game_chance_weights_for(this.handle, viewerOf(viewer), moveBuf, weightBuf, movesMax));
      return Array.from({ length: n }, (_, i) => ({
        move: this.#moveString(u32(moveBuf + 4 * i)), weight: u32(weightBuf + 4 * i),
      }));
    }
    /**
     * Applies a seat's move in notation (tw_game_apply_as): refused with
     * TW_E_ILLEGAL out of turn (the message says whose turn it is) or for
     * a move that is not one of the seat's own (the message lists them
     * only); the text is matched against the seat's moves, never parsed
     * against the whole state.
     */
    applyAs(seat, move) {
      const who = seatOf(seat);
      if (typeof move !== 'string') throw new ToywarError(Status.E_ARG, 'a move is a string in the game\'s notation');
      if (this.currentPlayer !== who) this.#check(M._tw_game_apply_as(this.handle, who, 0));
      const mine = this.#legal(who);
      const found = mine.find((m) => this.#moveString(m) === move);
      if (found === undefined) {
        const names = mine.map((m) => this.#moveString(m));
        throw new ToywarError(Status.E_ILLEGAL, `'${move}' is not a legal move of player ${who} now; its legal moves: ` +
          `${names.slice(0, 6).join(' ')}${names.length > 6 ? ' ...' : ''} (${names.length} in all)`);
      }
      this.#check(M._tw_game_apply_as(this.handle, who, found));
      return this;
    }
    /** 1 if the game hides something from some seat (Droids, Toy Battle). */
    get hasHidden() { return M._tw_game_has_hidden(this.handle) === 1; }
    /** What `viewer` knows of the position, one line with `?` for what it may not know. */
    observation(viewer) {
      const v = viewerOf(viewer);
      return readText((b, c) => M._tw_game_observation(this.handle, v, b, c), (st) => this.#error(st));
    }
    /** The observation's hash, an unsigned 64-bit BigInt. */
    observationHash(viewer) {
      const v = viewerOf(viewer);
      if (v !== VIEW_ALL && (v < 0 || v >= this.numPlayers)) {
        throw new ToywarError(Status.E_ARG, `viewer ${v} is no player of this game nor VIEW_ALL`);
      }
      return BigInt.asUintN(64, M._tw_game_observation_hash(this.handle, v));
    }
    /** The moves as `viewer` knows them, in notation: an outcome it did not see is masked (`draw:?`). */
    historyFor(viewer) { return movesOf(this.record(viewer)); }
    #ply(ply) {
      const n = this.historyLength;
      const at = Number.isInteger(ply) && ply < 0 ? ply + n : ply;
      if (!Number.isInteger(at) || at < 0 || at >= n) {
        throw new ToywarError(Status.E_ARG, `ply ${String(ply)} is out of range: the history holds ${n} moves`);
      }
      return at;
    }
    /** The events of the move of history index `ply` (negative: from the end) as `viewer` may know them: the library's JSON array. */
    eventsJson(ply, viewer) {
      const at = this.#ply(ply), v = viewerOf(viewer);
      return readText((b, c) => M._tw_game_events_json(this.handle, at, v, b, c), (st) => this.#error(st));
    }
    /**
     * The events of the move of history index `ply` (negative: from the
     * end), in order, as `viewer` may know them: { kind, player, piece,
     * from, to, value, text, names }, the fields the library's integers
     * (null where the kind uses none, HIDDEN where the viewer may not see
     * it), `names` the same fields as the JSON names them.
     */
    events(ply, viewer) {
      const at = this.#ply(ply), v = viewerOf(viewer);
      const named = JSON.parse(this.eventsJson(at, v));
      return named.map((entry, index) => {
        const out = [0, ...EVENT_FIELDS].map((_, k) => eventBuf + 4 * k);
        this.#check(M._tw_game_event(this.handle, at, index, v, ...out));
        const record = { kind: entry.kind };
        EVENT_FIELDS.forEach((key, k) => {
          const value = i32(out[k + 1]);
          record[key] = value === NONE ? null : value;
        });
        record.text = entry.text;
        record.names = Object.fromEntries(EVENT_FIELDS.map((key) => [key, entry[key]]));
        return record;
      });
    }
    /** `viewer`'s record (tw_game_save_replay_for): no secret, no seed, no generator state. */
    record(viewer) {
      const v = viewerOf(viewer);
      return readText((b, c) => M._tw_game_save_replay_for(this.handle, v, b, c), (st) => this.#error(st));
    }
    /** A new game drawn from what `viewer` knows, seeded from rng(bound), never from this game's generator. */
    resample(viewer, rng) {
      const v = viewerOf(viewer);
      withRng(rng, (ptr) => M._tw_game_resample(this.handle, v, ptr, 0, scratch), (st) => this.#error(st));
      return new Game(ADOPT, i32(scratch));
    }
    /** `seat`'s information state now (an InfoState). */
    infostate(seat) {
      const st = M._tw_infostate_new(this.handle, seatOf(seat), scratch);
      if (st !== 0) throw this.#error(st);
      return new InfoState(ADOPT, i32(scratch));
    }
    #parse(text) {
      if (typeof text !== 'string') throw new ToywarError(Status.E_ARG, 'a move is a string in the game\'s notation');
      this.#check(withStrings([text], (t) => M._tw_move_from_string(this.handle, t, scratch)));
      return u32(scratch);
    }
    /** Applies a move (or a chance outcome) given in notation. */
    apply(move) {
      this.#check(M._tw_game_apply(this.handle, this.#parse(move)));
      return this;
    }
    /** Takes back the last move. */
    undo() { this.#check(M._tw_game_undo(this.handle)); return this; }
    /** Resolves one chance node with the RNG; returns the outcome in notation. */
    roll() {
      const outcomes = this.#check(M._tw_game_chance_weights(this.handle, moveBuf, weightBuf, movesMax));
      const before = Array.from({ length: outcomes }, (_, i) => u32(moveBuf + 4 * i));
      const names = before.map((m) => this.#moveString(m));
      this.#rngCall(() => M._tw_game_roll(this.handle, scratch));
      return names[before.indexOf(u32(scratch))];
    }
    /** Rolls chance nodes until a decision or the end; returns the outcomes in notation. */
    advance() {
      const before = this.historyLength;
      this.#rngCall(() => M._tw_game_advance(this.handle));
      const n = this.historyLength - before;
      return n > 0 ? this.history().slice(-n) : [];
    }
    #rngCall(call) {
      this.#rngError = null;
      const st = call();
      if (st < 0) {
        const err = this.#error(st);
        if (this.#rngError) err.message = this.#rngError;
        this.#rngError = null;
        throw err;
      }
    }
    /** Every move applied since the start, in notation (read from the replay; all-seeing). */
    history() { return movesOf(this.saveReplay()); }
    /** Seeds the built-in generator (a number or a BigInt, 0 to 2^64-1). */
    seed(seed) {
      let s;
      try { s = BigInt(seed); } catch { throw new ToywarError(Status.E_ARG, `seed ${seed} is not an integer`); }
      if (s < 0n || s >= 1n << 64n) throw new ToywarError(Status.E_ARG, `seed ${seed} is out of 0..2^64-1`);
      this.#check(M._tw_game_seed(this.handle, BigInt.asIntN(64, s)));
      return this;
    }
    /**
     * Plugs a JS RNG: fn(bound) must return an integer in [0, bound). Any
     * other value, or an exception, fails the roll with TW_E_RNG and leaves
     * the game unchanged. null restores the built-in generator.
     */
    setRng(fn) {
      const h = this.handle;
      if (fn !== null && typeof fn !== 'function') throw new ToywarError(Status.E_ARG, 'setRng: a function or null');
      this.#dropRng();
      if (!fn) { M._tw_game_set_rng(h, 0, 0); return this; }
      this.#rng = M.addFunction((user, bound) => {
        bound >>>= 0;
        let v;
        this.#inRng = true;
        try { v = fn(bound); } catch (e) {
          this.#rngError = `the RNG threw: ${e?.message ?? e}`;
          return bound | 0;
        } finally { this.#inRng = false; }
        if (!Number.isInteger(v) || v < 0 || v >= bound) {
          this.#rngError = `the RNG returned ${String(v)}, not an integer in [0, ${bound})`;
          return bound | 0;
        }
        return v | 0;
      }, 'iii');
      M._tw_game_set_rng(h, this.#rng, 0);
      return this;
    }
    #dropRng() {
      if (this.#rng) { M.removeFunction(this.#rng); this.#rng = 0; }
    }
    /**
     * Makes this game's position the one of `src`, a game of the same name
     * and players (tw_game_copy_position): the cheap copy a search reuses,
     * without `src`'s history (this game's is emptied).
     */
    copyPosition(src) {
      if (!(src instanceof Game)) throw new ToywarError(Status.E_ARG, 'copyPosition: the source is a Game');
      this.#check(M._tw_game_copy_position(this.handle, src.handle));
      return this;
    }
    /** The number of events of the move of history index `ply` (negative: from the end) as `viewer` may know them. */
    eventCount(ply, viewer) {
      const at = this.#ply(ply), v = viewerOf(viewer);
      return this.#check(M._tw_game_event_count(this.handle, at, v));
    }
    /** An independent copy (history and built-in RNG included; not a JS RNG). */
    clone() {
      this.#check(M._tw_game_clone(this.handle, scratch));
      return new Game(ADOPT, i32(scratch));
    }
    /** The one-line position text. */
    toText() { return readText((b, c) => M._tw_game_to_text(this.handle, b, c), (st) => this.#error(st)); }
    /** The position hash, an unsigned 64-bit BigInt. */
    hash() { return BigInt.asUintN(64, M._tw_game_hash(this.handle)); }
    /** The hash as 16 hex digits. */
    hashHex() { return this.hash().toString(16).padStart(16, '0'); }
    /** The board as text, in `viewer`'s view: a player or VIEW_ALL, required. */
    render(viewer) {
      const v = viewerOf(viewer);
      return readText((b, c) => M._tw_game_render(this.handle, v, b, c), (st) => this.#error(st));
    }
    /** The JSON view (docs/json.md) of `viewer` (a player or VIEW_ALL, required) as an object. */
    json(viewer) { return JSON.parse(this.jsonText(viewer)); }
    jsonText(viewer) {
      const v = viewerOf(viewer);
      return readText((b, c) => M._tw_game_to_json(this.handle, v, b, c), (st) => this.#error(st));
    }
    /** The replay text (docs/replay.md). */
    saveReplay() { return readText((b, c) => M._tw_game_save_replay(this.handle, b, c), (st) => this.#error(st)); }
  }

  /** One seat's information state (tw_infostate): what it knows, nothing more. */
  class InfoState {
    #h = 0;
    constructor(token, h) {
      if (token !== ADOPT) throw new ToywarError(Status.E_ARG, 'an InfoState comes from game.infostate(seat) or InfoState.fromText()');
      this.#h = h;
      live++;
      registry?.register(this, () => { M._tw_infostate_free(h); live--; }, this);
    }
    /** Reads toText()'s text, or `seat`'s information state of any position text of game `name`. */
    static fromText(name, seat, text) {
      const st = withStrings([name, text], (n, t) => M._tw_infostate_from_text(n, seatOf(seat), t, scratch));
      if (st !== 0) throw new ToywarError(st, str(M._tw_infostate_error(0)) || M.UTF8ToString(M._tw_status_string(st)));
      return new InfoState(ADOPT, i32(scratch));
    }
    get handle() {
      if (!this.#h) throw new ToywarError(Status.E_ARG, 'the information state was freed');
      return this.#h;
    }
    #error(st) {
      return new ToywarError(st, str(M._tw_infostate_error(this.#h)) || M.UTF8ToString(M._tw_status_string(st)));
    }
    get seat() { return M._tw_infostate_seat(this.handle); }
    get game() { return str(M._tw_infostate_game(this.handle)); }
    /** The observation's hash, an unsigned 64-bit BigInt. */
    hash() { return BigInt.asUintN(64, M._tw_infostate_hash(this.handle)); }
    observation() { return readText((b, c) => M._tw_infostate_observation(this.handle, b, c), (st) => this.#error(st)); }
    /** A canonical position of all those the seat cannot tell apart (not the real one). */
    toText() { return readText((b, c) => M._tw_infostate_to_text(this.handle, b, c), (st) => this.#error(st)); }
    /** A game drawn from what the seat knows, seeded from rng(bound). */
    sample(rng) {
      withRng(rng, (ptr) => M._tw_infostate_sample(this.handle, ptr, 0, scratch), (st) => this.#error(st));
      return new Game(ADOPT, i32(scratch));
    }
    /**
     * As sample(), into `game` (a Game of the same name and players), which
     * is reused: its position is replaced and its history emptied
     * (tw_infostate_sample_into). Returns `game`.
     */
    sampleInto(game, rng) {
      if (!(game instanceof Game)) throw new ToywarError(Status.E_ARG, 'sampleInto: the target is a Game');
      withRng(rng, (ptr) => M._tw_infostate_sample_into(this.handle, ptr, 0, game.handle), (st) => this.#error(st));
      return game;
    }
    clone() {
      const st = M._tw_infostate_clone(this.handle, scratch);
      if (st !== 0) throw this.#error(st);
      return new InfoState(ADOPT, i32(scratch));
    }
    get freed() { return this.#h === 0; }
    free() {
      if (!this.#h) return;
      registry?.unregister(this);
      M._tw_infostate_free(this.#h);
      this.#h = 0;
      live--;
    }
    [dispose]() { this.free(); }
  }

  // The bots' table of the bots library (twbot_kind_*), row by row.
  const botKinds = () => Array.from({ length: M._twbot_kind_count() }, (_, i) => ({
    name: str(M._twbot_kind_name(i)), params: str(M._twbot_kind_params(i)),
    help: str(M._twbot_kind_help(i)), fair: M._twbot_kind_is_fair(i) === 1,
  }));

  /**
   * A bot of the bots' table (bots()). The default, 'mcts', is the fair
   * bot: it chooses from the information state of the seat it plays and
   * nothing else, even when handed the whole game (choose()).
   */
  class Bot {
    #h = 0;
    /** new Bot(spec = "mcts", seed = 0): spec a name of bots() and what may follow it ("mcts:1000") */
    constructor(spec = 'mcts', seed = 0) {
      const s = BigInt.asIntN(64, BigInt(seed));
      const st = withStrings([spec], (p) => M._twbot_new(p, s, scratch));
      if (st !== 0) {
        const known = botKinds().map((k) => (k.params ? `${k.name}[${k.params}]` : k.name)).join(', ');
        throw new ToywarError(st, `no bot named '${spec}' (${known})`);
      }
      this.#h = i32(scratch);
      live++;
      const h = this.#h;
      registry?.register(this, () => { M._twbot_free(h); live--; }, this);
    }
    get name() { return str(M._twbot_name(this.#h)); }
    /** Whether it plays from its seat's information state alone (twbot_is_fair). */
    get isFair() { return M._twbot_is_fair(this.#h) === 1; }
    /**
     * The move the bot picks for the player to move, in notation; `game` is
     * not changed. A fair bot is handed that player's information state
     * (made from `game` inside the library, twbot_choose), never `game`:
     * the same move for any game the player cannot tell from this one.
     */
    choose(game) {
      if (!this.#h) throw new ToywarError(Status.E_ARG, 'the bot was freed');
      const st = M._twbot_choose(this.#h, game.handle, scratch);
      if (st !== 0) throw new ToywarError(st, str(M._tw_game_error(game.handle)) || M.UTF8ToString(M._tw_status_string(st)));
      return readText((b, c) => M._tw_move_to_string(game.handle, u32(scratch), b, c),
        (e) => new ToywarError(e, 'bad move from the bot'));
    }
    /**
     * The move a fair bot picks for the seat of `info` (an InfoState), in
     * notation: what a host that holds no secret asks (twbot_choose_infostate).
     */
    chooseInfostate(info) {
      if (!this.#h) throw new ToywarError(Status.E_ARG, 'the bot was freed');
      const st = M._twbot_choose_infostate(this.#h, info.handle, scratch);
      if (st !== 0) throw new ToywarError(st, str(M._tw_infostate_error(info.handle)) || M.UTF8ToString(M._tw_status_string(st)));
      const move = u32(scratch);
      const game = info.sample(() => 0);
      try {
        return readText((b, c) => M._tw_move_to_string(game.handle, move, b, c),
          (e) => new ToywarError(e, 'bad move from the bot'));
      } finally { game.free(); }
    }
    free() {
      if (!this.#h) return;
      registry?.unregister(this);
      M._twbot_free(this.#h);
      this.#h = 0;
      live--;
    }
    [dispose]() { this.free(); }
  }

  const { raw, namespaces } = makeApi(M, {
    ToywarError,
    adoptGame: (h) => new Game(ADOPT, h),
    adoptInfo: (h) => new InfoState(ADOPT, h),
  });

  return {
    Game, InfoState, Bot, ToywarError, Status, ParamKind, EventKind,
    PLAYER_CHANCE, PLAYER_TERMINAL, VIEW_ALL, WINNER_NONE, WINNER_DRAW, WINNER_NOBODY, HIDDEN,
    /** The library's version, "major.minor.patch". */
    version: M.UTF8ToString(M._tw_version_string()),
    /** The library's version as one number, major << 16 | minor << 8 | patch (tw_version). */
    versionNumber: M._tw_version() >>> 0,
    /** A status's name and meaning ("TW_E_ILLEGAL: illegal move", tw_status_string). */
    statusString(status) { return raw.tw_status_string(status); },
    /** An event kind's name as the JSON writes it ("moved"), or null (tw_game_event_kind_name). */
    eventKindName(kind) { return raw.tw_game_event_kind_name(kind); },
    /** Every function of the library by its C name, marshalled by role (src/raw.js). */
    raw,
    /** Gearhead Skirmish's functions (tw_gearhead_*), enums, flags and constants. */
    gearhead: namespaces.gearhead,
    /** Droids' functions (tw_droids_*), enums, flags and constants. */
    droids: namespaces.droids,
    /** Toy Battle's functions (tw_toybattle_*), enums and constants. */
    toybattle: namespaces.toybattle,
    /** The table the binding is made from (src/api.js). */
    SIGNATURES,
    /** The Emscripten module itself, for what the binding does not wrap. */
    module: M,
    /** Live handles (games and bots) not yet freed. */
    get liveHandles() { return live; },
    /** The bots' table (twbot_kind_*): [{ name, params, help, fair }], as the bots library lists them. */
    bots: botKinds,
    /** The games' names. */
    games() {
      return Array.from({ length: M._tw_games_count() }, (_, i) => str(M._tw_games_name(i)));
    },
    /** A game's description (tw_games_about). */
    about(name) {
      const s = withStrings([name], (n) => M._tw_games_about(n));
      if (!s) throw new ToywarError(Status.E_ARG, `no game named '${name}'`);
      return M.UTF8ToString(s);
    },
    /** { min, max } players of a game (tw_games_players). */
    players(name) { return gamePlayers(M, name, withStrings, scratch); },
    /** The game's params (tw_games_param_*; the generic `seed` not counted): [{ key, kind, min, max, default, values, help }]. */
    params(name) { return gameParams(M, name, withStrings, scratch); },
    /** Gearhead's toys from tw_gearhead_toy_name/_code: [{ kind, name, code }], Big Al (1) to Small Fry. */
    gearheadToys() {
      return namesFrom(1, (k) => str(M._tw_gearhead_toy_name(k)))
        .map(({ kind, name }) => ({ kind, name, code: str(M._tw_gearhead_toy_code(kind)) }));
    },
    /** Toy Battle's troops from tw_toybattle_troop_name/_code: [{ kind, name, code }], Kwak (0) to Roxy. */
    toybattleTroops() {
      return namesFrom(0, (k) => str(M._tw_toybattle_troop_name(k)))
        .map(({ kind, name }) => ({ kind, name, code: str(M._tw_toybattle_troop_code(kind)) }));
    },
  };
}

// The moves of a replay or a record, in notation.
function movesOf(replay) {
  const lines = replay.split('\n');
  const at = lines.findIndex((l) => l.startsWith('moves '));
  return lines.slice(at + 1).join(' ').split(/\s+/).filter(Boolean);
}

// A header's names of kinds, from `first` to the first kind it has no name for.
function namesFrom(first, nameOf) {
  const out = [];
  for (let kind = first, name; (name = nameOf(kind)) !== null; kind++) out.push({ kind, name });
  return out;
}

// --- structured params ------------------------------------------------------

// The words a switch's two values are, on first: a param whose values are
// this pair, in any order, takes a boolean (every on/off param of the
// library is on|off or off|on: docs/abi.md).
const SWITCH_WORDS = [['on', 'off']];

/** [on, off] of a switch param (an enum of two values SWITCH_WORDS pairs), else null. */
function switchPair(spec) {
  const values = spec.kind === 'enum' && spec.values.length === 2 ? spec.values : [];
  return SWITCH_WORDS.find((pair) => pair.every((word) => values.includes(word))) ?? null;
}

function describeParam(spec) {
  return spec.kind === 'enum' ? `one of ${spec.values.join('|')}` : `an integer in ${spec.min}..${spec.max}`;
}

function gamePlayers(M, name, withStrings, scratch) {
  const st = withStrings([name], (n) => M._tw_games_players(n, scratch, scratch + 4));
  if (st !== 0) throw new ToywarError(st, `no game named '${name}'`);
  return { min: M.getValue(scratch, 'i32'), max: M.getValue(scratch + 4, 'i32') };
}

function gameParams(M, name, withStrings, scratch) {
  return withStrings([name], (n) => {
    const count = M._tw_games_param_count(n);
    if (count < 0) throw new ToywarError(count, `no game named '${name}'`);
    return Array.from({ length: count }, (_, i) => {
      M._tw_games_param_range(n, i, scratch, scratch + 4, scratch + 8);
      const [min, max, def] = [0, 4, 8].map((o) => M.getValue(scratch + o, 'i32'));
      const kind = M._tw_games_param_kind(n, i) === 2 ? 'enum' : 'int';
      const values = kind === 'enum'
        ? Array.from({ length: max + 1 }, (_, v) => M.UTF8ToString(M._tw_games_param_value(n, i, v))) : null;
      return {
        key: M.UTF8ToString(M._tw_games_param_key(n, i)), kind, min, max, default: def, values,
        help: M.UTF8ToString(M._tw_games_param_help(n, i)),
      };
    });
  });
}
