"""Topology, peak() and the plausibility rule (hpcab/topo.h, hpcab/roofline.h) through the binding."""
import os

import pytest

import hpcabench as hb

SMALL = dict(working_set_bytes=3 << 20, repetitions=2, flops_seconds=0.005)


def test_topology_reports_the_machine():
    t = hb.Topology()
    assert 1 <= t.cores <= t.pus <= (os.cpu_count() or 1)
    assert len(t.key) == 32 and int(t.key, 16) >= 0 and t.key == hb.Topology().key
    assert t.core_pu(0) >= 0 and t.core_pu(t.cores) == -1
    assert t.cpu_model in str(t) or "unknown" in t.cpu_model


def test_a_small_peak_measurement_fills_the_profile():
    p = hb.peak(1, **SMALL)
    assert p.threads == 1 and p.copy_gbps > 0 and p.triad_gbps > 0 and p.peak_gflops > 0
    assert p.peak_gbps == max(p.copy_gbps, p.triad_gbps)
    assert p.key == hb.Topology().key and p.repetitions == 2


def test_peak_uses_and_fills_the_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    first = hb.peak(1)
    path = hb.roofline.profile_path(first.key, 1)
    assert path.startswith(str(tmp_path)) and os.path.exists(path)
    again = hb.peak(1)
    assert again.triad_gbps == first.triad_gbps and again.measured_unix == first.measured_unix
    assert hb.roofline.load_profile(path, first.key).copy_gbps == first.copy_gbps


def test_plausibility_flags_times_below_the_roofline_floor_and_huge_speedups():
    p = hb.peak(1, **SMALL)
    big = 4.0 * max(p.llc_bytes, 1 << 20)  # beyond the last-level cache: held to the DRAM floor
    ok = p.plausibility(big, 1e12, 3.0)
    assert not ok and ok.flags == () and ok.reason == ""
    floor = big / (2 * p.peak_gbps)
    fast = p.plausibility(big, floor / 2, 3.0)
    assert fast.flags == ("roofline",) and fast.floor_ns == pytest.approx(floor) and fast.reason
    if p.llc_bytes:  # traffic that fits in the cache is not held to the floor
        assert p.plausibility(float(p.llc_bytes), 1.0, 3.0).flags == ()
    assert p.plausibility(1e6, 1e9, 2500.0).flags == ("speedup",)
    assert p.plausibility(1e6, 1e9, 2500.0, device=True).speedup_limit == 16000.0
    with pytest.raises(hb.Error) as e:
        p.plausibility(-1.0, 1e9, 1.0)
    assert e.value.status_name == "invalid"


def test_a_missing_profile_raises_the_library_message(tmp_path):
    with pytest.raises(hb.Error) as e:
        hb.roofline.load_profile(tmp_path / "none.profile")
    assert e.value.status_name == "notfound" and "none.profile" in str(e.value)
