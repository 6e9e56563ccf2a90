// SPDX-License-Identifier: MIT
// The pieces' names the headers give (tw_gearhead_toy_name and _letter,
// tw_toybattle_troop_name), as the web page's key shows them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tw } from './helpers.js';

test('gearheadToys: the 13 toys with their notation letters, Big Al (1) to Small Fry (13)', () => {
  assert.deepEqual(tw.gearheadToys().map(({ kind, name, letter }) => `${kind} ${letter} ${name}`), [
    '1 A Big Al', '2 C Clucketta', '3 D Dead Head', '4 X Disasteroid', '5 H Handy', '6 K Krush Kringle',
    '7 O Orbit', '8 P Presto', '9 R Kangaruffian', '10 T Walking Timebomb', '11 B Zap-Bot', '12 Z Ziggy',
    '13 F Small Fry',
  ]);
});

test('toybattleTroops: the 8 troops by strength, Kwak (0) to Roxy (7)', () => {
  assert.deepEqual(tw.toybattleTroops().map(({ kind, name }) => `${kind} ${name}`),
    ['0 Kwak', '1 Skully', "2 Cap'n", '3 Jumbo', '4 Hook', '5 XB-42', '6 Star', '7 Roxy']);
});
