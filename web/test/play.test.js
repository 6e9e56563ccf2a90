// SPDX-License-Identifier: MIT
// The page in a real browser: for each game, from the menu, a seeded game
// played to its end by clicking (player 0 a human played by this test,
// player 1 the MCTS bot in its Web Worker), an undo on the way, the replay
// saved and loaded back into the replay viewer, and the final position
// checked against the native library's for the same seed and moves.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openBrowser } from './browser.js';
import { newPage, startFromMenu } from './page.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const nativeTrace = process.env.TOYWAR_NATIVE_TRACE ?? `${root}build/web-native/native_trace`;
const artifacts = fileURLToPath(new URL('artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

let b;
before(async () => { b = await openBrowser(); });
after(async () => { await b?.close(); });

/** The test's human: a seeded pick among the moves the page offers. */
function chooser(seed) {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}


const pageCall = (page, fn) => page.evaluate(`window.toywarPage.${fn}()`);

// What the page offers now, read in one call: its state, the history's
// length, and for each offered move where to click (the centre of its
// control on the board, the side panel or the action bar, and of its
// button in the list).
const CONTROL = (t) => ['#board', '#info', '#actions'].map((p) => `${p} [data-target="${t}"]`).join(', ');
const SNAPSHOT = () => {
  const state = document.body.dataset.state;
  if (state !== 'human' && state !== 'over') return null;
  const centre = (el) => {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2, h: r.height, vh: window.innerHeight };
  };
  return {
    state,
    n: window.toywarPage.historyLength(),
    offered: [...document.querySelectorAll('#moves button[data-move]:not([data-move=""])')].map((e) => ({
      move: e.dataset.move, target: e.dataset.target, hl: e.classList.contains('hl'), button: centre(e),
      board: centre(document.querySelector(CONTROL(e.dataset.target))),
    })),
  };
};
async function snapshot(page) {
  const handle = await page.waitForFunction(`(() => { const CONTROL = ${CONTROL}; return (${SNAPSHOT})(); })()`, null, { timeout: 60_000 });
  return handle.jsonValue();
}
/** A real mouse click at an element's centre, scrolled into view first if need be. */
async function clickAt(page, at, selector) {
  if (at.y < 0 || at.y > at.vh) {
    await page.locator(selector).scrollIntoViewIfNeeded();
    return page.click(selector);
  }
  return page.mouse.click(at.x, at.y);
}

/**
 * Plays player 0's moves by clicking until the game ends, each on its
 * control outside the list (every move has one; the list only to choose
 * among the moves of one control); one undo after the 4th.
 */
async function playToEnd(page, seed, shot, shotAt) {
  const pick = chooser(seed);
  let humanMoves = 0, undone = false, last = -1;
  const clicks = { board: 0, action: 0, list: 0 };
  for (;;) {
    const snap = await snapshot(page);
    assert.ok(snap.n > last, 'the last click applied a move');
    if (snap.state === 'over') break;
    assert.ok(snap.offered.length > 0, 'a human turn offers moves');
    // The docs' screenshot: a few moves in, at a turn whose moves are on the board.
    if (humanMoves >= shotAt && shot && snap.offered.some((o) => !o.target.startsWith('act:'))) { await shot(); shot = null; }
    for (const o of snap.offered) assert.ok(o.board, `${o.move} has a control outside the list (${o.target})`);
    const { move, target, board } = snap.offered[pick(snap.offered.length)];
    last = snap.n;
    await clickAt(page, board, CONTROL(target));
    clicks[target.startsWith('act:') ? 'action' : 'board']++;
    if (snap.offered.filter((o) => o.target === target).length > 1) {
      const sel = await snapshot(page);
      const b = sel.offered.find((o) => o.move === move && o.hl);
      assert.ok(b, `the click on ${target} offered ${move}`);
      await clickAt(page, b.button, `#moves button[data-move="${move}"]`);
      clicks.list++;
    }
    humanMoves++;
    if (humanMoves === 4 && !undone) {
      const now = await snapshot(page);
      if (now.state === 'over') break;
      await page.click('#btn-undo');
      const back = await snapshot(page);
      assert.ok(back.n < now.n && back.state === 'human', 'undo took moves back to a human turn');
      last = back.n - 1;
      undone = true;
    }
  }
  return { humanMoves, clicks, undone };
}

const GAMES = [
  // shotAt: the docs' screenshot is taken a few human moves in
  { game: 'gearhead', seed: 2, set: {}, shotAt: 10 },
  { game: 'droids', seed: 7, set: { scenario: 'challenge', max_turns: '15' }, shotAt: 17 },
  { game: 'toybattle', seed: 7, set: { map: 'castle-field' }, shotAt: 10 },
];

for (const { game, seed, set, shotAt } of GAMES) {
  test(`${game}: a seeded game from the menu to its end, undo, replay saved and reloaded, native agrees`, async () => {
    assert.ok(existsSync(nativeTrace), `the native tracer (scripts/ci/web.sh builds it): ${nativeTrace}`);
    const { page, errors } = await newPage(b);
    await startFromMenu(page, game, { seed, set });

    // Hidden information: the seat on screen (player 0) sees no position
    // text (it holds every secret) and, where the game has racks, not the
    // opponent's.
    await page.waitForSelector('body[data-state=human]');
    assert.match(await page.textContent('#position'), /hidden/);
    if (game !== 'gearhead') assert.match(await page.textContent('#info'), /hidden/);
    const shot = () => page.screenshot({ path: `${artifacts}web-${game}.png` });
    const played = await playToEnd(page, seed, shot, shotAt);
    assert.ok(played.undone, 'an undo was clicked');
    assert.ok(played.clicks.board > 0, 'moves were played by clicking the board');
    assert.match(await page.textContent('#status'), /Game over/);
    await page.screenshot({ path: `${artifacts}web-${game}-end.png` });

    // Saved by the button, as a user would.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#btn-save')]);
    const replayPath = await download.path();
    const replay = readFileSync(replayPath, 'utf8');
    assert.equal(replay, await pageCall(page, 'replay'));
    const position = await page.textContent('#position');
    assert.equal(position, await pageCall(page, 'position'));

    // The native library, on the same start and moves, ends on the same position.
    const lines = replay.split('\n');
    const params = lines.find((l) => l.startsWith('params ')).slice(7);
    const moves = lines.slice(lines.findIndex((l) => l.startsWith('moves ')) + 1).join(' ').split(/\s+/).filter(Boolean);
    const native = execFileSync(nativeTrace, [game, params], { input: moves.join('\n') + '\n', maxBuffer: 1 << 28 })
      .toString().trimEnd().split('\n').at(-1);
    assert.equal(native, `${await pageCall(page, 'hash')} ${position}`);

    // Loaded back: the replay viewer opens at the end and steps back.
    await page.click('#btn-new');
    await page.setInputFiles('#file-load', replayPath);
    await page.waitForSelector('body[data-state=replay]');
    assert.equal(await page.textContent('#rp-pos'), `move ${moves.length} / ${moves.length}`);
    assert.equal(await page.textContent('#position'), position);
    await page.click('#rp-prev');
    assert.equal(await page.textContent('#rp-pos'), `move ${moves.length - 1} / ${moves.length}`);
    await page.click('#rp-first');
    assert.equal(await page.textContent('#rp-pos'), `move 0 / ${moves.length}`);
    assert.notEqual(await page.textContent('#position'), position);
    await page.click('#rp-last');
    assert.equal(await page.textContent('#position'), position);
    assert.deepEqual(errors, []);
    console.log(`# ${game}: ${moves.length} moves, ${played.humanMoves} by clicks (board ${played.clicks.board}, action bar ${played.clicks.action}, list to choose ${played.clicks.list})`);
    await page.close();
  });
}
