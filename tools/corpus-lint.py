#!/usr/bin/env python3
"""corpus-lint: checks the kernels of the corpus through the library's own manifest loader.

The C loader (lib/manifest/, reached through the Python binding) is the single source of truth for
the manifest schema: this tool never parses kernel.yaml itself. For every kernel directory (one
holding kernel.yaml) under the given paths (default: kernels/):
  1. loads the manifest with the library (hpcab_manifest_load): any schema error is the loader's,
     with its file:line:col;
  2. checks the corpus's own conventions (kernels under kernels/ only; a user's kernel need not follow
     them): the directory is
     kernels/<track>/<name> (sc kernels: kernels/sc/<dwarf>/<name>), the track is one of the shipped
     corpus's (llr, sc, ml) and an sc kernel names one of the 13 dwarfs; it holds spec.py and
     reference.f90 (whether they agree with reference.c is tools/corpus-spec-check.py's check);
  3. draws sizes with the library's sampler (correctness and timed purposes, 32 draws each) so that
     the constraints are met often enough for the judge's bounded rejection sampling, and computes
     the top corner of the ranges with hpcab_sizes_top: the arrays must fit in 4 GiB there, every
     accumulate length must be at least 1 and the cost expressions must evaluate;
  4. for each precision, compiles reference.c (and a baseline source, if any) with
     `gcc -std=c17 -O2 -Wall -Wextra -Werror -fPIC -shared -I include -DHPCAB_PREC_<P> -include
     <the library's prototype>`, so a prototype mismatch is a compile error;
  5. runs the reference once at the test sizes through a generated C harness built with
     -fsanitize=address,undefined and linked with the library, which draws the inputs (hpcab_draw_new;
     custom initializers are the harness's own, sanitized, copies) into allocations of their exact
     declared size; checks that intent-in arrays are unchanged and that a second run on the same
     inputs gives identical outputs.
tools/corpus-report times every reference at the top of its ranges (the 1 ms .. 2 s rule) and
`hpcab-judge validate` grades a kernel's reference against itself.

Usage: tools/corpus-lint.py [--jobs N] [--precision P] [--keep DIR] [--quiet] [PATH...]
Exit status: 0 when every kernel passes, 1 otherwise. Needs python3, numpy, gcc and a built library
(the binding finds build/lib/libhpcabench.so of this tree, or $HPCABENCH_LIB).
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(TOP, "bindings", "python"))
if "HPCABENCH_LIB" not in os.environ and os.path.exists(os.path.join(TOP, "build", "lib", "libhpcabench.so")):
    os.environ["HPCABENCH_LIB"] = os.path.join(TOP, "build", "lib", "libhpcabench.so")

import hpcabench as hb  # noqa: E402  (the path above first)

# The shipped corpus's vocabulary (a user's own corpus may use other tracks and dwarfs).
CORPUS_TRACKS = {"llr", "sc", "ml"}
DWARFS = {"dense_linear_algebra", "sparse_linear_algebra", "spectral_methods", "n_body_methods",
          "structured_grids", "unstructured_grids", "mapreduce", "combinational_logic", "graph_traversal",
          "dynamic_programming", "backtrack_branch_and_bound", "graphical_models", "finite_state_machines"}
PREC_MACRO = {"f64": "HPCAB_PREC_F64", "f32": "HPCAB_PREC_F32", "f16": "HPCAB_PREC_F16",
              "bf16": "HPCAB_PREC_BF16"}
CTYPE = {"f64": "double", "f32": "float", "f16": "uint16_t", "bf16": "uint16_t", "i8": "int8_t",
         "i16": "int16_t", "i32": "int32_t", "i64": "int64_t", "u8": "uint8_t", "u16": "uint16_t",
         "u32": "uint32_t", "u64": "uint64_t", "bool": "bool", "c64": "float _Complex",
         "c128": "double _Complex"}
FOOTPRINT_MAX = 4 << 30  # bytes of all arrays at the top of the ranges
SEED = bytes(range(32))  # not secret: the lint's inputs
DRAWS = 32


class LintError(Exception):
    pass


def kernel_id(kdir):
    rel = os.path.relpath(kdir, os.path.join(TOP, "kernels"))
    return rel if not rel.startswith("..") else None


def load(kdir):
    """The manifest as the library loads it (hb.Manifest); the loader's message on an error."""
    try:
        return hb.Manifest(kdir)
    except (hb.Error, OSError) as e:
        raise LintError(str(e)) from None


STATEMENTS = ("spec.py", "reference.f90")  # every corpus kernel's NumPy and Fortran statements (kernels/MANIFEST.md)


def check_statements_present(kdir):
    """A corpus kernel holds spec.py and reference.f90 beside reference.c (tools/corpus-spec-check.py
    checks that they agree with it)."""
    missing = [f for f in STATEMENTS if not os.path.isfile(os.path.join(kdir, f))]
    if missing:
        raise LintError("missing " + " and ".join(missing) + " (every corpus kernel states itself in NumPy and Fortran)")


def check_conventions(kdir, m):
    """The corpus's layout and vocabulary (not schema rules: those are the loader's)."""
    kid = kernel_id(kdir)
    if kid is None:  # a kernel outside the shipped corpus: its own tracks and dwarfs (the loader's rules)
        return
    check_statements_present(kdir)
    if m.track not in CORPUS_TRACKS:
        raise LintError(f"track {m.track!r} is not one of the corpus's {sorted(CORPUS_TRACKS)}")
    if m.track == "sc" and m.dwarf not in DWARFS:
        raise LintError(f"dwarf {m.dwarf!r} is not one of the 13 dwarfs")
    parts = kid.split("/")
    if parts[-1] != m.name:
        raise LintError(f"name {m.name!r} differs from the directory {kid}")
    if parts[0] != m.track:
        raise LintError(f"track {m.track} but directory {kid}")
    if m.track == "sc" and parts[:2] != ["sc", m.dwarf]:
        raise LintError(f"sc kernel with dwarf {m.dwarf} must live under kernels/sc/{m.dwarf}/")


def check_sizes(m):
    """Draws meet the constraints; the top corner fits and keeps every ℓ >= 1; cost evaluates."""
    for purpose in ("correctness", "timed"):
        for i in range(DRAWS):
            try:
                m.draw_sizes(purpose, i, i + 1)
            except hb.Error as e:
                raise LintError(f"{purpose} size draw {i}: {e}") from None
    try:
        top, _ = m.top_sizes(footprint_cap=(1 << 64) - 1)
    except hb.Error as e:
        raise LintError(f"the top of the ranges: {e}") from None
    widest = max(m.precisions, key=hb.dtype.itemsize)
    fp = m.footprint(top, widest)
    if fp > FOOTPRINT_MAX:
        raise LintError(f"arrays take {fp / 2**30:.1f} GiB at the top of the ranges {dict(top)} (limit 4 GiB)")
    for name, spec in m.arrays.items():
        if spec.accumulate is not None and m.accumulate(name, top) < 1:
            raise LintError(f"arrays.{name}.accumulate is below 1 at {dict(top)}")
    m.cost_at(top)
    return top


def run(cmd, timeout=300):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    return p.returncode, (p.stdout + p.stderr).strip()


def extra_libs(src):
    libs = ["-lm"]
    if "cblas" in open(src).read():
        libs.append("-lopenblas")
    return libs


def c_type(dtype, prec):
    return CTYPE[prec if dtype == "real" else dtype]


def harness(m, kdir, prec):
    """C source of a main() that draws the test-size inputs with the library (hpcab_draw_new; custom
    initializers resolved in this executable, which holds the reference built with the sanitizers),
    fills them into exact-size allocations, calls the kernel twice from the same inputs and checks
    what it can. Exit 3 when the library refuses the draw (its message on stderr)."""
    arrays, sizes, params = list(m.arrays), list(m.sizes), list(m.params)
    seed = ", ".join(str(b) for b in SEED)
    L = ['#define _GNU_SOURCE', '#include <dlfcn.h>', '#include <stdio.h>', '#include <stdlib.h>', '#include <string.h>',
         '#include "hpcab.h"', '#include "hpcab/kernel.h"', m.prototype(prec), "",
         "static void *lint_resolve(void *ctx, const char *symbol) { (void)ctx; return dlsym(RTLD_DEFAULT, symbol); }",
         "static void lint_die(const char *what) { fprintf(stderr, \"harness: %s: %s\\n\", what, hpcab_last_error()); exit(3); }",
         "static void *lint_alloc(size_t n) { void *p = malloc(n ? n : 1); if (!p) { fprintf(stderr, \"harness: out of memory\\n\"); exit(3); } return p; }",
         "", "int main(void)", "{",
         f"  static const uint8_t lint_seed[HPCAB_SEED_BYTES] = {{{seed}}};",
         "  hpcab_manifest *lint_m = NULL;",
         "  hpcab_draw *lint_d = NULL;",
         f"  if (hpcab_manifest_load(\"{kdir}\", &lint_m)) lint_die(\"manifest\");",
         f"  if (hpcab_draw_new(lint_m, HPCAB_{prec.upper()}, lint_seed, 0, HPCAB_PURPOSE_TEST, NULL, &lint_d)) lint_die(\"draw\");",
         "  if (hpcab_draw_set_resolver(lint_d, lint_resolve, NULL)) lint_die(\"draw\");",
         "  int lint_bad = 0;"]
    for k, name in enumerate(sizes):
        L.append(f"  const int64_t {name} = hpcab_sizes_get(hpcab_draw_sizes(lint_d), {k}); (void){name};")
    for k, name in enumerate(params):
        dt = m.param_dtype(name, prec)
        ct = c_type(dt, prec)
        if dt in ("f16", "bf16"):
            fn = "hpcab_kernel_f32_to_f16" if dt == "f16" else "hpcab_kernel_f32_to_bf16"
            L.append(f"  const {ct} {name} = {fn}((float)hpcab_draw_param(lint_d, {k}));")
        else:
            L.append(f"  const {ct} {name} = ({ct})hpcab_draw_param(lint_d, {k});")
    for k, name in enumerate(arrays):
        ct = c_type(m.arrays[name].dtype, prec)
        L.append(f"  const size_t lint_n_{name} = hpcab_draw_array_bytes(lint_d, {k});")
        L.append(f"  {ct} *{name} = lint_alloc(lint_n_{name}), *lint_{name}_copy = lint_alloc(lint_n_{name});")
        if m.arrays[name].intent == "out":
            L.append(f"  memset({name}, 0xA5, lint_n_{name});")
        else:
            L.append(f"  if (hpcab_draw_fill(lint_d, {k}, {name}, 1)) lint_die(\"filling {name}\");")
        L.append(f"  memcpy(lint_{name}_copy, {name}, lint_n_{name});")
    call = f"  {m.symbol}({', '.join(a.name for a in m.args)});"
    L.append(call)
    for name in arrays:
        if m.arrays[name].intent == "in":
            L.append(f'  if (memcmp({name}, lint_{name}_copy, lint_n_{name})) {{ fprintf(stderr, "input {name} changed\\n"); lint_bad = 1; }}')
        else:  # keep the first run's output, restore the inputs, run again
            L.append(f"  void *lint_{name}_first = lint_alloc(lint_n_{name});")
            L.append(f"  memcpy(lint_{name}_first, {name}, lint_n_{name}); memcpy({name}, lint_{name}_copy, lint_n_{name});")
    L.append(call)
    for name in arrays:
        if m.arrays[name].intent != "in":
            L.append(f'  if (memcmp({name}, lint_{name}_first, lint_n_{name})) {{ fprintf(stderr, "output {name} differs between two runs\\n"); lint_bad = 1; }}')
            L.append(f"  free(lint_{name}_first);")
        L.append(f"  free({name}); free(lint_{name}_copy);")
    L += ["  hpcab_draw_free(lint_d);", "  hpcab_manifest_free(lint_m);", "  return lint_bad;", "}"]
    return "\n".join(L) + "\n"


def lint_precision(kdir, m, prec, tmp):
    proto = os.path.join(tmp, f"proto_{prec}.h")
    with open(proto, "w") as f:
        f.write("#include <stdbool.h>\n#include <stdint.h>\n" + m.prototype(prec) + "\n")
    base = ["gcc", "-std=c17", "-Wall", "-Wextra", "-Werror", "-I", os.path.join(TOP, "include"),
            f"-D{PREC_MACRO[prec]}"]
    srcs = [m.reference] + ([m.baseline] if m.baseline and m.baseline != m.reference else [])
    for src in srcs:
        path = src if os.path.isabs(src) else os.path.join(kdir, src)
        obj = os.path.join(tmp, f"{os.path.basename(src)}.{prec}.so")
        rc, out = run(base + ["-include", proto, "-O2", "-fPIC", "-shared", path, "-o", obj] + extra_libs(path))
        if rc:
            raise LintError(f"{os.path.basename(src)} [{prec}] does not compile:\n{out}")
    hsrc, exe = os.path.join(tmp, f"harness_{prec}.c"), os.path.join(tmp, f"harness_{prec}")
    with open(hsrc, "w") as f:
        f.write(harness(m, kdir, prec))
    ref = m.reference if os.path.isabs(m.reference) else os.path.join(kdir, m.reference)
    library = os.path.realpath(hb._lib.lib.path)  # the very library the binding loaded
    rc, out = run(base + ["-O1", "-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-rdynamic",
                          hsrc, ref, "-o", exe, library, f"-Wl,-rpath,{os.path.dirname(library)}", "-ldl"]
                  + extra_libs(ref))
    if rc:
        raise LintError(f"harness [{prec}] does not build:\n{out}")
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=1", UBSAN_OPTIONS="halt_on_error=1",
               OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1")
    p = subprocess.run([exe], capture_output=True, text=True, timeout=600, env=env)
    if p.returncode:
        sizes = dict(m.test_sizes())
        raise LintError(f"reference run [{prec}] at sizes {sizes} failed:\n{(p.stdout + p.stderr)[-3000:]}")


def lint_kernel(kdir, opts):
    """Returns (kernel, ok, message)."""
    name = os.path.relpath(kdir, TOP)
    try:
        with load(kdir) as m:
            check_conventions(kdir, m)
            check_sizes(m)
            with tempfile.TemporaryDirectory(prefix="hpcab-lint-", dir=opts.keep) as tmp:
                for prec in m.precisions:
                    if not opts.precision or prec in opts.precision:
                        lint_precision(kdir, m, prec, tmp)
        return name, True, ""
    except (LintError, hb.Error, OSError, subprocess.TimeoutExpired) as e:
        return name, False, str(e)


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
            elif not opts.quiet:
                print(f"ok   {name}")
    print(f"corpus-lint: {len(kernels) - failed} of {len(kernels)} kernels pass")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
