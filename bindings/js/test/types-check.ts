// Compiled (not run) by types.test.js: the declarations describe the API
// as the tests use it, under --strict.
import { load, ToywarError, Game, Bot, InfoState, Toywar, GameView, GameEvent, ParamSpec, VIEW_ALL, HIDDEN } from '../toywar.js';

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
  const code: string = tw.gearheadToys()[0]?.code ?? '';
  const troop: string = tw.toybattleTroops()[0]?.name ?? '';
  const bot: Bot = new tw.Bot('mcts:10', 1n);
  const move: string = bot.choose(g);
  const info: InfoState = g.infostate(0);
  const mine: string[] = g.legalMoves(0).concat(g.historyFor(1));
  const sample: Game = info.sample((bound: number) => bound - 1).resample(1, () => 0);
  const fair: string = bot.chooseInfostate(info);
  const known: bigint = g.observationHash(0) ^ info.hash();
  const told: GameEvent[] = g.events(-1, 1);
  const said: string = told.map((e: GameEvent) => `${e.kind} ${e.piece === HIDDEN ? '?' : e.names.piece ?? ''} ${e.text}`).join(' ');
  const raw: string = g.eventsJson(0, VIEW_ALL);
  // The generated part: the games' namespaces, tw.raw, the core's enums.
  const sq: { toy: number; facing: number; flags: number } = tw.gearhead.square(g, 0, 0);
  const grey: string | null = tw.droids.robotName(tw.droids.Robot.GREY);
  const ring: number[] = tw.toybattle.region(g.handle, 0).ring;
  const made: Game = tw.toybattle.newOnMap('map x', null);
  const ptr: number = tw.raw.tw_game_new('droids', 'seed=1');
  const kinds: number = tw.EventKind.MOVED + tw.Status.E_ARG + tw.gearhead.Flag.ZAPPED + tw.droids.SENDER_KILLER;
  g.applyAs(0, mine[0] ?? fair);
  sample.free();
  info.free();
  bot[Symbol.dispose]();
  g.free();
  return `${outcomes.length} ${hash} ${status} ${view.legal_moves.length} ${params[0]?.values?.[0]} ${move} ${code}${troop} ${known} ${g.record(0).length} ${said.length} ${raw.length} ${sq.toy} ${grey} ${ring.length} ${made.name} ${ptr} ${kinds}`;
}
