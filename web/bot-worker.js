// SPDX-License-Identifier: MIT
// The MCTS (or random) bot in a Web Worker, so the page stays responsive
// while it searches. It gets the game as its position text (the whole
// state, the racks the page may not show included), and answers with a
// move in notation: { token, move } or { token, error }.
import { load } from './vendor/toywar/src/browser.js';

const ready = load();

self.onmessage = async ({ data }) => {
  const { token, name, position, spec, seed } = data;
  const tw = await ready;
  let game = null, bot = null;
  try {
    game = tw.Game.fromText(name, position);
    bot = new tw.Bot(spec, BigInt(seed));
    self.postMessage({ token, move: bot.choose(game) });
  } catch (e) {
    self.postMessage({ token, error: `${e.code ?? ''} ${e.message}` });
  } finally {
    game?.free();
    bot?.free();
  }
};
