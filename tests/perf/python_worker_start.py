#!/usr/bin/env python3
"""Benchmark (issue 35): what a Python artifact costs to start, against a C candidate.

Times `hpcab-judge grade KERNEL CANDIDATE --check-only --draws 1 --no-cache` (the build, then one
correctness draw: a reference worker and a candidate worker start, load and run once) for the C
reference, a plain NumPy candidate and a Numba candidate. Each is timed with its build cached (the
same state directory: the difference to C is the worker's start of the interpreter, NumPy and Numba,
and the Numba entry point loaded from the build cache) and, for the Numba candidate, with a fresh
state directory (its build compiles the function). Medians of --reps runs.

  python3 tests/perf/python_worker_start.py [--reps 5] [--kernel llr/s000]
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(judge: Path, kernel: str, cand: Path, state: str) -> float:
    t0 = time.perf_counter()
    r = subprocess.run([str(judge), "grade", kernel, str(cand), "--check-only", "--draws", "1", "--no-cache",
                        "--json", "--state-dir", state], capture_output=True, text=True, timeout=600)
    wall = time.perf_counter() - t0
    if '"status": "ok"' not in r.stdout:
        sys.exit(f"python_worker_start: {cand.name} was not graded ok: {r.stdout[:400]} {r.stderr[:400]}")
    return wall


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--kernel", default="llr/s000")
    a = ap.parse_args()
    judge = Path(os.environ.get("HPCABENCH_BUILD", ROOT / "build")) / "tools" / "hpcab-judge"
    zoo = ROOT / "tests" / "zoo" / "python"
    cands = {"c": ROOT / "kernels" / a.kernel / "reference.c", "numpy": zoo / "honest_numpy_s000.py",
             "numba": zoo / "honest_numba_s000.py"}
    times: dict[str, list[float]] = {k: [] for k in list(cands) + ["numba-uncached"]}
    with tempfile.TemporaryDirectory(prefix="hpcab-pystart-", dir=str(ROOT / "build")) as tmp:
        warm = os.path.join(tmp, "warm")
        for c in cands.values():
            run(judge, a.kernel, c, warm)  # builds cached from here on
        for rep in range(a.reps):
            for name, c in cands.items():
                times[name].append(run(judge, a.kernel, c, warm))
            times["numba-uncached"].append(run(judge, a.kernel, cands["numba"], os.path.join(tmp, f"cold{rep}")))
    print("# candidate median_s min_s max_s (check-only grade, one correctness draw)")
    for name, ts in times.items():
        print(f"{name} {statistics.median(ts):.2f} {min(ts):.2f} {max(ts):.2f}")
    c = statistics.median(times["c"])
    print(f"# over C: numpy +{statistics.median(times['numpy']) - c:.2f} s, numba (cached build) "
          f"+{statistics.median(times['numba']) - c:.2f} s, numba (first build) +{statistics.median(times['numba-uncached']) - c:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
