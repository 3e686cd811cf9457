#!/usr/bin/env python3
"""Validation of the whole corpus through the real library (issue 11), the meson test 'corpus':

  (a) every manifest loads (hpcab-judge check-manifest);
  (b) every reference compiles without a warning at each precision of its manifest
      (cc -std=c17 -O2 -Wall -Wextra -Werror -fPIC -shared -I include -DHPCAB_PREC_<P>);
  (c) drawn sizes meet the constraints and footprints (tests/integration/corpus_check.c: the test
      draw, correctness draws 0..7, timed draws 0..3, per precision; the test draw is filled);
  (d) the reference graded as a candidate at test sizes is ok at each precision:
      hpcab-judge grade K K/reference.c --check-only --test-sizes --json (the judge runs it twice in
      the sandbox: determinism by the ratio rule, then correctness against itself).

(b) and (d) run on a pool of --jobs threads (2 in CI). Every kernel is checked; nothing is sampled.
Prints one line per failure, then a summary with the wall time; exits 0 when all pass, 1 otherwise.

Usage: corpus_validate.py --build BUILD_DIR [--jobs N] [--state-dir DIR] [--cc CC] PATH...
  PATH: kernel directories, or directories searched for kernel.yaml (e.g. kernels/).
"""
import argparse
import concurrent.futures
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

TOP = pathlib.Path(__file__).resolve().parents[2]


def kernel_dirs(paths):
    dirs = []
    for p in map(pathlib.Path, paths):
        if (p / "kernel.yaml").is_file():
            dirs.append(p)
        else:
            dirs.extend(sorted(y.parent for y in p.rglob("kernel.yaml")))
    return dirs


def manifest_fields(kdir):
    """(precisions, reference file) from kernel.yaml, read without a YAML library: the loader has
    already validated the file, and both keys are flow-style one-liners in the corpus."""
    precisions, reference = ["f64"], "reference.c"
    for line in (kdir / "kernel.yaml").read_text().splitlines():
        if line.startswith("precisions:"):
            precisions = [p.strip() for p in line.split(":", 1)[1].strip().strip("[]").split(",") if p.strip()]
        elif line.startswith("reference:"):
            reference = line.split(":", 1)[1].split("#")[0].strip().strip("\"'")
    return precisions, reference


def compile_reference(cc, kdir, reference, prec, outdir):
    src = kdir / reference
    out = outdir / f"{prec}.so"
    libs = ["-lopenblas"] if "cblas" in src.read_text() else []
    cmd = [cc, "-std=c17", "-O2", "-Wall", "-Wextra", "-Werror", "-fPIC", "-shared", "-I", str(TOP / "include"),
           f"-DHPCAB_PREC_{prec.upper()}", str(src), "-o", str(out), *libs, "-lm"]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    text = (r.stdout + r.stderr).strip()
    if r.returncode != 0 or text:
        return f"compile {prec}: " + (text.splitlines()[0] if text else f"exit {r.returncode}")
    return None


def grade_reference(judge, kdir, reference, prec, state):
    cmd = [str(judge), "grade", str(kdir), str(kdir / reference), "--check-only", "--test-sizes", "--json",
           "--precision", prec, "--state-dir", str(state)]
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        return f"grade {prec}: hpcab-judge ran past 600 s"
    try:
        v = json.loads(r.stdout)
    except json.JSONDecodeError:
        return f"grade {prec}: exit {r.returncode}, no JSON: {(r.stderr.strip().splitlines() or [''])[-1]}"
    if v.get("status") != "ok":
        return f"grade {prec}: {v.get('status')}: {v.get('reason')}"
    return None


def check_kernel(args, judge, kdir, scratch):
    precisions, reference = manifest_fields(kdir)
    work = scratch / str(kdir.relative_to(kdir.anchor)).replace("/", "_")
    work.mkdir(parents=True, exist_ok=True)
    state = pathlib.Path(args.state_dir) / work.name if args.state_dir else work / "state"
    problems = []
    t0 = time.monotonic()
    for prec in precisions:
        err = compile_reference(args.cc, kdir, reference, prec, work)
        if err:
            problems.append(err)
        err = grade_reference(judge, kdir, reference, prec, state)
        if err:
            problems.append(err)
    return kdir, problems, time.monotonic() - t0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", required=True, help="meson build directory (tools/hpcab-judge, tests/corpus_check)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--state-dir", help="keep the judge's state (build cache) here instead of a temporary one")
    ap.add_argument("--cc", default=os.environ.get("CC", "cc"))
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args()
    build = pathlib.Path(args.build)
    judge, check = build / "tools" / "hpcab-judge", build / "tests" / "corpus_check"
    dirs = [d.resolve() for d in kernel_dirs(args.paths)]
    if not dirs:
        print("corpus_validate: no kernel.yaml under " + " ".join(args.paths), file=sys.stderr)
        return 1
    t0 = time.monotonic()
    failures = {}

    def note(kdir, msg):
        failures.setdefault(kdir, []).append(msg)
        print(f"FAIL {kdir.relative_to(TOP) if kdir.is_relative_to(TOP) else kdir}: {msg}", flush=True)

    # (a) manifests
    r = subprocess.run([str(judge), "check-manifest", *map(str, dirs)], capture_output=True, text=True)
    ok = {line.rsplit(": ok", 1)[0] for line in r.stdout.splitlines() if line.endswith(": ok")}
    for d in dirs:
        if str(d) not in ok:
            note(d, "check-manifest: " + next((l for l in r.stderr.splitlines() if str(d) in l), "does not load"))
    loaded = [d for d in dirs if str(d) in ok]
    t_a = time.monotonic() - t0

    # (c) draws
    r = subprocess.run([str(check), *map(str, loaded)], capture_output=True, text=True)
    for line in r.stderr.splitlines():
        d = next((d for d in loaded if line.startswith(str(d) + ":")), None)
        if d is not None:
            note(d, "draws: " + line[len(str(d)) + 2:])
        elif not line.startswith("corpus_check:"):
            print(line, flush=True)
    if r.returncode not in (0, 1):
        print(f"corpus_check exited {r.returncode}", file=sys.stderr)
        return 1
    t_c = time.monotonic() - t0 - t_a

    # (b) and (d), per kernel on the pool
    slow = []
    with tempfile.TemporaryDirectory(prefix="hpcab-corpus-") as tmp:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futs = [pool.submit(check_kernel, args, judge, d, pathlib.Path(tmp)) for d in loaded]
            for f in concurrent.futures.as_completed(futs):
                kdir, problems, secs = f.result()
                slow.append((secs, kdir))
                for p in problems:
                    note(kdir, p)
    total = time.monotonic() - t0
    slow.sort(reverse=True)
    print(f"corpus: {len(dirs)} kernels, {len(dirs) - len(failures)} pass, {len(failures)} fail; "
          f"{total:.1f} s wall on {args.jobs} jobs (manifests {t_a:.1f} s, draws {t_c:.1f} s, "
          f"compile+grade {total - t_a - t_c:.1f} s)")
    print("slowest: " + ", ".join(f"{k.relative_to(TOP) if k.is_relative_to(TOP) else k} {s:.1f} s"
                                  for s, k in slow[:5]))
    return 1 if failures else 0


if __name__ == "__main__":
    if shutil.which(os.environ.get("CC", "cc")) is None:
        print("corpus_validate: no C compiler", file=sys.stderr)
        sys.exit(77)
    sys.exit(main())
