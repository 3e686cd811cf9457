"""hpcab-analyze (issue 33, DESIGN.md §14): the observation reader and its rules, the synthetic campaign's
known effects, the statistics against an independent scipy computation, the outputs, reproduce and
history. The example export is examples/experiments/synthetic (its SHA256SUMS recorded)."""
import json
import math
import pathlib
import shutil
import subprocess
import sys

import pytest

PKG_ROOT = pathlib.Path(__file__).resolve().parents[1]  # bindings/python (conftest.py puts it on sys.path)
ROOT = PKG_ROOT.parents[1]

zstandard = pytest.importorskip("zstandard")
pytest.importorskip("matplotlib")

from hpcabench.analysis import ObservationError, load  # noqa: E402
from hpcabench.analysis import cli, compute, observations, synth  # noqa: E402

EXAMPLE = ROOT / "examples" / "experiments" / "synthetic"
VECTORS = ROOT / "tests" / "data" / "analysis_vectors.json"


# ---- a small hand-made export ----
def episode(setup, kernel, repeat, *, correct=True, speedup=2.0, tokens=(100, 0, 0), end="finished", scores=1,
            attempts=1):
    return {"kind": "episode", "setup": setup, "kernel": kernel, "repeat": repeat, "end": end, "attempts": attempts,
            "rerun": False, "wall_s": 1.0, "scores": scores, "submissions": 1,
            "tokens": {"input": tokens[0], "cached_input": tokens[1], "output": tokens[2], "reasoning": 0},
            "final": {"status": "ok" if correct else "incorrect", "correct": correct,
                      "speedup": speedup if correct else None, "promoted": False, "grade_key": None},
            "prompt_sha256": "0" * 64}


def write(tmp_path, lines, comparisons=(), **manifest):
    man = {"schema": observations.SCHEMA, "experiment": "t", "comparisons": list(comparisons), **manifest}
    return synth.write_export(tmp_path / "export", man, lines)


def test_a_kernels_value_across_repeats_is_the_median_never_the_mean_or_the_best(tmp_path):
    ex = load(write(tmp_path, [episode("a", "k", r, speedup=s) for r, s in enumerate((1.0, 2.0, 10.0))]))
    v = observations.kernel_values(ex, "a")["k"]
    assert v.solved and v.speedup == 2.0


def test_tokens_are_never_summed_over_episodes(tmp_path):
    ex = load(write(tmp_path, [episode("a", "k", r, tokens=(t, 0, 0)) for r, t in enumerate((100, 200, 900))]))
    assert observations.kernel_values(ex, "a")["k"].costs["billed"] == 200


def test_the_cost_is_the_final_attempts_the_episode_lines_tokens(tmp_path):
    lines = [episode("a", "k", 0, tokens=(100, 1000, 10), attempts=2)]
    lines.append({**lines[0], "kind": "attempt", "attempt": 0, "end": "crashed",
                  "tokens": {"input": 5000, "cached_input": 0, "output": 5000}})
    lines.append({**lines[0], "kind": "attempt", "attempt": 1})
    ex = load(write(tmp_path, lines))
    assert observations.kernel_values(ex, "a")["k"].costs == {"billed": 210.0, "effective": 110.0, "total": 1110.0}
    assert ex.notes == []


def test_unsolved_kernels_enter_r_and_c_but_not_rho_s(tmp_path):
    lines = []
    for i in range(8):
        lines.append(episode("c", f"k{i}", 0, speedup=1.0 + i / 10, tokens=(1000 + i, 0, 0)))
        lines.append(episode("t", f"k{i}", 0, correct=i != 3, speedup=2.0 + i / 10, tokens=(500 + i, 0, 0)))
    a = compute.analyze(load(write(tmp_path, lines, [["c", "t"]])))
    r = a.comparisons[0]
    assert (r.pairs, r.solved_control, r.solved_treatment, r.lost, r.gained) == (8, 8, 7, 1, 0)
    assert r.rho_s.n == 7 and r.rho_c.n == 8


def test_cancelled_and_infra_episodes_are_left_out_and_counted(tmp_path):
    lines = [episode("a", "k", 0, speedup=3.0), episode("a", "k", 1, speedup=100.0, end="infra"),
             episode("a", "k", 2, speedup=100.0, end="cancelled"), episode("a", "j", 0, end="cancelled")]
    ex = load(write(tmp_path, lines))
    vals = observations.kernel_values(ex, "a")
    assert list(vals) == ["k"] and vals["k"].repeats == 1 and vals["k"].speedup == 3.0
    s = compute.analyze(ex).setups[0]
    assert (s.episodes, s.left_out, s.ends) == (1, 3, {"finished": 1, "infra": 1, "cancelled": 2})


def test_a_kernel_is_solved_when_more_than_half_of_its_repeats_are(tmp_path):
    lines = [episode("a", "k", 0), episode("a", "k", 1, correct=False), episode("a", "k", 2, correct=False),
             episode("a", "j", 0), episode("a", "j", 1), episode("a", "j", 2, correct=False)]
    vals = observations.kernel_values(load(write(tmp_path, lines)), "a")
    assert not vals["k"].solved and vals["k"].speedup is None and vals["j"].solved


def test_below_six_pairs_there_is_no_interval_and_the_table_says_so(tmp_path):
    lines = [episode(s, f"k{i}", 0, speedup=1 + i + (s == "t")) for i in range(5) for s in ("c", "t")]
    a = compute.analyze(load(write(tmp_path, lines, [["c", "t"]])))
    r = a.comparisons[0]
    assert r.rho_s.n == 5 and r.rho_s.lo is None and r.rho_s.p is None and r.rho_s.q is None
    from hpcabench.analysis import render
    assert "n<6" in render.comparisons_table(a).markdown()


@pytest.mark.parametrize("change, message", [
    (lambda m, l: m.update(schema="hpcab.observations/2"), "this hpcab-analyze reads 'hpcab.observations/1'"),
    (lambda m, l: l[0].pop("tokens"), "observations.jsonl.zst:1: missing key 'tokens'"),
    (lambda m, l: l[0].update(end="tired"), "observations.jsonl.zst:1: end 'tired' is not one of"),
    (lambda m, l: m.update(comparisons=[["a"]]), r"comparisons\[0\]: \['a'\] is neither"),
])
def test_a_bad_export_is_refused_naming_where(tmp_path, change, message):
    man = {"schema": observations.SCHEMA, "experiment": "t", "comparisons": []}
    lines = [episode("a", "k", 0)]
    change(man, lines)
    d = synth.write_export(tmp_path / "export", man, lines)
    with pytest.raises(ObservationError, match=message.replace("(", r"\(").replace("'", ".")):
        load(d)


def test_a_comparison_naming_a_setup_without_episodes_is_reported_with_no_pairs_and_a_note(tmp_path):
    a = compute.analyze(load(write(tmp_path, [episode("a", "k", 0)], [["a", "nobody"]])))
    assert a.comparisons[0].pairs == 0 and a.export.notes == ["comparison nobody vs a: setup 'nobody' has no episode"]


def test_an_export_whose_data_does_not_match_its_manifest_digest_is_refused(tmp_path):
    d = write(tmp_path, [episode("a", "k", 0)])
    (d / "observations.jsonl.zst").write_bytes(zstandard.ZstdCompressor().compress(b"{}\n"))
    with pytest.raises(ObservationError, match="differs from manifest.json"):
        load(d)


def test_a_run_directory_without_hpcabench_run_is_a_clear_message(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "hpcabench.run", None)
    (tmp_path / "run.sqlite").write_bytes(b"")
    with pytest.raises(ObservationError, match="needs hpcabench.run"):
        load(tmp_path)


def test_a_run_directory_is_read_through_hpcab_runs_export_code_in_memory(tmp_path, monkeypatch):
    import types
    man, lines = synth.campaign(seed=4, kernels=6, repeats=1)
    fake = types.ModuleType("hpcabench.run.export")
    fake.read_run = lambda run_dir: (dict(man, files={}), lines)
    pkg = types.ModuleType("hpcabench.run")
    pkg.export = fake
    monkeypatch.setitem(sys.modules, "hpcabench.run", pkg)
    monkeypatch.setitem(sys.modules, "hpcabench.run.export", fake)
    (tmp_path / "run.sqlite").write_bytes(b"")
    ex = load(tmp_path)
    assert len(ex.kernels) == 6 and ex.experiment == "synthetic-4" and len(ex.comparisons) == 3


# ---- the synthetic campaign ----
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_synthetic_campaigns_true_effects_lie_in_their_intervals_and_the_null_is_not_significant(tmp_path, seed):
    d = synth.synth(tmp_path / "s", seed=seed)
    ex = load(d)
    a = compute.analyze(ex)
    truth = ex.manifest["truth"]
    assert len(ex.kernels) == 40 and {e.repeat for e in ex.episodes} == {0, 1, 2}
    for r in a.comparisons:
        t = truth[r.comparison.name]
        for card, iv in r.rho_c_cards.items():
            assert iv.lo <= t["rho_c"] <= iv.hi, (r.comparison.name, card, iv)
        assert r.rho_s.lo <= t["rho_s"] <= r.rho_s.hi, (r.comparison.name, r.rho_s)
    by = {r.comparison.treatment: r for r in a.comparisons}
    assert by["faster"].rho_s.significant and not by["faster"].rho_c.significant
    assert by["cheaper"].rho_c.significant and not by["cheaper"].rho_s.significant
    same = by["same"]
    assert not (same.rho_s.significant or same.rho_c.significant or same.rho_r_significant)


def test_the_synthetic_campaign_is_the_same_for_a_seed(tmp_path):
    a, b = synth.synth(tmp_path / "a", seed=7, kernels=6), synth.synth(tmp_path / "b", seed=7, kernels=6)
    assert (a / "observations.jsonl.zst").read_bytes() == (b / "observations.jsonl.zst").read_bytes()


def rel(a, b):
    return abs(a - b) / max(abs(b), 1e-300)


def test_the_statistics_equal_an_independent_scipy_computation():
    want = json.loads(VECTORS.read_text())
    a = compute.analyze(load(EXAMPLE))
    for s in a.setups:
        w = want["setups"][s.setup]
        assert s.solved == w["solved"]
        for got, exp in ((s.speedup.value, w["geomean"]), (s.speedup.lo, w["lo"]), (s.speedup.hi, w["hi"])):
            assert rel(got, exp) <= 1e-9
    assert len(a.comparisons) == len(want["comparisons"])
    for r, w in zip(a.comparisons, want["comparisons"]):
        assert (r.comparison.control, r.comparison.treatment) == (w["control"], w["treatment"])
        assert (r.gained, r.lost) == (w["gained"], w["lost"])
        pairs = [(r.rho_r, w["rho_r"]), (r.rho_r_p, w["mcnemar_p"]), (r.rho_r_q, w["rho_r_q"]),
                 (r.rho_s.q, w["rho_s_q"]), (r.rho_c.q, w["rho_c_q"])]
        for card, est in [("rho_s", r.rho_s)] + [(c, iv) for c, iv in r.rho_c_cards.items()]:
            e = w["rho_s"] if card == "rho_s" else w["rho_c"][card]
            assert est.n == e["n"]
            pairs += [(est.value, e["value"]), (est.lo, e["lo"]), (est.hi, e["hi"]), (est.p, e["p"])]
        for got, exp in pairs:
            assert rel(got, exp) <= 1e-9, (r.comparison.name, got, exp)


# ---- outputs, reproduce, history ----
def run_cli(*args):
    env = {**__import__("os").environ, "PYTHONPATH": str(PKG_ROOT)}
    return subprocess.run([sys.executable, "-m", "hpcabench.analysis", *map(str, args)], capture_output=True,
                          text=True, env=env, timeout=300)


def test_report_writes_tables_figures_with_their_csv_and_a_self_contained_page(tmp_path):
    r = run_cli("report", EXAMPLE, "-o", tmp_path / "out")
    assert r.returncode == 0, r.stderr
    out = tmp_path / "out"
    for t in ("setups", "comparisons", "cost_cards", "end_reasons"):
        for ext in ("md", "csv", "tex"):
            assert (out / "tables" / f"{t}.{ext}").stat().st_size > 50
        assert (out / "tables" / f"{t}.tex").read_text().isascii(), "LaTeX for any engine"
    for f in ("efficacy", "speedups", "tokens", "cost_cards"):
        for ext in ("svg", "png", "csv"):
            assert (out / "figures" / f"{f}.{ext}").stat().st_size > 50
    page = (out / "report.html").read_text()
    low = page.lower()
    assert low.startswith("<!doctype html>") and "<script" not in low and "http" not in low
    assert page.count('src="data:image/png;base64,') == 4 and "faster vs control" in page


def test_reproduce_on_the_example_export_prints_ok():
    r = run_cli("reproduce", EXAMPLE)
    assert r.returncode == 0, r.stdout + r.stderr
    n = len((EXAMPLE / "SHA256SUMS").read_text().splitlines())
    assert r.stdout.strip() == f"OK: {n} files match"


def test_reproduce_after_one_observation_changed_names_the_outputs_that_differ(tmp_path):
    d = tmp_path / "export"
    shutil.copytree(EXAMPLE, d)
    man = json.loads((d / "manifest.json").read_text())
    raw = zstandard.ZstdDecompressor().stream_reader((d / "observations.jsonl.zst").open("rb")).read()
    lines = [json.loads(x) for x in raw.decode().splitlines()]
    i = next(i for i, x in enumerate(lines) if x["kind"] == "episode" and x["setup"] == "faster" and x["final"]["correct"])
    lines[i]["final"]["speedup"] *= 3
    synth.write_export(d, {k: v for k, v in man.items() if k != "files"}, lines)
    r = run_cli("reproduce", d)
    assert r.returncode == 1
    assert "DIFFERS: tables/comparisons.csv" in r.stdout and "DIFFERS: figures/speedups.csv" in r.stdout
    assert "DIFFERS: tables/end_reasons.csv" not in r.stdout and "OK:" not in r.stdout


def test_history_prints_the_candidates_in_order_with_scores_diffs_and_the_final_grade():
    r = run_cli("history", EXAMPLE, "control/synth/k01/1")
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert out.index("#0 attempt") < out.index("#1 attempt") < out.index("final grade:")
    assert "--- #0\n+++ #1" in out and "speedup" in out
    assert run_cli("history", EXAMPLE, "control/synth/nope/0").returncode == 1


def test_the_cli_reports_a_bad_export_with_status_2(tmp_path):
    r = run_cli("report", tmp_path / "nothing")
    assert r.returncode == 2 and "no such file" in r.stderr


def test_the_page_renders_in_chromium(tmp_path):
    exe = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome") if shutil.which(n)), None)
    if not exe:
        if __import__("os").environ.get("CI"):
            pytest.fail("chromium is missing (tools/install-deps.sh installs it)")
        pytest.skip("chromium is not installed")
    assert run_cli("report", EXAMPLE, "-o", tmp_path / "out").returncode == 0
    png = tmp_path / "page.png"
    r = subprocess.run([exe, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        f"--user-data-dir={tmp_path / 'profile'}", "--window-size=1100,1400", f"--screenshot={png}",
                        (tmp_path / "out" / "report.html").as_uri()], capture_output=True, text=True, timeout=180)
    assert png.exists() and png.stat().st_size > 10000, r.stderr[-2000:]
    import matplotlib.image
    img = matplotlib.image.imread(str(png))
    assert img.shape[:2] == (1400, 1100)
    rgb = (img[::3, ::3, :3] * 255).round().astype(int).reshape(-1, 3)
    white = (rgb == 255).all(axis=1).mean()
    assert 0.3 < white < 0.98, white
    green = (abs(rgb - [0x2E, 0x7D, 0x32]).max(axis=1) <= 12).sum()
    assert green > 20, "the efficacy figure's significant markers are on the page"
    assert len({tuple(p) for p in rgb[:: 7]}) > 100
    assert not math.isnan(white)
