"""tests/perf/serve_load.py (the bounded load test of hpcab-serve) in a small run: no request lost, every
score in the store, no two timing stages overlapping. The full run (8 clients x 50 requests) is a
benchmark: python3 tests/perf/serve_load.py."""
import os
import subprocess
import sys

from judgelib import ROOT, build_dir
from servelib import serve_exe


def test_the_load_test_passes_in_a_small_run():
    serve_exe()  # skips when not built
    r = subprocess.run([sys.executable, str(ROOT / "tests" / "perf" / "serve_load.py"), "--clients", "3",
                        "--requests", "9"], capture_output=True, text=True, timeout=600,
                       env=dict(os.environ, HPCABENCH_BUILD=str(build_dir())))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "answered 27/27, non-200 0" in r.stdout and "overlapping 0" in r.stdout and r.stdout.rstrip().endswith("PASS")
