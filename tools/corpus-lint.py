#!/usr/bin/env python3
"""corpus-lint: checks kernel manifests and references without the library's loader.

For every kernel directory (one holding kernel.yaml) under the given paths (default: kernels/):
  1. parses kernel.yaml and checks its keys and values against the manifest schema (DESIGN.md §4
     plus the binding schema decisions of issue 11);
  2. checks that `args` names every array, size and param exactly once;
  3. for each precision, writes the exact C prototype and compiles reference.c (and a baseline source,
     if any) with `gcc -std=c17 -O2 -Wall -Wextra -Werror -fPIC -shared -I include -DHPCAB_PREC_<P>
     -include <prototype header>`, so a prototype mismatch is a compile error;
  4. checks that random size draws meet the constraints often enough (1 in 20) and that the arrays fit
     in 4 GiB at the top of the ranges;
  5. runs the reference once at the test sizes on random inputs through a generated C harness built
     with -fsanitize=address,undefined (arrays allocated at their exact declared size), checks that
     intent-in arrays are unchanged and that a second run on the same inputs gives identical outputs.
With --time, instead builds the harness at -O3 at the top of each range and prints the reference's
single-threaded time for one call (every kernel should take 1 ms .. 2 s); tools/corpus-report gives
that figure through the library itself (hpcab_draw inputs, the sandboxed worker).

Usage: tools/corpus-lint.py [--time] [--jobs N] [--precision P] [--keep DIR] [PATH...]
Exit status: 0 when every kernel passes, 1 otherwise. Needs python3, PyYAML and gcc.
"""
import argparse
import ast
import concurrent.futures
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

TOP_KEYS = {"name", "title", "track", "dwarf", "level", "symbol", "precisions", "sizes", "constraints",
            "params", "arrays", "args", "cost", "reference", "baseline", "residencies", "reference_device",
            "baseline_device"}
REQUIRED = {"name", "track", "symbol", "precisions", "sizes", "arrays", "args", "reference"}
TRACKS = {"llr", "sc", "ml"}
DWARFS = {"dense_linear_algebra", "sparse_linear_algebra", "spectral_methods", "n_body_methods",
          "structured_grids", "unstructured_grids", "mapreduce", "combinational_logic", "graph_traversal",
          "dynamic_programming", "backtrack_branch_and_bound", "graphical_models", "finite_state_machines"}
PRECISIONS = {"f64", "f32", "f16", "bf16"}
DTYPES = {"f64", "f32", "f16", "bf16", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "bool",
          "c64", "c128", "real"}
PARAM_DTYPES = {"real", "f64", "f32", "i32", "i64"}
INTENTS = {"in", "out", "inout"}
PREC_MACRO = {"f64": "HPCAB_PREC_F64", "f32": "HPCAB_PREC_F32", "f16": "HPCAB_PREC_F16",
              "bf16": "HPCAB_PREC_BF16"}
CTYPE = {"f64": "double", "f32": "float", "f16": "uint16_t", "bf16": "uint16_t", "i8": "int8_t",
         "i16": "int16_t", "i32": "int32_t", "i64": "int64_t", "u8": "uint8_t", "u16": "uint16_t",
         "u32": "uint32_t", "u64": "uint64_t", "bool": "bool", "c64": "float _Complex",
         "c128": "double _Complex"}
DTYPE_ENUM = {t: "HPCAB_" + t.upper() for t in ["f64", "f32", "f16", "bf16", "i8", "i16", "i32", "i64", "u8", "u16",
                                                 "u32", "u64", "bool", "c64", "c128"]}
INTEGER = {"i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64"}


class LintError(Exception):
    pass


# ------------------------------------------------------------------ expressions
def evaluate(expr, env):
    """Evaluates a manifest expression (integer arithmetic, comparisons, and/or/not, min/max/abs)."""
    if isinstance(expr, bool):
        return int(expr)
    if isinstance(expr, int):
        return expr
    if not isinstance(expr, str):
        raise LintError(f"expression {expr!r} is neither an integer nor a string")
    try:
        tree = ast.parse(expr.strip(), mode="eval")
    except SyntaxError as e:
        raise LintError(f"expression {expr!r}: {e.msg}") from None

    def ev(n):
        if isinstance(n, ast.Expression):
            return ev(n.body)
        if isinstance(n, ast.Constant) and isinstance(n.value, int):
            return int(n.value)
        if isinstance(n, ast.Name):
            if n.id not in env:
                raise LintError(f"expression {expr!r}: unknown symbol {n.id}")
            return env[n.id]
        if isinstance(n, ast.BinOp):
            a, b = ev(n.left), ev(n.right)
            if isinstance(n.op, ast.Add):
                return a + b
            if isinstance(n.op, ast.Sub):
                return a - b
            if isinstance(n.op, ast.Mult):
                return a * b
            if isinstance(n.op, (ast.Div, ast.FloorDiv, ast.Mod)):
                if b == 0:
                    raise LintError(f"expression {expr!r}: division by zero")
                q = abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1)
                return q if not isinstance(n.op, ast.Mod) else a - b * q
            if isinstance(n.op, ast.Pow):
                if b < 0:
                    raise LintError(f"expression {expr!r}: negative exponent")
                return a ** b
        if isinstance(n, ast.UnaryOp):
            v = ev(n.operand)
            if isinstance(n.op, ast.USub):
                return -v
            if isinstance(n.op, ast.UAdd):
                return v
            if isinstance(n.op, ast.Not):
                return int(not v)
        if isinstance(n, ast.BoolOp):
            vals = [ev(v) for v in n.values]
            return int(all(vals)) if isinstance(n.op, ast.And) else int(any(vals))
        if isinstance(n, ast.Compare):
            left = ev(n.left)
            for op, right in zip(n.ops, n.comparators):
                r = ev(right)
                ok = {ast.Eq: left == r, ast.NotEq: left != r, ast.Lt: left < r, ast.LtE: left <= r,
                      ast.Gt: left > r, ast.GtE: left >= r}.get(type(op))
                if ok is None:
                    raise LintError(f"expression {expr!r}: unsupported comparison")
                if not ok:
                    return 0
                left = r
            return 1
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in ("min", "max", "abs") \
                and not n.keywords:
            args = [ev(a) for a in n.args]
            if n.func.id == "abs" and len(args) == 1:
                return abs(args[0])
            if n.func.id in ("min", "max") and len(args) >= 2:
                return min(args) if n.func.id == "min" else max(args)
        raise LintError(f"expression {expr!r}: unsupported syntax {ast.dump(n)[:40]}")
    return ev(tree)


def expr_symbols(expr):
    if not isinstance(expr, str):
        return set()
    try:
        return {n.id for n in ast.walk(ast.parse(expr.strip(), mode="eval")) if isinstance(n, ast.Name)} - {
            "min", "max", "abs"}
    except SyntaxError:
        return set()


# ------------------------------------------------------------------ manifest checks
def check_keys(where, d, allowed):
    if not isinstance(d, dict):
        raise LintError(f"{where}: expected a mapping")
    bad = set(d) - allowed
    if bad:
        raise LintError(f"{where}: unknown key(s) {sorted(bad)} (allowed: {sorted(allowed)})")


def kernel_id(kdir):
    rel = os.path.relpath(kdir, os.path.join(TOP, "kernels"))
    return rel if not rel.startswith("..") else None


def load_manifest(kdir):
    path = os.path.join(kdir, "kernel.yaml")
    with open(path) as f:
        m = yaml.safe_load(f)
    check_keys("kernel.yaml", m, TOP_KEYS)
    missing = REQUIRED - set(m)
    if missing:
        raise LintError(f"missing key(s) {sorted(missing)}")
    kid = kernel_id(kdir)
    if kid is not None and os.path.basename(kid) != m["name"]:
        raise LintError(f"name {m['name']!r} differs from the directory {kid}")
    if m["track"] not in TRACKS:
        raise LintError(f"track {m['track']!r} not one of {sorted(TRACKS)}")
    dwarf = m.get("dwarf")
    if m["track"] == "sc":
        if dwarf not in DWARFS:
            raise LintError(f"dwarf {dwarf!r} not one of the 13 dwarfs")
        if kid is not None and kid.split("/")[:2] != ["sc", dwarf]:
            raise LintError(f"sc kernel with dwarf {dwarf} must live under kernels/sc/{dwarf}/")
    elif dwarf is not None:
        raise LintError("dwarf is for sc kernels only")
    if kid is not None and kid.split("/")[0] != m["track"]:
        raise LintError(f"track {m['track']} but directory {kid}")
    if "level" in m and m["level"] not in (1, 2, 3):
        raise LintError("level must be 1, 2 or 3")
    if not re.fullmatch(r"[A-Za-z_]\w*", str(m["symbol"])):
        raise LintError("symbol is not a C identifier")
    precs = m["precisions"]
    if not isinstance(precs, list) or not precs or set(precs) - PRECISIONS or len(set(precs)) != len(precs):
        raise LintError(f"precisions {precs!r}: a list of distinct f64 f32 f16 bf16")
    sizes = m["sizes"] or {}
    check_keys("sizes", sizes, set(sizes))
    for sn, sv in sizes.items():
        check_keys(f"sizes.{sn}", sv, {"range", "test", "values", "expr"})
        kinds = [k for k in ("range", "values", "expr") if k in sv]
        if len(kinds) != 1:
            raise LintError(f"sizes.{sn}: exactly one of range, values, expr")
        if "range" in sv:
            r = sv["range"]
            if not (isinstance(r, list) and len(r) == 2 and all(isinstance(x, int) for x in r) and 1 <= r[0] <= r[1]):
                raise LintError(f"sizes.{sn}.range must be [lo, hi] integers, 1 <= lo <= hi")
            if "test" not in sv or not (r[0] <= sv["test"] <= r[1]):
                raise LintError(f"sizes.{sn}: a range needs test inside it")
        if "values" in sv:
            v = sv["values"]
            if not (isinstance(v, list) and v and all(isinstance(x, int) for x in v)):
                raise LintError(f"sizes.{sn}.values must be a non-empty list of integers")
            if "test" in sv and sv["test"] not in v:
                raise LintError(f"sizes.{sn}.test not among values")
        if "expr" in sv and "test" in sv:
            raise LintError(f"sizes.{sn}: a derived size has no test")
    params = m.get("params") or {}
    for pn, pv in params.items():
        check_keys(f"params.{pn}", pv, {"dtype", "range", "value"})
        if pv.get("dtype", "real") not in PARAM_DTYPES:
            raise LintError(f"params.{pn}.dtype must be one of {sorted(PARAM_DTYPES)}")
        if ("range" in pv) == ("value" in pv):
            raise LintError(f"params.{pn}: exactly one of range, value")
    arrays = m["arrays"]
    check_keys("arrays", arrays, set(arrays))
    for an, av in arrays.items():
        check_keys(f"arrays.{an}", av, {"dtype", "shape", "intent", "init", "accumulate"})
        for k in ("dtype", "shape", "intent"):
            if k not in av:
                raise LintError(f"arrays.{an}: missing {k}")
        if av["dtype"] not in DTYPES:
            raise LintError(f"arrays.{an}.dtype {av['dtype']!r} unknown")
        if av["intent"] not in INTENTS:
            raise LintError(f"arrays.{an}.intent must be in, out or inout")
        if "accumulate" in av and av["intent"] == "in":
            raise LintError(f"arrays.{an}: accumulate only on out/inout")
        if "init" in av and av["intent"] == "out":
            raise LintError(f"arrays.{an}: init only on in/inout")
        if not isinstance(av["shape"], list) or not av["shape"]:
            raise LintError(f"arrays.{an}.shape must be a non-empty list")
        if "init" in av:
            check_init(an, av, arrays)
    names = list(arrays) + list(sizes) + list(params)
    if len(set(names)) != len(names):
        raise LintError("an array, size and param share a name")
    args = m["args"]
    if sorted(args) != sorted(names) or len(set(args)) != len(args):
        raise LintError(f"args {args} must name every array, size and param exactly once ({sorted(names)})")
    if "cost" in m:
        check_keys("cost", m["cost"], {"bytes", "flops"})
    if "constraints" in m and not isinstance(m["constraints"], list):
        raise LintError("constraints must be a list of expressions")
    for fn in [m["reference"]] + ([m["baseline"]] if m.get("baseline", "reference") != "reference" else []):
        if not os.path.isfile(os.path.join(kdir, fn)):
            raise LintError(f"source {fn} not found")
    check_residencies(m, kdir)
    return m


def check_residencies(m, kdir):
    """residencies (a list of distinct host/device, default [host]); with device, reference_device (a .cu or
    .hip file of the kernel directory) and optionally baseline_device; neither without device."""
    res = m.get("residencies", ["host"])
    if not isinstance(res, list) or not res or set(res) - {"host", "device"} or len(set(res)) != len(res):
        raise LintError(f"residencies {res!r}: a non-empty list of distinct host, device")
    device = "device" in res
    for key in ("reference_device", "baseline_device"):
        if key in m and not device:
            raise LintError(f"{key} needs 'device' in residencies")
    if device and "reference_device" not in m:
        raise LintError("a kernel with device residency needs reference_device")
    for key in ("reference_device", "baseline_device"):
        fn = m.get(key)
        if fn is None or (key == "baseline_device" and fn in ("reference", "reference_device")):
            continue
        if not isinstance(fn, str) or os.path.splitext(fn)[1] not in (".cu", ".hip"):
            raise LintError(f"{key} {fn!r} must be a .cu or .hip source")
        if not os.path.isfile(os.path.join(kdir, fn)):
            raise LintError(f"source {fn} not found")


def check_init(an, av, arrays):
    init = av["init"]
    if init in ("permutation", "spd", "diag_dominant", "zeros"):
        if init == "permutation" and (len(av["shape"]) != 1 or av["dtype"] not in INTEGER):
            raise LintError(f"arrays.{an}: permutation needs a 1-D integer array")
        if init in ("spd", "diag_dominant") and (len(av["shape"]) != 2 or av["dtype"] in INTEGER):
            raise LintError(f"arrays.{an}: {init} needs a square 2-D real array")
        return
    if not isinstance(init, dict):
        raise LintError(f"arrays.{an}.init {init!r} unknown")
    if "dist" in init or "domain" in init:
        check_keys(f"arrays.{an}.init", init, {"dist", "domain"})
        if init.get("dist", "uniform") not in ("uniform", "normal", "lognormal"):
            raise LintError(f"arrays.{an}.init.dist unknown")
        dom = init.get("domain", "positive")
        if dom not in ("positive", "nonneg", "negative") and not (
                isinstance(dom, list) and len(dom) == 2 and dom[0] <= dom[1]):
            raise LintError(f"arrays.{an}.init.domain must be positive, nonneg, negative or [lo, hi]")
    elif "index" in init:
        check_keys(f"arrays.{an}.init", init, {"index"})
        if av["dtype"] not in INTEGER:
            raise LintError(f"arrays.{an}: index init needs an integer array")
    elif "csr" in init:
        check_keys(f"arrays.{an}.init", init, {"csr", "matrix", "rows", "cols"})
        if init["csr"] not in ("rowptr", "colidx", "values"):
            raise LintError(f"arrays.{an}.init.csr must be rowptr, colidx or values")
        for k in ("matrix", "rows", "cols"):
            if k not in init:
                raise LintError(f"arrays.{an}.init: csr needs {k}")
        parts = {a2: v2["init"]["csr"] for a2, v2 in arrays.items()
                 if isinstance(v2.get("init"), dict) and v2["init"].get("matrix") == init["matrix"]}
        if sorted(parts.values()) not in (["colidx", "rowptr", "values"], ["colidx", "rowptr"]):
            raise LintError(f"csr matrix {init['matrix']}: needs one rowptr, one colidx and at most one values array")
    elif "function" in init:
        check_keys(f"arrays.{an}.init", init, {"function"})
    else:
        raise LintError(f"arrays.{an}.init {init!r} unknown")


def resolve_sizes(m, pick):
    """Size values: pick(name, spec) for drawn sizes, then derived ones; constraints must hold."""
    env = {}
    derived = {}
    for sn, sv in m["sizes"].items():
        if "expr" in sv:
            derived[sn] = sv["expr"]
        else:
            env[sn] = pick(sn, sv)
    for _ in range(len(derived) + 1):
        for sn, e in list(derived.items()):
            if expr_symbols(e) <= set(env):
                env[sn] = evaluate(e, env)
                del derived[sn]
    if derived:
        raise LintError(f"derived sizes {sorted(derived)} depend on unknown or circular symbols")
    return env


def check_draws(m, tries=400):
    """Random draws (log-uniform ranges, uniform values) must meet the constraints often enough for the
    judge's bounded rejection sampling: at least 1 in 20."""
    import random
    rnd = random.Random(1)

    def pick(sn, sv):
        if "values" in sv:
            return rnd.choice(sv["values"])
        lo, hi = sv["range"]
        return int(round(math.exp(rnd.uniform(math.log(lo), math.log(hi)))))
    ok = sum(constraints_hold(m, resolve_sizes(m, pick)) for _ in range(tries))
    if ok * 20 < tries:
        raise LintError(f"only {ok} of {tries} random size draws satisfy the constraints")


FOOTPRINT_MAX = 4 << 30  # bytes of all arrays at the top of the ranges


def footprint(m, env, prec="f64"):
    size = {"f64": 8, "f32": 4, "f16": 2, "bf16": 2, "i8": 1, "u8": 1, "bool": 1, "i16": 2, "u16": 2,
            "i32": 4, "u32": 4, "i64": 8, "u64": 8, "c64": 8, "c128": 16}
    total = 0
    for av in m["arrays"].values():
        n = 1
        for dim in av["shape"]:
            n *= evaluate(dim, env)
        total += n * size[prec if av["dtype"] == "real" else av["dtype"]]
    return total


def constraints_hold(m, env):
    return all(evaluate(c, env) for c in m.get("constraints") or [])


def test_sizes(m):
    env = resolve_sizes(m, lambda sn, sv: sv.get("test", sv["values"][0] if "values" in sv else None))
    if not constraints_hold(m, env):
        raise LintError(f"constraints {m.get('constraints')} fail at the test sizes {env}")
    return env


def top_sizes(m):
    """The top of every range (values: largest), stepping ranges down until the constraints hold."""
    ranged = [sn for sn, sv in m["sizes"].items() if "range" in sv]
    base = {sn: (max(sv["values"]) if "values" in sv else sv["range"][1]) for sn, sv in m["sizes"].items()
            if "expr" not in sv}
    for step in range(0, 4096):
        env0 = dict(base)
        for sn in ranged:
            env0[sn] = max(m["sizes"][sn]["range"][0], base[sn] - step)
        env = resolve_sizes(m, lambda sn, sv: env0[sn])
        if constraints_hold(m, env):
            return env
    raise LintError("no sizes near the top of the ranges satisfy the constraints")


# ------------------------------------------------------------------ C generation
def c_type(dtype, prec):
    return CTYPE[prec if dtype == "real" else dtype]


def prototype(m, prec):
    parts = []
    arrays, params = m["arrays"], m.get("params") or {}
    for a in m["args"]:
        if a in arrays:
            av = arrays[a]
            const = "const " if av["intent"] == "in" else ""
            parts.append(f"{const}{c_type(av['dtype'], prec)} *restrict {a}")
        elif a in m["sizes"]:
            parts.append(f"int64_t {a}")
        else:
            parts.append(f"{c_type(params[a].get('dtype', 'real'), prec)} {a}")
    return f"void {m['symbol']}({', '.join(parts)});"


HARNESS_HEAD = r"""
#define _POSIX_C_SOURCE 200809L
#include "hpcab/kernel.h"
#include "hpcab/rng.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static inline uint64_t rng_u64(void)
{
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
static inline uint64_t rng_next(void *unused) { (void)unused; return rng_u64(); }
static inline double rng_unit(void) { return (double)(rng_u64() >> 11) * 0x1p-53; }
static inline uint64_t harness_next_u64(void *state) { (void)state; return rng_u64(); }
static inline double rng_normal(void)
{
  double u = rng_unit(), v = rng_unit();
  return sqrt(-2.0 * log(u + 1e-300)) * cos(6.283185307179586 * v);
}
/* dist: 0 uniform [-1,1), 1 normal, 2 lognormal; dom: 0 any, 1 positive, 2 nonneg, 3 negative, 4 [lo, hi] */
static inline double draw(int dist, int dom, double lo, double hi)
{
  if (dom == 4) return lo + (hi - lo) * rng_unit();
  double v = dist == 0 ? 2.0 * rng_unit() - 1.0 : dist == 1 ? rng_normal() : exp(rng_normal());
  if (dom == 1) return fabs(v) + 1e-3;
  if (dom == 2) return fabs(v);
  if (dom == 3) return -fabs(v) - 1e-3;
  return v;
}
static inline void *xalloc(size_t bytes)
{
  void *p = malloc(bytes ? bytes : 1);
  if (!p) { fprintf(stderr, "harness: out of memory\n"); exit(3); }
  return p;
}
static inline void permutation(int64_t *out, int64_t n)
{
  for (int64_t i = 0; i < n; i++) out[i] = i;
  for (int64_t i = n - 1; i > 0; i--) {
    int64_t j = (int64_t)(rng_u64() % (uint64_t)(i + 1)), t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
}
static inline int cmp_i64(const void *a, const void *b)
{
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}
/* CSR pattern: every row gets nnz/rows or +1 entries, distinct sorted columns. */
static inline void csr_pattern(int64_t rows, int64_t cols, int64_t nnz, int64_t *rowptr, int64_t *colidx)
{
  int64_t *pool = xalloc(sizeof(int64_t) * (size_t)cols), k = 0;
  for (int64_t r = 0; r < rows; r++) {
    int64_t cnt = nnz / rows + (r < nnz % rows ? 1 : 0);
    if (cnt > cols) { fprintf(stderr, "harness: csr row longer than cols\n"); exit(3); }
    rowptr[r] = k;
    if (cnt * 4 <= cols) { /* sparse row: rejection sampling of distinct columns */
      for (int64_t t = 0; t < cnt;) {
        int64_t c = (int64_t)(rng_u64() % (uint64_t)cols), dup = 0;
        for (int64_t u = 0; u < t; u++) dup |= pool[u] == c;
        if (!dup) pool[t++] = c;
      }
    } else { /* dense row: partial Fisher-Yates over all columns */
      for (int64_t c = 0; c < cols; c++) pool[c] = c;
      for (int64_t t = 0; t < cnt; t++) {
        int64_t j = t + (int64_t)(rng_u64() % (uint64_t)(cols - t)), tmp = pool[t];
        pool[t] = pool[j];
        pool[j] = tmp;
      }
    }
    qsort(pool, (size_t)cnt, sizeof(int64_t), cmp_i64);
    for (int64_t t = 0; t < cnt; t++) colidx[k++] = pool[t];
  }
  rowptr[rows] = k;
  free(pool);
}
/* Square matrix: symmetric (spd) or not (diag_dominant), off-diagonal uniform [-1,1), diagonal n + 1. */
static inline void dominant(double *out, int64_t n, int symmetric)
{
  for (int64_t i = 0; i < n; i++)
    for (int64_t j = 0; j < n; j++)
      if (!symmetric || j <= i) out[i * n + j] = i == j ? (double)n + 1.0 : 2.0 * rng_unit() - 1.0;
  if (symmetric)
    for (int64_t i = 0; i < n; i++)
      for (int64_t j = i + 1; j < n; j++) out[i * n + j] = out[j * n + i];
}
static inline double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}
"""


def store_real(dtype, prec, ptr, idx, val):
    t = prec if dtype == "real" else dtype
    if t in ("f16", "bf16"):
        fn = "hpcab_kernel_f32_to_f16" if t == "f16" else "hpcab_kernel_f32_to_bf16"
        return f"{ptr}[{idx}] = {fn}((float)({val}));"
    if t in INTEGER:
        return f"{ptr}[{idx}] = ({CTYPE[t]})llround({val});"
    if t == "bool":
        return f"{ptr}[{idx}] = ({val}) > 0;"
    return f"{ptr}[{idx}] = ({CTYPE[t]})({val});"


def harness(m, prec, env, timing):
    """C source of a main() that fills the arrays, calls the kernel and checks what it can."""
    arrays, params = m["arrays"], m.get("params") or {}
    sym = m["symbol"]
    lines = [HARNESS_HEAD, prototype(m, prec), "", "int main(void)", "{"]
    for sn, v in env.items():
        lines.append(f"  const int64_t {sn} = {v}LL; (void){sn};")
    counts = {}
    for an, av in arrays.items():
        n = 1
        for dim in av["shape"]:
            n *= evaluate(dim, env)
        if n < 0:
            raise LintError(f"arrays.{an}: negative shape at sizes {env}")
        counts[an] = n
        ct = c_type(av["dtype"], prec)
        lines.append(f"  const size_t n_{an} = {n}u;")
        lines.append(f"  {ct} *{an} = xalloc(sizeof({ct}) * n_{an});")
        lines.append(f"  {ct} *{an}_copy = xalloc(sizeof({ct}) * n_{an});")
    csr_done, filled = set(), set()
    for an, av in arrays.items():
        init = av.get("init")
        t = prec if av["dtype"] == "real" else av["dtype"]
        if av["intent"] != "out":
            filled.add(an)
        if av["intent"] == "out":
            lines.append(f"  memset({an}, 0xA5, sizeof(*{an}) * n_{an});")
            continue
        if init == "permutation":
            lines.append(f"  {{ int64_t *p = xalloc(8 * n_{an}); permutation(p, (int64_t)n_{an});")
            lines.append(f"    for (size_t i = 0; i < n_{an}; i++) {{ {an}[i] = ({CTYPE[t]})p[i]; }}")
            lines.append("    free(p); }")
        elif init == "zeros":
            lines.append(f"  memset({an}, 0, sizeof(*{an}) * n_{an});")
        elif init in ("spd", "diag_dominant"):
            nn = evaluate(av["shape"][0], env)
            if evaluate(av["shape"][1], env) != nn:
                raise LintError(f"arrays.{an}: {init} needs a square shape")
            lines.append(f"  {{ double *t = xalloc(8 * n_{an}); dominant(t, {nn}, {1 if init == 'spd' else 0});")
            lines.append(f"    for (size_t i = 0; i < n_{an}; i++) {{ {store_real(av['dtype'], prec, an, 'i', 't[i]')} }}")
            lines.append("    free(t); }")
        elif isinstance(init, dict) and "index" in init:
            bound = evaluate(init["index"], env)
            if bound < 1:
                raise LintError(f"arrays.{an}: index bound {bound} < 1")
            lines.append(f"  for (size_t i = 0; i < n_{an}; i++) {an}[i] = ({CTYPE[t]})(rng_u64() % {bound}u);")
        elif isinstance(init, dict) and "csr" in init:
            mat = init["matrix"]
            if mat in csr_done:
                continue
            csr_done.add(mat)
            parts = {v2["init"]["csr"]: a2 for a2, v2 in arrays.items()
                     if isinstance(v2.get("init"), dict) and v2["init"].get("matrix") == mat}
            rows, cols = evaluate(init["rows"], env), evaluate(init["cols"], env)
            rp, ci, va = parts["rowptr"], parts["colidx"], parts.get("values")
            if counts[rp] != rows + 1 or (va is not None and counts[ci] != counts[va]):
                raise LintError(f"csr {mat}: rowptr must have rows+1 entries and colidx/values the same length")
            nnz = counts[ci]
            lines.append(f"  {{ int64_t *rp = xalloc(8 * ({rows} + 1)), *ci = xalloc(8 * ({nnz} + 1));")
            lines.append(f"    csr_pattern({rows}, {cols}, {nnz}, rp, ci);")
            lines.append(f"    for (int64_t i = 0; i <= {rows}; i++) {rp}[i] = rp[i];")
            lines.append(f"    for (int64_t i = 0; i < {nnz}; i++) {ci}[i] = ci[i];")
            if va is not None:
                lines.append(f"    for (int64_t i = 0; i < {nnz}; i++) {{ {store_real(arrays[va]['dtype'], prec, va, 'i', 'draw(1, 0, 0, 0)')} }}")
            lines.append("    free(rp); free(ci); }")
        elif isinstance(init, dict) and "function" in init:
            # a custom initializer: called like the library does (hpcab_init_ctx of hpcab/rng.h), with
            # the sizes, every array filled so far (NULL for the others) and this harness's generator
            fn, names = init["function"], list(arrays)
            sn = list(env)
            lines.append(f"  {{ extern int {fn}(const hpcab_init_ctx *);")
            lines.append(f"    static const char *const sn[] = {{{', '.join(f'{chr(34)}{x}{chr(34)}' for x in sn)}}};")
            lines.append(f"    static const int64_t sv[] = {{{', '.join(f'{env[x]}LL' for x in sn)}}};")
            lines.append(f"    static const char *const an[] = {{{', '.join(f'{chr(34)}{x}{chr(34)}' for x in names)}}};")
            ptrs = [x if (x == an or (x in filled)) else "NULL" for x in names]
            lines.append(f"    void *const ap[] = {{{', '.join(ptrs)}}};")
            dts = [DTYPE_ENUM[prec if arrays[x]['dtype'] == 'real' else arrays[x]['dtype']] for x in names]
            lines.append(f"    static const hpcab_dtype ad[] = {{{', '.join(dts)}}};")
            lines.append(f"    const size_t ac[] = {{{', '.join(f'n_{x}' for x in names)}}};")
            lines.append(f"    const hpcab_init_ctx ctx = {{sizeof(hpcab_init_ctx), {len(sn)}, sn, sv, {len(names)}, an, ap, ad, ac,"
                         f" {names.index(an)}, rng_next, NULL}};")
            lines.append(f'    if ({fn}(&ctx)) {{ fprintf(stderr, "harness: initializer {fn} failed\\n"); exit(3); }} }}')
        else:
            dist, dom, lo, hi = 1, 0, 0.0, 0.0
            if isinstance(init, dict):
                dist = {"uniform": 0, "normal": 1, "lognormal": 2}[init.get("dist", "uniform")]
                d = init.get("domain")
                if d is None:
                    dom = 0
                elif isinstance(d, list):
                    dom, lo, hi = 4, float(d[0]), float(d[1])
                else:
                    dom = {"positive": 1, "nonneg": 2, "negative": 3}[d]
            if t in INTEGER and dom == 0:
                dom, lo, hi = 4, 0.0, 100.0
            lines.append(f"  for (size_t i = 0; i < n_{an}; i++) {{ {store_real(av['dtype'], prec, an, 'i', f'draw({dist}, {dom}, {lo!r}, {hi!r})')} }}")
    pvals = []
    for pn, pv in params.items():
        ct = c_type(pv.get("dtype", "real"), prec)
        v = pv["value"] if "value" in pv else (pv["range"][0] + pv["range"][1]) / 2
        if pv.get("dtype", "real") in ("i32", "i64"):
            lines.append(f"  const {ct} {pn} = ({ct}){int(v)};")
        elif ct == "uint16_t":
            fn = "hpcab_kernel_f32_to_f16" if prec == "f16" else "hpcab_kernel_f32_to_bf16"
            lines.append(f"  const {ct} {pn} = {fn}((float){float(v)!r});")
        else:
            lines.append(f"  const {ct} {pn} = ({ct}){float(v)!r};")
        pvals.append(pn)
    call = f"{sym}({', '.join(m['args'])});"
    # save inputs (all non-out arrays) to restore for the second run
    for an in arrays:
        lines.append(f"  memcpy({an}_copy, {an}, sizeof(*{an}) * n_{an});")
    if timing:
        lines += ["  double best = 1e30;", "  for (int rep = 0; rep < 3; rep++) {"]
        for an, av in arrays.items():
            lines.append(f"    memcpy({an}, {an}_copy, sizeof(*{an}) * n_{an});")
        lines += ["    double t0 = now();", f"    {call}", "    double t1 = now();",
                  "    if (t1 - t0 < best) best = t1 - t0;", "    if (t1 - t0 > 1.0) break;", "  }",
                  '  printf("%.6f\\n", best);', "  return 0;", "}"]
        return "\n".join(lines) + "\n"
    lines.append(f"  {call}")
    lines.append("  int bad = 0;")
    for an, av in arrays.items():
        if av["intent"] == "in":
            lines.append(f'  if (memcmp({an}, {an}_copy, sizeof(*{an}) * n_{an})) {{ fprintf(stderr, "input {an} changed\\n"); bad = 1; }}')
    # second run from the same inputs: outputs must be bitwise identical
    for an, av in arrays.items():
        if av["intent"] != "in":
            ct = c_type(av["dtype"], prec)
            lines.append(f"  {ct} *{an}_first = xalloc(sizeof({ct}) * n_{an}); memcpy({an}_first, {an}, sizeof(*{an}) * n_{an});")
            lines.append(f"  memcpy({an}, {an}_copy, sizeof(*{an}) * n_{an});")
    lines.append(f"  {call}")
    for an, av in arrays.items():
        if av["intent"] != "in":
            lines.append(f'  if (memcmp({an}, {an}_first, sizeof(*{an}) * n_{an})) {{ fprintf(stderr, "output {an} differs between two runs\\n"); bad = 1; }}')
            lines.append(f"  free({an}_first);")
    for an in arrays:
        lines.append(f"  free({an}); free({an}_copy);")
    lines += ["  return bad;", "}"]
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ driver
def run(cmd, cwd=None, timeout=300):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    return p.returncode, (p.stdout + p.stderr).strip()


def extra_libs(m, kdir, src):
    text = open(os.path.join(kdir, src)).read()
    libs = ["-lm"]
    if "cblas" in text:
        libs.append("-lopenblas")
    return libs


def lint_kernel(kdir, opts):
    """Returns (kernel, ok, message)."""
    name = os.path.relpath(kdir, TOP)
    try:
        m = load_manifest(kdir)
        env = top_sizes(m) if opts.time else test_sizes(m)
        check_draws(m)
        top = top_sizes(m)
        fp = footprint(m, top, m["precisions"][0])
        if fp > FOOTPRINT_MAX:
            raise LintError(f"arrays take {fp / 2**30:.1f} GiB at the top of the ranges {top} (limit 4 GiB)")
        for an, av in m["arrays"].items():
            if "accumulate" in av and evaluate(av["accumulate"], top) < 1:
                raise LintError(f"arrays.{an}.accumulate is below 1 at {top}")
        for e in (m.get("cost") or {}).values():
            evaluate(e, env)
        for av in m["arrays"].values():
            if "accumulate" in av:
                evaluate(av["accumulate"], env)
        precs = [p for p in m["precisions"] if not opts.precision or p in opts.precision]
        msgs = []
        with tempfile.TemporaryDirectory(prefix="hpcab-lint-", dir=opts.keep) as tmp:
            for prec in precs:
                proto = os.path.join(tmp, f"proto_{prec}.h")
                with open(proto, "w") as f:
                    f.write("#include <stdbool.h>\n#include <stdint.h>\n" + prototype(m, prec) + "\n")
                srcs = [m["reference"]]
                if m.get("baseline", "reference") != "reference":
                    srcs.append(m["baseline"])
                base = ["gcc", "-std=c17", "-Wall", "-Wextra", "-Werror", "-I", os.path.join(TOP, "include"),
                        f"-D{PREC_MACRO[prec]}", "-include", proto]
                if not opts.time:
                    for src in srcs:
                        rc, out = run(base + ["-O2", "-fPIC", "-shared", os.path.join(kdir, src), "-o",
                                              os.path.join(tmp, f"{src}.{prec}.so")] + extra_libs(m, kdir, src))
                        if rc:
                            raise LintError(f"{src} [{prec}] does not compile:\n{out}")
                hsrc = os.path.join(tmp, f"harness_{prec}.c")
                with open(hsrc, "w") as f:
                    f.write(harness(m, prec, env, opts.time))
                exe = os.path.join(tmp, f"harness_{prec}")
                flags = ["-O3", "-march=native"] if opts.time else \
                    ["-O1", "-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
                rc, out = run(base[:-2] + flags + [hsrc, os.path.join(kdir, m["reference"]), "-o", exe]
                              + extra_libs(m, kdir, m["reference"]))
                if rc:
                    raise LintError(f"harness [{prec}] does not build:\n{out}")
                envv = dict(os.environ, ASAN_OPTIONS="detect_leaks=1", UBSAN_OPTIONS="halt_on_error=1",
                            OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1")
                p = subprocess.run([exe], capture_output=True, text=True, timeout=600, env=envv)
                if p.returncode:
                    raise LintError(f"reference run [{prec}] at sizes {env} failed:\n{(p.stdout + p.stderr)[-3000:]}")
                if opts.time:
                    msgs.append(f"{prec} {float(p.stdout.strip()) * 1e3:.3f} ms")
        if opts.time:
            return name, True, f"{' '.join(msgs)} at {env}"
        return name, True, ""
    except (LintError, yaml.YAMLError, OSError, subprocess.TimeoutExpired, KeyError, TypeError) as e:
        return name, False, f"{type(e).__name__ if not isinstance(e, LintError) else ''}{e}"


def find_kernels(paths):
    out = []
    for p in paths:
        p = os.path.abspath(p)
        if os.path.isfile(os.path.join(p, "kernel.yaml")):
            out.append(p)
            continue
        for root, dirs, files in os.walk(p):
            dirs.sort()
            if "kernel.yaml" in files:
                out.append(root)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="*", default=[os.path.join(TOP, "kernels")])
    ap.add_argument("--time", action="store_true", help="time one reference call at the top of each range")
    ap.add_argument("--jobs", "-j", type=int, default=2)
    ap.add_argument("--precision", action="append", help="only this precision (repeatable)")
    ap.add_argument("--keep", default=None, help="directory for the temporary build files")
    ap.add_argument("--quiet", "-q", action="store_true")
    opts = ap.parse_args()
    kernels = find_kernels(opts.paths)
    if not kernels:
        print("corpus-lint: no kernels found", file=sys.stderr)
        return 1
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as ex:
        for name, ok, msg in ex.map(lambda k: lint_kernel(k, opts), kernels):
            if not ok:
                failed += 1
                print(f"FAIL {name}: {msg}")
            elif opts.time or not opts.quiet:
                print(f"ok   {name}{(': ' + msg) if msg else ''}")
    print(f"corpus-lint: {len(kernels) - failed} of {len(kernels)} kernels pass")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
