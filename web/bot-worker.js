// SPDX-License-Identifier: MIT
// The bot in a Web Worker, so the page stays responsive while it searches.
// It is given one seat's information state and nothing else: the seat, the
// game's name and the state's text (InfoState.toText(), a canonical
// position of all those the seat cannot tell apart, never the real one),
// so a fair bot (the bots' table says which are) plays from what its seat
// knows and cannot read the other players' racks. It answers with a move in
// notation: { token, move } or { token, error }.
import { load } from './vendor/toywar/src/browser.js';

const ready = load();

self.onmessage = async ({ data }) => {
  const { token, name, seat, infostate, spec, seed } = data;
  const tw = await ready;
  let info = null, bot = null;
  try {
    info = tw.InfoState.fromText(name, seat, infostate);
    bot = new tw.Bot(spec, BigInt(seed));
    self.postMessage({ token, move: bot.chooseInfostate(info) });
  } catch (e) {
    self.postMessage({ token, error: `${e.code ?? ''} ${e.message}` });
  } finally {
    info?.free();
    bot?.free();
  }
};
