// SPDX-License-Identifier: MIT
// The new-game menu in a real browser: a value the library refuses is said
// with the library's own message (not blocked by the browser without a
// word), and a param is on show only where the chosen scenario and players
// take it, as the library answers (the messages are the binding's, read in
// Node from the same build).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { load } from '../../bindings/js/src/node.js';
import { openBrowser } from './browser.js';
import { newPage, closeClean } from './page.js';

const tw = await load();
let b;
before(async () => { b = await openBrowser(); });
after(async () => { await b?.close(); });

/** The library's refusal of `params` for `game`, as the menu shows it. */
function refusal(game, params) {
  try {
    new tw.Game(game, params).free();
  } catch (e) {
    return `${e.message} (${e.code})`;
  }
  assert.fail(`${game} ${params} is accepted`);
}
const shown = (page) => page.$$eval('#menu-params [data-param]', (ps) => ps.filter((p) => p.checkVisibility()).map((p) => p.name));

test('the menu refuses a bad combination of params with the library\'s message', async () => {
  const { page, errors } = await newPage(b);
  await page.click('[data-game=droids]');
  await page.selectOption('#menu-players', '3');
  await page.selectOption('[data-param][name=scenario]', 'duel');
  await page.click('#menu-start');
  // The words are the library's (lib/droids): "duel is for exactly 2 players".
  assert.equal(await page.textContent('#menu-error'), refusal('droids', 'players=3 scenario=duel'));
  assert.match(await page.textContent('#menu-error'), /^param 'players': duel /);
  assert.equal(await page.getAttribute('body', 'data-state'), 'menu');
  await closeClean({ page, errors });
});

test('a value out of range or not a number is said with the library\'s message, and the game does not start', async () => {
  const { page, errors } = await newPage(b);
  await page.click('[data-game=droids]');
  for (const [field, value, params] of [
    ['[data-param][name=max_turns]', '5000', 'max_turns=5000'],
    ['[data-param][name=max_turns]', 'ten', 'max_turns=ten'],
    ['#menu-seed', '-1', 'seed=-1'],
  ]) {
    await page.fill('[data-param][name=max_turns]', '100');
    await page.fill('#menu-seed', '1');
    await page.fill(field, value);
    await page.click('#menu-start');
    assert.equal(await page.textContent('#menu-error'), refusal('droids', params), `${params}`);
    assert.equal(await page.getAttribute('body', 'data-state'), 'menu');
  }
  // Put right, the message goes and the game starts.
  await page.fill('#menu-seed', '1');
  assert.equal(await page.textContent('#menu-error'), '');
  await page.click('#menu-start');
  await page.waitForSelector('body[data-state=human]');
  await closeClean({ page, errors });
});

test('killer shots only for robot-killer, teams only for 4 players in challenge or de-mine: the library decides', async () => {
  const { page, errors } = await newPage(b);
  await page.click('[data-game=droids]');
  assert.deepEqual(await shown(page), ['scenario', 'max_turns'], 'challenge, 2 players');
  await page.selectOption('#menu-players', '4');
  assert.deepEqual(await shown(page), ['scenario', 'teams', 'max_turns'], 'challenge, 4 players');
  await page.selectOption('[data-param][name=teams]', 'on');
  await page.selectOption('[data-param][name=scenario]', 'de-mine');
  assert.deepEqual(await shown(page), ['scenario', 'teams', 'max_turns'], 'de-mine, 4 players');
  await page.selectOption('[data-param][name=scenario]', 'robot-madness');
  assert.deepEqual(await shown(page), ['scenario', 'max_turns'], 'robot-madness, 4 players: no teams');
  assert.equal(await page.textContent('#menu-error'), '', 'the hidden teams went back to off');
  await page.selectOption('#menu-players', '1');
  await page.selectOption('[data-param][name=scenario]', 'robot-killer');
  assert.deepEqual(await shown(page), ['scenario', 'killer_shots', 'max_turns'], 'robot-killer, 1 player');
  await page.fill('[data-param][name=killer_shots]', '6');
  await page.click('#menu-start');
  await page.waitForSelector('body[data-state=human]');
  assert.match(await page.evaluate(() => window.toywarPage.position()), /scenario=robot-killer players=1 shots=6/);
  // The other games' params apply everywhere.
  await page.click('#btn-new');
  await page.click('[data-game=gearhead]');
  assert.deepEqual(await shown(page), ['placed_moves']);
  await page.click('[data-game=toybattle]');
  assert.deepEqual(await shown(page), ['map', 'special_bases']);
  await closeClean({ page, errors });
});
