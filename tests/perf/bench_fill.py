#!/usr/bin/env python3
"""Benchmark (not a timed test): hpcab_fill_array of 2^26 f64 elements with each distribution on 1 and 2
threads, beside memset of the same buffer and numpy's default_rng() making the same count, all in one
run. Each round runs every case once (interleaved, so machine load hits all alike); the table shows
the median over the rounds as GB/s (8 bytes per element written) and as ratios. On a shared
machine, wall time depends on the other load; the "cpu" columns use the calling thread's CPU time
(time.thread_time: numpy and the one-thread fill both run on the calling thread), which does not;
"2t work" is the one-thread CPU time over the two-thread fill's process CPU time (1.00: splitting
the fill costs no extra work, so two free cores would give 2x).

    HPCABENCH_LIB=build/lib/libhpcabench.so python3 tests/perf/bench_fill.py [--log2n 26] [--rounds 5]

numpy's lognormal is timed as standard_normal(out=b); b *= 0.5; exp(b, out=b), in place, which is
faster than rng.lognormal() (that one allocates); uniform is rng.random(out=b) and normal
rng.standard_normal(out=b).
"""
import argparse
import ctypes
import os
import statistics
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import hpcab_rng_ctypes as rc  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--log2n", type=int, default=26)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    n = 1 << args.log2n
    lib = rc.load()
    s = rc.stream(lib, kernel=b"bench", array=b"x")
    buf = np.ones(n)  # touched once, so no case pays the page faults
    rng = np.random.default_rng(12345)

    def np_lognormal():
        rng.standard_normal(out=buf)
        np.multiply(buf, 0.5, out=buf)
        np.exp(buf, out=buf)

    cases = {
        "memset": lambda: ctypes.memset(buf.ctypes.data, 0, buf.nbytes),
        "numpy uniform": lambda: rng.random(out=buf),
        "numpy normal": lambda: rng.standard_normal(out=buf),
        "numpy lognormal": np_lognormal,
    }
    names = {rc.UNIFORM: "uniform", rc.NORMAL: "normal", rc.LOGNORMAL: "lognormal"}
    for dist, name in names.items():
        for t in (1, 2):
            cases[f"hpcab {name} {t}t"] = (lambda d=dist, th=t: rc.fill(lib, s, buf, d, threads=th))
    times = {k: [] for k in cases}
    cpu = {k: [] for k in cases}
    proc = {k: [] for k in cases}
    for _ in range(args.rounds):
        for k, f in cases.items():
            p0, c0, t0 = time.process_time(), time.thread_time(), time.perf_counter()
            f()
            times[k].append(time.perf_counter() - t0)
            cpu[k].append(time.thread_time() - c0)
            proc[k].append(time.process_time() - p0)
    med = {k: statistics.median(v) for k, v in times.items()}
    medc = {k: statistics.median(v) for k, v in cpu.items()}
    medp = {k: statistics.median(v) for k, v in proc.items()}
    gbs = {k: n * 8 / v / 1e9 for k, v in med.items()}
    cgbs = {k: n * 8 / max(v, 1e-9) / 1e9 for k, v in medc.items()}
    print(f"n = 2^{args.log2n} f64 ({n * 8 / 2**20:.0f} MiB), median of {args.rounds} interleaved rounds, "
          f"{os.cpu_count()} CPUs")
    print(f"memset: {gbs['memset']:.2f} GB/s wall, {cgbs['memset']:.2f} GB/s cpu")
    print(f"{'dist':<10} {'numpy':>6} {'1t':>6} {'2t':>6} {'numpy':>6} {'1t':>6} | {'1t/numpy':>8} "
          f"{'1t/numpy':>8} {'2t/1t':>6} {'2t work':>7} {'1t/memset':>9}")
    print(f"{'(GB/s)':<10} {'wall':>6} {'wall':>6} {'wall':>6} {'cpu':>6} {'cpu':>6} | {'wall':>8} "
          f"{'cpu':>8} {'wall':>6} {'cpu':>7} {'wall':>9}")
    for name in names.values():
        g1, g2, gn = gbs[f"hpcab {name} 1t"], gbs[f"hpcab {name} 2t"], gbs[f"numpy {name}"]
        c1, cn = cgbs[f"hpcab {name} 1t"], cgbs[f"numpy {name}"]
        work = medc[f"hpcab {name} 1t"] / max(medp[f"hpcab {name} 2t"], 1e-9)
        print(f"{name:<10} {gn:>6.2f} {g1:>6.2f} {g2:>6.2f} {cn:>6.2f} {c1:>6.2f} | {g1 / gn:>8.2f} "
              f"{c1 / cn:>8.2f} {g2 / g1:>6.2f} {work:>7.2f} {g1 / gbs['memset']:>9.2f}")


if __name__ == "__main__":
    main()
