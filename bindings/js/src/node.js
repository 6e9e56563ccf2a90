// SPDX-License-Identifier: MIT
// Node entry: loads the CommonJS form of the wasm module (the wasm inlined).
import { createRequire } from 'node:module';
import { bind } from './core.js';

export * from './core.js';

const require = createRequire(import.meta.url);

/** Instantiates the wasm module and returns the API (Game, Bot, games(), ...). */
export async function load() {
  const factory = require('../dist/toywar_wasm.cjs');
  return bind(await factory());
}
