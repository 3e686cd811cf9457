"""Shared fixtures of the Python cross-checks: where the built tools are ($HPCABENCH_BUILD, default
./build of the repository)."""
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _build_dir():
    return pathlib.Path(os.environ.get("HPCABENCH_BUILD", ROOT / "build"))


@pytest.fixture(scope="session")
def tool():
    """tool(name, *args, input=None) -> CompletedProcess of build/tools/NAME (skips when not built)."""

    def run(name, *args, check=True):
        exe = _build_dir() / "tools" / name
        if not exe.exists():
            pytest.skip(f"{exe} is not built")
        r = subprocess.run([str(exe), *map(str, args)], capture_output=True, text=True)
        if check and r.returncode != 0:
            raise AssertionError(f"{name} {args} exited {r.returncode}: {r.stderr}")
        return r

    return run

