# SPDX-License-Identifier: MIT
"""The outcome as Python expects it: a winner or None, a draw or nobody as
named values; whose turn as a player or a named value; moves that print as
their notation."""

import unittest

import toywar


class WinnerTest(unittest.TestCase):
    def test_none_while_the_game_goes_on(self):
        game = toywar.Game("gearhead", seed=1)
        self.assertIsNone(game.winner)
        self.assertIs(game.winner, toywar.WINNER_NONE)

    def test_a_player_index_at_the_end(self):
        game = toywar.Game("toybattle", seed=2)
        for _ in game.play(lambda g, moves: moves[0]):
            pass
        winner = game.winner
        self.assertIsInstance(winner, int)
        self.assertIn(winner, range(game.num_players))

    def test_a_draw_and_nobody_are_named_values_not_ints(self):
        self.assertIs(toywar.WINNER_DRAW, toywar.Outcome.DRAW)
        self.assertIs(toywar.WINNER_NOBODY, toywar.Outcome.NOBODY)
        for outcome in toywar.Outcome:
            self.assertNotIsInstance(outcome, int)
            with self.assertRaises(TypeError):
                [0, 1][outcome]
        self.assertEqual(str(toywar.Outcome.DRAW.value), "draw")

    def test_every_outcome_of_the_library_is_mapped(self):
        # Droids' robot-killer is played by one player against the robots:
        # losing it is "nobody won". Play until an end is seen for each seed.
        seen = set()
        for seed in range(40):
            game = toywar.Game("droids", {"players": 1, "scenario": "robot-killer"}, seed=seed)
            for _ in game.play(lambda g, moves: moves[-1]):
                pass
            seen.add(game.winner)
        self.assertLessEqual(seen, {0, toywar.Outcome.NOBODY})
        self.assertIn(toywar.Outcome.NOBODY, seen)
        self.assertFalse(any(isinstance(w, int) and w < 0 for w in seen))


class TurnTest(unittest.TestCase):
    def test_chance_decision_and_end(self):
        game = toywar.Game("gearhead", seed=3)
        self.assertIs(game.current_player, toywar.CHANCE)
        self.assertIs(game.current_player, toywar.Turn.CHANCE)
        self.assertTrue(game.is_chance)
        game.advance()
        self.assertIn(game.current_player, (0, 1))
        for _ in game.play(lambda g, moves: moves[0]):
            pass
        self.assertIs(game.current_player, toywar.TERMINAL)

    def test_play_yields_named_turns(self):
        game = toywar.Game("gearhead", seed=4)
        players = {player for player, _, _ in game.play(lambda g, moves: moves[0])}
        self.assertEqual(players, {toywar.Turn.CHANCE, 0, 1})


class MoveTest(unittest.TestCase):
    def test_moves_print_as_their_notation(self):
        game = toywar.Game("gearhead", rng=lambda bound: bound - 1)
        outcome = game.roll()
        self.assertEqual(str(outcome), "roll:8")
        self.assertEqual(repr(outcome), "Move(%d, 'roll:8')" % int(outcome))
        self.assertEqual(f"{outcome}", "roll:8")
        self.assertEqual(f"{outcome:d}", str(int(outcome)))
        self.assertEqual("%s" % outcome, "roll:8")

    def test_a_move_is_its_int(self):
        game = toywar.Game("gearhead", seed=5)
        game.advance()
        moves = game.legal_moves()
        self.assertEqual([str(m) for m in moves], game.legal_strings())
        self.assertEqual(moves[0], int(moves[0]))
        self.assertEqual(hash(moves[0]), hash(int(moves[0])))
        self.assertEqual(game.parse_move(str(moves[0])), moves[0])
        game.apply(moves[0])
        self.assertEqual(game.history[-1], moves[0])
        self.assertEqual(str(game.history[-1]), str(moves[0]))

    def test_history_is_written_in_the_states_it_was_played_in(self):
        game = toywar.Game("droids", seed=6)
        played = [move for _, move, _ in game.play(lambda g, moves: moves[0],
                                                   max_decisions=10 ** 6)]
        self.assertEqual([str(m) for m in game.history], [str(m) for m in played])
        self.assertEqual(game.history_strings(), [str(m) for m in played])
        replay_moves = game.save_replay().partition("\nmoves ")[2].split()[1:]
        self.assertEqual(game.history_strings(), replay_moves)


if __name__ == "__main__":
    unittest.main()
