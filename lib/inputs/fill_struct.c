/* lib/inputs/fill_struct.c — structured initializers: permutation, spd, diag_dominant, csr (hpcab/rng.h). */
#include <cblas.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "rng_internal.h"

HPCAB_API hpcab_status hpcab_fill_permutation(const hpcab_stream *s, hpcab_dtype dtype, void *buf, size_t n)
{
  hpcab_status st = hpcab__stream_check(s, "hpcab_fill_permutation");
  if (st) return st;
  uint64_t max;
  switch (dtype) {
  case HPCAB_I32: max = INT32_MAX; break;
  case HPCAB_U32: max = UINT32_MAX; break;
  case HPCAB_I64: max = INT64_MAX; break;
  case HPCAB_U64: max = UINT64_MAX; break;
  default:
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_fill_permutation: dtype %s is not i32, i64, u32 or u64",
                         hpcab_dtype_name(dtype));
  }
  if (n == 0) return HPCAB_OK;
  if (!buf) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_fill_permutation: NULL buffer");
  if ((uint64_t)n - 1 > max)
    return hpcab__seterr(HPCAB_E_RANGE, "hpcab_fill_permutation: %zu elements do not fit %s", n,
                         hpcab_dtype_name(dtype));
  hpcab__word_reader r;
  hpcab__reader_init(&r, s, 0);
#define SHUFFLE(T)                                                                                                     \
  do {                                                                                                                 \
    T *a = buf;                                                                                                        \
    for (size_t i = 0; i < n; i++) a[i] = (T)i;                                                                        \
    for (size_t i = n - 1; i > 0; i--) {                                                                               \
      size_t j = (size_t)hpcab__reader_below(&r, (uint64_t)i + 1);                                                     \
      T t = a[i];                                                                                                      \
      a[i] = a[j];                                                                                                     \
      a[j] = t;                                                                                                        \
    }                                                                                                                  \
  } while (0)
  if (dtype == HPCAB_I32 || dtype == HPCAB_U32)
    SHUFFLE(uint32_t);
  else
    SHUFFLE(uint64_t);
#undef SHUFFLE
  return HPCAB_OK;
}

/* Checks a square real matrix request; sets *count = n*n. */
static hpcab_status square_check(const char *fn, const hpcab_stream *s, hpcab_dtype dtype, void *buf, size_t n,
                                 size_t *count)
{
  hpcab_status st = hpcab__stream_check(s, fn);
  if (st) return st;
  if (!hpcab__is_real(dtype))
    return hpcab__seterr(HPCAB_E_INVALID, "%s: dtype %s is not a real type (f64, f32, f16, bf16)", fn,
                         hpcab_dtype_name(dtype));
  if (n == 0) return hpcab__seterr(HPCAB_E_RANGE, "%s: empty matrix", fn);
  if (!buf) return hpcab__seterr(HPCAB_E_INVALID, "%s: NULL buffer", fn);
  size_t bytes;
  if (!hpcab__size_mul(n, n, count) || !hpcab__size_mul(*count, sizeof(double), &bytes) ||
      *count / 2 >= HPCAB__REGION_ELEMENTS_END)
    return hpcab__seterr(HPCAB_E_RANGE, "%s: %zu x %zu is too large", fn, n, n);
  /* the largest entry is below 2n (spd) or 1.004 (n + 1) (diag_dominant); f16 tops out at 65504 */
  if (dtype == HPCAB_F16 && n > 32000)
    return hpcab__seterr(HPCAB_E_RANGE, "%s: n = %zu overflows f16 (at most 32000)", fn, n);
  return HPCAB_OK;
}

typedef struct {
  const hpcab_stream *s;
  double *b;
} spd_job;

static void spd_b_chunk(void *ctx, size_t chunk, size_t begin, size_t end)
{
  (void)chunk;
  const spd_job *job = ctx;
  uint32_t w[4][HPCAB__BATCH];
  for (size_t start = begin; start < end; start += 2 * HPCAB__BATCH) {
    size_t nb = end - start < 2 * HPCAB__BATCH ? end - start : 2 * HPCAB__BATCH;
    hpcab__philox_batch(job->s->key, job->s->nonce, start / 2, w);
    for (size_t k = 0; k < nb; k++) {
      uint32_t top = (uint32_t)(hpcab__batch_word(w, k) >> 32);
      job->b[start + k] = (double)((int)(top >> 23) - 256) * 0x1p-8;
    }
  }
}

HPCAB_API hpcab_status hpcab_fill_spd(const hpcab_stream *s, hpcab_dtype dtype, void *buf, size_t n, unsigned threads)
{
  size_t count;
  hpcab_status st = square_check("hpcab_fill_spd", s, dtype, buf, n, &count);
  if (st) return st;
  if (n > (size_t)INT32_MAX) return hpcab__seterr(HPCAB_E_RANGE, "hpcab_fill_spd: n = %zu is too large", n);
  double *b = hpcab__aligned_alloc(count * sizeof *b);
  double *c = b ? hpcab__aligned_alloc(count * sizeof *c) : NULL;
  if (!c) {
    hpcab__aligned_free(b);
    hpcab__error_prefix("hpcab_fill_spd (%zu x %zu)", n, n);
    return HPCAB_E_NOMEM;
  }
  spd_job job = {s, b};
  hpcab__parallel_for(count, 1 << 16, threads, spd_b_chunk, &job);
  /* C = B·Bᵀ: every term is a multiple of 2^-16 below 1 and every sum below 2^37, so each is exact */
  cblas_dsyrk(CblasRowMajor, CblasUpper, CblasNoTrans, (blasint)n, (blasint)n, 1.0, b, (blasint)n, 0.0, c, (blasint)n);
  for (size_t i = 0; i < n; i++) {
    for (size_t j = 0; j < i; j++) hpcab__real_set(dtype, buf, i * n + j, c[j * n + i]);
    hpcab__real_set(dtype, buf, i * n + i, c[i * n + i] + (double)n);
    for (size_t j = i + 1; j < n; j++) hpcab__real_set(dtype, buf, i * n + j, c[i * n + j]);
  }
  hpcab__aligned_free(b);
  hpcab__aligned_free(c);
  return HPCAB_OK;
}

typedef struct {
  hpcab_dtype dtype;
  void *buf;
  size_t n;
} dd_job;

static void dd_rows(void *ctx, size_t chunk, size_t begin, size_t end)
{
  (void)chunk;
  const dd_job *job = ctx;
  for (size_t i = begin; i < end; i++) {
    double sum = 0;
    for (size_t j = 0; j < job->n; j++) {
      if (j == i) continue;
      double v = hpcab__real_get(job->dtype, job->buf, i * job->n + j);
      sum += v < 0 ? -v : v;
    }
    hpcab__real_set(job->dtype, job->buf, i * job->n + i, (sum + 1.0) * (1.0 + 0x1p-8));
  }
}

HPCAB_API hpcab_status hpcab_fill_diag_dominant(const hpcab_stream *s, hpcab_dtype dtype, void *buf, size_t n,
                                                unsigned threads)
{
  size_t count;
  hpcab_status st = square_check("hpcab_fill_diag_dominant", s, dtype, buf, n, &count);
  if (st) return st;
  hpcab_fill_spec spec = {sizeof spec, HPCAB_DIST_UNIFORM, HPCAB_DOMAIN_ANY, 0, 0};
  st = hpcab_fill_array(s, &spec, dtype, buf, count, threads);
  if (st) return st;
  dd_job job = {dtype, buf, n};
  hpcab__parallel_for(n, 64, threads, dd_rows, &job);
  return HPCAB_OK;
}

typedef struct {
  const hpcab_stream *s;
  uint64_t rows, cols, q, rem;
  hpcab_dtype idx;
  void *colidx;
  size_t scratch; /* words of scratch a row needs */
  atomic_int failed;
} csr_job;

static int cmp_u64(const void *a, const void *b)
{
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return (x > y) - (x < y);
}

/* Draws k distinct values of [0, cols) into sel (sorted), from the reader. */
static void distinct_sorted(hpcab__word_reader *r, uint64_t cols, uint64_t k, uint64_t *sel)
{
  uint64_t have = 0;
  while (have < k) {
    for (uint64_t i = have; i < k; i++) sel[i] = hpcab__reader_below(r, cols);
    qsort(sel, (size_t)k, sizeof *sel, cmp_u64);
    have = 0;
    for (uint64_t i = 0; i < k; i++)
      if (have == 0 || sel[i] != sel[have - 1]) sel[have++] = sel[i];
  }
}

static void csr_chunk(void *ctx, size_t chunk, size_t begin, size_t end)
{
  (void)chunk;
  csr_job *job = ctx;
  uint64_t *sel = malloc((job->scratch ? job->scratch : 1) * sizeof *sel);
  if (!sel) {
    atomic_store(&job->failed, 1);
    return;
  }
  for (size_t row = begin; row < end; row++) {
    uint64_t k = job->q + (row < job->rem), first = row * job->q + (row < job->rem ? row : job->rem);
    hpcab__word_reader r;
    hpcab__reader_init(&r, job->s, HPCAB__REGION_ROWS | ((uint64_t)row << 22));
    bool complement = 2 * k > job->cols;
    uint64_t pick = complement ? job->cols - k : k;
    distinct_sorted(&r, job->cols, pick, sel);
    uint64_t out = 0, next_sel = 0;
    if (!complement) {
      for (; out < k; out++) {
        if (job->idx == HPCAB_I32)
          ((int32_t *)job->colidx)[first + out] = (int32_t)sel[out];
        else
          ((int64_t *)job->colidx)[first + out] = (int64_t)sel[out];
      }
    } else {
      for (uint64_t c = 0; c < job->cols && out < k; c++) {
        if (next_sel < pick && sel[next_sel] == c) {
          next_sel++;
          continue;
        }
        if (job->idx == HPCAB_I32)
          ((int32_t *)job->colidx)[first + out] = (int32_t)c;
        else
          ((int64_t *)job->colidx)[first + out] = (int64_t)c;
        out++;
      }
    }
  }
  free(sel);
}

HPCAB_API hpcab_status hpcab_fill_csr(const hpcab_stream *s, uint64_t rows, uint64_t cols, uint64_t nnz,
                                      hpcab_dtype idx_dtype, void *rowptr, void *colidx, hpcab_dtype val_dtype,
                                      void *values, const hpcab_fill_spec *values_spec, unsigned threads)
{
  const char *fn = "hpcab_fill_csr";
  hpcab_status st = hpcab__stream_check(s, fn);
  if (st) return st;
  if (idx_dtype != HPCAB_I32 && idx_dtype != HPCAB_I64)
    return hpcab__seterr(HPCAB_E_INVALID, "%s: index dtype %s is not i32 or i64", fn, hpcab_dtype_name(idx_dtype));
  if (values && !hpcab__is_real(val_dtype) && !hpcab_dtype_is_complex(val_dtype))
    return hpcab__seterr(HPCAB_E_INVALID, "%s: value dtype %s is not a float or complex type", fn,
                         hpcab_dtype_name(val_dtype));
  if (!rowptr || (nnz && !colidx))
    return hpcab__seterr(HPCAB_E_INVALID, "%s: NULL %s", fn, !rowptr ? "rowptr" : "colidx");
  if (rows == 0 || rows >= (UINT64_C(1) << 40))
    return hpcab__seterr(HPCAB_E_RANGE, "%s: %llu rows (must be 1 .. 2^40-1)", fn, (unsigned long long)rows);
  uint64_t q = nnz / rows, rem = nnz % rows, kmax = q + (rem != 0);
  if (kmax > cols)
    return hpcab__seterr(HPCAB_E_RANGE, "%s: %llu entries over %llu rows need %llu per row, more than %llu columns", fn,
                         (unsigned long long)nnz, (unsigned long long)rows, (unsigned long long)kmax,
                         (unsigned long long)cols);
  uint64_t imax = idx_dtype == HPCAB_I32 ? INT32_MAX : INT64_MAX;
  if (nnz > imax || (cols > 0 && cols - 1 > imax) || rows > SIZE_MAX || nnz > SIZE_MAX / 16)
    return hpcab__seterr(HPCAB_E_RANGE, "%s: %llu entries or %llu columns do not fit %s", fn, (unsigned long long)nnz,
                         (unsigned long long)cols, hpcab_dtype_name(idx_dtype));
  for (uint64_t r = 0; r <= rows; r++) {
    uint64_t p = r * q + (r < rem ? r : rem);
    if (idx_dtype == HPCAB_I32)
      ((int32_t *)rowptr)[r] = (int32_t)p;
    else
      ((int64_t *)rowptr)[r] = (int64_t)p;
  }
  if (nnz == 0) return HPCAB_OK;
  uint64_t kmin = q, scratch = kmax;
  if (cols - kmin < scratch) scratch = cols - kmin; /* a dense row picks its complement */
  if (scratch > ((uint64_t)1 << 21))                /* a row's counter region holds 2^22 blocks (2^23 words) */
    return hpcab__seterr(HPCAB_E_RANGE,
                         "%s: rows of %llu entries out of %llu columns are beyond the 2^21 random picks a row may make",
                         fn, (unsigned long long)kmax, (unsigned long long)cols);
  csr_job job = {.s = s,
                 .rows = rows,
                 .cols = cols,
                 .q = q,
                 .rem = rem,
                 .idx = idx_dtype,
                 .colidx = colidx,
                 .scratch = (size_t)scratch};
  atomic_init(&job.failed, 0);
  hpcab__parallel_for((size_t)rows, 256, threads, csr_chunk, &job);
  if (atomic_load(&job.failed)) return hpcab__nomem("hpcab_fill_csr: row scratch", (size_t)scratch * 8);
  if (!values) return HPCAB_OK; /* a pattern-only matrix */
  hpcab_fill_spec uni = {sizeof uni, HPCAB_DIST_UNIFORM, HPCAB_DOMAIN_ANY, 0, 0};
  st = hpcab_fill_array(s, values_spec ? values_spec : &uni, val_dtype, values, (size_t)nnz, threads);
  if (st) hpcab__error_prefix("%s: values", fn);
  return st;
}

/* ---- the timing protocol's refreshes of structured arrays (hpcab_draw_perturb) ---- */

typedef struct {
  hpcab_dtype dtype;
  const void *src;
  void *dst;
  uint64_t n, a, b, barrett; /* sigma(x) = (a x + b) mod n; barrett = floor(2^64 / n) */
} perm_job;

static inline uint64_t perm_load(hpcab_dtype dtype, const void *p, size_t k)
{
  return dtype == HPCAB_I32 || dtype == HPCAB_U32 ? ((const uint32_t *)p)[k] : ((const uint64_t *)p)[k];
}

static void perm_chunk(void *ctx, size_t chunk, size_t begin, size_t end)
{
  (void)chunk;
  const perm_job *job = ctx;
  for (size_t k = begin; k < end; k++) {
    unsigned __int128 v = (unsigned __int128)job->a * perm_load(job->dtype, job->src, k) + job->b;
    /* v < n^2 + n <= 2^64 n: reduce the high part first, then Barrett on the 64-bit rest */
    uint64_t hi = (uint64_t)(v >> 64), lo = (uint64_t)v;
    uint64_t r;
    if (hi) {
      r = (uint64_t)(v % job->n);
    } else {
      uint64_t q = (uint64_t)(((unsigned __int128)lo * job->barrett) >> 64);
      r = lo - q * job->n;
      while (r >= job->n) r -= job->n;
    }
    if (job->dtype == HPCAB_I32 || job->dtype == HPCAB_U32)
      ((uint32_t *)job->dst)[k] = (uint32_t)r;
    else
      ((uint64_t *)job->dst)[k] = r;
  }
}

static uint64_t gcd_u64(uint64_t a, uint64_t b)
{
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

hpcab_status hpcab__refresh_permutation(const hpcab_stream *s, hpcab_dtype dtype, const void *src, void *dst, size_t n,
                                        unsigned threads)
{
  hpcab_status st = hpcab__stream_check(s, "permutation refresh");
  if (st) return st;
  if (dtype != HPCAB_I32 && dtype != HPCAB_U32 && dtype != HPCAB_I64 && dtype != HPCAB_U64)
    return hpcab__seterr(HPCAB_E_INVALID, "permutation refresh: dtype %s is not i32, i64, u32 or u64",
                         hpcab_dtype_name(dtype));
  if (n == 0) return HPCAB_OK;
  hpcab__word_reader r;
  hpcab__reader_init(&r, s, HPCAB__REGION_SEQUENTIAL);
  perm_job job = {.dtype = dtype, .src = src, .dst = dst, .n = n, .a = 1, .b = 0};
  if (n > 1) {
    do job.a = 1 + hpcab__reader_below(&r, n - 1); /* a in [1, n), coprime with n */
    while (gcd_u64(job.a, n) != 1);
    job.b = hpcab__reader_below(&r, n);
  }
  job.barrett = n > 1 ? (uint64_t)(((unsigned __int128)1 << 64) / n) : 0;
  if (n == 1) job.barrett = UINT64_MAX; /* x mod 1 = 0: q = lo, r = 0 */
  hpcab__parallel_for(n, 1 << 16, threads, perm_chunk, &job);
  return HPCAB_OK;
}

typedef struct {
  hpcab_dtype dtype;
  const void *src;
  void *dst;
  const double *u; /* n x n uniforms in [-1, 1): G's entry (i, j), i < j, is u[i n + j] */
  const double *rowsum;
  size_t n;
} spd_refresh_job;

static void spd_refresh_rows(void *ctx, size_t chunk, size_t begin, size_t end)
{
  (void)chunk;
  const spd_refresh_job *job = ctx;
  size_t n = job->n;
  for (size_t i = begin; i < end; i++) {
    for (size_t j = 0; j < n; j++) {
      double g = i == j ? job->rowsum[i] : job->u[i < j ? i * n + j : j * n + i];
      hpcab__real_set(job->dtype, job->dst, i * n + j, hpcab__real_get(job->dtype, job->src, i * n + j) + g);
    }
  }
}

hpcab_status hpcab__refresh_spd(const hpcab_stream *s, hpcab_dtype dtype, const void *src, void *dst, size_t n,
                                unsigned threads)
{
  size_t count;
  hpcab_status st = square_check("spd refresh", s, dtype, dst, n, &count);
  if (st) return st;
  double *u = hpcab__aligned_alloc(count * sizeof *u);
  double *rowsum = calloc(n, sizeof *rowsum);
  if (!u || !rowsum) {
    hpcab__aligned_free(u);
    free(rowsum);
    return hpcab__nomem("spd refresh", count * sizeof *u);
  }
  hpcab_fill_spec uni = {sizeof uni, HPCAB_DIST_UNIFORM, HPCAB_DOMAIN_ANY, 0, 0};
  st = hpcab_fill_array(s, &uni, HPCAB_F64, u, count, threads);
  if (!st) {
    /* G: off-diagonal entries u, each diagonal entry the sum of its row's |off-diagonal| (times
       1 + 2^-8, over any rounding of the sum): G is symmetric and diagonally dominant, so positive
       semidefinite (Gershgorin), and A + G keeps A's smallest eigenvalue (n or more) */
    for (size_t i = 0; i < n; i++)
      for (size_t j = i + 1; j < n; j++) {
        double g = u[i * n + j] < 0 ? -u[i * n + j] : u[i * n + j];
        rowsum[i] += g;
        rowsum[j] += g;
      }
    for (size_t i = 0; i < n; i++) rowsum[i] *= 1.0 + 0x1p-8;
    spd_refresh_job job = {dtype, src, dst, u, rowsum, n};
    hpcab__parallel_for(n, 64, threads, spd_refresh_rows, &job);
  }
  hpcab__aligned_free(u);
  free(rowsum);
  return st;
}

typedef struct {
  const uint64_t *shift; /* row r's shift, in [0, cols) */
  uint64_t cols;
  hpcab_dtype ptr_dtype, idx_dtype;
  const void *rowptr, *src;
  void *dst;
} csr_rotate_job;

static inline uint64_t idx_load(hpcab_dtype dtype, const void *p, uint64_t k)
{
  return dtype == HPCAB_I32 ? (uint64_t)((const int32_t *)p)[k] : (uint64_t)((const int64_t *)p)[k];
}

static inline void idx_store(hpcab_dtype dtype, void *p, uint64_t k, uint64_t v)
{
  if (dtype == HPCAB_I32)
    ((int32_t *)p)[k] = (int32_t)v;
  else
    ((int64_t *)p)[k] = (int64_t)v;
}

/* Row r's columns c become (c + s_r) mod cols: the wrapped ones (c >= cols - s_r) come first, so each
   row stays sorted and distinct. */
static void csr_rotate_chunk(void *ctx, size_t chunk, size_t begin, size_t end)
{
  (void)chunk;
  const csr_rotate_job *job = ctx;
  for (size_t row = begin; row < end; row++) {
    uint64_t first = idx_load(job->ptr_dtype, job->rowptr, row), last = idx_load(job->ptr_dtype, job->rowptr, row + 1);
    if (last <= first) continue;
    uint64_t shift = job->shift[row], cut = job->cols - shift;
    uint64_t w = first;
    while (w < last && idx_load(job->idx_dtype, job->src, w) < cut) w++;
    uint64_t out = first;
    for (uint64_t k = w; k < last; k++)
      idx_store(job->idx_dtype, job->dst, out++, idx_load(job->idx_dtype, job->src, k) - cut);
    for (uint64_t k = first; k < w; k++)
      idx_store(job->idx_dtype, job->dst, out++, idx_load(job->idx_dtype, job->src, k) + shift);
  }
}

hpcab_status hpcab__refresh_csr_colidx(const hpcab_stream *s, uint64_t rows, uint64_t cols, hpcab_dtype ptr_dtype,
                                       const void *rowptr, hpcab_dtype idx_dtype, const void *src, void *dst,
                                       unsigned threads)
{
  hpcab_status st = hpcab__stream_check(s, "csr refresh");
  if (st) return st;
  if ((ptr_dtype != HPCAB_I32 && ptr_dtype != HPCAB_I64) || (idx_dtype != HPCAB_I32 && idx_dtype != HPCAB_I64))
    return hpcab__seterr(HPCAB_E_INVALID, "csr refresh: index dtypes %s, %s are not i32 or i64",
                         hpcab_dtype_name(ptr_dtype), hpcab_dtype_name(idx_dtype));
  if (rows == 0 || cols == 0) return HPCAB_OK;
  if (src == dst) return hpcab__seterr(HPCAB_E_INVALID, "csr refresh: the columns cannot be rotated in place");
  if (rows > SIZE_MAX / sizeof(uint64_t)) return hpcab__seterr(HPCAB_E_RANGE, "csr refresh: too many rows");
  /* the shifts: element r of the stream, uniform in [0, cols) (as hpcab_fill_index draws) */
  uint64_t *shift = hpcab__aligned_alloc((size_t)rows * sizeof *shift);
  if (!shift) return hpcab__nomem("csr refresh: row shifts", (size_t)rows * sizeof *shift);
  st = hpcab_fill_index(s, HPCAB_U64, shift, (size_t)rows, cols, threads);
  if (!st) {
    csr_rotate_job job = {shift, cols, ptr_dtype, idx_dtype, rowptr, src, dst};
    hpcab__parallel_for((size_t)rows, 4096, threads, csr_rotate_chunk, &job);
  }
  hpcab__aligned_free(shift);
  return st;
}
