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

(b, d) run on a pool of --jobs threads (2 in CI).

Sampling (the CI budget). (a) and (c) are cheap and always cover every kernel. (b) and (d) cover every
kernel by default, or a random sample of them:
  --sample N | all     (default: $HPCAB_CORPUS_SAMPLE; when that is unset, all, except under CI=true,
                       where it is DEFAULT_CI_SAMPLE kernels)
  --seed S             (default: $HPCAB_CORPUS_SEED; when unset, a fresh random seed)
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
    total = time.monotonic() - t0
    slow.sort(reverse=True)
    print(f"corpus: {len(dirs)} kernels ({len(graded)} compiled and graded), {len(dirs) - len(failures)} pass, "
          f"{len(failures)} fail; {total:.1f} s wall on {args.jobs} jobs (manifests {t_a:.1f} s, draws {t_c:.1f} s, "
          f"compile+grade {total - t_a - t_c:.1f} s)")
    print("slowest: " + ", ".join(f"{k.relative_to(TOP) if k.is_relative_to(TOP) else k} {s:.1f} s"
                                  for s, k in slow[:5]))
    return 1 if failures else 0


if __name__ == "__main__":
    if shutil.which(os.environ.get("CC", "cc")) is None:
        print("corpus_validate: no C compiler", file=sys.stderr)
        sys.exit(77)
    sys.exit(main())
