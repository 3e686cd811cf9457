"""tools/corpus-dedupe.py (issue 34): no kernel of the corpus duplicates another under a new name —
compared by their outputs on shared draws; a renamed copy is found, a variant on other inputs is not a
duplicate."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "corpus-dedupe.py"

if shutil.which("cc") is None:
    pytest.skip("cc is needed", allow_module_level=True)


def run(*args):
    return subprocess.run([sys.executable, str(TOOL), *map(str, args)], capture_output=True, text=True, timeout=900)


def renamed_copy(src: Path, dst: Path, name: str, yaml_edit=None):
    shutil.copytree(src, dst)
    for f in ("reference.cu", "spec.py", "reference.f90", "torch_module.py"):
        (dst / f).unlink(missing_ok=True)
    y = (dst / "kernel.yaml").read_text().replace(f"name: {src.name}", f"name: {name}")
    y = y.replace(f"symbol: {src.name}", f"symbol: {name}").replace("residencies: [host, device]", "residencies: [host]")
    y = "\n".join(ln for ln in y.splitlines() if not ln.startswith("reference_device")) + "\n"
    (dst / "kernel.yaml").write_text(yaml_edit(y) if yaml_edit else y)
    c = (dst / "reference.c").read_text().replace(f"void {src.name}(", f"void {name}(")
    (dst / "reference.c").write_text(c)


def test_the_corpus_has_no_kernel_that_duplicates_another():
    r = run()
    assert r.returncode == 0, r.stdout[-3000:]
    assert "0 duplicate pair(s)" in r.stdout


def test_a_renamed_copy_of_a_kernel_is_a_duplicate(tmp_path):
    silu = ROOT / "kernels" / "ml" / "silu"
    shutil.copytree(silu, tmp_path / "ml" / "silu")
    renamed_copy(silu, tmp_path / "ml" / "swish", "swish")
    r = run(tmp_path)
    assert r.returncode == 1
    assert "duplicate silu swish" in r.stdout


def test_the_same_computation_on_other_inputs_is_a_variant_not_a_duplicate(tmp_path):
    silu = ROOT / "kernels" / "ml" / "silu"
    shutil.copytree(silu, tmp_path / "ml" / "silu")
    renamed_copy(silu, tmp_path / "ml" / "silu_wide", "silu_wide",
                 lambda y: y.replace("domain: [-10, 10]", "domain: [-40, 40]"))
    r = run(tmp_path)
    assert r.returncode == 0, r.stdout
    assert "known     silu silu_wide: a variant" in r.stdout
