#!/usr/bin/env python3
"""Benchmark (not a test) of the Python binding: what a wrapped call costs over the bare ctypes call,
and what the binding's array paths cost beside numpy doing the same work.

Prints medians over 7 runs, each run timing a fixed number of calls, as ns per call and as a ratio to
the bare ctypes call measured in the same run. Sections for modules the library does not have yet are
left out.
Run: HPCABENCH_LIB=build/lib/libhpcabench.so python3 tests/perf/bench_binding.py
"""
import ctypes
import pathlib
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bindings" / "python"))

import numpy as np  # noqa: E402

import hpcabench as hb  # noqa: E402

RUNS = 7


def per_call_ns(fn, n):
    """Median over RUNS of the time of one call of fn, timing n calls per run."""
    out = []
    for _ in range(RUNS):
        t0 = time.perf_counter_ns()
        for _ in range(n):
            fn()
        out.append((time.perf_counter_ns() - t0) / n)
    return statistics.median(out)


def table(title, rows, base):
    print(f"\n{title}")
    print(f"  {'call':<64} {'ns/call':>10} {'ratio':>8}")
    for name, ns in rows:
        print(f"  {name:<64} {ns:>10.0f} {ns / base:>8.2f}")


def overhead():
    dll = ctypes.CDLL(hb.library_path())
    raw = dll.hpcab_version_number
    raw.restype, raw.argtypes = ctypes.c_int, []
    m = hb.Manifest(ROOT / "tests" / "manifests" / "good" / "gemm")
    raw_level = dll.hpcab_manifest_level
    raw_level.restype, raw_level.argtypes = ctypes.c_int, [ctypes.c_void_p]
    h = m.handle
    raw_from_name = dll.hpcab_dtype_from_name
    raw_from_name.restype = ctypes.c_int
    raw_from_name.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)]
    out = ctypes.c_int()
    n = 200_000
    base = per_call_ns(raw, n)
    rows = [
        ("python function returning a constant", per_call_ns(lambda: 100, n)),
        ("bare ctypes: hpcab_version_number()", base),
        ("binding: hb.version_number()", per_call_ns(hb.version_number, n)),
        ("bare ctypes: hpcab_manifest_level(h)", per_call_ns(lambda: raw_level(h), n)),
        ("binding: Manifest.level (property)", per_call_ns(lambda: m.level, n)),
        ("bare ctypes: hpcab_dtype_from_name(b'f32', byref(out))",
         per_call_ns(lambda: raw_from_name(b"f32", ctypes.byref(out)), n)),
        ("binding: hb.dtype.code('f32') (status checked)", per_call_ns(lambda: hb.dtype.code("f32"), n)),
    ]
    table("Per-call overhead (ratio to the bare ctypes hpcab_version_number call)", rows, base)
    sizes = m.test_sizes()
    rows = [
        ("binding: Manifest.eval('NI * NJ + NK', Sizes)", per_call_ns(lambda: m.eval("NI * NJ + NK", sizes), 20_000)),
        ("binding: Manifest.draw_sizes('timed', 0, numpy Generator)",
         per_call_ns(lambda: m.draw_sizes("timed", 0, np.random.default_rng(1)), 2_000)),
        ("binding: Manifest.draw_sizes('timed', 0, hb.Stream)",
         per_call_ns(lambda: m.draw_sizes("timed", 0, hb.Stream.key(bytes(32), m.id, 0, "#sizes")), 2_000)),
    ]
    table("Wrapped calls with more work (ratio to the bare ctypes call)", rows, base)


def fills():
    """Array generation through the binding (the library writes numpy memory) beside numpy's own
    generator making arrays of the same law, size and dtype."""
    n = 1 << 20
    s = hb.Stream.key(bytes(range(32)), "llr/s000", 0, "a")
    g = np.random.default_rng(0)
    out64 = np.empty(n)
    out32 = np.empty(n, np.float32)
    reps = 1
    base = per_call_ns(lambda: g.random(n, out=out64), reps)
    rows = [
        ("numpy: Generator.random(n, out=f64)", base),
        ("binding: Stream.fill(uniform, f64, out=, threads=1)",
         per_call_ns(lambda: s.fill(dtype="f64", out=out64, threads=1), reps)),
        ("binding: Stream.fill(uniform, f64, out=, all threads)",
         per_call_ns(lambda: s.fill(dtype="f64", out=out64), reps)),
        ("numpy: Generator.standard_normal(n, out=f64)", per_call_ns(lambda: g.standard_normal(n, out=out64), reps)),
        ("binding: Stream.fill(normal, f64, out=, threads=1)",
         per_call_ns(lambda: s.fill(dtype="f64", dist="normal", out=out64, threads=1), reps)),
        ("numpy: Generator.random(n, dtype=f32, out=)", per_call_ns(lambda: g.random(n, np.float32, out=out32), reps)),
        ("binding: Stream.fill(uniform, f32, out=, threads=1)",
         per_call_ns(lambda: s.fill(dtype="f32", out=out32, threads=1), reps)),
        ("numpy: Generator.permutation(n)", per_call_ns(lambda: g.permutation(n), reps)),
        ("binding: Stream.permutation(n, i64)", per_call_ns(lambda: s.permutation(n), reps)),
    ]
    table(f"Array generation, n = {n} (ratio to numpy Generator.random(n) f64)", rows, base)


def mwu():
    """hb.mannwhitneyu beside scipy.stats.mannwhitneyu on the same samples (the judge's per-input test)."""
    try:
        from scipy import stats
    except ImportError:
        print("\n(Mann-Whitney beside scipy: left out, scipy is not installed)")
        return
    rng = np.random.default_rng(0)
    x, y = rng.normal(size=40), rng.normal(0.2, 1, size=40)
    n = 300
    base = per_call_ns(lambda: stats.mannwhitneyu(x, y, alternative="less"), n)
    rows = [
        ("scipy: mannwhitneyu(40 x 40, less, auto)", base),
        ("binding: hb.mannwhitneyu(40 x 40, less, auto)", per_call_ns(lambda: hb.mannwhitneyu(x, y, "less"), n)),
        ("scipy: mannwhitneyu(40 x 40, less, exact)",
         per_call_ns(lambda: stats.mannwhitneyu(x, y, alternative="less", method="exact"), n)),
        ("binding: hb.mannwhitneyu(40 x 40, less, exact)",
         per_call_ns(lambda: hb.mannwhitneyu(x, y, "less", "exact"), n)),
    ]
    table("Mann-Whitney U (ratio to scipy, method auto)", rows, base)


DRAW_MANIFEST = """\
name: bigdraw
track: llr
level: 1
symbol: bigdraw
precisions: [f64]
sizes:
  N: {{values: [{n}]}}
arrays:
  x: {{dtype: real, shape: [N], intent: in}}
  ip: {{dtype: i32, shape: [N], intent: in, init: permutation}}
args: [x, ip, N]
reference: reference.c
"""


def draws():
    """Manifest.draw(...).fill() of one f64 array (draws 0, 1, 2: uniform, normal, lognormal) and one i32
    permutation, beside numpy's default_rng making arrays of the same laws into preallocated buffers."""
    n = 1 << 20
    m = hb.Manifest.from_string(DRAW_MANIFEST.format(n=n), "bigdraw.yaml")
    seed = bytes(range(32))
    d = [m.draw(seed, i, "timed", fill=False) for i in range(3)]
    g = np.random.default_rng(0)
    b = np.empty(n)
    p = np.empty(n, np.int32)

    def np_uniform():
        g.random(out=b)
        np.multiply(b, 2, out=b)
        np.subtract(b, 1, out=b)

    def np_lognormal():
        g.standard_normal(out=b)
        np.multiply(b, 0.5, out=b)
        np.exp(b, out=b)

    def np_perm():
        p[:] = np.arange(n, dtype=np.int32)
        g.shuffle(p)

    base = per_call_ns(np_uniform, 1)
    rows = [
        ("numpy: uniform [-1, 1) into f64", base),
        ("binding: Draw.fill(['x']) draw 0 (uniform), threads=1", per_call_ns(lambda: d[0].fill(["x"], threads=1), 1)),
        ("binding: Draw.fill(['x']) draw 0 (uniform), all threads", per_call_ns(lambda: d[0].fill(["x"]), 1)),
        ("numpy: standard_normal into f64", per_call_ns(lambda: g.standard_normal(out=b), 1)),
        ("binding: Draw.fill(['x']) draw 1 (normal), threads=1", per_call_ns(lambda: d[1].fill(["x"], threads=1), 1)),
        ("numpy: lognormal(0, 0.5) into f64", per_call_ns(np_lognormal, 1)),
        ("binding: Draw.fill(['x']) draw 2 (lognormal), threads=1",
         per_call_ns(lambda: d[2].fill(["x"], threads=1), 1)),
        ("numpy: permutation of int32 (arange + shuffle)", per_call_ns(np_perm, 1)),
        ("binding: Draw.fill(['ip']) (permutation, i32)", per_call_ns(lambda: d[0].fill(["ip"]), 1)),
        ("numpy: all of draw 0 (uniform + permutation)", per_call_ns(lambda: (np_uniform(), np_perm()), 1)),
        ("binding: Draw.fill() all of draw 0, all threads", per_call_ns(lambda: d[0].fill(), 1)),
        ("binding: Manifest.draw(seed, 0) (handle + allocation + fill)",
         per_call_ns(lambda: m.draw(seed, 0, "timed"), 1)),
    ]
    table(f"Draw generation, N = {n} (ratio to numpy uniform f64)", rows, base)


def main():
    print(f"libhpcabench {hb.version()} at {hb.library_path()}; numpy {np.__version__}")
    overhead()
    fills()
    draws()
    mwu()


if __name__ == "__main__":
    main()
