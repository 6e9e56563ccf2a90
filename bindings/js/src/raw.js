// SPDX-License-Identifier: MIT
// The whole API from the generated table (src/api.js): every function of
// the library marshalled by its arguments' roles (docs/api-description.md),
// as tw.raw (by C name) and as the games' namespaces (tw.gearhead.square,
// tw.droids.robotName, tw.toybattle.region, ...).
//
// The rules, one per role and shape, so a function added to a header needs
// no code here:
// - a handle is a Game or an InfoState (or its pointer, a number); a
//   `const char *` handle or input is a string (null for NULL);
// - an int is an integer, a move a number (the encoded tw_move), a seed a
//   number or a BigInt, a generator a function (bound) => an integer in
//   [0, bound); the callbacks' user pointers are not given (always NULL);
// - out-parameters are returned: a status function's one out as its
//   value, several as a record; a value with outs as a record, the value
//   first (`field`), then the outs by name (tw_gearhead_square gives
//   { toy, facing, flags });
// - arrays are returned as a list, several as a list of rows
//   ({ move, weight }), and with outs beside them as a record of the outs
//   and the list (tw_toybattle_region gives { medals, owner, ring });
// - a text buffer is returned as a string; a status function with a buffer
//   (tw_droids_check_board) returns its message, "" when it is TW_OK, the
//   reason for TW_E_PARSE;
// - a negative status (a value's -1..-99, a text's length) throws a
//   ToywarError with the handle's message; yes/no is a boolean, a hash an
//   unsigned BigInt, static text a string or null.
// In tw.raw a created game or information state is its pointer (free it
// with tw.raw.tw_game_free); in the namespaces it is a Game or an
// InfoState, freed with free() or by the garbage collector.
import { SIGNATURES, ENUMS, CONSTANTS, FLAGS, GAMES } from './api.js';

const MESSAGE_MAX = 4096; // a status function's message buffer (tw_droids_check_board)
const E_ARG = -1;
const E_PARSE = -3;
const E_RNG = -7;

/**
 * { raw, namespaces } over the module M; hooks: ToywarError, and
 * adoptGame(pointer) / adoptInfo(pointer), which wrap a handle the library
 * created in the binding's classes.
 */
export function makeApi(M, { ToywarError, adoptGame, adoptInfo }) {
  const str = (p) => (p ? M.UTF8ToString(p) : null);
  const cell = { i32: (p) => M.getValue(p, 'i32'), u32: (p) => M.getValue(p, 'i32') >>> 0 };
  cell.game = cell.i32;
  cell.info = cell.i32;
  const rngs = new Map();   // a game's pointer -> the table index of the RNG tw.raw.tw_game_set_rng plugged
  const allocs = [];        // the allocators' table indexes: kept, a game and its clones use them to the end

  const argError = (sig, what) => new ToywarError(E_ARG, `${sig.name}: ${what}`);
  function handleOf(sig, p, v) {
    const h = v !== null && typeof v === 'object' ? v.handle : (v ?? 0);
    if (!Number.isInteger(h) || h < 0) {
      throw argError(sig, `${p.js} is ${p.kind === 'info' ? 'an InfoState' : 'a Game'} or its handle, not ${String(v)}`);
    }
    return h;
  }
  function intOf(sig, p, v) {
    if (!Number.isInteger(v)) throw argError(sig, `${p.js} is an integer, not ${String(v)}`);
    return v;
  }
  // A JS generator as a tw_rng_fn: an exception or a value out of
  // [0, bound) fails the roll with TW_E_RNG (the reason kept in `state`).
  function rngFunction(fn, state) {
    return M.addFunction((user, bound) => {
      bound >>>= 0;
      let v;
      try { v = fn(bound); } catch (e) { state.wrong = `the RNG threw: ${e?.message ?? e}`; return bound | 0; }
      if (!Number.isInteger(v) || v < 0 || v >= bound) {
        state.wrong = `the RNG returned ${String(v)}, not an integer in [0, ${bound})`;
        return bound | 0;
      }
      return v | 0;
    }, 'iii');
  }

  // Each argument the caller gives, by its role: the C value of `v` for
  // parameter p (index i) of the call `at` ({ sig, c, ctx, cleanup }).
  const INPUT = {
    game(p, v, i, at) { return handleArg(p, v, i, at, 'game'); },
    info(p, v, i, at) { return handleArg(p, v, i, at, 'info'); },
    string(p, v, i, at) {
      if (v === null || v === undefined) return 0;
      const s = String(v), n = M.lengthBytesUTF8(s) + 1, ptr = M._malloc(n);
      M.stringToUTF8(s, ptr, n);
      at.cleanup.push(() => M._free(ptr));
      return ptr;
    },
    int(p, v, i, at) { return intOf(at.sig, p, v); },
    status(p, v, i, at) { return intOf(at.sig, p, v); },
    move(p, v, i, at) {
      if (!Number.isInteger(v) || v < 0 || v > 0xffffffff) throw argError(at.sig, `${p.js} is an encoded move (an unsigned 32-bit integer), not ${String(v)}`);
      return v | 0;
    },
    u64(p, v, i, at) {
      let s;
      try { s = BigInt(v); } catch { throw argError(at.sig, `${p.js} is an integer, not ${String(v)}`); }
      if (s < 0n || s >= 1n << 64n) throw argError(at.sig, `${p.js} ${String(v)} is out of 0..2^64-1`);
      return BigInt.asIntN(64, s);
    },
    rng(p, v, i, at) {
      if (at.sig.name === 'tw_game_set_rng') { // plugged for the game's lifetime (rngs)
        if (v !== null && v !== undefined && typeof v !== 'function') throw argError(at.sig, `${p.js} is a function (bound) => an integer in [0, bound), or null`);
        if (!v) return 0;
        at.ctx.plugged = { state: { wrong: null } };
        at.ctx.plugged.index = rngFunction(v, at.ctx.plugged.state);
        return at.ctx.plugged.index;
      }
      if (typeof v !== 'function') throw argError(at.sig, `${p.js} is a function (bound) => an integer in [0, bound)`);
      at.ctx.rng = { wrong: null };
      const index = rngFunction(v, at.ctx.rng);
      at.cleanup.push(() => M.removeFunction(index));
      return index;
    },
    alloc(p, v, i, at) {
      if (v === null || v === undefined) return 0;
      if (typeof v !== 'function') throw argError(at.sig, `${p.js} is a function (ptr, oldSize, newSize) => a pointer or 0, or null`);
      const index = M.addFunction((user, ptr, oldSize, newSize) => {
        try { return v(ptr, oldSize >>> 0, newSize >>> 0) | 0; } catch { return 0; }
      }, 'iiiii');
      allocs.push(index);
      return index;
    },
  };
  // A handle argument; the first argument's handle holds the message of a
  // failure. tw.raw frees handles only: a Game or an InfoState frees itself.
  function handleArg(p, v, i, at, kind) {
    if (at.sig.shape === 'free' && v !== null && typeof v === 'object') {
      throw argError(at.sig, `free ${kind === 'game' ? 'a Game with game.free()' : 'an InfoState with info.free()'}; tw.raw frees handles only`);
    }
    const h = handleOf(at.sig, p, v);
    if (i === 0) at.ctx[kind] = h;
    return h;
  }
  // What the library writes for the caller (outs; arrays, buffers and
  // capacities are sized after the first call; user pointers are NULL).
  function outCell(at) {
    const ptr = M._malloc(8);
    M.setValue(ptr, 0, 'i32');
    at.cleanup.push(() => M._free(ptr));
    return ptr;
  }

  function make(sig, adopt) {
    const given = sig.params.map((p) => p.kind in INPUT);
    const inputs = sig.params.filter((p, i) => given[i]);
    const outs = sig.params.filter((p) => p.kind === 'out');
    const arrays = sig.params.filter((p) => p.kind === 'array');
    const arrayAt = arrays.map((p) => sig.params.indexOf(p));
    const bufferAt = sig.params.findIndex((p) => p.kind === 'buffer');
    const hasBuffer = bufferAt >= 0;
    const capAt = sig.params.findIndex((p) => p.kind === 'capacity');
    const creates = outs.some((p) => p.cell === 'game' || p.cell === 'info');
    const fn = M[`_${sig.name}`];

    function failure(st, ctx) {
      let msg = null;
      if (ctx.game) msg = str(M._tw_game_error(ctx.game));
      else if (ctx.info) msg = str(M._tw_infostate_error(ctx.info));
      else if (creates) msg = str(outs.some((p) => p.cell === 'info') ? M._tw_infostate_error(0) : M._tw_game_error(0));
      const err = new ToywarError(st, msg || str(M._tw_status_string(st)) || `status ${st}`);
      const rng = ctx.rng ?? rngs.get(ctx.game)?.state;   // a call's own, or the one the game has plugged
      if (st === E_RNG && rng?.wrong) err.message = rng.wrong;
      err.function = sig.name;
      return err;
    }

    // The outs and the arrays the call filled, as the API returns them.
    function answer(c, st, count) {
      const read = (p, ptr) => {
        const v = cell[p.cell](ptr);
        if (adopt && p.cell === 'game') return v ? adoptGame(v) : null;
        if (adopt && p.cell === 'info') return v ? adoptInfo(v) : null;
        return v;
      };
      const fields = [];
      sig.params.forEach((p, i) => { if (p.kind === 'out' && p.cell) fields.push([p.js, read(p, c[i])]); });
      if (arrays.length) {
        const listed = arrays.length === 1
          ? Array.from({ length: count }, (_, j) => cell[arrays[0].cell](c[arrayAt[0]] + 4 * j))
          : Array.from({ length: count }, (_, j) => Object.fromEntries(arrays.map((p, a) => [p.row, cell[p.cell](c[arrayAt[a]] + 4 * j)])));
        if (!fields.length) return listed;
        fields.push([arrays.length === 1 ? arrays[0].js : 'rows', listed]);
        return Object.fromEntries(fields);
      }
      if (sig.shape === 'status') {
        if (fields.length <= 1) return fields.length ? fields[0][1] : undefined;
        return Object.fromEntries(fields);
      }
      if (!fields.length) return st;
      return Object.fromEntries([[sig.field, st], ...fields]);
    }

    // A status function with a message buffer (tw_droids_check_board):
    // "" for TW_OK, the reason for TW_E_PARSE.
    function message(c, at) {
      const buf = M._malloc(MESSAGE_MAX);
      at.cleanup.push(() => M._free(buf));
      c[bufferAt] = buf;
      c[capAt] = MESSAGE_MAX;
      const st = fn(...c);
      if (st < 0 && st !== E_PARSE) throw failure(st, at.ctx);
      return st === 0 ? '' : M.UTF8ToString(buf);
    }

    // The length-needed protocol: asked with NULL and 0, then again with
    // exactly the room the arrays or the text need; the count or length.
    function sized(c, at) {
      const n = fn(...c);
      if (n < 0) throw failure(n, at.ctx);
      const size = hasBuffer ? n + 1 : Math.max(n, 1) * 4;
      sig.params.forEach((p, i) => {
        if (p.kind !== 'array' && p.kind !== 'buffer') return;
        const ptr = M._malloc(size);
        at.cleanup.push(() => M._free(ptr));
        c[i] = ptr;
      });
      c[capAt] = hasBuffer ? n + 1 : n;
      return fn(...c);
    }

    return function call(...args) {
      if (args.length > inputs.length) {
        throw argError(sig, `takes ${inputs.length} argument(s) (${inputs.map((p) => p.js).join(', ')}), not ${args.length}`);
      }
      const at = { sig, ctx: { game: 0, info: 0, rng: null }, cleanup: [] };
      const c = new Array(sig.params.length).fill(0);
      try {
        let k = 0;
        sig.params.forEach((p, i) => {
          if (given[i]) c[i] = INPUT[p.kind](p, args[k++], i, at);
          else if (p.kind === 'out') c[i] = outCell(at);
        });
        const { ctx } = at;
        const plugged = rngs.get(ctx.game);
        if (plugged) plugged.state.wrong = null;
        if (hasBuffer && sig.shape === 'status') return message(c, at);
        const st = capAt >= 0 ? sized(c, at) : fn(...c);
        switch (sig.shape) {
          case 'static text': return str(st);
          case 'version': return st >>> 0;
          case 'hash': return BigInt.asUintN(64, st);
          case 'free':
            if (sig.name === 'tw_game_free' && rngs.has(c[0])) { M.removeFunction(rngs.get(c[0]).index); rngs.delete(c[0]); }
            return undefined;
          case 'yes/no': return st === 1;
          default: break;
        }
        if (st < 0 && (sig.shape !== 'value' || st > -100)) {
          if (ctx.plugged) M.removeFunction(ctx.plugged.index);
          throw failure(st, ctx);
        }
        if (sig.name === 'tw_game_set_rng') {
          if (rngs.has(c[0])) M.removeFunction(rngs.get(c[0]).index);
          rngs.delete(c[0]);
          if (ctx.plugged) rngs.set(c[0], ctx.plugged);
        }
        if (sig.shape === 'text') return M.UTF8ToString(c[bufferAt], st);
        return answer(c, st, capAt >= 0 ? st : 0);
      } finally {
        at.cleanup.forEach((f) => f());
      }
    };
  }

  const raw = {};
  for (const sig of SIGNATURES) raw[sig.name] = make(sig, false);
  const namespaces = {};
  for (const game of GAMES) {
    const ns = {};
    for (const [name, e] of Object.entries(ENUMS)) if (e.game === game) ns[e.js] = e.values;
    if (Object.keys(FLAGS[game] ?? {}).length) ns.Flag = FLAGS[game];
    Object.assign(ns, CONSTANTS[game]);
    for (const sig of SIGNATURES) if (sig.game === game) ns[sig.js] = make(sig, true);
    namespaces[game] = Object.freeze(ns);
  }
  return { raw: Object.freeze(raw), namespaces };
}

/** The core's enums (tw_status, tw_param_kind, tw_event_kind) by their names in JavaScript. */
export const CORE_ENUMS = Object.freeze(Object.fromEntries(
  Object.values(ENUMS).filter((e) => e.game === null).map((e) => [e.js, e.values])));
