#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""check_man3.py LIBRARY MAN_DIR INCLUDE_DIR

The man(3) pages of the API as a reader meets them (issue 21: every
function's page was a link to its header's page, whose synopsis named
<stddef.h> and <stdint.h>). For every function the library exports
(`nm -D`, the tw_* symbols), MAN_DIR/man3/NAME.3:

- is a page of its own, not a .so link;
- renders with `man --warnings -l` at 80 columns without a warning;
- has NAME, SYNOPSIS, DESCRIPTION, RETURN VALUE and SEE ALSO, its NAME
  line "NAME - summary";
- shows in its SYNOPSIS `#include <toywar/H>`, H the header that declares
  it, and the prototype exactly as that header declares it (white space
  aside), read here from the header's text, not from Doxygen;
- names a TW_E_ status in RETURN VALUE when its header comment does
  (outside a @note, which tells of the ABI, not of the return), and has a
  HIDDEN INFORMATION section when the comment says @public, @perseat or
  @allseeing.

Only the Python standard library, nm (binutils) and man (man-db).
"""
import os
import re
import shutil
import subprocess
import sys

SECTIONS = ["NAME", "SYNOPSIS", "DESCRIPTION", "RETURN VALUE", "SEE ALSO"]


def exported(library):
    out = subprocess.run(["nm", "-D", "--defined-only", library], check=True,
                         capture_output=True, text=True).stdout
    return sorted({line.split()[2].split("@")[0] for line in out.splitlines()
                   if len(line.split()) == 3 and line.split()[1] == "T"
                   and line.split()[2].startswith("tw_")})


def squeeze(text):
    text = re.sub(r"\s+", " ", text).strip()
    return re.sub(r"\( ", "(", re.sub(r" \)", ")", text))


def declarations(include_dir):
    """name -> (header, prototype, its comment) for every TW_API function."""
    found = {}
    for header in sorted(os.listdir(include_dir)):
        if not header.endswith(".h"):
            continue
        with open(os.path.join(include_dir, header), encoding="utf-8") as f:
            text = f.read()
        pattern = r"(/\*\*(?:(?!\*/).)*\*/)?\s*TW_API\s+([^;{}]*?\b(tw_\w+)\s*\([^;{}]*\))\s*;"
        for match in re.finditer(pattern, text, re.S):
            found[match.group(3)] = (header, squeeze(match.group(2)), match.group(1) or "")
    return found


def render(page):
    env = dict(os.environ, MANWIDTH="80", LC_ALL="C.UTF-8")
    run = subprocess.run(["man", "--warnings", "-l", page], capture_output=True, text=True,
                         env=env)
    return run.stdout, run.stderr.strip()


def sections(text):
    """The page's sections by title, from the rendered text."""
    found, title = {}, None
    for line in text.splitlines():
        if re.match(r"^[A-Z][A-Z ]+$", line):
            title = line.strip()
            found[title] = []
        elif title:
            found[title].append(line)
    return {t: "\n".join(body) for t, body in found.items()}


def check(name, page, declared):
    """The problems of one page, [] when it is right."""
    if not os.path.isfile(page):
        return ["no page %s" % page]
    with open(page, encoding="utf-8") as f:
        if f.read().startswith(".so"):
            return ["%s is a link to another page, not a page of its own" % page]
    text, warnings = render(page)
    problems = ["man --warnings: %s" % warnings] if warnings else []
    parts = sections(text)
    problems += ["no %s section" % s for s in SECTIONS if s not in parts]
    if problems:
        return problems
    if not re.match(r"^%s - \S" % re.escape(name), squeeze(parts["NAME"])):
        problems.append("NAME is '%s', not '%s - summary'" % (squeeze(parts["NAME"]), name))
    header, prototype, comment = declared
    synopsis = squeeze(parts["SYNOPSIS"])
    if "#include <toywar/%s>" % header not in synopsis:
        problems.append("SYNOPSIS lacks #include <toywar/%s>: %s" % (header, synopsis))
    if prototype + ";" not in synopsis:
        problems.append("SYNOPSIS lacks the prototype '%s;': %s" % (prototype, synopsis))
    said = re.sub(r"@note(?:(?!@\w).)*", "", comment, flags=re.S)  # a note is no return
    if "TW_E_" in said and "TW_E_" not in parts["RETURN VALUE"]:
        problems.append("RETURN VALUE names no TW_E_ status; the header's comment does")
    if re.search(r"@(public|perseat|allseeing)\b", comment) and "HIDDEN INFORMATION" not in parts:
        problems.append("no HIDDEN INFORMATION section, though the comment says which")
    if not squeeze(parts["RETURN VALUE"]):
        problems.append("RETURN VALUE is empty")
    return problems


def main(argv):
    if len(argv) != 4:
        sys.exit("usage: check_man3.py LIBRARY MAN_DIR INCLUDE_DIR")
    library, man_dir, include_dir = argv[1:]
    for tool in ("nm", "man"):
        if not shutil.which(tool):
            sys.exit("FAIL %s not found (Debian: binutils, man-db)" % tool)
    names = exported(library)
    declared = declarations(include_dir)
    failed = 0
    if len(names) < 100:
        print("FAIL nm -D lists %d tw_* functions: the check is broken" % len(names))
        failed += 1
    for name in names:
        if name not in declared:
            print("FAIL %s: exported but declared TW_API in no header" % name)
            failed += 1
            continue
        problems = check(name, os.path.join(man_dir, "man3", name + ".3"), declared[name])
        for problem in problems:
            print("FAIL %s: %s" % (name, problem))
        failed += bool(problems)
    print("%d passed, %d failed" % (len(names) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
