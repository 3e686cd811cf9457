#!/usr/bin/env python3
"""A bounded load test of hpcab-serve (issue 17): N concurrent clients, each with its own session, send M
requests each, cycling GET /v1/task, GET /v1/health and POST /v1/score on a tiny kernel (the zoo's
a[i] = b[i] + 1). It asserts that no request was lost (every one answered 200), that every score is in
the store afterwards with the status it was answered with, and that no two timing stages overlapped
(from the store's timing_begin_ns/timing_end_ns). It prints the p50/p95 latency of the non-grading
endpoints, of the scores, and the grade throughput.

    python3 tests/perf/serve_load.py                      # 8 clients x 50 requests
    python3 tests/perf/serve_load.py --clients 2 --requests 6   # a smoke run

Uses $HPCABENCH_BUILD (default ./build) for tools/hpcab-serve; a fresh state directory in /tmp.
Exit code 0 when every check holds."""
import argparse
import pathlib
import statistics
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "integration"))
from servelib import Server, zoo_source  # noqa: E402

ENDPOINTS = ("task", "health", "score")


def pct(values, q):
    v = sorted(values)
    return v[max(0, int(round(q * len(v) + 0.5)) - 1)] if v else float("nan")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--clients", type=int, default=8)
    ap.add_argument("--requests", type=int, default=50, help="requests per client")
    ap.add_argument("--jobs", type=int, default=2, help="hpcab-serve --jobs (grades building at once)")
    a = ap.parse_args()
    source = zoo_source("reference")
    with tempfile.TemporaryDirectory(prefix="hpcab-serve-load-") as tmp:
        s = Server(pathlib.Path(tmp), "--jobs", a.jobs, "--rate", "10000", "--burst", "10000",
                   "--max-pending", "64", "--max-connections", "256").start()
        try:
            tokens = [s.session(kernels=["zoo/kernel"])["token"] for _ in range(a.clients)]
            s.grade("score", tokens[0], source)  # build the reference and the candidate once (cached after)
            lat = {e: [] for e in ENDPOINTS}
            answers, failures = [], []
            lock = threading.Lock()

            def client(i):
                for k in range(a.requests):
                    ep = ENDPOINTS[(i + k) % len(ENDPOINTS)]
                    t0 = time.monotonic()
                    try:
                        if ep == "task":
                            st, r, _ = s.request("GET", "/v1/task?kernel=zoo/kernel", token=tokens[i])
                        elif ep == "health":
                            st, r, _ = s.request("GET", "/v1/health")
                        else:
                            st, r, _ = s.grade("score", tokens[i], source)
                    except OSError as e:
                        st, r = -1, {"error": str(e)}
                    dt = time.monotonic() - t0
                    with lock:
                        lat[ep].append(dt)
                        answers.append((ep, st, r))
                        if st != 200:
                            failures.append((ep, st, r))
            t0 = time.monotonic()
            threads = [threading.Thread(target=client, args=(i,)) for i in range(a.clients)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            wall = time.monotonic() - t0
            scores = [r for ep, st, r in answers if ep == "score" and st == 200]
            with s.db() as db:
                rows = {row[0]: row[1:] for row in db.execute(
                    "SELECT id, state, status, timing_begin_ns, timing_end_ns FROM service_submissions")}
            missing = [r["submission"] for r in scores if r["submission"] not in rows or rows[r["submission"]][0] != 2
                       or rows[r["submission"]][1] != r["status"]]
            spans = sorted((b, e) for _, _, b, e in rows.values() if b)
            overlaps = sum(1 for (b1, e1), (b2, e2) in zip(spans, spans[1:]) if b2 < e1)
        finally:
            rc = s.stop()
    total = a.clients * a.requests
    print(f"hpcab-serve load: {a.clients} clients x {a.requests} requests ({total}), --jobs {a.jobs}, wall {wall:.2f} s")
    print(f"  answered {len(answers)}/{total}, non-200 {len(failures)}, scores {len(scores)}, "
          f"missing from the store {len(missing)}, timing stages {len(spans)}, overlapping {overlaps}")
    quick = lat["task"] + lat["health"]
    print(f"  task+health latency  p50 {1e3 * pct(quick, 0.5):8.2f} ms   p95 {1e3 * pct(quick, 0.95):8.2f} ms   (n={len(quick)})")
    for ep in ENDPOINTS:
        print(f"  {ep:<6} latency       p50 {1e3 * pct(lat[ep], 0.5):8.2f} ms   p95 {1e3 * pct(lat[ep], 0.95):8.2f} ms   (n={len(lat[ep])})")
    busy = sum(e - b for b, e in spans) / 1e9
    print(f"  grades: {len(scores) / wall:.2f} per second over the run; timing slot busy {busy:.2f} s "
          f"({100 * busy / wall:.0f}% of the wall time); service exit {rc}")
    ok = len(answers) == total and not failures and not missing and overlaps == 0 and rc == 0
    for f in failures[:5]:
        print("  failure:", f, file=sys.stderr)
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
