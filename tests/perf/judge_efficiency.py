#!/usr/bin/env python3
"""Judge efficiency (issue 9): the time spent inside timed kernel calls (both sides) over the wall time of
the whole grade (`hpcab-judge grade`, process start to exit: build from a warm cache, correctness stage,
determinism, timing stage, store), for s000 and gemm with their fast example candidates at their timed
sizes (and, with --kernels, ludcmp and cholesky against their own references); then the wall time of the cached re-grade. Goals: >= 0.4 for s000, >= 0.8 for gemm (issue 14).

    python3 tests/perf/judge_efficiency.py [--build build] [--budget 2] [--inputs 3] [--runs 5]
                                           [--same-secrets] [--idle-hold] [--kernels s000,gemm,ludcmp,cholesky]

Every grade runs in a fresh state directory holding a copy of a warm build cache (one untimed grade
fills it first: compiling is not the judge's work). By default each grade also gets fresh secrets, so
its timed sizes are a fresh draw from the kernel's timed range (s000: 63 k to 4 M elements, log-uniform)
and the medians are over the sizes users meet. The judge's efficiency depends on the size: a kernel's
call and the judge's work between calls both grow with it, but not alike across the cache levels.
--same-secrets gives every grade the warm grade's secrets (so the same three sizes: the medians are
then over noise alone, at one draw of sizes). Prints each grade's sizes and per-input timing-stage
efficiency, then one row per kernel: medians over --runs grades of the whole-grade efficiency, the
timing stage's own efficiency (timed calls / wall of the timed protocols), and the cached re-grade's
wall time. --idle-hold grades with hpcab-judge grade --idle-hold (a 0 us CPU latency request held while
the kernels run, where permitted: root), for comparison; the verdict's context.cpu_idle_latency says
which applied."""
import argparse
import json
import os
import pathlib
import shutil
import statistics
import subprocess
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
CASES = [("s000", "kernels/llr/s000", "examples/candidates/s000_fast.c"),
         ("gemm", "kernels/sc/dense_linear_algebra/gemm", "examples/candidates/gemm_fast.c"),
         # structured inputs (diag_dominant, spd: refreshed every round, issue 29), graded against themselves
         ("ludcmp", "kernels/sc/dense_linear_algebra/ludcmp", "kernels/sc/dense_linear_algebra/ludcmp/reference.c"),
         ("cholesky", "kernels/sc/dense_linear_algebra/cholesky", "kernels/sc/dense_linear_algebra/cholesky/reference.c")]


def grade(judge, kernel, cand, state, extra):
    env = dict(os.environ, HPCAB_STATE_DIR=str(state))
    t0 = time.monotonic()
    r = subprocess.run([str(judge), "grade", str(ROOT / kernel), str(ROOT / cand), "--json", *extra],
                       capture_output=True, text=True, env=env)
    wall = time.monotonic() - t0
    if r.returncode != 0:
        raise SystemExit(f"{kernel}: exit {r.returncode}: {r.stderr}{r.stdout}")
    return wall, json.loads(r.stdout)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default=str(ROOT / "build"))
    ap.add_argument("--budget", default="2")
    ap.add_argument("--inputs", default="3")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--same-secrets", action="store_true",
                    help="give every grade the warm grade's secrets (the same timed sizes) instead of fresh ones")
    ap.add_argument("--idle-hold", action="store_true", help="grade with hpcab-judge grade --idle-hold")
    ap.add_argument("--kernels", default="s000,gemm",
                    help=f"comma-separated, of {', '.join(c[0] for c in CASES)} (default s000,gemm)")
    a = ap.parse_args()
    judge = pathlib.Path(a.build) / "tools" / "hpcab-judge"
    extra = ["--budget", a.budget, "--inputs", a.inputs, "--baseline", "reference"]
    if a.idle_hold:
        extra.append("--idle-hold")
    secrets = "the warm grade's secrets (the same sizes)" if a.same_secrets else "fresh secrets each (fresh sizes)"
    print(f"hpcab-judge grade {' '.join(extra)}; medians of {a.runs} grades, {secrets}")
    idle = set()
    rows = []
    with tempfile.TemporaryDirectory(prefix="hpcab-eff-") as tmp:
        for name, kernel, cand in [c for c in CASES if c[0] in a.kernels.split(",")]:
            warm = pathlib.Path(tmp) / f"{name}-warm"
            grade(judge, kernel, cand, warm, extra)  # fills the build cache (compilation is not the judge's work)
            walls, timed, stage, cached = [], [], [], []
            for k in range(a.runs):
                state = pathlib.Path(tmp) / f"{name}-{k}"
                state.mkdir()
                shutil.copytree(warm / "build", state / "build")
                if a.same_secrets:
                    shutil.copy2(warm / "secrets", state / "secrets")
                wall, v = grade(judge, kernel, cand, state, extra)
                idle.add(v["context"]["cpu_idle_latency"])
                busy = sum(i["timed_ns"] for i in v["inputs"]) * 1e-9
                pwall = sum(i["protocol_wall_ns"] for i in v["inputs"]) * 1e-9
                walls.append(wall)
                timed.append(busy)
                stage.append(busy / pwall)
                per_input = ", ".join(f"{'x'.join(str(x) for x in i['sizes'].values())}: {i['timed_ns'] / i['protocol_wall_ns']:.3f}"
                                      for i in v["inputs"])
                print(f"  {name} grade {k + 1}: efficiency {busy / wall:.3f}, stage {busy / pwall:.3f} (per input, sizes: stage {per_input})")
                cwall, cv = grade(judge, kernel, cand, state, extra)
                assert cv["cached"] is True
                cached.append(cwall)
            eff = [t / w for t, w in zip(timed, walls)]
            rows.append(f"{name:8} {statistics.median(walls):8.2f} {statistics.median(timed):8.2f} {statistics.median(eff):10.3f} "
                        f"{statistics.median(stage):16.3f} {statistics.median(cached):18.3f}")
    print(f"{'kernel':8} {'grade s':>8} {'timed s':>8} {'efficiency':>10} {'timing-stage eff':>16} {'cached re-grade s':>18}")
    for row in rows:
        print(row)
    print(f"CPU idle latency request (context.cpu_idle_latency): {', '.join(sorted(idle))}")


if __name__ == "__main__":
    main()
