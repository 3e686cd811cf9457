"""The README's "Using the library" steps work as written on a fresh clone (issue 31.4): after
tools/demo.sh has configured ./build, the block installs into ~/hpcab, grades from the installed tree,
builds a harness with nothing but pkg-config (and the run path the README gives) and runs it. The block
is taken from README.md itself, so the README cannot drift from what works. HOME is a fresh directory."""
import os
import pathlib
import re
import shutil
import subprocess

import pytest

from judgelib import ROOT


def readme_block(heading: str) -> str:
    text = (ROOT / "README.md").read_text()
    at = text.index(heading)
    m = re.search(r"```sh\n(.*?)```", text[at:], re.S)
    assert m, f"no sh block after {heading!r}"
    return m.group(1)


def test_the_readmes_library_steps_work_verbatim_on_a_fresh_clone(tmp_path):
    if not (ROOT / ".git").exists() or not shutil.which("git") or not shutil.which("meson"):
        pytest.skip("needs a git checkout, git and meson")
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "--quiet", "--no-hardlinks", str(ROOT), str(clone)], check=True, timeout=300)
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("HPCAB", "PKG_CONFIG", "XDG_")) and k not in ("LD_LIBRARY_PATH", "HOME")}
    env["HOME"] = str(home)
    # what tools/demo.sh leaves: ./build configured with the default prefix
    r = subprocess.run(["meson", "setup", "build"], cwd=clone, env=env, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    block = readme_block("## Using the library")
    r = subprocess.run(["bash", "-e", "-c", block], cwd=clone, env=env, capture_output=True, text=True, timeout=1800)
    assert r.returncode == 0, f"the README's block failed:\n{block}\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}"
    assert (home / "hpcab" / "bin" / "hpcab-judge").exists()
    assert "verdict    ok" in r.stdout, r.stdout[-3000:]
    assert "correct: " in r.stdout, r.stdout[-3000:]
