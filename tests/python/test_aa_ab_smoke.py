"""tests/perf/aa_ab.py (the A/A and A/B benchmark of the crediting rule): a --quick run on one kernel
through the built judge prints tables that parse. No performance assertion: the figures of a smoke
run on a shared machine mean nothing; only the shape of the output and the grades' success do."""
import json
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BUILD = pathlib.Path(os.environ.get("HPCABENCH_BUILD", ROOT / "build"))
JUDGE = BUILD / "tools" / "hpcab-judge"
SCRIPT = ROOT / "tests" / "perf" / "aa_ab.py"
RULES = {"mwu", "median", "min", "mean"}

pytestmark = pytest.mark.skipif(not JUDGE.exists(), reason=f"{JUDGE} not built")


@pytest.fixture(scope="module")
def quick_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("aa_ab") / "aa_ab.json"
    p = subprocess.run([sys.executable, str(SCRIPT), "--quick", "--kernels", "llr/s000", "--json", str(out)],
                       env=dict(os.environ, HPCABENCH_BUILD=str(BUILD)), capture_output=True, text=True,
                       timeout=300)
    assert p.returncode == 0, p.stderr
    return p.stdout, json.loads(out.read_text())


def rows(stdout, tag):
    return [line.split() for line in stdout.splitlines() if line.split()[:1] == [tag]]


def number(field):
    return None if field == "-" else float(field)


def test_quick_run_has_no_failed_grade(quick_run):
    assert rows(quick_run[0], "fail") == []


def test_aa_table_has_one_row_per_rule_with_fractions_and_scores(quick_run):
    aa = rows(quick_run[0], "aa")
    assert {r[2] for r in aa} == RULES and len(aa) == 4
    for r in aa:
        assert r[1] == "llr/s000" and len(r) == 13
        grades, inputs, suspect = int(r[3]), int(r[4]), int(r[5])
        assert grades == 2 and inputs == 4 and 0 <= suspect <= inputs
        assert int(r[6]) >= 10  # the judge times at least 10 calls per side
        ne1, out5, s_min, s_med, s_max, s_in5 = map(number, r[7:])
        assert (ne1 is None) == (r[2] != "mwu")
        assert ne1 is None or 0 <= ne1 <= 1
        assert 0 <= out5 <= 1 and 0 <= s_in5 <= 1
        assert 0 < s_min <= s_med <= s_max


def test_ab_table_compares_each_rule_with_the_measured_truth(quick_run):
    truth = rows(quick_run[0], "truth")
    assert [r[2] for r in truth][-1] == "all" and len(truth) == 4
    assert all(float(r[3]) > 0 for r in truth)
    ab = rows(quick_run[0], "ab")
    assert {r[2] for r in ab} == RULES and len(ab) == 4
    for r in ab:
        assert r[1] == "extra_work" and len(r) == 16 and int(r[3]) == 2
        up_g, up_i = float(r[7]), float(r[8])
        assert 0 <= up_g <= 1 and 0 <= up_i <= 1
        s_min, s_med, s_max = map(float, r[11:14])
        assert 0 < s_min <= s_med <= s_max


def test_json_holds_every_grade_score(quick_run):
    data = quick_run[1]
    assert len(data["aa"]) == 4 and len(data["ab"]) == 4 and data["truth"]["all"] > 0
    assert all(len(r["S"]) == 2 for r in data["aa"] + data["ab"])
    assert all(len(r["per_input"]) == 4 for r in data["aa"] + data["ab"])
