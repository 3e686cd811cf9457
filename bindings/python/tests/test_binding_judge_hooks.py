"""The judge's service hooks (judge.h: timing_begin, timing_end, timed_worker) and the options struct's
growth: the hooks bracket the timing stage and see both timed workers; a failing timing_begin ends the
grade with its status; options of the older, shorter size (ending at test_sizes) are still accepted."""
import ctypes
import pathlib

import pytest

import hpcabench as hb
from hpcabench._lib import lib
from hpcabench._structs import TIMED_WORKER_FN, TIMING_BEGIN_FN, TIMING_END_FN, JudgeOptions

ROOT = pathlib.Path(__file__).resolve().parents[3]
KERNEL = ROOT / "tests" / "zoo" / "kernel"
CANDIDATE = ROOT / "tests" / "zoo" / "reference.c"

pytestmark = pytest.mark.skipif(not KERNEL.is_dir(), reason="no zoo kernel")


def score(opts):
    v = ctypes.c_void_p()
    st = lib.hpcab_judge_score(ctypes.byref(opts), ctypes.byref(v))
    status = lib.hpcab_verdict_status(v).decode() if st == 0 else None
    lib.hpcab_verdict_free(v)
    return st, status


@pytest.fixture
def options(tmp_path):
    judge = hb.Judge(state_dir=tmp_path / "state", budget_s=0.1)
    opts, keep, _ = judge._options(KERNEL, CANDIDATE)
    return opts, keep


def test_the_hooks_bracket_the_timing_stage_and_see_both_timed_workers(options):
    opts, keep = options
    events = []
    begin = TIMING_BEGIN_FN(lambda ctx: events.append(("begin", ctx)) or 0)
    end = TIMING_END_FN(lambda ctx: events.append(("end", ctx)))
    worker = TIMED_WORKER_FN(lambda ctx, side, pid: events.append(("worker", side, pid > 0)))
    keep += [begin, end, worker]
    opts.timing_begin, opts.timing_end, opts.timed_worker, opts.hook_ctx = begin, end, worker, 1234
    assert score(opts) == (0, "ok")
    assert events == [("begin", 1234), ("worker", 0, True), ("worker", 1, True), ("end", 1234)]


def test_a_failing_timing_begin_ends_the_grade_with_its_status(options):
    opts, keep = options
    ended = []
    begin = TIMING_BEGIN_FN(lambda ctx: -1)
    end = TIMING_END_FN(lambda ctx: ended.append(1))
    keep += [begin, end]
    opts.timing_begin, opts.timing_end = begin, end
    st, _ = score(opts)
    assert st == -1 and ended == []


def test_options_of_the_older_shorter_size_are_accepted(options):
    opts, _ = options
    opts.size = JudgeOptions.timing_begin.offset
    assert score(opts) == (0, "ok")
    opts.size = JudgeOptions.timing_begin.offset - 1
    assert score(opts)[0] != 0
