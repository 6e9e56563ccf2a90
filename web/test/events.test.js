// SPDX-License-Identifier: MIT
// The page tells and animates the game from the library's events
// (docs/events.md) in a real browser: the log's sentences for a seeded
// game loaded into the replay viewer, as the binding gives them; the
// reason of the end in the status; a moved piece eased from its square by
// a CSS transition, started from the move's events; and a human's log,
// against the bot, never naming the bot's hidden draws.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from '../../bindings/js/src/node.js';
import { openBrowser } from './browser.js';
import { newPage, startFromMenu, settled, offered, playFromList, closeClean } from './page.js';

const tw = await load();
let b;
before(async () => { b = await openBrowser(); });
after(async () => { await b?.close(); });

/** The log on the page, newest first: each entry's move and its sentences. */
const logOnPage = (page) => page.$$eval('#log > li', (lis) => lis.map((li) => ({
  move: li.querySelector('code').textContent,
  told: [...li.querySelectorAll('.told li')].map((s) => s.textContent),
})));
/** The page's game again, from its replay, in the binding. */
const replayed = async (page) => tw.Game.loadReplay(await page.evaluate(() => window.toywarPage.replay()));

// A seeded Gearhead game to its end, each decision the first legal move.
function finished(seed) {
  const g = new tw.Game('gearhead', `seed=${seed}`);
  while (!g.isOver) {
    if (g.currentPlayer === tw.PLAYER_CHANCE) g.roll(); else g.apply(g.legalMoves()[0]);
  }
  return g;
}
/** The page with `g`'s replay loaded, in the replay viewer at its end. */
async function loaded(g) {
  const opened = await newPage(b);
  const file = join(mkdtempSync(join(tmpdir(), 'toywar-web-')), 'events.replay');
  writeFileSync(file, g.saveReplay());
  await opened.page.setInputFiles('#file-load', file);
  await opened.page.waitForSelector('body[data-state=replay]');
  return opened;
}

test('gearhead, seeded: the log tells each move in its events\' sentences, and the end says why', async () => {
  const g = finished(7);
  const { page, errors } = await loaded(g);
  const log = (await logOnPage(page)).reverse();
  const n = g.historyLength;
  const first = n - log.length;   // the page shows the newest entries
  assert.ok(log.length >= 100, `${log.length} entries shown`);
  log.forEach((entry, i) => {
    assert.equal(entry.move, g.history()[first + i]);
    assert.deepEqual(entry.told, g.events(first + i, tw.VIEW_ALL).map((e) => e.text), `ply ${first + i}`);
  });
  // The seed's roll-off, as docs/events.md words it (the binding's test too).
  assert.deepEqual(g.events(1, 0).map((e) => e.text),
    ["Player 1 rolls 3 for the roll-off against player 0's 7: player 0 goes first.", "Player 0's turn begins."]);
  await page.$eval('#rp-slider', (el) => { el.value = '2'; el.dispatchEvent(new Event('input')); });
  assert.deepEqual((await logOnPage(page)).reverse().map((e) => e.told),
    [['Player 0 rolls 7 for the roll-off.'], g.events(1, 0).map((e) => e.text)]);
  await page.click('#rp-last');
  const ended = g.events(-1, tw.VIEW_ALL).find((e) => e.kind === 'ended');
  assert.match(ended.text, /^The game ends/);
  assert.equal(await page.textContent('#status .reason'), ended.text);
  assert.equal((await logOnPage(page))[0].told.at(-1), ended.text);
  g.free();
  await closeClean({ page, errors });
});

test('gearhead replay viewer: a step forward eases the moved toy from its square, by its events', async () => {
  const g = finished(7);
  const { page, errors } = await loaded(g);
  let ply = 0;
  while (!g.events(ply, tw.VIEW_ALL).some((e) => e.kind === 'moved' && e.names.from[0] === e.names.to[0])) ply++;
  const moved = g.events(ply, tw.VIEW_ALL).filter((e) => e.kind === 'moved');
  const from = moved[0].names.from, to = moved.at(-1).names.to;   // a straight walk
  await page.$eval('#rp-slider', (el, k) => { el.value = String(k); el.dispatchEvent(new Event('input')); }, ply);
  await page.click('#rp-next');
  const piece = await page.evaluate((sq) => {
    const el = document.querySelector(`#board svg [data-at="${sq}"]`);
    return el && { moving: el.classList.contains('moving'), transform: el.style.transform,
      transition: getComputedStyle(el).transitionProperty, started: window.toywarPage.animations() };
  }, to);
  assert.ok(piece, `a piece is drawn on ${to}`);
  assert.deepEqual(piece.started.filter((a) => a.kind === 'move'), [{ kind: 'move', from, to }]);
  assert.equal(piece.moving, true, 'the piece is in its transition');
  assert.equal(piece.transition, 'transform');
  // The way back, in the SVG's units (64 a square): the same file, the ranks apart.
  const ranks = Number(from.slice(1)) - Number(to.slice(1));
  assert.match(piece.transform, new RegExp(`^(translate\\(0px, ${-ranks * 64}px\\))?$`),
    'eased from its square (or already on its way)');
  await page.waitForFunction((sq) => !document.querySelector(`#board svg [data-at="${sq}"]`).classList.contains('moving'), to);
  g.free();
  await closeClean({ page, errors });
});

test('toybattle: the human\'s log tells the bot\'s deals and draws as "a troop", never which', async () => {
  const { page, errors } = await newPage(b);
  await startFromMenu(page, 'toybattle', { seed: 3, seats: ['human', 'mcts'] });
  for (let i = 0; i < 6 && (await settled(page)) === 'human'; i++) await playFromList(page, (await offered(page))[0]);
  const g = await replayed(page);
  const text = (await logOnPage(page)).flatMap((e) => e.told);
  let masked = 0;
  for (let ply = 0; ply < g.historyLength; ply++) {
    const mine = g.events(ply, 0), all = g.events(ply, tw.VIEW_ALL);
    all.forEach((e, i) => {
      if (e.kind === 'drew' && e.player === 1) {
        masked++;
        assert.notEqual(mine[i].text, e.text);
        assert.ok(!text.includes(e.text), `the log names player 1's troop: ${e.text}`);
        assert.ok(text.includes(mine[i].text), `the log tells the draw: ${mine[i].text}`);
      }
    });
  }
  assert.ok(masked >= 3, `${masked} of player 1's draws`);
  assert.ok(text.some((t) => / is dealt a troop\.$| draws a troop\.$/.test(t)), 'a masked draw is told');
  g.free();
  await closeClean({ page, errors });
});

test('droids, four players: each program sheet labels its transmitters with the line they drive, for every seat\'s direction', async () => {
  const { page, errors } = await newPage(b);
  await startFromMenu(page, 'droids', { seed: 4, seats: ['human', 'random', 'random', 'random'] });
  await settled(page);
  const label = (p, t) => page.$eval(`#board svg [data-tx="${p}:${t}"]`, (el) => [el.dataset.line, el.textContent]);
  // South's transmitter t drives file t, North's the other way; West's ranks 10 to 1, East's 1 to 10.
  assert.deepEqual([await label(0, 1), await label(0, 5), await label(0, 10)], [['a', '1·a'], ['e', '5·e'], ['j', '10·j']]);
  assert.deepEqual([await label(1, 1), await label(1, 5)], [['j', '1·j'], ['f', '5·f']]);
  assert.deepEqual([await label(2, 1), await label(2, 5)], [['10', '1·10'], ['6', '5·6']]);
  assert.deepEqual([await label(3, 1), await label(3, 5)], [['1', '1·1'], ['5', '5·5']]);
  // The droids stand on e1, f10, a6 and j5: each on transmitter 5's line, as the render says.
  const own = await page.$$eval('#board svg .tx-own', (els) => els.map((el) => el.textContent));
  assert.deepEqual(own, [
    ' · transmitter·file it drives; the droid on e1: transmitter 5 (file e)',
    ' · transmitter·file it drives; the droid on f10: transmitter 5 (file f)',
    ' · transmitter·rank it drives; the droid on a6: transmitter 5 (rank 6)',
    ' · transmitter·rank it drives; the droid on j5: transmitter 5 (rank 5)',
  ]);
  await closeClean({ page, errors });
});

test('droids robot-killer: the one player\'s strip labels its transmitters with the lines the view gives (South\'s, a to j); the killer has no strip, and the key names the board\'s letters with the library\'s names', async () => {
  const { page, errors } = await newPage(b);
  await startFromMenu(page, 'droids', { seed: 1, seats: ['human'], set: { scenario: 'robot-killer' } });
  await settled(page);
  // The binding's view of the same game says which lines: the page copies none.
  const g = new tw.Game('droids', { players: 1, scenario: 'robot-killer', seed: 1 });
  g.advance();
  const lines = g.json(tw.VIEW_ALL).state.players.map((p) => [p.seat, p.lines.join(' ')]);
  assert.deepEqual(lines, [['S', 'a b c d e f g h i j']]);
  g.free();
  const labels = await page.$$eval('#board svg .tx-link', (els) => els.map((el) => `${el.dataset.tx}=${el.textContent}`));
  assert.deepEqual(labels, ['0:1=1·a', '0:2=2·b', '0:3=3·c', '0:4=4·d', '0:5=5·e', '0:6=6·f', '0:7=7·g', '0:8=8·h', '0:9=9·i', '0:10=10·j']);
  const own = await page.$$eval('#board svg .tx-own', (els) => els.map((el) => el.textContent));
  assert.deepEqual(own, [' · transmitter·file it drives; the droid on e1: transmitter 5 (file e)']);
  // The killer on f10 is titled with the library's robot name.
  const titles = await page.$$eval('#board svg g[data-at] > title', (els) => els.map((el) => el.textContent));
  assert.ok(titles.includes('f10: grey droid (the killer)'), titles.join(' | '));
  const key = await page.$eval('#key', (el) => el.textContent).catch(() => page.content());
  assert.match(key, /Mobile obstacle; black dot a mine, gold a cargo box; R repair robot, G grey droid \(statue\), K grey droid \(the killer\)/);
  await closeClean({ page, errors });
});

test('the menu titles each game as the library\'s tw_games_about says it', async () => {
  const { page, errors } = await newPage(b);
  const titles = await page.$$eval('#menu-games button', (els) => els.map((el) => [el.dataset.game, el.querySelector('strong').textContent]));
  assert.deepEqual(titles, tw.games().map((g) => [g, tw.about(g).split(':')[0]]));
  assert.deepEqual(titles.map(([, t]) => t), ['Gearhead Skirmish', 'Droids', 'Toy Battle']);
  await closeClean({ page, errors });
});
