"""hpcab-corpus-report (tools/corpus-report): one timed reference call per kernel and precision at the
top of its ranges, through the library's draws and the sandboxed worker."""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
GOOD = ROOT / "tests" / "manifests" / "good"


def test_report_times_each_precision_at_the_top_of_the_ranges(tool, tmp_path):
    r = tool("hpcab-corpus-report", "--state-dir", tmp_path, GOOD / "axpy")
    rows = [l for l in r.stdout.splitlines() if l.startswith("axpy ")]
    assert len(rows) == 2, r.stdout  # f64 and f32
    for row in rows:
        assert re.search(r"\d+\.\d{3} ms", row), row
        assert "LEN_1D=" in row
    assert "summary: 2 runs" in r.stdout


def test_pattern_only_csr_kernel_is_timed(tool, tmp_path):
    r = tool("hpcab-corpus-report", "--state-dir", tmp_path, GOOD / "graph")
    assert re.search(r"^graph\s+f64\s+\d+\.\d{3} ms\s+N=100000 NE=400000", r.stdout, re.M), r.stdout


def test_kernels_filter_keeps_matching_ids(tool, tmp_path):
    r = tool("hpcab-corpus-report", "--state-dir", tmp_path, "--kernels", "nothing-matches", GOOD)
    assert "summary: 0 runs" in r.stdout


def test_window_flags_rows_outside(tool, tmp_path):
    r = tool("hpcab-corpus-report", "--state-dir", tmp_path, "--precision", "f64", "--lo-ms", "1e9", GOOD / "axpy")
    assert "<< below" in r.stdout and "1 below" in r.stdout


def test_kernel_with_a_custom_initializer_is_timed(tool, tmp_path):
    """A `{function: NAME}` init is resolved in the kernel's own reference, as the judge does."""
    r = tool("hpcab-corpus-report", "--state-dir", tmp_path, "--precision", "f64",
             ROOT / "kernels" / "sc" / "dense_linear_algebra" / "durbin")
    assert re.search(r"durbin\s+f64\s+\d+\.\d{3} ms\s+N=16000", r.stdout), r.stdout


def test_a_tsvc_faithful_initializer_is_timed(tool, tmp_path):
    """s442's indx comes from tsvc_indx_init in its reference: the report loads it as the judge does."""
    r = tool("hpcab-corpus-report", "--state-dir", tmp_path, "--precision", "f64", ROOT / "kernels" / "llr" / "s442")
    assert re.search(r"^llr/s442\s+f64\s+\d+\.\d{3} ms", r.stdout, re.M), r.stdout
