#!/usr/bin/env python3
"""Grades a candidate with the hpcabench binding and, when matplotlib is installed, draws the per-input
timing distributions of reference and candidate to a PNG.

    python3 examples/python/grade.py KERNEL CANDIDATE [--precision P] [--state-dir DIR] [--budget S]
            [--inputs N] [--draws N] [--no-cache] [--png FILE] [--json]

Prints the judge's report (or its JSON) and exits like hpcab-judge: 0 graded correct, 1 not correct,
2 usage or manifest error. The PNG (default: grade-<kernel>.png) has one panel per timed input: the raw
per-call times of both sides, their medians, the ratio, the Mann–Whitney p-value and the credit. A
verdict from the store carries no raw samples; the timing is then run again (no cache) for the plot.
Run from the source tree (the package is found beside it) or with `pip install bindings/python`.
"""
import argparse
import pathlib
import sys

import numpy as np

try:
    import hpcabench as hb
except ImportError:  # running from the source tree without installing the binding
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "bindings" / "python"))
    import hpcabench as hb


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("kernel", help="kernel directory (holding kernel.yaml)")
    p.add_argument("candidate", help="candidate source or shared object")
    p.add_argument("--precision", choices=["f64", "f32", "f16", "bf16"])
    p.add_argument("--state-dir", help="the judge's state directory (store, secrets, build cache)")
    p.add_argument("--budget", type=float, default=0.0, help="timing budget per timed input, seconds")
    p.add_argument("--inputs", type=int, default=0, help="timed inputs (default 3)")
    p.add_argument("--draws", type=int, default=0, help="correctness draws (default 8)")
    p.add_argument("--no-cache", action="store_true", help="grade again even when the store has this grade")
    p.add_argument("--png", help="where to draw the timing distributions (default grade-<kernel>.png)")
    p.add_argument("--json", action="store_true", help="print the verdict as JSON instead of the report")
    return p.parse_args(argv)


def have_matplotlib():
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def plot(verdict, path):
    """Draws one panel per timed input of `verdict` to `path`: each call's time as a dot (spread
    vertically by a fixed pattern so that equal times stay visible) and the median as a bar."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    n = len(verdict.inputs)
    fig, axes = plt.subplots(n, 1, figsize=(8, 2.6 * n), squeeze=False)
    for ax, inp in zip(axes[:, 0], verdict.inputs):
        scale, unit = (1e-6, "ms") if inp.reference_median_ns > 1e6 else (1e-3, "µs")
        for row, name, times, color in ((0, "reference", inp.reference_ns, "tab:blue"),
                                        (1, "candidate", inp.candidate_ns, "tab:orange")):
            spread = (np.arange(times.size) * 0.6180339887498949) % 1.0 - 0.5
            ax.scatter(times * scale, row + 0.3 * spread, s=10, alpha=0.6, color=color,
                       label=f"{name} ({times.size} calls)")
            ax.vlines(np.median(times) * scale, row - 0.25, row + 0.25, color=color, linewidth=2)
        both = np.concatenate([inp.reference_ns, inp.candidate_ns])
        if both.size and both.min() > 0 and both.max() / both.min() > 20:
            ax.set_xscale("log")
        ax.set_yticks([0, 1], ["reference", "candidate"])
        sizes = ", ".join(f"{k}={v}" for k, v in inp.sizes.items())
        note = f"; suspect: {inp.why}" if inp.suspect else ""
        ax.set_title(f"{sizes}: ratio {inp.ratio:.3g}, p = {inp.p_value:.3g}, credited {inp.credited:.3g}x{note}",
                     fontsize=9)
        ax.set_xlabel(f"time per call ({unit})")
        ax.legend(loc="upper right", fontsize=7)
    fig.suptitle(f"{verdict.kernel}: {verdict.status}, credited speedup {verdict.speedup:.3g}x", fontsize=11)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv=None):
    a = parse_args(argv)
    judge = hb.Judge(precision=a.precision, state_dir=a.state_dir, budget_s=a.budget, timed_inputs=a.inputs,
                     correctness_draws=a.draws, no_cache=a.no_cache)
    try:
        v = judge.grade(a.kernel, a.candidate)
    except hb.Error as e:
        print(f"grade.py: {e}", file=sys.stderr)
        return 2
    print(v.json if a.json else v.report)
    if v.correct:
        if not have_matplotlib():
            print("grade.py: matplotlib is not installed: no plot (pip install matplotlib)", file=sys.stderr)
            return v.exit_code
        timed = v
        if not v.inputs:
            print("grade.py: the verdict came from the store without raw samples; timing again for the plot",
                  file=sys.stderr)
            timed = judge.grade(a.kernel, a.candidate, no_cache=True)
        png = a.png or f"grade-{v.kernel.replace('/', '_')}.png"
        plot(timed, png)
        print(f"grade.py: timing distributions drawn to {png}", file=sys.stderr)
    return v.exit_code


if __name__ == "__main__":
    sys.exit(main())
