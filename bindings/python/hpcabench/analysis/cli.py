"""hpcab-analyze: an experiment's tables, figures and report from its observation export (or run).

  hpcab-analyze report RUN|EXPORT [-o DIR] [--card NAME]    tables, figures, report.html
  hpcab-analyze reproduce EXPORT [-o DIR] [--record]         regenerates every output, checks SHA256SUMS
  hpcab-analyze history RUN|EXPORT EPISODE                   an episode's candidates, diffs, final grade
  hpcab-analyze synth -o DIR [--seed N]                      a synthetic export with known effects

Exit status: 0 success, 1 outputs differ from SHA256SUMS (reproduce) or no such episode (history),
2 usage or a bad export.
"""
from __future__ import annotations

import argparse
import difflib
import hashlib
import sys
import tempfile
from pathlib import Path

from .observations import PRIMARY_CARD, ObservationError, load

SUMS = "SHA256SUMS"


def _analyze(src: str, card: str):
    from .compute import analyze
    return analyze(load(src), card)


def report(src: str, out: str, card: str = PRIMARY_CARD) -> list[Path]:
    """Writes every output of the export or run `src` into `out`."""
    from .render import write_outputs
    return write_outputs(_analyze(src, card), out)


def _sha(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


def read_sums(path: Path) -> dict[str, str]:
    sums = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        digest, _, name = line.partition("  ")
        if len(digest) != 64 or not name:
            raise ObservationError(f"{path}:{n}: not a sha256sum line ('HEX  PATH')")
        sums[name] = digest
    return sums


def reproduce(export: str, out: str | None, record: bool, card: str = PRIMARY_CARD) -> int:
    """Regenerates every output; --record writes EXPORT/SHA256SUMS, otherwise checks against it."""
    exp = Path(export)
    with tempfile.TemporaryDirectory(prefix="hpcab-reproduce-") as tmp:
        dest = Path(out) if out else Path(tmp)
        files = report(export, str(dest), card)
        names = {p.relative_to(dest).as_posix(): _sha(p) for p in files}
        if record:
            (exp / SUMS).write_text("".join(f"{h}  {n}\n" for n, h in sorted(names.items())), encoding="utf-8")
            print(f"recorded: {len(names)} files in {exp / SUMS}")
            return 0
        if not (exp / SUMS).is_file():
            print(f"hpcab-analyze: {exp / SUMS} is missing (hpcab-analyze reproduce {export} --record writes it)",
                  file=sys.stderr)
            return 2
        want = read_sums(exp / SUMS)
        bad = []
        for n in sorted(set(want) | set(names)):
            if n not in names:
                bad.append(f"MISSING: {n}")
            elif n not in want:
                bad.append(f"NOT RECORDED: {n}")
            elif want[n] != names[n]:
                bad.append(f"DIFFERS: {n}")
        if not bad:
            print(f"OK: {len(names)} files match")
            return 0
        for b in bad:
            print(b)
        print(f"FAILED: {len(bad)} of {len(set(want) | set(names))} files differ from {exp / SUMS}")
        if any(b.endswith((".png", ".svg")) for b in bad) and not any(b.endswith((".csv", ".md")) for b in bad):
            import matplotlib
            print(f"(only figures differ: they are byte-stable for one matplotlib version; this is "
                  f"{matplotlib.__version__}, tools/install-deps.sh pins the one the sums were recorded with)")
        return 1


def parse_episode(text: str) -> tuple[str, str, int]:
    """SETUP/KERNEL/REPEAT (the kernel may hold '/'), or SETUP:KERNEL:REPEAT."""
    parts = text.split(":") if ":" in text else text.split("/")
    if len(parts) < 3 or not parts[-1].isdigit():
        raise ValueError(f"episode '{text}' is not SETUP/KERNEL/REPEAT (e.g. control/llr/s000/0)")
    sep = ":" if ":" in text else "/"
    return parts[0], sep.join(parts[1:-1]) if sep == "/" else parts[1], int(parts[-1])


def history(src: str, episode: str, out=sys.stdout) -> int:
    """Prints an episode's candidates in order with their scores, the diffs between them and the grade."""
    setup, kernel, repeat = parse_episode(episode)
    ex = load(src)
    ep = [e for e in ex.episodes if (e.setup, e.kernel, e.repeat) == (setup, kernel, repeat)]
    if not ep:
        print(f"hpcab-analyze: no episode {setup}/{kernel}/{repeat} in {src}", file=sys.stderr)
        return 1
    e = ep[0]
    cands = sorted((c for c in ex.candidates if (c["setup"], c["kernel"], c["repeat"]) == (setup, kernel, repeat)),
                   key=lambda c: (c.get("attempt", 0), c["seq"]))
    print(f"episode {setup}/{kernel}/{repeat}: {len(cands)} candidates, {e.attempts} attempt(s), end {e.end}",
          file=out)
    prev = None
    for c in cands:
        sp = c.get("speedup")
        print(f"\n#{c['seq']} attempt {c.get('attempt', 0)} {c.get('route', '?')}: {c.get('status', '?')}, "
              f"speedup {'—' if sp is None else f'{sp:.4g}'} [{c.get('language', '?')}, "
              f"sha256 {str(c.get('source_sha256', ''))[:12]}]", file=out)
        if prev is not None:
            diff = list(difflib.unified_diff(prev["source"].splitlines(), c["source"].splitlines(),
                                             f"#{prev['seq']}", f"#{c['seq']}", lineterm=""))
            print("\n".join(diff) if diff else "(same source as the previous candidate)", file=out)
        else:
            print(c["source"].rstrip("\n"), file=out)
        prev = c
    f = e.speedup
    print(f"\nfinal grade: {e.status}, correct {str(e.correct).lower()}, speedup "
          f"{'—' if f is None else f'{f:.4g}'}", file=out)
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="hpcab-analyze", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("report", help="tables, figures and report.html of a run or export")
    p.add_argument("src", metavar="RUN|EXPORT")
    p.add_argument("-o", "--out", default="analysis")
    p.add_argument("--card", default=PRIMARY_CARD, help="the cost card tested (default billed)")
    p = sub.add_parser("reproduce", help="regenerate every output and check it against EXPORT/SHA256SUMS")
    p.add_argument("export", metavar="EXPORT")
    p.add_argument("-o", "--out", default=None, help="where the outputs go (default: a temporary folder)")
    p.add_argument("--record", action="store_true", help="write EXPORT/SHA256SUMS instead of checking it")
    p.add_argument("--card", default=PRIMARY_CARD)
    p = sub.add_parser("history", help="an episode's candidates in order, their diffs, its final grade")
    p.add_argument("src", metavar="RUN|EXPORT")
    p.add_argument("episode", metavar="EPISODE", help="SETUP/KERNEL/REPEAT, e.g. control/llr/s000/0")
    p = sub.add_parser("synth", help="write a synthetic export with known effects")
    p.add_argument("-o", "--out", required=True)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--kernels", type=int, default=40)
    p.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args(argv)
    try:
        if args.cmd == "report":
            files = report(args.src, args.out, args.card)
            print(f"wrote {len(files)} files to {args.out} (open {Path(args.out) / 'report.html'})")
            return 0
        if args.cmd == "reproduce":
            return reproduce(args.export, args.out, args.record, args.card)
        if args.cmd == "history":
            return history(args.src, args.episode)
        from .synth import synth
        print(synth(args.out, args.seed, args.kernels, args.repeats))
        return 0
    except (ObservationError, ValueError, OSError) as e:
        print(f"hpcab-analyze: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
