// SPDX-License-Identifier: MIT
// wasm_vs_native.mjs: the same work natively and in the WebAssembly module
// under Node, in one run, and the ratios (docs/performance.md, "WebAssembly").
//
//   node bench/wasm_vs_native.mjs [--native BIN] [--module FILE] [--rounds N]
//        [--runs N] [--game NAME] [--work playouts|mcts:2000|omniscient-mcts:2000]
//        [--quick] [--count]
//
// BIN is toywar-side-by-side (bench/side_by_side.c, built with toywar-bench;
// default build/bench/bench/toywar-side-by-side), FILE the module the
// binding loads in Node (default build/wasm/bindings/js/toywar_wasm.cjs);
// bench/wasm_vs_native.sh builds both and runs this. For each config:
//
// - random playouts: GAMES games from the start, each one call of the
//   bots' twbot_random_playout() (exported by the module), so that the
//   binding costs nothing; moves per second;
// - the bots mcts:2000 (the fair one, information-set MCTS on the seat's
//   information state) and omniscient-mcts:2000 (the all-seeing one, the
//   same search on the true state): one move from each of four seeded
//   positions, by a fresh bot seeded 1, through the binding's Bot.choose()
//   (the search runs inside wasm; the binding marshals the chosen move's
//   text); milliseconds a move.
//
// The native program and this script make the same calls with the same
// seeds; each reports the moves played, the positions' hashes and the
// moves chosen, and a row whose reports differ says DIFFERS (the library
// is integer-only, so both builds must play alike; the script then exits
// 1). Times are the process's CPU time on both sides (Node's
// process.cpuUsage(), CLOCK_PROCESS_CPUTIME_ID natively), each work timed
// after one untimed run (so that V8 has tiered the wasm up), in ROUNDS
// rounds (21 unless told: with 7, a row moved by up to 0.2x from run to run
// on the shared build machine) that alternate native and wasm so that both see
// the same load. Each round gives a ratio, wasm time over native time, of
// its own runs (the median of each side's); the row's ratio is the median
// of the rounds' ratios, which a burst of load on a shared machine moves
// less than a ratio of the two sides' overall medians would (a burst
// during one side's runs of one round spoils one round, not one side).
// The figures shown are the medians over all runs.
//
// --quick plays a fiftieth of the games, one round of one run unless told:
// a check that both sides work and agree, not a figure (V8 has not tiered
// the wasm up in so short a run).
//
// --count counts instructions instead (cachegrind, which does not move
// with the machine's load): of the native program, and of Node running
// this script on the wasm side alone with V8's optimising compiler from
// the start (--no-liftoff --no-wasm-tier-up) on one thread, each as the
// difference between 3 runs and 1 over the work of 2 (so that start-up,
// compilation and the warm-up cancel). It needs valgrind; with --quick it
// takes a few minutes.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { bind } from '../bindings/js/src/core.js';

const self = fileURLToPath(import.meta.url);
const top = path.resolve(path.dirname(self), '..');
const require = createRequire(import.meta.url);

const CONFIGS = [
  { game: 'gearhead', params: '', games: 300 },
  { game: 'droids', params: 'players=2', games: 3000 },
  { game: 'droids', params: 'players=4', games: 1500 },
  { game: 'toybattle', params: 'map=castle-field', games: 1500 },
  { game: 'toybattle', params: 'map=battlefield', games: 1500 },
];
const WORKS = ['playouts', 'mcts:2000', 'omniscient-mcts:2000'];
const SEEDS = [1, 2, 3, 4];
const WARMUP_MOVES = 40;
const PLAYOUT_MAX = 1000000000;
const USAGE = 'usage: wasm_vs_native.mjs [--native BIN] [--module FILE] [--rounds N] [--runs N] ' +
  '[--game NAME] [--work playouts|mcts:2000|omniscient-mcts:2000] [--quick] [--count]';

function options(argv) {
  const o = {
    native: path.join(top, 'build/bench/bench/toywar-side-by-side'),
    module: path.join(top, 'build/wasm/bindings/js/toywar_wasm.cjs'),
    rounds: null, runs: null, game: null, params: null, work: null, quick: false, count: false,
    sides: ['native', 'wasm'],
  };
  const count = (v) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new Error(USAGE);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i], v = argv[i + 1];
    if (a === '--native' && v) o.native = path.resolve(v), i++;
    else if (a === '--module' && v) o.module = path.resolve(v), i++;
    else if (a === '--rounds') o.rounds = count(v), i++;
    else if (a === '--runs') o.runs = count(v), i++;
    else if (a === '--game' && v) o.game = v, i++;
    else if (a === '--params' && v !== undefined) o.params = v, i++; // with --game: one config
    else if (a === '--work' && WORKS.includes(v)) o.work = v, i++;
    else if (a === '--quick') o.quick = true;
    else if (a === '--count') o.count = true;
    else if (a === '--wasm-only') o.sides = ['wasm']; // what --count runs under valgrind
    else throw new Error(USAGE);
  }
  o.rounds ??= o.quick ? 1 : 21;
  o.runs ??= o.quick ? 1 : 3;
  return o;
}

const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const hex64 = (v) => BigInt.asUintN(64, v).toString(16).padStart(16, '0');
const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  const n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
};
const label = (cfg) => (cfg.params ? `${cfg.game} ${cfg.params}` : cfg.game);
const gamesOf = (o, cfg) => (o.quick ? Math.max(1, Math.round(cfg.games / 50)) : cfg.games);

// ---- the wasm half: what side_by_side.c does, call for call ---------------

function wasmSide(M, tw) {
  const rng = M._malloc(8);      // a twbot_rng
  const count = M._malloc(4);    // a long (32 bits in wasm32)

  function playoutRun(work, start, games) {
    let moves = 0, check = 0n;
    for (let i = 0; i < games; i++) {
      if (M._tw_game_copy_position(work, start) !== 0 || M._tw_game_seed(work, BigInt(i)) !== 0)
        throw new Error('start');
      M._twbot_rng_seed(rng, BigInt(i));
      if (M._twbot_random_playout(work, rng, PLAYOUT_MAX, count) !== 0) throw new Error('playout');
      moves += M.getValue(count, 'i32');
      check = BigInt.asUintN(64, check + BigInt.asUintN(64, M._tw_game_hash(work)));
    }
    return { moves, check: hex64(check) };
  }

  function playouts(cfg, games, runs) {
    const start = new tw.Game(cfg.game, cfg.params);
    const work = start.clone();
    let out = playoutRun(work.handle, start.handle, games); // warm up
    const seconds = [];
    for (let r = 0; r < runs; r++) {
      const t0 = cpuSeconds();
      out = playoutRun(work.handle, start.handle, games);
      seconds.push(cpuSeconds() - t0);
    }
    work.free();
    start.free();
    return { work: 'playouts', ...out, seconds };
  }

  function position(cfg, seed) {
    const g = new tw.Game(cfg.game, `${cfg.params} seed=${seed}`);
    const h = g.handle;
    M._twbot_rng_seed(rng, BigInt(seed));
    M._twbot_random_playout(h, rng, WARMUP_MOVES, 0);
    while (M._tw_game_current_player(h) !== tw.PLAYER_TERMINAL &&
           (M._tw_game_current_player(h) < 0 || M._tw_game_legal_moves(h, 0, 0) < 2))
      M._twbot_random_playout(h, rng, 1, 0);
    if (M._tw_game_current_player(h) === tw.PLAYER_TERMINAL) { g.free(); return null; }
    return g;
  }

  function botMove(spec, g) {
    const bot = new tw.Bot(spec, 1);
    const t0 = cpuSeconds();
    const move = bot.choose(g);
    const s = cpuSeconds() - t0;
    bot.free();
    return { move, s };
  }

  function bot(cfg, spec, runs) {
    const positions = SEEDS.map((seed) => {
      const g = position(cfg, seed);
      if (!g) return { seed, over: true };
      let { move } = botMove(spec, g); // warm up
      const seconds = [];
      for (let r = 0; r < runs; r++) {
        const m = botMove(spec, g);
        move = m.move;
        seconds.push(m.s);
      }
      const out = { seed, hash: g.hashHex(), move, seconds };
      g.free();
      return out;
    });
    return { work: 'bot', spec, positions };
  }

  return { playouts, bot };
}

// ---- the native half --------------------------------------------------------

function nativeArgs(cfg, work, games, runs) {
  return work === 'playouts'
    ? ['playouts', cfg.game, cfg.params, String(games), String(runs)]
    : ['bot', cfg.game, cfg.params, work, String(runs), ...SEEDS.map(String)];
}

function nativeSide(bin) {
  function run(args) {
    const r = spawnSync(bin, args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${bin} ${args.join(' ')}: ${r.stderr || r.error}`);
    return JSON.parse(r.stdout);
  }
  return {
    playouts: (cfg, games, runs) => run(nativeArgs(cfg, 'playouts', games, runs)),
    bot: (cfg, spec, runs) => run(nativeArgs(cfg, spec, 0, runs)),
  };
}

// ---- times: rounds alternating the sides ----------------------------------

function fingerprint(out) {
  if (out.work === 'playouts') return { moves: out.moves, check: out.check };
  return out.positions.map((p) => (p.over ? { seed: p.seed } : { seed: p.seed, hash: p.hash, move: p.move }));
}

// Seconds of the work a run: a playout run's, or a bot's move averaged over the positions.
function runSeconds(outs) {
  const all = [];
  for (const out of outs) {
    if (out.work === 'playouts') all.push(...out.seconds);
    else {
      const live = out.positions.filter((p) => !p.over);
      const n = live[0]?.seconds.length ?? 0;
      for (let r = 0; r < n; r++) all.push(live.reduce((s, p) => s + p.seconds[r], 0) / live.length);
    }
  }
  return median(all);
}

// One row: the work's runs on both sides, rounds alternating, and whether they did the same.
// Each round gives a ratio (its wasm runs against its native runs, which saw the
// same load); the row's ratio is the median of the rounds' ratios, its figures
// the medians of all runs.
function timeRow(o, sides, cfg, work) {
  const games = gamesOf(o, cfg);
  const runs = { native: [], wasm: [] };
  const keys = new Set();
  for (let round = 0; round < o.rounds; round++) {
    for (const side of o.sides) {
      const out = work === 'playouts' ? sides[side].playouts(cfg, games, o.runs)
        : sides[side].bot(cfg, work, o.runs);
      runs[side].push(out);
      keys.add(JSON.stringify(fingerprint(out)));
    }
  }
  const first = runs[o.sides[0]][0];
  const row = { label: label(cfg), work, same: keys.size === 1 };
  // A side's figure from some of its runs: moves a second (M), or ms a bot move.
  let figure, ratioOf;
  if (work === 'playouts') {
    Object.assign(row, { unit: 'M moves/s', detail: `${games} games, ${first.moves} moves` });
    figure = (outs) => (outs.length ? first.moves / runSeconds(outs) / 1e6 : NaN);
    ratioOf = (native, wasm) => native / wasm;
  } else {
    const moves = first.positions.filter((p) => !p.over).map((p) => p.move).join(' ');
    Object.assign(row, { unit: 'ms a move', detail: `moves ${moves}` });
    figure = (outs) => (outs.length ? runSeconds(outs) * 1e3 : NaN);
    ratioOf = (native, wasm) => wasm / native;
  }
  row.native = figure(runs.native);
  row.wasm = figure(runs.wasm);
  const rounds = [];
  for (let r = 0; r < Math.min(runs.native.length, runs.wasm.length); r++)
    rounds.push(ratioOf(figure([runs.native[r]]), figure([runs.wasm[r]])));
  row.rounds = rounds;
  row.ratio = rounds.length ? median(rounds) : NaN;
  return row;
}

// ---- instructions ------------------------------------------------------------

function instructions(command, args) {
  const r = spawnSync('valgrind', ['--tool=cachegrind', '--cache-sim=no',
    '--cachegrind-out-file=/dev/null', command, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const m = /I\s+refs:\s+([\d,]+)/.exec(r.stderr ?? '');
  if (r.status !== 0 || !m) throw new Error(`valgrind ${command} ${args.join(' ')}: ${r.stderr || r.error}`);
  return { count: Number(m[1].replaceAll(',', '')), out: r.stdout };
}

// Instructions of one item of the work (a playout move, a bot's move) on each side.
function countRow(o, cfg, work) {
  const games = gamesOf(o, cfg);
  const nat = (runs) => instructions(o.native, nativeArgs(cfg, work, games, runs));
  const wasm = (runs) => instructions(process.execPath, ['--no-liftoff', '--no-wasm-tier-up',
    '--single-threaded', '--predictable', self, '--wasm-only', '--quick', '--runs', String(runs),
    '--module', o.module, '--game', cfg.game, '--params', cfg.params, '--work', work]);
  const n1 = nat(1), n3 = nat(3), w1 = wasm(1), w3 = wasm(3);
  const report = JSON.parse(n1.out);
  const items = work === 'playouts' ? report.moves : report.positions.filter((p) => !p.over).length;
  const per = (a, b) => (b.count - a.count) / (2 * items);
  const row = { label: label(cfg), work, unit: work === 'playouts' ? 'a move' : 'a bot move',
    native: per(n1, n3), wasm: per(w1, w3) };
  row.ratio = row.wasm / row.native;
  return row;
}

// ---- the table --------------------------------------------------------------

function print(o, rows) {
  const pad = (s, n) => String(s).padEnd(n);
  const fmt = (v) => (Number.isNaN(v) ? '-' : v >= 1e5 ? Math.round(v).toLocaleString('en') : v >= 100 ? v.toFixed(1) : v.toFixed(2));
  const how = o.count ? 'instructions (cachegrind), 3 runs less 1 over 2'
    : `ratio: median of ${o.rounds} rounds' ratios (${o.runs} runs a side each), process CPU time`;
  console.log(`wasm_vs_native: node ${process.version}, ${how}`);
  console.log(`${pad('game params', 28)} ${pad('work', 21)} ${pad('unit', 10)} ${pad('native', 12)} ${pad('wasm', 12)} ` +
    `${pad('wasm/native', 11)} ${o.count ? '' : 'same  detail'}`);
  for (const r of rows) {
    const same = o.count ? '' : `${pad(r.same ? 'yes' : 'DIFFERS', 5)} ${r.detail}`;
    console.log(`${pad(r.label, 28)} ${pad(r.work, 21)} ${pad(r.unit, 10)} ${pad(fmt(r.native), 12)} ` +
      `${pad(fmt(r.wasm), 12)} ${pad(Number.isNaN(r.ratio) ? '-' : r.ratio.toFixed(2) + 'x', 11)} ${same}`);
  }
  console.log(JSON.stringify({ bench: 'wasm_vs_native', node: process.version, count: o.count, rows }));
}

async function main() {
  const o = options(process.argv.slice(2));
  const configs = CONFIGS.filter((c) => (!o.game || c.game === o.game) &&
    (o.params === null || c.params === o.params));
  if (!configs.length) throw new Error(`no config of ${o.game} ${o.params ?? ''}`);
  const works = WORKS.filter((w) => !o.work || w === o.work);
  const rows = [];
  if (o.count) {
    for (const cfg of configs)
      for (const work of works) {
        process.stderr.write(`counting ${label(cfg)} ${work} ...\n`);
        rows.push(countRow(o, cfg, work));
      }
  } else {
    const M = await require(o.module)();
    const sides = { native: nativeSide(o.native), wasm: wasmSide(M, bind(M)) };
    for (const cfg of configs) {
      process.stderr.write(`measuring ${label(cfg)} ...\n`);
      for (const work of works) rows.push(timeRow(o, sides, cfg, work));
    }
  }
  print(o, rows);
  if (rows.some((r) => r.same === false)) process.exitCode = 1;
}

main().catch((e) => { console.error(`wasm_vs_native: ${e.message}`); process.exit(1); });
