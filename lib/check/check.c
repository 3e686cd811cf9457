/* lib/check/check.c — correctness checks: tolerance bands, the √ℓ rule, determinism and unchanged inputs
   (hpcab/check.h).

   Every check walks the arrays once in fixed chunks (hpcab__parallel_for), each chunk in blocks: a
   vector pass over a block (no division) finds whether anything needs a closer look (a failure, a
   NaN or an Inf) and whether some ratio may beat the chunk's largest so far. Only flagged blocks are
   walked again element by element (while still in cache) to count failures; blocks that may beat
   the largest ratio get a vector pass that computes it (a few per chunk: the record-setting ones);
   and the block per chunk that holds the largest ratio is scanned up to the element that has it.
   Chunk results are combined in chunk order, so the outcome (including which element is "worst" on
   ties: the first) does not depend on the thread count. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/check.h"
#include "hpcab/kernel.h"
#include "internal.h"
#include "first_layouts.h"
#include "check_kernels.h"

#define CHECK_GRAIN ((size_t)1 << 15)     /* elements per chunk (fixed: results never depend on threads) */
#define CHECK_BLOCK 512                   /* components per block (even: blocks hold whole complex values) */
#define UNCHANGED_GRAIN ((size_t)1 << 20) /* bytes per chunk of hpcab_check_unchanged */

/* ---------------------------------------------------------------- spec */

typedef struct {
  hpcab_dtype dtype;
  int cpe;   /* components per element: 2 for complex */
  int exact; /* integers and bool */
  size_t n;  /* elements */
  double rtol, atol_band, eps_acc, eps_store;
} resolved;

HPCAB_API hpcab_status hpcab_check_band(hpcab_dtype precision, double *rtol, double *atol, double *eps_acc)
{
  double r, a, e;
  switch (precision) {
  case HPCAB_F64: r = 1e-9, a = 1e-11, e = 0x1p-52; break;
  case HPCAB_F32: r = 1e-3, a = 1e-5, e = 0x1p-23; break;
  case HPCAB_F16: r = 1e-2, a = 1e-3, e = 0x1p-23; break;
  case HPCAB_BF16: r = 3e-2, a = 1e-2, e = 0x1p-23; break;
  default:
    return hpcab__seterr(HPCAB_E_INVALID, "run precision must be f64, f32, f16 or bf16, not %s",
                         hpcab_dtype_name(precision));
  }
  if (rtol) *rtol = r;
  if (atol) *atol = a;
  if (eps_acc) *eps_acc = e;
  return HPCAB_OK;
}

static double storage_eps(hpcab_dtype precision)
{
  switch (precision) {
  case HPCAB_F64: return 0x1p-52;
  case HPCAB_F32: return 0x1p-23;
  case HPCAB_F16: return 0x1p-10;
  default: return 0x1p-7; /* bf16 */
  }
}

/* Reads the caller's spec into *spec (the size-field rule: an older caller's shorter spec reads
   with a zero tail), checks it and resolves the bands into *out. */
static hpcab_status resolve(const char *fn, const hpcab_check_spec *caller, const void *a, const void *b, resolved *out,
                            hpcab_check_spec *spec)
{
  if (!caller) return hpcab__seterr(HPCAB_E_INVALID, "%s: NULL spec", fn);
  if (hpcab__struct_in(spec, sizeof *spec, caller, HPCAB__FIRST_CHECK_SPEC, fn)) return HPCAB_E_INVALID;
  if (hpcab_dtype_size(spec->dtype) == 0)
    return hpcab__seterr(HPCAB_E_INVALID, "%s: invalid dtype %d", fn, (int)spec->dtype);
  if (spec->ndim < 0 || spec->ndim > HPCAB_CHECK_MAX_NDIM || (spec->ndim > 0 && !spec->shape))
    return hpcab__seterr(HPCAB_E_INVALID, "%s: invalid ndim %d (0 to %d, with a shape)", fn, spec->ndim,
                         HPCAB_CHECK_MAX_NDIM);
  if (spec->accumulate < 0)
    return hpcab__seterr(HPCAB_E_INVALID, "%s: accumulate is negative (%lld)", fn, (long long)spec->accumulate);
  int64_t n = 1;
  for (int d = 0; d < spec->ndim; d++) {
    if (spec->shape[d] < 0)
      return hpcab__seterr(HPCAB_E_INVALID, "%s: extent %d is negative (%lld)", fn, d, (long long)spec->shape[d]);
    if (!hpcab__i64_mul(n, spec->shape[d], &n))
      return hpcab__seterr(HPCAB_E_NOMEM, "%s: the element count overflows", fn);
  }
  size_t bytes;
  if ((uint64_t)n > SIZE_MAX / 2 || !hpcab__size_mul((size_t)n, hpcab_dtype_size(spec->dtype), &bytes))
    return hpcab__seterr(HPCAB_E_NOMEM, "%s: the array size overflows", fn);
  if (n > 0 && (!a || !b)) return hpcab__seterr(HPCAB_E_INVALID, "%s: NULL array", fn);
  memset(out, 0, sizeof *out);
  out->dtype = spec->dtype;
  out->n = (size_t)n;
  out->cpe = hpcab_dtype_is_complex(spec->dtype) ? 2 : 1;
  out->exact = hpcab_dtype_is_integer(spec->dtype);
  if (out->exact) return HPCAB_OK;
  hpcab_dtype prec = spec->precision;
  if (prec == HPCAB_DTYPE_INVALID)
    prec = spec->dtype == HPCAB_C128 ? HPCAB_F64 : spec->dtype == HPCAB_C64 ? HPCAB_F32 : spec->dtype;
  hpcab_status st = hpcab_check_band(prec, &out->rtol, &out->atol_band, &out->eps_acc);
  if (st) {
    hpcab__error_prefix("%s", fn);
    return st;
  }
  out->eps_store = storage_eps(prec);
  return HPCAB_OK;
}

/* ---------------------------------------------------------------- element access */

/* Component i of a float or complex array as a double. */
static inline double load_real(hpcab_dtype dt, const void *p, size_t i)
{
  switch (dt) {
  case HPCAB_F64:
  case HPCAB_C128: return ((const double *)p)[i];
  case HPCAB_F32:
  case HPCAB_C64: return ((const float *)p)[i];
  case HPCAB_F16: return hpcab_kernel_f16_to_f32(((const uint16_t *)p)[i]);
  case HPCAB_BF16: return hpcab_kernel_bf16_to_f32(((const uint16_t *)p)[i]);
  default: return 0;
  }
}

/* Element i of an integer or bool array, exactly (a u64 above INT64_MAX keeps its bits). */
static inline long double load_int(hpcab_dtype dt, const void *p, size_t i)
{
  switch (dt) {
  case HPCAB_I8: return ((const int8_t *)p)[i];
  case HPCAB_I16: return ((const int16_t *)p)[i];
  case HPCAB_I32: return ((const int32_t *)p)[i];
  case HPCAB_I64: return ((const int64_t *)p)[i];
  case HPCAB_U8:
  case HPCAB_BOOL: return ((const uint8_t *)p)[i];
  case HPCAB_U16: return ((const uint16_t *)p)[i];
  case HPCAB_U32: return ((const uint32_t *)p)[i];
  case HPCAB_U64: return ((const uint64_t *)p)[i];
  default: return 0;
  }
}

/* ---------------------------------------------------------------- hpcab_check_arrays */

typedef struct {
  int64_t nfail;
  double key;   /* ranking of the worst element: its ratio (floats) or |x - r| (integers); -1: none */
  size_t index; /* element index of the worst element */
  int comp;
  double got, expected, allowed, ratio;
  double absmax; /* max|ref| over the chunk, when the check computes it on the way */
} chunk_res;

typedef struct {
  const resolved *rs;
  const void *ref, *got;
  double rtol, atol;
  block_fn block;
  qmax_fn qmax;
  find_fn find;
  int want_absmax; /* also compute max|ref| per chunk (re-read from cache after the main pass) */
  chunk_res *res;
} check_ctx;

static double absmax_range(const resolved *rs, const void *ref, size_t begin, size_t end);

/* One float component: sets *q (ratio), *allowed; returns 1 when it fails. */
static inline int compare_float(double r, double x, double rtol, double atol, double *q, double *allowed)
{
  double t = atol + rtol * fabs(r);
  *allowed = isfinite(t) ? t : 0;
  if (isnan(r) || isnan(x)) {
    int match = isnan(r) && isnan(x);
    *q = match ? 0 : HUGE_VAL;
    return !match;
  }
  if (isinf(r) || isinf(x)) {
    *q = r == x ? 0 : HUGE_VAL;
    return r != x;
  }
  double d = fabs(x - r);
  *q = d / t;
  return !(d <= t);
}

/* Element-by-element pass over elements [e0, e1). */
static void careful_pass(const check_ctx *c, size_t e0, size_t e1, chunk_res *res)
{
  const resolved *rs = c->rs;
  for (size_t e = e0; e < e1; e++) {
    if (rs->exact) {
      long double r = load_int(rs->dtype, c->ref, e), x = load_int(rs->dtype, c->got, e);
      if (r == x && res->key >= 0) continue;
      double bad = (double)fabsl(x - r);
      res->nfail += r != x;
      if (bad > res->key)
        *res = (chunk_res){.nfail = res->nfail,
                           .key = bad,
                           .index = e,
                           .got = (double)x,
                           .expected = (double)r,
                           .ratio = bad > 0 ? HUGE_VAL : 0};
      continue;
    }
    int efail = 0;
    for (int k = 0; k < rs->cpe; k++) {
      size_t i = e * (size_t)rs->cpe + (size_t)k;
      double r = load_real(rs->dtype, c->ref, i), x = load_real(rs->dtype, c->got, i), q, allowed;
      efail |= compare_float(r, x, c->rtol, c->atol, &q, &allowed);
      if (q > res->key) {
        res->key = res->ratio = q;
        res->index = e, res->comp = k;
        res->got = x, res->expected = r, res->allowed = allowed;
      }
    }
    res->nfail += efail;
  }
}

static void check_chunk(void *vctx, size_t chunk, size_t begin, size_t end)
{
  const check_ctx *c = vctx;
  chunk_res *res = &c->res[chunk];
  *res = (chunk_res){.key = -1};
  size_t cpe = (size_t)c->rs->cpe, cb = begin * cpe, ce = end * cpe;
  size_t best_b = SIZE_MAX; /* the first plain block with the largest ratio */
  double best_q = -1;
  for (size_t b = cb; b < ce; b += CHECK_BLOCK) {
    size_t e = b + CHECK_BLOCK < ce ? b + CHECK_BLOCK : ce;
    block_out o;
    /* a little below best_q, so that d > qlow*t catches every d/t > best_q despite rounding */
    double qlow = best_q < 0 ? -1 : best_q - best_q * 0x1p-48;
    c->block(c->ref, c->got, b, e, c->rtol, c->atol, qlow, &o);
    if (o.flag) {
      careful_pass(c, b / cpe, e / cpe, res); /* failures, NaN, Inf: counted and ranked now */
    } else if (o.beats) {
      double q = c->qmax(c->ref, c->got, b, e, c->rtol, c->atol);
      if (q > best_q) {
        best_q = q;
        best_b = b;
      }
    }
  }
  /* locate the worst element of the plain blocks: the first with the block's largest ratio */
  if (best_b != SIZE_MAX && best_q >= res->key) {
    size_t e = best_b + CHECK_BLOCK < ce ? best_b + CHECK_BLOCK : ce;
    size_t i = c->find(c->ref, c->got, best_b, e, c->rtol, c->atol, best_q) / cpe;
    chunk_res t = {.key = -1};
    careful_pass(c, i, i + 1, &t);
    if (t.key > res->key || (t.key == res->key && t.index < res->index)) {
      t.nfail = res->nfail;
      *res = t;
    }
  }
  if (c->want_absmax) res->absmax = absmax_range(c->rs, c->ref, begin, end);
}

/* max|v| over finite components, per chunk. */
typedef struct {
  const resolved *rs;
  const void *ref;
  double *res;
} absmax_ctx;

/* max|v| over the finite components of elements [begin, end) of `ref`. */
static double absmax_range(const resolved *rs, const void *ref, size_t begin, size_t end)
{
  size_t cb = begin * (size_t)rs->cpe, ce = end * (size_t)rs->cpe;
  double m = 0;
  switch (rs->dtype) {
  case HPCAB_F64:
  case HPCAB_C128:
  case HPCAB_F32:
  case HPCAB_C64:
  case HPCAB_F16:
  case HPCAB_BF16: return hpcab__check_absmax_for(rs->dtype, 1)(ref, cb, ce);
  default:
    for (size_t i = begin; i < end; i++) {
      double v = (double)fabsl(load_int(rs->dtype, ref, i));
      m = v > m ? v : m;
    }
    return m;
  }
}

static void absmax_chunk(void *vctx, size_t chunk, size_t begin, size_t end)
{
  const absmax_ctx *c = vctx;
  c->res[chunk] = absmax_range(c->rs, c->ref, begin, end);
}

static hpcab_status absmax_run(const resolved *rs, const void *ref, unsigned threads, double *out)
{
  *out = 0;
  size_t nchunks = hpcab__chunk_count(rs->n, CHECK_GRAIN);
  if (nchunks == 0) return HPCAB_OK;
  double *res = calloc(nchunks, sizeof *res);
  if (!res) return hpcab__nomem("check: chunk results", nchunks * sizeof *res);
  absmax_ctx c = {rs, ref, res};
  /* a thread that cannot start is only a warning: the calling thread does its chunks */
  hpcab__parallel_for(rs->n, CHECK_GRAIN, threads, absmax_chunk, &c);
  for (size_t k = 0; k < nchunks; k++) *out = res[k] > *out ? res[k] : *out;
  free(res);
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_check_ref_absmax(const hpcab_check_spec *spec, const void *ref, double *out)
{
  resolved rs;
  hpcab_check_spec sp;
  if (!out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_check_ref_absmax: NULL out");
  hpcab_status st = resolve("hpcab_check_ref_absmax", spec, ref, ref, &rs, &sp);
  if (st) return st;
  spec = &sp;
  return absmax_run(&rs, ref, spec->threads, out);
}

/* max|v| over up to CHECK_SAMPLES evenly spaced elements of `ref`: a lower bound of max|ref|. */
#define CHECK_SAMPLES 1024
static double sample_absmax(const resolved *rs, const void *ref)
{
  double m = 0;
  size_t step = rs->n / CHECK_SAMPLES + 1;
  for (size_t i = 0; i < rs->n; i += step) {
    for (int k = 0; k < rs->cpe; k++) {
      double v = rs->exact ? 0 : fabs(load_real(rs->dtype, ref, i * (size_t)rs->cpe + (size_t)k));
      m = v > m && v < HUGE_VAL ? v : m;
    }
  }
  return m;
}

static void unravel(int64_t flat, int ndim, const int64_t *shape, int64_t *idx)
{
  for (int d = ndim - 1; d >= 0; d--) {
    idx[d] = shape[d] ? flat % shape[d] : 0;
    flat = shape[d] ? flat / shape[d] : 0;
  }
}

HPCAB_API hpcab_status hpcab_check_arrays(const hpcab_check_spec *spec, const void *ref, const void *got,
                                          hpcab_check_report *report)
{
  if (hpcab__struct_check(report, HPCAB__FIRST_CHECK_REPORT, SIZE_MAX, "hpcab_check_arrays: report"))
    return HPCAB_E_INVALID;
  resolved rs;
  hpcab_check_spec sp;
  hpcab_status st = resolve("hpcab_check_arrays", spec, ref, got, &rs, &sp);
  if (st) return st;
  spec = &sp;
  /* filled here, copied to the caller's report at the end (only what its size has room for) */
  hpcab_check_report *dst = report, full = {.size = sizeof full};
  report = &full;
  report->ndim = spec->ndim;
  report->n_elements = (int64_t)rs.n;
  report->worst_index = -1;
  report->passed = 1;
  check_ctx c = {&rs,
                 ref,
                 got,
                 rs.rtol,
                 rs.atol_band,
                 hpcab__check_block_for(rs.dtype, 1),
                 hpcab__check_qmax_for(rs.dtype),
                 hpcab__check_find_for(rs.dtype),
                 0,
                 NULL};
  size_t nchunks = hpcab__chunk_count(rs.n, CHECK_GRAIN);
  double scale = 0; /* eps_acc·sqrt(ℓ): atol = max(atol_band, scale·max|ref|) */
  if (!rs.exact) {
    scale = rs.eps_acc * sqrt((double)(spec->accumulate > 0 ? spec->accumulate : 1));
    if (spec->ref_absmax) {
      double a = scale * *spec->ref_absmax;
      c.atol = a > rs.atol_band ? a : rs.atol_band;
    } else if (scale * sample_absmax(&rs, ref) > rs.atol_band) {
      /* the rule raises atol: it needs max|ref| first (one more read of ref) */
      double m;
      if ((st = absmax_run(&rs, ref, spec->threads, &m))) return st;
      c.atol = scale * m;
    } else {
      /* most likely atol stays the band's: check with it and compute max|ref| on the way, so the
         arrays are read once; a second pass runs only if max|ref| turns out to raise atol */
      c.want_absmax = 1;
    }
  }
  if (nchunks == 0) {
    report->rtol = c.rtol;
    report->atol = c.atol;
    return hpcab__struct_out(dst, report, sizeof *report, HPCAB__FIRST_CHECK_REPORT, "hpcab_check_arrays: report");
  }
  c.res = calloc(nchunks, sizeof *c.res);
  if (!c.res) return hpcab__nomem("check: chunk results", nchunks * sizeof *c.res);
  hpcab__parallel_for(rs.n, CHECK_GRAIN, spec->threads, check_chunk, &c);
  if (c.want_absmax) {
    double m = 0;
    for (size_t k = 0; k < nchunks; k++) m = c.res[k].absmax > m ? c.res[k].absmax : m;
    if (scale * m > rs.atol_band) {
      c.atol = scale * m;
      c.want_absmax = 0;
      hpcab__parallel_for(rs.n, CHECK_GRAIN, spec->threads, check_chunk, &c);
    }
  }
  report->rtol = c.rtol;
  report->atol = c.atol;
  chunk_res best = {.key = -1};
  int64_t nfail = 0;
  for (size_t k = 0; k < nchunks; k++) {
    nfail += c.res[k].nfail;
    if (c.res[k].key > best.key) best = c.res[k];
  }
  free(c.res);
  report->passed = nfail == 0;
  report->n_failed = nfail;
  report->worst_index = (int64_t)best.index;
  unravel(report->worst_index, spec->ndim, spec->shape, report->worst_multi_index);
  report->worst_component = best.comp;
  report->got = best.got;
  report->expected = best.expected;
  report->allowed = best.allowed;
  report->worst_ratio = best.ratio;
  return hpcab__struct_out(dst, report, sizeof *report, HPCAB__FIRST_CHECK_REPORT, "hpcab_check_arrays: report");
}

/* ---------------------------------------------------------------- the quick pass (that may poison) */

typedef struct {
  const resolved *rs;
  const void *ref, *got;
  unsigned char *dst;         /* ref or got: filled block by block once the block passes; NULL: none */
  const unsigned char *other; /* the other array: what a poisoned block is restored from */
  unsigned char *dst2;        /* ref, filled along with dst (got) when both are poisoned; else NULL */
  uint64_t word;
  int dst_is_ref; /* ref is filled (dst or dst2): max|ref| is taken before */
  block_fn block;
  size_t *poisoned; /* per chunk: components filled from the chunk's start */
  double *absmax;   /* per chunk: max|ref| over ref's original values (dst_is_ref only) */
  unsigned char *flagged;
} poison_ctx;

static void poison_chunk(void *vctx, size_t chunk, size_t begin, size_t end)
{
  const poison_ctx *c = vctx;
  const resolved *rs = c->rs;
  size_t cpe = (size_t)rs->cpe, cb = begin * cpe, ce = end * cpe;
  size_t csize = hpcab_dtype_size(rs->dtype) / cpe;
  double m = 0;
  c->flagged[chunk] = 0;
  c->poisoned[chunk] = 0;
  for (size_t b = cb; b < ce; b += CHECK_BLOCK) {
    size_t e = b + CHECK_BLOCK < ce ? b + CHECK_BLOCK : ce;
    block_out o;
    c->block(c->ref, c->got, b, e, rs->rtol, rs->exact ? 0 : rs->atol_band, HUGE_VAL, &o);
    if (o.flag) {
      c->flagged[chunk] = 1;
      /* the rest stays as it is; only max|ref| still needs the rest of a ref that was filled */
      if (c->dst_is_ref && !rs->exact) {
        double r = absmax_range(rs, c->ref, b / cpe, end);
        m = r > m ? r : m;
      }
      break;
    }
    if (!c->dst) continue;
    if (c->dst_is_ref && !rs->exact) {
      double r = o.absmax >= 0 ? o.absmax : absmax_range(rs, c->ref, b / cpe, e / cpe);
      m = r > m ? r : m;
    }
    hpcab__fill_word(c->dst + b * csize, (e - b) * csize, c->word);
    if (c->dst2) hpcab__fill_word(c->dst2 + b * csize, (e - b) * csize, c->word);
    c->poisoned[chunk] = e - cb;
  }
  c->absmax[chunk] = m;
}

static void unpoison_chunk(void *vctx, size_t chunk, size_t begin, size_t end)
{
  (void)end;
  const poison_ctx *c = vctx;
  size_t csize = hpcab_dtype_size(c->rs->dtype) / (size_t)c->rs->cpe, off = begin * (size_t)c->rs->cpe * csize;
  if (c->dst2) { /* both were filled: zeros in both pass, as the values they held did */
    memset(c->dst + off, 0, c->poisoned[chunk] * csize);
    memset(c->dst2 + off, 0, c->poisoned[chunk] * csize);
    return;
  }
  memcpy(c->dst + off, c->other + off, c->poisoned[chunk] * csize);
}

/* The quick pass, poisoning dst (ref, got or NULL for none) with `word`, and dst2 (ref, when dst is
   got) along with it; see hpcab__check_arrays_poison and hpcab__check_arrays_poison_both. With dst
   NULL, *quick = 0 only says "run the full check", and report is not touched. */
static hpcab_status quick_pass(const hpcab_check_spec *spec, const void *ref, const void *got, void *dst, void *dst2,
                               uint64_t word, int *quick, hpcab_check_report *report)
{
  resolved rs;
  hpcab_check_spec sp;
  *quick = 0;
  hpcab_status st = resolve("hpcab_check_arrays", spec, ref, got, &rs, &sp);
  if (st) return st;
  if (dst && dst != ref && dst != got)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_check_arrays: dst is neither array");
  size_t nchunks = hpcab__chunk_count(rs.n, CHECK_GRAIN);
  if (nchunks == 0) {
    *quick = 1;
    return HPCAB_OK;
  }
  unsigned char *flagged = calloc(nchunks, 1);
  size_t *poisoned = calloc(nchunks, sizeof *poisoned);
  double *absmax = calloc(nchunks, sizeof *absmax);
  if (!flagged || !poisoned || !absmax) {
    free(flagged);
    free(poisoned);
    free(absmax);
    return hpcab__nomem("check: chunk results", nchunks * (1 + sizeof *poisoned + sizeof *absmax));
  }
  /* atol_band is the smallest atol the full check can use (the sqrt(l) rule only raises it) */
  poison_ctx c = {&rs,
                  ref,
                  got,
                  dst,
                  dst == ref ? got : ref,
                  dst2,
                  word,
                  (dst && dst == ref) || dst2,
                  hpcab__check_flag_for(rs.dtype),
                  poisoned,
                  absmax,
                  flagged};
  hpcab__parallel_for(rs.n, CHECK_GRAIN, sp.threads, poison_chunk, &c);
  int any = 0;
  double m = 0;
  for (size_t k = 0; k < nchunks; k++) {
    any |= flagged[k];
    m = absmax[k] > m ? absmax[k] : m;
  }
  if (!any) {
    *quick = 1;
  } else if (dst) {
    hpcab__parallel_for(rs.n, CHECK_GRAIN, sp.threads, unpoison_chunk, &c);
    if (c.dst_is_ref && !rs.exact) sp.ref_absmax = &m;
    st = hpcab_check_arrays(&sp, ref, got, report);
  }
  free(flagged);
  free(poisoned);
  free(absmax);
  return st;
}

hpcab_status hpcab__check_passes_band(const hpcab_check_spec *spec, const void *ref, const void *got, int *passed)
{
  return quick_pass(spec, ref, got, NULL, NULL, 0, passed, NULL);
}

hpcab_status hpcab__check_arrays_poison(const hpcab_check_spec *spec, const void *ref, const void *got, void *dst,
                                        uint64_t word, int *quick, hpcab_check_report *report)
{
  if (!dst) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_check_arrays: dst is NULL");
  return quick_pass(spec, ref, got, dst, NULL, word, quick, report);
}

hpcab_status hpcab__check_arrays_poison_both(const hpcab_check_spec *spec, void *ref, void *got, uint64_t word,
                                             int *quick, hpcab_check_report *report)
{
  if (!ref || !got || ref == got) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_check_arrays: two arrays are required");
  return quick_pass(spec, ref, got, got, ref, word, quick, report);
}

/* ---------------------------------------------------------------- report line */

/* Shortest %g form of v that reads back as the same double. */
static void shortest(char *buf, size_t cap, double v)
{
  if (!isfinite(v)) {
    snprintf(buf, cap, "%g", v);
    return;
  }
  for (int p = 1; p <= 17; p++) {
    snprintf(buf, cap, "%.*g", p, v);
    double back = strtod(buf, NULL);
    if (back == v) {
      /* write 970 rather than 9.7e+02: no exponent below 1e16 when the digits are an integer */
      int e10 = v != 0 ? (int)floor(log10(fabs(v))) : 0;
      if (e10 >= p && e10 < 16) snprintf(buf, cap, "%.*g", e10 + 1, v);
      return;
    }
  }
}

HPCAB_API int hpcab_check_report_format(const hpcab_check_report *report, const char *name, char *buf, size_t cap)
{
  if (!name) name = "?";
  if (!buf) cap = 0;
  hpcab_check_report full;
  if (!report || hpcab__struct_in(&full, sizeof full, report, HPCAB__FIRST_CHECK_REPORT, "hpcab_check_report_format"))
    return snprintf(buf, cap, "output %s: no report%s", name, report ? " (a report of an unknown layout)" : "");
  report = &full;
  if (report->passed && report->worst_ratio == 0)
    return snprintf(buf, cap, "output %s: all %lld elements match exactly", name, (long long)report->n_elements);
  char idx[HPCAB_CHECK_MAX_NDIM * 22 + 4] = "";
  size_t n = 0;
  int ndim = report->ndim < 0 ? 0 : report->ndim > HPCAB_CHECK_MAX_NDIM ? HPCAB_CHECK_MAX_NDIM : report->ndim;
  for (int d = 0; d < ndim; d++)
    n += (size_t)snprintf(idx + n, sizeof idx - n, "%s%lld", d ? ", " : "[", (long long)report->worst_multi_index[d]);
  if (ndim) snprintf(idx + n, sizeof idx - n, "]");
  char head[64], g[40], e[40], a[40];
  if (report->passed)
    snprintf(head, sizeof head, "all %lld elements within tolerance", (long long)report->n_elements);
  else
    snprintf(head, sizeof head, "%lld of %lld elements differ", (long long)report->n_failed,
             (long long)report->n_elements);
  shortest(g, sizeof g, report->got);
  shortest(e, sizeof e, report->expected);
  snprintf(a, sizeof a, "%.3g", report->allowed);
  return snprintf(buf, cap, "output %s: %s; worst %s%s%s: got %s, expected %s, allowed %s (ratio %.2g)", name, head,
                  name, idx, report->worst_component ? " (imaginary part)" : "", g, e, a, report->worst_ratio);
}

/* ---------------------------------------------------------------- determinism */

typedef struct {
  double maxd, maxa;
  int mismatch;
} det_res;

typedef struct {
  const resolved *rs;
  const void *x1, *x2;
  det_res *res;
} det_ctx;

static void det_chunk(void *vctx, size_t chunk, size_t begin, size_t end)
{
  const det_ctx *c = vctx;
  const resolved *rs = c->rs;
  det_res *res = &c->res[chunk];
  *res = (det_res){0, 0, 0};
  if (rs->exact) {
    block_out o;
    hpcab__check_block_for(rs->dtype, 1)(c->x1, c->x2, begin, end, 0, 0, 0, &o);
    res->mismatch = o.flag;
    return;
  }
  size_t cpe = (size_t)rs->cpe, cb = begin * cpe, ce = end * cpe;
  for (size_t b = cb; b < ce; b += CHECK_BLOCK) {
    size_t e = b + CHECK_BLOCK < ce ? b + CHECK_BLOCK : ce;
    double md = 0, ma = 0;
    int flag = hpcab__check_det_block(rs->dtype, c->x1, c->x2, b, e, &md, &ma);
    if (flag) { /* redo the block with the rules for NaN and Inf */
      md = ma = 0;
      for (size_t i = b; i < e; i++) {
        double av = load_real(rs->dtype, c->x1, i), bv = load_real(rs->dtype, c->x2, i);
        if (isfinite(av)) ma = fabs(av) > ma ? fabs(av) : ma;
        if ((isnan(av) && isnan(bv)) || av == bv) continue;
        if (!isfinite(av) || !isfinite(bv)) {
          res->mismatch = 1;
          continue;
        }
        double d = fabs(av - bv);
        md = d > md ? d : md;
      }
    }
    res->maxd = md > res->maxd ? md : res->maxd;
    res->maxa = ma > res->maxa ? ma : res->maxa;
  }
}

HPCAB_API hpcab_status hpcab_check_determinism(const hpcab_check_spec *spec, const void *x1, const void *x2,
                                               double *ratio, int *passed)
{
  if (!ratio || !passed) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_check_determinism: NULL result");
  resolved rs;
  hpcab_check_spec sp;
  hpcab_status st = resolve("hpcab_check_determinism", spec, x1, x2, &rs, &sp);
  if (st) return st;
  spec = &sp;
  *ratio = 0;
  *passed = 1;
  size_t nchunks = hpcab__chunk_count(rs.n, CHECK_GRAIN);
  if (nchunks == 0) return HPCAB_OK;
  det_res *res = calloc(nchunks, sizeof *res);
  if (!res) return hpcab__nomem("check: chunk results", nchunks * sizeof *res);
  det_ctx c = {&rs, x1, x2, res};
  hpcab__parallel_for(rs.n, CHECK_GRAIN, spec->threads, det_chunk, &c);
  det_res all = {0, 0, 0};
  for (size_t k = 0; k < nchunks; k++) {
    all.maxd = res[k].maxd > all.maxd ? res[k].maxd : all.maxd;
    all.maxa = res[k].maxa > all.maxa ? res[k].maxa : all.maxa;
    all.mismatch |= res[k].mismatch;
  }
  free(res);
  if (all.mismatch) {
    *ratio = HUGE_VAL;
  } else if (all.maxd > 0) {
    double ell = (double)(spec->accumulate > 0 ? spec->accumulate : 1);
    double den = rs.eps_store * sqrt(ell) * all.maxa;
    *ratio = den > 0 ? all.maxd / den : HUGE_VAL;
  }
  *passed = *ratio < 30;
  return HPCAB_OK;
}

/* ---------------------------------------------------------------- unchanged inputs */

typedef struct {
  const unsigned char *a, *b;
  size_t *first; /* per chunk: offset of the first differing byte, or SIZE_MAX */
} unchanged_ctx;

static void unchanged_chunk(void *vctx, size_t chunk, size_t begin, size_t end)
{
  const unchanged_ctx *c = vctx;
  c->first[chunk] = SIZE_MAX;
  if (memcmp(c->a + begin, c->b + begin, end - begin) == 0) return;
  for (size_t i = begin; i < end; i++) {
    if (c->a[i] != c->b[i]) {
      c->first[chunk] = i;
      return;
    }
  }
}

HPCAB_API hpcab_status hpcab_check_unchanged(const void *a, const void *b, size_t bytes, size_t elem_size,
                                             int64_t *first_index)
{
  if (!first_index) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_check_unchanged: NULL first_index");
  *first_index = -1;
  if (elem_size == 0) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_check_unchanged: elem_size is 0");
  if (bytes && (!a || !b)) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_check_unchanged: NULL array");
  size_t nchunks = hpcab__chunk_count(bytes, UNCHANGED_GRAIN);
  if (nchunks == 0) return HPCAB_OK;
  if (nchunks == 1) { /* small arrays: no allocation, no threads */
    size_t first;
    unchanged_ctx c = {a, b, &first};
    unchanged_chunk(&c, 0, 0, bytes);
    if (first != SIZE_MAX) *first_index = (int64_t)(first / elem_size);
    return HPCAB_OK;
  }
  size_t *first = malloc(nchunks * sizeof *first);
  if (!first) return hpcab__nomem("check: chunk results", nchunks * sizeof *first);
  unchanged_ctx c = {a, b, first};
  hpcab__parallel_for(bytes, UNCHANGED_GRAIN, 0, unchanged_chunk, &c);
  for (size_t k = 0; k < nchunks; k++) {
    if (first[k] != SIZE_MAX) {
      *first_index = (int64_t)(first[k] / elem_size);
      break;
    }
  }
  free(first);
  return HPCAB_OK;
}
