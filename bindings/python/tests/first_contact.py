# SPDX-License-Identifier: MIT
"""First contact: what a new host does with an installed toywar package.

    python first_contact.py WORK_DIR

Run from outside the repository with the package pip-installed (see
scripts/ci/python.sh): imports toywar, plays a seeded game with a Python
RNG callback, pickles it mid-game, loads it in a new process, finishes the
same game there, and checks the final position against the same game
played in one go. Prints each stage; exits 1 with the reason on failure.
"""

import os
import pickle
import random
import subprocess
import sys

GAME, PARAMS, SEED, HALF = "toybattle", {"map": "battlefield"}, 2026, 30


def choose(game, moves):
    """A chooser every process agrees on: a function of the position."""
    return moves[game.hash % len(moves)]


def new_game(toywar):
    return toywar.Game(GAME, PARAMS, rng=random.Random(SEED).randrange)


def play(game, max_decisions):
    import toywar
    try:
        for _ in game.play(choose, max_decisions=max_decisions):
            pass
    except toywar.LimitError:
        pass


def fail(stage, why):
    print("first contact FAILED at %s: %s" % (stage, why))
    sys.exit(1)


def finish(path):
    """The new process: load the pickle, finish the game, print its position."""
    with open(path, "rb") as file:
        game = pickle.load(file)
    play(game, 10**6)
    print(game.text())


def main(work):
    stage = "import"
    try:
        import toywar
    except ImportError as error:
        fail(stage, "cannot import toywar: %s" % error)
    here = os.path.dirname(os.path.abspath(toywar.__file__))
    print("1. import toywar %s from %s; libtoywar %s at %s"
          % (toywar.__version__, here, toywar.version(), toywar.library_path()))

    stage = "the whole game in one process"
    whole = new_game(toywar)
    play(whole, 10**6)
    if not whole.is_over:
        fail(stage, "the game did not end")
    print("2. %s %s with random.Random(%d).randrange: over after %d moves, winner %s"
          % (GAME, PARAMS, SEED, len(whole.history), whole.winner))

    stage = "half a game, pickled"
    game = new_game(toywar)
    play(game, HALF)
    if game.is_over:
        fail(stage, "the game ended before %d decisions" % HALF)
    path = os.path.join(work, "game.pickle")
    with open(path, "wb") as file:
        pickle.dump(game, file)
    print("3. pickled after %d decisions (%d moves): %d bytes"
          % (HALF, len(game.history), os.path.getsize(path)))

    stage = "the rest in a new process"
    done = subprocess.run([sys.executable, os.path.abspath(__file__), "--finish", path],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=work,
                          check=False)
    if done.returncode != 0:
        fail(stage, "the new process failed:\n" + done.stderr.decode())
    position = done.stdout.decode().strip()
    print("4. loaded and finished in a new process: %s" % position)
    if position != whole.text():
        fail(stage, "the final position differs:\n  new process: %s\n  in one go:   %s"
             % (position, whole.text()))
    print("5. the same final position as the game played in one go: first contact OK")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--finish":
        finish(sys.argv[2])
    elif len(sys.argv) == 2:
        main(sys.argv[1])
    else:
        sys.exit(__doc__)
