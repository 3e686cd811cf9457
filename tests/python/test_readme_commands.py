"""Every command block of README.md stays true (issue 31): each ```sh block parses (bash -n); every
script, example and repository path it names exists; every hpcab-judge subcommand it calls exists and
accepts every option the line gives it; every hpcab-run / hpcab-analyze subcommand likewise. The blocks
that build and install are run verbatim by tests/integration/test_readme_library.py and by CI itself
(tools/demo.sh, tools/test.sh)."""
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
TOP_DIRS = ("kernels/", "examples/", "tools/", "tests/", "bindings/", "docs/", "include/", "lib/")


def blocks() -> list[str]:
    return re.findall(r"```sh\n(.*?)```", README.read_text(), flags=re.S)


def lines():
    for b in blocks():
        for ln in b.splitlines():
            code = re.split(r"\s#\s", " " + ln, maxsplit=1)[0].strip()
            if code:
                yield ln, code


def commands(code: str) -> list[list[str]]:
    """The simple commands of a line (split on ; && || |), each as words without leading VAR=value."""
    out = []
    for part in re.split(r"\s*(?:;|&&|\|\||\||&)\s*", code):
        try:
            words = shlex.split(part.replace("$(", "( ").replace("~/", "/HOME/"))
        except ValueError:
            words = part.split()
        while words and re.fullmatch(r"[A-Z_]+=.*", words[0]):
            words = words[1:]
        if words:
            out.append(words)
    return out


def test_every_block_parses():
    for b in blocks():
        r = subprocess.run(["bash", "-n"], input=b, capture_output=True, text=True)
        assert r.returncode == 0, (b, r.stderr)


def test_every_repository_path_a_command_names_exists():
    missing = []
    for ln, code in lines():
        for w in re.findall(r"[\w./-]+", code):
            w = w.rstrip(".")
            if w.startswith(TOP_DIRS) and not re.search(r"[A-Z]{3,}", w) and "*" not in w:
                if not (ROOT / w).exists() and not (ROOT / w.split("[")[0]).exists():
                    missing.append((w, ln))
    assert not missing


def _judge_help(sub: str) -> str:
    build = os.environ.get("HPCABENCH_BUILD") or str(ROOT / "build")
    judge = Path(build) / "tools" / "hpcab-judge"
    if not judge.exists():
        pytest.skip(f"{judge} is not built")
    r = subprocess.run([str(judge), "help", sub], capture_output=True, text=True)
    return r.stdout + r.stderr if r.returncode == 0 else ""


def test_every_hpcab_judge_subcommand_and_option_of_the_readme_exists():
    bad = []
    for ln, code in lines():
        for words in commands(code):
            if not words[0].endswith("hpcab-judge") or len(words) < 2:
                continue
            sub = words[1]
            text = _judge_help(sub)
            if not text:
                bad.append((sub, "no such subcommand", ln))
                continue
            for w in words[2:]:
                opt = w.split("=")[0]
                if opt.startswith("--") and opt not in text:
                    bad.append((sub, opt, ln))
    assert not bad


@pytest.mark.parametrize("tool,module", [("hpcab-run", "hpcabench.run"), ("hpcab-analyze", "hpcabench.analysis")])
def test_every_python_tool_subcommand_and_option_of_the_readme_exists(tool, module):
    pytest.importorskip("yaml")
    env = dict(os.environ, PYTHONPATH=str(ROOT / "bindings" / "python"))
    bad = []
    for ln, code in lines():
        for words in commands(code):
            if words[0] != tool or len(words) < 2:
                continue
            r = subprocess.run([sys.executable, "-m", module, words[1], "--help"], capture_output=True, text=True,
                               env=env, timeout=120)
            if r.returncode != 0:
                bad.append((words[1], "no such subcommand", ln))
                continue
            for w in words[2:]:
                opt = w.split("=")[0]
                if opt.startswith("--") and opt not in r.stdout:
                    bad.append((words[1], opt, ln))
    assert not bad
