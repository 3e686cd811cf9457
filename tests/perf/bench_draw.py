#!/usr/bin/env python3
"""Benchmark (not a timed test): hpcab_draw_fill of a large kernel's arrays (2^26 elements by default)
on 1 and 2 threads beside numpy's default_rng() making the same arrays, all in one run.

The kernel (a manifest written to a temporary directory) has N = 2^log2n and two input arrays:
x (f64, default init: draws 0, 1, 2 give uniform [-1, 1), normal(0, 1), lognormal(0, 0.5)) and
ip (i32, permutation). Each round runs every case once, interleaved, so machine load hits all alike;
the table shows medians over the rounds as seconds and as ratios numpy time / hpcab time (above 1:
hpcab is faster). The draw handles (sizes, params, BLAKE2b streams) are made outside the timing.

numpy cases, all writing into a preallocated buffer: uniform = rng.random(out=b); b *= 2; b -= 1;
normal = rng.standard_normal(out=b); lognormal = standard_normal(out=b); b *= 0.5; exp(b, out=b);
permutation = b[:] = arange(n); rng.shuffle(b).

    HPCABENCH_LIB=build/lib/libhpcabench.so python3 tests/perf/bench_draw.py [--log2n 26] [--rounds 3]
"""
import argparse
import ctypes
import os
import statistics
import tempfile
import time

import numpy as np

SEED = bytes(range(32))
F64, TEST, CORRECTNESS, TIMED = 1, 1, 2, 3

MANIFEST = """\
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


def library_path():
    path = os.environ.get("HPCABENCH_LIB")
    if path:
        return path
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "build", "lib", "libhpcabench.so")


def load():
    lib = ctypes.CDLL(library_path())
    vp = ctypes.c_void_p
    lib.hpcab_last_error.restype = ctypes.c_char_p
    lib.hpcab_manifest_load.argtypes = [ctypes.c_char_p, ctypes.POINTER(vp)]
    lib.hpcab_manifest_free.argtypes = [vp]
    lib.hpcab_draw_new.argtypes = [vp, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint64, ctypes.c_int, vp,
                                   ctypes.POINTER(vp)]
    lib.hpcab_draw_fill.argtypes = [vp, ctypes.c_size_t, vp, ctypes.c_uint]
    lib.hpcab_draw_free.argtypes = [vp]
    return lib


def check(lib, rc):
    if rc != 0:
        raise RuntimeError(lib.hpcab_last_error().decode())


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--log2n", type=int, default=26)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    n = 1 << args.log2n
    lib = load()
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "kernel.yaml"), "w") as f:
            f.write(MANIFEST.format(n=n))
        open(os.path.join(tmp, "reference.c"), "w").close()
        m = ctypes.c_void_p()
        check(lib, lib.hpcab_manifest_load(tmp.encode(), ctypes.byref(m)))
    draws = []
    for k in range(3):
        d = ctypes.c_void_p()
        check(lib, lib.hpcab_draw_new(m, F64, SEED, k, TEST, None, ctypes.byref(d)))
        draws.append(d)
    x = np.ones(n)  # touched once, so no case pays the page faults
    ip = np.ones(n, dtype=np.int32)
    rng = np.random.default_rng(12345)

    def np_uniform():
        rng.random(out=x)
        np.multiply(x, 2.0, out=x)
        np.subtract(x, 1.0, out=x)

    def np_lognormal():
        rng.standard_normal(out=x)
        np.multiply(x, 0.5, out=x)
        np.exp(x, out=x)

    def np_permutation():
        ip[:] = np.arange(n, dtype=np.int32)
        rng.shuffle(ip)

    rows = {"uniform": (0, 0, np_uniform), "normal": (1, 0, lambda: rng.standard_normal(out=x)),
            "lognormal": (2, 0, np_lognormal), "permutation": (0, 1, np_permutation)}
    cases = {}
    for name, (k, arr, npf) in rows.items():
        buf = ip if arr else x
        cases[f"numpy {name}"] = npf
        for t in (1, 2):
            cases[f"hpcab {name} {t}t"] = (lambda d=draws[k], a=arr, b=buf, th=t:
                                           check(lib, lib.hpcab_draw_fill(d, a, b.ctypes.data, th)))
    times = {c: [] for c in cases}
    for _ in range(args.rounds):
        for c, f in cases.items():
            t0 = time.perf_counter()
            f()
            times[c].append(time.perf_counter() - t0)
    med = {c: statistics.median(v) for c, v in times.items()}
    print(f"N = 2^{args.log2n} (x: f64 {n * 8 / 2**20:.0f} MiB, ip: i32 {n * 4 / 2**20:.0f} MiB), "
          f"median of {args.rounds} interleaved rounds, {os.cpu_count()} CPUs")
    print(f"{'array':<12} {'numpy s':>8} {'1t s':>8} {'2t s':>8} | {'numpy/1t':>8} {'numpy/2t':>8} {'1t/2t':>6}")
    for name in rows:
        tn, t1, t2 = med[f"numpy {name}"], med[f"hpcab {name} 1t"], med[f"hpcab {name} 2t"]
        print(f"{name:<12} {tn:>8.3f} {t1:>8.3f} {t2:>8.3f} | {tn / t1:>8.2f} {tn / t2:>8.2f} {t1 / t2:>6.2f}")
    for d in draws:
        lib.hpcab_draw_free(d)
    lib.hpcab_manifest_free(m)


if __name__ == "__main__":
    main()
