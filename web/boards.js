// SPDX-License-Identifier: MIT
// The three boards drawn as SVG from the JSON view (docs/json.md), in one
// visual language: player colours, pieces as round tokens with a letter,
// the squares or bases a legal move names ringed in gold.
//
// Each game gives: targetOf(view, move) -> the id of the board element a
// move names (or null: the page gives it a button by the board, labelled by
// actionLabel(move) -> [text, help]), draw(view, targets, selected, opts)
// -> { svg, info, infoTitle, note } (info: HTML for the side; note: what the
// state waits on, shown by the board), and legend(view) -> [[swatch, text]]
// (the key to its symbols), and placeOf(view, name, opts) -> { x, y }, the
// centre in the SVG's units of a square or node named as the events name
// them (docs/events.md), or null for a place off the board (a pile, a
// box). A piece is drawn in a group whose data-at is the place it stands
// on, which the page's animations move (app.js, animateEvents). Every
// name the page shows of a piece, a robot, an object or a game, and the
// line each Droids transmitter drives, is the library's (makeBoards, given
// the binding: tw.gearhead.toyName/toyCode, tw.droids.robotName and
// objectName, tw.toybattle.troopName/troopCode, tw.about; the JSON view's
// players[i].lines), never a copy kept here.

export const PLAYER_COLOURS = ['var(--p0)', 'var(--p1)', 'var(--p2)', 'var(--p3)'];
const HEX = ['#2f6fdd', '#e0483e', '#1f9d55', '#d99a00'];
export const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const title = (s) => `<title>${esc(s)}</title>`;

function targetRing(x, y, w, h, id, targets, selected, r = 6) {
  if (!targets.has(id)) return '';
  const sel = selected === id ? ' selected' : '';
  return `<rect class="target-fill" x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/>` +
    `<rect class="target${sel}" x="${x + 2}" y="${y + 2}" width="${w - 4}" height="${h - 4}" rx="${r}"/>`;
}
function hit(x, y, w, h, id, targets, label) {
  if (!targets.has(id)) return '';
  return `<rect data-target="${esc(id)}" x="${x}" y="${y}" width="${w}" height="${h}" fill="transparent">${title(label)}</rect>`;
}
function token(cx, cy, r, colour, letter, opts = {}) {
  const { facing = null, dim = false, ring = null } = opts;
  let s = `<g opacity="${dim ? 0.55 : 1}">`;
  s += `<circle cx="${cx}" cy="${cy + 2}" r="${r}" fill="rgba(0,0,0,.18)"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" stroke="#fff" stroke-width="2.5"/>`;
  if (ring) s += `<circle cx="${cx}" cy="${cy}" r="${r + 4}" fill="none" stroke="${ring}" stroke-width="2" stroke-dasharray="3 3"/>`;
  if (facing) {
    const d = facing === 'north' ? -1 : 1;
    s += `<path d="M${cx - r * 0.42} ${cy + d * r * 0.72} L${cx} ${cy + d * (r + 9)} L${cx + r * 0.42} ${cy + d * r * 0.72} Z" fill="${colour}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`;
  }
  s += `<text x="${cx}" y="${cy}" dy=".35em" text-anchor="middle" font-weight="700" font-size="${r * 1.05}" fill="#fff" font-family="system-ui, sans-serif">${esc(letter)}</text>`;
  return s + '</g>';
}
const chip = (label, n, colour) =>
  `<span class="chip"${colour ? ` style="border-left:3px solid ${colour}"` : ''}><b>${esc(label)}</b>${n === undefined ? '' : ' ' + n}</span>`;
// A chip of the side panel that a legal move names (a pile, a chit on the
// rack): clickable and ringed like the board's targets.
const targetChip = (id, targets, selected, label, n, colour) => {
  if (!targets.has(id)) return chip(label, n, colour);
  return `<button type="button" class="chip target-chip${selected === id ? ' selected' : ''}" data-target="${esc(id)}"` +
    `${colour ? ` style="border-left:3px solid ${colour}"` : ''}><b>${esc(label)}</b>${n === undefined ? '' : ' ' + n}</button>`;
};
const row = (label, html) => `<div class="info-row"><span>${esc(label)}</span>${html}</div>`;
const swatchSvg = (inner, w = 24, h = 24) => `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" aria-hidden="true">${inner}</svg>`;
// The label of a move that names no place: its table's [text, help], or the
// notation itself.
const labelFrom = (table) => (move) => {
  const [word, arg] = move.split(':');
  const entry = table[word];
  return entry ? entry(arg) : [move, move];
};

// The library's names and codes (makeBoards): Gearhead's toys by their JSON
// id, which is the name in lower case with dashes ("Big Al" is big-al), Toy
// Battle's troops by strength, what Droids' board letters stand for.
const names = { toyById: {}, toys: [], troops: [], troopCodes: [], drBoard: {} };
const toyId = (name) => name.toLowerCase().replace(/\s+/g, '-');

// --- Gearhead Skirmish ------------------------------------------------------
const ghToy = (id) => names.toyById[id] ?? { name: id, code: id };
const ghSquare = (i) => 'abcdefgh'[i % 8] + (Math.floor(i / 8) + 1);

const GH = { S: 64, M: 26 };
const gearhead = {
  placeOf(view, name) {
    const m = /^([a-h])([1-8])$/.exec(name);
    if (!m) return null;
    const f = 'abcdefgh'.indexOf(m[1]), r = Number(m[2]) - 1;
    return { x: GH.M + f * GH.S + GH.S / 2, y: GH.M + (7 - r) * GH.S + GH.S / 2 };
  },
  targetOf(view, move) {
    const m = move.match(/:([a-h][1-8])$/);
    return m ? m[1] : null;
  },
  actionLabel: labelFrom({
    left: () => ['↰ Left', "the diagonal move goes to the toy's own left"],
    right: () => ['Right ↱', "the diagonal move goes to the toy's own right"],
    pound: () => ['Pound', 'Krush Kringle pounds the ground, reversing his neighbours'],
    explode: () => ['Explode', 'the Walking Timebomb explodes'],
    again: () => ['Move again', 'Ziggy makes his second move'],
    decline: () => ['Decline', 'decline the effect on offer'],
  }),
  legend() {
    return [
      [swatchSvg(token(12, 11, 9, PLAYER_COLOURS[0], 'A', { dim: true })), 'Faded: has already acted (or was turned) this turn'],
      [swatchSvg(token(12, 16, 7, PLAYER_COLOURS[0], 'A', { facing: 'north' }), 24, 26), 'The point: the way the toy faces (player 0 north, player 1 south)'],
      [swatchSvg(`<circle cx="12" cy="12" r="10" fill="none" stroke="#7c4dcc" stroke-width="2" stroke-dasharray="3 3"/><text x="12" y="12" dy=".35em" text-anchor="middle" font-size="11">⚡</text>`), 'Zapped: skips its next move'],
      [swatchSvg('<text x="12" y="12" dy=".35em" text-anchor="middle" font-size="14">↺</text>'), 'Ziggy on his back: cannot move'],
      [swatchSvg('<rect x="2" y="2" width="20" height="20" rx="5" fill="none" stroke="var(--ink)" stroke-width="2.5"/>'), 'The toy being activated'],
      ['<span class="letter-key">A–Z</span>', 'Letters: ' + names.toys.map((t) => `<b>${esc(t.code)}</b> ${esc(t.name)}`).join(', ')],
    ];
  },
  draw(view, targets, selected) {
    const { S, M } = GH, st = view.state;
    let s = `<svg viewBox="0 0 ${8 * S + 2 * M} ${8 * S + 2 * M}" role="img" aria-label="Gearhead Skirmish board">`;
    s += `<rect x="${M - 6}" y="${M - 6}" width="${8 * S + 12}" height="${8 * S + 12}" rx="12" fill="#d8cdb8"/>`;
    for (let i = 0; i < 64; i++) {
      const f = i % 8, r = Math.floor(i / 8), x = M + f * S, y = M + (7 - r) * S;
      const sq = ghSquare(i);
      const light = (f + r) % 2 === 1;
      const home = r === 0 ? HEX[0] : r === 7 ? HEX[1] : null;
      s += `<rect x="${x}" y="${y}" width="${S}" height="${S}" fill="${light ? '#f7f1e3' : '#e6dcc6'}"/>`;
      if (home) s += `<rect x="${x}" y="${y}" width="${S}" height="${S}" fill="${home}" fill-opacity=".08"/>`;
      if (st.active_square === sq) s += `<rect x="${x + 3}" y="${y + 3}" width="${S - 6}" height="${S - 6}" rx="8" fill="none" stroke="var(--ink)" stroke-width="3"/>`;
      s += targetRing(x, y, S, S, sq, targets, selected);
      const toy = st.board[i];
      if (toy) {
        const flags = [toy.zapped && 'zapped', toy.on_back && 'on his back', toy.acted && 'acted', toy.turned && 'turned'].filter(Boolean);
        s += `<g data-square="${sq}" data-at="${sq}">${title(`${sq}: ${ghToy(toy.toy).name}, player ${toy.controller}'s, facing ${toy.facing}${flags.length ? ' (' + flags.join(', ') + ')' : ''}`)}`;
        s += token(x + S / 2, y + S / 2, S * 0.3, PLAYER_COLOURS[toy.controller], toy.code,
          { facing: toy.on_back ? null : toy.facing, dim: toy.acted || toy.turned, ring: toy.zapped ? '#7c4dcc' : null });
        if (toy.zapped) s += `<text x="${x + S - 12}" y="${y + 16}" font-size="15" text-anchor="middle">⚡</text>`;
        if (toy.on_back) s += `<text x="${x + 12}" y="${y + 16}" font-size="13" text-anchor="middle">↺</text>`;
        s += '</g>';
      }
      s += hit(x, y, S, S, sq, targets, sq);
    }
    for (let k = 0; k < 8; k++) {
      s += `<text x="${M + k * S + S / 2}" y="${M + 8 * S + 19}" text-anchor="middle" font-size="13" fill="#8a7f6c">${'abcdefgh'[k]}</text>`;
      s += `<text x="${M - 14}" y="${M + (7 - k) * S + S / 2}" dy=".35em" text-anchor="middle" font-size="13" fill="#8a7f6c">${k + 1}</text>`;
    }
    s += '</svg>';
    const pile = (o) => Object.entries(o).filter(([, n]) => n > 0).map(([k, n]) => chip(ghToy(k).code, n)).join(' ') || '—';
    const info = row(`Cup (${st.cup_total})`, `<div class="info-grid">${pile(st.cup)}</div>`) +
      row('Discard', `<div class="info-grid">${pile(st.discard)}</div>`) +
      st.victory.map((v, p) => row(`Player ${p} scored`, `<div class="info-grid">${pile(v)}</div>`)).join('') +
      row('Phase', esc(st.phase) + (st.idle_turns ? ` · idle turns ${st.idle_turns}` : ''));
    return { svg: s, info, infoTitle: 'Cup and piles' };
  },
};

// --- Droids -------------------------------------------------------------------
const DR_FILES = 'abcdefghij';
const SEATS = ['S', 'N', 'W', 'E'];
const CHIP_COLOURS = { V: '#8b5cf6', B: '#2f6fdd', G: '#6b7280', S: '#e0483e', P: '#e0483e', I: '#e0483e' };
const DR_TERRAIN = {
  '.': '#efe6d2', '~': '#9cc9ec', '#': '#5b5f6b',
};
function chitTile(x, y, w, text) {
  const c = CHIP_COLOURS[text[0]] ?? '#444';
  return `<rect x="${x}" y="${y}" width="${w}" height="${w}" rx="4" fill="${c}"/>` +
    `<text x="${x + w / 2}" y="${y + w / 2}" dy=".35em" text-anchor="middle" font-size="${text.length > 3 ? w * 0.3 : w * 0.38}" font-weight="700" fill="#fff">${esc(text)}</text>`;
}
const TX_WORDS = { send: "send the front chit of transmitter", cover: 'cover transmitter', uncover: 'uncover transmitter' };
const chitTileHtml = (text) => `<b class="chit-tile" style="background:${CHIP_COLOURS[text[0]] ?? '#444'}">${esc(text)}</b>`;
const DR = { S: 46, M: 24, N: 10 };
// The line each transmitter of a player drives, transmitter 1 first, as the
// JSON view gives it (players[i].lines: a file "a".."j" or a rank
// "1".."10"; docs/json.md): { file, name } of transmitter t (0..9), or null
// when the view has no lines (an older server's), when the strip shows the
// transmitters' numbers alone.
function drLine(pl, t) {
  const name = pl.lines?.[t];
  return name === undefined ? null : { file: /^[a-j]$/.test(name), name };
}
// The transmitter (0..9) whose line holds a square, or -1.
function drTransmitterOf(pl, square) {
  const m = /^([a-j])(10|[1-9])$/.exec(square ?? '');
  const first = drLine(pl, 0);
  if (!m || !first) return -1;
  return pl.lines.indexOf(first.file ? m[1] : m[2]);
}
const droids = {
  placeOf(view, name) {
    const m = /^([a-j])(10|[1-9])$/.exec(name);
    if (!m) return null;
    const f = DR_FILES.indexOf(m[1]), r = DR.N - Number(m[2]);
    return { x: DR.M + f * DR.S + DR.S / 2, y: DR.M + r * DR.S + DR.S / 2 };
  },
  targetOf(view, move) {
    let m = move.match(/:([a-j](?:10|[1-9]))$/);
    if (m) return m[1];
    m = move.match(/^(send|cover|uncover):(\d+)$/);   // a transmitter of the player's program
    if (m && typeof view.current_player === 'number') return `tx:${view.current_player}:${m[2]}`;
    m = move.match(/^box:(\d+[abc])$/);
    if (m && typeof view.current_player === 'number') return `box:${view.current_player}:${m[1]}`;
    m = move.match(/^pile:([a-z]+)$/);
    if (m) return `pile:${m[1]}`;
    m = move.match(/^chit:([A-Z][A-Z0-9]?)[a-z]*$/);   // the kind, then its direction
    if (m && typeof view.current_player === 'number') return `rack:${view.current_player}:${m[1]}`;
    return null;
  },
  actionLabel: labelFrom({
    pass: () => ['Pass', 'stop placing chits for this turn (final)'],
    take: (c) => [`Take ${c}`, `choose the chit ${c} openly`],
  }),
  legend(view) {
    const piles = Object.keys(view.state.piles);
    const colour = (k) => CHIP_COLOURS[k[0].toUpperCase()] ?? CHIP_COLOURS.S;
    return [
      [swatchSvg(piles.map((k, i) => `<rect x="${(i % 2) * 12 + 1}" y="${Math.floor(i / 2) * 12 + 1}" width="10" height="10" rx="2" fill="${colour(k)}"/>`).join('')),
        `Chits by their pile's colour: ${piles.map((k) => `<b style="color:${colour(k)}">${esc(k)}</b>`).join(', ')} (V land, B water, G repair robots; red S, P, I)`],
      [swatchSvg(token(12, 11, 9, PLAYER_COLOURS[0], 'S', { dim: true })), 'Faded droid: the player is out'],
      [swatchSvg(`<circle cx="12" cy="12" r="6" fill="#e6b422" stroke="#fff" stroke-width="1.5"/>`), 'Yellow dot: the droid carries something'],
      [swatchSvg('<rect x="1" y="6" width="22" height="12" rx="3" fill="#9aa1ad"/>'), 'Grey boxes: a covered (damaged) transmitter'],
      [swatchSvg('<rect x="5" y="5" width="14" height="14" rx="3" fill="#a0744a"/>'),
        `${esc(cap(names.drBoard.o))}; black dot a ${esc(names.drBoard['*'])}, gold a ${esc(names.drBoard.$)}; ` +
        ['R', 'G', 'K'].map((c) => `${c} ${esc(names.drBoard[c])}`).join(', ')],
      [chitTileHtml('V1n'), 'Placing: the chit chosen, which goes into the box clicked next'],
    ];
  },
  draw(view, targets, selected, opts = {}) {
    const st = view.state, { S, M, N } = DR;
    const players = st.players;
    const progH = 84;   // one program strip per player under the board
    const W = N * S + 2 * M, H = N * S + 2 * M + players.length * progH + 8;
    let s = `<svg viewBox="0 0 ${W} ${H}" role="img" aria-label="Droids board">`;
    s += `<rect x="${M - 6}" y="${M - 6}" width="${N * S + 12}" height="${N * S + 12}" rx="12" fill="#c9bda5"/>`;
    const seatOf = Object.fromEntries(players.map((p, i) => [p.seat, i]));
    for (let r = 0; r < N; r++) {
      const line = st.board[r];
      for (let f = 0; f < N; f++) {
        const ch = line[f], x = M + f * S, y = M + r * S, sq = DR_FILES[f] + (N - r);
        s += `<rect x="${x}" y="${y}" width="${S}" height="${S}" fill="${DR_TERRAIN[ch] ?? DR_TERRAIN['.']}" stroke="#d9ccb2" stroke-width="1"/>`;
        if (ch === '~') s += `<path d="M${x + 8} ${y + S / 2} q6 -5 12 0 t12 0" stroke="#fff" stroke-opacity=".7" fill="none" stroke-width="2"/>`;
        if (ch === '#') s += `<rect x="${x + 5}" y="${y + 5}" width="${S - 10}" height="${S - 10}" rx="4" fill="#454955"/>`;
        s += targetRing(x, y, S, S, sq, targets, selected, 4);
        const c = S / 2;
        if (ch === 'o') s += `<g data-at="${sq}"><rect x="${x + 9}" y="${y + 9}" width="${S - 18}" height="${S - 18}" rx="3" fill="#a0744a" stroke="#7a5634" stroke-width="2">${title(sq + ': ' + names.drBoard.o)}</rect></g>`;
        if (ch === '*') s += `<g data-at="${sq}">${title(sq + ': ' + names.drBoard['*'])}<circle cx="${x + c}" cy="${y + c}" r="${S * 0.2}" fill="#222"/><circle cx="${x + c - 4}" cy="${y + c - 4}" r="3" fill="#e0483e"/></g>`;
        if (ch === '$') s += `<g data-at="${sq}">${title(sq + ': ' + names.drBoard.$)}<rect x="${x + 11}" y="${y + 13}" width="${S - 22}" height="${S - 24}" rx="3" fill="#e6b422" stroke="#a87d00" stroke-width="2"/></g>`;
        if ('RGK'.includes(ch)) {
          const name = names.drBoard[ch];
          s += `<g data-at="${sq}">${title(sq + ': ' + name)}<rect x="${x + 7}" y="${y + 7}" width="${S - 14}" height="${S - 14}" rx="${ch === 'R' ? 12 : 4}" fill="${ch === 'K' ? '#1f2430' : '#9aa1ad'}" stroke="#fff" stroke-width="2"/>` +
            `<text x="${x + c}" y="${y + c}" dy=".35em" text-anchor="middle" font-weight="700" fill="#fff" font-size="16">${ch}</text></g>`;
        }
        if (ch in seatOf) {
          const p = seatOf[ch], pl = players[p];
          s += `<g data-at="${sq}">${title(`${sq}: player ${p}'s droid (${ch})${pl.carry !== null ? ', carrying ' + pl.carry : ''}`)}` +
            token(x + c, y + c, S * 0.34, PLAYER_COLOURS[p], ch, { dim: pl.eliminated });
          if (pl.carry !== null) s += `<circle cx="${x + S - 9}" cy="${y + 9}" r="6" fill="#e6b422" stroke="#fff" stroke-width="1.5"/>`;
          s += '</g>';
        }
        s += hit(x, y, S, S, sq, targets, sq);
      }
    }
    for (let k = 0; k < N; k++) {
      s += `<text x="${M + k * S + S / 2}" y="${M - 9}" text-anchor="middle" font-size="11" fill="#8a7f6c">${DR_FILES[k]}</text>`;
      s += `<text x="${M - 12}" y="${M + k * S + S / 2}" dy=".35em" text-anchor="middle" font-size="11" fill="#8a7f6c">${N - k}</text>`;
    }
    // The programs: ten transmitters of three boxes per player.
    const top = M + N * S + 16, bw = 13;
    // The chit chosen and not yet in its box (the last decision, phase box).
    const placing = st.phase === 'box' ? /^chit:(.+)$/.exec(opts.lastDecision ?? '')?.[1] ?? null : null;
    players.forEach((pl, p) => {
      const y0 = top + p * progH;
      s += `<rect x="${M - 6}" y="${y0}" width="${N * S + 12}" height="${progH - 8}" rx="10" fill="#fff" stroke="${HEX[p]}" stroke-width="2"/>`;
      const ownTx = drTransmitterOf(pl, pl.square), ownLine = ownTx >= 0 ? drLine(pl, ownTx) : null;
      s += `<text x="${M + 2}" y="${y0 + 14}" font-size="11" font-weight="700" fill="${HEX[p]}">${esc(pl.seat)} · player ${p}${pl.eliminated ? ' · out' : ''}` +
        (ownLine ? `<tspan class="tx-own" font-weight="400" fill="#5d5644"> · transmitter·${ownLine.file ? 'file' : 'rank'} it drives; the droid on ${esc(pl.square)}: transmitter ${ownTx + 1} (${ownLine.file ? 'file' : 'rank'} ${ownLine.name})</tspan>` : '') + '</text>';
      if (placing && p === view.current_player) {
        s += `<g data-placing="${esc(placing)}">${title(`placing ${placing}: it goes into the box clicked next`)}` +
          `<text x="${M + N * S - 36}" y="${y0 + 14}" font-size="11" text-anchor="end" fill="#5d5644">placing</text>` +
          `<rect x="${M + N * S - 32}" y="${y0 + 3}" width="30" height="14" rx="3" fill="${CHIP_COLOURS[placing[0]] ?? '#444'}"/>` +
          `<text x="${M + N * S - 17}" y="${y0 + 10}" dy=".35em" text-anchor="middle" font-size="9" font-weight="700" fill="#fff">${esc(placing)}</text></g>`;
      }
      pl.transmitters.forEach((boxes, t) => {
        const tx = M + 8 + t * ((N * S - 8) / 10), covered = pl.covered.includes(t + 1), txId = `tx:${p}:${t + 1}`;
        s += targetRing(tx - 1, y0 + 19, 32, 3 * (bw + 1) + 17, txId, targets, selected, 4);
        // Its number and the line it drives; the droid's own in bold.
        const line = drLine(pl, t), own = ownTx === t;
        s += `<text class="tx-link" data-tx="${p}:${t + 1}" data-line="${line ? esc(line.name) : ''}" x="${tx + 15}" y="${y0 + 29}" font-size="9" fill="${own ? HEX[p] : '#8a7f6c'}"${own ? ' font-weight="700"' : ''} text-anchor="middle">` +
          `${t + 1}${line ? '·' + esc(line.name) : ''}</text>`;
        let hits = hit(tx - 1, y0 + 19, 32, 3 * (bw + 1) + 17, txId, targets,
          (targets.get(txId) ?? []).map((m) => `${TX_WORDS[m.split(':')[0]]} ${t + 1}`).join(' or '));
        boxes.forEach((chit, b) => {
          const bx = tx + 2, by = y0 + 33 + b * (bw + 1), id = `box:${p}:${t + 1}${'abc'[b]}`;
          s += `<rect x="${bx}" y="${by}" width="26" height="${bw}" rx="3" fill="${covered ? '#9aa1ad' : '#f4f0e8'}" stroke="#d9ccb2"/>`;
          if (chit) s += `<rect x="${bx}" y="${by}" width="26" height="${bw}" rx="3" fill="${CHIP_COLOURS[chit[0]] ?? '#444'}"/><text x="${bx + 13}" y="${by + bw / 2}" dy=".35em" text-anchor="middle" font-size="8.5" font-weight="700" fill="#fff">${esc(chit)}</text>`;
          s += targetRing(bx - 2, by - 2, 30, bw + 4, id, targets, selected, 3);
          hits += hit(bx - 2, by - 2, 30, bw + 4, id, targets, `transmitter ${t + 1} box ${'abc'[b]}`);
        });
        s += hits;   // over the chits drawn, so a click on one reaches its transmitter (a box on top)
      });
    });
    s += '</svg>';
    const rackChips = (rack, p) => [...new Set(rack)].map((c) => {
      const n = rack.filter((x) => x === c).length;
      return targetChip(`rack:${p}:${c}`, targets, selected, c, n > 1 ? `×${n}` : undefined, CHIP_COLOURS[c[0]]);
    }).join(' ');
    const racks = players.map((pl, p) => row(`${pl.seat} rack (${pl.rack_size})`,
      pl.rack ? `<div class="info-grid">${rackChips(pl.rack, p) || '—'}</div>` : '<span class="chip">hidden</span>')).join('');
    const piles = Object.entries(st.piles).map(([k, n]) =>
      targetChip(`pile:${k}`, targets, selected, k, n, CHIP_COLOURS[k[0].toUpperCase()] ?? CHIP_COLOURS.S)).join(' ');
    const info = row('Scenario', `${esc(st.scenario)} · turn ${st.turn}/${st.max_turns}`) +
      row('Piles', `<div class="info-grid">${piles}</div>`) + racks +
      (st.sheet_roll ? row('Program Sheet', `transmitter ${st.sheet_roll}`) : '');
    const note = placing ? `<span class="note" data-placing="${esc(placing)}">Placing ${chitTileHtml(placing)}: click the box it goes into</span>` : '';
    return { svg: s, info, infoTitle: 'Piles and racks', note };
  },
};

// --- Toy Battle -----------------------------------------------------------------
// The troops' codes in the notation (J@d), by strength, and their names: the library's.
const troopCode = (k) => names.troopCodes[k] ?? String(k);
const troopName = (k) => names.troops[k] ?? troopCode(k);
// The map's layout: node coordinates scaled, a narrow screen's turned a
// quarter (opts.portrait).
const TB_UNIT = 58, TB_MARGIN = 50;
function tbLayout(view, opts) {
  const st = view.state, U = TB_UNIT, M = TB_MARGIN;
  const [X, Y] = opts.portrait ? ['y', 'x'] : ['x', 'y'];
  const xs = st.nodes.map((n) => n[X]), ys = st.nodes.map((n) => n[Y]);
  const minX = Math.min(...xs), minY = Math.min(...ys);
  return {
    W: (Math.max(...xs) - minX) * U + 2 * M, H: (Math.max(...ys) - minY) * U + 2 * M + 10,
    px: (n) => M + (n[X] - minX) * U, py: (n) => M + (n[Y] - minY) * U,
  };
}
const toybattle = {
  targetOf(view, move) {
    const m = move.match(/[@:]([A-Za-z0-9]+)$/);
    if (!m) return null;
    return view.state.nodes.some((n) => n.name === m[1]) ? `node:${m[1]}` : null;
  },
  actionLabel: labelFrom({
    draw: () => ['Draw', "the turn's draw: up to 2 troops from the reserve"],
    skully: () => ['Skully draws', 'Skully draws 2 troops'],
    star: () => ['Star draws', 'Star draws 1 troop'],
    xb42: () => ['XB-42 takes', "XB-42 takes a random troop from the opponent's rack"],
    clouds: () => ['Clouds: draw 1', 'City of Clouds: draw 1 troop'],
    cemetery: (k) => [`Skully back (${k})`, 'Cursed Cemetery: one of your Skullys comes back from the discard'],
    no: () => ['No', 'decline the effect on offer'],
  }),
  legend() {
    return [
      ['<span class="letter-key">K–R</span>', 'Troops, weakest first: ' + names.troopCodes.map((l, k) => `<b>${esc(l)}</b> ${esc(troopName(k))}`).join(', ')],
      [swatchSvg('<circle cx="12" cy="12" r="10" fill="#fff" stroke="#d9b43b" stroke-width="2"/><text x="12" y="12" dy=".35em" text-anchor="middle" font-size="11" font-weight="700" fill="#9a7400">2</text>'), "A region's medals; its colour is the player who claimed it"],
      [swatchSvg(`<rect x="3" y="3" width="18" height="18" rx="4" fill="${HEX[0]}"/>`), "A player's HQ"],
      [swatchSvg('<circle cx="12" cy="12" r="10" fill="#fffdf6" stroke="#8a826c" stroke-width="2"/><circle cx="12" cy="12" r="6" fill="none" stroke="#7c4dcc" stroke-width="2" stroke-dasharray="3 2"/>'), 'Dashed purple, ★: a special base; ×N the troops stacked on a base (the top one holds it)'],
    ];
  },
  // opts.portrait: a narrow screen gets the map turned a quarter (player
  // 0's HQ on top), so a wide battlefield stays readable on a phone.
  placeOf(view, name, opts = {}) {
    const n = view.state.nodes.find((node) => node.name === name);
    if (!n) return null;
    const { px, py } = tbLayout(view, opts);
    return { x: px(n), y: py(n) };
  },
  draw(view, targets, selected, opts = {}) {
    const st = view.state, M = TB_MARGIN;
    const { W, H, px, py } = tbLayout(view, opts);
    let s = `<svg viewBox="0 0 ${W} ${H}" role="img" aria-label="Toy Battle map">`;
    s += `<rect x="4" y="4" width="${W - 8}" height="${H - 8}" rx="16" fill="#e9efdc"/>`;
    st.regions.forEach((rg, i) => {
      const pts = rg.ring.map((k) => `${px(st.nodes[k])},${py(st.nodes[k])}`).join(' ');
      const cx = rg.ring.reduce((a, k) => a + px(st.nodes[k]), 0) / rg.ring.length;
      const cy = rg.ring.reduce((a, k) => a + py(st.nodes[k]), 0) / rg.ring.length;
      const fill = rg.claimed_by === null ? '#cfdcb8' : HEX[rg.claimed_by];
      s += `<g>${title(`region ${i}: ${rg.medals} medals${rg.claimed_by === null ? '' : ', claimed by player ' + rg.claimed_by}`)}` +
        `<polygon points="${pts}" fill="${fill}" fill-opacity="${rg.claimed_by === null ? 0.55 : 0.28}" stroke="none"/>` +
        `<circle cx="${cx}" cy="${cy}" r="13" fill="#fff" stroke="#d9b43b" stroke-width="2"/>` +
        `<text x="${cx}" y="${cy}" dy=".35em" text-anchor="middle" font-size="13" font-weight="700" fill="#9a7400">${rg.medals}</text></g>`;
    });
    st.nodes.forEach((n, i) => n.neighbours.forEach((k) => {
      if (k > i) s += `<line x1="${px(n)}" y1="${py(n)}" x2="${px(st.nodes[k])}" y2="${py(st.nodes[k])}" stroke="#a89f86" stroke-width="5" stroke-linecap="round"/>`;
    }));
    st.nodes.forEach((n) => {
      const x = px(n), y = py(n), id = `node:${n.name}`, R = n.hq === null ? 16 : 22;
      const fill = n.hq === null ? '#fffdf6' : HEX[n.hq];
      s += targetRing(x - R - 6, y - R - 6, 2 * R + 12, 2 * R + 12, id, targets, selected, R);
      s += `<g data-at="${esc(n.name)}">${title(`${n.name}${n.hq !== null ? ` (player ${n.hq}'s HQ)` : ''}${n.special ? ', special base' : ''}${n.gate.length ? ', gate ' + n.gate.join('') : ''}` +
        (n.stack.length ? ': ' + n.stack.map(([k, o]) => `${troopName(k)} (${o})`).join(', ') : ''))}`;
      s += n.hq === null
        ? `<circle cx="${x}" cy="${y}" r="${R}" fill="${fill}" stroke="#8a826c" stroke-width="2"/>` +
          (n.special ? `<circle cx="${x}" cy="${y}" r="${R - 4}" fill="none" stroke="#7c4dcc" stroke-width="2" stroke-dasharray="3 2"/>` : '')
        : `<rect x="${x - R}" y="${y - R}" width="${2 * R}" height="${2 * R}" rx="6" fill="${fill}" stroke="#fff" stroke-width="3"/>`;
      s += `<text x="${x}" y="${y + R + 15}" text-anchor="middle" font-size="11" fill="#5d5644">${esc(n.name)}${n.special ? ' ★' : ''}${n.gate.length ? ' gate ' + n.gate.join('') : ''}</text>`;
      n.stack.forEach(([k, o], j) => {
        s += token(x, y - j * 9, 13, PLAYER_COLOURS[o], troopCode(k));
      });
      if (n.stack.length > 1) s += `<text x="${x + 17}" y="${y - 12}" font-size="10" font-weight="700" fill="#5d5644">×${n.stack.length}</text>`;
      s += '</g>';
      s += `<circle data-target="${esc(id)}" cx="${x}" cy="${y}" r="${R + 6}" fill="transparent"${targets.has(id) ? '' : ' pointer-events="none"'}>${title(n.name)}</circle>`;
    });
    s += '</svg>';
    const counts = (c) => c ? c.map((n, k) => n ? chip(troopCode(k), n) : '').join(' ') || '—' : '<span class="chip">hidden</span>';
    const info = row('Map', `${esc(st.map)} · objective ${st.objective} medals`) +
      st.players.map((pl, p) => row(`Player ${p}`, `<span class="chip">medals <b>${pl.medals}</b></span> <span class="chip">reserve ${pl.reserve_size}</span>` +
        `<div class="info-grid" style="margin-top:.25rem"><span>rack (${pl.rack_size}):</span> ${counts(pl.rack)}</div>` +
        (pl.discard.some(Boolean) ? `<div class="info-grid"><span>discard:</span> ${counts(pl.discard)}</div>` : '') +
        (pl.frozen.some(Boolean) ? `<div class="info-grid"><span>frozen:</span> ${counts(pl.frozen)}</div>` : ''))).join('');
    return { svg: s, info, infoTitle: 'Medals and racks' };
  },
};

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
// The library's names of a kind's values, [{ kind, name }], from `first`
// to the first value it names nothing for.
function kinds(first, nameOf) {
  const out = [];
  for (let kind = first, name; (name = nameOf(kind)) !== null; kind++) out.push({ kind, name });
  return out;
}

/**
 * The three boards, with every name the library gives, read through the
 * binding `tw`: the pieces' names and codes, what Droids' board letters
 * stand for (its objects and robots; the killer robot is the grey robot
 * of robot-killer, docs/json.md), and each game's title and line
 * (titles, from tw.about: "Droids: program your droid ...").
 */
export function makeBoards(tw) {
  const { gearhead: gh, droids: dr, toybattle: tb } = tw;
  names.toys = kinds(1, gh.toyName).map((t) => ({ ...t, code: gh.toyCode(t.kind) }));
  names.toyById = Object.fromEntries(names.toys.map((t) => [toyId(t.name), t]));
  const troops = kinds(0, tb.troopName);
  names.troops = troops.map((t) => t.name);
  names.troopCodes = troops.map((t) => tb.troopCode(t.kind));
  names.drBoard = {
    o: dr.objectName(dr.Object.OBSTACLE), '*': dr.objectName(dr.Object.MINE), $: dr.objectName(dr.Object.CARGO),
    R: dr.robotName(dr.Robot.REPAIR0),
    // The grey droid: a statue (robot-statue) or the killer (robot-killer).
    G: `${dr.robotName(dr.Robot.GREY)} (${dr.objectName(dr.Object.STATUE)})`,
    K: `${dr.robotName(dr.Robot.GREY)} (the killer)`,
  };
  const titles = Object.fromEntries(tw.games().map((g) => {
    const line = tw.about(g).split('\n')[0], at = line.indexOf(': ');
    return [g, at < 0 ? [g, line] : [line.slice(0, at), line.slice(at + 2)]];
  }));
  return { boards: { gearhead, droids, toybattle }, titles };
}
