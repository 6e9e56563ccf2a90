// SPDX-License-Identifier: MIT
// Online play in a real browser, through toywar-server (docs/server.md):
// a game created from the menu, two browser contexts each opening its own
// seat's link and playing, a third spectating. Every WebSocket frame each
// page receives is recorded and checked: a seat is sent its own view and
// never the other seat's rack, the spectator no rack at all; the pages
// hold no game of their own (window.toywarPage has no position or replay).
// One seat's page is closed mid-game and its link opened again: it
// rejoins where the game is; in Toy Battle the server is then killed with
// SIGKILL and started again, and every page rejoins by itself.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { openBrowser, webRoot } from './browser.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const library = process.env.TOYWAR_LIBRARY ?? `${root}build/web-native/lib/libtoywar.so.1`;
const DECISIONS = { toybattle: 400, droids: 60 };
const artifacts = fileURLToPath(new URL('artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

let b, server, url;

const freePort = () => new Promise((ok) => {
  const probe = createServer().listen(0, '127.0.0.1', () => { const { port } = probe.address(); probe.close(() => ok(port)); });
});

async function startServer(port, db) {
  const child = spawn('/usr/bin/python3', ['-m', 'toywar.server', '--port', String(port), '--db', db, '--web', webRoot, '--quiet'], {
    env: { ...process.env, PYTHONPATH: `${root}bindings/python`, TOYWAR_LIBRARY: library },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`toywar-server exited ${child.exitCode}`);
    try { if ((await fetch(`${base}api/info`)).ok) return { child, base }; } catch { /* not up yet */ }
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error('toywar-server did not answer');
}

let port, db;
before(async () => {
  assert.ok(existsSync(library), `the native library (scripts/ci/web.sh builds it): ${library}`);
  port = await freePort();
  db = join(mkdtempSync(join(tmpdir(), 'toywar-online-')), 'games.db');
  ({ child: server, base: url } = await startServer(port, db));
  b = await openBrowser();
});
after(async () => {
  await b?.close();
  server?.kill();
});

/** A page in its own browser context, its received WebSocket frames recorded. */
async function openContext() {
  const context = await b.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const frames = [];
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => frames.push(String(payload))));
  return { context, page, frames, errors };
}

async function createFromMenu(page, game) {
  await page.goto(`${url}?fast`);
  await page.waitForSelector('#menu-online:not([hidden])');
  await page.click(`[data-game=${game}]`);
  for (const p of [0, 1]) await page.selectOption(`[data-seat="${p}"]`, 'human');
  await page.click('#menu-online');
  await page.waitForSelector('body[data-state=links]');
  await page.screenshot({ path: `${artifacts}online-${game}-links.png` });
  const links = await page.$$eval('#online-links [data-seat-link]', (as) => Object.fromEntries(as.map((a) => [a.dataset.seatLink, a.href])));
  assert.deepEqual(Object.keys(links).sort(), ['0', '1', 'spectator']);
  return links;
}

const summary = (page) => page.evaluate(() => window.toywarPage.online());
const joined = (page, version = 0) => page.waitForFunction((v) => (window.toywarPage?.online()?.version ?? -1) >= v, version, { timeout: 30_000 });

/** Each state frame a page was sent, parsed; anything else must be an ack or a record. */
function states(frames) {
  return frames.map((f) => JSON.parse(f)).filter((m) => {
    assert.ok(['state', 'ack', 'record'].includes(m.type), `an unexpected frame: ${JSON.stringify(m).slice(0, 200)}`);
    return m.type === 'state';
  });
}

/** Every frame of seat `seat` holds its own view and no other seat's rack or position. */
function assertSeatFrames(frames, seat, players) {
  const sent = states(frames);
  assert.ok(sent.length > 0);
  for (const m of sent) {
    assert.equal(m.seat, seat);
    assert.equal(m.view.viewer, seat);
    assert.equal(m.view.position, null, 'no position text, which holds every secret');
    for (let p = 0; p < players; p++) {
      if (p !== seat) assert.equal(m.view.state.players[p].rack, null, `seat ${seat} was sent player ${p}'s rack at move ${m.version}`);
    }
    if (m.view.state.pile_kinds !== undefined) assert.equal(m.view.state.pile_kinds, null, 'the piles\' contents');
    assert.ok(m.legal.length === 0 || m.view.current_player === seat, 'legal moves only at its own decision');
  }
  return sent;
}

async function playOut(game, pages, maxDecisions) {
  let decisions = 0;
  while (decisions < maxDecisions) {
    const states = await Promise.all(pages.map((p) => p.evaluate(() => document.body.dataset.state)));
    if (states.includes('over')) return decisions;
    const at = states.indexOf('human');
    if (at < 0) { await pages[0].waitForTimeout(20); continue; }
    const page = pages[at];
    const before = (await summary(page)).version;
    const moves = await page.$$eval('#moves button[data-move]:not([data-move=""])', (bs) => bs.map((x) => x.dataset.move));
    await page.click(`#moves button[data-move="${moves[decisions % moves.length]}"]`);
    await Promise.all(pages.map((p) => joined(p, before + 1)));
    decisions++;
  }
  return decisions;
}

for (const game of ['toybattle', 'droids']) {
  test(`${game} online: two seats in two browser contexts, a spectator; each page is sent its own seat only`, async () => {
    const creator = await openContext();
    const links = await createFromMenu(creator.page, game);
    const seat0 = creator;                        // the creator plays seat 0 in his own tab
    await seat0.page.goto(links[0]);
    const seat1 = await openContext();
    await seat1.page.goto(links[1]);
    const watcher = await openContext();
    await watcher.page.goto(links.spectator);
    for (const { page } of [seat0, seat1, watcher]) await joined(page);
    assert.deepEqual(await summary(seat1.page), { seat: 1, role: 'seat', version: (await summary(seat1.page)).version, over: false });

    // Halfway, seat 1 closes its page and opens its link again.
    const first = await playOut(game, [seat0.page, seat1.page], 12);
    const version = (await summary(seat1.page)).version;
    await seat0.page.screenshot({ path: `${artifacts}online-${game}-seat0.png` });
    await watcher.page.screenshot({ path: `${artifacts}online-${game}-spectator.png` });
    const frames1 = [...seat1.frames];
    await seat1.context.close();
    const again = await openContext();
    await again.page.goto(links[1]);
    await joined(again.page, version);
    assert.equal((await summary(again.page)).version, version, 'rejoined where the game is');
    let rest = await playOut(game, [seat0.page, again.page], 12);
    if (game === 'toybattle') {
      // The server is killed (SIGKILL) and started again on its file: both
      // pages rejoin by themselves where the game was, and play on.
      const at = (await summary(seat0.page)).version;
      const killed = new Promise((ok) => server.once('exit', ok));
      server.kill('SIGKILL');
      await killed;
      for (const { page } of [seat0, again]) await page.waitForSelector('body[data-connection=lost][data-state=waiting]', { state: 'attached' });
      ({ child: server } = await startServer(port, db));
      for (const { page } of [seat0, again, watcher]) await joined(page, at);
      assert.equal((await summary(again.page)).version, at, 'nothing lost');
    }
    rest += await playOut(game, [seat0.page, again.page], DECISIONS[game] - first - rest);

    const players = 2;
    assertSeatFrames(seat0.frames, 0, players);
    assertSeatFrames([...frames1, ...again.frames], 1, players);
    const watched = states(watcher.frames);
    for (const m of watched) {
      assert.equal(m.role, 'spectator');
      assert.deepEqual(m.legal, []);
      for (let p = 0; p < players; p++) assert.equal(m.view.state.players[p].rack, null, `the spectator was sent player ${p}'s rack`);
    }
    assert.ok(watched.at(-1).version >= version, 'the spectator saw the moves');
    if (game === 'toybattle') assert.equal(watched.at(-1).over, true, `the game ended (${first + rest} decisions)`);
    // No page holds a game of its own, nor another seat's state.
    for (const { page } of [seat0, again, watcher]) {
      assert.deepEqual(await page.evaluate(() => [window.toywarPage.position(), window.toywarPage.replay(), window.toywarPage.hash()]), [null, null, null]);
    }
    for (const ctx of [seat0, again, watcher]) {
      assert.deepEqual(ctx.errors, []);
      await ctx.context.close();
    }
  });
}
