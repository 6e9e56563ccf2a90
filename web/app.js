// SPDX-License-Identifier: MIT
// The page: a menu from the library's structured params, the board drawn
// from the JSON view, moves by clicking, bots in a Web Worker, undo,
// replays. Everything runs in the browser on the wasm build.
import { load, PLAYER_CHANCE, VIEW_ALL } from './vendor/toywar/src/browser.js';
import { makeBoards, PLAYER_COLOURS, esc } from './boards.js';
import { setupOnline } from './online.js';

const tw = await load();
// The boards and the games' titles, with the library's names (boards.js).
const { boards: BOARDS, titles: GAME_TITLES } = makeBoards(tw);
const $ = (id) => document.getElementById(id);
const FAST = new URLSearchParams(location.search).has('fast');   // tests: no pauses
const PAUSE = { chance: FAST ? 0 : 500, bot: FAST ? 0 : 300 };
const LOG_SHOWN = 120;
const SEAT_KINDS = [['human', 'Human'], ['mcts', 'MCTS bot'], ['random', 'Random bot']];

const S = {
  game: null, cfg: null, log: [], selected: null, lastHuman: 0,
  redo: [],   // chance outcomes taken back by undo, the next one last (see rewindTo)
  shown: 0,   // the human whose view is on screen (hot seat: see passCover)
  botToken: 0, timer: 0, replay: null, worker: null,
  told: new Map(),   // `${viewer}:${ply}` -> { move, events }: see toldOf
  animated: 0,       // the history's length whose events were animated
};

// --- menu ----------------------------------------------------------------------
let menuGame = 'gearhead';
function buildMenu() {
  $('menu-games').innerHTML = tw.games().map((g) => {
    const [name, blurb] = GAME_TITLES[g] ?? [g, ''];
    return `<button type="button" role="radio" data-game="${g}" aria-checked="${g === menuGame}"><strong>${esc(name)}</strong><span>${esc(blurb)}</span></button>`;
  }).join('');
  $('menu-about').textContent = tw.about(menuGame).split('\n')[0];
  const { min, max } = tw.players(menuGame);
  $('menu-players').innerHTML = Array.from({ length: max - min + 1 }, (_, i) => min + i)
    .map((n) => `<option${n === (min === max ? min : 2) ? ' selected' : ''}>${n}</option>`).join('');
  $('menu-players').disabled = min === max;
  $('menu-params').innerHTML = menuParamSpecs().map((p) => {
    // A number is typed as text: the library, not the browser, says what is wrong with it.
    const input = p.kind === 'enum'
      ? `<select name="${p.key}" data-param>${p.values.map((v, i) => `<option value="${esc(v)}"${i === p.default ? ' selected' : ''}>${esc(v)}</option>`).join('')}</select>`
      : `<input name="${p.key}" data-param type="text" inputmode="numeric" value="${p.default}" placeholder="${p.default}" aria-describedby="menu-error">`;
    return `<label data-param-label="${p.key}" title="${esc(p.help)}">${esc(p.key.replace(/_/g, ' '))} ${input}</label>`;
  }).join('');
  if (!$('menu-seed').value) $('menu-seed').value = String(Math.floor(Math.random() * 1e6));
  buildSeats();
  refreshMenu();
}
const menuParamSpecs = () => tw.params(menuGame).filter((p) => p.key !== 'players');
const defaultOf = (p) => (p.kind === 'enum' ? p.values[p.default] : String(p.default));

/** The params the menu gives now: the fields on show (a hidden one is left at the library's default). */
function menuParams() {
  const params = {};
  const { min, max } = tw.players(menuGame);
  if (min !== max) params.players = $('menu-players').value;
  for (const el of document.querySelectorAll('[data-param]')) {
    if (!el.closest('label').hidden) params[el.name] = el.value.trim();
  }
  params.seed = $('menu-seed').value.trim() || '0';
  return params;
}
/** The library's refusal of these params (its message and code), or null when it takes them. */
function refusal(params) {
  try {
    new tw.Game(menuGame, params).free();
    return null;
  } catch (err) {
    return `${err.message} (${err.code})`;
  }
}
// A param is offered only where the library takes another value of it with
// the rest of the menu as chosen (no killer shots outside robot-killer, no
// teams but with 4 players in challenge or de-mine): the library is asked,
// each time, rather than the page keeping a copy of its rules. A value
// refused for what is already wrong elsewhere (the same refusal as with the
// default) does not hide the param.
function offered(p, params) {
  const at = (v) => refusal({ ...params, [p.key]: v });
  const asDefault = at(defaultOf(p));
  const others = p.kind === 'enum' ? p.values
    : [p.min, p.max, p.default - 1, p.default + 1].filter((v) => v >= p.min && v <= p.max).map(String);
  return [...new Set(others)].filter((v) => v !== defaultOf(p)).some((v) => {
    const r = at(v);
    return r === null || r === asDefault;
  });
}
function refreshMenu() {
  const specs = menuParamSpecs();
  for (let pass = 0, changed = true; changed && pass <= specs.length; pass++) {
    changed = false;
    const params = menuParams();
    for (const p of specs) {
      const label = document.querySelector(`[data-param-label="${p.key}"]`);
      const show = offered(p, params);
      if (label.hidden !== !show) {
        label.hidden = !show;
        if (!show) label.querySelector('[data-param]').value = defaultOf(p);
        changed = true;
      }
    }
  }
  $('menu-error').textContent = refusal(menuParams()) ?? '';
}
function buildSeats() {
  const n = Number($('menu-players').value);
  $('menu-seats').innerHTML = Array.from({ length: n }, (_, p) =>
    `<label style="--pc:${PLAYER_COLOURS[p]}">Player ${p}<select data-seat="${p}">${SEAT_KINDS.map(([k, l]) =>
      `<option value="${k}"${(p === 0) === (k === 'human') && k !== 'random' ? ' selected' : ''}>${l}</option>`).join('')}</select></label>`).join('');
}
$('menu-games').addEventListener('click', (e) => {
  const b = e.target.closest('[data-game]');
  if (b) { menuGame = b.dataset.game; buildMenu(); }
});
$('menu-players').addEventListener('change', buildSeats);
$('menu-form').addEventListener('input', (e) => { if (!e.target.closest('[data-seat], #menu-strength')) refreshMenu(); });
$('menu-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const params = menuParams();
  const seats = [...document.querySelectorAll('[data-seat]')].map((el) => el.value);
  try {
    startGame(new tw.Game(menuGame, params), { name: menuGame, params, seats, strength: $('menu-strength').value, seed: Number(params.seed) });
    $('menu-error').textContent = '';
  } catch (err) {
    $('menu-error').textContent = `${err.message} (${err.code})`;
  }
});
$('btn-new').addEventListener('click', () => showMenu());
$('menu-online').addEventListener('click', async () => {
  const seats = [...document.querySelectorAll('[data-seat]')].map((el) => el.value);
  try {
    await online.create({ game: menuGame, params: menuParams(), seats, strength: $('menu-strength').value });
    $('menu-error').textContent = '';
  } catch (err) {
    $('menu-error').textContent = err.message;
  }
});

function showMenu() {
  stopActivity();
  online.leave();
  if (location.hash.startsWith('#play=')) history.replaceState(null, '', location.pathname + location.search);
  $('online').hidden = true;
  $('menu').hidden = false;
  $('play').hidden = true;
  document.body.dataset.state = 'menu';
}

// --- the game loop ---------------------------------------------------------------
function startGame(game, cfg, log = []) {
  stopActivity();
  S.game?.free();
  S.game = game;
  S.cfg = cfg;
  S.log = log;
  S.selected = null;
  S.redo = [];
  S.told = new Map();
  S.animated = game.historyLength;
  S.lastHuman = cfg.seats.indexOf('human') >= 0 ? cfg.seats.indexOf('human') : 0;
  S.shown = S.lastHuman;
  closeReplay();
  $('menu').hidden = true;
  $('play').hidden = false;
  step();
}
function stopActivity() {
  clearTimeout(S.timer);
  S.botToken++;
}
const seatOf = (p) => S.cfg.seats[p] ?? 'human';
const isHumanTurn = (g = S.game) => g.currentPlayer >= 0 && seatOf(g.currentPlayer) === 'human';

function viewer() {
  if (S.replay) return VIEW_ALL;
  const humans = S.cfg.seats.flatMap((s, i) => (s === 'human' ? [i] : []));
  if (humans.length === 0) return VIEW_ALL;
  const cur = S.game.currentPlayer;
  if (humans.includes(cur)) S.lastHuman = cur;
  return humans.includes(S.lastHuman) ? S.lastHuman : humans[0];
}

// Hot seat: when the device passes from one human to another whose view
// differs (a rack, a hand of chits), the page covers the table until the
// next player says he holds it, so neither sees the other's secrets.
// Games or moments with nothing hidden between the two pass without it.
function passCover(v) {
  if (S.replay || v === VIEW_ALL || v === S.shown) return null;
  const seen = (p) => JSON.stringify(S.game.json(p).state);
  if (seen(v) === seen(S.shown)) { S.shown = v; return null; }
  return v;
}
function drawPassCover(p) {
  $('board').innerHTML = `<div class="pass" style="--pc:${PLAYER_COLOURS[p]}"><p>Pass the device to <strong>Player ${p}</strong>.</p>` +
    `<p class="muted">Player ${S.shown}'s side is hidden; Player ${p}'s is shown when they are ready.</p>` +
    `<button type="button" class="primary" id="btn-pass" data-player="${p}">I am Player ${p}: show my side</button></div>`;
  $('status').innerHTML = `<span class="dot" style="--pc:${PLAYER_COLOURS[p]}"></span>Player ${p}'s turn`;
  for (const id of ['info', 'moves', 'log', 'seats', 'actions']) $(id).innerHTML = '';
  $('info-title').textContent = 'Hidden';
  $('position').textContent = '(hidden while the device is passed)';
  for (const id of ['btn-undo', 'btn-save', 'btn-replay']) $(id).disabled = true;   // a replay holds every secret
  document.body.dataset.state = 'pass';
  document.body.dataset.game = S.cfg.name;
}
$('board').addEventListener('click', (e) => {
  const b = e.target.closest('#btn-pass');
  if (!b) return;
  S.shown = Number(b.dataset.player);
  render();
});

function step() {
  clearTimeout(S.timer);
  render();
  const g = S.game;
  if (S.replay || g.isOver) return;
  if (g.currentPlayer === PLAYER_CHANCE) S.timer = setTimeout(rollOne, PAUSE.chance);
  else if (!isHumanTurn()) S.timer = setTimeout(botMove, PAUSE.bot);
}

// A chance outcome is hidden from the viewer when another outcome of the
// same node would leave the viewer's view the same while the full view
// changes (a blind draw into an opponent's rack), as the toywar command does.
function outcomeHidden(before, outcome, outcomes, v) {
  if (v === VIEW_ALL) return false;
  const seen = (g) => JSON.stringify(g.json(v).state);
  const after = before.clone().apply(outcome);
  const mine = seen(after), all = after.jsonText(VIEW_ALL);
  after.free();
  for (const o of outcomes.slice(0, 24)) {
    if (o.move === outcome) continue;
    const other = before.clone().apply(o.move);
    const hidden = seen(other) === mine && other.jsonText(VIEW_ALL) !== all;
    other.free();
    if (hidden) return true;
  }
  return false;
}
// The chance outcome an undo took back, when it is one of this node's,
// else the generator's (and the kept ones, off the game's path now, are
// dropped): replaying a move gives the dice it had, as `toywar play` does.
function resolveChance(g, outcomes) {
  const kept = S.redo.at(-1);
  if (kept !== undefined && outcomes.some((o) => o.move === kept)) {
    S.redo.pop();
    g.apply(kept);
    return kept;
  }
  S.redo = [];
  return g.roll();
}
function rollOne() {
  const g = S.game, v = viewer();
  const outcomes = g.chanceOutcomes();
  const before = g.clone();
  const outcome = resolveChance(g, outcomes);
  S.log.push({ player: null, move: outcome, chance: true, hidden: outcomeHidden(before, outcome, outcomes, v) });
  before.free();
  step();
}
function botMove() {
  const g = S.game, p = g.currentPlayer, token = ++S.botToken;
  const spec = seatOf(p) === 'random' ? 'random' : S.cfg.strength;
  S.worker ??= new Worker(new URL('bot-worker.js', import.meta.url), { type: 'module' });
  S.worker.onmessage = ({ data }) => {
    if (data.token !== S.botToken || S.game !== g) return;
    if (data.error) { setStatusError(`bot: ${data.error}`); return; }
    play(data.move);
  };
  render(true);
  // The worker is given the seat's information state and nothing else (the
  // page is the referee and holds every secret; its bot must not): never
  // the game, its position or its replay.
  const info = g.infostate(p);
  let infostate;
  try { infostate = info.toText(); } finally { info.free(); }
  S.worker.postMessage({ token, name: g.name, seat: p, infostate, spec, seed: (S.cfg.seed || 0) * 1000 + g.historyLength });
}
function play(move) {
  const g = S.game, p = g.currentPlayer;
  try {
    g.apply(move);
  } catch (e) {
    setStatusError(`${e.code}: ${e.message}`);
    return;
  }
  S.log.push({ player: p, move, chance: false });
  S.selected = null;
  step();
}
// Undo takes back the last decision of a human and all that followed it
// (bots' moves, chance); the game's opening and what the bots played before
// a human's first decision are never undone.
function lastHumanDecision() {
  for (let i = S.log.length - 1; i >= 0; i--) {
    if (!S.log[i].chance && seatOf(S.log[i].player) === 'human') return i;
  }
  return -1;
}
// Takes the game back to `length` moves, keeping the chance outcomes taken
// back for the nodes ahead (the earliest on top), so undoing buys no new dice.
function rewindTo(length) {
  S.told = new Map();   // the plies ahead will be other moves
  while (S.game.historyLength > length) {
    S.game.undo();
    const e = S.log.pop();
    if (e.chance) S.redo.push(e.move);
  }
}
function undo() {
  stopActivity();
  const at = lastHumanDecision();
  if (at < 0) return;
  rewindTo(at);
  S.selected = null;
  step();
}
$('btn-undo').addEventListener('click', undo);

// --- drawing ---------------------------------------------------------------------
// A move that names no place on the board or the side panel (left, pass,
// draw, no) gets a labelled button by the board: every move has a control.
const ACTION = 'act:';
const targetOf = (board, view, m) => board.targetOf(view, m) ?? ACTION + m;
const chanceBadge = (text, label) =>
  `<span class="die" role="img" title="${esc(label)}" aria-label="${esc(label)}">${esc(text)}</span>`;
// The key to the symbols: the chance badges and the gold rings of every
// game, then the game's own.
function legend(board, view) {
  const item = (swatch, text) => `<li><span class="swatch">${swatch}</span><span>${text}</span></li>`;
  return item(`${chanceBadge('3', 'a chance badge')}`, 'Purple badges: chance since the last decision, the dice rolled and the draws (hover for the outcome)') +
    item(chanceBadge('?', 'a hidden draw'), '<b>?</b> a draw you may not see (an opponent\'s)') +
    item('<span class="ring" aria-hidden="true"></span>', 'Ringed in gold: what you may click to play; a button by the board for a move that names no place') +
    board.legend(view).map(([swatch, text]) => item(swatch, text)).join('');
}
function setStatusError(text) {
  $('status').insertAdjacentHTML('beforeend', `<span class="over" style="background:#e0483e">${esc(text)}</span>`);
}
// The events of plies from..to-1 as viewer v may know them (the library's
// per-seat events), each asked of the library once, and again when the
// viewer's record of that move changes (a draw of his own shown once done).
function toldOf(g, v, from, to) {
  if (from >= to) return [];
  const known = g.historyFor(v);
  const told = [];
  for (let ply = from; ply < to; ply++) {
    const key = `${v}:${ply}`;
    let kept = S.told.get(key);
    if (!kept || kept.move !== known[ply]) {
      kept = { move: known[ply], events: g.events(ply, v) };
      S.told.set(key, kept);
    }
    told.push(kept.events);
  }
  return told;
}
// The moves to animate now: those applied since the last drawing (in the
// replay viewer, the one step forward), as viewer v may know them.
function freshEvents(g, v) {
  const n = g.historyLength;
  let from = S.animated;
  if (S.replay) from = S.replay.prev === n - 1 ? n - 1 : n;
  else if (from > n) from = n;
  if (S.replay) S.replay.prev = n; else S.animated = n;
  return toldOf(g, v, from, n).flat();
}
function render(thinking = false) {
  const g = S.replay ? S.replay.view : S.game;
  const v = viewer();
  const pass = passCover(v);
  if (pass !== null) { drawPassCover(pass); return; }
  const view = g.json(v);
  const human = !S.replay && isHumanTurn(g);
  const cur = g.currentPlayer;
  const log = S.replay ? S.log.slice(0, S.replay.k) : S.log;
  const start = Math.max(0, log.length - LOG_SHOWN);
  const told = toldOf(g, v, start, log.length);
  paint({
    name: S.cfg.name, view, you: v, moves: human ? view.legal_moves : [], thinking,
    log: log.map((e, i) => (i < start ? e : { ...e, events: told[i - start] })),
    fresh: freshEvents(g, v),
    secret: (e) => e.hidden && !S.replay,   // the replay viewer shows all
    seatLabel: (p) => SEAT_KINDS.find(([k]) => k === seatOf(p))[1],
    idle: S.replay ? 'Replay viewer' : view.is_over ? 'The game is over.' : cur === PLAYER_CHANCE ? 'Rolling…' : 'Waiting for the bot…',
    position: view.position ?? (view.is_over ? g.toText() : '(hidden: the position text holds every secret)'),
  });
  $('btn-undo').disabled = !!S.replay || lastHumanDecision() < 0;
  $('btn-save').disabled = false;
  $('btn-replay').disabled = !!S.replay;
  document.body.dataset.state = S.replay ? 'replay' : view.is_over ? 'over' : human ? 'human' : cur === PLAYER_CHANCE ? 'chance' : 'bot';
  document.body.dataset.game = S.cfg.name;
}

/**
 * Draws a seat's view on the table, offline or online: `view` is a JSON
 * view, `moves` what the seat may play now, `log` the entries { player,
 * move, chance, hidden } (`secret(e)` says which to show as hidden draws),
 * `seatLabel(p)` who holds each seat, `idle` what the moves list says when
 * there is none, `position` the position text's panel.
 */
export function paint({ name, view, you, moves, log, secret, seatLabel, idle, position, thinking = false, fresh = [] }) {
  const board = BOARDS[name];
  const targets = new Map();
  for (const m of moves) {
    const t = targetOf(board, view, m);
    targets.set(t, [...(targets.get(t) ?? []), m]);
  }
  const shown = log;
  const lastDecision = shown.findLast((e) => !e.chance)?.move ?? null;
  const layout = { portrait: $('board').clientWidth < 560, lastDecision };
  const drawn = board.draw(view, targets, S.selected, layout);
  $('board').innerHTML = drawn.svg;
  animations = animateEvents(board, view, layout, fresh);
  $('info-title').textContent = drawn.infoTitle;
  $('info').innerHTML = drawn.info;
  $('actions').innerHTML = (drawn.note ?? '') + [...targets.keys()].filter((t) => t.startsWith(ACTION)).map((t) => {
    const [text, help] = board.actionLabel(t.slice(ACTION.length));
    return `<button type="button" class="action" data-target="${esc(t)}" title="${esc(help)}">${esc(text)}</button>`;
  }).join('');
  $('legend').innerHTML = legend(board, view);
  // status
  const cur = typeof view.current_player === 'number' ? view.current_player : PLAYER_CHANCE;
  const lastChance = [];
  for (let i = shown.length - 1; i >= 0 && shown[i].chance; i--) lastChance.unshift(shown[i]);
  const dice = lastChance.map((e) => secret(e) ? chanceBadge('?', 'chance: a draw you cannot see')
    : chanceBadge(e.move.split(':').pop(), `chance: ${e.move}`)).join('');
  let status;
  if (view.is_over) {
    const w = view.winner;
    // Why it ended, as the last move's events say (docs/events.md).
    const ended = (shown.at(-1)?.events ?? []).findLast((e) => e.kind === 'ended');
    status = `<span class="over">Game over</span> ${typeof w === 'number' ? `Player ${w} wins` : w === 'draw' ? 'A draw' : 'Nobody wins'} · ${view.scores.join('–')}` +
      (ended ? ` <span class="reason">${esc(ended.text)}</span>` : '');
  } else {
    const who = cur >= 0 ? `<span class="dot" style="--pc:${PLAYER_COLOURS[cur]}"></span>` : chanceBadge('?', 'chance to come: a roll or a draw');
    status = `<span class="what">${who} ${esc(view.expects.replace(/^./, (c) => c.toUpperCase()))}${thinking ? ' <span class="thinking">— thinking…</span>' : ''}</span>`;
  }
  $('status').innerHTML = status + (dice ? ` <span class="last-chance" role="group" aria-label="chance since the last decision">${dice}</span>` : '');
  // seats
  $('seats').innerHTML = view.scores.map((sc, p) =>
    `<li style="--pc:${PLAYER_COLOURS[p]}" class="${p === cur ? 'now' : ''}">Player ${p}${p === you ? ' (you)' : ''}<span class="who">${esc(seatLabel(p))}</span><span class="score">${sc}</span></li>`).join('');
  // moves
  const sel = S.selected ? targets.get(S.selected) ?? [] : [];
  const list = sel.length ? sel : moves;
  $('moves').innerHTML = list.length
    ? list.map((m) => `<button type="button" data-move="${esc(m)}" data-target="${esc(targetOf(board, view, m))}" class="${sel.includes(m) ? 'hl' : ''}">${esc(m)}</button>`).join('') +
      (sel.length ? '<button type="button" data-move="" class="cancel">all moves</button>' : '')
    : `<span class="none">${esc(idle)}</span>`;
  // log
  // The newest entries only: a long game's whole log would slow every move.
  // Each move told in its events' sentences, as the seat may know them.
  const sentences = (e) => (e.events?.length
    ? `<ul class="told">${e.events.map((ev) => `<li data-kind="${esc(ev.kind)}">${esc(ev.text)}</li>`).join('')}</ul>` : '');
  $('log').innerHTML = shown.slice(-LOG_SHOWN).map((e) => e.chance
    ? `<li class="chance"><span class="tag">chance</span><code>${esc(secret(e) ? '(hidden draw)' : e.move)}</code>${sentences(e)}</li>`
    : `<li style="--pc:${PLAYER_COLOURS[e.player]}"><span class="tag">P${e.player}</span><code>${esc(e.move)}</code>${sentences(e)}</li>`).reverse().join('');
  $('position').textContent = position;
}

// The moves animated from their events, never from two states compared: a
// piece moved or pushed glides from where it was (its group, drawn where it
// stands now, is put back at `from` and eased to its place, a robot's
// consecutive steps joined into one trip); a shot draws its line, an
// explosion or a piece removed a burst where it was, a flip, a turn, a
// placement or an elimination pulses the piece. Returns what was started.
const FLASH = { turned: 'fx-turned', placed: 'fx-placed', eliminated: 'fx-out', hit: null };
const BURST = { exploded: 'fx-burst', removed: 'fx-burst' };
let animations = [];
export function animateEvents(board, view, layout, events) {
  const svg = $('board').querySelector('svg');
  if (!svg || !board.placeOf || !events.length) return [];
  const at = (name) => (typeof name === 'string' ? board.placeOf(view, name, layout) : null);
  const pieceAt = (name) => svg.querySelector(`[data-at="${CSS.escape(name)}"]`);
  const trips = new Map();   // where a piece is now -> where its trip began
  const started = [];
  const mark = (shape) => { svg.append(shape); shape.addEventListener('animationend', () => shape.remove(), { once: true }); };
  for (const e of events) {
    const { from, to } = e.names ?? e;   // the binding's records, or the server's JSON
    if ((e.kind === 'moved' || e.kind === 'pushed') && at(from) && at(to)) {
      const begun = trips.get(from) ?? from;
      trips.delete(from);
      trips.set(to, begun);
    } else if (e.kind === 'shot' && at(from)) {
      const a = at(from), b = at(to) ?? a;
      const line = document.createElementNS('http://www.w3.org/2000/svg', 'line');
      Object.entries({ x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'fx-shot' }).forEach(([k, v]) => line.setAttribute(k, v));
      mark(line);
      started.push({ kind: 'shot', from, to });
    } else if (BURST[e.kind] && at(from)) {
      const p = at(from);
      const ring = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
      Object.entries({ cx: p.x, cy: p.y, r: 18, class: BURST[e.kind] }).forEach(([k, v]) => ring.setAttribute(k, v));
      mark(ring);
      started.push({ kind: e.kind, at: from });
    } else if (FLASH[e.kind]) {
      const place = e.kind === 'placed' ? to : from;
      const el = at(place) && pieceAt(place);
      if (el) {
        el.classList.add(FLASH[e.kind]);
        el.addEventListener('animationend', () => el.classList.remove(FLASH[e.kind]), { once: true });
        started.push({ kind: e.kind, at: place });
      }
    }
  }
  for (const [to, from] of trips) {
    const el = pieceAt(to), a = at(from), b = at(to);
    if (!el || from === to) continue;
    el.classList.add('moving');
    el.style.transform = `translate(${a.x - b.x}px, ${a.y - b.y}px)`;
    el.getBoundingClientRect();   // the start drawn before the transition to the place
    requestAnimationFrame(() => requestAnimationFrame(() => { el.style.transform = ''; }));
    el.addEventListener('transitionend', () => el.classList.remove('moving'), { once: true });
    started.push({ kind: 'move', from, to });
  }
  return started;
}

// A click on the board, on a pile or chit of the side panel or on an action
// button plays the move that names it, or offers the moves that do when
// there are several.
function onTargetClick(e) {   // offline
  const el = e.target.closest('[data-target]');
  if (!el || S.replay || !isHumanTurn()) return;
  const id = el.dataset.target;
  const view = S.game.json(viewer());
  const moves = view.legal_moves.filter((m) => targetOf(BOARDS[S.cfg.name], view, m) === id);
  if (moves.length === 1) play(moves[0]);
  else if (moves.length > 1) { S.selected = S.selected === id ? null : id; render(); }
}
for (const id of ['board', 'info', 'actions']) {
  $(id).addEventListener('click', (e) => {
    const el = e.target.closest('[data-target]');
    if (!online.active()) onTargetClick(e);
    else if (el) online.target(el.dataset.target, (view, m) => targetOf(BOARDS[view.game], view, m));
  });
}
$('moves').addEventListener('click', (e) => {
  const b = e.target.closest('[data-move]');
  if (b && online.active()) {
    if (b.dataset.move) online.move(b.dataset.move);
    else { S.selected = null; online.redraw(); }
    return;
  }
  if (!b || S.replay) return;
  if (!b.dataset.move) { S.selected = null; render(); return; }
  if (isHumanTurn()) play(b.dataset.move);
});

// --- replays -------------------------------------------------------------------------
$('btn-save').addEventListener('click', () => {
  if (online.active()) { online.saveRecord(); return; }
  const text = S.game.saveReplay();
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  a.download = `${S.cfg.name}-seed${S.cfg.seed}.replay`;
  document.body.append(a);
  a.click();
  a.remove();
});
$('file-load').addEventListener('change', async (e) => {
  const file = e.target.files[0];
  e.target.value = '';
  if (!file) return;
  let game;
  try {
    game = tw.Game.loadReplay(await file.text());
  } catch (err) {
    alert(`Not a replay: ${err.message}`);
    return;
  }
  const seats = S.cfg?.name === game.name && S.cfg.seats.length === game.numPlayers
    ? S.cfg.seats : Array.from({ length: game.numPlayers }, (_, p) => (p === 0 ? 'human' : 'mcts'));
  const log = logOf(game, seats.includes('human') ? seats.indexOf('human') : VIEW_ALL);
  const seedMatch = /seed=(\d+)/.exec(file.name + ' ' + game.saveReplay().split('\n')[2]);
  startGame(game, { name: game.name, params: {}, seats, strength: S.cfg?.strength ?? 'mcts:1000', seed: seedMatch ? Number(seedMatch[1]) : 0 }, log);
  openReplay(game.historyLength);
});
// Who played each move of a loaded game, and which draws `viewer` could not
// see: walk it again from its start.
function logOf(game, viewer) {
  const moves = game.history();
  const g = game.clone();
  while (g.historyLength) g.undo();
  const log = moves.map((m) => {
    const p = g.currentPlayer;
    if (p !== PLAYER_CHANCE) {
      g.apply(m);
      return { player: p, move: m, chance: false };
    }
    const hidden = outcomeHidden(g, m, g.chanceOutcomes(), viewer);
    g.apply(m);
    return { player: null, move: m, chance: true, hidden };
  });
  g.free();
  return log;
}
function openReplay(k = 0) {
  stopActivity();
  S.replay = { k: -1, view: null };
  $('replay-bar').hidden = false;
  $('rp-slider').max = String(S.game.historyLength);
  showReplay(k);
}
function showReplay(k) {
  const n = S.game.historyLength;
  k = Math.max(0, Math.min(n, k));
  S.replay.view?.free();
  const view = S.game.clone();
  for (let i = n; i > k; i--) view.undo();
  S.replay.view = view;
  S.replay.k = k;
  $('rp-slider').value = String(k);
  $('rp-pos').textContent = `move ${k} / ${n}`;
  render();
}
function closeReplay() {
  if (!S.replay) return;
  S.replay.view?.free();
  S.replay = null;
  $('replay-bar').hidden = true;
}
$('btn-replay').addEventListener('click', () => openReplay(0));
$('rp-first').addEventListener('click', () => showReplay(0));
$('rp-prev').addEventListener('click', () => showReplay(S.replay.k - 1));
$('rp-next').addEventListener('click', () => showReplay(S.replay.k + 1));
$('rp-last').addEventListener('click', () => showReplay(S.game.historyLength));
$('rp-slider').addEventListener('input', (e) => showReplay(Number(e.target.value)));
$('rp-close').addEventListener('click', () => { closeReplay(); step(); });
$('rp-continue').addEventListener('click', () => {
  const k = S.replay.k;
  closeReplay();
  rewindTo(k);   // the dice that followed stay as they fell, as with undo
  step();
});
document.addEventListener('keydown', (e) => {
  if (!S.replay || e.target.closest('input, select')) return;
  if (e.key === 'ArrowLeft') showReplay(S.replay.k - 1);
  if (e.key === 'ArrowRight') showReplay(S.replay.k + 1);
});

// For tests and embedding hosts: a read-only look at the page's game.
// Online, the page holds no game: position(), replay() and hash() are null.
window.toywarPage = {
  online: () => online.summary(),
  position: () => S.game?.toText() ?? null,
  replay: () => S.game?.saveReplay() ?? null,
  isOver: () => S.game?.isOver ?? false,
  hash: () => S.game?.hashHex() ?? null,
  historyLength: () => S.game?.historyLength ?? 0,
  /** The animations the last drawing started, from its moves' events: [{ kind, from, to } or { kind, at }]. */
  animations: () => animations,
};

let resizing = 0;
window.addEventListener('resize', () => {
  clearTimeout(resizing);
  resizing = setTimeout(() => {
    if (online.active()) online.redraw();
    else if (S.game && !$('play').hidden) render();
  }, 150);
});

// Online play leaves the offline game and draws what the server sends.
function showPlay(name) {
  if (S.game) { stopActivity(); closeReplay(); S.game.free(); S.game = null; }
  $('menu').hidden = true;
  $('online').hidden = true;
  $('play').hidden = false;
  document.body.dataset.game = name ?? '';
}
const online = setupOnline({ paint, S, $, esc, showPlay, showMenu });

buildMenu();
if (!location.hash.startsWith('#play=')) showMenu();
