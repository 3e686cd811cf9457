"""hpcab-run's experiment.yaml loader: errors at PATH:LINE:COL with the closest key, kernel sets and
filters, setups as overrides, comparisons that differ in exactly one field."""
import sys

import pytest

for _m in ("yaml", "jinja2", "aiohttp", "zstandard"):  # hpcab-run's dependencies (tools/install-deps.sh)
    pytest.importorskip(_m)
from judgelib import ROOT

sys.path.insert(0, str(ROOT / "bindings" / "python"))
from hpcabench.run import config  # noqa: E402

BASE = """experiment: t
corpus: {corpus}
kernels: [llr/s000]
model: {{name: m, base_url: "http://127.0.0.1:1/v1"}}
harness: {{preset: mini-swe-agent}}
"""


def write(tmp_path, text):
    p = tmp_path / "e.yaml"
    p.write_text(BASE.format(corpus=ROOT / "kernels") + text)
    return p


def test_an_unknown_key_is_reported_at_its_line_and_column_with_the_closest_key(tmp_path):
    p = write(tmp_path, "budget: {tokens: 10, wal_s: 5}\n")
    with pytest.raises(config.ConfigError) as e:
        config.load(p)
    assert str(e.value).startswith(f"{p}:6:")
    assert "wal_s" in str(e.value) and "did you mean 'wall_s'" in str(e.value)


def test_an_unknown_top_level_key_suggests_the_closest(tmp_path):
    p = write(tmp_path, "repeets: 2\n")
    with pytest.raises(config.ConfigError, match=r":6:1: .*did you mean 'repeats'"):
        config.load(p)


def test_a_bad_value_names_what_is_allowed(tmp_path):
    p = write(tmp_path, "mode: singel\n")
    with pytest.raises(config.ConfigError, match=r":6:7: mode: 'singel' is not allowed \(did you mean 'single'"):
        config.load(p)


def test_a_comparison_differing_in_two_fields_is_refused_naming_both(tmp_path):
    p = write(tmp_path, "setups:\n  a: {}\n  b: {language: cpp, mode: open}\ncomparisons: [{control: a, treatment: b}]\n")
    with pytest.raises(config.ConfigError) as e:
        config.load(p)
    assert "'language'" in str(e.value) and "'mode'" in str(e.value) and ":9:" in str(e.value)


def test_a_comparison_differing_in_one_field_is_accepted_and_names_it(tmp_path):
    p = write(tmp_path, "packets: {x: {prompt: hi}}\nsetups:\n  a: {}\n  b: {packets: [x]}\n"
                        "comparisons: [{control: a, treatment: b, family: f}]\n")
    exp = config.load(p)
    assert [(c.control, c.treatment, c.family, c.differs) for c in exp.comparisons] == [("a", "b", "f", "packets")]
    assert exp.setups["b"].packets == ["x"] and exp.setups["a"].packets == []


def test_setups_are_the_base_with_their_overrides(tmp_path):
    p = write(tmp_path, "budget: {tokens: 10, wall_s: 5}\nsetups:\n  a: {budget: {tokens: 20}}\n")
    s = config.load(p).setups["a"]
    assert s.budget["tokens"] == 20 and s.budget["wall_s"] == 5 and s.mode == "single"


def test_the_focus40_set_names_forty_kernels_of_the_corpus(tmp_path):
    p = tmp_path / "e.yaml"
    p.write_text(write(tmp_path, "").read_text().replace("kernels: [llr/s000]", "kernels: {set: focus40}"))
    exp = config.load(p)
    assert len(exp.kernels) == 40 and len(set(exp.kernels)) == 40
    assert all(k.startswith("llr/") for k in exp.kernels)


def test_a_filter_selects_kernels_by_track_and_level(tmp_path):
    p = tmp_path / "e.yaml"
    p.write_text(write(tmp_path, "").read_text().replace("kernels: [llr/s000]",
                                                         "kernels: {track: llr, level: 2}"))
    ks = config.load(p).kernels
    assert ks and all(k.startswith("llr/") for k in ks)


def test_an_unknown_kernel_is_an_error_at_its_position(tmp_path):
    p = tmp_path / "e.yaml"
    p.write_text(write(tmp_path, "").read_text().replace("[llr/s000]", "[llr/s000, llr/nope]"))
    with pytest.raises(config.ConfigError, match=r":3:\d+: kernels.1: no kernel 'llr/nope'"):
        config.load(p)


def test_the_example_experiment_loads():
    exp = config.load(ROOT / "examples/experiments/skills.yaml")
    assert len(exp.episodes()) == 6 and exp.comparisons[0].differs == "packets"


def test_the_judge_block_names_a_baseline_and_up_to_four_comparators(tmp_path):
    p = write(tmp_path, "judge: {budget: 0.5, baseline: numba, comparators: [reference, autopar]}\n")
    e = config.load(p)
    (s,) = e.setups.values()
    assert s.judge["baseline"] == "numba"
    assert s.judge["comparators"] == ["reference", "autopar"]


def test_more_than_four_comparators_are_refused_at_their_line(tmp_path):
    p = write(tmp_path, "judge: {comparators: [a, b, c, d, e]}\n")
    with pytest.raises(config.ConfigError, match=r":6:.*at most 4"):
        config.load(p)
