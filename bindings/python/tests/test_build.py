# SPDX-License-Identifier: MIT
"""The package's own build backend (_build/toywar_build.py): pyproject.toml
read as tomllib reads it, a wheel with the right files, METADATA, entry
points and RECORD, an sdist that builds the same wheel, an editable wheel.
scripts/ci/python.sh installs it with pip from several Pythons."""

import base64
import hashlib
import importlib
import os
import shutil
import sys
import tarfile
import tempfile
import unittest
import zipfile
from email.parser import Parser

import toywar

SOURCE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(toywar.__file__)))
BACKEND_DIR = os.path.join(SOURCE_DIR, "_build")
HAS_BACKEND = os.path.isfile(os.path.join(BACKEND_DIR, "toywar_build.py"))
DIST = "toywar-%s" % toywar.__version__


def backend(root=SOURCE_DIR):
    """The backend module as pip imports it, from ``root``/_build."""
    sys.path.insert(0, os.path.join(root, "_build"))
    try:
        sys.modules.pop("toywar_build", None)
        return importlib.import_module("toywar_build")
    finally:
        sys.path.pop(0)
        sys.modules.pop("toywar_build", None)


@unittest.skipUnless(HAS_BACKEND, "needs the source tree (_build/)")
class TomlTest(unittest.TestCase):
    @unittest.skipIf(sys.version_info < (3, 11), "tomllib is Python 3.11's")
    def test_pyproject_reads_as_tomllib_reads_it(self):
        import tomllib  # pylint: disable=import-outside-toplevel
        with open(os.path.join(SOURCE_DIR, "pyproject.toml"), encoding="utf-8") as file:
            text = file.read()
        self.assertEqual(backend().read_toml(text), tomllib.loads(text))

    def test_the_subset_it_reads(self):
        read = backend().read_toml
        self.assertEqual(read('a = { b = 1, c.d = "x\\ty" }  # note\n[[t]]\nk = \'raw\\n\'\n'
                              '[[t]]\nk = [[1], [], ["s",\n  "u",]]\n"q k".z = false\n'),
                         {"a": {"b": 1, "c": {"d": "x\ty"}},
                          "t": [{"k": "raw\\n"}, {"k": [[1], [], ["s", "u"]], "q k": {"z": False}}]})

    def test_what_it_does_not_read_is_refused_naming_the_line(self):
        module = backend()
        for text, words in (('a = """x"""', "line 1: multi-line"),
                            ("a = 1.5", "line 1: expected the end"),
                            ("\na = 1979-05-27", "line 2: cannot read the value"),
                            ("a = 1\na = 2", "line 2: key 'a' given twice"),
                            ('a = "\\q"', "unknown escape"),
                            ("a = [1, 2", "expected ','")):
            with self.assertRaises(module.TomlError) as caught:
                module.read_toml(text)
            self.assertIn(words, str(caught.exception))


def record_problems(wheel):
    """What is wrong with a wheel's RECORD: each member listed once with
    its sha256 and size, RECORD itself without."""
    names = wheel.namelist()
    record = wheel.read("%s.dist-info/RECORD" % DIST).decode()
    rows = [line.split(",") for line in record.splitlines()]
    problems = []
    if sorted(row[0] for row in rows) != sorted(names):
        problems.append("RECORD lists %s" % sorted(row[0] for row in rows))
    for name, digest, size in rows:
        if name.endswith("/RECORD"):
            if digest or size:
                problems.append("RECORD has a hash of itself")
            continue
        data = wheel.read(name)
        want = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        if digest != "sha256=" + want or int(size) != len(data):
            problems.append("%s: %s,%s" % (name, digest, size))
    return problems


@unittest.skipUnless(HAS_BACKEND, "needs the source tree (_build/)")
class WheelTest(unittest.TestCase):
    def setUp(self):
        self.out = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.out)

    def build(self, hook, root=SOURCE_DIR):
        name = getattr(backend(root), hook)(self.out)
        return os.path.join(self.out, name)

    def test_nothing_to_install_first(self):
        module = backend()
        for hook in ("wheel", "sdist", "editable"):
            self.assertEqual(getattr(module, "get_requires_for_build_" + hook)(), [])

    def test_the_wheel_holds_the_package_and_its_dist_info(self):
        path = self.build("build_wheel")
        self.assertEqual(os.path.basename(path), DIST + "-py3-none-any.whl")
        with zipfile.ZipFile(path) as wheel:
            names = wheel.namelist()
            for name in ("toywar/__init__.py", "toywar/py.typed", "toywar/study/cli.py",
                         "toywar/server/cli.py", "toywar/infostate.py",
                         DIST + ".dist-info/LICENSE", DIST + ".dist-info/WHEEL"):
                self.assertIn(name, names)
            self.assertFalse([n for n in names if "__pycache__" in n or n.endswith(".pyc")])
            self.assertFalse([n for n in names if n.startswith(("tests/", "_build/"))])
            self.assertEqual(record_problems(wheel), [])
            self.assertIn("Root-Is-Purelib: true\nTag: py3-none-any\n",
                          wheel.read(DIST + ".dist-info/WHEEL").decode())
            self.assertEqual(wheel.read(DIST + ".dist-info/entry_points.txt").decode(),
                             "[console_scripts]\ntoywar-study = toywar.study.cli:main\n"
                             "toywar-server = toywar.server.cli:main\n")
            metadata = Parser().parsestr(wheel.read(DIST + ".dist-info/METADATA").decode())
            with open(os.path.join(SOURCE_DIR, "LICENSE"), "rb") as licence:
                self.assertEqual(wheel.read(DIST + ".dist-info/LICENSE"), licence.read())
        self.assertEqual(metadata["Name"], "toywar")
        self.assertEqual(metadata["Version"], toywar.__version__)
        self.assertEqual(metadata["License"], "MIT")
        self.assertIn("License :: OSI Approved :: MIT License", metadata.get_all("Classifier"))
        self.assertEqual(metadata["Requires-Python"], ">=3.8")
        self.assertEqual(metadata.get_all("Requires-Dist"),
                         ['distributed; extra == "study"', 'matplotlib; extra == "study"',
                          'aiohttp; extra == "server"'])
        self.assertTrue(metadata.get_payload().startswith("# Python bindings for libtoywar"))

    def test_the_metadata_prepared_is_the_wheels(self):
        name = backend().prepare_metadata_for_build_wheel(self.out)
        self.assertEqual(name, DIST + ".dist-info")
        with open(os.path.join(self.out, name, "METADATA"), "rb") as file:
            prepared = file.read()
        with zipfile.ZipFile(self.build("build_wheel")) as wheel:
            self.assertEqual(wheel.read(name + "/METADATA"), prepared)

    def test_the_sdist_builds_the_same_wheel(self):
        wheel = self.build("build_wheel")
        sdist = self.build("build_sdist")
        self.assertEqual(os.path.basename(sdist), DIST + ".tar.gz")
        with tarfile.open(sdist) as tar:
            names = tar.getnames()
            for name in ("pyproject.toml", "README.md", "LICENSE", "PKG-INFO",
                         "_build/toywar_build.py", "toywar/game.py", "toywar/py.typed"):
                self.assertIn(DIST + "/" + name, names)
            pkg_info = Parser().parsestr(tar.extractfile(DIST + "/PKG-INFO").read().decode())
            self.assertEqual((pkg_info["Version"], pkg_info["License"]),
                             (toywar.__version__, "MIT"))
            unpacked = tempfile.mkdtemp()
            self.addCleanup(shutil.rmtree, unpacked)
            tar.extractall(unpacked)
        with open(wheel, "rb") as file:
            first = file.read()
        os.remove(wheel)
        again = self.build("build_wheel", os.path.join(unpacked, DIST))
        with open(again, "rb") as file:
            self.assertEqual(file.read(), first, "the sdist's wheel differs, byte for byte")

    def test_an_editable_wheel_points_at_this_directory(self):
        with zipfile.ZipFile(self.build("build_editable")) as wheel:
            self.assertEqual(wheel.read("toywar.pth").decode(), SOURCE_DIR + "\n")
            self.assertFalse([n for n in wheel.namelist() if n.startswith("toywar/")])
            self.assertEqual(record_problems(wheel), [])


if __name__ == "__main__":
    unittest.main()
