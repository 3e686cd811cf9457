"""A candidate's prototype is checked against the manifest's (issue 31.6): a source candidate is compiled
with the kernel's prototype declared after it, so a candidate written for another precision or with its
arguments in another order is reported `prototype_mismatch` with both prototypes — not the
`out_of_bounds` its wrong reads would have earned. A candidate that only leaves `const` off an input is
accepted (the call is the same)."""
import json

from judgelib import KERNELS, SMALL

VDOTR_F32 = """#include <stdint.h>
void vdotr(const float *restrict a, const float *restrict b,
           float *restrict dot, int64_t LEN_1D)
{
  float s = 0;
  for (int64_t i = 0; i < LEN_1D; i++) s += a[i] * b[i];
  *dot = s;
}
"""

VDOTR_REORDERED = """#include <stdint.h>
void vdotr(double *restrict dot, const double *restrict a, const double *restrict b, int64_t LEN_1D)
{
  double s = 0;
  for (int64_t i = 0; i < LEN_1D; i++) s += a[i] * b[i];
  *dot = s;
}
"""

VDOTR_NO_CONST = """#include <stdint.h>
void vdotr(double *a, double *b, double *dot, int64_t LEN_1D)
{
  double s = 0;
  for (int64_t i = 0; i < LEN_1D; i++) s += a[i] * b[i];
  *dot = s;
}
"""

VDOTR_CXX_F32 = """#include <cstdint>
extern "C" void vdotr(const float *a, const float *b, float *dot, int64_t LEN_1D)
{
  float s = 0;
  for (int64_t i = 0; i < LEN_1D; i++) s += a[i] * b[i];
  *dot = s;
}
"""

MANIFEST_F64 = "void vdotr(const double *restrict a, const double *restrict b, double *restrict dot, int64_t LEN_1D);"


def grade(judge, tmp_path, name, text, *args):
    src = tmp_path / name
    src.write_text(text)
    r = judge.run("grade", "vdotr", src, "--json", *SMALL, *args)
    return r.returncode, json.loads(r.stdout)


def test_an_f32_candidate_graded_at_f64_is_a_prototype_mismatch_with_both_prototypes(judge, tmp_path):
    rc, v = grade(judge, tmp_path, "dot32.c", VDOTR_F32)
    assert rc == 1 and v["status"] == "prototype_mismatch", v["reason"]
    assert "void vdotr(const float *restrict a, const float *restrict b, float *restrict dot, int64_t LEN_1D)" in \
        v["reason"], v["reason"]
    assert MANIFEST_F64 in v["reason"] and "dot32.c:2" in v["reason"]


def test_arguments_in_another_order_are_a_prototype_mismatch(judge, tmp_path):
    rc, v = grade(judge, tmp_path, "dot_swapped.c", VDOTR_REORDERED)
    assert rc == 1 and v["status"] == "prototype_mismatch", v["reason"]
    assert "double *restrict dot, const double *restrict a" in v["reason"] and MANIFEST_F64 in v["reason"]


def test_a_cxx_candidate_for_another_precision_is_a_prototype_mismatch(judge, tmp_path):
    rc, v = grade(judge, tmp_path, "dot32.cpp", VDOTR_CXX_F32)
    assert rc == 1 and v["status"] == "prototype_mismatch", v["reason"]
    assert "const float *a" in v["reason"]


def test_a_candidate_without_const_on_its_inputs_is_accepted(judge, tmp_path):
    rc, v = grade(judge, tmp_path, "dot_noconst.c", VDOTR_NO_CONST, "--check-only")
    assert rc == 0 and v["status"] == "ok", v["reason"]


def test_the_candidate_at_the_precision_it_was_written_for_is_graded(judge, tmp_path):
    rc, v = grade(judge, tmp_path, "dot32.c", VDOTR_F32, "--precision", "f32", "--check-only")
    assert rc == 0 and v["status"] == "ok", v["reason"]
    assert v["candidate"] == "dot32.c" and KERNELS["vdotr"].exists()


def shared_object(tmp_path, name, text, *flags, compiler="cc"):
    import subprocess

    src = tmp_path / name
    src.write_text(text)
    so = tmp_path / (src.stem + ".so")
    subprocess.run([compiler, "-O2", "-shared", "-fPIC", *flags, str(src), "-o", str(so)], check=True)
    return so


def test_a_shared_object_with_debug_information_for_another_precision_is_a_prototype_mismatch(judge, tmp_path):
    so = shared_object(tmp_path, "dot32.c", VDOTR_F32, "-g")
    r = judge.run("grade", "vdotr", so, "--json", *SMALL)
    v = json.loads(r.stdout)
    assert r.returncode == 1 and v["status"] == "prototype_mismatch", v["reason"]
    assert "dot32.so (its debug information) defines vdotr as" in v["reason"]
    assert "void vdotr(const float *a, const float *b, float *dot, long int LEN_1D)" in v["reason"], v["reason"]
    assert MANIFEST_F64 in v["reason"]


def test_a_shared_object_with_its_arguments_in_another_order_is_a_prototype_mismatch(judge, tmp_path):
    so = shared_object(tmp_path, "dot_swapped.c", VDOTR_REORDERED, "-g")
    v = json.loads(judge.run("grade", "vdotr", so, "--json", *SMALL).stdout)
    assert v["status"] == "prototype_mismatch", v["reason"]
    assert "void vdotr(double *dot, const double *a" in v["reason"]


def test_an_honest_shared_object_with_debug_information_is_graded(judge, tmp_path):
    c = shared_object(tmp_path, "dot.c", VDOTR_NO_CONST, "-g")
    v = json.loads(judge.run("grade", "vdotr", c, "--json", *SMALL, "--check-only").stdout)
    assert v["status"] == "ok", v["reason"]
    ref = KERNELS["vdotr"] / "reference.f90"
    if ref.exists():  # a Fortran array dummy is an array type in DWARF: read as the pointer it is
        f = shared_object(tmp_path, "dot.f90", ref.read_text(), "-g", "-cpp", "-DHPCAB_PREC_F64",
                          f"-I{KERNELS['vdotr'].parents[2] / 'include'}", compiler="gfortran")
        v = json.loads(judge.run("grade", "vdotr", f, "--json", *SMALL, "--check-only").stdout)
        assert v["status"] == "ok", v["reason"]


def test_a_shared_object_without_debug_information_is_not_checked_and_runs(judge, tmp_path):
    so = shared_object(tmp_path, "dot32.c", VDOTR_F32)
    v = json.loads(judge.run("grade", "vdotr", so, "--json", *SMALL).stdout)
    assert v["status"] != "prototype_mismatch"
