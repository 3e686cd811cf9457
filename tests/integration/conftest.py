"""Fixtures of the hpcab-judge integration tests: the built judge ($HPCABENCH_BUILD/tools/hpcab-judge,
default ./build), and a `judge` fixture that runs it with a fresh state directory (HPCAB_STATE_DIR) and
a secrets file of known seeds (mode 0600) per test, so the tests can grep every output for the seeds."""
import pytest

from judgelib import Judge


@pytest.fixture
def judge(tmp_path):
    """hpcab-judge with a fresh state directory and a secrets file of known seeds (mode 0600)."""
    return Judge(tmp_path / "state")
