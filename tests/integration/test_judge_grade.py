"""hpcab-judge grade and score end to end (issue 9, lib/DESIGN.md §8–§12) on the example candidates of
examples/candidates: exit codes, the --json fields, failure reasons, the report, submission modes, the
store's cache, concurrent judges on one store, a judge killed mid-grade, and the secret seeds never
leaving the judge. Grades are small (--budget 0.2, one timed input); the few performance assertions use
generous budgets (test_judge_speedup.py)."""
import hashlib
import json
import re
import os
import pty
import signal
import sqlite3
import subprocess
import time

import pytest

from judgelib import KERNELS, SMALL, candidate, judge_exe

INPUT_FIELDS = {"sizes", "params", "reference", "candidate", "ratio", "hodges_lehmann", "p_value", "credited",
                "suspect", "why", "calls"}
TOP_FIELDS = {"schema", "kernel", "candidate_sha256", "status", "reason", "correct", "speedup", "cached", "inputs",
              "flags", "guards", "baseline", "precision", "correctness", "crediting", "context", "grade_key"}


@pytest.mark.parametrize("kernel", ["s000", "vdotr", "gemm"])
def test_fast_candidate_is_graded_correct_with_exit_0_and_the_json_fields(judge, kernel):
    src = candidate(f"{kernel}_fast")
    rc, v = judge.grade_json(kernel, src, *SMALL, "--baseline", "reference")
    assert rc == 0 and v["status"] == "ok" and v["correct"] is True and v["reason"] is None
    assert TOP_FIELDS <= set(v) and v["schema"] == "hpcab.verdict/1"
    assert v["kernel"] == os.path.relpath(KERNELS[kernel], KERNELS[kernel].parents[1 if kernel != "gemm" else 2])
    assert v["candidate_sha256"] == hashlib.sha256(src.read_bytes()).hexdigest()
    assert v["baseline"] == "reference" and v["cached"] is False and v["correctness"]["draws"] == 8
    assert len(v["inputs"]) == 1
    i = v["inputs"][0]
    assert INPUT_FIELDS <= set(i)
    assert i["calls"] >= 10 and i["reference"]["median_ns"] > 0 and i["candidate"]["median_ns"] > 0
    assert i["ratio"] == pytest.approx(i["reference"]["median_ns"] / i["candidate"]["median_ns"], rel=1e-9)
    assert isinstance(i["sizes"], dict) and all(isinstance(x, int) for x in i["sizes"].values())
    assert 0 <= i["p_value"] <= 1
    assert i["credited"] == (i["ratio"] if i["p_value"] < 0.1 else 1)
    assert v["speedup"] == pytest.approx(i["credited"] if not i["suspect"] else 1.0)
    assert "seccomp" in v["guards"]["applied"]


@pytest.mark.parametrize("kernel,output", [("s000", "a"), ("vdotr", "dot"), ("gemm", "C")])
def test_wrong_candidate_is_incorrect_with_exit_1_and_a_reason_naming_the_output(judge, kernel, output):
    rc, v = judge.grade_json(kernel, candidate(f"{kernel}_wrong"), *SMALL)
    assert rc == 1 and v["status"] == "incorrect" and v["correct"] is False
    assert v["speedup"] is None and v["inputs"] == []
    assert v["reason"].startswith("correctness draw ") and f"output {output}:" in v["reason"]
    assert "got" in v["reason"] and "expected" in v["reason"] and "allowed" in v["reason"]


def test_gemm_default_baseline_is_openblas_and_the_report_names_it(judge):
    r = judge.run("grade", "gemm", candidate("gemm_fast"), *SMALL)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "baseline   baseline_openblas.c" in r.stdout
    rc, v = judge.grade_json("gemm", candidate("gemm_fast"), *SMALL)
    assert v["baseline"] == "baseline_openblas.c"
    i = v["inputs"][0]
    assert i["reference"]["median_ns"] > 0 and i["ratio"] > 0  # the standing against OpenBLAS, either way


def test_baseline_file_option_times_against_that_file(judge):
    base = KERNELS["gemm"] / "baseline_openblas.c"
    rc, v = judge.grade_json("gemm", candidate("gemm_fast"), *SMALL, "--baseline", base)
    assert rc == 0 and v["baseline"] == "baseline_openblas.c"
    rc, v = judge.grade_json("s000", candidate("s000_fast"), *SMALL, "--baseline", "default")
    assert rc == 0 and v["baseline"] == "reference"


def test_report_shows_inputs_verdict_flags_and_guards(judge):
    r = judge.run("grade", "s000", candidate("s000_fast"), *SMALL)
    assert r.returncode == 0
    out = r.stdout
    for word in ("kernel     llr/s000 (f64)", "baseline   reference", "sizes", "reference ns", "candidate ns",
                 "ratio", "credited", "LEN_1D=", "verdict    ok: correct on 8 draws, credited speedup",
                 "guards     applied:", "flag      line"):
        assert word in out, word
    r = judge.run("grade", "s000", candidate("s000_wrong"), *SMALL)
    assert r.returncode == 1 and "verdict    incorrect: correctness draw 0" in r.stdout


def test_json_prints_exactly_one_object_and_no_progress_off_a_terminal(judge):
    r = judge.run("grade", "s000", candidate("s000_fast"), "--json", *SMALL)
    assert r.returncode == 0
    assert r.stdout.count("\n") == 1 and json.loads(r.stdout)["status"] == "ok"
    assert r.stderr == ""


def test_progress_bar_goes_to_stderr_on_a_terminal(judge):
    master, slave = pty.openpty()
    cmd = [str(judge_exe()), "grade", str(KERNELS["s000"]), str(candidate("s000_fast")), "--json", *SMALL,
           "--secrets", str(judge.secrets)]
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=slave, env=judge.env(), text=True)
    os.close(slave)
    out, _ = p.communicate(timeout=300)
    err = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        err += chunk
    os.close(master)
    assert p.returncode == 0
    assert json.loads(out)["status"] == "ok"
    text = err.decode(errors="replace")
    assert "correctness" in text and "timing 1/1" in text and "%" in text


def test_score_prints_only_the_speedup_or_the_failure_word(judge):
    r = judge.run("score", "s000", candidate("s000_fast"))
    assert r.returncode == 0 and r.stderr == ""
    assert float(r.stdout.strip()) > 0 and len(r.stdout.split()) == 1
    r = judge.run("score", "s000", candidate("s000_wrong"))
    assert r.returncode == 1 and r.stdout.startswith("incorrect: output 'a' ") and r.stdout.count("\n") == 1
    assert not re.search(r"\d", r.stdout), r.stdout  # no size, index or value: category-level only


def test_score_json_carries_no_output_value_or_failure_detail(judge):
    r = judge.run("score", "s000", candidate("s000_wrong"), "--json")
    v = json.loads(r.stdout)
    assert r.returncode == 1 and v["status"] == "incorrect" and v["schema"] == "hpcab.answer/1"
    assert set(v) == {"schema", "route", "kernel", "status", "speedup", "reason"} and v["speedup"] is None
    assert "got" not in v["reason"] and "expected" not in v["reason"], v["reason"]
    assert "output 'a'" in v["reason"] and not re.search(r"\d", v["reason"]), v["reason"]


def test_score_answers_give_no_number_drawn_from_the_score_seed(judge):
    """hpcab-judge score's answer (text and --json) holds no size, param or value of the score seed's
    input, nor any number of the full verdict's failure reason; --verdict is the administrator's view."""
    full = json.loads(judge.run("score", "s000", candidate("s000_wrong"), "--verdict").stdout)
    drawn = {str(x) for i in full["inputs"] for x in [*i["sizes"].values(), *i["params"].values()]}
    drawn |= set(re.findall(r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?", full["reason"] or ""))
    assert drawn, full
    for args in ((), ("--json",)):
        out = judge.run("score", "s000", candidate("s000_wrong"), *args).stdout
        if args:
            out = json.dumps({k: v for k, v in json.loads(out).items() if k != "schema"})  # "hpcab.answer/1"
        assert not (set(re.findall(r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?", out)) & drawn), out


def test_build_error_is_reported_with_the_compiler_output(judge, tmp_path):
    bad = tmp_path / "bad.c"
    bad.write_text('#include "hpcab/kernel.h"\nvoid s000(real_t *a) { this is not C }\n')
    rc, v = judge.grade_json("s000", bad, *SMALL)
    assert (rc, v["status"]) == (1, "build_error")
    assert "error" in v["build_log"] and "bad.c" in v["build_log"]


def test_fast_math_pragma_is_rejected_before_anything_runs(judge, tmp_path):
    src = tmp_path / "fm.c"
    src.write_text('#pragma GCC optimize ("-ffast-math")\n' + (KERNELS["s000"] / "reference.c").read_text())
    rc, v = judge.grade_json("s000", src, *SMALL)
    assert (rc, v["status"]) == (1, "rejected") and "fast-math" in v["reason"]
    assert v["inputs"] == [] and v["guards"] is None


def test_fast_math_flag_from_the_command_line_is_a_usage_error(judge):
    r = judge.run("grade", "s000", candidate("s000_fast"), "--extra-flags", "-ffast-math", *SMALL)
    assert r.returncode == 2 and "fast-math" in r.stderr and r.stdout == ""


@pytest.mark.parametrize("args", [["--bogus"], ["--budget", "0"], ["--mode", "single"], ["--mode", "sometimes",
                                                                                          "--session", "s"]])
def test_usage_errors_exit_2(judge, args):
    r = judge.run("grade", "s000", candidate("s000_fast"), *args)
    assert r.returncode == 2 and r.stdout == "" and r.stderr.startswith("hpcab-judge")


def test_missing_kernel_or_candidate_exits_2(judge, tmp_path):
    assert judge.run("grade", tmp_path / "nokernel", candidate("s000_fast")).returncode == 2
    assert judge.run("grade", "s000", tmp_path / "none.c").returncode == 2


def test_single_mode_refuses_the_second_submission_but_not_scores(judge):
    args = ["--session", "alice", "--mode", "single", *SMALL]
    rc, v = judge.grade_json("s000", candidate("s000_fast"), *args)
    assert (rc, v["status"]) == (0, "ok")
    assert judge.run("score", "s000", candidate("s000_fast"), "--session", "alice", "--mode", "single").returncode == 0
    rc, v = judge.grade_json("s000", candidate("s000_wrong"), *args)
    assert (rc, v["status"]) == (1, "rejected") and "one submission" in v["reason"]
    rc, v = judge.grade_json("s000", candidate("s000_fast"), *args)  # not even the same file again
    assert (rc, v["status"]) == (1, "rejected")
    rc, v = judge.grade_json("vdotr", candidate("vdotr_fast"), *args)  # one submission per kernel
    assert (rc, v["status"]) == (0, "ok")
    rc, v = judge.grade_json("s000", candidate("s000_fast"), "--session", "bob", "--mode", "single", *SMALL)
    assert (rc, v["status"]) == (0, "ok")


def test_blind_mode_refuses_scores_and_a_second_submission(judge):
    r = judge.run("score", "s000", candidate("s000_fast"), "--session", "carol", "--mode", "blind")
    assert (r.returncode, r.stdout) == (1, "rejected: refused by the session's mode: blind mode gives no scores\n")
    args = ["--session", "carol", "--mode", "blind", *SMALL]
    assert judge.grade_json("s000", candidate("s000_fast"), *args)[1]["status"] == "ok"
    assert judge.grade_json("s000", candidate("s000_fast"), *args)[1]["status"] == "rejected"


def test_open_mode_allows_any_number_of_submissions(judge):
    args = ["--session", "dave", "--mode", "open", *SMALL]
    for _ in range(2):
        assert judge.grade_json("s000", candidate("s000_wrong"), *args)[1]["status"] == "incorrect"


def test_cache_hit_returns_the_identical_verdict_marked_cached(judge):
    r1 = judge.run("grade", "s000", candidate("s000_fast"), "--json", *SMALL)
    t0 = time.monotonic()
    r2 = judge.run("grade", "s000", candidate("s000_fast"), "--json", *SMALL)
    cached_s = time.monotonic() - t0
    v1, v2 = json.loads(r1.stdout), json.loads(r2.stdout)
    assert (r1.returncode, r2.returncode) == (0, 0)
    assert v1["cached"] is False and v2["cached"] is True
    v2["cached"] = False
    v2["context"]["date"] = v1["context"]["date"]  # when each verdict was made (a cached one: served)
    assert v1 == v2
    assert cached_s < 5
    report = judge.run("grade", "s000", candidate("s000_fast"), *SMALL).stdout  # the stored report
    i = v1["inputs"][0]
    sizes = ",".join(f"{k}={x}" for k, x in i["sizes"].items())
    assert "(cached)" in report and sizes in report
    assert f"{i['reference']['median_ns']:14.0f} {i['candidate']['median_ns']:14.0f}" in report


def test_a_cached_verdict_carries_this_submitters_name_and_date_not_the_first_ones(judge, tmp_path):
    first = tmp_path / "alice_s000.c"
    first.write_bytes(candidate("s000_fast").read_bytes())
    second = tmp_path / "bob.c"
    second.write_bytes(first.read_bytes())
    rc1, v1 = judge.grade_json("s000", first, *SMALL)
    time.sleep(1.1)  # the dates are to the second
    r = judge.run("grade", "s000", second, "--json", *SMALL)
    v2 = json.loads(r.stdout)
    assert v2["cached"] is True and v2["grade_key"] == v1["grade_key"]
    assert v2["candidate"] == "bob.c" and v2["context"]["date"] > v1["context"]["date"]
    assert "alice" not in r.stdout
    report = judge.run("grade", "s000", second, *SMALL).stdout
    assert "(cached)" in report and "bob.c" in report and "alice" not in report


def test_cache_hit_of_a_failed_grade_keeps_its_status_and_exit_code(judge):
    rc1, v1 = judge.grade_json("s000", candidate("s000_wrong"), *SMALL)
    rc2, v2 = judge.grade_json("s000", candidate("s000_wrong"), *SMALL)
    assert (rc1, rc2) == (1, 1) and v2["cached"] is True and v2["status"] == v1["status"] == "incorrect"
    assert v2["reason"] == v1["reason"]


def test_a_different_configuration_is_not_a_cache_hit(judge):
    judge.grade_json("s000", candidate("s000_fast"), *SMALL)
    for extra in (["--draws", "9"], ["--precision", "f32"], ["--baseline", "reference", "--inputs", "2"]):
        args = [*SMALL, *extra]
        rc, v = judge.grade_json("s000", candidate("s000_fast"), *args)
        assert v["cached"] is False, extra


def test_no_cache_grades_again(judge):
    judge.grade_json("s000", candidate("s000_fast"), *SMALL)
    rc, v = judge.grade_json("s000", candidate("s000_fast"), *SMALL, "--no-cache")
    assert rc == 0 and v["cached"] is False


def store_ok(db):
    con = sqlite3.connect(db)
    try:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        con.close()


def test_concurrent_grades_on_one_store_succeed(judge):
    jobs = [("s000", "s000_fast", 0), ("s000", "s000_wrong", 1), ("vdotr", "vdotr_fast", 0),
            ("vdotr", "vdotr_wrong", 1)]
    procs = [judge.popen("grade", k, candidate(c), "--json", *SMALL) for k, c, _ in jobs]
    for p, (k, c, want) in zip(procs, jobs):
        out, err = p.communicate(timeout=600)
        judge.outputs += [out, err]
        assert p.returncode == want, f"{c}: {err}"
        assert json.loads(out)["cached"] is False
    store_ok(judge.state / "results.db")
    for k, c, want in jobs:  # every grade was stored: each comes back from the cache
        rc, v = judge.grade_json(k, candidate(c), *SMALL)
        assert rc == want and v["cached"] is True, c


def test_same_grade_by_two_judges_at_once_agrees(judge):
    procs = [judge.popen("grade", "s000", candidate("s000_wrong"), "--json", *SMALL) for _ in range(2)]
    outs = [json.loads(p.communicate(timeout=600)[0]) for p in procs]
    assert [o["status"] for o in outs] == ["incorrect", "incorrect"]
    store_ok(judge.state / "results.db")


def test_judge_killed_mid_grade_leaves_the_store_consistent(judge):
    p = judge.popen("grade", "s000", candidate("s000_fast"), "--json", "--budget", "3", "--inputs", "1")
    time.sleep(3.0)  # in the correctness or timing stage
    p.send_signal(signal.SIGKILL)
    p.communicate()
    store_ok(judge.state / "results.db")
    rc, v = judge.grade_json("s000", candidate("s000_fast"), "--budget", "3", "--inputs", "1", "--max-calls", "10")
    assert rc == 0 and v["cached"] is False
    rc, v = judge.grade_json("s000", candidate("s000_fast"), *SMALL)
    assert rc == 0


def test_secrets_file_is_created_once_with_mode_0600_when_none_is_given(judge):
    rc, v1 = judge.grade_json("s000", candidate("s000_wrong"), *SMALL, secrets=False)
    path = judge.state / "secrets"
    assert path.exists() and (path.stat().st_mode & 0o777) == 0o600
    first = path.read_bytes()
    rc, v2 = judge.grade_json("s000", candidate("s000_wrong"), *SMALL, secrets=False)
    assert path.read_bytes() == first and v2["cached"] is True  # the same seeds: the same grade


def test_secrets_file_readable_by_others_is_refused(judge):
    os.chmod(judge.secrets, 0o644)
    r = judge.run("grade", "s000", candidate("s000_fast"), *SMALL)
    assert r.returncode == 2 and r.stdout == ""
    assert "readable by others" in r.stderr and str(judge.secrets) in r.stderr


def seed_forms(hexseed):
    raw = bytes.fromhex(hexseed)
    return [hexseed.encode(), hexseed.upper().encode(), raw, raw[:16], raw[16:]]


def test_secret_seeds_appear_in_no_output_json_report_or_stored_file(judge):
    judge.grade_json("s000", candidate("s000_fast"), *SMALL)
    judge.grade_json("s000", candidate("s000_wrong"), *SMALL)
    judge.run("grade", "s000", candidate("s000_fast"), *SMALL)
    judge.run("score", "s000", candidate("s000_fast"), "--json")
    judge.run("score", "s000", candidate("s000_fast"), "--verdict")
    judge.run("score", "s000", candidate("s000_fast"))
    blobs = [o.encode() for o in judge.outputs]
    for root, _, files in os.walk(judge.state):
        for f in files:
            with open(os.path.join(root, f), "rb") as fh:
                blobs.append(fh.read())
    assert len(blobs) > 6
    for seed in (judge.score_seed, judge.submission_seed):
        for form in seed_forms(seed):
            assert not any(form in b for b in blobs)
    # the store's text too, through SQLite (in case a page is compressed or split)
    con = sqlite3.connect(judge.state / "results.db")
    try:
        for (table,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall():
            for row in con.execute(f'SELECT * FROM "{table}"'):
                for cell in row:
                    b = cell if isinstance(cell, bytes) else str(cell).encode()
                    for seed in (judge.score_seed, judge.submission_seed):
                        assert not any(form in b for form in seed_forms(seed)), table
    finally:
        con.close()


def test_f32_grade_of_a_fast_candidate_is_correct(judge):
    rc, v = judge.grade_json("s000", candidate("s000_fast"), *SMALL, "--precision", "f32")
    assert (rc, v["status"], v["precision"]) == (0, "ok", "f32")


def test_grade_times_three_inputs_by_default(judge):
    rc, v = judge.grade_json("s000", candidate("s000_fast"), "--budget", "0.1")
    assert rc == 0 and len(v["inputs"]) == 3 and v["correctness"]["draws"] == 8
    assert len({tuple(i["sizes"].items()) for i in v["inputs"]}) == 3


def test_score_times_one_input_fastest_of_five_calls_per_side(judge):
    r = judge.run("score", "s000", candidate("s000_fast"), "--verdict")
    v = json.loads(r.stdout)
    assert r.returncode == 0 and v["route"] == "score" and len(v["inputs"]) == 1
    i = v["inputs"][0]
    assert i["calls"] == 5 and i["statistic"] == "min"
    assert v["speedup"] == pytest.approx(i["reference"]["min_ns"] / i["candidate"]["min_ns"])
    rc, g = judge.grade_json("s000", candidate("s000_fast"), *SMALL)  # the submission seed draws other inputs
    assert g["inputs"][0]["sizes"] != i["sizes"]
