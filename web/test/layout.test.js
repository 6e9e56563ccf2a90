// SPDX-License-Identifier: MIT
// A phone-sized window (390x844) in a real browser: for each game, in the
// middle of a game, nothing scrolls sideways, the board uses the width, and
// the chance badges wrap inside their card, each labelled. The bot moves
// first, so Toy Battle's opening (16 draws, most of them hidden from the
// human) is on show at the human's first turn.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openBrowser } from './browser.js';
import { newPage, startFromMenu, settled, offered, playFromList, closeClean } from './page.js';

const artifacts = fileURLToPath(new URL('artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

let b;
before(async () => { b = await openBrowser(); });
after(async () => { await b?.close(); });

const MEASURE = () => {
  const card = document.querySelector('.board-card').getBoundingClientRect();
  const badges = [...document.querySelectorAll('#status .die')];
  return {
    scroll: document.scrollingElement.scrollWidth, inner: window.innerWidth,
    board: document.querySelector('#board svg').getBoundingClientRect().width,
    badges: badges.length,
    unlabelled: badges.filter((e) => !e.getAttribute('aria-label') || !e.getAttribute('title')).length,
    outside: badges.filter((e) => e.getBoundingClientRect().right > card.right).length,
  };
};

for (const game of ['gearhead', 'droids', 'toybattle']) {
  test(`${game} at 390x844: no sideways scroll in mid-game, the chance badges wrap and are labelled`, async () => {
    const { page, errors } = await newPage(b, 390, 844);
    await startFromMenu(page, game, { seed: 3, seats: ['mcts', 'human'] });
    let most = 0;
    for (let turn = 0; turn < 8 && (await settled(page)) === 'human'; turn++) {
      const m = await page.evaluate(MEASURE);
      assert.ok(m.scroll <= m.inner, `turn ${turn}: no sideways scroll (${m.scroll} > ${m.inner})`);
      assert.ok(m.board > 300 && m.board <= m.inner, `turn ${turn}: the board uses the width (${m.board})`);
      assert.equal(m.unlabelled, 0, `turn ${turn}: every chance badge has a label`);
      assert.equal(m.outside, 0, `turn ${turn}: the badges stay in the card`);
      if (m.badges > most) {
        most = m.badges;
        await page.screenshot({ path: `${artifacts}phone-${game}.png` });
      }
      await playFromList(page, (await offered(page))[0]);
    }
    assert.ok(most > 0, 'chance badges were on show');
    if (game === 'toybattle') assert.ok(most >= 16, `the opening's draws on show (${most})`);
    await closeClean({ page, errors });
  });
}
