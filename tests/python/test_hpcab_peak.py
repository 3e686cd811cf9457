"""hpcab-peak: the tool's output, its cache and its usage errors (tools/hpcab-peak.c).

Runs the built tool from $HPCABENCH_BUILD/tools (default: ./build). Measurements use a tiny working
set except the cache test, which needs the default settings (about a second on a small machine).
"""
import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BUILD = pathlib.Path(os.environ.get("HPCABENCH_BUILD", ROOT / "build"))
PEAK = BUILD / "tools" / "hpcab-peak"

pytestmark = pytest.mark.skipif(not PEAK.exists(), reason=f"{PEAK} not built")

TINY = ["--working-set", str(3 * 64 * 1024), "--repetitions", "2"]


def run(args, cache_home, check=True):
    env = dict(os.environ, XDG_CACHE_HOME=str(cache_home))
    p = subprocess.run([str(PEAK), *args], env=env, capture_output=True, text=True, timeout=120)
    if check:
        assert p.returncode == 0, p.stderr
    return p


def test_json_profile_has_positive_rates_and_the_working_set(tmp_path):
    d = json.loads(run(["--json", *TINY], tmp_path).stdout)
    assert d["copy_gbps"] > 0 and d["triad_gbps"] > 0 and d["peak_gflops"] > 0
    assert d["peak_gbps"] == max(d["copy_gbps"], d["triad_gbps"])
    assert d["working_set_bytes"] == 3 * 64 * 1024
    assert d["threads"] == d["cores"] >= 1
    assert len(d["key"]) == 32


def test_custom_working_set_is_not_cached(tmp_path):
    d = json.loads(run(["--json", *TINY], tmp_path).stdout)
    assert d["cache_file"] is None and not d["cached"]
    assert not (tmp_path / "hpcabench").exists()


def test_threads_option_measures_on_that_many_cores(tmp_path):
    d = json.loads(run(["--json", "--threads", "1", *TINY], tmp_path).stdout)
    assert d["threads"] == 1


def test_second_run_reads_the_cache_and_refresh_measures_again(tmp_path):
    first = json.loads(run(["--json"], tmp_path).stdout)
    assert not first["cached"]
    assert first["cache_file"] == str(tmp_path / "hpcabench" / (first["key"] + ".profile"))
    assert first["working_set_bytes"] >= min(4 * first["llc_bytes"], first["cap_bytes"]) - 24
    second = json.loads(run(["--json"], tmp_path).stdout)
    assert second["cached"]
    assert second["triad_gbps"] == first["triad_gbps"]
    third = json.loads(run(["--json", "--refresh"], tmp_path).stdout)
    assert not third["cached"]


def test_text_output_names_the_rates_and_the_cap(tmp_path):
    out = run(TINY, tmp_path).stdout
    for word in ("copy", "triad", "GFLOP/s", "working set", "cap", "cache file"):
        assert word in out


@pytest.mark.parametrize("args", [["--threads", "0"], ["--threads", "100000"], ["--bogus"],
                                  ["--repetitions", "1"], ["--threads"]])
def test_bad_arguments_exit_with_usage_status(tmp_path, args):
    p = run(args, tmp_path, check=False)
    assert p.returncode == 2
