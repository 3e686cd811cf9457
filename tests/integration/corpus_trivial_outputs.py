#!/usr/bin/env python3
"""A zero output and a constant output fail every kernel (issue 30.5): for each kernel and precision,
the reference is built and called in-process on correctness draws 1..3 (those hold edge values), and
each of its outputs is compared, with the judge's own check (hpcab_check_arrays, the band and the √ℓ
rule of the output), against all zeros and against a constant (one value for every draw: the output's
first element on the first draw).
A trivial answer (every output zero, or every output its constant) passes a kernel only when it passes
every one of those draws; such kernels are printed, one line each, with the answer that passed.

Usage: corpus_trivial_outputs.py [--precision P]... [--sample N] [--seed S] PATH...
  PATH: kernel directories, or directories searched for kernel.yaml. Exits 0 when no trivial output
  passes any kernel, 1 otherwise, 2 when a kernel cannot be tried (its line says why).
Needs HPCABENCH_LIB (the binding) and a C compiler; one process per kernel (a reference that crashes
ends its own process only).
"""
from __future__ import annotations

import argparse
import ctypes
import multiprocessing
import os
import pathlib
import random
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
DRAWS = (1, 2, 3)
SEED = bytes(range(32))


def kernel_dirs(paths):
    out = []
    for p in map(pathlib.Path, paths):
        if (p / "kernel.yaml").exists():
            out.append(p)
        else:
            out.extend(sorted(k.parent for k in p.rglob("kernel.yaml")))
    return out


def build_reference(kdir: pathlib.Path, precision: str, tmp: str) -> str:
    so = os.path.join(tmp, f"ref_{precision}.so")
    cmd = ["cc", "-O2", "-fPIC", "-shared", "-fopenmp", f"-I{ROOT / 'include'}",
           f"-DHPCAB_PREC_{precision.upper()}", str(kdir / "reference.c"), "-o", so, "-lm", "-lopenblas"]
    subprocess.run(cmd, check=True, capture_output=True)
    return so


def ctype_of(dtype: str):
    return {"f64": ctypes.c_double, "f32": ctypes.c_float, "i64": ctypes.c_int64, "i32": ctypes.c_int32,
            "u64": ctypes.c_uint64, "u32": ctypes.c_uint32, "i16": ctypes.c_int16, "u16": ctypes.c_uint16,
            "i8": ctypes.c_int8, "u8": ctypes.c_uint8, "bool": ctypes.c_uint8}[dtype]


def try_kernel(kdir: str, precisions) -> list[str]:
    """Lines for the trivial answers that pass kernel kdir (empty: none), or one 'cannot' line."""
    import numpy as np

    import hpcabench as hb
    from hpcabench.correctness import check
    m = hb.Manifest(kdir)
    lines = []
    with tempfile.TemporaryDirectory(prefix="hpcab-trivial-") as tmp:
        for prec in [p for p in m.precisions if p in precisions]:
            try:
                so = build_reference(pathlib.Path(kdir), prec, tmp)
            except subprocess.CalledProcessError as e:
                return [f"{m.id}: {prec}: cannot build the reference: {e.stderr.decode()[:200]}"]
            lib = ctypes.CDLL(so)
            fn = getattr(lib, m.symbol if hasattr(m, "symbol") else m.id.rsplit("/", 1)[-1])
            passes = {"zero": True, "constant": True}  # answer -> every output passed every draw so far
            compared = 0
            constant = {}  # output -> the constant answer: its first element on the first draw, fixed after
            for di in DRAWS:
                d = m.draw(SEED, di, "correctness", prec, initializers=lib)
                args = []
                for a in m.args:
                    if a.kind == "array":
                        args.append(ctypes.c_void_p(d.arrays[a.name].ctypes.data))
                    elif a.kind == "size":
                        args.append(ctypes.c_int64(d.sizes[a.name]))
                    else:
                        args.append(ctype_of(m.param_dtype(a.name, prec))(d.params[a.name]))
                fn.restype = None
                fn(*args)
                for name, spec in m.arrays.items():
                    if spec.intent not in ("out", "inout") or d.dtypes[name] in ("c64", "c128", "f16", "bf16"):
                        continue  # complex and half outputs: not tried here
                    ref = d.arrays[name]
                    if ref.size == 0:
                        continue
                    acc = m.accumulate(name, d.sizes) if spec.accumulate else 1
                    compared += 1
                    c = constant.setdefault(name, ref.flat[0])
                    for answer, got in (("zero", np.zeros_like(ref)), ("constant", np.full_like(ref, c))):
                        passes[answer] = passes[answer] and bool(check(ref, got, prec, acc))
                d.close()
            if not compared:
                continue  # no output of a kind tried here
            lines += [f"{m.id}: {prec}: a {answer} output (every output) passes correctness draws {DRAWS}"
                      for answer, ok in passes.items() if ok]
    return lines


def _worker(args):
    kdir, precisions = args
    try:
        return kdir, try_kernel(kdir, precisions), None
    except Exception as e:  # noqa: BLE001 - reported per kernel
        return kdir, [], f"{kdir}: cannot be tried: {type(e).__name__}: {e}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--precision", action="append", default=None)
    ap.add_argument("--sample", default="all")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--jobs", type=int, default=2)
    o = ap.parse_args(argv)
    dirs = kernel_dirs(o.paths)
    if o.sample != "all":
        seed = o.seed if o.seed is not None else random.randrange(1 << 30)
        print(f"sample {o.sample} of {len(dirs)} kernels, seed {seed}", flush=True)
        dirs = sorted(random.Random(seed).sample(dirs, min(int(o.sample), len(dirs))))
    precisions = tuple(o.precision or ("f64", "f32"))
    bad = cannot = 0
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(o.jobs, maxtasksperchild=1) as pool:
        for kdir, lines, err in pool.imap_unordered(_worker, [(str(d), precisions) for d in dirs]):
            for line in lines:
                print(line, flush=True)
            bad += bool(lines)
            if err:
                print(err, flush=True)
                cannot += 1
    print(f"{len(dirs)} kernels: {bad} passed by a trivial output, {cannot} could not be tried", flush=True)
    return 2 if cannot else 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
