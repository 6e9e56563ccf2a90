// SPDX-License-Identifier: MIT
// The wasm build plays the same games as the native library: a seeded game
// of each game, played to its end in wasm (chance by the built-in RNG, the
// decisions picked by a seeded chooser), then replayed move for move by the
// native library (test/native_trace.c); the position text and the hash must
// agree after every move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tw, chooser } from './helpers.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const nativeTrace = process.env.TOYWAR_NATIVE_TRACE ?? `${root}build/web-native/native_trace`;

const GAMES = [
  ['gearhead', 'seed=7'],
  ['droids', 'players=3 scenario=challenge max_turns=30 seed=11'],
  ['droids', 'players=2 scenario=golden-microchips max_turns=20 seed=5'],
  ['toybattle', 'map=city-of-clouds seed=3'],
];

function playInWasm(name, params, seed) {
  const g = new tw.Game(name, params);
  const pick = chooser(seed);
  const lines = [`${g.hashHex()} ${g.toText()}`];
  const moves = [];
  while (!g.isOver && moves.length < 4000) {
    const move = g.isChance ? g.roll() : (() => {
      const legal = g.legalMoves();
      const m = legal[pick(legal.length)];
      g.apply(m);
      return m;
    })();
    moves.push(move);
    lines.push(`${g.hashHex()} ${g.toText()}`);
  }
  const over = g.isOver;
  g.free();
  return { moves, lines, over };
}

for (const [name, params] of GAMES) {
  test(`${name} ${params}: wasm and native agree move for move`, () => {
    assert.ok(existsSync(nativeTrace), `build the native tracer first (scripts/ci/web.sh): ${nativeTrace}`);
    const { moves, lines, over } = playInWasm(name, params, 12345);
    assert.ok(over, 'the game reached its end');
    assert.ok(moves.length > 10);
    const native = execFileSync(nativeTrace, [name, params], { input: moves.join('\n') + '\n', maxBuffer: 1 << 28 })
      .toString().trimEnd().split('\n');
    assert.equal(native.length, lines.length);
    for (let i = 0; i < lines.length; i++)
      assert.equal(lines[i], native[i], `after move ${i} (${moves[i - 1] ?? 'start'})`);
  });
}
