"""hpcab-proxy's overhead per model request: the same requests to the fake model server (a test double,
tests/doubles/fake_model.py) directly and through the proxy, interleaved, non-streamed and streamed;
prints p50 and p95 of each and of the difference (target: p95 overhead <= 5 ms).

    python3 tests/perf/proxy_overhead.py [--requests 300]
"""
import argparse
import json
import statistics
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bindings" / "python"))
sys.path.insert(0, str(ROOT / "tests" / "integration"))
from hpcabench.run.proxy import Proxy  # noqa: E402
from runlib import FakeModel  # noqa: E402


def one(url: str, stream: bool) -> float:
    body = {"model": "m", "messages": [{"role": "user", "content": "x" * 2000}], "stream": stream}
    req = urllib.request.Request(url + "/chat/completions", json.dumps(body).encode(),
                                 {"Content-Type": "application/json"})
    t = time.perf_counter()
    with urllib.request.urlopen(req, timeout=60) as r:
        r.read()
    return (time.perf_counter() - t) * 1e3


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--requests", type=int, default=300)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        fake = FakeModel(Path(d), {"after": {"content": "answer " * 50}})
        p = Proxy().start()
        p.register("k", fake.url, usage_path=str(Path(d) / "usage.jsonl"))
        try:
            for stream in (False, True):
                direct, proxied = [], []
                for _ in range(20):  # warm both paths
                    one(fake.url, stream), one(p.model_url("k"), stream)
                for _ in range(a.requests):
                    direct.append(one(fake.url, stream))
                    proxied.append(one(p.model_url("k"), stream))
                diff = [b - x for x, b in zip(direct, proxied)]
                print(f"{'streamed' if stream else 'plain   '}: direct p50 {statistics.median(direct):.2f} ms "
                      f"p95 {pct(direct, .95):.2f}; proxied p50 {statistics.median(proxied):.2f} p95 "
                      f"{pct(proxied, .95):.2f}; overhead p50 {statistics.median(diff):.2f} ms, "
                      f"p95 of (proxied - direct) {pct(diff, .95):.2f} ms, p95 proxied - p95 direct "
                      f"{pct(proxied, .95) - pct(direct, .95):.2f} ms")
        finally:
            p.close()
            fake.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
