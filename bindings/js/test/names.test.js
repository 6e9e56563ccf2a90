// SPDX-License-Identifier: MIT
// The pieces' names and codes the headers give (tw_gearhead_toy_name and
// _code, tw_toybattle_troop_name and _code), as the web page's key shows them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tw } from './helpers.js';

test('gearheadToys: the 13 toys with their notation codes, Big Al (1) to Small Fry (13)', () => {
  assert.deepEqual(tw.gearheadToys().map(({ kind, name, code }) => `${kind} ${code} ${name}`), [
    '1 A Big Al', '2 C Clucketta', '3 D Dead Head', '4 X Disasteroid', '5 H Handy', '6 K Krush Kringle',
    '7 O Orbit', '8 P Presto', '9 R Kangaruffian', '10 T Walking Timebomb', '11 B Zap-Bot', '12 Z Ziggy',
    '13 F Small Fry',
  ]);
});

test('toybattleTroops: the 8 troops by strength with their codes, Kwak (0) to Roxy (7)', () => {
  assert.deepEqual(tw.toybattleTroops().map(({ kind, name, code }) => `${kind} ${code} ${name}`),
    ['0 K Kwak', '1 S Skully', "2 C Cap'n", '3 J Jumbo', '4 H Hook', '5 X XB-42', '6 T Star', '7 R Roxy']);
});
