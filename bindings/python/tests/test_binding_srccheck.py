"""source_check / source_check_text (hpcab/srccheck.h)."""
import pytest

import hpcabench as hb

SOURCE = """#include <time.h>
#include <unistd.h>
// sleep(1) in a comment is not a finding
void k(double *a, long n) {
  const char *s = "fopen in a string is not one either";
  usleep(10);
  double t = clock();
  for (long i = 0; i < n; i++) a[i] += t;
}
"""


def test_findings_carry_category_severity_position_token_and_message():
    found = hb.source_check_text(SOURCE, "cand.c")
    assert [(f.category, f.severity, f.line, f.column, f.token) for f in found] == [
        ("sleep", "flag", 6, 3, "usleep"),
        ("timer", "flag", 7, 14, "clock"),
    ]
    assert found[1].message == "reads a timer (clock)"
    assert found.forbidden == () and found.flags == tuple(found)


def test_unsafe_math_in_the_source_is_forbidden():
    found = hb.source_check_text('#pragma GCC optimize("fast-math")\nvoid k(void) {}\n')
    assert [(f.category, f.severity) for f in found] == [("unsafe-math", "forbidden")]
    assert len(found.forbidden) == 1


def test_source_check_reads_a_file(tmp_path):
    p = tmp_path / "cand.c"
    p.write_text(SOURCE)
    assert hb.source_check(p) == hb.source_check_text(SOURCE, str(p))


def test_clean_source_has_no_findings():
    assert hb.source_check_text("void k(double *a) { a[0] = 1.0; }\n") == ()


def test_binary_junk_scans_without_error():
    hb.source_check_text(bytes(range(256)) * 8)


def test_an_unreadable_file_raises_the_library_message(tmp_path):
    with pytest.raises(hb.Error) as e:
        hb.source_check(tmp_path / "missing.c")
    assert str(tmp_path / "missing.c") in str(e.value) and e.value.status_name == "system"


def test_the_built_check_reads_what_runs(tmp_path):
    """source_check_built is the judge's check: a macro in an optimize attribute is refused, a helper
    whose name holds a flag's word raises nothing, and a global's dynamic initializer in C++ is found
    in the object."""
    import shutil
    if shutil.which("cc") is None or shutil.which("c++") is None:
        pytest.skip("cc and c++ are needed")
    fm = tmp_path / "fm.c"
    fm.write_text('#define FM "fast-math"\n__attribute__((optimize(FM))) void k(double *a) { a[0] = 1; }\n')
    found, why = hb.source_check_built(fm, tmp_path / "cache")
    assert why and [(f.category, f.severity, f.line) for f in found.forbidden] == [("unsafe-math", "forbidden", 2)]
    honest = tmp_path / "honest.c"
    honest.write_text("static double dot_without_fast_math(double x) { return x; }\n"
                      "static int select(int a) { return a; }\n"
                      "void k(double *a) { a[0] = dot_without_fast_math(select(1)); }\n")
    assert hb.source_check_built(honest, tmp_path / "cache") == ((), None)
    ctor = tmp_path / "ctor.cc"
    ctor.write_text("#include <cmath>\nvolatile double one = 1;\nstatic double s = std::sqrt(one);\n"
                    "extern \"C\" void k(double *a) { a[0] = s; }\n")
    found, why = hb.source_check_built(ctor, tmp_path / "cache")
    assert why is None and [f.category for f in found] == ["constructor"]
