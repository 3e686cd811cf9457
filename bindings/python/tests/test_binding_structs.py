"""Every ctypes mirror of a public struct has the C layout: sizeof and each field's offset, as a C
program compiled against include/ prints them."""
import ctypes
import pathlib
import shutil
import subprocess

import pytest

from hpcabench import _structs as S

ROOT = pathlib.Path(__file__).resolve().parents[3]
MIRRORS = {
    "hpcab_random": S.Random, "hpcab_draw_limits": S.DrawLimits, "hpcab_src_finding": S.SrcFinding,
    "hpcab_build_options": S.BuildOptions,
    "hpcab_stream": S.Stream, "hpcab_fill_spec": S.FillSpec, "hpcab_check_spec": S.CheckSpec,
    "hpcab_check_report": S.CheckReport, "hpcab_mwu_result": S.MwuResult, "hpcab_credit_result": S.CreditResult,
    "hpcab_geomean_result": S.GeomeanResult, "hpcab_ttest_result": S.TtestResult,
    "hpcab_kernel_outcome": S.KernelOutcome, "hpcab_estimate": S.Estimate,
    "hpcab_efficacy_result": S.EfficacyResult, "hpcab_peak_options": S.PeakOptions,
    "hpcab_machine_profile": S.MachineProfile, "hpcab_suspect": S.Suspect,
    "hpcab_judge_options": S.JudgeOptions, "hpcab_verdict_input": S.VerdictInput,
    "hpcab_credit_params": S.CreditParams, "hpcab_overhead_result": S.OverheadResult,
    "hpcab_test_options": S.TestOptions, "hpcab_validate_options": S.ValidateOptions,
}


@pytest.fixture(scope="module")
def c_layout(tmp_path_factory):
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        pytest.skip("no C compiler")
    d = tmp_path_factory.mktemp("layout")
    lines = ["#include <stdio.h>", "#include <stddef.h>", '#include "hpcab.h"', "int main(void) {"]
    for cname, py in MIRRORS.items():
        lines.append(f'  printf("{cname} sizeof %zu\\n", sizeof({cname}));')
        for fname, *_ in py._fields_:
            lines.append(f'  printf("{cname} {fname} %zu\\n", offsetof({cname}, {fname}));')
    lines += ["  return 0;", "}"]
    (d / "layout.c").write_text("\n".join(lines) + "\n")
    subprocess.run([cc, "-std=c17", f"-I{ROOT / 'include'}", str(d / "layout.c"), "-o", str(d / "layout")],
                   check=True, capture_output=True)
    out = subprocess.run([str(d / "layout")], check=True, capture_output=True, text=True).stdout
    return {(a, b): int(c) for a, b, c in (line.split() for line in out.splitlines())}


@pytest.mark.parametrize("cname", sorted(MIRRORS))
def test_the_mirror_has_the_c_size_and_offsets(cname, c_layout):
    py = MIRRORS[cname]
    assert ctypes.sizeof(py) == c_layout[(cname, "sizeof")]
    for fname, *_ in py._fields_:
        assert getattr(py, fname).offset == c_layout[(cname, fname)], fname


def header_prototypes():
    """name -> number of parameters of every HPCAB_API function in include/hpcab/*.h."""
    import re

    out = {}
    for h in sorted((ROOT / "include" / "hpcab").glob("*.h")):
        text = re.sub(r"/\*.*?\*/", " ", h.read_text(), flags=re.S)
        for m in re.finditer(r"HPCAB_API\s+[^;(]*?\b(hpcab_\w+)\s*\(([^;]*?)\)\s*;", text, flags=re.S):
            params = m.group(2).strip()
            depth, count = 0, 1
            for ch in params:
                depth += ch == "(" or ch == "["
                depth -= ch == ")" or ch == "]"
                count += ch == "," and depth == 0
            out[m.group(1)] = 0 if params in ("", "void") else count
    return out


def test_every_declared_function_matches_its_header_prototype():
    from hpcabench import _lib

    protos = header_prototypes()
    for name, (_, argtypes) in _lib.FUNCTIONS.items():
        assert name in protos, f"{name} is not in include/hpcab"
        assert len(argtypes) == protos[name], name
