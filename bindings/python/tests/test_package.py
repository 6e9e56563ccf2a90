# SPDX-License-Identifier: MIT
"""The package as pip installs it: its version, checked against the
library's; py.typed; pyproject.toml; and where the library is looked for
(TOYWAR_LIBRARY, the installed prefix, the build tree of a checkout)."""

import doctest
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
import warnings
from unittest import mock

import toywar
from toywar import _lib

PACKAGE_DIR = os.path.dirname(os.path.abspath(toywar.__file__))
SOURCE_DIR = os.path.dirname(PACKAGE_DIR)          # bindings/python, in a checkout
CHECKOUT = os.path.dirname(os.path.dirname(SOURCE_DIR))
IN_CHECKOUT = os.path.isfile(os.path.join(CHECKOUT, "CMakeLists.txt"))


class VersionTest(unittest.TestCase):
    def test_version_is_the_librarys(self):
        self.assertRegex(toywar.__version__, r"^\d+\.\d+\.\d+$")
        self.assertEqual(toywar.__version__, toywar.version())

    @unittest.skipUnless(IN_CHECKOUT, "needs the source checkout")
    def test_version_is_the_projects(self):
        with open(os.path.join(CHECKOUT, "CMakeLists.txt"), encoding="utf-8") as cmake:
            project = re.search(r"project\(toywar VERSION (\S+)", cmake.read()).group(1)
        self.assertEqual(toywar.__version__, project)

    def test_another_major_version_is_refused(self):
        for library in ("0.9.0", "2.0.0"):
            with self.assertRaises(toywar.LibraryError) as caught:
                _lib.check_version(library, "/x/libtoywar.so.1")
            self.assertIn("/x/libtoywar.so.1 is libtoywar %s" % library, str(caught.exception))
            self.assertIsInstance(caught.exception, OSError)

    def test_an_older_library_warns_and_a_newer_one_does_not(self):
        major = int(toywar.__version__.split(".")[0])
        with mock.patch.object(_lib, "__version__", "%d.5.0" % major):
            with self.assertWarns(toywar.LibraryVersionWarning):
                _lib.check_version("%d.4.9" % major, "old.so")
            with warnings.catch_warnings():
                warnings.simplefilter("error")
                _lib.check_version("%d.5.0" % major, "same.so")
                _lib.check_version("%d.6.0" % major, "newer.so")

    def test_a_missing_function_is_a_library_error(self):
        with self.assertRaises(toywar.LibraryError) as caught:
            _lib.need(toywar.lib(), "x.so", "tw_no_such_function")
        self.assertIn("tw_no_such_function", str(caught.exception))


class DocTest(unittest.TestCase):
    def test_the_package_docstring_runs_as_written(self):
        result = doctest.testmod(toywar, verbose=False)
        self.assertEqual(result.failed, 0)
        self.assertGreater(result.attempted, 4)


class FilesTest(unittest.TestCase):
    def test_py_typed(self):
        self.assertTrue(os.path.isfile(os.path.join(PACKAGE_DIR, "py.typed")))

    @unittest.skipUnless(IN_CHECKOUT, "needs the source checkout")
    def test_pyproject(self):
        with open(os.path.join(SOURCE_DIR, "pyproject.toml"), encoding="utf-8") as file:
            text = file.read()
        self.assertIn('name = "toywar"', text)
        self.assertIn('requires = []\nbuild-backend = "toywar_build"\nbackend-path = ["_build"]',
                      text)
        self.assertIn('license = { text = "MIT" }', text)
        self.assertIn('toywar-study = "toywar.study.cli:main"', text)

    @unittest.skipUnless(IN_CHECKOUT, "needs the source checkout")
    def test_the_licence_is_the_repositorys(self):
        with open(os.path.join(SOURCE_DIR, "LICENSE"), "rb") as mine, \
                open(os.path.join(CHECKOUT, "LICENSE"), "rb") as theirs:
            self.assertEqual(mine.read(), theirs.read())


class SearchOrderTest(unittest.TestCase):
    def test_toywar_library_alone_when_set(self):
        with mock.patch.dict(os.environ, {"TOYWAR_LIBRARY": "/somewhere/libtoywar.so.1"}):
            self.assertEqual(_lib.candidates(),
                             [_lib.Place("TOYWAR_LIBRARY", "/somewhere/libtoywar.so.1")])

    def test_installed_prefix_then_loader_then_build_tree(self):
        with tempfile.TemporaryDirectory() as prefix:
            env = {k: v for k, v in os.environ.items() if k != "TOYWAR_LIBRARY"}
            build = [_lib.Place("the build tree", "BUILD")]
            with mock.patch.dict(os.environ, env, clear=True), \
                    mock.patch.object(sys, "prefix", prefix), \
                    mock.patch.object(_lib, "build_tree_candidates", lambda: build):
                found = [place.path for place in _lib.candidates()]
        names = _lib.file_names()
        self.assertEqual(found[0], None)  # TOYWAR_LIBRARY, not set
        self.assertEqual(found[1:3], [os.path.join(prefix, "lib", name) for name in names])
        loader = found.index(names[0])  # the SONAME through the dynamic loader
        self.assertLess(found.index(os.path.join(prefix, "lib64", names[-1])), loader)
        self.assertLess(loader, found.index(os.path.join("/usr/local/lib", names[0])))
        self.assertEqual(found[-1], "BUILD")

    def test_build_tree_only_from_a_checkout(self):
        with mock.patch.object(_lib, "in_checkout", lambda: False):
            places = _lib.build_tree_candidates()
        self.assertEqual([place.path for place in places], [None])
        self.assertIn("not imported from a source checkout", places[0].note)

    def test_every_build_tree_is_listed_even_when_none_is_built(self):
        with tempfile.TemporaryDirectory() as checkout:
            with mock.patch.object(_lib, "in_checkout", lambda: True), \
                    mock.patch.object(_lib, "_CHECKOUT", checkout):
                places = _lib.build_tree_candidates()
        name = _lib.file_names()[0]
        self.assertEqual(places[0], _lib.Place("the build tree",
                                               os.path.join(checkout, "build", "lib", name)))
        self.assertIn(_lib.Place("the build trees", note="%s: no such file" % os.path.join(
            checkout, "build", "*", "lib", name)), places)

    @unittest.skipUnless(IN_CHECKOUT, "needs the source checkout")
    def test_build_tree_of_this_checkout(self):
        self.assertTrue(_lib.in_checkout())
        for place in _lib.build_tree_candidates():
            if place.path is not None:
                self.assertTrue(place.path.startswith(os.path.join(CHECKOUT, "build") + os.sep),
                                place)

    def test_not_found_lists_every_place_it_tried(self):
        # The package outside any checkout, no TOYWAR_LIBRARY, a prefix
        # with no library: each step of the search is in the error.
        with tempfile.TemporaryDirectory() as tmp:
            shutil.copytree(PACKAGE_DIR, os.path.join(tmp, "toywar"),
                            ignore=shutil.ignore_patterns("__pycache__"))
            env = {k: v for k, v in os.environ.items()
                   if k not in ("TOYWAR_LIBRARY", "LD_LIBRARY_PATH")}
            env["PYTHONPATH"] = tmp
            script = ("import sys, toywar\n"
                      "try:\n    toywar.games()\n"
                      "except toywar.LibraryError as e:\n    print(sys.prefix); print(e)\n")
            done = subprocess.run([sys.executable, "-c", script], env=env, cwd=tmp,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False,
                                  timeout=60)
        self.assertEqual(done.returncode, 0, done.stderr.decode())
        prefix, text = done.stdout.decode().split("\n", 1)
        if "libtoywar not found" not in text:
            self.skipTest("a libtoywar is installed on this machine: %s" % text.strip())
        name = _lib.file_names()[0]
        for line in ("TOYWAR_LIBRARY: not set",
                     "the Python prefix: %s: no such file" % os.path.join(prefix, "lib", name),
                     "the Python prefix: %s: no such file" % os.path.join(prefix, "lib64", name),
                     "the dynamic loader (LD_LIBRARY_PATH, the ldconfig cache, /usr/lib): "
                     + name + ": ",
                     "ctypes.util.find_library('toywar'): found nothing",
                     "/usr/local: /usr/local/lib/%s: no such file" % name,
                     "the build trees: not searched: the package at %s is not imported from "
                     "a source checkout" % os.path.join(tmp, "toywar")):
            self.assertIn("\n  " + line, text)

    def run_import(self, env):
        script = "import toywar\nprint(toywar.library_path())\n"
        return subprocess.run([sys.executable, "-c", script], env=env, cwd=tempfile.gettempdir(),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False,
                              timeout=60)

    def test_a_bad_toywar_library_is_a_clear_error(self):
        env = dict(os.environ, PYTHONPATH=SOURCE_DIR, TOYWAR_LIBRARY="/nonexistent/libtoywar.so.1")
        script = ("import toywar\n"
                  "try:\n    toywar.games()\n"
                  "except toywar.LibraryError as e:\n    print(e)\n")
        done = subprocess.run([sys.executable, "-c", script], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, check=False, timeout=60)
        self.assertEqual(done.returncode, 0, done.stderr.decode())
        self.assertIn("libtoywar not found (set TOYWAR_LIBRARY", done.stdout.decode())
        self.assertIn("/nonexistent/libtoywar.so.1", done.stdout.decode())

    def test_the_library_in_a_prefix(self):
        # A prefix the dynamic loader searches (LD_LIBRARY_PATH here; the
        # venv's own prefix is checked by scripts/ci/python.sh).
        with tempfile.TemporaryDirectory() as prefix:
            os.makedirs(os.path.join(prefix, "lib"))
            copy = os.path.join(prefix, "lib", "libtoywar.so.1")
            shutil.copy(toywar.library_path(), copy)
            env = {k: v for k, v in os.environ.items() if k != "TOYWAR_LIBRARY"}
            env.update(PYTHONPATH=SOURCE_DIR, LD_LIBRARY_PATH=os.path.join(prefix, "lib"))
            done = self.run_import(env)
        self.assertEqual(done.returncode, 0, done.stderr.decode())
        self.assertEqual(done.stdout.decode().strip(), "libtoywar.so.1")


if __name__ == "__main__":
    unittest.main()
