"""Device residency at the command line, without a GPU (issue 18): `signature --residency device` prints
the host entry point's exact prototype; the device options' usage errors; no runtime, no device, a bad
index or UUID exit 2 with a clear message (hpcab-judge grade and hpcab-peak --device), with the runtimes
pointed at files that do not exist or at the stand-in runtime (tests/device/fake_cudart.c)."""
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BUILD = pathlib.Path(os.environ.get("HPCABENCH_BUILD", ROOT / "build"))
JUDGE = BUILD / "tools" / "hpcab-judge"
PEAK = BUILD / "tools" / "hpcab-peak"
FAKE = BUILD / "tests" / "fake_cudart.so"
S000 = ROOT / "kernels" / "llr" / "s000"
CAND = ROOT / "examples" / "candidates" / "device" / "s000_fast.cu"

pytestmark = pytest.mark.skipif(not JUDGE.exists(), reason="hpcab-judge is not built")

NO_RUNTIME = {"HPCAB_CUDA_RUNTIME": "/nonexistent/libcudart.so.13", "HPCAB_HIP_RUNTIME": "/nonexistent/libamdhip64.so"}


def run(exe, *args, env=None, tmp=None):
    e = dict(os.environ)
    e.update(env or {})
    if tmp is not None:
        e["HPCAB_STATE_DIR"] = str(tmp / "state")
        e["XDG_CACHE_HOME"] = str(tmp / "cache")
    return subprocess.run([str(exe), *map(str, args)], capture_output=True, text=True, timeout=120, env=e)


def stand_in(devices):
    if not FAKE.exists():
        pytest.skip(f"{FAKE} is not built")
    return {"HPCAB_CUDA_RUNTIME": str(FAKE), "HPCAB_HIP_RUNTIME": "/nonexistent/libamdhip64.so",
            "FAKE_CUDART_DEVICES": str(devices)}


@pytest.mark.parametrize("kernel,prec,expected", [
    ("llr/s000", "f64", 'extern "C" void s000(double *__restrict__ a, const double *__restrict__ b, int64_t LEN_1D);'),
    ("llr/vdotr", "f32", 'extern "C" void vdotr(const float *__restrict__ a, const float *__restrict__ b, '
                         'float *__restrict__ dot, int64_t LEN_1D);'),
    ("sc/dense_linear_algebra/gemm", "f64",
     'extern "C" void gemm(double *__restrict__ C, const double *__restrict__ A, const double *__restrict__ B, '
     'int64_t NI, int64_t NJ, int64_t NK, double alpha, double beta);'),
    ("sc/sparse_linear_algebra/spmv_csr", "f32",
     'extern "C" void spmv_csr(float *__restrict__ y, const int32_t *__restrict__ A_rowptr, '
     'const int32_t *__restrict__ A_col, const float *__restrict__ A_val, const float *__restrict__ x, '
     'int64_t N, int64_t NNZ);'),
    ("ml/layernorm", "bf16", 'extern "C" void layernorm(uint16_t *__restrict__ Y, const uint16_t *__restrict__ X, '
                             'const uint16_t *__restrict__ gamma, const uint16_t *__restrict__ beta, int64_t R, '
                             'int64_t C, float eps);'),
])
def test_signature_residency_device_is_the_host_entry_point(kernel, prec, expected):
    r = run(JUDGE, "signature", ROOT / "kernels" / kernel, "--precision", prec, "--residency", "device")
    assert r.returncode == 0, r.stderr
    assert r.stdout == expected + "\n"


def test_signature_residency_host_is_the_c_prototype():
    r = run(JUDGE, "signature", S000, "--residency", "host")
    assert r.stdout == "void s000(double *restrict a, const double *restrict b, int64_t LEN_1D);\n"


def test_signature_residency_device_of_a_host_only_kernel_exits_2():
    r = run(JUDGE, "signature", ROOT / "kernels" / "llr" / "s111", "--residency", "device")
    assert r.returncode == 2
    assert "has no device residency" in r.stderr


def test_signature_of_an_unknown_residency_is_a_usage_error():
    r = run(JUDGE, "signature", S000, "--residency", "gpu")
    assert r.returncode == 2
    assert "expected host or device" in r.stderr


def test_device_options_need_residency_device(tmp_path):
    r = run(JUDGE, "grade", S000, CAND, "--device", "0", tmp=tmp_path)
    assert r.returncode == 2
    assert "--device and --runtime need --residency device" in r.stderr


def test_grade_without_a_device_runtime_exits_2_naming_both(tmp_path):
    r = run(JUDGE, "grade", S000, CAND, "--residency", "device", env=NO_RUNTIME, tmp=tmp_path)
    assert r.returncode == 2
    assert "no device runtime" in r.stderr
    assert "/nonexistent/libcudart.so.13" in r.stderr and "/nonexistent/libamdhip64.so" in r.stderr


def test_grade_on_a_runtime_without_devices_exits_2(tmp_path):
    r = run(JUDGE, "grade", S000, CAND, "--residency", "device", env=stand_in(0), tmp=tmp_path)
    assert r.returncode == 2
    assert "no device" in r.stderr and "no CUDA-capable device is detected" in r.stderr


def test_grade_on_a_device_index_out_of_range_exits_2(tmp_path):
    r = run(JUDGE, "grade", S000, CAND, "--residency", "device", "--device", "3", env=stand_in(2), tmp=tmp_path)
    assert r.returncode == 2
    assert "device 3 out of range" in r.stderr and "2 devices" in r.stderr


def test_grade_on_an_unknown_uuid_exits_2_listing_the_devices(tmp_path):
    r = run(JUDGE, "grade", S000, CAND, "--residency", "device", "--device", "GPU-12345678-0000-0000-0000-000000000000",
            env=stand_in(1), tmp=tmp_path)
    assert r.returncode == 2
    assert "no CUDA device has UUID" in r.stderr and "GPU-5f3c1102-aa47-409e-8b21-6c0d339a7000" in r.stderr


def test_grade_residency_device_of_a_host_only_kernel_exits_2(tmp_path):
    r = run(JUDGE, "grade", ROOT / "kernels" / "llr" / "s111", CAND, "--residency", "device", env=stand_in(1),
            tmp=tmp_path)
    assert r.returncode == 2
    assert "has no device residency" in r.stderr


def test_grade_residency_device_of_a_c_candidate_exits_2(tmp_path):
    r = run(JUDGE, "grade", S000, ROOT / "examples" / "candidates" / "s000_fast.c", "--residency", "device",
            env=stand_in(1), tmp=tmp_path)
    assert r.returncode == 2
    assert "a device grade takes a .cu, .hip or .so candidate" in r.stderr


def test_peak_device_without_a_runtime_exits_2():
    r = run(PEAK, "--device", "0", env=NO_RUNTIME)
    assert r.returncode == 2
    assert "no device runtime" in r.stderr


def test_peak_device_index_out_of_range_exits_2():
    r = run(PEAK, "--device", "9", "--runtime", "cuda", env=stand_in(1))
    assert r.returncode == 2
    assert "device 9 out of range" in r.stderr


def test_peak_device_measures_and_caches_the_stand_in(tmp_path):
    env = stand_in(1)
    r = run(PEAK, "--device", "GPU-5f3c1102-aa47-409e-8b21-6c0d339a7000", "--json", env=env, tmp=tmp_path)
    assert r.returncode == 0, r.stderr
    import json
    j = json.loads(r.stdout)
    assert j["device"] == "Fake GPU 0" and j["arch"] == "sm_90" and j["runtime"] == "cuda"
    assert j["copy_gbps"] > 0 and j["triad_gbps"] == 0 and j["speedup_limit"] == 16000
    assert j["cached"] is False
    again = json.loads(run(PEAK, "--device", "0", "--json", env=env, tmp=tmp_path).stdout)
    assert again["cached"] is True and again["copy_gbps"] == j["copy_gbps"]


def test_peak_runtime_needs_device():
    r = run(PEAK, "--runtime", "cuda")
    assert r.returncode == 2
