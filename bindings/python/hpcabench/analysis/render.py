"""The analysis' outputs: tables (Markdown, CSV, LaTeX), figures (matplotlib SVG and PNG, each with the
CSV behind it) and one self-contained HTML report. Everything is byte-stable for a given export and
matplotlib version: no timestamps, fixed fonts (DejaVu Sans, shipped with matplotlib), a fixed SVG
hash salt, PNGs without metadata, rows in a fixed order."""
from __future__ import annotations

import base64
import csv
import html
import io
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from .compute import FDR_Q, MIN_PAIRS, Analysis, Interval

TREAT_COLOR = "#E45756"
CTRL_COLOR = "#4C78A8"
SIG_COLOR = "#2E7D32"


# ---- formatting ----
def fnum(x: Optional[float], digits: int = 3) -> str:
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "—"
    return f"{x:.{digits}f}"


def fp(x: Optional[float]) -> str:
    if x is None:
        return "—"
    return "<1e-300" if x < 1e-300 else f"{x:.3g}"


def fci(iv: Interval) -> str:
    if iv.n < MIN_PAIRS:
        return f"n<{MIN_PAIRS}"
    if iv.lo is None:
        return "—"
    return f"[{iv.lo:.3f}, {iv.hi:.3f}]"


def fcost(x: Optional[float]) -> str:
    return "—" if x is None else f"{x:,.0f}"


def raw(x) -> str:
    """A CSV cell: repr of floats (round-trips), empty for None."""
    if x is None:
        return ""
    if isinstance(x, float):
        return "" if math.isnan(x) else repr(x)
    return str(x)


@dataclass
class Table:
    name: str
    title: str
    header: list[str]
    rows: list[list[str]]      # formatted, for Markdown, LaTeX and HTML
    data_header: list[str]
    data: list[list[object]]   # raw values, for CSV
    note: str = ""

    def markdown(self) -> str:
        out = [f"### {self.title}", ""]
        out.append("| " + " | ".join(self.header) + " |")
        out.append("|" + "|".join("---" for _ in self.header) + "|")
        out += ["| " + " | ".join(c.replace("|", "\\|") for c in r) + " |" for r in self.rows]
        if self.note:
            out += ["", self.note]
        return "\n".join(out) + "\n"

    def csv(self) -> str:
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(self.data_header)
        for r in self.data:
            w.writerow([raw(x) for x in r])
        return buf.getvalue()

    def latex(self) -> str:
        def esc(s: str) -> str:
            for a, b in (("\\", r"\textbackslash{}"), ("&", r"\&"), ("%", r"\%"), ("_", r"\_"), ("#", r"\#"),
                         ("—", "--"), ("ρ", r"$\rho$"), ("<", r"$<$"), ("→", r"$\to$"), ("×", r"$\times$"), ("−", "$-$"), ("≤", r"$\le$"),
                         ("·", r"$\cdot$"), ("–", "--")):
                s = s.replace(a, b)
            return s
        out = [f"% {self.title}", r"\begin{tabular}{" + "l" + "r" * (len(self.header) - 1) + "}", r"\hline",
               " & ".join(esc(h) for h in self.header) + r" \\", r"\hline"]
        out += [" & ".join(esc(c) for c in r) + r" \\" for r in self.rows]
        out += [r"\hline", r"\end{tabular}"]
        if self.note:
            out.append(f"% {esc(self.note)}")
        return "\n".join(out) + "\n"

    def html(self) -> str:
        h = "".join(f"<th>{html.escape(x)}</th>" for x in self.header)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>" for r in self.rows)
        note = f'<p class="note">{html.escape(self.note)}</p>' if self.note else ""
        return f'<table id="{self.name}"><thead><tr>{h}</tr></thead><tbody>{body}</tbody></table>{note}'


# ---- tables ----
def setups_table(a: Analysis) -> Table:
    cards = list(a.export.cards)
    header = ["setup", "episodes", "left out", "kernels", "R", "geomean S", "95% CI"] + \
             [f"{c} cost" for c in cards] + ["score calls (median)", "(mean)"]
    dh = ["setup", "episodes", "left_out", "kernels", "solved", "speedup_geomean", "speedup_lo", "speedup_hi"] + \
         [f"cost_{c}_median" for c in cards] + [f"cost_{c}_q1" for c in cards] + [f"cost_{c}_q3" for c in cards] + \
         ["scores_median", "scores_mean"]
    rows, data = [], []
    for s in a.setups:
        ci = "—" if s.speedup.lo is None else f"[{s.speedup.lo:.3f}, {s.speedup.hi:.3f}]"
        rows.append([s.setup, str(s.episodes), str(s.left_out), str(s.kernels), str(s.solved),
                     fnum(s.speedup.value), ci] + [fcost(s.cost_median[c]) for c in cards] +
                    [fnum(s.scores_median, 1), fnum(s.scores_mean, 2)])
        data.append([s.setup, s.episodes, s.left_out, s.kernels, s.solved, s.speedup.value, s.speedup.lo,
                     s.speedup.hi] + [s.cost_median[c] for c in cards] + [s.cost_q1[c] for c in cards] +
                    [s.cost_q3[c] for c in cards] + [s.scores_median, s.scores_mean])
    note = ("R: kernels solved (correct in more than half of their counted repeats). S: the geometric mean over "
            "solved kernels of each kernel's median speedup over repeats, with its 95% log-t interval. Median cost per "
            "episode under each card (w_in·input + w_cached·cached + w_out·output of the final attempt). "
            "Episodes ending cancelled or infra are left out.")
    return Table("setups", "Per setup", header, rows, dh, data, note)


def comparisons_table(a: Analysis) -> Table:
    header = ["comparison", "family", "pairs", "R c→t (+gained −lost)", "ρ_R", "McNemar p (q)",
              "n_S", "ρ_S", "95% CI", "p (q)", "n_C", f"ρ_C ({a.card})", "95% CI", "p (q)"]
    dh = ["control", "treatment", "family", "pairs", "solved_control", "solved_treatment", "rho_r", "gained", "lost",
          "rho_r_p", "rho_r_q", "rho_s_n", "rho_s", "rho_s_lo", "rho_s_hi", "rho_s_p", "rho_s_q", "rho_c_n", "rho_c",
          "rho_c_lo", "rho_c_hi", "rho_c_p", "rho_c_q", "card"]
    rows, data = [], []

    def pq(p, q):
        if p is None:
            return "—"
        return f"{fp(p)} ({fp(q)})" + (" *" if q is not None and q <= FDR_Q else "")

    for r in a.comparisons:
        c = r.comparison
        rows.append([c.name, c.family, str(r.pairs), f"{r.solved_control}→{r.solved_treatment} (+{r.gained} −{r.lost})",
                     fnum(r.rho_r), pq(r.rho_r_p, r.rho_r_q),
                     str(r.rho_s.n), fnum(r.rho_s.value), fci(r.rho_s), pq(r.rho_s.p, r.rho_s.q),
                     str(r.rho_c.n), fnum(r.rho_c.value), fci(r.rho_c), pq(r.rho_c.p, r.rho_c.q)])
        data.append([c.control, c.treatment, c.family, r.pairs, r.solved_control, r.solved_treatment, r.rho_r,
                     r.gained, r.lost, r.rho_r_p, r.rho_r_q, r.rho_s.n, r.rho_s.value, r.rho_s.lo, r.rho_s.hi,
                     r.rho_s.p, r.rho_s.q, r.rho_c.n, r.rho_c.value, r.rho_c.lo, r.rho_c.hi, r.rho_c.p, r.rho_c.q,
                     a.card])
    note = (f"ρ_R = R_t/R_c with the exact McNemar p; ρ_S: geometric mean of S_t/S_c over kernels solved in both; "
            f"ρ_C: geometric mean of C_c/C_t over all paired kernels (> 1: the treatment is cheaper). 95% paired "
            f"log-t intervals; below {MIN_PAIRS} pairs no interval and no p (n<{MIN_PAIRS}). p (q): the p-value and "
            f"its Benjamini–Hochberg q within the family; * marks q ≤ {FDR_Q}.")
    return Table("comparisons", "Per comparison", header, rows, dh, data, note)


def cards_table(a: Analysis) -> Table:
    header = ["comparison", "card", "weights (in, cached, out)", "n", "ρ_C", "95% CI", "p"]
    dh = ["control", "treatment", "card", "w_in", "w_cached", "w_out", "n", "rho_c", "lo", "hi", "p"]
    rows, data = [], []
    for r in a.comparisons:
        for card, w in a.export.cards.items():
            iv = r.rho_c_cards[card]
            rows.append([r.comparison.name, card, f"({w[0]:g}, {w[1]:g}, {w[2]:g})", str(iv.n), fnum(iv.value),
                         fci(iv), fp(iv.p)])
            data.append([r.comparison.control, r.comparison.treatment, card, w[0], w[1], w[2], iv.n, iv.value,
                         iv.lo, iv.hi, iv.p])
    note = f"ρ_C under each cost card (the primary card, {a.card}, is the one tested with BH)."
    return Table("cost_cards", "Cost-card sensitivity", header, rows, dh, data, note)


def ends_table(a: Analysis) -> Table:
    from .observations import ENDS
    ends = [e for e in ENDS if any(s.ends.get(e) for s in a.setups)]
    header = ["setup"] + ends
    rows = [[s.setup] + [str(s.ends.get(e, 0)) for e in ends] for s in a.setups]
    data = [[s.setup] + [s.ends.get(e, 0) for e in ends] for s in a.setups]
    return Table("end_reasons", "End reasons (episodes)", header, rows, header, data,
                 "cancelled and infra episodes are counted here and left out of every statistic.")


def tables(a: Analysis) -> list[Table]:
    return [setups_table(a), comparisons_table(a), cards_table(a), ends_table(a)]


# ---- figures ----
def _mpl():
    import matplotlib
    matplotlib.use("Agg", force=True)
    from matplotlib.figure import Figure
    return matplotlib, Figure


RC = {"svg.hashsalt": "hpcab-analyze", "font.family": "DejaVu Sans", "font.size": 10, "svg.fonttype": "path",
      "axes.spines.top": False, "axes.spines.right": False, "figure.dpi": 100, "savefig.dpi": 110}


@dataclass
class Chart:
    name: str
    title: str
    fig: object
    table: list[list[object]]  # CSV rows, header first
    caption: str


def _save(f: Chart, outdir: Path) -> list[Path]:
    outdir.mkdir(parents=True, exist_ok=True)
    paths = []
    p = outdir / f"{f.name}.svg"
    f.fig.savefig(p, format="svg", metadata={"Date": None, "Creator": None})
    paths.append(p)
    p = outdir / f"{f.name}.png"
    f.fig.savefig(p, format="png", metadata={"Software": None})
    paths.append(p)
    p = outdir / f"{f.name}.csv"
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(f.table[0])
    for r in f.table[1:]:
        w.writerow([raw(x) for x in r])
    p.write_text(buf.getvalue(), encoding="utf-8")
    paths.append(p)
    return paths


def efficacy_figure(a: Analysis) -> Chart:
    _, Figure = _mpl()
    fig = Figure(figsize=(6.4, 5.2))
    ax = fig.add_subplot()
    rows = [["control", "treatment", "family", "rho_c", "rho_c_lo", "rho_c_hi", "rho_c_q", "rho_s", "rho_s_lo",
             "rho_s_hi", "rho_s_q", "significant"]]
    ax.axhline(1, color="#888", lw=0.8, zorder=0)
    ax.axvline(1, color="#888", lw=0.8, zorder=0)
    for r in a.comparisons:
        s, c = r.rho_s, r.rho_c
        sig = s.significant or c.significant
        rows.append([r.comparison.control, r.comparison.treatment, r.comparison.family, c.value, c.lo, c.hi, c.q,
                     s.value, s.lo, s.hi, s.q, sig])
        if s.value is None or c.value is None:
            continue
        xerr = [[c.value - c.lo], [c.hi - c.value]] if c.lo is not None else None
        yerr = [[s.value - s.lo], [s.hi - s.value]] if s.lo is not None else None
        color = SIG_COLOR if sig else "#666666"
        ax.errorbar([c.value], [s.value], xerr=xerr, yerr=yerr, fmt="o", ms=8, capsize=3, color=color,
                    mfc=color if sig else "white", mew=1.6, lw=1.4)
        ax.annotate(r.comparison.name, (c.value, s.value), textcoords="offset points", xytext=(8, 6), fontsize=9)
    ax.set_xscale("log")
    ax.set_yscale("log")
    _pad_log(ax)
    ax.set_xlabel(f"ρ_C: cost control / treatment ({a.card} card; > 1 cheaper)")
    ax.set_ylabel("ρ_S: speedup treatment / control (> 1 faster)")
    ax.set_title("Efficacy per comparison (95% paired log-t intervals)")
    from matplotlib.lines import Line2D
    ax.legend(handles=[Line2D([], [], marker="o", ls="", color=SIG_COLOR, ms=8, label=f"significant (BH q ≤ {FDR_Q})"),
                       Line2D([], [], marker="o", ls="", color="#666666", mfc="white", ms=8, label="not significant")],
              loc="best", fontsize=9, frameon=False)
    fig.tight_layout()
    return Chart("efficacy", "Efficacy: ρ_S against ρ_C", fig, rows,
                   "Each comparison's speedup ratio against its cost ratio (log axes), with both 95% intervals; "
                   "filled green: significant after Benjamini–Hochberg within its family.")


def _pad_log(ax) -> None:
    lo_x, hi_x = ax.get_xlim()
    lo_y, hi_y = ax.get_ylim()
    ax.set_xlim(min(lo_x, 0.8), max(hi_x * 1.15, 1.25))
    ax.set_ylim(min(lo_y, 0.8), max(hi_y * 1.05, 1.25))
    from matplotlib.ticker import FuncFormatter, LogLocator
    fmt = FuncFormatter(lambda x, _: f"{x:g}")
    for axis in (ax.xaxis, ax.yaxis):
        axis.set_major_locator(LogLocator(base=10, subs=(0.5, 1.0, 2.0)))
        axis.set_minor_locator(LogLocator(base=10, subs=(0.6, 0.7, 0.8, 0.9, 1.25, 1.5, 3, 4)))
        axis.set_major_formatter(fmt)
        axis.set_minor_formatter(fmt)


def _tokens_label(x: float) -> str:
    for div, unit in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if x >= div:
            return f"{x / div:g}{unit}"
    return f"{x:g}"


def _log_ticks(axis, label=lambda x: f"{x:g}") -> None:
    """Log-scale ticks at 1, 2, 5 per decade labelled plainly (no 10^k notation), unlabelled minors."""
    from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter
    axis.set_major_locator(LogLocator(base=10, subs=(1.0, 2.0, 5.0)))
    axis.set_major_formatter(FuncFormatter(lambda x, _: label(x)))
    axis.set_minor_formatter(NullFormatter())


def speedups_figure(a: Analysis) -> Chart:
    _, Figure = _mpl()
    fig = Figure(figsize=(6.4, 3.8))
    ax = fig.add_subplot()
    rows = [["setup", "kernel", "speedup"]]
    data, names = [], []
    for s in a.setups:
        vals = [v.speedup for k, v in sorted(a.values[s.setup].items()) if v.solved]
        rows += [[s.setup, k, v.speedup] for k, v in sorted(a.values[s.setup].items()) if v.solved]
        data.append(vals or [float("nan")])
        names.append(f"{s.setup}\n(R = {s.solved})")
    ax.boxplot(data, vert=False, widths=0.5, showfliers=False, medianprops={"color": TREAT_COLOR})
    for i, vals in enumerate(data, 1):
        ys = [i + 0.18 * (((j * 37) % 11) / 10 - 0.5) for j in range(len(vals))]
        ax.plot(vals, ys, "o", ms=3, color=CTRL_COLOR, alpha=0.7)
        if a.setups[i - 1].speedup.value:
            ax.plot([a.setups[i - 1].speedup.value], [i], "D", ms=7, color=SIG_COLOR)
    ax.set_yticks(range(1, len(names) + 1), names)
    ax.set_xscale("log")
    _log_ticks(ax.xaxis)
    ax.invert_yaxis()
    ax.set_xlabel("per-kernel speedup (median over repeats, solved kernels; ◆ geometric mean)")
    ax.set_title("Speedups per setup")
    fig.tight_layout()
    return Chart("speedups", "Speedup distributions", fig, rows,
                   "Each solved kernel's median speedup over its repeats, per setup; the diamond is the geometric mean.")


def tokens_figure(a: Analysis) -> Chart:
    _, Figure = _mpl()
    fig = Figure(figsize=(6.4, 3.8))
    ax = fig.add_subplot()
    rows = [["setup", "kernel", "repeat", "input", "cached_input", "output", f"cost_{a.card}"]]
    w = a.export.cards[a.card]
    data, names = [], []
    for s in a.setups:
        eps = sorted((e for e in a.export.episodes if e.setup == s.setup and e.counted),
                     key=lambda e: (e.kernel, e.repeat))
        rows += [[e.setup, e.kernel, e.repeat, e.tokens.input, e.tokens.cached_input, e.tokens.output,
                  e.tokens.cost(w)] for e in eps]
        data.append([max(e.tokens.cost(w), 1.0) for e in eps] or [float("nan")])
        names.append(s.setup)
    ax.violinplot(data, vert=False, showmedians=True)
    ax.set_yticks(range(1, len(names) + 1), names)
    ax.set_xscale("log")
    _log_ticks(ax.xaxis, _tokens_label)
    ax.invert_yaxis()
    ax.set_xlabel(f"cost per episode, {a.card} card (w = {w[0]:g}, {w[1]:g}, {w[2]:g}), tokens")
    ax.set_title("Token cost per episode")
    fig.tight_layout()
    return Chart("tokens", "Token-cost distributions", fig, rows,
                   "The distribution of each counted episode's cost (its final attempt's tokens) per setup.")


def cards_figure(a: Analysis) -> Chart:
    _, Figure = _mpl()
    fig = Figure(figsize=(6.4, 3.8))
    ax = fig.add_subplot()
    cards = list(a.export.cards)
    rows = [["control", "treatment", "card", "rho_c", "lo", "hi"]]
    n = max(1, len(a.comparisons))
    colors = ["#4C78A8", "#E45756", "#54A24B", "#B279A2", "#F58518", "#72B7B2", "#9D755D", "#BAB0AC"]
    for i, r in enumerate(a.comparisons):
        for j, card in enumerate(cards):
            iv = r.rho_c_cards[card]
            rows.append([r.comparison.control, r.comparison.treatment, card, iv.value, iv.lo, iv.hi])
            if iv.value is None:
                continue
            y = i + (j - (len(cards) - 1) / 2) * 0.7 / max(1, len(cards))
            xerr = [[iv.value - iv.lo], [iv.hi - iv.value]] if iv.lo is not None else None
            ax.errorbar([iv.value], [y], xerr=xerr, fmt="o", ms=5, capsize=2, color=colors[j % len(colors)],
                        label=card if i == 0 else None)
    ax.axvline(1, color="#888", lw=0.8, zorder=0)
    ax.set_yticks(range(n), [r.comparison.name for r in a.comparisons] or [""])
    ax.set_xscale("log")
    lo, hi = ax.get_xlim()
    ax.set_xlim(min(lo, 0.8), max(hi, 1.25))
    _log_ticks(ax.xaxis)
    ax.invert_yaxis()
    ax.set_xlabel("ρ_C (cost control / treatment) with 95% interval")
    ax.set_title("Cost-card sensitivity")
    ax.legend(fontsize=8, frameon=False, loc="best")
    fig.tight_layout()
    return Chart("cost_cards", "Cost-card sensitivity", fig, rows,
                   "ρ_C of each comparison under each cost card.")


def figures(a: Analysis) -> list[Chart]:
    return [efficacy_figure(a), speedups_figure(a), tokens_figure(a), cards_figure(a)]


# ---- the whole output folder ----
CSS = """body{font-family:'DejaVu Sans',Arial,sans-serif;margin:24px auto;max-width:1240px;color:#222;padding:0 16px}
h1{font-size:22px;margin-bottom:4px}h2{font-size:18px;margin-top:28px;border-bottom:1px solid #ddd;padding-bottom:4px}
.sub{color:#555;margin-top:0}table{border-collapse:collapse;font-size:12px;margin:8px 0;display:block;overflow-x:auto}
th,td{border:1px solid #ddd;padding:3px 6px;text-align:right;white-space:nowrap}th{background:#f3f5f8;white-space:normal;vertical-align:bottom}
td:first-child,th:first-child{text-align:left}.note{color:#555;font-size:12.5px;max-width:900px}
figure{margin:12px 0 24px}figure img{max-width:100%;border:1px solid #eee}figcaption{color:#555;font-size:12.5px}
ul.notes{color:#8a5a00;font-size:12.5px}"""


def write_outputs(a: Analysis, out: str | Path) -> list[Path]:
    """Writes tables/, figures/ and report.html into `out`; returns every file written (sorted)."""
    out = Path(out)
    written: list[Path] = []
    tabs = tables(a)
    tdir = out / "tables"
    tdir.mkdir(parents=True, exist_ok=True)
    for t in tabs:
        for ext, text in (("md", t.markdown()), ("csv", t.csv()), ("tex", t.latex())):
            p = tdir / f"{t.name}.{ext}"
            p.write_text(text, encoding="utf-8")
            written.append(p)
    matplotlib, _ = _mpl()
    with matplotlib.rc_context(RC):  # the figures are drawn and saved under the fixed settings
        figs = figures(a)
        for f in figs:
            written += _save(f, out / "figures")
    p = out / "report.html"
    p.write_text(report_html(a, tabs, figs, out / "figures"), encoding="utf-8")
    written.append(p)
    return sorted(written)


def report_html(a: Analysis, tabs: list[Table], figs: list[Chart], figdir: Path) -> str:
    ex = a.export
    parts = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
             f"<title>{html.escape(ex.experiment)} — hpcab-analyze</title><style>{CSS}</style></head><body>",
             f"<h1>Experiment {html.escape(ex.experiment)}</h1>",
             f'<p class="sub">{len(ex.setups)} setups, {len(ex.kernels)} kernels, {len(ex.episodes)} episodes, '
             f"{len(ex.comparisons)} comparisons; cost card <b>{html.escape(a.card)}</b> "
             f"{html.escape(str(tuple(ex.cards[a.card])))}; schema hpcab.observations/1</p>"]
    if ex.notes:
        parts.append("<ul class=notes>" + "".join(f"<li>{html.escape(n)}</li>" for n in ex.notes[:20]) + "</ul>")
    byname = {f.name: f for f in figs}

    def fig(name: str) -> str:
        f = byname[name]
        data = base64.b64encode((figdir / f"{name}.png").read_bytes()).decode()
        return (f'<figure id="fig-{name}"><img alt="{html.escape(f.title)}" src="data:image/png;base64,{data}">'
                f"<figcaption>{html.escape(f.caption)} Data: figures/{name}.csv.</figcaption></figure>")

    t = {x.name: x for x in tabs}
    parts += ["<h2>Efficacy</h2>", t["comparisons"].html(), fig("efficacy"),
              "<h2>Setups</h2>", t["setups"].html(), fig("speedups"), fig("tokens"),
              "<h2>Cost cards</h2>", t["cost_cards"].html(), fig("cost_cards"),
              "<h2>End reasons</h2>", t["end_reasons"].html(),
              "<p class=note>Regenerate with <code>hpcab-analyze reproduce EXPORT</code>.</p></body></html>"]
    return "\n".join(parts) + "\n"
