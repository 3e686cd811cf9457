/*
 * lib/inputs/fill_kernels.c — the hot loops of the random fills (lib/inputs/rng_internal.h): Philox4x32-10 over
 * a batch of counters, and the uniform / Box–Muller normal / lognormal value kernels with their own
 * branch-free log, sin, cos and exp.
 *
 * Built at -O3 with -fno-math-errno and -ffp-contract=off (lib/meson.build) and cloned for AVX2:
 * the loops vectorize, and since the float code uses only +, -, *, /, sqrt and exact bit
 * manipulation, never contracted into FMA, every clone gives the same bits as the scalar code.
 */
#include <string.h>

#include "rng_internal.h"

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define HPCAB__CLONES __attribute__((target_clones("avx2", "default")))
#else
#define HPCAB__CLONES
#endif

#define PHILOX_M0 0xD2511F53u
#define PHILOX_M1 0xCD9E8D57u
#define PHILOX_W0 0x9E3779B9u
#define PHILOX_W1 0xBB67AE85u

void hpcab__philox_batch_portable(const uint32_t key[2], const uint32_t nonce[2], uint64_t first,
                                  uint32_t w[4][HPCAB__BATCH])
{
  for (int j = 0; j < HPCAB__BATCH; j++) {
    uint64_t b = first + (uint64_t)j;
    uint32_t c0 = (uint32_t)b, c1 = (uint32_t)(b >> 32), c2 = nonce[0], c3 = nonce[1];
    uint32_t k0 = key[0], k1 = key[1];
    for (int r = 0; r < 10; r++) {
      uint64_t p0 = (uint64_t)PHILOX_M0 * c0, p1 = (uint64_t)PHILOX_M1 * c2;
      c0 = (uint32_t)(p1 >> 32) ^ c1 ^ k0;
      c1 = (uint32_t)p1;
      c2 = (uint32_t)(p0 >> 32) ^ c3 ^ k1;
      c3 = (uint32_t)p0;
      k0 += PHILOX_W0;
      k1 += PHILOX_W1;
    }
    w[0][j] = c0;
    w[1][j] = c1;
    w[2][j] = c2;
    w[3][j] = c3;
  }
}

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define HPCAB__HAVE_AVX2_PATH 1

/* hi and lo 32-bit halves of the eight products m * c (lanes are 32-bit; lo by one vpmulld) */
__attribute__((target("avx2"))) static inline void mulhilo8(__m256i m, __m256i c, __m256i *hi, __m256i *lo)
{
  __m256i pe = _mm256_mul_epu32(c, m);                        /* lanes 0, 2, 4, 6 as 64-bit */
  __m256i po = _mm256_mul_epu32(_mm256_srli_epi64(c, 32), m); /* lanes 1, 3, 5, 7 */
  *hi = _mm256_blend_epi32(_mm256_srli_epi64(pe, 32), po, 0xAA);
  *lo = _mm256_mullo_epi32(c, m);
}

/* Philox4x32-10 of the eight blocks whose counters' low words are lo32[0..7], high words hi32[0..7]. */
#define PHILOX8(key, nonce, lo32, hi32, c0, c1, c2, c3)                                                                \
  do {                                                                                                                 \
    const __m256i m0_ = _mm256_set1_epi32((int)PHILOX_M0), m1_ = _mm256_set1_epi32((int)PHILOX_M1);                    \
    c0 = _mm256_loadu_si256((const __m256i *)(lo32));                                                                  \
    c1 = _mm256_loadu_si256((const __m256i *)(hi32));                                                                  \
    c2 = _mm256_set1_epi32((int)(nonce)[0]);                                                                           \
    c3 = _mm256_set1_epi32((int)(nonce)[1]);                                                                           \
    for (int r_ = 0; r_ < 10; r_++) {                                                                                  \
      __m256i hi0_, lo0_, hi1_, lo1_;                                                                                  \
      mulhilo8(m0_, c0, &hi0_, &lo0_);                                                                                 \
      mulhilo8(m1_, c2, &hi1_, &lo1_);                                                                                 \
      c0 =                                                                                                             \
          _mm256_xor_si256(_mm256_xor_si256(hi1_, c1), _mm256_set1_epi32((int)((key)[0] + (uint32_t)r_ * PHILOX_W0))); \
      c1 = lo1_;                                                                                                       \
      c2 =                                                                                                             \
          _mm256_xor_si256(_mm256_xor_si256(hi0_, c3), _mm256_set1_epi32((int)((key)[1] + (uint32_t)r_ * PHILOX_W1))); \
      c3 = lo0_;                                                                                                       \
    }                                                                                                                  \
  } while (0)

/* The counters' low and high words of blocks first .. first+63. */
static inline void counter_words(uint64_t first, uint32_t lo32[HPCAB__BATCH], uint32_t hi32[HPCAB__BATCH])
{
  for (int j = 0; j < HPCAB__BATCH; j++) {
    uint64_t b = first + (uint64_t)j;
    lo32[j] = (uint32_t)b;
    hi32[j] = (uint32_t)(b >> 32);
  }
}

/* The same function as hpcab__philox_batch_portable, eight blocks per step with AVX2 (integer: same bits). */
__attribute__((target("avx2"))) static void philox_batch_avx2(const uint32_t key[2], const uint32_t nonce[2],
                                                              uint64_t first, uint32_t w[4][HPCAB__BATCH])
{
  uint32_t lo32[HPCAB__BATCH], hi32[HPCAB__BATCH];
  counter_words(first, lo32, hi32);
  for (int j = 0; j < HPCAB__BATCH; j += 8) {
    __m256i c0, c1, c2, c3;
    PHILOX8(key, nonce, &lo32[j], &hi32[j], c0, c1, c2, c3);
    _mm256_storeu_si256((__m256i *)&w[0][j], c0);
    _mm256_storeu_si256((__m256i *)&w[1][j], c1);
    _mm256_storeu_si256((__m256i *)&w[2][j], c2);
    _mm256_storeu_si256((__m256i *)&w[3][j], c3);
  }
}

/* The 64-bit words (hi:lo) of eight blocks, in block order, as two vectors of four. */
__attribute__((target("avx2"))) static inline void words64(__m256i lo, __m256i hi, __m256i *first4, __m256i *last4)
{
  __m256i a = _mm256_unpacklo_epi32(lo, hi); /* blocks 0, 1, 4, 5 */
  __m256i b = _mm256_unpackhi_epi32(lo, hi); /* blocks 2, 3, 6, 7 */
  *first4 = _mm256_permute2x128_si256(a, b, 0x20);
  *last4 = _mm256_permute2x128_si256(a, b, 0x31);
}

/* hpcab__uniform_f64_batch with AVX2: the same operations as uniform_batch, without the word arrays. */
__attribute__((target("avx2"))) static void uniform_f64_avx2(const uint32_t key[2], const uint32_t nonce[2],
                                                             uint64_t first, uint64_t base, double add, double sign,
                                                             double *out)
{
  uint32_t lo32[HPCAB__BATCH], hi32[HPCAB__BATCH];
  counter_words(first, lo32, hi32);
  const __m256i basev = _mm256_set1_epi64x((long long)base);
  const __m256d addv = _mm256_set1_pd(add), signv = _mm256_set1_pd(sign);
  for (int j = 0; j < HPCAB__BATCH; j += 8) {
    __m256i c0, c1, c2, c3, v[4];
    PHILOX8(key, nonce, &lo32[j], &hi32[j], c0, c1, c2, c3);
    words64(c0, c1, &v[0], &v[1]);
    words64(c2, c3, &v[2], &v[3]);
    for (int h = 0; h < 4; h++) {
      __m256d y = _mm256_castsi256_pd(_mm256_or_si256(basev, _mm256_srli_epi64(v[h], 12)));
      __m256d x = _mm256_mul_pd(signv, _mm256_add_pd(y, addv));
      _mm256_storeu_pd(out + (h >= 2 ? HPCAB__BATCH : 0) + j + 4 * (h & 1), x);
    }
  }
}
#endif

void hpcab__philox_batch(const uint32_t key[2], const uint32_t nonce[2], uint64_t first, uint32_t w[4][HPCAB__BATCH])
{
#ifdef HPCAB__HAVE_AVX2_PATH
  if (__builtin_cpu_supports("avx2")) {
    philox_batch_avx2(key, nonce, first, w);
    return;
  }
#endif
  hpcab__philox_batch_portable(key, nonce, first, w);
}

static inline double as_f64(uint64_t u)
{
  double d;
  memcpy(&d, &u, sizeof d);
  return d;
}

static inline uint64_t as_u64(double d)
{
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}

#define ONE_BITS UINT64_C(0x3ff0000000000000)
#define SIGN_BIT UINT64_C(0x8000000000000000)
#define LN2_HI 0x1.62e42feep-1 /* fdlibm's ln2_hi: low mantissa bits zero */
#define LN2_LO 0x1.a39ef35793c76p-33
#define TINY 0x1p-60 /* the least magnitude of a normal value in a sign domain */

/* log(x) for a normal double x in [2^-52, 1]: x = 2^e·m, m in [sqrt(1/2), sqrt(2)),
   log m = 2·atanh(s), s = (m-1)/(m+1), |s| < 0.172, series to s^19 by Estrin (error < 1e-17). */
static inline double log_unit(double x)
{
  uint64_t bits = as_u64(x);
  uint64_t ef = bits >> 52;
  double m = as_f64((bits & UINT64_C(0x000fffffffffffff)) | ONE_BITS);
  uint64_t big = m > 0x1.6a09e667f3bcdp+0; /* sqrt(2) */
  m = m * as_f64(ONE_BITS - (big << 52));  /* halve when big */
  ef += big;
  double e = as_f64(UINT64_C(0x4330000000000000) | ef) - (0x1p52 + 1023.0);
  double s = (m - 1.0) / (m + 1.0);
  double z = s * s, z2 = z * z, z4 = z2 * z2, z8 = z4 * z4;
  /* sum of (2 / (2k+1)) z^k for k = 0..9, by Estrin's scheme (short dependency chains) */
  double q0 = 2.0 + (2.0 / 3.0) * z, q1 = 2.0 / 5.0 + (2.0 / 7.0) * z, q2 = 2.0 / 9.0 + (2.0 / 11.0) * z;
  double q3 = 2.0 / 13.0 + (2.0 / 15.0) * z, q4 = 2.0 / 17.0 + (2.0 / 19.0) * z;
  double p = ((q0 + q1 * z2) + (q2 + q3 * z2) * z4) + q4 * z8;
  return e * LN2_HI + (e * LN2_LO + s * p);
}

/* exp(a) for |a| < 700: a = n·ln2 + r, |r| <= ln2/2, Taylor to r^13 by Estrin (error < 1e-17). */
static inline double exp_small(double a)
{
  const double shifter = 0x1.8p52;
  double t = a * 0x1.71547652b82fep+0 + shifter; /* 1/ln2 */
  double nd = t - shifter;
  uint64_t n = as_u64(t) - as_u64(shifter); /* n as two's complement */
  double r = (a - nd * LN2_HI) - nd * LN2_LO;
  double r2 = r * r, r4 = r2 * r2, r8 = r4 * r4;
  /* sum of r^k / k! for k = 0..13, by Estrin's scheme */
  double q0 = 1.0 + r, q1 = 0.5 + (1.0 / 6.0) * r, q2 = 1.0 / 24.0 + (1.0 / 120.0) * r;
  double q3 = 1.0 / 720.0 + (1.0 / 5040.0) * r, q4 = 1.0 / 40320.0 + (1.0 / 362880.0) * r;
  double q5 = 1.0 / 3628800.0 + (1.0 / 39916800.0) * r, q6 = 1.0 / 479001600.0 + (1.0 / 6227020800.0) * r;
  double p = ((q0 + q1 * r2) + (q2 + q3 * r2) * r4) + ((q4 + q5 * r2) + q6 * r4) * r8;
  return p * as_f64((n + 1023) << 52);
}

/* One Box–Muller pair from 128 random bits: radius from a (u1 in (0, 1]), angle from b (quadrant
   from the top two bits, then x in [-pi/4, pi/4) from the next 52; the angle is uniform). */
static inline void normal_pair(uint64_t a, uint64_t b, double *z0, double *z1)
{
  double u1 = 2.0 - as_f64(ONE_BITS | (a >> 12));
  double r = __builtin_sqrt(-2.0 * log_unit(u1));
  uint64_t q = b >> 62;
  double x = (as_f64(ONE_BITS | ((b << 2) >> 12)) - 1.5) * 0x1.921fb54442d18p+0; /* pi/2 */
  double z = x * x;
  double sp = -1.0 / 1307674368000.0;
  sp = sp * z + 1.0 / 6227020800.0;
  sp = sp * z - 1.0 / 39916800.0;
  sp = sp * z + 1.0 / 362880.0;
  sp = sp * z - 1.0 / 5040.0;
  sp = sp * z + 1.0 / 120.0;
  sp = sp * z - 1.0 / 6.0;
  double s = x + x * (z * sp);
  double cp = 1.0 / 20922789888000.0;
  cp = cp * z - 1.0 / 87178291200.0;
  cp = cp * z + 1.0 / 479001600.0;
  cp = cp * z - 1.0 / 3628800.0;
  cp = cp * z + 1.0 / 40320.0;
  cp = cp * z - 1.0 / 720.0;
  cp = cp * z + 1.0 / 24.0;
  cp = cp * z - 0.5;
  double c = 1.0 + z * cp;
  /* rotate (c, s) by q quarter turns: cos = c, -s, -c, s; sin = s, c, -s, -c */
  uint64_t swap = 0 - (q & 1);
  uint64_t cb = as_u64(c), sb = as_u64(s);
  uint64_t cosb = (cb & ~swap) | (sb & swap);
  uint64_t sinb = (sb & ~swap) | (cb & swap);
  cosb ^= (((q + 1) >> 1) & 1) << 63;
  sinb ^= (q >> 1) << 63;
  *z0 = r * as_f64(cosb);
  *z1 = r * as_f64(sinb);
}

static inline double fold_sign(double v, hpcab__fold fold)
{
  double m = as_f64(as_u64(v) & ~SIGN_BIT);
  switch (fold) {
  case HPCAB__FOLD_POS: return m < TINY ? TINY : m;
  case HPCAB__FOLD_NONNEG: return m;
  case HPCAB__FOLD_NEG: return -(m < TINY ? TINY : m);
  default: return v;
  }
}

/* A uniform value is sign * (y + add), y = the bits `base | (word >> 12)`: y in [1, 2) (or [2, 4))
   with 52 random bits; each fold is exact arithmetic on it. */
static void uniform_constants(hpcab__fold fold, uint64_t *base, double *add, double *sign)
{
  *base = ONE_BITS;
  *sign = 1.0;
  switch (fold) {
  case HPCAB__FOLD_POS:
    *add = -2.0;
    *sign = -1.0;
    break; /* 2 - y: (0, 1] */
  case HPCAB__FOLD_NONNEG:
  case HPCAB__FOLD_UNIT: *add = -1.0; break; /* y - 1: [0, 1) */
  case HPCAB__FOLD_NEG: *add = -2.0; break;  /* y - 2: [-1, 0) */
  default:
    *base = UINT64_C(0x4000000000000000);
    *add = -3.0;
    break; /* [2, 4) - 3: [-1, 1) */
  }
}

HPCAB__CLONES
static void uniform_batch(hpcab__fold fold, const uint32_t w[4][HPCAB__BATCH], double *restrict out)
{
  uint64_t base;
  double add, sign;
  uniform_constants(fold, &base, &add, &sign);
  for (int j = 0; j < HPCAB__BATCH; j++) {
    uint64_t a = (uint64_t)w[1][j] << 32 | w[0][j];
    uint64_t b = (uint64_t)w[3][j] << 32 | w[2][j];
    out[j] = sign * (as_f64(base | (a >> 12)) + add);
    out[j + HPCAB__BATCH] = sign * (as_f64(base | (b >> 12)) + add);
  }
}

HPCAB__CLONES
static void normal_batch(hpcab__fold fold, bool lognormal, const uint32_t w[4][HPCAB__BATCH], double *restrict out)
{
  /* two independent pairs per step, so the long log/sqrt chains overlap */
  const int half = HPCAB__BATCH / 2;
  for (int j = 0; j < half; j++) {
    uint64_t a = (uint64_t)w[1][j] << 32 | w[0][j];
    uint64_t b = (uint64_t)w[3][j] << 32 | w[2][j];
    uint64_t a2 = (uint64_t)w[1][j + half] << 32 | w[0][j + half];
    uint64_t b2 = (uint64_t)w[3][j + half] << 32 | w[2][j + half];
    double z0, z1, z2, z3;
    normal_pair(a, b, &z0, &z1);
    normal_pair(a2, b2, &z2, &z3);
    out[j] = z0;
    out[j + HPCAB__BATCH] = z1;
    out[j + half] = z2;
    out[j + half + HPCAB__BATCH] = z3;
  }
  if (lognormal) {
    for (int i = 0; i < HPCAB__BATCH; i++) {
      double e0 = exp_small(0.5 * out[i]), e1 = exp_small(0.5 * out[i + HPCAB__BATCH]);
      out[i] = e0;
      out[i + HPCAB__BATCH] = e1;
    }
    if (fold == HPCAB__FOLD_NEG)
      for (int i = 0; i < 2 * HPCAB__BATCH; i++) out[i] = -out[i];
  } else if (fold != HPCAB__FOLD_NONE && fold != HPCAB__FOLD_UNIT) {
    for (int i = 0; i < 2 * HPCAB__BATCH; i++) out[i] = fold_sign(out[i], fold);
  }
}

void hpcab__real_batch(hpcab_dist dist, hpcab__fold fold, const uint32_t w[4][HPCAB__BATCH], double *out)
{
  if (dist == HPCAB_DIST_UNIFORM)
    uniform_batch(fold, w, out);
  else
    normal_batch(fold, dist == HPCAB_DIST_LOGNORMAL, w, out);
}

void hpcab__uniform_f64_batch(const uint32_t key[2], const uint32_t nonce[2], uint64_t first, hpcab__fold fold,
                              double *out)
{
#ifdef HPCAB__HAVE_AVX2_PATH
  if (__builtin_cpu_supports("avx2")) {
    uint64_t base;
    double add, sign;
    uniform_constants(fold, &base, &add, &sign);
    uniform_f64_avx2(key, nonce, first, base, add, sign, out);
    return;
  }
#endif
  uint32_t w[4][HPCAB__BATCH];
  hpcab__philox_batch(key, nonce, first, w);
  uniform_batch(fold, w, out);
}

/* ---- the timing perturbation (lib/inputs/fill.c) ---- */

/* Element k of a perturbation batch (HPCAB__PERTURB_BATCH elements) takes byte (k / 64) % 4 of
   word (k / 256) of block k % 64: runs of 64 consecutive elements share a word row and a byte. */
#define RUN_ROW(g) ((g) >> 2)
#define RUN_SHIFT(g) ((unsigned)((g)&3) * 8)

/* Element j of a run of 64 elements sharing a word row and a byte: scalar code, the reference the
   vector paths below must match bit for bit (they do the same three roundings: none in c0 - c1*u,
   which is exact, then x*m, and for f32 the rounding to float). */
static inline size_t perturb_f64_run(const double *x, double *y, size_t m, const uint32_t *row, unsigned shift,
                                     double c0, double c1)
{
  size_t same = 0;
  for (size_t k = 0; k < m; k++) {
    double xv = x[k];
    double yv = xv * (c0 - c1 * (double)((row[k] >> shift) & 0xFFu));
    if (xv == 0.0 || !(__builtin_fabs(xv) <= __DBL_MAX__)) { /* zero, infinite or NaN */
      y[k] = xv;
      continue;
    }
    y[k] = yv;
    same += yv == xv;
  }
  return same;
}

static inline size_t perturb_f32_run(const float *x, float *y, size_t m, const uint32_t *row, unsigned shift, double c0,
                                     double c1)
{
  size_t same = 0;
  for (size_t k = 0; k < m; k++) {
    float xv = x[k];
    float yv = (float)((double)xv * (c0 - c1 * (double)((row[k] >> shift) & 0xFFu)));
    if (xv == 0.0f || !(__builtin_fabsf(xv) <= __FLT_MAX__)) {
      y[k] = xv;
      continue;
    }
    y[k] = yv;
    same += yv == xv;
  }
  return same;
}

size_t hpcab__perturb_f64_portable(const double *src, double *dst, size_t n, const uint32_t w[4][HPCAB__BATCH],
                                   double c0, double c1)
{
  size_t same = 0;
  for (size_t g = 0; g * 64 < n; g++)
    same += perturb_f64_run(src + g * 64, dst + g * 64, n - g * 64 < 64 ? n - g * 64 : 64, w[RUN_ROW(g)], RUN_SHIFT(g),
                            c0, c1);
  return same;
}

size_t hpcab__perturb_f32_portable(const float *src, float *dst, size_t n, const uint32_t w[4][HPCAB__BATCH], double c0,
                                   double c1)
{
  size_t same = 0;
  for (size_t g = 0; g * 64 < n; g++)
    same += perturb_f32_run(src + g * 64, dst + g * 64, n - g * 64 < 64 ? n - g * 64 : 64, w[RUN_ROW(g)], RUN_SHIFT(g),
                            c0, c1);
  return same;
}

#ifdef HPCAB__HAVE_AVX2_PATH
/* Eight multipliers c0 - c1 * u from eight 32-bit words, u their byte at `shift`, as two vectors of
   four (c0 - c1 * u is exact, so the fused multiply-add gives the portable path's value). */
__attribute__((target("avx2,fma"))) static inline void perturb_m8(const uint32_t *row, __m128i shift, __m256d c0,
                                                                  __m256d c1, __m256d *lo, __m256d *hi)
{
  __m256i u = _mm256_and_si256(_mm256_srl_epi32(_mm256_loadu_si256((const __m256i *)(const void *)row), shift),
                               _mm256_set1_epi32(0xFF));
  *lo = _mm256_fnmadd_pd(c1, _mm256_cvtepi32_pd(_mm256_castsi256_si128(u)), c0);
  *hi = _mm256_fnmadd_pd(c1, _mm256_cvtepi32_pd(_mm256_extracti128_si256(u, 1)), c0);
}

/* Sums the four 64-bit lanes of a vector of counts. */
__attribute__((target("avx2"))) static inline size_t lanes_sum(__m256i v)
{
  uint64_t l[4];
  _mm256_storeu_si256((__m256i *)(void *)l, v);
  return (size_t)(l[0] + l[1] + l[2] + l[3]);
}

/* Four f64 elements: y = x * m where x is finite and nonzero, x elsewhere; counts (in *same, one lane
   per element, subtracting the all-ones mask) the changed ones that came out equal. */
__attribute__((target("avx2,fma"))) static inline void perturb_f64_4(const double *x, double *y, __m256d m,
                                                                     __m256i *same)
{
  const __m256d vmax = _mm256_set1_pd(__DBL_MAX__), zero = _mm256_setzero_pd(), sign = _mm256_set1_pd(-0.0);
  __m256d xv = _mm256_loadu_pd(x);
  __m256d yv = _mm256_mul_pd(xv, m);
  __m256d ax = _mm256_andnot_pd(sign, xv);
  __m256d live = _mm256_and_pd(_mm256_cmp_pd(ax, vmax, _CMP_LE_OQ), _mm256_cmp_pd(ax, zero, _CMP_NEQ_OQ));
  _mm256_storeu_pd(y, _mm256_blendv_pd(xv, yv, live));
  *same = _mm256_sub_epi64(*same, _mm256_castpd_si256(_mm256_and_pd(live, _mm256_cmp_pd(yv, xv, _CMP_EQ_OQ))));
}

/* Four f64 elements the quick way: y = x * m, which is already the answer for every x but an
   infinity, a NaN (a signalling one comes out quieted) or one too small to move; *odd collects the
   lanes where y == x or x is a NaN (but not zeros: 0 * m is 0 with its sign), and a run with any
   such lane is done again with perturb_f64_4. Five vector operations instead of eleven. */
__attribute__((target("avx2"))) static inline void quick_f64_4(const double *x, double *y, __m256d m, __m256d *odd)
{
  __m256d xv = _mm256_loadu_pd(x);
  __m256d yv = _mm256_mul_pd(xv, m);
  _mm256_storeu_pd(y, yv);
  __m256d same_or_nan = _mm256_cmp_pd(yv, xv, _CMP_EQ_UQ);
  *odd = _mm256_or_pd(*odd, _mm256_and_pd(same_or_nan, _mm256_cmp_pd(xv, _mm256_setzero_pd(), _CMP_NEQ_UQ)));
}

__attribute__((target("avx2,fma"))) static size_t
perturb_f64_avx2(const double *src, double *dst, size_t n, const uint32_t w[4][HPCAB__BATCH], double c0, double c1)
{
  const __m256d vc0 = _mm256_set1_pd(c0), vc1 = _mm256_set1_pd(c1);
  __m256i vsame = _mm256_setzero_si256();
  size_t same = 0;
  for (size_t g = 0; g * 64 < n; g++) {
    const uint32_t *row = w[RUN_ROW(g)];
    const __m128i shift = _mm_cvtsi32_si128((int)RUN_SHIFT(g));
    size_t m = n - g * 64 < 64 ? n - g * 64 : 64, k = 0;
    const double *x = src + g * 64;
    double *y = dst + g * 64;
    __m256d odd = _mm256_setzero_pd();
    for (; k + 8 <= m; k += 8) {
      __m256d lo, hi;
      perturb_m8(row + k, shift, vc0, vc1, &lo, &hi);
      quick_f64_4(x + k, y + k, lo, &odd);
      quick_f64_4(x + k + 4, y + k + 4, hi, &odd);
    }
    if (_mm256_movemask_pd(odd)) /* the run again, carefully */
      for (k = 0; k + 8 <= m; k += 8) {
        __m256d lo, hi;
        perturb_m8(row + k, shift, vc0, vc1, &lo, &hi);
        perturb_f64_4(x + k, y + k, lo, &vsame);
        perturb_f64_4(x + k + 4, y + k + 4, hi, &vsame);
      }
    same += perturb_f64_run(x + k, y + k, m - k, row + k, RUN_SHIFT(g), c0, c1);
  }
  return same + lanes_sum(vsame);
}

/* Four f32 elements, as perturb_f64_4 (the product in double, rounded once to float). */
__attribute__((target("avx2,fma"))) static inline void perturb_f32_4(const float *x, float *y, __m256d m, __m128i *same)
{
  const __m128 vmax = _mm_set1_ps(__FLT_MAX__), zero = _mm_setzero_ps(), sign = _mm_set1_ps(-0.0f);
  __m128 xv = _mm_loadu_ps(x);
  __m128 yv = _mm256_cvtpd_ps(_mm256_mul_pd(_mm256_cvtps_pd(xv), m));
  __m128 ax = _mm_andnot_ps(sign, xv);
  __m128 live = _mm_and_ps(_mm_cmp_ps(ax, vmax, _CMP_LE_OQ), _mm_cmp_ps(ax, zero, _CMP_NEQ_OQ));
  _mm_storeu_ps(y, _mm_blendv_ps(xv, yv, live));
  *same = _mm_sub_epi32(*same, _mm_castps_si128(_mm_and_ps(live, _mm_cmp_ps(yv, xv, _CMP_EQ_OQ))));
}

/* Four f32 elements the quick way, as quick_f64_4 (the product in double, rounded once to float). */
__attribute__((target("avx2"))) static inline void quick_f32_4(const float *x, float *y, __m256d m, __m128 *odd)
{
  __m128 xv = _mm_loadu_ps(x);
  __m128 yv = _mm256_cvtpd_ps(_mm256_mul_pd(_mm256_cvtps_pd(xv), m));
  _mm_storeu_ps(y, yv);
  __m128 same_or_nan = _mm_cmp_ps(yv, xv, _CMP_EQ_UQ);
  *odd = _mm_or_ps(*odd, _mm_and_ps(same_or_nan, _mm_cmp_ps(xv, _mm_setzero_ps(), _CMP_NEQ_UQ)));
}

__attribute__((target("avx2,fma"))) static size_t
perturb_f32_avx2(const float *src, float *dst, size_t n, const uint32_t w[4][HPCAB__BATCH], double c0, double c1)
{
  const __m256d vc0 = _mm256_set1_pd(c0), vc1 = _mm256_set1_pd(c1);
  __m128i vsame = _mm_setzero_si128(); /* at most n / 4 per lane: n is a batch (HPCAB__PERTURB_BATCH) */
  size_t same = 0;
  for (size_t g = 0; g * 64 < n; g++) {
    const uint32_t *row = w[RUN_ROW(g)];
    const __m128i shift = _mm_cvtsi32_si128((int)RUN_SHIFT(g));
    size_t m = n - g * 64 < 64 ? n - g * 64 : 64, k = 0;
    const float *x = src + g * 64;
    float *y = dst + g * 64;
    __m128 odd = _mm_setzero_ps();
    for (; k + 8 <= m; k += 8) {
      __m256d lo, hi;
      perturb_m8(row + k, shift, vc0, vc1, &lo, &hi);
      quick_f32_4(x + k, y + k, lo, &odd);
      quick_f32_4(x + k + 4, y + k + 4, hi, &odd);
    }
    if (_mm_movemask_ps(odd)) /* the run again, carefully */
      for (k = 0; k + 8 <= m; k += 8) {
        __m256d lo, hi;
        perturb_m8(row + k, shift, vc0, vc1, &lo, &hi);
        perturb_f32_4(x + k, y + k, lo, &vsame);
        perturb_f32_4(x + k + 4, y + k + 4, hi, &vsame);
      }
    same += perturb_f32_run(x + k, y + k, m - k, row + k, RUN_SHIFT(g), c0, c1);
  }
  return same + lanes_sum(_mm256_cvtepu32_epi64(vsame));
}
#endif

size_t hpcab__perturb_f64(const double *src, double *dst, size_t n, const uint32_t w[4][HPCAB__BATCH], double c0,
                          double c1)
{
#ifdef HPCAB__HAVE_AVX2_PATH
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return perturb_f64_avx2(src, dst, n, w, c0, c1);
#endif
  return hpcab__perturb_f64_portable(src, dst, n, w, c0, c1);
}

size_t hpcab__perturb_f32(const float *src, float *dst, size_t n, const uint32_t w[4][HPCAB__BATCH], double c0,
                          double c1)
{
#ifdef HPCAB__HAVE_AVX2_PATH
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return perturb_f32_avx2(src, dst, n, w, c0, c1);
#endif
  return hpcab__perturb_f32_portable(src, dst, n, w, c0, c1);
}

void hpcab__perturb_half(hpcab_dtype dtype, const uint16_t *src, uint16_t *dst, size_t n,
                         const uint32_t w[4][HPCAB__BATCH], double c0, double c1)
{
  for (size_t k = 0; k < n; k++) {
    uint16_t old = src[k];
    double x = dtype == HPCAB_F16 ? hpcab_kernel_f16_to_f32(old) : hpcab_kernel_bf16_to_f32(old);
    if (x == 0.0 || !(x == x) || x - x != 0.0) {
      dst[k] = old;
      continue;
    }
    double m = c0 - c1 * (double)((w[RUN_ROW(k >> 6)][k & 63] >> RUN_SHIFT(k >> 6)) & 0xFFu);
    uint16_t y =
        dtype == HPCAB_F16 ? hpcab_kernel_f32_to_f16((float)(x * m)) : hpcab_kernel_f32_to_bf16((float)(x * m));
    if (y == old) y = (uint16_t)((y & 0x7FFFu) ? y - 1 : y); /* one step toward zero */
    dst[k] = y;
  }
}
