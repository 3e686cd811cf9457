"""hpcab-serve enforces a session's mode itself (issue 17, lib/DESIGN.md §8): open (any number of scores and
submissions), single (scores; one submission per kernel, a second is 409), blind (no scores, 403; one
submission per kernel answered with its status only), and a session's max_scores and deadline."""
import json
import re
import time

import pytest

from servelib import ADMIN, zoo_source

REFERENCE = zoo_source("reference")


def test_open_mode_allows_repeated_scores_and_submissions(serve):
    tok = serve.session(mode="open")["token"]
    for route in ("score", "score", "submit", "submit"):
        st, r, _ = serve.grade(route, tok, REFERENCE)
        assert st == 200 and r["status"] == "ok"


def test_single_mode_refuses_a_second_submission_with_409_and_still_scores(serve):
    tok = serve.session(mode="single")["token"]
    st, r, _ = serve.grade("submit", tok, REFERENCE)
    assert st == 200 and r["status"] == "ok" and "verdict" not in r and r["speedup"] > 0
    st, r, _ = serve.grade("submit", tok, zoo_source("openmp"))
    assert st == 409 and r["error"] == "already_submitted"
    st, r, _ = serve.grade("score", tok, REFERENCE)
    assert st == 200 and r["status"] == "ok"


def test_single_mode_counts_submissions_per_kernel(serve):
    tok = serve.session(kernels=["zoo/kernel", "llr/s000"], mode="single")["token"]
    assert serve.grade("submit", tok, REFERENCE)[0] == 200
    st, r, _ = serve.grade("submit", tok, "void s000(double *a, const double *b, long n) { }\n", kernel="llr/s000")
    assert st == 200 and r["status"] == "incorrect"
    assert serve.grade("submit", tok, REFERENCE, kernel="llr/s000")[0] == 409


def test_blind_mode_answers_a_submission_with_its_status_only(serve):
    tok = serve.session(mode="blind")["token"]
    st, r, _ = serve.grade("submit", tok, REFERENCE)
    assert st == 200
    assert set(r) == {"submission", "kernel", "route", "state", "status"} and r["status"] == "ok"
    st, back, _ = serve.request("GET", f"/v1/submissions/{r['submission']}", token=tok)
    assert st == 200 and back == r


def test_blind_mode_refuses_scores_with_403(serve):
    tok = serve.session(mode="blind")["token"]
    st, r, _ = serve.grade("score", tok, REFERENCE)
    assert st == 403 and r["error"] == "blind_mode"


def test_blind_mode_refuses_a_second_submission_with_409(serve):
    tok = serve.session(mode="blind")["token"]
    assert serve.grade("submit", tok, REFERENCE)[0] == 200
    st, r, _ = serve.grade("submit", tok, REFERENCE)
    assert st == 409 and r["error"] == "already_submitted"


def test_the_admin_reads_a_blind_submission_in_full(serve):
    s = serve.session(mode="blind")
    _, r, _ = serve.grade("submit", s["token"], REFERENCE)
    st, full, _ = serve.request("GET", f"/v1/submissions/{r['submission']}", token=ADMIN)
    assert st == 200 and full["session"] == s["session"] and full["verdict"]["correct"] is True
    assert full["speedup"] > 0


def test_max_scores_refuses_the_score_past_it_with_409(serve):
    tok = serve.session(max_scores=2)["token"]
    assert serve.grade("score", tok, REFERENCE)[0] == 200
    assert serve.grade("score", tok, REFERENCE)[0] == 200
    st, r, _ = serve.grade("score", tok, REFERENCE)
    assert st == 409 and r["error"] == "score_limit"
    assert serve.grade("submit", tok, REFERENCE)[0] == 200  # submissions are not scores


def test_the_deadline_refuses_scores_and_submissions_after_it_with_403(serve):
    tok = serve.session(deadline_s=1)["token"]
    time.sleep(2.1)
    for route in ("score", "submit"):
        st, r, _ = serve.grade(route, tok, REFERENCE)
        assert st == 403 and r["error"] == "deadline_passed"
    assert serve.request("GET", "/v1/task?kernel=zoo/kernel", token=tok)[0] == 200


def test_a_session_precision_is_the_one_graded(serve):
    tok = serve.session(kernels=["llr/s000"], precision="f32")["token"]
    st, t, _ = serve.request("GET", "/v1/task?kernel=llr/s000", token=tok)
    assert t["precision"] == "f32" and "float *restrict a" in t["signature"]
    src = "#include \"hpcab/kernel.h\"\nvoid s000(real_t *restrict a, const real_t *restrict b, int64_t n)\n" \
          "{ for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1; }\n"
    st, r, _ = serve.grade("submit", tok, src, kernel="llr/s000")
    assert st == 200 and r["status"] == "ok"
    st, full, _ = serve.request("GET", f"/v1/submissions/{r['submission']}", token=ADMIN)
    assert full["verdict"]["precision"] == "f32"
    st, r, _ = serve.request("POST", "/v1/sessions", {"kernels": ["zoo/kernel"], "precision": "f32"}, token=ADMIN)
    assert st == 400  # the zoo kernel is f64 only


NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?")
# a wrong candidate that writes the worst element's value itself (the reason's "got" quoted it) and one
# that writes out of bounds: their answers name the output or array and the kind of failure only
WRONG = """#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
  a[n / 2] = 2.7954223206731744e-47;
}
"""


def drawn_numbers(full):
    """Every number of a full verdict drawn from a secret seed or quoted from the candidate's output:
    the timed inputs' sizes and params, the top corner's sizes, and the numbers of the reason."""
    v = full["verdict"]
    out = set()
    for i in v.get("inputs") or []:
        out |= {str(x) for x in [*i["sizes"].values(), *i["params"].values()]}
    out |= {str(x) for x in ((v.get("correctness") or {}).get("top_sizes") or {}).values()}
    out |= set(NUMBER.findall(v.get("reason") or ""))
    return out


def answer_numbers(r):
    """The numbers of a submitter's answer, but its submission id and speedup (the score itself)."""
    rest = {k: x for k, x in r.items() if k not in ("submission", "speedup", "queue_position", "poll")}
    return set(NUMBER.findall(json.dumps(rest)))


@pytest.mark.parametrize("mode", ["open", "single", "blind"])
def test_no_number_in_an_answer_is_drawn_from_a_secret_seed(serve, mode):
    """Issue 30.4: score and submit answers, and a submission read back, carry the status, the speedup
    and a category-level reason in every mode; no number in them is a drawn size, param or value."""
    checked = 0
    for src in (REFERENCE, WRONG, zoo_source("read_past_end")):
        tok = serve.session(mode=mode)["token"]
        for route in ("score", "submit"):
            st, r, _ = serve.grade(route, tok, src)
            if mode == "blind" and route == "score":
                assert st == 403
                continue
            assert st == 200 and "verdict" not in r, r
            st, back, _ = serve.request("GET", f"/v1/submissions/{r['submission']}", token=tok)
            assert back == r and "verdict" not in back
            st, full, _ = serve.request("GET", f"/v1/submissions/{r['submission']}", token=ADMIN)
            drawn = drawn_numbers(full)
            assert drawn or route == "score" or r["status"] != "ok", full
            assert not (answer_numbers(r) & drawn), (r, sorted(drawn))
            if mode == "blind":
                assert set(r) == {"submission", "kernel", "route", "state", "status"}
            elif r["status"] != "ok":
                assert r["reason"] and not NUMBER.search(r["reason"]), r
                assert r["speedup"] is None
            checked += 1
    assert checked == (3 if mode == "blind" else 6)
