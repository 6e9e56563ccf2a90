// TypeScript declarations of the toywar package's hand-written classes
// (bindings/js/src/core.js); toywar.d.ts, generated, adds the API made
// from the description (tw.raw, tw.gearhead, ...) and re-exports these.

import type { Status } from './toywar.js';

/** A status code of toywar.h (tw_status). */
export type StatusCode = (typeof Status)[keyof typeof Status];

export declare const PLAYER_CHANCE: -100;
export declare const PLAYER_TERMINAL: -101;
export declare const VIEW_ALL: -100;
export declare const WINNER_NONE: -100;
export declare const WINNER_DRAW: -101;
export declare const WINNER_NOBODY: -102;
/** An event's field the viewer may not see (TW_HIDDEN). */
export declare const HIDDEN: -104;

/** An error of the library, with its status and the library's message. */
export declare class ToywarError extends Error {
  readonly name: 'ToywarError';
  /** The tw_status, negative. */
  readonly status: StatusCode;
  /** Its name: "TW_E_ILLEGAL", ... */
  readonly code: string;
  constructor(status: number, message: string);
}

/**
 * A game's params as `tw_game_new()` reads them: "k=v k=v" or an object.
 * A boolean is for a switch, a param of two values on|off in either
 * order (Droids' `teams`, Toy Battle's
 * `special_bases`, Gearhead's `placed_moves`): it becomes the param's own
 * value for on or off; for any other param it is a TW_E_PARAM ToywarError.
 */
export type Params = string | Record<string, string | number | bigint | boolean | null | undefined>;

/** One param of a game (tw_games_param_*); the generic `seed` is not listed. */
export interface ParamSpec {
  key: string;
  kind: 'int' | 'enum';
  min: number;
  max: number;
  /** The default value, or for an enum the index of its default value. */
  default: number;
  /** The names of an enum's values (index min..max); null for an int. */
  values: string[] | null;
  help: string;
}

/** A chance outcome and its weight, in the order the RNG indexes them. */
export interface ChanceOutcome { move: string; weight: number; }

/** The JSON view of docs/json.md. `state` is the game's own object. */
export interface GameView {
  game: string;
  version: string;
  players: number;
  viewer: number | 'all';
  current_player: number | 'chance' | 'terminal';
  is_over: boolean;
  winner: number | 'draw' | 'nobody' | null;
  scores: number[];
  history_length: number;
  expects: string;
  legal_moves: string[];
  position: string | null;
  state: Record<string, any>;
}

/** A game in progress (a tw_game handle). Free it with free() or `using`. */
export declare class Game implements Disposable {
  /** Throws ToywarError: TW_E_ARG for an unknown game, TW_E_PARAM for bad params. */
  constructor(name: string, params?: Params);
  /** A game at a position text (tw_game_from_text); TW_E_PARSE for bad text. */
  static fromText(name: string, text: string): Game;
  /** A game from a replay (tw_game_load_replay). */
  static loadReplay(text: string): Game;

  readonly name: string;
  readonly numPlayers: number;
  /** A player index, PLAYER_CHANCE or PLAYER_TERMINAL. */
  readonly currentPlayer: number;
  readonly isChance: boolean;
  readonly isOver: boolean;
  /** The winner, or WINNER_NONE, WINNER_DRAW, WINNER_NOBODY. */
  readonly winner: number;
  readonly scores: number[];
  readonly historyLength: number;
  readonly freed: boolean;
  /** The raw handle (a pointer in the wasm memory); TW_E_ARG once freed. */
  readonly handle: number;

  /**
   * The legal moves, or the outcomes at a chance node, in notation. Without
   * a viewer the referee's list (all-seeing); with a player, as that seat
   * may know them (tw_game_legal_moves_for): none at another's decision.
   */
  legalMoves(viewer?: number): string[];
  /** The outcomes and weights; with a player, the odds as that seat predicts them. */
  chanceOutcomes(viewer?: number): ChanceOutcome[];
  /**
   * Applies `seat`'s move (tw_game_apply_as): TW_E_ILLEGAL out of turn or
   * for a move not among the seat's own, with a message that reveals
   * nothing hidden; the game is then unchanged.
   */
  applyAs(seat: number, move: string): this;
  /** Whether the game hides something from some seat. */
  readonly hasHidden: boolean;
  /** What `viewer` (a player or VIEW_ALL) knows, one line with `?` for what it may not know. */
  observation(viewer: number): string;
  /** The observation's hash, unsigned 64-bit. */
  observationHash(viewer: number): bigint;
  /** The moves as `viewer` knows them, in notation; what it did not see is masked (`draw:?`). */
  historyFor(viewer: number): string[];
  /**
   * The events of the move of history index `ply` (negative: from the
   * end) as `viewer` (a player or VIEW_ALL, required) may know them;
   * TW_E_ARG for a ply outside the history.
   */
  events(ply: number, viewer: number): GameEvent[];
  /** The same events as the library's JSON array, as a server sends it. */
  eventsJson(ply: number, viewer: number): string;
  /** `viewer`'s record: a replay with no secret, seed or generator state. */
  record(viewer: number): string;
  /** A new game drawn from what `viewer` knows, seeded from rng(bound). */
  resample(viewer: number, rng: (bound: number) => number): Game;
  /** `seat`'s information state now. */
  infostate(seat: number): InfoState;
  /** Applies a move in notation; TW_E_PARSE or TW_E_ILLEGAL leave the game as it was. */
  apply(move: string): this;
  /** Takes back the last move; TW_E_STATE at the start. */
  undo(): this;
  /** Resolves one chance node; returns the outcome. */
  roll(): string;
  /** Rolls until a decision or the end; returns the outcomes. */
  advance(): string[];
  /** Every move since the start, in notation (all-seeing: every draw named). */
  history(): string[];
  /** Seeds the built-in generator, 0..2^64-1. */
  seed(seed: number | bigint): this;
  /**
   * Plugs a JS RNG: rng(bound) returns an integer in [0, bound). Another
   * value or an exception fails the roll with TW_E_RNG, the game unchanged.
   * null restores the built-in generator.
   */
  setRng(rng: ((bound: number) => number) | null): this;
  /** A copy with its own history and built-in RNG (not the JS RNG). */
  clone(): Game;
  /** Takes `src`'s position (same game and players), not its history (tw_game_copy_position). */
  copyPosition(src: Game): this;
  /** The number of events of the move of history index `ply` as `viewer` may know them. */
  eventCount(ply: number, viewer: number): number;
  toText(): string;
  /** The position hash, unsigned 64-bit. */
  hash(): bigint;
  /** The hash as 16 hex digits. */
  hashHex(): string;
  /** The board as text, as `viewer` sees it: a player or VIEW_ALL, required. */
  render(viewer: number): string;
  /** The JSON view of `viewer`, a player or VIEW_ALL (required). */
  json(viewer: number): GameView;
  jsonText(viewer: number): string;
  saveReplay(): string;
  /** Frees the handle; a second call is a no-op, any other call then throws TW_E_ARG. */
  free(): void;
  [Symbol.dispose](): void;
}

/** One seat's information state (tw_infostate): what it knows and nothing more. */
export declare class InfoState implements Disposable {
  private constructor();
  /** Reads toText()'s text, or `seat`'s information state of a position text of game `name`. */
  static fromText(name: string, seat: number, text: string): InfoState;
  readonly seat: number;
  /** The game's name. */
  readonly game: string;
  readonly freed: boolean;
  /** The raw handle; TW_E_ARG once freed. */
  readonly handle: number;
  /** The observation's hash, unsigned 64-bit. */
  hash(): bigint;
  observation(): string;
  /** A canonical position of all those the seat cannot tell apart (not the real one). */
  toText(): string;
  /** A game drawn from what the seat knows, seeded from rng(bound). */
  sample(rng: (bound: number) => number): Game;
  /** As sample(), into `game` (same game and players), reused; returns it (tw_infostate_sample_into). */
  sampleInto(game: Game, rng: (bound: number) => number): Game;
  clone(): InfoState;
  free(): void;
  [Symbol.dispose](): void;
}

/** One row of the bots' table (twbot_kind_*). */
export interface BotKind {
  /** As a spec begins: "mcts". */
  name: string;
  /** What may follow the name: ":ITER[:PLAYOUT]", or "". */
  params: string;
  /** One line saying what it is. */
  help: string;
  /** Whether it plays from its seat's information state alone. */
  fair: boolean;
}

/**
 * A bot of the bots' table (bots()): "random", "mcts" (the default, the fair
 * bot), "mcts:ITER[:PLAYOUT]", "omniscient-mcts[:ITER[:PLAYOUT]]" (not fair).
 */
export declare class Bot implements Disposable {
  constructor(spec?: string, seed?: number | bigint);
  readonly name: string;
  /** Whether it plays from its seat's information state alone. */
  readonly isFair: boolean;
  /** The move it picks for the player to move, in notation; the game is not changed. A fair bot is handed that player's information state only. */
  choose(game: Game): string;
  /** A fair bot's move for the seat of `info`, in notation (twbot_choose_infostate); TW_E_STATE for a bot that is not fair. */
  chooseInfostate(info: InfoState): string;
  free(): void;
  [Symbol.dispose](): void;
}

/** An event's kind, as the JSON names it (docs/events.md). */
export type EventKindName =
  | 'moved' | 'pushed' | 'blocked' | 'turned' | 'removed' | 'exploded' | 'shot' | 'hit'
  | 'rolled' | 'drew' | 'placed' | 'returned' | 'scored' | 'claimed' | 'eliminated' | 'turn'
  | 'phase' | 'ended' | 'passed' | 'chose' | 'sent' | 'picked' | 'dropped' | 'repaired'
  | 'froze' | 'zapped' | 'wound';

/**
 * One thing a move did (tw_game_event), as one viewer reads it: the
 * library's integers (null where the kind uses none, HIDDEN where the
 * viewer may not see it; an `ended` event's player is the winner or a
 * WINNER_*), the same fields as the JSON names them, and the sentence.
 */
export interface GameEvent {
  kind: EventKindName;
  player: number | null;
  piece: number | null;
  from: number | null;
  to: number | null;
  value: number | null;
  text: string;
  names: {
    player: number | null;
    piece: string | null;
    from: string | number | null;
    to: string | number | null;
    value: number | null;
  };
}

/** The hand-written part of the API over one instance of the wasm module (Toywar adds the generated part). */
export interface ToywarCore {
  Game: typeof Game;
  Bot: typeof Bot;
  InfoState: typeof InfoState;
  ToywarError: typeof ToywarError;
  Status: typeof Status;
  PLAYER_CHANCE: -100;
  PLAYER_TERMINAL: -101;
  VIEW_ALL: -100;
  WINNER_NONE: -100;
  WINNER_DRAW: -101;
  WINNER_NOBODY: -102;
  HIDDEN: -104;
  /** The library's version, "major.minor.patch". */
  readonly version: string;
  /** The version as one number, major << 16 | minor << 8 | patch (tw_version). */
  readonly versionNumber: number;
  /** A status's meaning ("illegal move"; tw_status_string). */
  statusString(status: number): string | null;
  /** An event kind's name as the JSON writes it, or null (tw_game_event_kind_name). */
  eventKindName(kind: number): EventKindName | null;
  /** The Emscripten module, for what the binding does not wrap. */
  readonly module: unknown;
  /** Games and bots not yet freed. */
  readonly liveHandles: number;
  /** The bots' table, as the bots library lists it. */
  bots(): BotKind[];
  games(): string[];
  about(name: string): string;
  players(name: string): { min: number; max: number };
  params(name: string): ParamSpec[];
  /** Gearhead Skirmish's toys (tw_gearhead_toy_name, tw_gearhead_toy_code), Big Al (kind 1) to Small Fry. */
  gearheadToys(): { kind: number; name: string; code: string }[];
  /** Toy Battle's troops (tw_toybattle_troop_name, tw_toybattle_troop_code), Kwak (kind 0) to Roxy. */
  toybattleTroops(): { kind: number; name: string; code: string }[];
}
