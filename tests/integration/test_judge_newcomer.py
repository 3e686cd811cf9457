"""The newcomer's list of issue 31 (its "smaller" items), each a rule: a mistyped kernel id gets a
"did you mean"; `list --track` of no track is an error naming the tracks; a precision the kernel lacks
names the ones it has; a directory or a non-candidate file (a verdict .json) as CANDIDATE is a usage
error (exit 2) saying what it is; with --json an exit-2 error prints one JSON error object on stdout."""
import json
import subprocess

from judgelib import KERNELS, SMALL, candidate, judge_exe


def run(*args, env=None):
    return subprocess.run([str(judge_exe()), *map(str, args)], capture_output=True, text=True, timeout=600, env=env)


def test_a_mistyped_kernel_id_gets_a_did_you_mean(judge):
    r = run("signature", "llr/s00")
    assert r.returncode == 2 and "did you mean 'llr/s000'" in r.stderr, r.stderr
    r = run("grade", "llr/vdtor", candidate("vdotr_fast"), "--json", env=judge.env())
    assert r.returncode == 2 and "did you mean 'llr/vdotr'" in r.stderr, r.stderr


def test_list_of_an_unknown_track_is_an_error_naming_the_tracks():
    r = run("list", "--track", "nope")
    assert r.returncode == 2, r.stdout
    assert "no kernel is on track 'nope'" in r.stderr and "llr" in r.stderr and "ml" in r.stderr, r.stderr
    r = run("list", "--track", "lrr")
    assert r.returncode == 2 and "did you mean 'llr'" in r.stderr, r.stderr


def test_a_precision_the_kernel_lacks_names_the_ones_it_has(judge):
    r = run("grade", KERNELS["s000"], candidate("s000_fast"), "--precision", "f16", *SMALL, env=judge.env())
    assert r.returncode == 2 and "has no precision f16 (it has f64, f32)" in r.stderr, r.stderr
    r = run("signature", KERNELS["s000"], "--precision", "f16")
    assert r.returncode == 2 and "(it has f64, f32)" in r.stderr, r.stderr


def test_a_directory_or_a_verdict_as_candidate_is_a_usage_error_saying_what_it_is(judge, tmp_path):
    r = run("grade", KERNELS["s000"], tmp_path, *SMALL, env=judge.env())
    assert r.returncode == 2 and "is a directory" in r.stderr, r.stderr
    verdict = tmp_path / "v.json"
    verdict.write_text("{}")
    r = run("grade", KERNELS["s000"], verdict, *SMALL, env=judge.env())
    assert r.returncode == 2 and "not a candidate" in r.stderr and "hpcab-judge report" in r.stderr, r.stderr


def test_with_json_an_exit_2_error_prints_one_json_error_object(judge, tmp_path):
    for args in (["grade", KERNELS["s000"], tmp_path / "missing.c", "--json"],
                 ["grade", "llr/s00", candidate("s000_fast"), "--json"],
                 ["score", KERNELS["s000"], candidate("s000_fast"), "--json", "--precision", "f16"]):
        r = run(*args, env=judge.env())
        assert r.returncode == 2, r.stderr
        lines = [ln for ln in r.stdout.splitlines() if ln.strip()]
        assert len(lines) == 1, r.stdout
        e = json.loads(lines[0])
        assert e["status"] == "error" and e["exit_code"] == 2 and e["message"], e
        assert e["message"] in r.stderr


def test_a_corpus_of_ones_own_adds_to_the_shipped_one(tmp_path):
    import os
    import shutil
    from judgelib import ROOT
    own = tmp_path / "mycorpus"
    shutil.copytree(ROOT / "examples" / "kernels" / "mylab", own / "mylab")
    env = dict(os.environ, HPCAB_KERNELS=str(own))
    for kernel in ("mylab/gather_rowsum", "llr/s000"):
        r = run("signature", kernel, env=env)
        assert r.returncode == 0, (kernel, r.stderr)
        r = run("signature", kernel, "--kernels", own)
        assert r.returncode == 0, (kernel, r.stderr)


def test_the_text_report_explains_its_columns_and_guards(judge):
    r = judge.run("grade", "s000", candidate("s000_fast"), *SMALL)
    assert r.returncode == 0, r.stderr
    for words in ("ratio: reference median / candidate median", "HL ratio: the Hodges-Lehmann",
                  "p: the one-sided Mann-Whitney test", "credited: the speedup the input",
                  "the sandbox's protections in force: include/hpcab/worker.h"):
        assert words in r.stdout, (words, r.stdout)


def test_report_latest_is_the_grade_served_last_even_from_the_cache(judge, tmp_path):
    rc1, fast = judge.grade_json("s000", candidate("s000_fast"), *SMALL)
    rc2, wrong = judge.grade_json("s000", candidate("s000_wrong"), *SMALL)
    rc3, again = judge.grade_json("s000", candidate("s000_fast"), *SMALL)
    assert again["cached"] and again["grade_key"] == fast["grade_key"]
    out = tmp_path / "latest.html"
    r = judge.run("report", "latest", "-o", out, secrets=False)
    assert r.returncode == 0, r.stderr
    page = out.read_text()
    assert fast["grade_key"][:16] in page and wrong["grade_key"][:16] not in page
