/*
 * lib/check/check_kernels.c — the vector loops of the correctness checks (lib/check/check_kernels.h):
 * the main, qmax and find passes per element type, max|v| and the determinism pass, each generated
 * by a macro per type, with AVX2 variants of the f64/f32 passes.
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "hpcab/kernel.h"
#include "check_kernels.h"

/* ---------------------------------------------------------------- block passes */

#define LOAD_DIRECT(v) ((double)(v))
#define LOAD_F16(v) ((double)hpcab_kernel_f16_to_f32(v))
#define LOAD_BF16(v) ((double)hpcab_kernel_bf16_to_f32(v))

/* Two doubles in an SSE2-sized vector (GCC/Clang vector extensions: the loops below are vector code
   on any target, with no reliance on the auto-vectorizer or on -ffast-math). */
typedef double vd __attribute__((vector_size(16)));
typedef int64_t vi __attribute__((vector_size(16)));
typedef float vf2 __attribute__((vector_size(8)));

static inline vd vd_abs(vd a)
{
  return (vd)((vi)a & INT64_MAX);
}

/* max(a, b) lanewise; a NaN in `a` keeps b. */
static inline vd vd_max(vd a, vd b)
{
  vi m = a > b;
  return (vd)((m & (vi)a) | (~m & (vi)b));
}

static inline double vd_hmax(vd a)
{
  return a[0] > a[1] ? a[0] : a[1];
}

static inline vd vload_f64(const double *p)
{
  vd v;
  memcpy(&v, p, sizeof v);
  return v;
}

static inline vd vload_f32(const float *p)
{
  vf2 v;
  memcpy(&v, p, sizeof v);
  return __builtin_convertvector(v, vd);
}

static inline vd vload_f16(const uint16_t *p)
{
  return (vd){hpcab_kernel_f16_to_f32(p[0]), hpcab_kernel_f16_to_f32(p[1])};
}

static inline vd vload_bf16(const uint16_t *p)
{
  return (vd){hpcab_kernel_bf16_to_f32(p[0]), hpcab_kernel_bf16_to_f32(p[1])};
}

/* For floats: flag = any component with !(d - t <= 0): a failure (d > t), a NaN, or an Inf (an
   infinite r makes d and t infinite or NaN, so d - t is NaN; an infinite x with a finite r makes
   d - t infinite); beats = any d > qlow*t. Two vectors per step keep two
   independent dependency chains. NAME##_qmax computes max d/t over a block. */
#define DEFINE_FLOAT_BLOCK(NAME, T, VLOAD, LOAD)                                                                       \
  static void NAME(const void *ref, const void *got, size_t begin, size_t end, double rtol, double atol, double qlow,  \
                   block_out *o)                                                                                       \
  {                                                                                                                    \
    const T *restrict r = (const T *)ref + begin, *restrict x = (const T *)got + begin;                                \
    size_t m = end - begin, i = 0;                                                                                     \
    const vd va = {atol, atol}, vr = {rtol, rtol}, vq = {qlow, qlow}, zero = {0, 0};                                   \
    vi ok0 = {-1, -1}, ok1 = {-1, -1}, b0 = {0, 0}, b1 = {0, 0};                                                       \
    for (; i + 4 <= m; i += 4) {                                                                                       \
      vd r0 = VLOAD(r + i), x0 = VLOAD(x + i), r1 = VLOAD(r + i + 2), x1 = VLOAD(x + i + 2);                           \
      vd d0 = vd_abs(x0 - r0), t0 = va + vr * vd_abs(r0);                                                              \
      vd d1 = vd_abs(x1 - r1), t1 = va + vr * vd_abs(r1);                                                              \
      ok0 &= d0 - t0 <= zero;                                                                                          \
      ok1 &= d1 - t1 <= zero;                                                                                          \
      b0 |= d0 > vq * t0;                                                                                              \
      b1 |= d1 > vq * t1;                                                                                              \
    }                                                                                                                  \
    int flag = (ok0[0] & ok0[1] & ok1[0] & ok1[1]) != -1, beats = (b0[0] | b0[1] | b1[0] | b1[1]) != 0;                \
    for (; i < m; i++) {                                                                                               \
      double rv = LOAD(r[i]), xv = LOAD(x[i]);                                                                         \
      double d = fabs(xv - rv), t = atol + rtol * fabs(rv);                                                            \
      flag |= !(d - t <= 0);                                                                                           \
      beats |= d > qlow * t;                                                                                           \
    }                                                                                                                  \
    o->flag = flag, o->beats = beats, o->absmax = -1;                                                                  \
  }                                                                                                                    \
  static double NAME##_qmax(const void *ref, const void *got, size_t begin, size_t end, double rtol, double atol)      \
  {                                                                                                                    \
    const T *restrict r = (const T *)ref + begin, *restrict x = (const T *)got + begin;                                \
    size_t m = end - begin, i = 0;                                                                                     \
    const vd va = {atol, atol}, vr = {rtol, rtol};                                                                     \
    vd q0 = {0, 0}, q1 = {0, 0};                                                                                       \
    for (; i + 4 <= m; i += 4) {                                                                                       \
      vd r0 = VLOAD(r + i), x0 = VLOAD(x + i), r1 = VLOAD(r + i + 2), x1 = VLOAD(x + i + 2);                           \
      q0 = vd_max(vd_abs(x0 - r0) / (va + vr * vd_abs(r0)), q0);                                                       \
      q1 = vd_max(vd_abs(x1 - r1) / (va + vr * vd_abs(r1)), q1);                                                       \
    }                                                                                                                  \
    double qmax = vd_hmax(vd_max(q0, q1));                                                                             \
    for (; i < m; i++) {                                                                                               \
      double rv = LOAD(r[i]), q = fabs(LOAD(x[i]) - rv) / (atol + rtol * fabs(rv));                                    \
      qmax = q > qmax ? q : qmax;                                                                                      \
    }                                                                                                                  \
    return qmax;                                                                                                       \
  }                                                                                                                    \
  static size_t NAME##_find(const void *ref, const void *got, size_t begin, size_t end, double rtol, double atol,      \
                            double q)                                                                                  \
  {                                                                                                                    \
    const T *restrict r = (const T *)ref, *restrict x = (const T *)got;                                                \
    for (size_t i = begin; i < end; i++) {                                                                             \
      double rv = LOAD(r[i]);                                                                                          \
      if (fabs(LOAD(x[i]) - rv) / (atol + rtol * fabs(rv)) == q) return i;                                             \
    }                                                                                                                  \
    return begin;                                                                                                      \
  }

#if defined(__x86_64__) && defined(__GNUC__)
/* The same main pass with AVX2 (four doubles per vector), chosen at run time where the CPU has it:
   the pass is bound by arithmetic, not memory, with two doubles per vector. No FMA is enabled, so
   every value is computed exactly as in the portable pass. */
#define CHECK_AVX2 1
typedef double vd4 __attribute__((vector_size(32)));
typedef int64_t vi4 __attribute__((vector_size(32)));
typedef float vf4 __attribute__((vector_size(16)));
#define VLOAD4_F64(p)                                                                                                  \
  (__extension__({                                                                                                     \
    vd4 v_;                                                                                                            \
    memcpy(&v_, (p), sizeof v_);                                                                                       \
    v_;                                                                                                                \
  }))
#define VLOAD4_F32(p)                                                                                                  \
  (__extension__({                                                                                                     \
    vf4 v_;                                                                                                            \
    memcpy(&v_, (p), sizeof v_);                                                                                       \
    __builtin_convertvector(v_, vd4);                                                                                  \
  }))
#define VABS4(v) ((vd4)((vi4)(v)&absmask))

/* BEATS 0: the flag alone (the judge's quick pass has no ratio to beat; beats is left 0). */
#define DEFINE_FLOAT_BLOCK_AVX2(NAME, T, VLOAD4, LOAD, BEATS)                                                          \
  __attribute__((target("avx2"))) static void NAME(const void *ref, const void *got, size_t begin, size_t end,         \
                                                   double rtol, double atol, double qlow, block_out *o)                \
  {                                                                                                                    \
    const T *restrict r = (const T *)ref + begin, *restrict x = (const T *)got + begin;                                \
    size_t m = end - begin, i = 0;                                                                                     \
    const vd4 va = {atol, atol, atol, atol}, vr = {rtol, rtol, rtol, rtol};                                            \
    const vd4 vq = {qlow, qlow, qlow, qlow}, zero = {0, 0, 0, 0};                                                      \
    const vi4 absmask = {INT64_MAX, INT64_MAX, INT64_MAX, INT64_MAX};                                                  \
    const vd4 inf = {HUGE_VAL, HUGE_VAL, HUGE_VAL, HUGE_VAL};                                                          \
    vi4 ok0 = {-1, -1, -1, -1}, ok1 = {-1, -1, -1, -1}, b0 = {0, 0, 0, 0}, b1 = {0, 0, 0, 0};                          \
    vd4 m0 = zero, m1 = zero; /* without BEATS (the quick pass): max|r|, Inf and NaN counting as 0 */                  \
    for (; i + 8 <= m; i += 8) {                                                                                       \
      vd4 r0 = VLOAD4(r + i), x0 = VLOAD4(x + i), r1 = VLOAD4(r + i + 4), x1 = VLOAD4(x + i + 4);                      \
      vd4 a0 = VABS4(r0), a1 = VABS4(r1);                                                                              \
      vd4 d0 = VABS4(x0 - r0), t0 = va + vr * a0;                                                                      \
      vd4 d1 = VABS4(x1 - r1), t1 = va + vr * a1;                                                                      \
      ok0 &= d0 - t0 <= zero;                                                                                          \
      ok1 &= d1 - t1 <= zero;                                                                                          \
      if (BEATS) {                                                                                                     \
        b0 |= d0 > vq * t0;                                                                                            \
        b1 |= d1 > vq * t1;                                                                                            \
      } else {                                                                                                         \
        a0 = (vd4)((vi4)a0 & (a0 < inf));                                                                              \
        a1 = (vd4)((vi4)a1 & (a1 < inf));                                                                              \
        vi4 g0 = a0 > m0, g1 = a1 > m1;                                                                                \
        m0 = (vd4)((g0 & (vi4)a0) | (~g0 & (vi4)m0));                                                                  \
        m1 = (vd4)((g1 & (vi4)a1) | (~g1 & (vi4)m1));                                                                  \
      }                                                                                                                \
    }                                                                                                                  \
    vi4 ok = ok0 & ok1, bb = b0 | b1;                                                                                  \
    int flag = (ok[0] & ok[1] & ok[2] & ok[3]) != -1, beats = (bb[0] | bb[1] | bb[2] | bb[3]) != 0;                    \
    double amax = 0;                                                                                                   \
    for (int j = 0; j < 4; j++) {                                                                                      \
      amax = m0[j] > amax ? m0[j] : amax;                                                                              \
      amax = m1[j] > amax ? m1[j] : amax;                                                                              \
    }                                                                                                                  \
    for (; i < m; i++) {                                                                                               \
      double rv = LOAD(r[i]), xv = LOAD(x[i]);                                                                         \
      double d = fabs(xv - rv), t = atol + rtol * fabs(rv);                                                            \
      flag |= !(d - t <= 0);                                                                                           \
      if (BEATS) beats |= d > qlow * t;                                                                                \
      amax = fabs(rv) > amax && fabs(rv) < HUGE_VAL ? fabs(rv) : amax;                                                 \
    }                                                                                                                  \
    o->flag = flag, o->beats = beats, o->absmax = BEATS ? -1 : amax;                                                   \
  }
#endif

/* For integers: flag = any difference; beats only when nothing was seen yet (qlow < 0); ratios
   of equal integers are 0. */
#define DEFINE_INT_BLOCK(NAME, T)                                                                                      \
  static void NAME(const void *ref, const void *got, size_t begin, size_t end, double rtol, double atol, double qlow,  \
                   block_out *o)                                                                                       \
  {                                                                                                                    \
    const T *restrict r = (const T *)ref + begin, *restrict x = (const T *)got + begin;                                \
    T acc = 0;                                                                                                         \
    (void)rtol, (void)atol;                                                                                            \
    for (size_t i = 0; i < end - begin; i++) acc |= (T)(r[i] ^ x[i]);                                                  \
    o->flag = acc != 0, o->beats = qlow < 0, o->absmax = -1;                                                           \
  }

static double int_qmax(const void *ref, const void *got, size_t begin, size_t end, double rtol, double atol)
{
  (void)ref, (void)got, (void)begin, (void)end, (void)rtol, (void)atol;
  return 0;
}

static size_t int_find(const void *ref, const void *got, size_t begin, size_t end, double rtol, double atol, double q)
{
  (void)ref, (void)got, (void)end, (void)rtol, (void)atol, (void)q;
  return begin;
}

DEFINE_FLOAT_BLOCK(block_f64, double, vload_f64, LOAD_DIRECT)
DEFINE_FLOAT_BLOCK(block_f32, float, vload_f32, LOAD_DIRECT)
DEFINE_FLOAT_BLOCK(block_f16, uint16_t, vload_f16, LOAD_F16)
DEFINE_FLOAT_BLOCK(block_bf16, uint16_t, vload_bf16, LOAD_BF16)
#ifdef CHECK_AVX2
DEFINE_FLOAT_BLOCK_AVX2(block_f64_avx2, double, VLOAD4_F64, LOAD_DIRECT, 1)
DEFINE_FLOAT_BLOCK_AVX2(block_f32_avx2, float, VLOAD4_F32, LOAD_DIRECT, 1)
DEFINE_FLOAT_BLOCK_AVX2(flag_f64_avx2, double, VLOAD4_F64, LOAD_DIRECT, 0)
DEFINE_FLOAT_BLOCK_AVX2(flag_f32_avx2, float, VLOAD4_F32, LOAD_DIRECT, 0)
#endif
DEFINE_INT_BLOCK(block_u8, uint8_t)
DEFINE_INT_BLOCK(block_u16, uint16_t)
DEFINE_INT_BLOCK(block_u32, uint32_t)
DEFINE_INT_BLOCK(block_u64, uint64_t)

qmax_fn hpcab__check_qmax_for(hpcab_dtype dt)
{
  switch (dt) {
  case HPCAB_F64:
  case HPCAB_C128: return block_f64_qmax;
  case HPCAB_F32:
  case HPCAB_C64: return block_f32_qmax;
  case HPCAB_F16: return block_f16_qmax;
  case HPCAB_BF16: return block_bf16_qmax;
  default: return int_qmax;
  }
}

find_fn hpcab__check_find_for(hpcab_dtype dt)
{
  switch (dt) {
  case HPCAB_F64:
  case HPCAB_C128: return block_f64_find;
  case HPCAB_F32:
  case HPCAB_C64: return block_f32_find;
  case HPCAB_F16: return block_f16_find;
  case HPCAB_BF16: return block_bf16_find;
  default: return int_find;
  }
}

block_fn hpcab__check_flag_for(hpcab_dtype dt)
{
#ifdef CHECK_AVX2
  if (__builtin_cpu_supports("avx2")) {
    if (dt == HPCAB_F64 || dt == HPCAB_C128) return flag_f64_avx2;
    if (dt == HPCAB_F32 || dt == HPCAB_C64) return flag_f32_avx2;
  }
#endif
  return hpcab__check_block_for(dt, 1);
}

block_fn hpcab__check_block_for(hpcab_dtype dt, int allow_avx2)
{
#ifdef CHECK_AVX2
  if (allow_avx2 && __builtin_cpu_supports("avx2")) {
    if (dt == HPCAB_F64 || dt == HPCAB_C128) return block_f64_avx2;
    if (dt == HPCAB_F32 || dt == HPCAB_C64) return block_f32_avx2;
  }
#endif
  switch (dt) {
  case HPCAB_F64:
  case HPCAB_C128: return block_f64;
  case HPCAB_F32:
  case HPCAB_C64: return block_f32;
  case HPCAB_F16: return block_f16;
  case HPCAB_BF16: return block_bf16;
  default: break;
  }
  switch (hpcab_dtype_size(dt)) {
  case 1: return block_u8;
  case 2: return block_u16;
  case 4: return block_u32;
  default: return block_u64;
  }
}

/* ---------------------------------------------------------------- max|v| */

#define DEFINE_ABSMAX(NAME, T, VLOAD, LOAD)                                                                            \
  static double NAME(const void *p, size_t begin, size_t end)                                                          \
  {                                                                                                                    \
    const T *restrict r = (const T *)p + begin;                                                                        \
    size_t m = end - begin, i = 0;                                                                                     \
    const vd inf = {HUGE_VAL, HUGE_VAL};                                                                               \
    vd m0 = {0, 0}, m1 = {0, 0};                                                                                       \
    for (; i + 4 <= m; i += 4) {                                                                                       \
      vd v0 = vd_abs(VLOAD(r + i)), v1 = vd_abs(VLOAD(r + i + 2));                                                     \
      m0 = vd_max((vd)((vi)v0 & (v0 < inf)), m0); /* Inf and NaN count as 0 */                                         \
      m1 = vd_max((vd)((vi)v1 & (v1 < inf)), m1);                                                                      \
    }                                                                                                                  \
    double out = vd_hmax(vd_max(m0, m1));                                                                              \
    for (; i < m; i++) {                                                                                               \
      double v = fabs(LOAD(r[i]));                                                                                     \
      out = v > out && v < HUGE_VAL ? v : out;                                                                         \
    }                                                                                                                  \
    return out;                                                                                                        \
  }
DEFINE_ABSMAX(absmax_f64, double, vload_f64, LOAD_DIRECT)
DEFINE_ABSMAX(absmax_f32, float, vload_f32, LOAD_DIRECT)
DEFINE_ABSMAX(absmax_f16, uint16_t, vload_f16, LOAD_F16)
DEFINE_ABSMAX(absmax_bf16, uint16_t, vload_bf16, LOAD_BF16)

#ifdef CHECK_AVX2
__attribute__((target("avx2"))) static double absmax_f64_avx2(const void *p, size_t begin, size_t end)
{
  const double *restrict r = (const double *)p + begin;
  size_t m = end - begin, i = 0;
  const vd4 inf = {HUGE_VAL, HUGE_VAL, HUGE_VAL, HUGE_VAL};
  const vi4 absmask = {INT64_MAX, INT64_MAX, INT64_MAX, INT64_MAX};
  vd4 m0 = {0, 0, 0, 0}, m1 = {0, 0, 0, 0};
  for (; i + 8 <= m; i += 8) {
    vd4 v0 = VABS4(VLOAD4_F64(r + i)), v1 = VABS4(VLOAD4_F64(r + i + 4));
    v0 = (vd4)((vi4)v0 & (v0 < inf)); /* Inf and NaN count as 0 */
    v1 = (vd4)((vi4)v1 & (v1 < inf));
    vi4 g0 = v0 > m0, g1 = v1 > m1;
    m0 = (vd4)((g0 & (vi4)v0) | (~g0 & (vi4)m0));
    m1 = (vd4)((g1 & (vi4)v1) | (~g1 & (vi4)m1));
  }
  double out = 0;
  for (int j = 0; j < 4; j++) {
    out = m0[j] > out ? m0[j] : out;
    out = m1[j] > out ? m1[j] : out;
  }
  for (; i < m; i++) {
    double v = fabs(r[i]);
    out = v > out && v < HUGE_VAL ? v : out;
  }
  return out;
}
#endif

absmax_fn hpcab__check_absmax_for(hpcab_dtype dt, int allow_avx2)
{
  (void)allow_avx2;
  switch (dt) {
  case HPCAB_F64:
  case HPCAB_C128:
#ifdef CHECK_AVX2
    if (allow_avx2 && __builtin_cpu_supports("avx2")) return absmax_f64_avx2;
#endif
    return absmax_f64;
  case HPCAB_F32:
  case HPCAB_C64: return absmax_f32;
  case HPCAB_F16: return absmax_f16;
  case HPCAB_BF16: return absmax_bf16;
  default: return NULL;
  }
}

/* ---------------------------------------------------------------- determinism */

/* maxd = max|a - b| and maxa = max|a| over finite components; flag = a NaN, an Inf or an overflow. */
#define DEFINE_DET_BLOCK(NAME, T, VLOAD, LOAD)                                                                         \
  static int NAME(const void *pa, const void *pb, size_t begin, size_t end, double *maxd, double *maxa)                \
  {                                                                                                                    \
    const T *restrict a = (const T *)pa + begin, *restrict b = (const T *)pb + begin;                                  \
    size_t m = end - begin, i = 0;                                                                                     \
    const vd inf = {HUGE_VAL, HUGE_VAL};                                                                               \
    vd md = {0, 0}, ma = {0, 0};                                                                                       \
    vi flag = {0, 0};                                                                                                  \
    for (; i + 2 <= m; i += 2) {                                                                                       \
      vd av = VLOAD(a + i), d = vd_abs(av - VLOAD(b + i));                                                             \
      md = vd_max(d, md);                                                                                              \
      ma = vd_max(vd_abs(av), ma);                                                                                     \
      flag |= ~(d < inf);                                                                                              \
    }                                                                                                                  \
    *maxd = vd_hmax(md), *maxa = vd_hmax(ma);                                                                          \
    int f = (flag[0] | flag[1]) != 0;                                                                                  \
    for (; i < m; i++) {                                                                                               \
      double av = LOAD(a[i]), d = fabs(av - LOAD(b[i])), v = fabs(av);                                                 \
      *maxd = d > *maxd ? d : *maxd;                                                                                   \
      *maxa = v > *maxa ? v : *maxa;                                                                                   \
      f |= !(d < HUGE_VAL);                                                                                            \
    }                                                                                                                  \
    return f;                                                                                                          \
  }
DEFINE_DET_BLOCK(det_f64, double, vload_f64, LOAD_DIRECT)
DEFINE_DET_BLOCK(det_f32, float, vload_f32, LOAD_DIRECT)
DEFINE_DET_BLOCK(det_f16, uint16_t, vload_f16, LOAD_F16)
DEFINE_DET_BLOCK(det_bf16, uint16_t, vload_bf16, LOAD_BF16)

int hpcab__check_det_block(hpcab_dtype dt, const void *a, const void *b, size_t begin, size_t end, double *maxd,
                           double *maxa)
{
  switch (dt) {
  case HPCAB_F64:
  case HPCAB_C128: return det_f64(a, b, begin, end, maxd, maxa);
  case HPCAB_F32:
  case HPCAB_C64: return det_f32(a, b, begin, end, maxd, maxa);
  case HPCAB_F16: return det_f16(a, b, begin, end, maxd, maxa);
  default: return det_bf16(a, b, begin, end, maxd, maxa);
  }
}

int hpcab__check_have_avx2(void)
{
#ifdef CHECK_AVX2
  return __builtin_cpu_supports("avx2");
#else
  return 0;
#endif
}
