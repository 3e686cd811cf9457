"""The corpus suite's CI budget (tests/integration/corpus_validate.py): a seeded random sample of the
kernels is compiled and graded when asked (HPCAB_CORPUS_SAMPLE=N) or under CI=true, drawn per track,
reproducible from the printed seed; everything otherwise or with HPCAB_CORPUS_SAMPLE=all."""
import argparse
import importlib.util
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tests" / "integration" / "corpus_validate.py"
_spec = importlib.util.spec_from_file_location("corpus_validate", SCRIPT)
cv = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(cv)

DIRS = [ROOT / "kernels" / t / f"k{i}" for t, n in (("llr", 150), ("sc", 120), ("ml", 10)) for i in range(n)]


def settings(monkeypatch, sample=None, seed=None, **env):
    for k in ("HPCAB_CORPUS_SAMPLE", "HPCAB_CORPUS_SEED", "CI"):
        monkeypatch.delenv(k, raising=False)
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    return cv.sample_settings(argparse.Namespace(sample=sample, seed=seed))


def test_everything_is_graded_by_default_outside_ci(monkeypatch):
    assert settings(monkeypatch)[0] is None


def test_ci_grades_the_default_sample(monkeypatch):
    assert settings(monkeypatch, CI="true")[0] == cv.DEFAULT_CI_SAMPLE


def test_sample_all_grades_everything_even_in_ci(monkeypatch):
    assert settings(monkeypatch, CI="true", HPCAB_CORPUS_SAMPLE="all")[0] is None


def test_sample_size_and_seed_come_from_the_environment_or_the_options(monkeypatch):
    assert settings(monkeypatch, HPCAB_CORPUS_SAMPLE="40", HPCAB_CORPUS_SEED="9") == (40, 9)
    assert settings(monkeypatch, sample="7", seed="3", HPCAB_CORPUS_SAMPLE="40", HPCAB_CORPUS_SEED="9") == (7, 3)


def test_without_a_seed_each_run_draws_a_fresh_one(monkeypatch):
    seeds = {settings(monkeypatch, HPCAB_CORPUS_SAMPLE="40")[1] for _ in range(5)}
    assert len(seeds) > 1


def test_a_seed_reproduces_its_sample_and_another_seed_differs():
    a, b, c = cv.choose_sample(DIRS, 30, 11), cv.choose_sample(DIRS, 30, 11), cv.choose_sample(DIRS, 30, 12)
    assert a == b and a != c and len(a) == 30 and len(set(a)) == 30


def test_the_sample_is_proportional_per_track_with_every_track_present():
    s = cv.choose_sample(DIRS, 28, 5)
    by_track = {t: sum(cv.track_of(d) == t for d in s) for t in ("llr", "sc", "ml")}
    assert by_track == {"llr": 15, "sc": 12, "ml": 1}


def test_a_sample_larger_than_the_corpus_is_the_corpus():
    assert cv.choose_sample(DIRS, 10 ** 6, 1) == DIRS


def test_the_run_prints_its_seed_and_sample_and_grades_only_those(tmp_path):
    build = pathlib.Path(os.environ.get("HPCABENCH_BUILD", ROOT / "build"))
    if not (build / "tools" / "hpcab-judge").exists() or not (build / "tests" / "corpus_check").exists():
        pytest.skip("needs a build with tools/hpcab-judge and tests/corpus_check")
    env = {k: v for k, v in os.environ.items() if k not in ("HPCAB_CORPUS_SAMPLE", "HPCAB_CORPUS_SEED", "CI")}
    env.update(HPCAB_CORPUS_SAMPLE="2", HPCAB_CORPUS_SEED="4242")
    r = subprocess.run([sys.executable, str(SCRIPT), "--build", str(build), "--jobs", "2", "--state-dir", str(tmp_path),
                        str(ROOT / "kernels" / "sc" / "mapreduce")], capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    n = sum(1 for _ in (ROOT / "kernels" / "sc" / "mapreduce").glob("*/kernel.yaml"))
    assert f"a sample of 2 of {n} kernels, seed 4242" in r.stdout and "HPCAB_CORPUS_SEED=4242" in r.stdout
    sample = next(line for line in r.stdout.splitlines() if line.startswith("sample: ")).split()[1:]
    assert len(sample) == 2 and all(k.startswith("sc/mapreduce/") for k in sample)
    assert f"(2 compiled and graded), {n} pass" in r.stdout
