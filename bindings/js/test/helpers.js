// SPDX-License-Identifier: MIT
// Shared by the tests: the loaded binding, and a deterministic player.
import { load } from '../src/node.js';

export const tw = await load();

/** A tiny seeded generator (mulberry32) for the tests' choices. */
export function chooser(seed) {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n);
  };
}
