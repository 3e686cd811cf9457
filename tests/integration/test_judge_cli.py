"""Help and errors of the command-line tools (issue 19, point 3): every tool and subcommand answers
--help (usage, options with defaults, environment, exit codes, an example) with exit 0; an unknown
option exits 2 with one line pointing at --help; a candidate without the kernel's symbol is told the
prototype, what it exports and why (extern "C", bind(C)); swapped arguments are recognised; errors name
the user's file, never the build cache; numbers print in their shortest exact form; counts agree in
number; --check-only claims no speedup."""
import re
import subprocess

import pytest

from judgelib import KERNELS, SMALL, build_dir, candidate, judge_exe

JUDGE_COMMANDS = ["grade", "score", "report", "signature", "check-manifest", "list", "calibrate", "version", "help"]
STATS_COMMANDS = ["efficacy", "credit", "geomean", "bh"]
TOOLS = ["hpcab-judge", "hpcab-stats", "hpcab-peak", "hpcab-serve", "hpcab-check", "hpcab-gen", "hpcab-mwu",
         "hpcab-corpus-report"]


def tool(name):
    exe = build_dir() / "tools" / name
    if not exe.exists():
        pytest.skip(f"{exe} is not built")
    return str(exe)


def run(*args, **kw):
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=600, **kw)


def commands():
    """Every command line that must answer --help: each tool, each subcommand."""
    out = [(t,) for t in TOOLS]
    out += [("hpcab-judge", c) for c in JUDGE_COMMANDS if c != "help"]
    out += [("hpcab-stats", c) for c in STATS_COMMANDS]
    return out


def test_every_command_is_listed_in_its_tools_help():
    top = run(tool("hpcab-judge"), "--help")
    assert top.returncode == 0
    for c in JUDGE_COMMANDS:
        assert re.search(rf"^  {re.escape(c)}\b", top.stdout, re.M), c
    stats = run(tool("hpcab-stats"), "--help")
    for c in STATS_COMMANDS:
        assert re.search(rf"^  {c}\b", stats.stdout, re.M), c


@pytest.mark.parametrize("cmd", commands(), ids=" ".join)
def test_help_shows_usage_options_environment_exit_codes_and_an_example_and_exits_0(cmd):
    r = run(tool(cmd[0]), *cmd[1:], "--help")
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert out.startswith("usage: " + " ".join(cmd)), out[:200]
    for section in ("options:", "environment:", "exit codes:", "example:"):
        assert f"\n{section}\n" in out, (section, out)
    assert re.search(r"^  0  ", out, re.M) and re.search(r"^  2  ", out, re.M), "exit codes 0 and 2 explained"
    example = out.split("\nexample:\n", 1)[1].strip().splitlines()[0]
    assert cmd[0] in example or "corpus-report" in example, example
    assert "-h, --help" in out
    # every option that takes a value says its default (or that it is required)
    options = out.split("\noptions:\n", 1)[1].split("\nenvironment:\n", 1)[0]
    for entry in re.split(r"\n(?=  (?:-\w, |    )--)", options):
        if re.match(r"\s*(?:-\w, )?--[a-z-]+ \S", entry):
            assert "default" in entry or "required" in entry, entry


@pytest.mark.parametrize("cmd", commands(), ids=" ".join)
def test_short_h_is_help_too(cmd):
    r = run(tool(cmd[0]), *cmd[1:], "-h")
    assert r.returncode == 0 and r.stdout.startswith("usage: ")


def test_help_command_explains_a_subcommand():
    a, b = run(tool("hpcab-judge"), "help", "grade"), run(tool("hpcab-judge"), "grade", "--help")
    assert a.returncode == 0 and a.stdout == b.stdout


@pytest.mark.parametrize("cmd", commands(), ids=" ".join)
def test_an_unknown_option_exits_2_with_one_line_pointing_at_help(cmd):
    r = run(tool(cmd[0]), *cmd[1:], "--no-such-option")
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr
    assert "--no-such-option" in lines[0] and "--help" in lines[0], lines[0]
    assert r.stdout == ""


def test_an_option_without_its_value_exits_2_naming_it():
    r = run(judge_exe(), "grade", KERNELS["s000"], candidate("s000_fast"), "--budget")
    assert r.returncode == 2 and "'--budget' needs a value" in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_getopt_accepts_option_values_with_an_equals_sign_and_options_before_arguments(judge):
    r = judge.run("grade", "s000", candidate("s000_fast"), "--budget=0.2", "--inputs=1", "--check-only")
    assert r.returncode == 0, r.stderr
    r = run(judge_exe(), "signature", "--precision=f32", KERNELS["s000"])
    assert r.returncode == 0 and "float *restrict a" in r.stdout


def test_swapped_kernel_and_candidate_are_recognised(judge):
    r = judge.run("grade", candidate("s000_fast"), KERNELS["s000"])
    assert r.returncode == 2
    assert "swapped" in r.stderr and f"{KERNELS['s000']} {candidate('s000_fast')}" in r.stderr, r.stderr


def test_a_missing_candidate_file_is_named(judge, tmp_path):
    r = judge.run("grade", "s000", tmp_path / "nothere.c")
    assert r.returncode == 2 and "nothere.c" in r.stderr and "No such file" in r.stderr


MISSING_SYMBOL = {
    "c": ("wrong.c", "#include <stdint.h>\n"
                     "void s00(double *restrict a, const double *restrict b, int64_t n) { for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1; }\n"
                     "void helper(void) {}\n"),
    "c++": ("wrong.cpp", "#include <stdint.h>\n"
                         "void s000(double *__restrict a, const double *__restrict b, int64_t n) { for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1; }\n"),
    "fortran": ("wrong.f90", "subroutine s000(a, b, n)\n  integer(8), value :: n\n  real(8) :: a(n), b(n)\n  a = b + 1\nend subroutine\n"),
}


@pytest.mark.parametrize("lang", sorted(MISSING_SYMBOL))
def test_a_candidate_without_the_symbol_is_told_the_prototype_what_it_exports_and_why(judge, tmp_path, lang):
    name, text = MISSING_SYMBOL[lang]
    src = tmp_path / name
    src.write_text(text)
    rc, v = judge.grade_json("s000", src, *SMALL)
    assert (rc, v["status"]) == (1, "load_error"), v
    reason = v["reason"]
    proto = subprocess.run([str(judge_exe()), "signature", str(KERNELS["s000"])], capture_output=True, text=True).stdout.strip()
    assert proto in reason or proto.replace("restrict", "__restrict") in reason, reason
    assert f"{name} does not export the kernel's symbol 's000'" in reason
    if lang == "c":
        assert "exports these functions: helper, s00." in reason, reason
    elif lang == "c++":
        assert re.search(r"_Z4s000\w+", reason) and 'extern "C"' in reason, reason
        assert 'extern "C" void s000(double *__restrict a' in reason, reason
    else:
        assert "'s000_'" in reason and "bind(C" in reason, reason
    assert "build" not in reason.lower() or "cache" not in reason.lower()
    assert ".so" not in reason, reason  # the user's file is named, not the object built from it
    assert str(judge.state) not in reason


def test_a_load_error_names_the_users_file_not_the_cached_object(judge, tmp_path):
    src = tmp_path / "undef.c"
    src.write_text("void missing_function(void);\n"
                   "void s000(double *a, const double *b, long n) { missing_function(); a[0] = b[0] + n; }\n")
    rc, v = judge.grade_json("s000", src, *SMALL)
    assert v["status"] == "load_error" and v["reason"].startswith("undef.c cannot be loaded"), v["reason"]
    assert "missing_function" in v["reason"] and ".so" not in v["reason"] and "<build cache>" not in v["reason"]


def test_stats_credit_prints_the_shortest_text_that_reads_back(tmp_path):
    ref, cand = tmp_path / "ref.txt", tmp_path / "cand.txt"
    ref.write_text("0.7\n0.7\n0.7\n")
    cand.write_text("0.35\n0.35\n0.35\n")
    r = run(tool("hpcab-stats"), "credit", ref, cand)
    assert r.returncode == 0, r.stderr
    values = dict(line.split(" ", 1) for line in r.stdout.splitlines())
    assert values["median_ref"] == "0.7" and values["median_cand"] == "0.35" and values["ratio"] == "2"
    for k in ("median_ref", "median_cand", "ratio", "p", "credited"):
        # no longer than Python's shortest repr of the same double (0.69999999999999996 is 19 characters
        # where 0.7 reads back the same)
        assert len(values[k]) <= len(repr(float(values[k]))), (k, values[k])


def test_a_single_correctness_draw_is_one_draw_not_one_draws(judge):
    r = judge.run("grade", "s000", candidate("s000_fast"), "--test-sizes", "--check-only")
    assert r.returncode == 0, r.stderr
    assert "correct on 1 draw " in r.stdout and "1 draws" not in r.stdout, r.stdout


def test_check_only_claims_no_speedup_it_never_measured(judge):
    r = judge.run("grade", "s000", candidate("s000_fast"), "--check-only", "--draws", "2")
    assert r.returncode == 0, r.stderr
    verdict = [ln for ln in r.stdout.splitlines() if ln.startswith("verdict")][0]
    assert "speedup" not in verdict.replace("no speedup", ""), verdict
    assert "nothing timed" in verdict
    rc, v = judge.grade_json("s000", candidate("s000_fast"), "--check-only", "--draws", "2")
    assert rc == 0 and v["check_only"] is True and v["speedup"] is None and v["inputs"] == []


@pytest.mark.parametrize("cmd", [("hpcab-judge", "list"), ("hpcab-judge", "signature"), ("hpcab-judge", "version")],
                         ids=" ".join)
def test_a_read_only_commands_help_example_runs_as_written(cmd):
    out = run(tool(cmd[0]), *cmd[1:], "--help").stdout
    example = out.split("\nexample:\n", 1)[1].strip().splitlines()[0].split()
    assert example[:2] == list(cmd), example
    r = run(tool(cmd[0]), *example[1:])
    assert r.returncode == 0, (example, r.stderr)
    assert r.stdout.strip()
