// SPDX-License-Identifier: MIT
// The three boards drawn as SVG from the JSON view (docs/json.md), in one
// visual language: player colours, pieces as round tokens with a letter,
// the squares or bases a legal move names ringed in gold.
//
// Each game gives: targetOf(view, move) -> the id of the board element a
// move names (or null: the move is offered in the list only), and
// draw(view, targets, selected) -> { svg, info } (info: HTML for the side).

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

// --- Gearhead Skirmish ------------------------------------------------------
const GH_NAMES = {
  'big-al': 'Big Al', clucketta: 'Clucketta', 'dead-head': 'Dead Head', disasteroid: 'Disasteroid', handy: 'Handy',
  'krush-kringle': 'Krush Kringle', orbit: 'Orbit', presto: 'Presto', kangaruffian: 'Kangaruffian',
  'walking-timebomb': 'Walking Timebomb', 'zap-bot': 'Zap-Bot', ziggy: 'Ziggy', 'small-fry': 'Small Fry',
};
const GH_LETTERS = {
  'big-al': 'A', clucketta: 'C', 'dead-head': 'D', disasteroid: 'X', handy: 'H', 'krush-kringle': 'K', orbit: 'O',
  presto: 'P', kangaruffian: 'R', 'walking-timebomb': 'T', 'zap-bot': 'B', ziggy: 'Z', 'small-fry': 'F',
};
const ghSquare = (i) => 'abcdefgh'[i % 8] + (Math.floor(i / 8) + 1);

const gearhead = {
  targetOf(view, move) {
    const m = move.match(/:([a-h][1-8])$/);
    return m ? m[1] : null;
  },
  draw(view, targets, selected) {
    const S = 64, M = 26, st = view.state;
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
        s += `<g data-square="${sq}">${title(`${sq}: ${GH_NAMES[toy.toy] ?? toy.toy}, player ${toy.controller}'s, facing ${toy.facing}${flags.length ? ' (' + flags.join(', ') + ')' : ''}`)}`;
        s += token(x + S / 2, y + S / 2, S * 0.3, PLAYER_COLOURS[toy.controller], toy.letter,
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
    const pile = (o) => Object.entries(o).filter(([, n]) => n > 0).map(([k, n]) => chip(GH_LETTERS[k], n)).join(' ') || '—';
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
const droids = {
  targetOf(view, move) {
    let m = move.match(/:([a-j](?:10|[1-9]))$/);
    if (m) return m[1];
    m = move.match(/^box:(\d+[abc])$/);
    if (m && typeof view.current_player === 'number') return `box:${view.current_player}:${m[1]}`;
    m = move.match(/^pile:([a-z]+)$/);
    if (m) return `pile:${m[1]}`;
    m = move.match(/^chit:([A-Z][A-Z0-9]?)[a-z]*$/);   // the kind, then its direction
    if (m && typeof view.current_player === 'number') return `rack:${view.current_player}:${m[1]}`;
    return null;
  },
  draw(view, targets, selected) {
    const st = view.state, S = 46, M = 24, N = 10;
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
        if (ch === 'o') s += `<rect x="${x + 9}" y="${y + 9}" width="${S - 18}" height="${S - 18}" rx="3" fill="#a0744a" stroke="#7a5634" stroke-width="2">${title(sq + ': mobile obstacle')}</rect>`;
        if (ch === '*') s += `<g>${title(sq + ': mine')}<circle cx="${x + c}" cy="${y + c}" r="${S * 0.2}" fill="#222"/><circle cx="${x + c - 4}" cy="${y + c - 4}" r="3" fill="#e0483e"/></g>`;
        if (ch === '$') s += `<g>${title(sq + ': cargo box')}<rect x="${x + 11}" y="${y + 13}" width="${S - 22}" height="${S - 24}" rx="3" fill="#e6b422" stroke="#a87d00" stroke-width="2"/></g>`;
        if ('RGK'.includes(ch)) {
          const name = { R: 'repair robot', G: 'grey statue', K: 'killer robot' }[ch];
          s += `<g>${title(sq + ': ' + name)}<rect x="${x + 7}" y="${y + 7}" width="${S - 14}" height="${S - 14}" rx="${ch === 'R' ? 12 : 4}" fill="${ch === 'K' ? '#1f2430' : '#9aa1ad'}" stroke="#fff" stroke-width="2"/>` +
            `<text x="${x + c}" y="${y + c}" dy=".35em" text-anchor="middle" font-weight="700" fill="#fff" font-size="16">${ch}</text></g>`;
        }
        if (ch in seatOf) {
          const p = seatOf[ch], pl = players[p];
          s += `<g>${title(`${sq}: player ${p}'s droid (${ch})${pl.carry !== 'none' ? ', carrying ' + pl.carry : ''}`)}` +
            token(x + c, y + c, S * 0.34, PLAYER_COLOURS[p], ch, { dim: pl.eliminated }) + '</g>';
          if (pl.carry !== 'none') s += `<circle cx="${x + S - 9}" cy="${y + 9}" r="6" fill="#e6b422" stroke="#fff" stroke-width="1.5"/>`;
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
    players.forEach((pl, p) => {
      const y0 = top + p * progH;
      s += `<rect x="${M - 6}" y="${y0}" width="${N * S + 12}" height="${progH - 8}" rx="10" fill="#fff" stroke="${HEX[p]}" stroke-width="2"/>`;
      s += `<text x="${M + 2}" y="${y0 + 14}" font-size="11" font-weight="700" fill="${HEX[p]}">${esc(pl.seat)} · player ${p}${pl.eliminated ? ' · out' : ''}</text>`;
      pl.transmitters.forEach((boxes, t) => {
        const tx = M + 8 + t * ((N * S - 8) / 10), covered = pl.covered.includes(t + 1);
        s += `<text x="${tx + 15}" y="${y0 + 29}" font-size="9" fill="#8a7f6c" text-anchor="middle">${t + 1}</text>`;
        boxes.forEach((chit, b) => {
          const bx = tx + 2, by = y0 + 33 + b * (bw + 1), id = `box:${p}:${t + 1}${'abc'[b]}`;
          s += `<rect x="${bx}" y="${by}" width="26" height="${bw}" rx="3" fill="${covered ? '#9aa1ad' : '#f4f0e8'}" stroke="#d9ccb2"/>`;
          if (chit) s += `<rect x="${bx}" y="${by}" width="26" height="${bw}" rx="3" fill="${CHIP_COLOURS[chit[0]] ?? '#444'}"/><text x="${bx + 13}" y="${by + bw / 2}" dy=".35em" text-anchor="middle" font-size="8.5" font-weight="700" fill="#fff">${esc(chit)}</text>`;
          s += targetRing(bx - 2, by - 2, 30, bw + 4, id, targets, selected, 3);
          s += hit(bx - 2, by - 2, 30, bw + 4, id, targets, `transmitter ${t + 1} box ${'abc'[b]}`);
        });
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
    return { svg: s, info, infoTitle: 'Piles and racks' };
  },
};

// --- Toy Battle -----------------------------------------------------------------
const TROOPS = ['Kwak', 'Skully', "Cap'n", 'Jumbo', 'Hook', 'XB-42', 'Star', 'Roxy'];
const TROOP_LETTERS = ['K', 'S', 'C', 'J', 'H', 'X', 'T', 'R'];
const toybattle = {
  targetOf(view, move) {
    const m = move.match(/[@:]([A-Za-z0-9]+)$/);
    if (!m) return null;
    return view.state.nodes.some((n) => n.name === m[1]) ? `node:${m[1]}` : null;
  },
  // opts.portrait: a narrow screen gets the map turned a quarter (player
  // 0's HQ on top), so a wide battlefield stays readable on a phone.
  draw(view, targets, selected, opts = {}) {
    const st = view.state, U = 58, M = 50;
    const [X, Y] = opts.portrait ? ['y', 'x'] : ['x', 'y'];
    const xs = st.nodes.map((n) => n[X]), ys = st.nodes.map((n) => n[Y]);
    const minX = Math.min(...xs), minY = Math.min(...ys);
    const W = (Math.max(...xs) - minX) * U + 2 * M, H = (Math.max(...ys) - minY) * U + 2 * M + 10;
    const px = (n) => M + (n[X] - minX) * U, py = (n) => M + (n[Y] - minY) * U;
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
      s += `<g>${title(`${n.name}${n.hq !== null ? ` (player ${n.hq}'s HQ)` : ''}${n.special ? ', special base' : ''}${n.gate.length ? ', gate ' + n.gate.join('') : ''}` +
        (n.stack.length ? ': ' + n.stack.map(([k, o]) => `${TROOPS[k]} (${o})`).join(', ') : ''))}`;
      s += n.hq === null
        ? `<circle cx="${x}" cy="${y}" r="${R}" fill="${fill}" stroke="#8a826c" stroke-width="2"/>` +
          (n.special ? `<circle cx="${x}" cy="${y}" r="${R - 4}" fill="none" stroke="#7c4dcc" stroke-width="2" stroke-dasharray="3 2"/>` : '')
        : `<rect x="${x - R}" y="${y - R}" width="${2 * R}" height="${2 * R}" rx="6" fill="${fill}" stroke="#fff" stroke-width="3"/>`;
      s += `<text x="${x}" y="${y + R + 15}" text-anchor="middle" font-size="11" fill="#5d5644">${esc(n.name)}${n.special ? ' ★' : ''}${n.gate.length ? ' gate ' + n.gate.join('') : ''}</text>`;
      n.stack.forEach(([k, o], j) => {
        s += token(x, y - j * 9, 13, PLAYER_COLOURS[o], TROOP_LETTERS[k]);
      });
      if (n.stack.length > 1) s += `<text x="${x + 17}" y="${y - 12}" font-size="10" font-weight="700" fill="#5d5644">×${n.stack.length}</text>`;
      s += '</g>';
      s += `<circle data-target="${esc(id)}" cx="${x}" cy="${y}" r="${R + 6}" fill="transparent"${targets.has(id) ? '' : ' pointer-events="none"'}/>`;
    });
    s += '</svg>';
    const counts = (c) => c ? c.map((n, k) => n ? chip(TROOP_LETTERS[k], n) : '').join(' ') || '—' : '<span class="chip">hidden</span>';
    const info = row('Map', `${esc(st.map)} · objective ${st.objective} medals`) +
      st.players.map((pl, p) => row(`Player ${p}`, `<span class="chip">medals <b>${pl.medals}</b></span> <span class="chip">reserve ${pl.reserve_size}</span>` +
        `<div class="info-grid" style="margin-top:.25rem"><span>rack (${pl.rack_size}):</span> ${counts(pl.rack)}</div>` +
        (pl.discard.some(Boolean) ? `<div class="info-grid"><span>discard:</span> ${counts(pl.discard)}</div>` : '') +
        (pl.frozen.some(Boolean) ? `<div class="info-grid"><span>frozen:</span> ${counts(pl.frozen)}</div>` : ''))).join('') +
      row('Troops', TROOP_LETTERS.map((l, k) => `${l} ${TROOPS[k]}`).join(' · ')) +
      (st.special_bases ? row('Special bases', 'dashed purple, ★') : '');
    return { svg: s, info, infoTitle: 'Medals and racks' };
  },
};

export const BOARDS = { gearhead, droids, toybattle };
export const GAME_TITLES = {
  gearhead: ['Gearhead Skirmish', 'wind-up toys on a chessboard'],
  droids: ['Droids', 'program your droid, 1–4 players'],
  toybattle: ['Toy Battle', 'troops along the paths of a battlefield'],
};
