"""Fixtures of the hpcab-judge integration tests: the built judge ($HPCABENCH_BUILD/tools/hpcab-judge,
default ./build), and a `judge` fixture that runs it with a fresh state directory (HPCAB_STATE_DIR) and
a secrets file of known seeds (mode 0600) per test, so the tests can grep every output for the seeds."""
import pytest

from judgelib import Judge


@pytest.fixture
def judge(tmp_path):
    """hpcab-judge with a fresh state directory and a secrets file of known seeds (mode 0600)."""
    return Judge(tmp_path / "state")


@pytest.fixture
def serve_factory(tmp_path):
    """serve_factory(*args, env=...): a started hpcab-serve (stopped with SIGTERM at the end)."""
    from servelib import Server
    started = []

    def make(*args, **kw):
        root = tmp_path / f"srv{len(started)}"
        root.mkdir()
        s = Server(root, *args, **kw).start()
        started.append(s)
        return s
    yield make
    for s in started:
        s.stop()


@pytest.fixture
def serve(serve_factory):
    """A started hpcab-serve on a free loopback port with the zoo kernel and s000."""
    return serve_factory()
