#!/usr/bin/env python3
"""Validation of the whole corpus through the real library (issue 11), the meson test 'corpus':

  (a) every manifest loads (hpcab-judge check-manifest);
  (c) drawn sizes meet the constraints and footprints (tests/integration/corpus_check.c: the test
      draw, correctness draws 0..7, timed draws 0..3, per precision; the test draw is filled);
  (b, d) `hpcab-judge validate --draws 0` (hpcab/validate.h), what a kernel author runs: at each
      precision the reference compiles without a warning (-std=c17 -O2 -Wall -Wextra -Werror) with the
      manifest's exact prototype declared beside it, exports its symbol and custom initializers, its
      draws (again, with initializers) meet the constraints and caps, and run against itself in the
      sandbox on the test draw it agrees with itself (correct, deterministic). HPCAB_CORPUS_VALIDATE_DRAWS=4
      adds the edge-size draws, as a kernel author's `hpcab-judge validate` does (~2.5x the time).

  (e) the kernel's three statements agree (tools/corpus-spec-check.py): its C reference, its NumPy
      specification (spec.py, also under numba.njit when Numba is installed) and its Fortran reference
      (reference.f90, warning-free), at every declared precision, on seeded draws at test sizes with the
      judge's bands; a kernel without spec.py or reference.f90 fails.

(b, d) run on a pool of --jobs threads (2 in CI); (e) on --jobs processes.

Sampling (the CI budget). (a) and (c) are cheap and always cover every kernel. (b) and (d) cover every
kernel by default, or a random sample of them:
  --sample N | all     (default: $HPCAB_CORPUS_SAMPLE; when that is unset, all, except under CI=true,
                       where it is DEFAULT_CI_SAMPLE kernels)
  --seed S             (default: $HPCAB_CORPUS_SEED; when unset, a fresh random seed)
(e) covers every kernel (b, d) covers when the sample is `all`; otherwise SPEC_CI_SAMPLE of them (or
$HPCAB_SPEC_SAMPLE), drawn from the sample with the same seed.
The sample is drawn per track (llr, sc, ml) in proportion to the track's size, with at least one kernel
of each track, from a generator seeded with S; the seed, the sample size and the sampled kernels are
printed first, so a failing CI run is reproduced with HPCAB_CORPUS_SEED=S HPCAB_CORPUS_SAMPLE=N. The full
validation is HPCAB_CORPUS_SAMPLE=all (tools/test.sh samples unless told otherwise; a plain
`meson test --suite corpus` outside CI validates everything).
Prints one line per failure, then a summary with the wall time; exits 0 when all pass, 1 otherwise.

Usage: corpus_validate.py --build BUILD_DIR [--jobs N] [--state-dir DIR] [--sample N|all]
                          [--seed S] PATH...
  PATH: kernel directories, or directories searched for kernel.yaml (e.g. kernels/).
"""
import argparse
import concurrent.futures
import os
import pathlib
import random
import shutil
import subprocess
import sys
import tempfile
import time

TOP = pathlib.Path(__file__).resolve().parents[2]
DEFAULT_CI_SAMPLE = 120  # kernels compiled and graded per CI run (every kernel's manifest and draws are checked)
SPEC_CI_SAMPLE = 16  # of those, kernels whose spec.py and reference.f90 are checked against the C reference
SPEC_CHECK = TOP / "tools" / "corpus-spec-check.py"


def kernel_dirs(paths):
    dirs = []
    for p in map(pathlib.Path, paths):
        if (p / "kernel.yaml").is_file():
            dirs.append(p)
        else:
            dirs.extend(sorted(y.parent for y in p.rglob("kernel.yaml")))
    return dirs


def track_of(kdir):
    """The track of a kernel directory: its first path component under kernels/ (llr, sc, ml, ...)."""
    parts = kdir.parts
    return parts[parts.index("kernels") + 1] if "kernels" in parts[:-1] else "?"


def choose_sample(dirs, size, seed):
    """A seeded random sample of `size` kernel directories, drawn per track in proportion to the track's
    size (largest remainders), at least one per track; returned in the input order."""
    if size >= len(dirs):
        return list(dirs)
    tracks = {}
    for d in dirs:
        tracks.setdefault(track_of(d), []).append(d)
    quota = {t: max(1, len(ks) * size // len(dirs)) for t, ks in tracks.items()}
    rest = sorted(tracks, key=lambda t: -(len(tracks[t]) * size % len(dirs)))
    i = 0
    while sum(quota.values()) < size and rest:
        t = rest[i % len(rest)]
        if quota[t] < len(tracks[t]):
            quota[t] += 1
        i += 1
    rng = random.Random(seed)
    chosen = set()
    for t in sorted(tracks):
        chosen.update(rng.sample(tracks[t], min(quota[t], len(tracks[t]))))
    return [d for d in dirs if d in chosen]


def sample_settings(args):
    """(size or None for all, seed) from the options, then the environment, then the CI default."""
    text = args.sample if args.sample is not None else os.environ.get("HPCAB_CORPUS_SAMPLE", "")
    if not text:
        text = str(DEFAULT_CI_SAMPLE) if os.environ.get("CI", "").lower() in ("1", "true", "yes") else "all"
    size = None if text.strip().lower() == "all" else int(text)
    if size is not None and size < 1:
        raise ValueError("the sample size must be a positive number or 'all'")
    seed_text = args.seed if args.seed is not None else os.environ.get("HPCAB_CORPUS_SEED", "")
    seed = int(seed_text) if seed_text else random.SystemRandom().randrange(1, 2 ** 31)
    return size, seed


def validate_kernel(judge, kdir, state):
    """Problems `hpcab-judge validate` finds (one string each; a compiler's output kept to its first line)."""
    draws = os.environ.get("HPCAB_CORPUS_VALIDATE_DRAWS", "0")
    cmd = [str(judge), "validate", str(kdir), "--draws", draws, "--quiet", "--state-dir", str(state)]
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=1200)
    except subprocess.TimeoutExpired:
        return ["validate: hpcab-judge ran past 1200 s"]
    if r.returncode == 0:
        return []
    kid = str(kdir.relative_to(TOP / "kernels")) if kdir.is_relative_to(TOP / "kernels") else None
    problems = []
    for line in r.stdout.splitlines():  # "ID: PRECISION CHECK: what" per problem (a compiler's output follows)
        head, sep, rest = line.partition(": ")
        if sep and (head == kid or (kid is None and "/" not in head and not head.startswith("<"))) and rest != "valid":
            problems.append("validate: " + rest)
    return problems or [f"validate: exit {r.returncode}: " + ((r.stderr or r.stdout).strip().splitlines() or [""])[-1]]


def check_kernel(args, judge, kdir, scratch):
    work = scratch / str(kdir.relative_to(kdir.anchor)).replace("/", "_")
    work.mkdir(parents=True, exist_ok=True)
    state = pathlib.Path(args.state_dir) / work.name if args.state_dir else work / "state"
    t0 = time.monotonic()
    problems = validate_kernel(judge, kdir, state)
    return kdir, problems, time.monotonic() - t0


def spec_sample(graded, size, seed):
    """The kernels (e) checks: all graded ones when the whole corpus is validated, else a seeded sample."""
    if size is None:
        return list(graded)
    want = int(os.environ.get("HPCAB_SPEC_SAMPLE", "") or SPEC_CI_SAMPLE)
    return sorted(random.Random(seed).sample(list(graded), min(want, len(graded))))


def check_statements(args, kdirs):
    """(e): runs tools/corpus-spec-check.py over kdirs in --jobs processes; {kernel directory: [problem]}."""
    env = dict(os.environ, HPCABENCH_LIB=str(pathlib.Path(args.build).resolve() / "lib" / "libhpcabench.so"))
    extra = []
    if shutil.which("gfortran") is None:
        print("corpus: gfortran is not installed: the Fortran references are not checked "
              "(bash tools/install-deps.sh installs it)", flush=True)
        extra.append("--no-fortran")
    jobs = max(1, args.jobs)
    chunks = [kdirs[i::jobs] for i in range(jobs) if kdirs[i::jobs]]

    def run(chunk):
        cmd = [sys.executable, str(SPEC_CHECK), *extra, *map(str, chunk)]
        return chunk, subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=3600)

    problems = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for chunk, r in pool.map(run, chunks):
            for line in r.stdout.splitlines():
                if not line.startswith("FAIL "):
                    continue
                name = line.split()[1]
                kdir = next((d for d in chunk if str(d) == name or str(d).endswith("/kernels/" + name)), chunk[0])
                problems.setdefault(kdir, []).append("statements: " + line[len("FAIL " + name) + 1:])
            if r.returncode not in (0, 1):
                problems.setdefault(chunk[0], []).append(
                    f"statements: corpus-spec-check exited {r.returncode}: " + (r.stderr.strip().splitlines() or [""])[-1])
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", required=True, help="meson build directory (tools/hpcab-judge, tests/corpus_check)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--state-dir", help="keep the judge's state (build cache) here instead of a temporary one")
    ap.add_argument("--sample", help="compile and grade N kernels drawn at random, or 'all' (see above)")
    ap.add_argument("--seed", help="seed of the sample (see above)")
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args()
    try:
        size, seed = sample_settings(args)
    except ValueError as e:
        print(f"corpus_validate: {e}", file=sys.stderr)
        return 2
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
    ok = {line.split(": manifest ok", 1)[0] for line in r.stdout.splitlines() if ": manifest ok" in line}
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

    # (b) and (d), per kernel on the pool: every loaded kernel, or the sample
    graded = loaded if size is None else choose_sample(loaded, size, seed)
    if size is None:
        print(f"corpus: compiling and grading all {len(loaded)} kernels (HPCAB_CORPUS_SAMPLE=all)", flush=True)
    else:
        print(f"corpus: compiling and grading a sample of {len(graded)} of {len(loaded)} kernels, seed {seed} "
              f"(rerun it: HPCAB_CORPUS_SEED={seed} HPCAB_CORPUS_SAMPLE={size}; everything: HPCAB_CORPUS_SAMPLE=all)",
              flush=True)
        print("sample: " + " ".join(str(d.relative_to(TOP / "kernels")) if d.is_relative_to(TOP / "kernels") else str(d)
                                    for d in graded), flush=True)
    slow = []
    with tempfile.TemporaryDirectory(prefix="hpcab-corpus-") as tmp:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futs = [pool.submit(check_kernel, args, judge, d, pathlib.Path(tmp)) for d in graded]
            for f in concurrent.futures.as_completed(futs):
                kdir, problems, secs = f.result()
                slow.append((secs, kdir))
                for p in problems:
                    note(kdir, p)
    t_d = time.monotonic() - t0 - t_a - t_c

    # (e) the three statements of each kernel
    stated = spec_sample(graded, size, seed)
    print(f"corpus: checking spec.py and reference.f90 against the C reference for {len(stated)} kernels", flush=True)
    for kdir, problems in check_statements(args, stated).items():
        for p in problems:
            note(kdir, p)
    total = time.monotonic() - t0
    t_e = total - t_a - t_c - t_d
    slow.sort(reverse=True)
    print(f"corpus: {len(dirs)} kernels ({len(graded)} compiled and graded), {len(dirs) - len(failures)} pass, "
          f"{len(failures)} fail; {total:.1f} s wall on {args.jobs} jobs (manifests {t_a:.1f} s, draws {t_c:.1f} s, "
          f"compile+grade {t_d:.1f} s, statements {t_e:.1f} s)")
    print("slowest: " + ", ".join(f"{k.relative_to(TOP) if k.is_relative_to(TOP) else k} {s:.1f} s"
                                  for s, k in slow[:5]))
    return 1 if failures else 0


if __name__ == "__main__":
    if shutil.which(os.environ.get("CC", "cc")) is None:
        print("corpus_validate: no C compiler", file=sys.stderr)
        sys.exit(77)
    sys.exit(main())
