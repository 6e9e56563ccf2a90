// Must NOT compile (types.test.js): a move is a string, a hash a bigint.
import { Game } from '../toywar.js';

export function wrong(g: Game): number {
  g.apply(42);
  return g.hash();
}
