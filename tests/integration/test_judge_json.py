"""The verdict JSON, schema hpcab.verdict/1 (issue 19, point 4): every verdict the judge prints validates
against include/hpcab/verdict.schema.json (jsonschema); sizes and params are objects, lists arrays,
null stands for what does not apply (never a speedup of 0); the context block says where and how the
grade ran; --samples adds every timed call, also to a verdict from the store; the per-input summaries
and the Hodges–Lehmann interval agree with numpy computed from those samples."""
import datetime
import hashlib
import json
import math
import subprocess

import jsonschema
import numpy as np
import pytest
from scipy import stats as ss

from judgelib import KERNELS, ROOT, SMALL, candidate, judge_exe

SCHEMA = json.loads((ROOT / "include/hpcab/verdict.schema.json").read_text())


def validate(v):
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    jsonschema.validate(v, SCHEMA, cls=jsonschema.Draft202012Validator)


def test_the_schema_is_a_valid_json_schema_that_rejects_the_old_flat_form():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    old = {"kernel": "llr/s000", "candidate_sha256": "0" * 64, "status": "incorrect", "reason": "x",
           "correct": False, "speedup": 0, "cached": False, "inputs": [], "flags": [], "guards": ""}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(old, SCHEMA)


def test_a_graded_verdict_validates_with_its_context(judge):
    rc, v = judge.grade_json("s000", candidate("s000_fast"), *SMALL)
    assert rc == 0
    validate(v)
    c = v["context"]
    date = datetime.datetime.strptime(c["date"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=datetime.timezone.utc)
    assert abs((datetime.datetime.now(datetime.timezone.utc) - date).total_seconds()) < 600
    version = subprocess.run([str(judge_exe()), "version"], capture_output=True, text=True).stdout
    assert c["library_version"] in version
    assert c["cores"]["used"] >= 1 and len(c["cores"]["cpus"]) >= c["cores"]["used"]
    assert c["caches"] and all(x["bytes"] > 0 for x in c["caches"])
    assert c["bandwidth"]["peak_gbps"] > 0
    assert c["compiler"]["language"] == "c" and "-O3" in c["compiler"]["flags"]
    assert "-DHPCAB_PREC_F64" in c["compiler"]["flags"]
    assert len(c["manifest_hash"]) == 64 and c["cpu_model"]
    assert v["crediting"] == {"alpha": 0.1, "min_effect": 0.01, "interval_confidence": 0.8}
    i = v["inputs"][0]
    assert set(i["sizes"]) == {"LEN_1D"} and isinstance(i["sizes"]["LEN_1D"], int)
    assert i["params"] == {}
    assert v["grade_key"] and len(v["grade_key"]) == 64
    assert [f["category"] for f in v["flags"]] == ["x86-only"] and v["flags"][0]["line"] > 0
    assert "seccomp" in v["guards"]["applied"]


def test_a_kernel_with_params_reports_them_as_an_object(judge):
    kdir = ROOT / "kernels/llr"
    with_params = [d for d in sorted(kdir.iterdir()) if (d / "kernel.yaml").exists() and
                   "\nparams:" in (d / "kernel.yaml").read_text() and "{function" not in (d / "kernel.yaml").read_text()]
    if not with_params:
        pytest.skip("no llr kernel declares params")
    k = with_params[0]
    rc, v = judge.grade_json(k, k / "reference.c", *SMALL)
    assert rc == 0, v["reason"]
    validate(v)
    params = v["inputs"][0]["params"]
    assert params and all(isinstance(x, (int, float)) for x in params.values())


@pytest.mark.parametrize("case", ["incorrect", "build_error", "rejected", "load_error"])
def test_failed_verdicts_validate_with_null_speedup_never_zero(judge, tmp_path, case):
    if case == "incorrect":
        src = candidate("s000_wrong")
    else:
        src = tmp_path / "c.c"
        src.write_text({"build_error": "void s000(double *a) { this is not C }\n",
                        "rejected": '#pragma GCC optimize ("-ffast-math")\nvoid s000(double *a, const double *b, long n) {}\n',
                        "load_error": "void other(void) {}\n"}[case])
    rc, v = judge.grade_json("s000", src, *SMALL)
    assert rc == 1 and v["status"] == case, v
    validate(v)
    assert v["speedup"] is None and v["correct"] is False and v["reason"]
    assert v["inputs"] == []
    assert (v["grade_key"] is None) == (case != "incorrect"), "only a grade that ran is stored"
    assert (v["build_log"] is not None) == (case == "build_error")


def test_score_and_check_only_verdicts_validate(judge):
    r = judge.run("score", "s000", candidate("s000_fast"), "--verdict")
    v = json.loads(r.stdout)
    validate(v)
    assert v["route"] == "score" and v["crediting"] is None and v["correctness"] is None
    i = v["inputs"][0]
    assert i["statistic"] == "min" and i["p_value"] is None and i["hodges_lehmann"] is None
    rc, v = judge.grade_json("s000", candidate("s000_fast"), "--check-only", "--draws", "2")
    validate(v)
    assert v["speedup"] is None and v["check_only"] is True and v["context"]["bandwidth"] is None


def hl_reference(ref, cand, confidence):
    """The Hodges–Lehmann ratio and its interval from every pairwise difference of the logs (numpy)."""
    lx, ly = np.log(ref), np.log(cand)
    d = np.sort(np.subtract.outer(lx, ly).ravel())
    n_all = np.concatenate([lx, ly])
    _, t = np.unique(n_all, return_counts=True)
    n, N = n_all.size, d.size
    var = ref.size * cand.size / 12 * ((n + 1) - np.sum(t.astype(float) ** 3 - t) / (n * (n - 1)))
    c = min(max(math.floor(N / 2 - ss.norm.ppf((1 + confidence) / 2) * math.sqrt(var)), 1), (N + 1) // 2)
    return math.exp(np.median(d)), math.exp(d[c - 1]), math.exp(d[N - c])


def test_samples_are_every_timed_call_and_agree_with_the_summaries_and_the_interval(judge):
    r = judge.run("grade", "s000", candidate("s000_fast"), "--json", "--samples", "--budget", "0.2", "--inputs", "2")
    assert r.returncode == 0, r.stderr
    v = json.loads(r.stdout)
    validate(v)
    assert [s["input"] for s in v["samples"]] == [0, 1]
    for s, i in zip(v["samples"], v["inputs"]):
        ref, cand = np.array(s["reference_ns"]), np.array(s["candidate_ns"])
        assert ref.size == cand.size == i["calls"]
        for side, x in (("reference", ref), ("candidate", cand)):
            assert i[side]["median_ns"] == pytest.approx(np.median(x), rel=1e-15)
            assert i[side]["q1_ns"] == pytest.approx(np.percentile(x, 25), rel=1e-15)
            assert i[side]["q3_ns"] == pytest.approx(np.percentile(x, 75), rel=1e-15)
            assert i[side]["iqr_ns"] == pytest.approx(np.percentile(x, 75) - np.percentile(x, 25), rel=1e-12, abs=1e-9)
            assert (i[side]["min_ns"], i[side]["max_ns"]) == (x.min(), x.max())
        assert i["ratio"] == pytest.approx(np.median(ref) / np.median(cand), rel=1e-12)
        est, lo, hi = hl_reference(ref, cand, i["hodges_lehmann"]["confidence"])
        assert i["hodges_lehmann"]["ratio"] == pytest.approx(est, rel=1e-12)
        assert i["hodges_lehmann"]["lo"] == pytest.approx(lo, rel=1e-12)
        assert i["hodges_lehmann"]["hi"] == pytest.approx(hi, rel=1e-12)
        assert i["direction"] == ("faster" if i["ratio"] > 1 else "slower")


def test_a_verdict_from_the_store_keeps_its_samples(judge):
    args = ["--json", "--samples", *SMALL]
    v1 = json.loads(judge.run("grade", "s000", candidate("s000_fast"), *args).stdout)
    v2 = json.loads(judge.run("grade", "s000", candidate("s000_fast"), *args).stdout)
    assert v1["cached"] is False and v2["cached"] is True
    validate(v2)
    assert v2["samples"] == v1["samples"] and v2["grade_key"] == v1["grade_key"]
    assert v2["context"] == v1["context"], "the context of the grade that made it"
    plain = json.loads(judge.run("grade", "s000", candidate("s000_fast"), "--json", *SMALL).stdout)
    assert "samples" not in plain and plain["cached"] is True


def test_samples_without_json_is_a_usage_error(judge):
    r = judge.run("grade", "s000", candidate("s000_fast"), "--samples")
    assert r.returncode == 2 and "--samples goes with --json" in r.stderr


def test_the_candidate_hash_in_the_json_is_the_files(judge):
    src = candidate("s000_fast")
    rc, v = judge.grade_json("s000", src, *SMALL)
    assert v["candidate_sha256"] == hashlib.sha256(src.read_bytes()).hexdigest()
    assert v["candidate"] == src.name and v["kernel"] == "llr/s000"
    assert KERNELS["s000"].name == "s000"


def test_the_readmes_example_is_a_valid_verdict():
    readme = (ROOT / "README.md").read_text()
    blocks = [b for b in readme.split("```json\n")[1:]]
    assert blocks, "README.md shows a verdict's JSON"
    example = json.loads(blocks[0].split("\n```", 1)[0])
    validate(example)
    assert example["schema"] == "hpcab.verdict/1" and example["inputs"][0]["hodges_lehmann"]
