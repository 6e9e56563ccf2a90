# SPDX-License-Identifier: MIT
"""The report of a study: tables and plots in Markdown or HTML.

First the bots that played: each one's name, spec, kind and whether it
plays fair (from its seat's information state alone), from the bots'
table (twbot_kind_*). Then, for each [[games]] block of the study:

- the first player's win rate (the seat that made the first decision) for
  each param combination, with its Wilson 95 % interval, and a plot;
- each seat's win rate for each cell (param combination and lineup);
- for every swept param, the same by value (e.g. special bases on / off
  over every map);
- each bot's win rate, when the lineups mix bots;
- for a round robin: the table of results between every pair and the Elo
  ratings with 95 % bootstrap intervals, and a plot;
- the game lengths (decisions): mean, median, 10th and 90th percentiles,
  extremes, and a box plot.

A game's result for a seat is its reward (twbot_rewards()): a win (1,
alone or with the winner's team), a share of a draw, or a loss; a win rate
counts wins only, and draws are listed beside it. The plots are PNGs
(matplotlib's Agg backend) in a directory named after the report, beside it.
"""

import html
import importlib
import os
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from . import bots, stats
from .records import Record
from .spec import Block, Cell, Study, params_text

Row = List[Any]
Cells = List[Tuple[int, Cell]]
#: a bar of plot_rates: label, wins, games, the colour group (or None)
Bar = Tuple[str, int, int, Any]

_NOTES = (
    "How to read it: a win rate counts wins only (draws are listed apart) with its "
    "Wilson 95 % interval. The first player is the seat that made the first "
    "decision of the game (in Gearhead Skirmish and Toy Battle the dice decide "
    "who starts). Lengths count decisions, not chance outcomes.")
_ELO_NOTES = (
    "Elo ratings are a Bradley-Terry fit of every game of the round robin (a draw "
    "counts half), with one virtual draw per pair so that a bot that won every "
    "game still gets a finite rating (then more a lower bound than an estimate); "
    "the first bot listed is rated 0 and the intervals are 95 % bootstrap "
    "intervals (400 resamples of each pair's games).")


# ---- the document -----------------------------------------------------------

class _Doc:
    """A report as a list of parts, written as Markdown or HTML."""

    def __init__(self) -> None:
        self.parts: List[Tuple[Any, ...]] = []

    def heading(self, level: int, text: str) -> None:
        self.parts.append(("h", level, text))

    def para(self, text: str) -> None:
        self.parts.append(("p", text))

    def table(self, headers: List[str], rows: List[Row]) -> None:
        self.parts.append(("table", headers, rows))

    def image(self, path: str, alt: str) -> None:
        self.parts.append(("img", path, alt))

    def markdown(self) -> str:
        out: List[str] = []
        for part in self.parts:
            if part[0] == "h":
                out.append("#" * part[1] + " " + part[2])
            elif part[0] == "p":
                out.append(part[1])
            elif part[0] == "img":
                out.append("![%s](%s)" % (part[2], part[1]))
            else:
                headers, rows = part[1], part[2]
                lines = ["| " + " | ".join(headers) + " |",
                         "|" + "|".join(" --- " for _ in headers) + "|"]
                lines.extend("| " + " | ".join(_md_cell(c) for c in row) + " |" for row in rows)
                out.append("\n".join(lines))
        return "\n\n".join(out) + "\n"

    def html(self, title: str) -> str:
        out = ["<!DOCTYPE html>", "<html><head><meta charset=\"utf-8\">",
               "<title>%s</title>" % html.escape(title),
               "<style>body{font-family:sans-serif;max-width:60em;margin:auto}"
               "table{border-collapse:collapse}td,th{border:1px solid #bbb;"
               "padding:2px 6px;text-align:right}</style></head><body>"]
        for part in self.parts:
            if part[0] == "h":
                out.append("<h%d>%s</h%d>" % (part[1], _html(part[2]), part[1]))
            elif part[0] == "p":
                out.append("<p>%s</p>" % _html(part[1]))
            elif part[0] == "img":
                out.append("<p><img src=\"%s\" alt=\"%s\"></p>" % (
                    html.escape(part[1]), html.escape(part[2])))
            else:
                out.append("<table><tr>%s</tr>" % "".join(
                    "<th>%s</th>" % _html(h) for h in part[1]))
                out.extend("<tr>%s</tr>" % "".join("<td>%s</td>" % _html(c)
                                                   for c in row) for row in part[2])
                out.append("</table>")
        out.append("</body></html>")
        return "\n".join(out) + "\n"


def _html(value: Any) -> str:
    """Text for HTML: escaped, without Markdown's code quotes."""
    return html.escape(str(value).replace("`", ""))


def _md_cell(value: Any) -> str:
    return str(value).replace("|", "\\|")


def _rate(wins: int, games: int) -> str:
    low, high = stats.wilson(wins, games)
    rate = wins / games if games else 0.0
    return "%.1f %% [%.1f, %.1f]" % (100 * rate, 100 * low, 100 * high)


# ---- grouping the records -----------------------------------------------------

def _cell_index(study: Study) -> Callable[[int], int]:
    """index -> cell number, as a function (cells are consecutive ranges)."""
    starts = [cell.offset for cell in study.cells]

    def cell_of(index: int) -> int:
        low, high = 0, len(starts) - 1
        while low < high:
            middle = (low + high + 1) // 2
            if starts[middle] <= index:
                low = middle
            else:
                high = middle - 1
        return low
    return cell_of


def _swept_label(block: Block, params: Sequence[Tuple[str, Any]]) -> str:
    chosen = tuple((key, value) for key, value in params if key in block.swept)
    return params_text(chosen) or "(one setting)"


class _Outcome:
    """Counts of one group of games for one side: wins, draws, games."""

    def __init__(self) -> None:
        self.wins = self.draws = self.games = 0

    def add(self, reward: float) -> None:
        self.games += 1
        if reward >= 1.0:
            self.wins += 1
        elif reward > 0.0:
            self.draws += 1


def _first_player(records: Sequence[Record]) -> _Outcome:
    outcome = _Outcome()
    for record in records:
        if record["first"] is not None:
            outcome.add(record["rewards"][record["first"]])
    return outcome


def _lengths(records: Sequence[Record]) -> List[int]:
    values = sorted(record["length"] for record in records)
    return values


# ---- the sections -------------------------------------------------------------

class _Report:
    def __init__(self, study: Study, records: List[Record], image_dir: str, image_link: str,
                 plots: bool) -> None:
        self.study = study
        self.records = records
        self.image_dir = image_dir
        self.image_link = image_link
        self.plots = plots
        self.doc = _Doc()
        cell_of = _cell_index(study)
        self.by_cell: Dict[int, List[Record]] = {}
        for record in records:
            self.by_cell.setdefault(cell_of(record["i"]), []).append(record)

    def build(self) -> _Doc:
        study, doc = self.study, self.doc
        doc.heading(1, study.title)
        if study.description:
            doc.para(study.description.strip())
        played = len(self.records)
        doc.para("%d of %d games played (seeds %d to %d), from `%s`." % (
            played, study.total_games, study.seed, study.seed + study.total_games - 1,
            os.path.basename(study.path)))
        self.bots()
        doc.para(_NOTES)
        if any(block.round_robin for block in study.blocks):
            doc.para(_ELO_NOTES)
        for block in study.blocks:
            self.block(block)
        if study.scaling:
            doc.heading(2, "Scaling it up")
            doc.para(study.scaling.strip())
        return doc

    def bots(self) -> None:
        """The bots that played: name, spec, and their kind's row of the
        bots' table (fair or not, what it is)."""
        table = {kind.name: kind for kind in bots.kinds()}
        rows: List[Row] = []
        for name, spec in self.study.bots.items():
            kind = table[spec.split(":", 1)[0]]
            rows.append([name, "`%s`" % spec, "`%s`" % kind.name,
                         "yes" if kind.fair else "NO: it reads every secret", kind.help])
        self.doc.para("The bots (`toywar bots`): a fair bot chooses from what its seat may "
                      "know alone; one that is not reads the other players' hidden "
                      "troops, chits and piles.")
        self.doc.table(["bot", "spec", "kind", "fair", "what it is"], rows)

    def block_cells(self, block: Block) -> Cells:
        return [(number, cell) for number, cell in enumerate(self.study.cells)
                if cell.block == block.index]

    def block(self, block: Block) -> None:
        cells = self.block_cells(block)
        records = [r for number, _ in cells for r in self.by_cell.get(number, [])]
        self.doc.heading(2, block.label if block.label == block.game
                         else "%s (%s)" % (block.label, block.game))
        if not records:
            self.doc.para("No game played yet.")
            return
        if len(cells[0][1].lineup) > 1:
            self.first_player(block, cells)
        self.by_seat(block, cells)
        if len(cells[0][1].lineup) > 1:
            for key in block.swept:
                self.by_param(block, cells, key)
        self.by_bot(block, records)
        if block.round_robin:
            self.round_robin(block, records)
        self.lengths(block, cells)

    def groups_by_params(self, block: Block, cells: Cells) -> List[Tuple[str, List[Record]]]:
        """[(label, records)] by the swept params' values, in the file's order."""
        groups: Dict[str, List[Record]] = {}
        for number, cell in cells:
            label = _swept_label(block, cell.params)
            groups.setdefault(label, []).extend(self.by_cell.get(number, []))
        return list(groups.items())

    def first_player(self, block: Block, cells: Cells) -> None:
        doc = self.doc
        doc.heading(3, "First player's win rate")
        rows: List[Row] = []
        plotted: List[Bar] = []
        for label, records in self.groups_by_params(block, cells):
            outcome = _first_player(records)
            if outcome.games == 0:
                continue
            rows.append([label, outcome.games, _rate(outcome.wins, outcome.games),
                         outcome.draws])
            # With two swept params or more, the bars take the colour of the last one's value.
            colour = (dict(records[0]["params"]).get(block.swept[-1])
                      if len(block.swept) > 1 else None)
            plotted.append((label, outcome.wins, outcome.games, colour))
        if len(rows) > 1:
            every = _first_player([r for _, records in self.groups_by_params(block, cells)
                                   for r in records])
            rows.append(["all", every.games, _rate(every.wins, every.games), every.draws])
        doc.table(["params", "games", "first player wins (95 % interval)", "draws"], rows)
        if self.plots and plotted:
            self.plot_rates(block, "first", plotted, "first player's win rate")

    def by_seat(self, block: Block, cells: Cells) -> None:
        doc = self.doc
        seats = len(cells[0][1].lineup)
        doc.heading(3, "Win rate by seat")
        rows = []
        multiple = len({cell.lineup for _, cell in cells}) > 1
        for number, cell in cells:
            records = self.by_cell.get(number, [])
            if not records:
                continue
            row: Row = [_swept_label(block, cell.params)]
            if multiple or cell.rotate:
                row.append(" vs ".join(cell.lineup) + (" (rotating)" if cell.rotate else ""))
            row.append(len(records))
            draws = 0
            for seat in range(seats):
                outcome = _Outcome()
                for record in records:
                    outcome.add(record["rewards"][seat])
                row.append(_rate(outcome.wins, outcome.games))
                draws = outcome.draws
            row.append(draws)
            rows.append(row)
        headers = ["params"] + (["lineup"] if len(rows[0]) > seats + 3 else []) + ["games"]
        headers += ["seat %d wins" % seat for seat in range(seats)] + ["draws"]
        doc.table(headers, rows)

    def by_param(self, block: Block, cells: Cells, key: str) -> None:
        doc = self.doc
        doc.heading(3, "By %s" % key)
        groups: Dict[Any, List[Record]] = {}
        for number, cell in cells:
            value = dict(cell.params)[key]
            groups.setdefault(value, []).extend(self.by_cell.get(number, []))
        rows = []
        for value, records in groups.items():
            if not records:
                continue
            outcome = _first_player(records)
            lengths = _lengths(records)
            rows.append([value, len(records),
                         _rate(outcome.wins, outcome.games),
                         "%.1f" % (sum(lengths) / len(lengths))])
        doc.table([key, "games", "first player wins (95 % interval)", "mean length"], rows)

    def by_bot(self, block: Block, records: List[Record]) -> None:
        names = sorted({name for record in records for name in record["seats"]},
                       key=list(self.study.bots).index)
        if len(names) < 2:
            return
        doc = self.doc
        doc.heading(3, "Win rate by bot")
        rows = []
        for name in names:
            outcome = _Outcome()
            points = 0.0
            for record in records:
                for seat, seated in enumerate(record["seats"]):
                    if seated == name:
                        outcome.add(record["rewards"][seat])
                        points += record["rewards"][seat]
            rows.append([name, "`%s`" % self.study.bots[name], outcome.games,
                         _rate(outcome.wins, outcome.games), outcome.draws,
                         "%.1f %%" % (100 * points / outcome.games)])
        doc.table(["bot", "spec", "games", "wins (95 % interval)", "draws", "score"], rows)

    def round_robin(self, block: Block, records: List[Record]) -> None:
        doc = self.doc
        names = list(block.round_robin)
        games = [(r["seats"][0], r["seats"][1], r["rewards"][0]) for r in records]
        doc.heading(3, "Round robin")
        table: Dict[Tuple[str, str], List[int]] = {}
        for a, b, score in games:
            for me, other, mine in ((a, b, score), (b, a, 1 - score)):
                cell = table.setdefault((me, other), [0, 0, 0])
                cell[0 if mine >= 1 else 1 if mine > 0 else 2] += 1
        rows = []
        for me in names:
            row = [me]
            for other in names:
                won, drawn, lost = table.get((me, other), (0, 0, 0))
                total = won + drawn + lost
                row.append("-" if me == other or not total else
                           "%d-%d-%d (%.0f %%)" % (won, drawn, lost,
                                                   100 * (won + drawn / 2) / total))
            rows.append(row)
        doc.para("Each row's wins-draws-losses against each column, and its score.")
        doc.table(["bot"] + names, rows)
        ratings = stats.elo_ratings(names, games)
        intervals = stats.elo_intervals(names, games)
        doc.table(["bot", "spec", "Elo", "95 % interval"], [
            [name, "`%s`" % self.study.bots[name], "%+.0f" % ratings[name],
             "[%+.0f, %+.0f]" % intervals[name]] for name in names])
        if self.plots:
            self.plot_elo(block, names, ratings, intervals)

    def lengths(self, block: Block, cells: Cells) -> None:
        doc = self.doc
        doc.heading(3, "Game length (decisions)")
        groups: List[Tuple[str, List[int]]] = []
        multiple = len(cells) > len(self.groups_by_params(block, cells))
        for number, cell in cells:
            records = self.by_cell.get(number, [])
            if not records:
                continue
            label = _swept_label(block, cell.params)
            if multiple:
                label = (label + ", " if block.swept else "") + " vs ".join(cell.lineup)
            groups.append((label, _lengths(records)))
        rows = [[label, len(values), "%.1f" % (sum(values) / len(values)),
                 "%.0f" % stats.quantile(values, 0.5), "%.0f" % stats.quantile(values, 0.1),
                 "%.0f" % stats.quantile(values, 0.9), values[0], values[-1]]
                for label, values in groups]
        doc.table(["cell", "games", "mean", "median", "10 %", "90 %", "min", "max"], rows)
        if self.plots and groups:
            self.plot_lengths(block, groups)

    # ---- plots ----------------------------------------------------------------

    def save(self, figure: Any, name: str, alt: str) -> None:
        os.makedirs(self.image_dir, exist_ok=True)
        figure.savefig(os.path.join(self.image_dir, name), dpi=80,
                       metadata={"Software": None})
        _matplotlib("pyplot").close(figure)
        self.doc.image(self.image_link + "/" + name, alt)

    def figure(self, rows: int) -> Any:
        return _matplotlib("pyplot").subplots(figsize=(7.5, 1.0 + 0.3 * max(rows, 2)))

    def plot_rates(self, block: Block, stem: str, plotted: List[Bar], title: str) -> None:
        figure, axes = self.figure(len(plotted))
        shown = plotted[::-1]
        palette = ["#6a9fd4", "#e8a35c", "#7cbf7a", "#c77cbf"]
        groups = list(dict.fromkeys(colour for *_, colour in plotted))
        rates: List[float] = []
        low: List[float] = []
        high: List[float] = []
        for _, wins, games, _ in shown:
            rate = wins / games
            lo, hi = stats.wilson(wins, games)
            rates.append(rate)
            low.append(rate - lo)
            high.append(hi - rate)
        positions = range(len(shown))
        colours = [palette[groups.index(colour) % len(palette)] for *_, colour in shown]
        axes.barh(positions, rates, xerr=[low, high], color=colours, capsize=3)
        if len(groups) > 1:
            Patch = _matplotlib("patches").Patch
            axes.legend([Patch(color=palette[n % len(palette)]) for n in range(len(groups))],
                        ["%s=%s" % (block.swept[-1], group) for group in groups],
                        fontsize=7, loc="lower right")
        labels = [label for label, *_ in shown]
        axes.axvline(0.5, color="#444", linewidth=1, linestyle="--")
        axes.set_yticks(list(positions), labels, fontsize=8)
        axes.set_xlim(0, 1)
        axes.set_xlabel(title + " (95 % Wilson interval)")
        figure.tight_layout()
        self.save(figure, "block%d-%s.png" % (block.index, stem), title)

    def plot_lengths(self, block: Block, groups: List[Tuple[str, List[int]]]) -> None:
        figure, axes = self.figure(len(groups))
        axes.boxplot([values for _, values in groups][::-1], vert=False, whis=(5, 95),
                     showfliers=False)
        axes.set_yticks(range(1, len(groups) + 1), [label for label, _ in groups][::-1],
                        fontsize=8)
        axes.set_xlabel("decisions per game (box: quartiles, whiskers: 5-95 %)")
        figure.tight_layout()
        self.save(figure, "block%d-lengths.png" % block.index, "game lengths")

    def plot_elo(self, block: Block, names: List[str], ratings: Dict[str, float],
                 intervals: Dict[str, Tuple[float, float]]) -> None:
        figure, axes = self.figure(len(names))
        shown = names[::-1]
        values = [ratings[name] for name in shown]
        errors = [[ratings[n] - intervals[n][0] for n in shown],
                  [intervals[n][1] - ratings[n] for n in shown]]
        axes.errorbar(values, range(len(shown)), xerr=errors, fmt="o", capsize=3)
        axes.set_yticks(range(len(shown)), shown, fontsize=8)
        axes.axvline(0, color="#444", linewidth=1, linestyle="--")
        axes.set_xlabel("Elo (%s = 0; 95 %% bootstrap interval)" % names[0])
        figure.tight_layout()
        self.save(figure, "block%d-elo.png" % block.index, "Elo ratings")


def _matplotlib(module: str) -> Any:
    """matplotlib.<module>, on the Agg backend (no display needed)."""
    matplotlib = importlib.import_module("matplotlib")
    matplotlib.use("Agg")
    return importlib.import_module("matplotlib." + module)


def write(study: Study, records: Sequence[Record], path: str, plots: bool = True) -> str:
    """Writes the report of ``records`` to ``path``: Markdown, or HTML for
    a path ending in .html; the plots go to the directory named as ``path``
    without its extension, beside it. Returns the path written."""
    stem, ext = os.path.splitext(path)
    image_dir = stem
    report = _Report(study, sorted(records, key=lambda r: int(r["i"])), image_dir,
                     os.path.basename(stem), plots)
    if plots and os.path.isdir(image_dir):
        for name in os.listdir(image_dir):
            if name.startswith("block") and name.endswith(".png"):
                os.remove(os.path.join(image_dir, name))
    doc = report.build()
    text = doc.html(study.title) if ext.lower() in (".html", ".htm") else doc.markdown()
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return path
