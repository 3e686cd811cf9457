"""hpcab-run regrade: a campaign's final answers re-timed on this machine as another platform's grades.
Portable answers are graded again (their correctness reproduced, per-kernel speedups ranked alike:
Spearman r_s >= 0.8 on the same machine); an x86-only answer is skipped with its reason, never graded
wrong; the report has its per-language table."""
import json
import shutil
import sys

import pytest

for _m in ("yaml", "jinja2", "aiohttp", "zstandard", "scipy"):  # hpcab-run's dependencies (tools/install-deps.sh)
    pytest.importorskip(_m)
from judgelib import ROOT
from runlib import agent_command, fake, hpcab_run, need_build, write_config  # noqa: F401

sys.path.insert(0, str(ROOT / "bindings" / "python"))
from hpcabench.run import regrade as rg  # noqa: E402

KERNELS = ["llr/s000", "llr/vdotr", "sc/dense_linear_algebra/gemm"]
X86_S000 = """#include <immintrin.h>
#include "hpcab/kernel.h"
void s000(real_t *restrict a, const real_t *restrict b, int64_t LEN_1D)
{
  int64_t i = 0;
#if defined(HPCAB_PREC_F64)
  for (; i + 4 <= LEN_1D; i += 4)
    _mm256_storeu_pd(a + i, _mm256_add_pd(_mm256_loadu_pd(b + i), _mm256_set1_pd(1.0)));
#endif
  for (; i < LEN_1D; i++)
    a[i] = b[i] + 1;
}
"""


# a slow honest answer (the loop three times): its speedup (about 1/3) ranks clearly below vdotr's and gemm's
SLOW_S000 = """#include "hpcab/kernel.h"
void s000(real_t *restrict a, const real_t *restrict b, int64_t LEN_1D)
{
  for (int rep = 0; rep < 3; rep++) {
    for (int64_t i = 0; i < LEN_1D; i++)
      a[i] = b[i] + 1;
    __asm__ volatile("" ::: "memory");
  }
}
"""


def _answers(d, s000_text):
    """The answers of a setup: s000's given, vdotr's the fast example, gemm's the reference itself (the
    agent's default), which is far slower than gemm's OpenBLAS baseline: three clearly ranked speedups."""
    d.mkdir()
    shutil.copy(ROOT / "examples" / "candidates" / "vdotr_fast.c", d / "llr__vdotr.c")
    (d / "llr__s000.c").write_text(s000_text)
    return d


@pytest.fixture(scope="module")
def campaign(tmp_path_factory):
    need_build()
    tmp = tmp_path_factory.mktemp("regrade")
    from runlib import FakeModel
    fm = FakeModel(tmp)
    try:
        fast, x86 = _answers(tmp / "fast", SLOW_S000), _answers(tmp / "x86", X86_S000)
        cfg = write_config(tmp, fm.url, name="rg", kernels=KERNELS,
                           harness={"command": agent_command("normal", "--answer-dir", "skills"), "tools": "shell"},
                           setups={"fast": {"packets": ["fast"]}, "x86": {"packets": ["x86"]}},
                           extra={"packets": {"fast": {"skills": str(fast)}, "x86": {"skills": str(x86)}}})
        run = tmp / "run"
        hpcab_run("run", cfg, "--out", run, timeout=1200)
        hpcab_run("export", run)
        out = tmp / "regrade"
        r = hpcab_run("regrade", run / "export", "--out", out, "--label", "same-machine", "--budget", "0.1",
                      "--inputs", "2", "--draws", "2", timeout=1200)
        yield run, out, r
    finally:
        fm.stop()


def test_regrade_writes_a_separately_labelled_platforms_grades(campaign):
    run, out, r = campaign
    rows = [json.loads(x) for x in (out / "regrade.jsonl").read_text().splitlines()]
    assert len(rows) == 6 and {x["platform"] for x in rows} == {"same-machine"}
    assert (out / "portability.md").read_text().startswith("# Portability")


def test_an_x86_only_answer_is_skipped_with_its_reason_never_graded_wrong(campaign):
    _, out, _ = campaign
    rows = [json.loads(x) for x in (out / "regrade.jsonl").read_text().splitlines()]
    skipped = [x for x in rows if not x["portable"]]
    assert [(x["setup"], x["kernel"]) for x in skipped] == [("x86", "llr/s000")]
    assert "immintrin.h" in skipped[0]["reason"] and skipped[0]["here"] is None


def test_every_portable_answer_keeps_its_correctness_on_the_same_machine(campaign):
    _, out, _ = campaign
    rows = [json.loads(x) for x in (out / "regrade.jsonl").read_text().splitlines() if json.loads(x)["portable"]]
    assert len(rows) == 5
    assert all(x["here"]["correct"] == x["first"]["correct"] for x in rows), rows
    assert all(x["first"]["correct"] for x in rows)


def test_per_kernel_speedups_rank_alike_on_the_same_machine(campaign):
    _, out, _ = campaign
    report = json.loads((out / "portability.json").read_text())
    assert report["all"]["kernels"] == 3
    assert report["all"]["spearman_rs"] >= 0.8, report
    assert report["all"]["skipped_share"] == pytest.approx(1 / 6)
    assert report["languages"]["c"]["still_correct_share"] == 1.0


def test_regrade_of_something_that_is_not_a_run_says_so(tmp_path):
    r = hpcab_run("regrade", tmp_path / "nothing", check=False)
    assert r.returncode == 2 and "no such file" in r.stderr


def test_the_report_summarises_rows_by_the_documented_rules():
    def row(kernel, lang, a, b, portable=True):
        return {"kernel": kernel, "language": lang, "portable": portable, "reason": None if portable else "x86",
                "first": {"correct": True, "speedup": a}, "here": {"correct": b is not None, "speedup": b}}
    rows = [row("k1", "c", 2.0, 1.8), row("k1", "c", 3.0, 2.5), row("k2", "c", 1.2, 1.3), row("k3", "c", 5.0, 4.0),
            row("k3", "c", 4.0, 4.5), row("k4", "c", 1.0, None), row("k2", "fortran", 9.0, None, portable=False)]
    rep = rg.portability_report(rows)["all"]
    assert rep["answers"] == 7 and rep["skipped"] == 1
    assert rep["still_correct_share"] == pytest.approx(5 / 6)
    assert rep["spearman_rs"] == pytest.approx(1.0)  # medians there 2.5, 1.2, 4.5 -> here 2.15, 1.3, 4.25
    assert rep["best_stays_best_share"] == pytest.approx(2 / 3)  # k3's best there (5.0) is not best here
    assert rep["best_reaches_90pct_share"] == pytest.approx(2 / 3)  # k3: 4.0 < 0.9 * 4.5
