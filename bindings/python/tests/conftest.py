"""Imports hpcabench from this source tree (no installation needed) unless HPCABENCH_INSTALLED=1 asks
for the installed package, and provides paths to the repository's test data and built tools."""
import os
import pathlib
import sys

import pytest

PKG_ROOT = pathlib.Path(__file__).resolve().parents[1]
ROOT = PKG_ROOT.parents[1]
if os.environ.get("HPCABENCH_INSTALLED") != "1":
    sys.path.insert(0, str(PKG_ROOT))

BUILD = pathlib.Path(os.environ.get("HPCABENCH_BUILD", ROOT / "build"))
GOOD = ROOT / "tests" / "manifests" / "good"
BAD = ROOT / "tests" / "manifests" / "bad"


@pytest.fixture
def good():
    return GOOD


@pytest.fixture
def build_dir():
    return BUILD


@pytest.fixture
def tool():
    """tool(name): the path of a built tool; skips the test when it is not built."""
    def find(name):
        p = BUILD / "tools" / name
        if not p.exists():
            pytest.skip(f"{name} is not built in {BUILD}")
        return p
    return find
