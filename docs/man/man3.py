#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""man3.py: the man(3) pages of the API, from Doxygen's XML of the headers.

    python3 man3.py XML_DIR OUT_DIR VERSION

Doxygen reads include/toywar/*.h (the build's Doxyfile.man: GENERATE_XML)
and this script writes OUT_DIR/man3/:

- one page per function, NAME.3: NAME (its one line), SYNOPSIS (the
  #include of its header and the exact prototype), DESCRIPTION (the
  comment, its parameters), RETURN VALUE (its @return, errors included),
  a section per @par (HIDDEN INFORMATION, from the Doxyfile's @public,
  @perseat and @allseeing), NOTES, VERSIONS (@since) and SEE ALSO (its header's page
  and the functions its comment names);
- one page per header, toywar.h.3, droids.h.3...: the header's comment,
  then its functions by group, its types and its macros;
- for each type and macro, a page NAME.3 that opens its header's page
  (".so man3/toywar.h.3").

The header comments are the one source (SQLite's rule: the header is the
specification); Doxygen's own man output is not used because it gives every
function the header's page, whose synopsis lists the header's includes.
Only the Python standard library is needed.
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

MANUAL = "libtoywar API"


# ---- roff text ---------------------------------------------------------------

def escape(text):
    """Text safe in a roff line: backslashes, minus signs (copyable code)."""
    return text.replace("\\", "\\e").replace("-", "\\-")


def line_start(text):
    """A text line: \\& keeps a leading '.' or "'" from being a request."""
    text = re.sub(r"\s+", " ", text).strip()
    return "\\&" + text if text else ""


def bold(text):
    return "\\fB" + text + "\\fR"


# ---- the XML's mixed content -------------------------------------------------

def flat(elem):
    """An element's text, markup dropped, white space collapsed."""
    return re.sub(r"\s+", " ", "".join(elem.itertext())).strip() if elem is not None else ""


class Refs:
    """The functions a comment names, in order, for SEE ALSO."""

    def __init__(self, functions):
        self.functions = functions
        self.seen = []

    def note(self, elem):
        name = flat(elem).rstrip("()")
        if name in self.functions and name not in self.seen:
            self.seen.append(name)


BLOCKS = {"simplesect", "parameterlist", "itemizedlist", "orderedlist", "verbatim",
          "programlisting"}


def inline_child(child, refs):
    """The roff of one inline element (code in bold, refs noted)."""
    if child.tag in BLOCKS:
        return ""
    if child.tag in ("computeroutput", "bold"):
        return bold(inline(child, refs))
    if child.tag == "emphasis":
        return "\\fI" + inline(child, refs) + "\\fR"
    if child.tag == "ref":
        refs.note(child)
        return bold(inline(child, refs))
    if child.tag == "linebreak":
        return " "
    return inline(child, refs)


def inline(elem, refs):
    """The roff of an element's inline content (block children skipped)."""
    out = [escape(elem.text or "")]
    for child in elem:
        out += [inline_child(child, refs), escape(child.tail or "")]
    return "".join(out)


def list_lines(elem, refs):
    lines = []
    for item in elem.findall("listitem"):
        lines.append(".IP \\(bu 2")
        lines += [line_start(inline(sub, refs)) for sub in item.findall("para")]
    return lines


def verbatim_lines(elem):
    rows = "".join(elem.itertext()).strip("\n").split("\n")
    return [".PP", ".RS", ".nf"] + ["\\&" + escape(row) for row in rows] + [".fi", ".RE"]


def para_lines(para, refs):
    """A paragraph in order: its text up to a list or verbatim block, the
    block, the text after it; simplesects and parameters are left to their
    sections."""
    lines, pieces = [], [escape(para.text or "")]

    def flush():
        text = line_start("".join(pieces))
        if text:
            lines.extend([".PP", text])
        pieces.clear()

    for child in para:
        if child.tag in ("itemizedlist", "orderedlist"):
            flush()
            lines.extend(list_lines(child, refs))
        elif child.tag in ("verbatim", "programlisting"):
            flush()
            lines.extend(verbatim_lines(child))
        else:
            pieces.append(inline_child(child, refs))
        pieces.append(escape(child.tail or ""))
    flush()
    return lines


def blocks(description, refs, keep=lambda para: True):
    """The paragraphs of a description (those keep() takes), as roff lines."""
    lines = []
    if description is not None:
        for para in description.findall("para"):
            if keep(para):
                lines += para_lines(para, refs)
    return lines


def simplesects(member, kind):
    return [s for s in member.iter("simplesect") if s.get("kind") == kind]


def sect_text(sections, refs):
    return " ".join(line_start(inline(p, refs)) for s in sections for p in s.findall("para"))


def mentions_error(para):
    return "TW_E_" in flat(para)


# ---- one function ------------------------------------------------------------

def prototype(member):
    """The declaration as the header writes it: type, name, parameters."""
    kind = flat(member.find("type"))
    sep = "" if kind.endswith("*") else " "
    return kind + sep + member.findtext("name") + flat(member.find("argsstring"))


def synopsis_lines(proto):
    """The prototype in bold, one parameter a line past 70 columns, the
    rest aligned after the parenthesis."""
    head, _, args = proto.partition("(")
    params = [p.strip() for p in args[:-1].split(",")]
    rows, row = [], head + "("
    for i, param in enumerate(params):
        piece = param + ("," if i + 1 < len(params) else ");")
        if len(row) + len(piece) + 1 > 70 and not row.endswith("("):
            rows.append(row)
            row = " " * (len(head) + 1) + piece
        else:
            row += ("" if row.endswith("(") else " ") + piece
    rows.append(row)
    return [bold(escape(r)) for r in rows]


def first_sentence(text):
    """The NAME line's summary: the first sentence, without its period, in
    lower case as man pages write it ("starts a new game"), unless its
    first word is a name ("TW_E_ARG", "Droids'")."""
    text = re.sub(r"\s+", " ", text).strip()
    depth = 0
    for at, char in enumerate(text):
        depth += (char == "(") - (char == ")")
        abbreviation = text[max(0, at - 3):at + 1] in ("e.g.", "i.e.")
        if depth == 0 and char in ".;:" and text[at + 1:at + 2] in (" ", "") and not abbreviation:
            text = text[:at]
            break
    if re.match(r"[A-Z][a-z']*( |$)", text):
        text = text[0].lower() + text[1:]
    return text


def summary(member):
    brief = flat(member.find("briefdescription"))
    if brief:
        return first_sentence(brief)
    returns = simplesects(member, "return")
    return "returns " + first_sentence(flat(returns[0])) if returns else member.findtext("name")


def parameter_lines(member, refs):
    lines = []
    for item in member.iter("parameteritem"):
        names = ", ".join(flat(n) for n in item.iter("parametername"))
        text = " ".join(line_start(inline(p, refs))
                        for p in item.find("parameterdescription").findall("para"))
        lines += [".TP", "\\fI" + escape(names) + "\\fR", text]
    return lines


def return_lines(member, refs, name, returns_void):
    """@return; without one, the brief (Droids' accessors say there what
    they return) and the comment's sentences on errors; void: none."""
    returns = simplesects(member, "return")
    if returns:
        return [".PP", sect_text(returns, refs)]
    if returns_void:
        return [".PP", bold(escape(name)) + "() returns no value."]
    lines = [".PP", line_start(inline(member.find("briefdescription").find("para"), refs))]
    return lines + blocks(member.find("detaileddescription"), refs, keep=mentions_error)


def description_lines(member, refs, name):
    moved = not simplesects(member, "return")  # its errors are in RETURN VALUE
    lines = blocks(member.find("briefdescription"), refs)
    lines += blocks(member.find("detaileddescription"), refs,
                    keep=lambda para: not (moved and mentions_error(para)))
    if not lines:  # a comment that is only @return: say it as a sentence
        lines = [".PP", bold(escape(name)) + "() returns " +
                 sect_text(simplesects(member, "return"), refs).replace("\\&", "", 1)]
    params = parameter_lines(member, refs)
    return lines + ([".PP", "Parameters:"] + params if params else [])


def see_also(refs, header, name):
    pages = [(n, "3") for n in refs.seen if n != name] + [(header, "3")]
    if header != "toywar.h":
        pages.append(("toywar.h", "3"))
    return [".BR %s (%s)%s" % (escape(n), s, "," if i + 1 < len(pages) else "")
            for i, (n, s) in enumerate(pages)]


def function_page(member, header, version, functions):
    name = member.findtext("name")
    refs = Refs(functions)
    proto = prototype(member)
    out = [".TH %s 3 \"\" \"libtoywar %s\" \"%s\"" % (escape(name), version, MANUAL),
           ".nh", ".ad l",
           ".SH NAME", escape(name) + " \\- " + escape(summary(member)),
           ".SH SYNOPSIS", ".nf", ".B #include <toywar/%s>" % header, ".PP"]
    out += synopsis_lines(proto) + [".fi"]
    out += [".SH DESCRIPTION"] + description_lines(member, refs, name)
    out += [".SH RETURN VALUE"] + return_lines(member, refs, name,
                                                flat(member.find("type")) == "void")
    for par in simplesects(member, "par"):  # @public, @perseat, @allseeing
        out += [".SH " + escape(flat(par.find("title")).upper()), ".PP",
                sect_text([par], refs)]
    notes = simplesects(member, "note")
    if notes:
        out += [".SH NOTES", ".PP", sect_text(notes, refs)]
    since = simplesects(member, "since")
    if since:
        node = flat(since[0])
        out += [".SH VERSIONS", ".PP",
                line_start("Added in libtoywar %s: the library exports it under the version "
                           "node TOYWAR_%s, so a host that calls it needs libtoywar %s or "
                           "later." % (node, node, node))]
    out += [".SH SEE ALSO"] + see_also(refs, header, name)
    return "\n".join(l for l in out if l != "") + "\n"


# ---- one header --------------------------------------------------------------

def member_lines(member, refs):
    """A type or macro on its header's page: its name, value and comment."""
    kind, name = member.get("kind"), member.findtext("name")
    if kind == "define":
        tag = bold(escape(name)) + " " + escape(flat(member.find("initializer")))
    elif kind == "enum":
        tag = bold("enum " + escape(name))
    else:
        definition = flat(member.find("definition")).replace("typedef ", "", 1)
        definition = definition.replace("(* ", " (*").replace(") (", ")(")
        tag = bold(escape(definition))
    text = [line_start(inline(p, refs)) for d in ("briefdescription", "detaileddescription")
            for p in member.find(d).findall("para")]
    lines = [".TP", tag] + [t for t in text if t]
    for value in member.findall("enumvalue"):
        lines += [".RS", ".TP", bold(escape(value.findtext("name"))) + " = " +
                  escape(flat(value.find("initializer")).lstrip("= ")),
                  line_start(" ".join(inline(p, refs) for d in ("briefdescription",
                                                                 "detaileddescription")
                                      for p in value.find(d).findall("para"))), ".RE"]
    return lines


def is_enum_alias(member):
    """"typedef enum tw_status tw_status": the enum's entry says it all."""
    return flat(member.find("definition")) == "typedef enum %s %s" % (
        (member.findtext("name"),) * 2)


def header_page(compound, header, version, functions):
    refs = Refs(functions)
    out = [".TH %s 3 \"\" \"libtoywar %s\" \"%s\"" % (escape(header), version, MANUAL),
           ".nh", ".ad l",
           ".SH NAME", escape(header) + " \\- " +
           escape(flat(compound.find("briefdescription")).rstrip(".")),
           ".SH SYNOPSIS", ".nf", ".B #include <toywar/%s>" % header, ".fi",
           ".SH DESCRIPTION"]
    out += blocks(compound.find("detaileddescription"), refs)
    types, macros = [], []
    out.append(".SH FUNCTIONS")
    for section in compound.findall("sectiondef"):
        members = section.findall("memberdef")
        calls = [m for m in members if m.get("kind") == "function"]
        if calls:
            out += [".SS " + escape(section.findtext("header") or "Functions")]
            out += blocks(section.find("description"), refs)
            for m in calls:
                out += [".TP", ".BR %s (3)" % escape(m.findtext("name")),
                        escape(summary(m)) + "."]
        types += [m for m in members if m.get("kind") == "enum" or
                  (m.get("kind") == "typedef" and not is_enum_alias(m))]
        macros += [m for m in members if m.get("kind") == "define"]
    for title, members in (("TYPES", types), ("MACROS", macros)):
        if members:
            out.append(".SH " + title)
            for m in members:
                out += member_lines(m, refs)
    others = sorted(h for h in HEADERS_SEEN if h != header)
    out += [".SH SEE ALSO"] + [".BR %s (3)," % escape(h) for h in others] + [".BR toywar (1)"]
    return "\n".join(l for l in out if l != "") + "\n"


HEADERS_SEEN = []


def main(argv):
    if len(argv) != 4:
        sys.exit("usage: man3.py XML_DIR OUT_DIR VERSION")
    xml_dir, out_dir, version = argv[1:]
    index = ET.parse(os.path.join(xml_dir, "index.xml")).getroot()
    compounds = []
    for entry in index.findall("compound"):
        if entry.get("kind") == "file":
            path = os.path.join(xml_dir, entry.get("refid") + ".xml")
            compound = ET.parse(path).getroot().find("compounddef")
            compounds.append((compound.findtext("compoundname"), compound))
    HEADERS_SEEN.extend(h for h, _ in compounds)
    functions = {m.findtext("name") for _, c in compounds for m in c.iter("memberdef")
                 if m.get("kind") == "function"}
    man3 = os.path.join(out_dir, "man3")
    os.makedirs(man3, exist_ok=True)
    pages = {}
    for header, compound in compounds:
        pages[header] = header_page(compound, header, version, functions)
        for member in compound.iter("memberdef"):
            name, kind = member.findtext("name"), member.get("kind")
            if kind == "function":
                pages[name] = function_page(member, header, version, functions)
            elif kind in ("typedef", "enum", "define") and name not in pages:
                pages[name] = ".so man3/%s.3\n" % header
    for name, text in pages.items():
        with open(os.path.join(man3, name + ".3"), "w", encoding="utf-8") as page:
            page.write(text)
    print("man3.py: %d pages, %d of functions, in %s" % (len(pages), len(functions), man3))


if __name__ == "__main__":
    main(sys.argv)
