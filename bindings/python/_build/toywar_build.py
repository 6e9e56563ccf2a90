# SPDX-License-Identifier: MIT
"""The toywar package's own PEP 517 build backend, the standard library only.

pyproject.toml names it (``build-backend = "toywar_build"``, ``backend-path
= ["_build"]``, ``requires = []``), so ``pip install --no-index
./bindings/python`` works with any Python 3.8+ that has pip: no setuptools,
no wheel, nothing from an index. It builds

- a wheel (``py3-none-any``) of the pure-Python package: every file of
  ``toywar/`` (caches aside), the ``.dist-info`` with METADATA (from
  pyproject.toml's ``[project]``, the version from ``toywar/_version.py``),
  WHEEL, entry_points.txt, LICENSE and RECORD;
- an sdist (``.tar.gz``) that builds the same wheel: pyproject.toml,
  README.md, LICENSE, PKG-INFO, this backend and the package;
- an editable wheel (PEP 660): a ``.pth`` file naming this directory, so
  the installed package is the checkout's.

Archives are reproducible: sorted members, fixed times (SOURCE_DATE_EPOCH,
else 1980-01-01), fixed modes.
"""

import base64
import gzip
import hashlib
import io
import os
import re
import tarfile
import time
import zipfile
from typing import Any, Dict, List, Optional, Tuple

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
#: What the sdist holds besides the package and its PKG-INFO.
SDIST_FILES = ("pyproject.toml", "README.md", "LICENSE", "_build/toywar_build.py")
TAG = "py3-none-any"
_CACHES = ("__pycache__",)

# ---- pyproject.toml: the subset of TOML it is written in ----------------------

_TOKEN = re.compile(r"""
    (?P<space>[ \t]+|\#[^\n]*)
  | (?P<newline>\r?\n)
  | (?P<multiline>"{3}|'{3})
  | (?P<basic>"(?:[^"\\\n]|\\.)*")
  | (?P<literal>'[^'\n]*')
  | (?P<bare>[A-Za-z0-9_+-]+)
  | (?P<punct>[\[\]{}=,.])
""", re.VERBOSE)
_ESCAPES = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\"}


class TomlError(ValueError):
    """pyproject.toml uses TOML this reader does not know, or is malformed."""


def _tokens(text: str) -> List[Tuple[str, str, int]]:
    found, pos, line = [], 0, 1
    while pos < len(text):
        match = _TOKEN.match(text, pos)
        if match is None:
            raise TomlError("line %d: cannot read %r" % (line, text[pos:pos + 20]))
        kind = match.lastgroup or ""
        if kind != "space":
            found.append((kind, match.group(), line))
        line += kind == "newline"
        pos = match.end()
    found.append(("newline", "", line))
    return found


def _unescape(token: str, line: int) -> str:
    def one(match: "re.Match[str]") -> str:
        code = match.group(1)
        if code[0] in "uU":
            return chr(int(code[1:], 16))
        if code not in _ESCAPES:
            raise TomlError("line %d: unknown escape \\%s" % (line, code))
        return _ESCAPES[code]
    return re.sub(r"\\(u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|.)", one, token[1:-1])


class _Reader:
    """A recursive reader over the tokens: tables, arrays of tables, keys
    (bare, quoted, dotted), strings, integers, booleans, arrays and inline
    tables. Dates, floats and multi-line strings are refused."""

    def __init__(self, text: str) -> None:
        self.tokens = _tokens(text)
        self.at = 0

    def peek(self, ahead: int = 0) -> Tuple[str, str, int]:
        return self.tokens[min(self.at + ahead, len(self.tokens) - 1)]

    def take(self, value: Optional[str] = None) -> Tuple[str, str, int]:
        token = self.peek()
        if value is not None and token[1] != value:
            raise TomlError("line %d: expected %r, found %r" % (token[2], value, token[1]))
        self.at += 1
        return token

    def skip_newlines(self) -> None:
        while self.peek()[0] == "newline" and self.at < len(self.tokens) - 1:
            self.at += 1

    def key(self) -> List[str]:
        parts = []
        while True:
            kind, text, line = self.take()
            if kind == "bare":
                parts.append(text)
            elif kind in ("basic", "literal"):
                parts.append(_unescape(text, line) if kind == "basic" else text[1:-1])
            else:
                raise TomlError("line %d: expected a key, found %r" % (line, text))
            if self.peek()[1] != ".":
                return parts
            self.take(".")

    def value(self) -> Any:
        kind, text, line = self.take()
        if kind == "basic":
            return _unescape(text, line)
        if kind == "literal":
            return text[1:-1]
        if kind == "bare" and text in ("true", "false"):
            return text == "true"
        if kind == "bare" and re.fullmatch(r"[+-]?(0|[1-9](_?[0-9])*)", text):
            return int(text.replace("_", ""))
        if text == "[":
            return self.array()
        if text == "{":
            return self.inline_table()
        if kind == "multiline":
            raise TomlError("line %d: multi-line strings are not read here" % line)
        raise TomlError("line %d: cannot read the value %r" % (line, text))

    def array(self) -> List[Any]:
        items: List[Any] = []
        while True:
            self.skip_newlines()
            if self.peek()[1] == "]":
                self.take()
                return items
            items.append(self.value())
            self.skip_newlines()
            if self.peek()[1] != "]":
                self.take(",")

    def inline_table(self) -> Dict[str, Any]:
        table: Dict[str, Any] = {}
        while self.peek()[1] != "}":
            self.assign(table)
            if self.peek()[1] != "}":
                self.take(",")
        self.take("}")
        return table

    def assign(self, table: Dict[str, Any]) -> None:
        line = self.peek()[2]
        *path, last = self.key()
        self.take("=")
        target = _descend(table, path, line)
        if last in target:
            raise TomlError("line %d: key %r given twice" % (line, last))
        target[last] = self.value()

    def document(self) -> Dict[str, Any]:
        root: Dict[str, Any] = {}
        current = root
        while True:
            self.skip_newlines()
            kind, text, line = self.peek()
            if kind == "newline":
                return root
            if text == "[":
                current = self.header(root)
            else:
                self.assign(current)
            if self.peek()[0] != "newline":
                raise TomlError("line %d: expected the end of the line" % line)

    def header(self, root: Dict[str, Any]) -> Dict[str, Any]:
        line = self.take("[")[2]
        many = self.peek()[1] == "["
        if many:
            self.take("[")
        *path, last = self.key()
        self.take("]")
        if many:
            self.take("]")
        parent = _descend(root, path, line)
        if not many:
            return _descend(parent, [last], line)
        tables = parent.setdefault(last, [])
        if not isinstance(tables, list):
            raise TomlError("line %d: %r is not an array of tables" % (line, last))
        table: Dict[str, Any] = {}
        tables.append(table)
        return table


def _descend(table: Dict[str, Any], path: List[str], line: int) -> Dict[str, Any]:
    for part in path:
        table = table.setdefault(part, {})
        if isinstance(table, list):
            table = table[-1]
        if not isinstance(table, dict):
            raise TomlError("line %d: %r is not a table" % (line, part))
    return table


def read_toml(text: str) -> Dict[str, Any]:
    """The TOML document ``text`` as dicts and lists (the subset of TOML
    pyproject.toml is written in; TomlError for the rest)."""
    return _Reader(text).document()


# ---- metadata -------------------------------------------------------------------

def _read(path: str) -> str:
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        return file.read()


def project() -> Dict[str, Any]:
    """pyproject.toml's [project] table, with the version filled in from
    toywar/_version.py (the one place it is written)."""
    table = dict(read_toml(_read("pyproject.toml"))["project"])
    match = re.search(r'^__version__ = "([^"]+)"$', _read(os.path.join("toywar", "_version.py")),
                      re.MULTILINE)
    if match is None:
        raise ValueError("toywar/_version.py has no __version__ = \"X.Y.Z\" line")
    table["version"] = match.group(1)
    return table


def _requirement(name: str, extra: str) -> str:
    return '%s; extra == "%s"' % (name, extra)


def metadata() -> str:
    """The METADATA (and PKG-INFO) file: core metadata 2.1."""
    meta = project()
    lines = [("Metadata-Version", "2.1"), ("Name", meta["name"]), ("Version", meta["version"]),
             ("Summary", meta["description"]), ("License", meta["license"]["text"])]
    lines += [("Classifier", classifier) for classifier in meta.get("classifiers", [])]
    lines.append(("Requires-Python", meta["requires-python"]))
    for extra, names in meta.get("optional-dependencies", {}).items():
        lines.append(("Provides-Extra", extra))
        lines += [("Requires-Dist", _requirement(name, extra)) for name in names]
    lines.append(("Description-Content-Type", "text/markdown"))
    head = "".join("%s: %s\n" % pair for pair in lines)
    return head + "\n" + _read(meta["readme"])


def entry_points() -> str:
    scripts = project().get("scripts", {})
    return "[console_scripts]\n" + "".join("%s = %s\n" % pair for pair in scripts.items())


def _names() -> Tuple[str, str]:
    """The distribution's name in file names, and its version."""
    meta = project()
    return re.sub(r"[-_.]+", "_", meta["name"]).lower(), meta["version"]


def _dist_info() -> str:
    return "%s-%s.dist-info" % _names()


def _dist_info_files() -> List[Tuple[str, bytes]]:
    wheel = ("Wheel-Version: 1.0\nGenerator: toywar_build\nRoot-Is-Purelib: true\n"
             "Tag: %s\n" % TAG)
    info = _dist_info()
    return [(info + "/METADATA", metadata().encode("utf-8")),
            (info + "/WHEEL", wheel.encode("utf-8")),
            (info + "/entry_points.txt", entry_points().encode("utf-8")),
            (info + "/LICENSE", _read("LICENSE").encode("utf-8"))]


# ---- archives -------------------------------------------------------------------

def _epoch() -> int:
    return max(int(os.environ.get("SOURCE_DATE_EPOCH", "315532800")), 315532800)


def package_files() -> List[str]:
    """Every file of the package directory, relative to ROOT, sorted (the
    caches Python writes aside)."""
    found = []
    for directory, dirs, files in os.walk(os.path.join(ROOT, "toywar")):
        dirs[:] = sorted(d for d in dirs if d not in _CACHES)
        found += [os.path.relpath(os.path.join(directory, name), ROOT).replace(os.sep, "/")
                  for name in files if not name.endswith((".pyc", ".pyo"))]
    return sorted(found)


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d\n" % (name, digest, len(data))


def _write_wheel(directory: str, files: List[Tuple[str, bytes]]) -> str:
    """A wheel of ``files`` (archive name, content) and its RECORD."""
    name, version = _names()
    filename = "%s-%s-%s.whl" % (name, version, TAG)
    record_name = _dist_info() + "/RECORD"
    record = "".join(_record_line(*entry) for entry in files) + record_name + ",,\n"
    stamp = time.gmtime(_epoch())[:6]
    with zipfile.ZipFile(os.path.join(directory, filename), "w", zipfile.ZIP_DEFLATED) as wheel:
        for member, data in files + [(record_name, record.encode("utf-8"))]:
            entry = zipfile.ZipInfo(member, date_time=stamp)
            entry.external_attr = 0o644 << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(entry, data)
    return filename


def _source(path: str) -> bytes:
    with open(os.path.join(ROOT, path), "rb") as file:
        return file.read()


# ---- the PEP 517 and PEP 660 hooks ---------------------------------------------

ConfigSettings = Optional[Dict[str, Any]]


def get_requires_for_build_wheel(config_settings: ConfigSettings = None) -> List[str]:
    return []


def get_requires_for_build_sdist(config_settings: ConfigSettings = None) -> List[str]:
    return []


def get_requires_for_build_editable(config_settings: ConfigSettings = None) -> List[str]:
    return []


def prepare_metadata_for_build_wheel(metadata_directory: str,
                                     config_settings: ConfigSettings = None) -> str:
    for member, data in _dist_info_files():
        path = os.path.join(metadata_directory, *member.split("/"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as file:
            file.write(data)
    return _dist_info()


prepare_metadata_for_build_editable = prepare_metadata_for_build_wheel


def build_wheel(wheel_directory: str, config_settings: ConfigSettings = None,
                metadata_directory: Optional[str] = None) -> str:
    files = [(path, _source(path)) for path in package_files()]
    return _write_wheel(wheel_directory, files + _dist_info_files())


def build_editable(wheel_directory: str, config_settings: ConfigSettings = None,
                   metadata_directory: Optional[str] = None) -> str:
    """A wheel whose .pth file puts this directory on sys.path: the package
    is imported from the checkout, edits and all."""
    pth = ("%s.pth" % _names()[0], (ROOT + "\n").encode("utf-8"))
    return _write_wheel(wheel_directory, [pth] + _dist_info_files())


def build_sdist(sdist_directory: str, config_settings: ConfigSettings = None) -> str:
    name, version = _names()
    base = "%s-%s" % (name, version)
    members = [(path, _source(path)) for path in SDIST_FILES + tuple(package_files())]
    members.append(("PKG-INFO", metadata().encode("utf-8")))
    filename = base + ".tar.gz"
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for member, data in sorted(members):
            entry = tarfile.TarInfo("%s/%s" % (base, member))
            entry.size, entry.mtime, entry.mode = len(data), _epoch(), 0o644
            tar.addfile(entry, io.BytesIO(data))
    with open(os.path.join(sdist_directory, filename), "wb") as out:
        with gzip.GzipFile(filename=base + ".tar", mode="wb", fileobj=out,
                           mtime=_epoch()) as gz:  # a fixed time in the gzip header too
            gz.write(raw.getvalue())
    return filename
