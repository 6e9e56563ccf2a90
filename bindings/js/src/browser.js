// SPDX-License-Identifier: MIT
// Browser and Web Worker entry: loads the ES-module form of the wasm module.
import factory from '../dist/toywar_wasm.mjs';
import { bind } from './core.js';

export * from './core.js';

/** Instantiates the wasm module and returns the API (Game, Bot, games(), ...). */
export async function load() {
  return bind(await factory());
}
