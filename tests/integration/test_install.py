"""The installed tree works on its own (issue 19, point 6): `meson install` of the build under test into
a temporary staging prefix, then the installed hpcab-judge run from a directory outside the source
tree with none of the HPCAB_* variables set: it finds its library (install rpath), its worker, the
installed hpcab/kernel.h and the installed corpus, resolves kernel ids (llr/s000) against that corpus,
against $HPCAB_KERNELS or against --kernels DIR, and grades. Where a private mount namespace is
allowed, the source tree is hidden under an empty tmpfs while the installed judge runs, so that no
path into it can be what made it work."""
import json
import os
import pathlib
import shutil
import subprocess

import pytest

from judgelib import CANDIDATES, ROOT, build_dir

SMALL = ["--budget", "0.2", "--inputs", "1", "--draws", "4"]


@pytest.fixture(scope="module")
def prefix(tmp_path_factory):
    """The installed tree: meson install --destdir of the build under test, found under the staging dir."""
    build = build_dir()
    if not (build / "meson-info").is_dir():
        pytest.skip(f"{build} is not a meson build directory")
    stage = tmp_path_factory.mktemp("stage")
    r = subprocess.run(["meson", "install", "-C", str(build), "--destdir", str(stage), "--no-rebuild", "--quiet"],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    judges = list(stage.rglob("bin/hpcab-judge"))
    assert len(judges) == 1, judges
    # move it once more, so that nothing can depend on the staging path either: the tree is relocatable
    moved = tmp_path_factory.mktemp("moved") / "prefix"
    shutil.copytree(judges[0].parents[1], moved, symlinks=True)
    return moved


def clean_env(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("HPCAB") and k != "LD_LIBRARY_PATH"}
    env["HPCAB_STATE_DIR"] = str(tmp_path / "state")
    return env


def run(prefix, tmp_path, *args, env=None, wrap=()):
    work = tmp_path / "elsewhere"
    work.mkdir(exist_ok=True)
    return subprocess.run([*wrap, str(prefix / "bin" / "hpcab-judge"), *map(str, args)], cwd=work,
                          env=env or clean_env(tmp_path), capture_output=True, text=True, timeout=900)


def test_installed_tree_has_the_corpus_headers_worker_and_rpath(prefix):
    assert (prefix / "share/hpcabench/kernels/llr/s000/kernel.yaml").is_file()
    assert (prefix / "share/hpcabench/kernels/MANIFEST.md").is_file()
    assert (prefix / "include/hpcab/kernel.h").is_file()
    assert (prefix / "libexec/hpcab-worker").is_file()
    dyn = subprocess.run(["readelf", "-d", str(prefix / "bin/hpcab-judge")], capture_output=True, text=True).stdout
    assert "$ORIGIN/../" in dyn  # relocatable: the prefix can move


def test_installed_judge_grades_a_kernel_id_outside_the_source_tree(prefix, tmp_path):
    shutil.copy(CANDIDATES / "s000_fast.c", tmp_path / "s000_fast.c")
    r = run(prefix, tmp_path, "grade", "llr/s000", tmp_path / "s000_fast.c", "--json", *SMALL)
    assert r.returncode == 0, r.stderr
    v = json.loads(r.stdout)
    assert v["status"] == "ok" and v["kernel"] == "llr/s000"
    assert str(ROOT) not in r.stdout + r.stderr


def test_kernel_ids_resolve_against_kernels_option_then_environment(prefix, tmp_path):
    corpus = tmp_path / "mycorpus"
    shutil.copytree(ROOT / "examples/kernels/mylab", corpus / "mylab")
    # --kernels DIR
    r = run(prefix, tmp_path, "signature", "mylab/gather_rowsum", "--kernels", corpus, "--precision", "f32")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("void gather_rowsum(float *restrict y,")
    # $HPCAB_KERNELS
    env = clean_env(tmp_path)
    env["HPCAB_KERNELS"] = str(corpus)
    r = run(prefix, tmp_path, "check-manifest", "mylab/gather_rowsum", env=env)
    assert r.returncode == 0, r.stderr
    r = run(prefix, tmp_path, "list", "--track", "mylab", env=env)
    assert r.returncode == 0, r.stderr
    (row,) = [line.split() for line in r.stdout.splitlines()[1:]]
    assert row[:4] == ["mylab/gather_rowsum", "mylab", "gathers", "2"]  # a track and a dwarf of its own
    # neither: the installed corpus does not have it, and the message says where it looked
    r = run(prefix, tmp_path, "signature", "mylab/gather_rowsum")
    assert r.returncode == 2
    assert "share/hpcabench/kernels" in r.stderr and "HPCAB_KERNELS" in r.stderr


def hide_source_tree():
    """A command prefix that runs the rest with the source tree hidden under an empty tmpfs, or None."""
    wrap = ["unshare", "--mount", "--map-root-user", "sh", "-c",
            f'mount -t tmpfs none "{ROOT}" && exec "$@"', "sh"]
    if shutil.which("unshare") is None:
        return None
    r = subprocess.run([*wrap, "test", "!", "-e", str(ROOT / "meson.build")], capture_output=True)
    return wrap if r.returncode == 0 else None


def test_installed_judge_needs_nothing_from_the_source_tree(prefix, tmp_path):
    wrap = hide_source_tree()
    if wrap is None:
        pytest.skip("no private mount namespace here to hide the source tree in")
    shutil.copy(CANDIDATES / "s000_fast.c", tmp_path / "s000_fast.c")
    r = run(prefix, tmp_path, "grade", "llr/s000", tmp_path / "s000_fast.c", "--json", "--check-only", wrap=wrap)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["status"] == "ok"
    r = run(prefix, tmp_path, "list", "--track", "sc", wrap=wrap)
    assert r.returncode == 0, r.stderr
    assert "sc/dense_linear_algebra/gemm" in r.stdout
