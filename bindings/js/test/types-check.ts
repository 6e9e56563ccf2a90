// Compiled (not run) by types.test.js: the declarations describe the API
// as the tests use it, under --strict.
import { load, ToywarError, Game, Bot, Toywar, GameView, ParamSpec, VIEW_ALL } from '../toywar.js';

export async function main(): Promise<string> {
  const tw: Toywar = await load();
  const g: Game = new tw.Game('gearhead', { seed: 7n, placed_moves: true });
  const outcomes: string[] = g.advance();
  const hash: bigint = g.hash();
  g.setRng((bound: number) => bound - 1).setRng(null);
  let status = 0;
  try { g.apply('explode'); } catch (e) { if (e instanceof ToywarError) status = e.status; }
  const view: GameView = g.json(VIEW_ALL);
  const params: ParamSpec[] = tw.params('droids');
  const letter: string = tw.gearheadToys()[0]?.letter ?? '';
  const troop: string = tw.toybattleTroops()[0]?.name ?? '';
  const bot: Bot = new tw.Bot('mcts:10', 1n);
  const move: string = bot.choose(g);
  bot[Symbol.dispose]();
  g.free();
  return `${outcomes.length} ${hash} ${status} ${view.legal_moves.length} ${params[0]?.values?.[0]} ${move} ${letter}${troop}`;
}
