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
