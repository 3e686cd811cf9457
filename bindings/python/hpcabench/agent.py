"""hpcab-agent: the agent-side commands of hpcab-serve, as an agent container runs them.

    hpcab-agent task [KERNEL]                    the task (or the session's kernels)
    hpcab-agent score FILE [--kernel K]          {"status", "speedup"}
    hpcab-agent submit FILE [--kernel K]         status, speedup, reason (status only in blind mode)
    hpcab-agent profile FILE [--kernel K] [--tool perf|papi]
    hpcab-agent status ID [--wait S]             a submission's state and answer

hpcab-task, hpcab-score, hpcab-submit and hpcab-profile are the same commands under their own names.
The service and the token come from $HPCAB_URL and $HPCAB_TOKEN, the kernel from --kernel or
$HPCAB_KERNEL; the language from the file's extension (.c, .cpp/.cc/.cxx, .f/.f90). Prints the JSON
answer. Exit codes: 0 answered (and, for score and submit, graded "ok"), 1 graded not ok, 2 usage or
service error (the error JSON on stderr).
"""
from __future__ import annotations

import argparse
import json
import os
import sys

from .client import Client, ServiceError

LANGUAGES = {".c": "c", ".cpp": "cpp", ".cc": "cpp", ".cxx": "cpp", ".f": "fortran", ".f90": "fortran",
             ".F90": "fortran", ".f95": "fortran"}


def language_of(path: str) -> str:
    ext = os.path.splitext(path)[1]
    if ext not in LANGUAGES:
        raise SystemExit(f"hpcab-agent: {path}: cannot tell the language from '{ext}' (.c, .cpp, .f90)")
    return LANGUAGES[ext]


def _parser(prog: str, command: str | None) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=prog, description="agent-side commands of hpcab-serve ($HPCAB_URL, $HPCAB_TOKEN)")
    if command is None:
        sub = p.add_subparsers(dest="command", required=True)
        parsers = {name: sub.add_parser(name) for name in ("task", "score", "submit", "profile", "status")}
    else:
        p.set_defaults(command=command)
        parsers = {command: p}
    for name, q in parsers.items():
        if name == "task":
            q.add_argument("kernel", nargs="?", default=os.environ.get("HPCAB_KERNEL"))
        elif name == "status":
            q.add_argument("id", type=int)
            q.add_argument("--wait", type=float, default=None, help="seconds to wait for it to finish")
        else:
            q.add_argument("file")
            q.add_argument("--kernel", default=os.environ.get("HPCAB_KERNEL"))
            q.add_argument("--language", default=None)
            if name == "profile":
                q.add_argument("--tool", choices=("perf", "papi"), default="perf")
            else:
                q.add_argument("--no-wait", action="store_true", help="answer at once with the queue position")
    return p


def main(argv=None, command: str | None = None, prog: str = "hpcab-agent") -> int:
    args = _parser(prog, command).parse_args(argv)
    client = Client()
    try:
        if args.command == "task":
            out = client.task(args.kernel)
        elif args.command == "status":
            out = client.submission(args.id, wait=args.wait)
        else:
            if not args.kernel:
                print(f"{prog}: name the kernel (--kernel or $HPCAB_KERNEL)", file=sys.stderr)
                return 2
            with open(args.file, encoding="utf-8") as f:
                source = f.read()
            lang = args.language or language_of(args.file)
            if args.command == "profile":
                out = client.profile(args.kernel, source, lang, tool=args.tool)
            else:
                grade = client.score if args.command == "score" else client.submit
                out = grade(args.kernel, source, lang, wait=not args.no_wait)
    except ServiceError as e:
        print(json.dumps(e.body or {"error": e.code, "message": e.message}, indent=1), file=sys.stderr)
        return 2
    except OSError as e:
        print(f"{prog}: {e}", file=sys.stderr)
        return 2
    print(json.dumps(out, indent=1))
    if args.command in ("score", "submit") and out.get("state") == "done":
        return 0 if out.get("status") == "ok" else 1
    return 0


def task_main() -> int:
    return main(command="task", prog="hpcab-task")


def score_main() -> int:
    return main(command="score", prog="hpcab-score")


def submit_main() -> int:
    return main(command="submit", prog="hpcab-submit")


def profile_main() -> int:
    return main(command="profile", prog="hpcab-profile")


if __name__ == "__main__":
    sys.exit(main())
