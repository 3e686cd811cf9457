"""hpcab-judge portability: the regrade's probe. x86-only constructs in any spelling and AMD-only device
features are `not portable: REASON` (exit 1); portable code — OpenMP, `#pragma omp simd`, vector
extensions, x86 code behind `#if defined(__x86_64__)` with a portable #else, every honest example
candidate — is `portable` (exit 0), never skipped; a probe that cannot run says why (exit 2)."""
import os
import shutil
import subprocess

import pytest

from judgelib import ROOT, build_dir

PORTABLE_C = {
    "omp_simd.c": "#include <stdint.h>\nvoid f(double *restrict a, int64_t n) {\n#pragma omp simd\n"
                  "  for (int64_t i = 0; i < n; i++) a[i] *= 2;\n}\n",
    "omp_parallel.c": "#include <omp.h>\n#include <stdint.h>\nvoid f(double *restrict a, int64_t n) {\n"
                      "#pragma omp parallel for\n  for (int64_t i = 0; i < n; i++) a[i] += omp_get_thread_num();\n}\n",
    "vector_ext.c": "typedef double v4d __attribute__((vector_size(32)));\n"
                    "void f(v4d *a, long n) { for (long i = 0; i < n; i++) a[i] = a[i] * 2 + 1; }\n",
    "guarded.c": "#if defined(__x86_64__)\n#include <immintrin.h>\n"
                 "void f(double *a) { _mm256_storeu_pd(a, _mm256_setzero_pd()); }\n"
                 "#else\nvoid f(double *a) { for (int i = 0; i < 4; i++) a[i] = 0; }\n#endif\n",
    "barrier.c": "void f(double *a) { a[0] = 1; __asm__ volatile(\"\" ::: \"memory\"); }\n",
    "builtins.c": "int f(unsigned x) { return __builtin_popcount(x) + __builtin_expect(x, 0); }\n",
    "restrict.cpp": "#include <cstdint>\nextern \"C\" void f(double *__restrict a, int64_t n) "
                    "{ for (int64_t i = 0; i < n; i++) a[i] = a[i] * a[i]; }\n",
    "kernel.f90": "subroutine s(a, n) bind(c, name=\"s\")\n  use, intrinsic :: iso_c_binding\n  implicit none\n"
                  "  integer(c_int64_t), value :: n\n  real(c_double) :: a(n)\n  a = a + 1\nend subroutine s\n",
    "comment.c": "/* not _mm256_add_pd: a comment naming __m256d and immintrin.h */\nvoid f(double *a) { a[0] = 2; }\n",
}

X86_C = {
    "immintrin.c": "#include <immintrin.h>\nvoid f(double *a) { _mm256_storeu_pd(a, _mm256_setzero_pd()); }\n",
    "x86intrin.c": "#include <x86intrin.h>\nunsigned long long f(void) { return __rdtsc(); }\n",
    "emmintrin.c": "#include <emmintrin.h>\nvoid f(double *a) { _mm_storeu_pd(a, _mm_setzero_pd()); }\n",
    "builtin_ia32.c": "typedef double v2 __attribute__((vector_size(16)));\n"
                      "v2 f(v2 a, v2 b) { return __builtin_ia32_addpd(a, b); }\n",
    "cpu_supports.c": "int f(void) { return __builtin_cpu_supports(\"avx2\"); }\n",
    "target_attr.c": "__attribute__((target(\"avx2,fma\"))) void f(double *a) { a[0] = 1; }\n",
    "target_clones.c": "__attribute__((target_clones(\"avx512f\", \"default\"))) void f(double *a) { a[0] = 1; }\n",
    "pragma_target.c": "#pragma GCC target(\"avx2\")\nvoid f(double *a) { a[0] = 1; }\n",
    "asm_rdtsc.c": "unsigned f(void) { unsigned lo, hi; __asm__ volatile(\"rdtsc\" : \"=a\"(lo), \"=d\"(hi)); "
                   "return lo ^ hi; }\n",
    "asm_xmm.c": "void f(void) { asm volatile(\"vxorpd %%ymm0, %%ymm0, %%ymm0\" ::: \"xmm0\"); }\n",
    "macro_hidden.c": "#define LOAD(p) _mm256_loadu_pd(p)\n#include <immintrin.h>\n"
                      "void f(double *a) { __m256d x = LOAD(a); (void)x; }\n",
    "cpp_intrin.cpp": "#include <immintrin.h>\nextern \"C\" void f(float *a) { __m128 x = _mm_loadu_ps(a); "
                      "_mm_storeu_ps(a, x); }\n",
}

PORTABLE_DEVICE = {
    "sync_shuffle.cu": "__global__ void k(float *a) { a[1] = __shfl_down_sync(0xffffffffu, a[0], 1); }\n",
    "small_shared.cu": "#define T 64\n__global__ void k(double *a) { __shared__ double s[T][T]; s[0][0] = a[0]; "
                       "a[1] = s[0][0]; }\n",
    "dynamic_shared.cu": "__global__ void k(float *a) { extern __shared__ float s[]; s[0] = a[0]; a[1] = s[0]; }\n",
}

AMD_DEVICE = {
    "rocprim.hip": "#include <rocprim/rocprim.hpp>\n__global__ void k(float *a) { a[0] = 1; }\n",
    "hipcub.hip": "#include <hipcub/hipcub.hpp>\n__global__ void k(float *a) { a[0] = 1; }\n",
    "maskless.hip": "__global__ void k(float *a) { a[1] = __shfl_xor(a[0], 1); }\n",
    "ballot.cu": "__global__ void k(int *a) { a[1] = __ballot(a[0] > 0); }\n",
    "amdgcn.hip": "__global__ void k(int *a) { a[1] = __builtin_amdgcn_ds_bpermute(4, a[0]); }\n",
    "amd_asm.hip": "__global__ void k(float *a) { float r; asm volatile(\"v_mov_b32 %0, %1\" : \"=v\"(r) : \"v\"(a[0])); "
                   "a[1] = r; }\n",
    "big_shared.cu": "#define TILE 128\n__global__ void k(float *a) { __shared__ float s[TILE][TILE]; "
                     "s[0][0] = a[0]; a[1] = s[0][0]; }\n",
}


def probe(path, env=None):
    return subprocess.run([str(build_dir() / "tools" / "hpcab-judge"), "portability", str(path)], capture_output=True,
                          text=True, timeout=120, env=env)


@pytest.fixture(autouse=True)
def _needs():
    if not (build_dir() / "tools" / "hpcab-judge").exists():
        pytest.skip("hpcab-judge is not built")
    if shutil.which("aarch64-linux-gnu-gcc") is None:
        pytest.skip("aarch64-linux-gnu-gcc is not installed (tools/install-deps.sh installs it)")


def _write(tmp_path, cases):
    out = []
    for name, text in cases.items():
        p = tmp_path / name
        p.write_text(text)
        out.append(p)
    return out


@pytest.mark.parametrize("name", sorted(PORTABLE_C))
def test_portable_code_is_portable(tmp_path, name):
    (p,) = _write(tmp_path, {name: PORTABLE_C[name]})
    r = probe(p)
    assert (r.returncode, r.stdout) == (0, "portable\n"), r.stdout + r.stderr


@pytest.mark.parametrize("name", sorted(X86_C))
def test_x86_only_code_is_not_portable_with_its_reason(tmp_path, name):
    (p,) = _write(tmp_path, {name: X86_C[name]})
    r = probe(p)
    assert r.returncode == 1 and r.stdout.startswith("not portable: "), r.stdout + r.stderr
    assert "x86" in r.stdout or "aarch64" in r.stdout


@pytest.mark.parametrize("name", sorted(PORTABLE_DEVICE))
def test_portable_device_code_is_portable(tmp_path, name):
    (p,) = _write(tmp_path, {name: PORTABLE_DEVICE[name]})
    r = probe(p)
    assert (r.returncode, r.stdout) == (0, "portable\n"), r.stdout + r.stderr


@pytest.mark.parametrize("name", sorted(AMD_DEVICE))
def test_amd_only_device_code_is_not_portable(tmp_path, name):
    (p,) = _write(tmp_path, {name: AMD_DEVICE[name]})
    r = probe(p)
    assert r.returncode == 1 and r.stdout.startswith("not portable: "), r.stdout + r.stderr


def test_static_shared_memory_beyond_48_kib_is_named_with_its_size(tmp_path):
    (p,) = _write(tmp_path, {"big_shared.cu": AMD_DEVICE["big_shared.cu"]})
    assert "65536 bytes of static shared memory" in probe(p).stdout


def test_every_honest_example_candidate_is_portable():
    honest = [p for p in (ROOT / "examples" / "candidates").rglob("*") if p.suffix in (".c", ".cpp", ".f90", ".cu", ".hip")]
    assert len(honest) >= 10
    bad = {str(p.relative_to(ROOT)): probe(p).stdout for p in honest if probe(p).returncode != 0}
    assert not bad


def test_a_shared_object_is_not_portable(tmp_path):
    so = tmp_path / "c.so"
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(so), "-x", "c", "-"], input="void f(void) {}\n", text=True,
                   check=True)
    r = probe(so)
    assert r.returncode == 1 and "shared object" in r.stdout and "x86-64" in r.stdout


def test_without_the_aarch64_compiler_the_probe_says_which_package(tmp_path):
    (p,) = _write(tmp_path, {"a.c": PORTABLE_C["omp_simd.c"]})
    r = probe(p, env=dict(os.environ, PATH="/nonexistent"))
    assert r.returncode == 2 and "gcc-aarch64-linux-gnu" in r.stderr
