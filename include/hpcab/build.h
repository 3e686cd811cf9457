/*
 * hpcab/build.h — building candidates, references and baselines into shared objects (lib/DESIGN.md §11).
 *
 * A C, C++ or Fortran source (CUDA .cu with nvcc, HIP .hip with hipcc, where installed) is compiled with
 * the judge's flags (default `-O3 -fPIC -shared -fopenmp`; nvcc `-O3 -shared -Xcompiler -fPIC,-fopenmp`;
 * hipcc `-O3 -fPIC -shared`) for one run precision (-DHPCAB_PREC_F64|F32|F16|BF16) with
 * hpcab/kernel.h on the include path, linked with `libs` and then always with -lm (the worker loads
 * the object alone, so the math library must be one of its own dependencies). Unsafe floating-point optimization is refused, whether asked
 * for in the flags (-ffast-math, -Ofast, -funsafe-math-optimizations and friends) or in the source
 * (pragma/attribute forms, see hpcab/srccheck.h). A shared object is accepted as it is, unless it
 * imports a function that changes the floating-point environment (hpcab_srccheck_object).
 *
 * The compiler compiles a private copy of the source, made in a fresh empty directory (under $TMPDIR,
 * else /tmp): a source is one file, and includes nothing beside it but hpcab/kernel.h and the system
 * headers. Where the kernel allows it, Landlock confines the compiler to reading that directory, the
 * toolchain (/usr/include, /usr/lib, /usr/libexec, /usr/bin, /lib*, their /usr/local forms, the
 * loader's /etc/ld.so.cache and ld.so.conf; /usr/local/cuda for nvcc, /usr/share and /opt/rocm for hipcc)
 * and the include directory, and writing only that directory:
 * never the judge's state directory (secrets, store, cache), the user's files, /proc or the rest of
 * /etc — so a source cannot pull a file's bytes into a diagnostic. The compiler runs in its own user
 * and PID namespace where the kernel allows (everything it starts dies with it, and with the thread
 * that started it), under an address-space limit (memory_bytes, default 2 GiB), a CPU-time limit and a
 * wall-clock limit (timeout_s, whatever it prints), a 1 GiB file-size limit and a 64 KiB cap on the
 * output kept; a failure at a limit is a build error that names the limit. (Where the kernel allows no
 * user namespace, a compiler killed with its judge leaves its own children — cc1, as — running until
 * their CPU-time limit, unless the judge's SIGINT/SIGTERM handler ended them: hpcab/children.h.) The log names the source
 * by its own file name; the private directory's and the cache's paths never appear in it. Objects
 * are cached by a hash of (source bytes, language, compiler identity, flags, precision): the same
 * request is compiled once.
 *
 * Device sources (device residency, hpcab/device.h): nvcc always links the shared CUDA runtime
 * (`--cudart shared`, so that the worker and the object use one runtime) with its directory as the
 * object's run path, and compiles for `device_arch` (sm_XY: machine code and PTX) when given; hipcc
 * always gets `-include hip/hip_runtime.h` and `--offload-arch=device_arch` when given, and a .cu
 * source is compiled by hipcc as HIP (`-x hip`) when `cuda_as_hip` is set (a CUDA source written in the
 * subset HIP shares). Unsafe math is refused in the device compilers' spellings too: --use_fast_math,
 * --ftz=true (or `--ftz true`), --prec-div=false, --prec-sqrt=false, -fgpu-flush-denormals-to-zero,
 * -fgpu-approx-transcendentals, -munsafe-fp-atomics, -fdenormal-fp-math=..., and the host compiler's
 * -ffast-math passed through -Xcompiler.
 */
#ifndef HPCAB_BUILD_H
#define HPCAB_BUILD_H

#include "hpcab/common.h"
#include "hpcab/dtype.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/** Source languages. */
typedef enum hpcab_lang {
  HPCAB_LANG_UNKNOWN = 0,
  HPCAB_LANG_C = 1,
  HPCAB_LANG_CXX = 2,
  HPCAB_LANG_FORTRAN = 3,
  HPCAB_LANG_CUDA = 4,
  HPCAB_LANG_SHARED_OBJECT = 5, /**< already built: accepted as is */
  HPCAB_LANG_HIP = 6,           /**< a .hip source, compiled by hipcc */
  HPCAB_LANG_PYTHON = 7         /**< a .py artifact: built by the judge against its kernel's manifest */
} hpcab_lang;

/** Build options. Zero-initialize, set `size`, then override what you need. */
typedef struct hpcab_build_options {
  size_t size;                      /**< sizeof(hpcab_build_options) */
  const char *cache_dir;            /**< where objects are built and cached (required) */
  const char *include_dir;          /**< directory holding hpcab/kernel.h; NULL = hpcab_paths_include_dir() */
  const char *flags;                /**< compile flags, space-separated; NULL = "-O3 -fPIC -shared -fopenmp" */
  const char *extra_flags;          /**< appended flags (e.g. -march=native); checked like `flags` */
  const char *cc, *cxx, *fc, *nvcc; /**< compilers; NULL = cc, c++, gfortran, nvcc */
  hpcab_dtype precision;            /**< run precision: f64 (default when 0), f32, f16 or bf16 */
  double timeout_s;                 /**< compile time limit; 0 = 120 s */
  int no_sandbox;                   /**< 1: do not confine the compiler with Landlock (reported) */
  const char *libs;                 /**< libraries linked after the source (e.g. "-lopenblas -lm" for a
                                library-optimized baseline); NULL = none. Part of the cache key. */
  uint64_t memory_bytes;            /**< address-space limit (RLIMIT_AS) of the compiler and every process it
                                starts; 0 = 2 GiB */
  /* since the device residency (a caller with the shorter struct gets the defaults) */
  const char *hipcc;       /**< HIP compiler; NULL = hipcc */
  const char *device_arch; /**< device target: "sm_90" (nvcc) or "gfx90a" (hipcc); NULL = the compiler's default */
  int cuda_as_hip;         /**< 1: compile a .cu source with hipcc as HIP */
} hpcab_build_options;

/** The result of a build (opaque). */
typedef struct hpcab_build hpcab_build;

/**
 * Builds `source` (or accepts a shared object). Returns HPCAB_OK with *out set when the object is
 * ready; HPCAB_E_BUILD when the compiler failed or timed out (the log holds the compiler output and
 * *out is still set so the caller can show it); HPCAB_E_REFUSED when unsafe math was requested
 * (flag, source or object: the check reads the preprocessed source and the built object; *out is set
 * when the check ran, so the caller can free it); HPCAB_E_UNSUPPORTED for an unknown language or a missing compiler;
 * HPCAB_E_INVALID / HPCAB_E_SYSTEM otherwise (*out NULL).
 */
HPCAB_API hpcab_status hpcab_build_source(const hpcab_build_options *opts, const char *source, hpcab_build **out);

/** Path of the built (or given) shared object; NULL when the build failed. */
HPCAB_API const char *hpcab_build_object(const hpcab_build *build);

/** The compiler's output (warnings and errors), or "" (never NULL). */
HPCAB_API const char *hpcab_build_log(const hpcab_build *build);

/** 1 when the object came from the cache without compiling. */
HPCAB_API int hpcab_build_cached(const hpcab_build *build);

/** The language the source was taken as. */
HPCAB_API hpcab_lang hpcab_build_lang(const hpcab_build *build);

/** SHA-256 (hex) of the source or object bytes as given. */
HPCAB_API const char *hpcab_build_source_sha256(const hpcab_build *build);

/** The cache key (hex) of the build request (source, language, compiler, flags, precision). */
HPCAB_API const char *hpcab_build_key(const hpcab_build *build);

/** 1 when the compiler ran confined by Landlock; 0 with hpcab_build_sandbox_note() saying why not. */
HPCAB_API int hpcab_build_sandboxed(const hpcab_build *build);

/** Why the compiler was not confined ("" when it was, or when nothing was compiled). */
HPCAB_API const char *hpcab_build_sandbox_note(const hpcab_build *build);

/** The compiler that built the source: the first line of its --version ("cc (Debian 12.2.0-14) 12.2.0");
    NULL for a shared object taken as it is, or a build that failed before choosing one. */
HPCAB_API const char *hpcab_build_compiler(const hpcab_build *build);

/** The compile flags of the build: flags, extra flags and the precision macro ("-O3 -fPIC -shared
    -fopenmp -DHPCAB_PREC_F64"); NULL where hpcab_build_compiler is. */
HPCAB_API const char *hpcab_build_flags(const hpcab_build *build);

/** Frees a build result (the cached object file stays). NULL is fine. */
HPCAB_API void hpcab_build_free(hpcab_build *build);

/** Takes a language from a file name's extension (.c, .cc/.cpp/.cxx/.C, .f/.f90/.F90/..., .cu, .hip, .so). */
HPCAB_API hpcab_lang hpcab_lang_from_path(const char *path);

/**
 * Checks a space-separated flag string for unsafe floating-point optimization; HPCAB_E_REFUSED
 * naming the flag when found.
 */
HPCAB_API hpcab_status hpcab_build_check_flags(const char *flags);

HPCAB_END_DECLS

#endif /* HPCAB_BUILD_H */
