// SPDX-License-Identifier: MIT
// Online play through toywar-server (docs/server.md): the page holds no
// game, only what the server sends this seat (its JSON view, its masked
// log with each move's events as the seat may know them, its legal
// moves), and sends moves by notation. The log tells the moves in their
// events' sentences, and the moves since the last state are animated from
// their events. A game is created
// from the menu (POST /api/games), each seat gets a secret link
// (#play=TOKEN: the token stays in the fragment, which no browser sends),
// and opening a link joins that seat; a dropped connection rejoins.

const RETRY_MS = [500, 1000, 2000, 4000, 8000];

/**
 * The online mode, given what it shares with the offline page: `paint`
 * (app.js's drawing of a view), `S` (the page's state, for the selection),
 * `$`, `esc`, `showPlay(name)` and `showMenu()`.
 */
export function setupOnline({ paint, S, $, esc, showPlay, showMenu }) {
  const O = { ws: null, token: null, state: null, retries: 0, timer: 0, error: '', animated: 0 };
  let served = false;   // the page came from toywar-server (it answers /api/info)

  fetch('api/info').then((r) => (r.ok ? r.json() : null)).then((info) => {
    served = !!info;
    $('menu-online').hidden = !served;
    if (served) openFromHash(); else if (location.hash.startsWith('#play=')) showMenu();
  }).catch(() => { if (location.hash.startsWith('#play=')) showMenu(); });

  // --- creating a game -------------------------------------------------------------
  async function create({ game, params, seats, strength }) {
    const body = {
      game,
      params: Object.fromEntries(Object.entries(params).filter(([k]) => k !== 'seed')),
      seats: seats.map((kind) => (kind === 'mcts' ? strength : kind)),
    };
    const response = await fetch('api/games', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${answer.message} (${answer.error})`);
    showLinks(answer);
  }
  function showLinks(created) {
    const row = (label, link, extra = '') => `<li><span class="who">${esc(label)}</span>` +
      `<input type="text" readonly value="${esc(link)}" aria-label="${esc(label)}'s link">` +
      `<button type="button" data-copy="${esc(link)}">Copy</button>${extra}</li>`;
    $('online-links').innerHTML = created.seats.map((s) => (s.link
      ? row(`Player ${s.seat}`, s.link, `<a class="button" href="${esc(s.link)}" data-seat-link="${s.seat}">Play as Player ${s.seat}</a>`)
      : `<li><span class="who">Player ${s.seat}</span><span class="muted">${esc(s.kind)} (played by the server)</span></li>`)).join('') +
      row('Spectators', created.spectator, `<a class="button" href="${esc(created.spectator)}" data-seat-link="spectator">Watch</a>`);
    $('menu').hidden = true;
    $('online').hidden = false;
    document.body.dataset.state = 'links';
  }
  $('online').addEventListener('click', (e) => {
    const copy = e.target.closest('[data-copy]');
    if (copy) navigator.clipboard?.writeText(copy.dataset.copy).catch(() => {});
  });
  $('online-back').addEventListener('click', () => { $('online').hidden = true; showMenu(); });

  // --- playing a seat --------------------------------------------------------------
  function openFromHash() {
    const m = /^#play=([A-Za-z0-9_.-]{1,128})$/.exec(location.hash);
    if (!served || !m) return;
    leave();
    O.token = m[1];
    O.state = null;
    O.error = '';
    $('online').hidden = true;
    connect();
  }
  window.addEventListener('hashchange', openFromHash);

  function connect() {
    clearTimeout(O.timer);
    const url = new URL('ws', location.href);
    url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(url);
    O.ws = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: 'join', token: O.token }));
      document.body.dataset.connection = 'open';
    };
    ws.onmessage = ({ data }) => receive(JSON.parse(data));
    ws.onclose = ({ code }) => {
      if (O.ws !== ws) return;   // left on purpose
      O.ws = null;
      document.body.dataset.connection = 'lost';
      if (code === 4001 || code === 4002) {
        O.error = code === 4001 ? 'This link opens no game on this server.' : 'This game expired.';
        O.token = null;
        draw();
        return;
      }
      O.error = 'Disconnected: rejoining…';
      draw();
      O.timer = setTimeout(connect, RETRY_MS[Math.min(O.retries++, RETRY_MS.length - 1)]);
    };
  }
  function receive(message) {
    if (message.type === 'state') {
      O.state = message;
      O.retries = 0;
      O.error = '';
      S.selected = null;
      draw();
    } else if (message.type === 'error') {
      O.error = `${message.message} (${message.code})`;
      draw();
    } else if (message.type === 'record') {
      download(`${O.state.game}-${O.state.id}-player${O.state.seat}.replay`, message.text);
    }
  }
  function send(message) {
    if (O.ws?.readyState === WebSocket.OPEN) O.ws.send(JSON.stringify(message));
  }
  function play(move) {
    send({ type: 'move', move, version: O.state.version });
  }
  function leave() {
    clearTimeout(O.timer);
    const ws = O.ws;
    O.ws = null;
    O.token = null;
    O.state = null;
    O.animated = 0;
    ws?.close();
  }

  const kindLabel = (kind) => (kind === 'human' ? 'Human' : kind.startsWith('mcts') ? 'MCTS bot' : kind === 'random' ? 'Random bot' : kind);
  function draw() {
    const st = O.state;
    if (!st) {
      showPlay(null);
      $('board').innerHTML = `<div class="pass"><p>${esc(O.error || 'Joining the game…')}</p></div>`;
      document.body.dataset.state = O.error && !O.token ? 'lost' : 'joining';
      return;
    }
    showPlay(st.game);
    const view = st.view;
    const connected = O.ws?.readyState === WebSocket.OPEN;   // else the last state, shown until rejoined
    const mine = connected && st.role === 'seat' && st.legal.length > 0;
    // The moves new since the last state drawn (none on joining: the log so far is told, not replayed).
    const fresh = O.animated && O.animated < st.log.length ? st.log.slice(O.animated).flatMap((e) => e.events ?? []) : [];
    O.animated = st.log.length;
    paint({
      fresh,
      name: st.game, view, you: st.seat, moves: connected ? st.legal : [],
      log: st.log.map((e) => ({ player: e.player, move: e.move, chance: e.player === null, hidden: e.move.includes('?'), events: e.events })),
      secret: (e) => e.hidden,
      seatLabel: (p) => `${kindLabel(st.seats[p].kind)}${st.seats[p].kind === 'human' && !st.seats[p].online ? ' · away' : ''}`,
      idle: view.is_over ? 'The game is over.' : st.role === 'spectator' ? 'Watching'
        : typeof view.current_player === 'number' ? `Waiting for Player ${view.current_player}…` : 'Rolling…',
      position: view.position ?? '(hidden: the server keeps the position)',
    });
    if (O.error) {
      $('status').insertAdjacentHTML('beforeend', `<span class="over" style="background:#e0483e">${esc(O.error)}</span>`);
    }
    $('btn-undo').disabled = true;
    $('btn-replay').disabled = true;
    $('btn-save').disabled = st.role !== 'seat';
    document.body.dataset.state = view.is_over ? 'over' : mine ? 'human' : 'waiting';
    document.body.dataset.online = st.role;
  }

  function download(name, text) {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
  }

  return {
    create,
    leave,
    /** Whether the page plays online now (a link opened). */
    active: () => O.token !== null || O.state !== null,
    redraw: () => { if (O.state) draw(); },
    /** A click on a target of the board: the move that names it, or the choice among several. */
    target(id, targetOf) {
      if (!O.state || O.state.role !== 'seat' || !O.state.legal.length) return;
      const moves = O.state.legal.filter((m) => targetOf(O.state.view, m) === id);
      if (moves.length === 1) play(moves[0]);
      else if (moves.length > 1) { S.selected = S.selected === id ? null : id; draw(); }
    },
    move(m) { if (O.state?.legal.includes(m)) play(m); },
    saveRecord: () => send({ type: 'record' }),
    /** What a test may read: public, or this seat's own. */
    summary: () => (O.state ? { seat: O.state.seat, role: O.state.role, version: O.state.version, over: O.state.over } : null),
  };
}
