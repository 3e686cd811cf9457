"""Manifest, Sizes, size and param draws (hpcab/manifest.h), cross-checked against the YAML itself
(PyYAML), hpcab-judge signature / check-manifest, hashlib and numpy."""
import hashlib
import math
import pathlib
import subprocess

import numpy as np
import pytest

import hpcabench as hb

try:
    import yaml
except ImportError:  # the field-by-field comparisons need PyYAML; the rest runs without it
    yaml = None

ROOT = pathlib.Path(__file__).resolve().parents[3]
GOOD = ROOT / "tests" / "manifests" / "good"
BAD = ROOT / "tests" / "manifests" / "bad"
KERNELS = ("axpy", "gemm", "spmv")


def raw(kernel):
    if yaml is None:
        pytest.skip("PyYAML is not installed")
    return yaml.safe_load((GOOD / kernel / "kernel.yaml").read_text())


@pytest.fixture(params=KERNELS)
def kernel(request):
    return request.param, hb.Manifest(GOOD / request.param), lambda: raw(request.param)


def test_identity_fields_are_the_yaml_fields(kernel):
    name, m, y = kernel
    y = y()
    assert m.id == m.name == y["name"] == name  # outside a kernels/ tree the id is the name
    assert m.title == y.get("title", "")
    assert m.track == y["track"]
    assert m.dwarf == y.get("dwarf")
    assert m.level == y["level"]
    assert m.symbol == y["symbol"]
    assert m.dir == str(GOOD / name)
    assert m.reference == str(GOOD / name / y["reference"])
    assert m.baseline == str(GOOD / name / y.get("baseline", "reference").replace("reference", y["reference"]))
    assert m.precisions == tuple(y["precisions"])
    assert m.constraints == tuple(y.get("constraints", []))


def test_sizes_are_the_yaml_sizes(kernel):
    _, m, y = kernel
    y = y()
    assert list(m.sizes) == list(y["sizes"])
    for n, spec in m.sizes.items():
        src = y["sizes"][n]
        if "range" in src:
            assert (spec.kind, spec.range, spec.test) == ("range", tuple(src["range"]), src["test"])
        elif "values" in src:
            assert (spec.kind, spec.values) == ("values", tuple(src["values"]))
            assert spec.test == src.get("test", src["values"][0])
        else:
            assert (spec.kind, spec.expr, spec.test) == ("expr", src["expr"], None)


def test_params_are_the_yaml_params(kernel):
    _, m, y = kernel
    y = y()
    assert list(m.params) == list(y.get("params") or {})
    for n, spec in m.params.items():
        src = y["params"][n]
        assert spec.dtype == src.get("dtype", "real")
        if "range" in src:
            assert spec.range == tuple(map(float, src["range"])) and spec.value is None
        else:
            assert spec.value == src["value"] and spec.range is None


def test_arrays_are_the_yaml_arrays(kernel):
    _, m, y = kernel
    y = y()
    assert list(m.arrays) == list(y["arrays"])
    for n, a in m.arrays.items():
        src = y["arrays"][n]
        assert a.dtype == src["dtype"]
        assert a.shape == tuple(str(d) for d in src["shape"])
        assert a.intent == src["intent"]
        if a.intent == "in":
            assert a.accumulate is None
        else:
            assert a.accumulate == str(src.get("accumulate", "1"))
        init = src.get("init")
        if a.intent == "out":
            assert a.init == "none"
        elif init is None:
            assert a.init == "default"
        elif isinstance(init, str):
            assert a.init == init
        elif "dist" in init or "domain" in init:
            assert a.init == "dist" and a.dist == init.get("dist")
            d = init.get("domain")
            assert a.domain == (tuple(map(float, d)) if isinstance(d, list) else d)
        elif "index" in init:
            assert (a.init, a.index) == ("index", str(init["index"]))
        elif "function" in init:
            assert (a.init, a.function) == ("function", init["function"])
        elif "csr" in init:
            assert a.init == "csr"
            assert a.csr == hb.CsrInit(init["csr"], init["matrix"], str(init["rows"]), str(init["cols"]))


def test_args_and_cost_are_the_yaml_ones(kernel):
    _, m, y = kernel
    y = y()
    assert [a.name for a in m.args] == y["args"]
    for a in m.args:
        assert a.kind == ("array" if a.name in y["arrays"] else "size" if a.name in y["sizes"] else "param")
    assert m.cost == hb.Cost(y["cost"]["bytes"], y["cost"]["flops"])


def test_prototype_is_what_hpcab_judge_signature_prints(kernel, tool):
    name, m, _ = kernel
    judge = tool("hpcab-judge")
    for p in m.precisions:
        r = subprocess.run([str(judge), "signature", str(GOOD / name), "--precision", p],
                           capture_output=True, text=True, timeout=60)
        assert r.returncode == 0, r.stderr
        assert m.prototype(p) == r.stdout.strip()


def test_prototype_of_a_precision_the_kernel_lacks_raises_the_library_message():
    m = hb.Manifest(GOOD / "spmv")
    with pytest.raises(hb.Error) as e:
        m.prototype("f32")
    assert str(e.value) == "spmv: precision 'f32' is not one of the manifest's precisions"
    assert e.value.status_name == "invalid"


def test_a_long_prototype_is_not_truncated():
    arrays = "".join(f"  array_with_a_long_name_{i}: {{dtype: real, shape: [N], intent: in}}\n" for i in range(40))
    args = ", ".join(f"array_with_a_long_name_{i}" for i in range(40))
    m = hb.Manifest.from_string(
        "name: wide\ntrack: llr\nsymbol: wide\nprecisions: [f64]\nsizes:\n  N: {range: [1, 9], test: 2}\n"
        f"arrays:\n  out: {{dtype: real, shape: [N], intent: out}}\n{arrays}args: [out, {args}, N]\n"
        "reference: reference.c\n")
    p = m.prototype()
    assert len(p) > 1500 and p.endswith("int64_t N);") and p.count("restrict") == 41


def test_hash_is_blake2b_of_the_domain_id_and_yaml_bytes(kernel):
    name, m, _ = kernel
    h = hashlib.blake2b(digest_size=32)
    h.update(b"libhpcabench manifest v1\0")
    h.update(name.encode() + b"\0")
    h.update((GOOD / name / "kernel.yaml").read_bytes())
    assert m.hash_bytes == h.digest()
    assert m.hash == h.hexdigest()  # hex, as the verdict JSON's context.manifest_hash


def test_from_string_without_a_directory_has_no_dir_and_relative_sources():
    text = (GOOD / "axpy" / "kernel.yaml").read_text()
    m = hb.Manifest.from_string(text, "mem.yaml")
    assert m.dir is None and m.reference == "reference.c" and m.id == "axpy"
    assert m.prototype("f32") == hb.Manifest(GOOD / "axpy").prototype("f32")


@pytest.mark.parametrize("path", sorted(BAD.glob("*.yaml")), ids=lambda p: p.stem)
def test_a_bad_manifest_raises_error_with_the_message_check_manifest_prints(path, tool):
    with pytest.raises(hb.Error) as e:
        hb.Manifest(path)
    assert e.value.status_name in ("manifest", "parse")
    expect = path.read_text().splitlines()[0].removeprefix("# expect: ").replace("kernel.yaml:", f"{path}:", 1)
    assert expect in str(e.value).splitlines()
    r = subprocess.run([str(tool("hpcab-judge")), "check-manifest", str(path)], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 2 and r.stderr.strip() == str(e.value)


def test_a_missing_manifest_raises_an_io_error():
    with pytest.raises(hb.Error) as e:
        hb.Manifest("/nonexistent/kernel")
    assert e.value.status_name in ("io", "notfound") and "/nonexistent/kernel" in str(e.value)


def test_closed_manifest_raises_state_error():
    m = hb.Manifest(GOOD / "axpy")
    m.close()
    with pytest.raises(hb.Error, match="closed"):
        m.symbol
    m.close()  # twice is fine


# ---- size values ----

def test_test_sizes_are_the_test_values_with_derived_sizes():
    m = hb.Manifest(GOOD / "gemm")
    s = m.test_sizes()
    assert dict(s) == {"NI": 32, "NJ": 48, "NK": 64, "NIJ": 32 * 48}
    assert len(s) == 4 and list(s) == ["NI", "NJ", "NK", "NIJ"]


def test_sizes_map_names_and_derive_on_request():
    m = hb.Manifest(GOOD / "gemm")
    s = m.new_sizes({"NI": 100, "NJ": 30, "NK": 8})
    assert s["NIJ"] == 3000
    s["NI"] = 10
    assert s["NIJ"] == 3000 and s.derive()["NIJ"] == 300
    with pytest.raises(KeyError):
        s["nope"]
    with pytest.raises(hb.Error) as e:
        s["nope"] = 3
    assert e.value.status_name == "notfound"


def test_sizes_check_names_the_failing_constraint():
    m = hb.Manifest(GOOD / "gemm")
    with pytest.raises(hb.Error) as e:
        m.new_sizes({"NI": 4097, "NJ": 16, "NK": 1024}, check=True)
    assert e.value.status_name == "constraint" and "NI * NK <= 2 ** 22" in str(e.value)


def test_shapes_elements_accumulate_footprint_and_cost_follow_the_expressions():
    m = hb.Manifest(GOOD / "gemm")
    s = {"NI": 40, "NJ": 24, "NK": 256}
    assert m.array_shape("C", s) == (40, 24) and m.array_shape("A", s) == (40, 256)
    assert m.array_elements("B", s) == 256 * 24
    assert m.accumulate("C", s) == 256 and m.accumulate("A", s) == 1
    for p, item in (("f64", 8), ("f32", 4), ("bf16", 2)):
        assert m.footprint(s, p) == item * (40 * 24 + 40 * 256 + 256 * 24)
    nij = 40 * 24
    assert m.cost_at(s) == (8 * (2 * nij + 40 * 256 + 256 * 24), 2 * nij * 256)
    assert m.eval("max(NI, NJ) ** 2 % 7", s) == 40 ** 2 % 7
    assert m.eval("-7 / 2", s) == -4  # floors like Python


def test_eval_errors_carry_the_library_message():
    m = hb.Manifest(GOOD / "gemm")
    with pytest.raises(hb.Error) as e:
        m.eval("NI / (NJ - NJ)", {"NI": 1, "NJ": 2, "NK": 8})
    assert e.value.status_name == "range"
    with pytest.raises(hb.Error) as e:
        m.eval("NQ + 1", {"NI": 1, "NJ": 2, "NK": 8})
    assert "NQ" in str(e.value)


def test_array_and_param_dtypes_resolve_real_to_the_precision():
    m = hb.Manifest(GOOD / "axpy")
    assert m.array_dtype("y", "f32") == "f32" and m.array_dtype("ip", "f32") == "i32"
    assert m.param_dtype("alpha", "f64") == "f64"
    with pytest.raises(hb.Error):
        m.array_dtype("nope")


# ---- draws ----

def test_size_draws_are_reproducible_from_a_seed():
    m = hb.Manifest(GOOD / "gemm")
    a = [dict(m.draw_sizes("timed", i, np.random.default_rng(5))) for i in range(4)]
    b = [dict(m.draw_sizes("timed", i, 5)) for i in range(4)]
    assert a == b


def test_timed_draws_lie_in_the_upper_half_and_meet_the_constraints():
    m = hb.Manifest(GOOD / "gemm")
    rng = np.random.default_rng(11)
    for i in range(200):
        s = m.draw_sizes("timed", i, rng)
        for n in ("NI", "NJ"):
            assert math.sqrt(16 * 2048) - 1 <= s[n] <= 2048
        assert s["NK"] in (256, 1024)
        assert s["NI"] * s["NK"] <= 2 ** 22 and s["NIJ"] == s["NI"] * s["NJ"]


def test_correctness_draws_start_with_the_smallest_sizes_and_respect_the_cap():
    m = hb.Manifest(GOOD / "axpy")
    rng = np.random.default_rng(3)
    assert m.draw_sizes("correctness", 0, rng)["LEN_1D"] == 1000
    cap = 1 << 20
    for i in range(50):
        s = m.draw_sizes("correctness", i, rng, footprint_cap=cap)
        assert m.footprint(s, "f64") <= cap and s["LEN_1D"] % 4 == 0


def test_a_python_callable_is_a_random_stream():
    m = hb.Manifest(GOOD / "axpy")
    words = iter(np.random.default_rng(9).bit_generator.random_raw(10000).tolist())
    s1 = m.draw_sizes("timed", 0, lambda: next(words))
    s2 = m.draw_sizes("timed", 0, np.random.default_rng(9))
    assert s1 == s2


def test_an_exception_in_a_python_stream_propagates():
    m = hb.Manifest(GOOD / "axpy")

    def broken():
        raise ZeroDivisionError("stream broke")

    with pytest.raises(ZeroDivisionError, match="stream broke"):
        m.draw_sizes("timed", 0, broken)


def test_unsatisfiable_constraints_raise_the_library_message():
    m = hb.Manifest.from_string(
        "name: k\ntrack: llr\nsymbol: k\nprecisions: [f64]\nsizes:\n  N: {range: [8, 4096], test: 8}\n"
        "constraints: [\"N % 1000 == 8\"]\narrays:\n  a: {dtype: real, shape: [N], intent: out}\n"
        "args: [a, N]\nreference: reference.c\n")
    with pytest.raises(hb.Error) as e:
        m.draw_sizes("timed", 0, 1, max_tries=20)
    assert e.value.status_name == "constraint" and "N % 1000 == 8" in str(e.value)


def test_a_draw_without_a_stream_or_with_a_bad_purpose_is_refused():
    m = hb.Manifest(GOOD / "axpy")
    with pytest.raises(hb.Error, match="needs a random source"):
        m.draw_sizes("timed", 0)
    with pytest.raises(hb.Error, match="unknown purpose"):
        m.draw_sizes("fast", 0, 1)
    with pytest.raises(hb.Error, match="not a random source"):
        m.draw_sizes("timed", 0, "seed")


def test_param_draws_lie_in_their_ranges_and_are_exact_in_the_precision():
    m = hb.Manifest(GOOD / "gemm")
    rng = np.random.default_rng(1)
    for _ in range(100):
        p = m.draw_params("f32", rng)
        assert 0.5 <= p["alpha"] <= 2.0 and float(np.float32(p["alpha"])) == p["alpha"]
        assert p["beta"] == 1.5
    s = hb.Manifest(GOOD / "spmv").draw_params("f64", rng)
    assert isinstance(s["scale"], int) and 1 <= s["scale"] <= 4


def test_random_source_helpers_match_numpy_words():
    words = np.random.default_rng(2).bit_generator.random_raw(4).tolist()
    src = hb.as_random(2)
    assert src.unit() == (words[0] >> 11) * 2.0 ** -53
    assert 0 <= src.below(10) < 10
