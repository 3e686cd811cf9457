#!/usr/bin/env python3
"""Soak test of one state directory shared by a running hpcab-serve and CLI judges (issue 31.1).

A service under load (client threads alternating POST /v1/score and /v1/submit of distinct
candidates, GET /v1/task and GET /v1/submissions/ID) and JUDGES CLI judges (`hpcab-judge grade
--state-dir` the service's directory, each grade a distinct candidate) run together for SECONDS;
every KILL_EVERY-th CLI grade is killed with SIGKILL at a random moment (often mid-write). At the end:

  integrity       PRAGMA integrity_check of results.db ("ok")
  missing         CLI grades that exited 0 but are not in the store; service submissions answered 200
                  that are not recorded done
  unauthorized    401 answers to valid session tokens (a store failure must never be one)
  server errors   5xx answers, and "store ..." errors in the service's log
  cli failures    CLI grades (not killed) that did not exit 0

    python3 tests/perf/serve_store_soak.py                   # ten minutes, four CLI judges
    python3 tests/perf/serve_store_soak.py --seconds 60      # the integration suite's length

Uses $HPCABENCH_BUILD (default ./build); a fresh directory in /tmp. Exit 0 when every check holds.
The failure it was written for: a service's grades opened the store a second time in the service's
process, and that open's close() dropped the process's POSIX locks, so a CLI judge closing its
connection believed itself the last one and deleted the WAL under the service (lib/store/store.c)."""
import argparse
import dataclasses
import json
import os
import pathlib
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "integration"))
from judgelib import judge_exe  # noqa: E402
from servelib import Server, zoo_source  # noqa: E402

CLI_SMALL = ["--budget", "0.1", "--inputs", "1", "--draws", "4", "--timeout", "3"]


@dataclasses.dataclass
class SoakResult:
    """What one soak run saw (every list empty and integrity "ok" is a pass)."""
    seconds: float
    integrity: str = ""
    service_grades: int = 0
    cli_grades: int = 0
    killed: int = 0
    requests: int = 0
    unauthorized: int = 0
    server_errors: list = dataclasses.field(default_factory=list)
    cli_failures: list = dataclasses.field(default_factory=list)
    missing_grades: list = dataclasses.field(default_factory=list)
    missing_submissions: list = dataclasses.field(default_factory=list)
    store_errors_logged: list = dataclasses.field(default_factory=list)


def distinct(source: str, tag: str) -> str:
    """The source with a comment that makes its bytes (and so its grade) new."""
    return f"{source}\n/* soak {tag} */\n"


def soak(root: pathlib.Path, seconds: float = 600, judges: int = 4, clients: int = 2,
         kill_every: int = 4) -> SoakResult:
    """Runs the soak in root (a fresh directory) and returns what it saw."""
    res = SoakResult(seconds=seconds)
    reference = zoo_source("reference")
    srv = Server(root, "--jobs", "2", "--rate", "10000", "--burst", "10000", "--max-pending", "64").start()
    lock = threading.Lock()
    stop = time.monotonic() + seconds
    cli_keys, answered = [], []
    rng = random.Random(31)
    try:
        tokens = [srv.session(kernels=["zoo/kernel"])["token"] for _ in range(clients)]

        def client(i: int):
            n = 0
            while time.monotonic() < stop:
                n += 1
                route = "score" if n % 2 else "submit"
                src = distinct(reference, f"client {i} grade {n}")
                try:
                    st, r, _ = srv.grade(route, tokens[i], src)
                    st2, r2, _ = srv.request("GET", "/v1/task?kernel=zoo/kernel", token=tokens[i])
                    st3 = 200
                    if st == 200 and r.get("submission"):
                        st3, _, _ = srv.request("GET", f"/v1/submissions/{r['submission']}", token=tokens[i])
                except OSError as e:
                    st, r, st2, st3 = -1, {"error": str(e)}, 0, 0
                with lock:
                    res.requests += 3
                    for code, what in ((st, route), (st2, "task"), (st3, "submission")):
                        if code == 401:
                            res.unauthorized += 1
                        if code >= 500 or code < 0:
                            res.server_errors.append((what, code, r if what == route else None))
                    if st == 200:
                        res.service_grades += 1
                        answered.append(r.get("submission"))

        def cli(i: int):
            n = 0
            workdir = root / f"cli{i}"
            workdir.mkdir()
            while time.monotonic() < stop:
                n += 1
                cand = workdir / f"c{n}.c"
                cand.write_text(distinct(reference, f"judge {i} grade {n}"))
                cmd = [str(judge_exe()), "grade", str(srv.kernels / "zoo" / "kernel"), str(cand), "--json",
                       "--state-dir", str(srv.state), *CLI_SMALL]
                try:
                    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                except OSError as e:  # counted, never a thread that dies unseen
                    with lock:
                        res.cli_failures.append((str(cand), None, str(e)))
                    continue
                kill = n % kill_every == 0
                if kill:
                    with lock:
                        delay = rng.uniform(0.05, 2.0)
                    try:
                        p.wait(timeout=delay)
                    except subprocess.TimeoutExpired:
                        p.send_signal(signal.SIGKILL)
                out, err = p.communicate()
                with lock:
                    if kill and p.returncode == -signal.SIGKILL:
                        res.killed += 1
                    elif p.returncode == 0:
                        res.cli_grades += 1
                        cli_keys.append(json.loads(out)["grade_key"])
                    else:
                        res.cli_failures.append((str(cand), p.returncode, err[-500:]))

        threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
        threads += [threading.Thread(target=cli, args=(i,)) for i in range(judges)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        srv.stop()
    stored, done = set(), set()
    try:
        with sqlite3.connect(srv.state / "results.db") as db:
            res.integrity = "; ".join(r[0] for r in db.execute("PRAGMA integrity_check"))[:2000]
            stored = {r[0] for r in db.execute("SELECT cache_key FROM grades")}
            done = {r[0] for r in db.execute("SELECT id FROM service_submissions WHERE state = 2")}
    except sqlite3.DatabaseError as e:
        res.integrity = f"{res.integrity} (reading the store: {e})"
    res.missing_grades = [k for k in cli_keys if k not in stored]
    res.missing_submissions = [s for s in answered if s not in done]
    res.store_errors_logged = [ln for ln in srv.stderr().splitlines() if ln.startswith("hpcab-serve: store ")]
    return res


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=600)
    ap.add_argument("--judges", type=int, default=4, help="CLI judges grading at once")
    ap.add_argument("--clients", type=int, default=2, help="service clients")
    ap.add_argument("--kill-every", type=int, default=4, help="kill every Nth CLI grade (SIGKILL)")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="hpcab-soak-") as tmp:
        t0 = time.monotonic()
        r = soak(pathlib.Path(tmp), a.seconds, a.judges, a.clients, a.kill_every)
        wall = time.monotonic() - t0
    print(f"wall {wall:.0f} s: {r.service_grades} service grades, {r.cli_grades} CLI grades, {r.killed} CLI "
          f"judges killed, {r.requests} requests")
    print(f"integrity {r.integrity}; missing: {len(r.missing_grades)} CLI grades, {len(r.missing_submissions)} "
          f"submissions; 401s: {r.unauthorized}; 5xx: {len(r.server_errors)}; CLI failures: "
          f"{len(r.cli_failures)}; store errors logged: {len(r.store_errors_logged)}")
    for what in (r.server_errors, r.cli_failures, r.store_errors_logged, r.missing_grades, r.missing_submissions):
        for item in what[:5]:
            print("  ", item)
    ok = (r.integrity == "ok" and not r.missing_grades and not r.missing_submissions and not r.unauthorized
          and not r.server_errors and not r.cli_failures and not r.store_errors_logged)
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
