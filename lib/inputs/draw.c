/* lib/inputs/draw.c — one input draw of a kernel: sizes, params and array contents (hpcab/draw.h). */
#include <inttypes.h>
#include <sodium.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/draw.h"
#include "hpcab/sizes.h"
#include "hpcab/fill.h"
#include "internal.h"
#include "rng_internal.h"

typedef struct {
  hpcab_dtype dtype;
  size_t count, bytes;
  hpcab_intent intent;
  hpcab_init_kind init;
  hpcab_stream stream; /* (seed, kernel id, draw index, array name) */
  void *owned;         /* hpcab_draw_fill_all's buffer */
  void *last;          /* the last buffer this array was written to */
  size_t group;        /* csr: index into groups */
} draw_array;

/* One CSR matrix: its parts (values absent for a pattern-only matrix), generated together on first use. */
typedef struct {
  const char *matrix;
  hpcab_stream stream; /* ("csr", 0) under (seed, kernel id, draw index, matrix name) */
  size_t part[4];      /* array index of each hpcab_csr_part (rowptr, colidx, values; SIZE_MAX: none) */
  bool ready;
  hpcab_dtype idx; /* the colidx part's dtype; rowptr is generated in it too */
  uint64_t cols;   /* the matrix's columns */
  void *rowptr, *colidx, *values;
} draw_csr;

struct hpcab_draw {
  const hpcab_manifest *m;
  hpcab_dtype precision;
  uint64_t index;
  hpcab_purpose purpose;
  hpcab_sizes *sizes;
  size_t nparams, narrays, ngroups, nsizes;
  double *params;
  draw_array *arrays;
  draw_csr *groups;
  hpcab_draw_resolve_fn resolve;
  void *resolve_ctx;
  /* the views a custom initializer receives (hpcab_init_ctx) */
  const char **size_names;
  int64_t *size_values;
  const char **array_names;
  hpcab_dtype *dtypes;
  size_t *counts;
  void **bufs;
};

/* ---- errors ---- */

static const char *array_name(const hpcab_draw *d, size_t i)
{
  return hpcab_manifest_array_name(d->m, i);
}

/* Prefixes the current message with the kernel, the draw and array i. */
static hpcab_status prefix(const hpcab_draw *d, size_t i, hpcab_status st)
{
  hpcab__error_prefix("kernel %s, draw %" PRIu64 ", array '%s'", hpcab_manifest_id(d->m), d->index, array_name(d, i));
  return st;
}

/* Records `st` with "kernel K, draw N, array 'a': <formatted>". */
static hpcab_status fail(const hpcab_draw *d, size_t i, hpcab_status st, const char *fmt, ...) HPCAB_PRINTF(4, 5);
static hpcab_status fail(const hpcab_draw *d, size_t i, hpcab_status st, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  hpcab__vseterr(st, fmt, ap);
  va_end(ap);
  return prefix(d, i, st);
}

/* ---- construction ---- */

static hpcab_dist cycle_dist(uint64_t index)
{
  static const hpcab_dist CYCLE[3] = {HPCAB_DIST_UNIFORM, HPCAB_DIST_NORMAL, HPCAB_DIST_LOGNORMAL};
  return CYCLE[index % 3];
}

static void wipe_streams(hpcab_draw *d)
{
  for (size_t i = 0; d->arrays && i < d->narrays; i++) sodium_memzero(&d->arrays[i].stream, sizeof(hpcab_stream));
  for (size_t g = 0; d->groups && g < d->ngroups; g++) sodium_memzero(&d->groups[g].stream, sizeof(hpcab_stream));
}

HPCAB_API void hpcab_draw_free(hpcab_draw *d)
{
  if (!d) return;
  wipe_streams(d);
  for (size_t i = 0; d->arrays && i < d->narrays; i++) hpcab__aligned_free(d->arrays[i].owned);
  for (size_t g = 0; d->groups && g < d->ngroups; g++) {
    hpcab__aligned_free(d->groups[g].rowptr);
    hpcab__aligned_free(d->groups[g].colidx);
    hpcab__aligned_free(d->groups[g].values);
  }
  hpcab_sizes_free(d->sizes);
  free(d->params);
  free(d->arrays);
  free(d->groups);
  free(d->size_names);
  free(d->size_values);
  free(d->array_names);
  free(d->dtypes);
  free(d->counts);
  free(d->bufs);
  free(d);
}

/* Draws the sizes (or copies `fixed`) and the params from the reserved streams "#sizes" and "#params". */
static hpcab_status draw_scalars(hpcab_draw *d, const uint8_t *seed, const hpcab_draw_limits *limits,
                                 const hpcab_sizes *fixed)
{
  const char *id = hpcab_manifest_id(d->m);
  hpcab_stream s = {.size = sizeof s};
  hpcab_random r = {.size = sizeof r};
  hpcab_status st = HPCAB_OK;
  if (fixed) {
    if (hpcab_sizes_count(fixed) != d->nsizes)
      st = hpcab__seterr(HPCAB_E_MISMATCH, "hpcab_draw_new_sized: %zu sizes given, the kernel has %zu",
                         hpcab_sizes_count(fixed), d->nsizes);
    for (size_t i = 0; !st && i < d->nsizes; i++) st = hpcab_sizes_set(d->sizes, i, hpcab_sizes_get(fixed, i));
    if (!st) st = hpcab_sizes_check(d->m, d->sizes);
  } else {
    st = hpcab_stream_key(seed, id, d->index, "#sizes", &s);
    if (!st) st = hpcab_stream_random(&s, &r);
    if (!st) st = hpcab_sizes_draw(d->m, d->purpose, d->index, &r, limits, d->sizes);
  }
  if (!st) st = hpcab_stream_key(seed, id, d->index, "#params", &s);
  if (!st) st = hpcab_stream_random(&s, &r);
  if (!st) st = hpcab_params_draw(d->m, d->precision, &r, d->params);
  sodium_memzero(&s, sizeof s);
  if (st) hpcab__error_prefix("kernel %s, draw %" PRIu64, id, d->index);
  return st;
}

/* Dtype, element count, bytes, intent, init and stream of every array. */
static hpcab_status describe_arrays(hpcab_draw *d, const uint8_t *seed)
{
  const char *id = hpcab_manifest_id(d->m);
  for (size_t i = 0; i < d->narrays; i++) {
    draw_array *a = &d->arrays[i];
    a->dtype = hpcab_manifest_array_dtype(d->m, i, d->precision);
    a->intent = hpcab_manifest_array_intent(d->m, i);
    a->init = hpcab_manifest_array_init(d->m, i);
    int64_t count;
    hpcab_status st = hpcab_manifest_array_elements(d->m, i, d->sizes, &count);
    if (st) return prefix(d, i, st);
    if (count < 0 || (uint64_t)count > SIZE_MAX ||
        !hpcab__size_mul((size_t)count, hpcab_dtype_size(a->dtype), &a->bytes))
      return fail(d, i, HPCAB_E_RANGE, "%" PRId64 " elements of %s do not fit in memory", count,
                  hpcab_dtype_name(a->dtype));
    a->count = (size_t)count;
    a->stream.size = sizeof a->stream;
    st = hpcab_stream_key(seed, id, d->index, array_name(d, i), &a->stream);
    if (st) return prefix(d, i, st);
    d->array_names[i] = array_name(d, i);
    d->dtypes[i] = a->dtype;
    d->counts[i] = a->count;
  }
  return HPCAB_OK;
}

/* Groups the CSR parts by matrix name (the loader guarantees one rowptr and colidx each, values optional). */
static hpcab_status group_csr(hpcab_draw *d, const uint8_t *seed)
{
  for (size_t i = 0; i < d->narrays; i++) {
    draw_array *a = &d->arrays[i];
    if (a->init != HPCAB_INIT_CSR) continue;
    hpcab_csr_part part;
    const char *matrix;
    hpcab_status st = hpcab_manifest_array_csr(d->m, i, &part, &matrix, NULL, NULL);
    if (st) return prefix(d, i, st);
    size_t g = 0;
    while (g < d->ngroups && strcmp(d->groups[g].matrix, matrix)) g++;
    if (g == d->ngroups) {
      draw_csr *c = &d->groups[d->ngroups++];
      c->matrix = matrix;
      for (int p = 0; p < 4; p++) c->part[p] = SIZE_MAX;
      c->stream.size = sizeof c->stream;
      st = hpcab_stream_key(seed, hpcab_manifest_id(d->m), d->index, matrix, &c->stream);
      if (!st) st = hpcab_stream_derive(&c->stream, "csr", 0, &c->stream);
      if (st) return prefix(d, i, st);
    }
    if (part < HPCAB_CSR_ROWPTR || part > HPCAB_CSR_VALUES)
      return fail(d, i, HPCAB_E_INTERNAL, "unknown csr part %d", (int)part);
    d->groups[g].part[part] = i;
    a->group = g;
  }
  for (size_t g = 0; g < d->ngroups; g++)
    for (int p = HPCAB_CSR_ROWPTR; p <= HPCAB_CSR_COLIDX; p++)
      if (d->groups[g].part[p] == SIZE_MAX)
        return hpcab__seterr(HPCAB_E_MANIFEST, "kernel %s: csr matrix '%s' lacks a part", hpcab_manifest_id(d->m),
                             d->groups[g].matrix);
  return HPCAB_OK;
}

static hpcab_status draw_new(const hpcab_manifest *m, hpcab_dtype precision, const uint8_t *seed, uint64_t draw_index,
                             hpcab_purpose purpose, const hpcab_draw_limits *limits, const hpcab_sizes *fixed,
                             hpcab_draw **out)
{
  if (out) *out = NULL;
  if (!m || !seed || !out)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_draw_new: NULL %s", !m ? "manifest" : !seed ? "seed" : "output");
  if (!hpcab_manifest_has_precision(m, precision))
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_draw_new: kernel %s has no precision '%s'", hpcab_manifest_id(m),
                         hpcab_dtype_name(precision));
  if (purpose != HPCAB_PURPOSE_TEST && purpose != HPCAB_PURPOSE_CORRECTNESS && purpose != HPCAB_PURPOSE_TIMED)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_draw_new: unknown purpose %d", (int)purpose);
  hpcab_draw *d = calloc(1, sizeof *d);
  if (!d) return hpcab__nomem("hpcab_draw_new", sizeof *d);
  d->m = m;
  d->precision = precision;
  d->index = draw_index;
  d->purpose = purpose;
  d->nparams = hpcab_manifest_param_count(m);
  d->narrays = hpcab_manifest_array_count(m);
  d->nsizes = hpcab_manifest_size_count(m);
  size_t na = d->narrays ? d->narrays : 1, ns = d->nsizes ? d->nsizes : 1;
  d->params = calloc(d->nparams ? d->nparams : 1, sizeof *d->params);
  d->arrays = calloc(na, sizeof *d->arrays);
  d->groups = calloc(na, sizeof *d->groups);
  d->size_names = calloc(ns, sizeof *d->size_names);
  d->size_values = calloc(ns, sizeof *d->size_values);
  d->array_names = calloc(na, sizeof *d->array_names);
  d->dtypes = calloc(na, sizeof *d->dtypes);
  d->counts = calloc(na, sizeof *d->counts);
  d->bufs = calloc(na, sizeof *d->bufs);
  hpcab_status st = HPCAB_OK;
  if (!d->params || !d->arrays || !d->groups || !d->size_names || !d->size_values || !d->array_names || !d->dtypes ||
      !d->counts || !d->bufs)
    st = hpcab__nomem("hpcab_draw_new", na * sizeof(draw_array));
  if (!st) st = hpcab_sizes_new(m, &d->sizes);
  if (!st) st = draw_scalars(d, seed, limits, fixed);
  if (!st) {
    for (size_t i = 0; i < d->nsizes; i++) {
      d->size_names[i] = hpcab_manifest_size_name(m, i);
      d->size_values[i] = hpcab_sizes_get(d->sizes, i);
    }
    st = describe_arrays(d, seed);
  }
  if (!st) st = group_csr(d, seed);
  if (st) {
    hpcab_draw_free(d);
    return st;
  }
  *out = d;
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_draw_new(const hpcab_manifest *m, hpcab_dtype precision,
                                      const uint8_t seed[HPCAB_SEED_BYTES], uint64_t draw_index, hpcab_purpose purpose,
                                      const hpcab_draw_limits *limits, hpcab_draw **out)
{
  return draw_new(m, precision, seed, draw_index, purpose, limits, NULL, out);
}

HPCAB_API hpcab_status hpcab_draw_new_sized(const hpcab_manifest *m, hpcab_dtype precision,
                                            const uint8_t seed[HPCAB_SEED_BYTES], uint64_t draw_index,
                                            hpcab_purpose purpose, const hpcab_sizes *sizes, hpcab_draw **out)
{
  if (!sizes) {
    if (out) *out = NULL;
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_draw_new_sized: NULL sizes");
  }
  return draw_new(m, precision, seed, draw_index, purpose, NULL, sizes, out);
}

/* ---- accessors ---- */

HPCAB_API const hpcab_manifest *hpcab_draw_manifest(const hpcab_draw *d)
{
  return d ? d->m : NULL;
}
HPCAB_API hpcab_dtype hpcab_draw_precision(const hpcab_draw *d)
{
  return d ? d->precision : HPCAB_DTYPE_INVALID;
}
HPCAB_API uint64_t hpcab_draw_index(const hpcab_draw *d)
{
  return d ? d->index : 0;
}
HPCAB_API hpcab_purpose hpcab_draw_purpose(const hpcab_draw *d)
{
  return d ? d->purpose : (hpcab_purpose)0;
}
HPCAB_API const hpcab_sizes *hpcab_draw_sizes(const hpcab_draw *d)
{
  return d ? d->sizes : NULL;
}
HPCAB_API size_t hpcab_draw_param_count(const hpcab_draw *d)
{
  return d ? d->nparams : 0;
}
HPCAB_API size_t hpcab_draw_array_count(const hpcab_draw *d)
{
  return d ? d->narrays : 0;
}

HPCAB_API double hpcab_draw_param(const hpcab_draw *d, size_t i)
{
  return d && i < d->nparams ? d->params[i] : 0.0;
}

static const draw_array *array_at(const hpcab_draw *d, size_t i)
{
  return d && i < d->narrays ? &d->arrays[i] : NULL;
}

HPCAB_API hpcab_dtype hpcab_draw_array_dtype(const hpcab_draw *d, size_t i)
{
  const draw_array *a = array_at(d, i);
  return a ? a->dtype : HPCAB_DTYPE_INVALID;
}

HPCAB_API size_t hpcab_draw_array_elements(const hpcab_draw *d, size_t i)
{
  const draw_array *a = array_at(d, i);
  return a ? a->count : 0;
}

HPCAB_API size_t hpcab_draw_array_bytes(const hpcab_draw *d, size_t i)
{
  const draw_array *a = array_at(d, i);
  return a ? a->bytes : 0;
}

HPCAB_API hpcab_intent hpcab_draw_array_intent(const hpcab_draw *d, size_t i)
{
  const draw_array *a = array_at(d, i);
  return a ? a->intent : HPCAB_INTENT_INVALID;
}

HPCAB_API void *hpcab_draw_array(const hpcab_draw *d, size_t i)
{
  const draw_array *a = array_at(d, i);
  return a ? a->owned : NULL;
}

hpcab_status hpcab__draw_array_stream(const hpcab_draw *d, size_t i, hpcab_stream *out)
{
  const draw_array *a = array_at(d, i);
  if (!a || !out) return hpcab__seterr(HPCAB_E_INVALID, "draw: no array %zu", i);
  *out = a->stream;
  return HPCAB_OK;
}

HPCAB_API int hpcab_draw_perturbable(const hpcab_draw *d, size_t i)
{
  const draw_array *a = array_at(d, i);
  if (!a || a->intent == HPCAB_INTENT_OUT || !a->count) return 0;
  return a->init != HPCAB_INIT_ZEROS && a->init != HPCAB_INIT_NONE;
}

HPCAB_API hpcab_status hpcab_draw_set_resolver(hpcab_draw *d, hpcab_draw_resolve_fn resolve, void *ctx)
{
  if (!d) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_draw_set_resolver: NULL draw");
  d->resolve = resolve;
  d->resolve_ctx = resolve ? ctx : NULL;
  return HPCAB_OK;
}

/* ---- fills by init kind ---- */

/* Array i's plain values from stream s (its own, or a round's sub-stream). */
static hpcab_status fill_plain(hpcab_draw *d, size_t i, const hpcab_stream *s, void *buf, unsigned threads)
{
  const draw_array *a = &d->arrays[i];
  hpcab_fill_spec spec = {sizeof spec, HPCAB_DIST_CYCLE, HPCAB_DOMAIN_ANY, 0.0, 0.0};
  if (a->init == HPCAB_INIT_DIST) {
    hpcab_status st = hpcab_manifest_array_dist(d->m, i, &spec.dist, &spec.domain, &spec.lo, &spec.hi);
    if (st) return st;
  }
  if (spec.dist == HPCAB_DIST_CYCLE) spec.dist = cycle_dist(d->index);
  return hpcab_fill_array(s, &spec, a->dtype, buf, a->count, threads);
}

/* The side of a square 2-D array, for spd and diag_dominant. */
static hpcab_status square_side(hpcab_draw *d, size_t i, size_t *n)
{
  int64_t rows = 0, cols = 0;
  if (hpcab_manifest_array_ndim(d->m, i) != 2)
    return fail(d, i, HPCAB_E_MISMATCH, "%s needs a square 2-D array, not %zu-D",
                d->arrays[i].init == HPCAB_INIT_SPD ? "spd" : "diag_dominant", hpcab_manifest_array_ndim(d->m, i));
  hpcab_status st = hpcab_manifest_array_extent(d->m, i, d->sizes, 0, &rows);
  if (!st) st = hpcab_manifest_array_extent(d->m, i, d->sizes, 1, &cols);
  if (st) return prefix(d, i, st);
  if (rows != cols)
    return fail(d, i, HPCAB_E_MISMATCH, "%s needs a square 2-D array, not %" PRId64 " x %" PRId64,
                d->arrays[i].init == HPCAB_INIT_SPD ? "spd" : "diag_dominant", rows, cols);
  *n = (size_t)rows;
  return HPCAB_OK;
}

/* Copies n indices from src (dtype from) to dst (dtype to), both i32 or i64; RANGE when one does not fit. */
static bool convert_indices(const void *src, hpcab_dtype from, void *dst, hpcab_dtype to, size_t n)
{
  if (from == to) {
    memcpy(dst, src, n * hpcab_dtype_size(to));
    return true;
  }
  for (size_t k = 0; k < n; k++) {
    int64_t v = from == HPCAB_I32 ? ((const int32_t *)src)[k] : ((const int64_t *)src)[k];
    if (to == HPCAB_I32) {
      if (v > INT32_MAX || v < INT32_MIN) return false;
      ((int32_t *)dst)[k] = (int32_t)v;
    } else {
      ((int64_t *)dst)[k] = v;
    }
  }
  return true;
}

/* Generates CSR group g once: rows/cols from the manifest, NNZ from the colidx part's length. */
static hpcab_status csr_generate(hpcab_draw *d, size_t i, draw_csr *c, unsigned threads)
{
  const char *rows_expr, *cols_expr;
  size_t irp = c->part[HPCAB_CSR_ROWPTR], ici = c->part[HPCAB_CSR_COLIDX], iva = c->part[HPCAB_CSR_VALUES];
  hpcab_status st = hpcab_manifest_array_csr(d->m, i, NULL, NULL, &rows_expr, &cols_expr);
  int64_t rows = 0, cols = 0;
  if (!st) st = hpcab_manifest_eval(d->m, rows_expr, d->sizes, &rows);
  if (!st) st = hpcab_manifest_eval(d->m, cols_expr, d->sizes, &cols);
  if (st) return prefix(d, i, st);
  if (rows < 1 || cols < 0)
    return fail(d, i, HPCAB_E_RANGE, "csr matrix '%s' is %" PRId64 " x %" PRId64 " (needs at least one row)", c->matrix,
                rows, cols);
  const draw_array *rp = &d->arrays[irp], *ci = &d->arrays[ici], *va = iva == SIZE_MAX ? NULL : &d->arrays[iva];
  if ((uint64_t)rows + 1 != rp->count)
    return fail(d, i, HPCAB_E_MISMATCH,
                "csr matrix '%s' has %" PRId64 " rows but rowptr '%s' has %zu elements (not rows + 1)", c->matrix, rows,
                array_name(d, irp), rp->count);
  if (va && ci->count != va->count)
    return fail(d, i, HPCAB_E_MISMATCH, "csr matrix '%s': colidx '%s' has %zu elements, values '%s' %zu", c->matrix,
                array_name(d, ici), ci->count, array_name(d, iva), va->count);
  c->idx = ci->dtype;
  c->cols = (uint64_t)cols;
  size_t rp_bytes;
  if (!hpcab__size_mul(rp->count, hpcab_dtype_size(c->idx), &rp_bytes))
    return fail(d, i, HPCAB_E_RANGE, "csr matrix '%s': %zu row pointers do not fit in memory", c->matrix, rp->count);
  c->rowptr = hpcab__aligned_alloc(rp_bytes);
  c->colidx = hpcab__aligned_alloc(ci->bytes);
  c->values = va ? hpcab__aligned_alloc(va->bytes) : NULL;
  if (!c->rowptr || !c->colidx || (va && !c->values)) {
    st = prefix(d, i, HPCAB_E_NOMEM);
  } else {
    hpcab_fill_spec spec = {sizeof spec, cycle_dist(d->index), HPCAB_DOMAIN_ANY, 0.0, 0.0};
    st = hpcab_fill_csr(&c->stream, (uint64_t)rows, (uint64_t)cols, ci->count, c->idx, c->rowptr, c->colidx,
                        va ? va->dtype : HPCAB_DTYPE_INVALID, c->values, &spec, threads);
    if (st) {
      hpcab__error_prefix("csr matrix '%s'", c->matrix);
      prefix(d, i, st);
    }
  }
  if (st) {
    hpcab__aligned_free(c->rowptr);
    hpcab__aligned_free(c->colidx);
    hpcab__aligned_free(c->values);
    c->rowptr = c->colidx = c->values = NULL;
    return st;
  }
  c->ready = true;
  return HPCAB_OK;
}

static hpcab_status fill_csr_part(hpcab_draw *d, size_t i, void *buf, unsigned threads)
{
  const draw_array *a = &d->arrays[i];
  draw_csr *c = &d->groups[a->group];
  if (!c->ready) {
    hpcab_status st = csr_generate(d, i, c, threads);
    if (st) return st;
  }
  if (i == c->part[HPCAB_CSR_VALUES]) {
    memcpy(buf, c->values, a->bytes);
  } else if (i == c->part[HPCAB_CSR_COLIDX]) {
    memcpy(buf, c->colidx, a->bytes);
  } else if (!convert_indices(c->rowptr, c->idx, buf, a->dtype, a->count)) {
    return fail(d, i, HPCAB_E_RANGE, "row pointers of csr matrix '%s' do not fit %s", c->matrix,
                hpcab_dtype_name(a->dtype));
  }
  return HPCAB_OK;
}

/* Calls array i's custom initializer with a sequential RNG over stream `stream` (its own, or a
   round's sub-stream). */
static hpcab_status fill_function(hpcab_draw *d, size_t i, const hpcab_stream *stream, void *buf)
{
  const char *symbol = hpcab_manifest_array_init_function(d->m, i);
  if (!d->resolve)
    return fail(d, i, HPCAB_E_NOTFOUND, "custom initializer '%s' needs a resolver (hpcab_draw_set_resolver)", symbol);
  for (size_t j = 0; j < i; j++) {
    const draw_array *e = &d->arrays[j];
    if (e->intent != HPCAB_INTENT_OUT && !e->last && e->bytes)
      return fail(d, i, HPCAB_E_STATE,
                  "custom initializer '%s' may read the arrays declared before it: fill '%s' first", symbol,
                  array_name(d, j));
  }
  void *sym = d->resolve(d->resolve_ctx, symbol);
  if (!sym) return fail(d, i, HPCAB_E_NOTFOUND, "custom initializer '%s' not found", symbol);
  hpcab_init_fn fn;
  _Static_assert(sizeof fn == sizeof sym, "function and data pointers differ in size");
  memcpy(&fn, &sym, sizeof fn);
  for (size_t j = 0; j < d->narrays; j++) d->bufs[j] = j < i ? d->arrays[j].last : NULL;
  d->bufs[i] = buf;
  hpcab_stream s = *stream;
  hpcab_random r = {.size = sizeof r};
  hpcab_status st = hpcab_stream_random(&s, &r);
  if (st) return prefix(d, i, st);
  hpcab_init_ctx ctx = {
      .size = sizeof ctx,
      .n_sizes = d->nsizes,
      .size_names = d->size_names,
      .size_values = d->size_values,
      .n_arrays = d->narrays,
      .array_names = d->array_names,
      .arrays = d->bufs,
      .array_dtypes = d->dtypes,
      .array_counts = d->counts,
      .target = i,
      .next_u64 = r.next_u64,
      .rng = r.state,
  };
  int rc = fn(&ctx);
  sodium_memzero(&s, sizeof s);
  if (rc != 0)
    return fail(d, i, HPCAB_E_CONSTRAINT, "custom initializer '%s' returned %d (cannot initialize this input)", symbol,
                rc);
  return HPCAB_OK;
}

/* Whether a draw gets edge values (fill_edges.c): the correctness draws after the first (which the
   determinism check repeats on plain values) and the top corner's. */
static bool edge_draw(const hpcab_draw *d)
{
  return d->purpose == HPCAB_PURPOSE_CORRECTNESS && d->index != 0;
}

/* Edge values in plain array i, within its declared domain. */
static hpcab_status plain_edges(hpcab_draw *d, size_t i, void *buf)
{
  const draw_array *a = &d->arrays[i];
  hpcab_fill_spec spec = {sizeof spec, HPCAB_DIST_CYCLE, HPCAB_DOMAIN_ANY, 0.0, 0.0};
  if (a->init == HPCAB_INIT_DIST) {
    hpcab_status st = hpcab_manifest_array_dist(d->m, i, &spec.dist, &spec.domain, &spec.lo, &spec.hi);
    if (st) return st;
  }
  /* a lognormal's values are positive whatever the domain says: its edges stay so */
  hpcab_dist dist = spec.dist == HPCAB_DIST_CYCLE ? cycle_dist(d->index) : spec.dist;
  hpcab_domain dom =
      dist == HPCAB_DIST_LOGNORMAL && spec.domain == HPCAB_DOMAIN_ANY ? HPCAB_DOMAIN_POSITIVE : spec.domain;
  return hpcab__fill_edges(&a->stream, a->dtype, dom, spec.lo, spec.hi, buf, a->count);
}

static hpcab_status fill_one(hpcab_draw *d, size_t i, void *buf, unsigned threads)
{
  draw_array *a = &d->arrays[i];
  hpcab_status st = HPCAB_OK;
  size_t n = 0;
  int64_t bound = 0;
  if (a->count == 0) return HPCAB_OK; /* nothing to write (a CSR part is copied from its group) */
  switch (a->init) {
  case HPCAB_INIT_NONE: return HPCAB_OK;
  case HPCAB_INIT_DEFAULT:
  case HPCAB_INIT_DIST:
    st = fill_plain(d, i, &a->stream, buf, threads);
    if (!st && edge_draw(d)) st = plain_edges(d, i, buf);
    break;
  case HPCAB_INIT_PERMUTATION: st = hpcab_fill_permutation(&a->stream, a->dtype, buf, a->count); break;
  case HPCAB_INIT_INDEX:
    st = hpcab_manifest_eval(d->m, hpcab_manifest_array_index_expr(d->m, i), d->sizes, &bound);
    if (!st && bound < 1)
      return fail(d, i, HPCAB_E_RANGE, "index bound '%s' is %" PRId64 " (must be at least 1)",
                  hpcab_manifest_array_index_expr(d->m, i), bound);
    if (!st) st = hpcab_fill_index(&a->stream, a->dtype, buf, a->count, (uint64_t)bound, threads);
    if (!st && edge_draw(d)) st = hpcab__fill_index_edges(&a->stream, a->dtype, buf, a->count, (uint64_t)bound);
    break;
  case HPCAB_INIT_SPD:
  case HPCAB_INIT_DIAG_DOMINANT:
    st = square_side(d, i, &n);
    if (st) return st;
    st = a->init == HPCAB_INIT_SPD ? hpcab_fill_spd(&a->stream, a->dtype, buf, n, threads)
                                   : hpcab_fill_diag_dominant(&a->stream, a->dtype, buf, n, threads);
    break;
  case HPCAB_INIT_ZEROS: st = hpcab_fill_zeros(a->dtype, buf, a->count); break;
  case HPCAB_INIT_CSR: return fill_csr_part(d, i, buf, threads);
  case HPCAB_INIT_FUNCTION: return fill_function(d, i, &a->stream, buf);
  default: return fail(d, i, HPCAB_E_INTERNAL, "unknown init kind %d", (int)a->init);
  }
  return st ? prefix(d, i, st) : HPCAB_OK;
}

static hpcab_status check_fill_args(const hpcab_draw *d, size_t i, const void *buf, const char *fn)
{
  if (!d) return hpcab__seterr(HPCAB_E_INVALID, "%s: NULL draw", fn);
  if (i >= d->narrays)
    return hpcab__seterr(HPCAB_E_INVALID, "%s: kernel %s has %zu arrays, no array %zu", fn, hpcab_manifest_id(d->m),
                         d->narrays, i);
  if (!buf && d->arrays[i].bytes && d->arrays[i].init != HPCAB_INIT_NONE)
    return fail(d, i, HPCAB_E_INVALID, "%s: NULL buffer", fn);
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_draw_fill(hpcab_draw *d, size_t i, void *buf, unsigned threads)
{
  hpcab_status st = check_fill_args(d, i, buf, "hpcab_draw_fill");
  if (st) return st;
  if (d->arrays[i].init == HPCAB_INIT_NONE) return HPCAB_OK;
  st = fill_one(d, i, buf, threads);
  d->arrays[i].last = st ? NULL : buf;
  return st;
}

HPCAB_API hpcab_status hpcab_draw_fill_all(hpcab_draw *d, unsigned threads)
{
  if (!d) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_draw_fill_all: NULL draw");
  for (size_t i = 0; i < d->narrays; i++) {
    draw_array *a = &d->arrays[i];
    if (!a->owned) {
      a->owned = hpcab__aligned_alloc(a->bytes);
      if (!a->owned) return prefix(d, i, HPCAB_E_NOMEM);
    }
  }
  for (size_t i = 0; i < d->narrays; i++) {
    draw_array *a = &d->arrays[i];
    hpcab_status st = fill_one(d, i, a->owned, threads);
    a->last = st ? NULL : a->owned;
    if (st) return st;
  }
  return HPCAB_OK;
}

/* ---- the timing protocol's rounds ---- */

/* Whether array i's round values are made from its draw values (the others are drawn afresh). */
static bool refresh_reads_base(const draw_array *a)
{
  if (a->init == HPCAB_INIT_DEFAULT || a->init == HPCAB_INIT_DIST)
    return hpcab_dtype_is_float(a->dtype) || hpcab_dtype_is_complex(a->dtype);
  return a->init == HPCAB_INIT_PERMUTATION || a->init == HPCAB_INIT_SPD || a->init == HPCAB_INIT_CSR;
}

/* A part of CSR group c in round s: rowptr as drawn, the columns rotated row by row from the
   group's own (the draw's) columns with the group's round stream, the values perturbed. */
static hpcab_status refresh_csr_part(hpcab_draw *d, size_t i, const void *base, void *dst, uint64_t round,
                                     const hpcab_stream *s, unsigned threads)
{
  draw_array *a = &d->arrays[i];
  draw_csr *c = &d->groups[a->group];
  if (!c->ready) {
    hpcab_status st = csr_generate(d, i, c, threads);
    if (st) return st;
  }
  if (i == c->part[HPCAB_CSR_VALUES]) return hpcab__fill_perturb_from(s, a->dtype, base, dst, a->count, threads);
  if (i != c->part[HPCAB_CSR_COLIDX]) {
    if (base != dst) memcpy(dst, base, a->bytes);
    return HPCAB_OK;
  }
  const draw_array *rp = &d->arrays[c->part[HPCAB_CSR_ROWPTR]];
  hpcab_stream g = {.size = sizeof g};
  hpcab_status st = hpcab_stream_derive(&c->stream, "round", round, &g);
  if (!st)
    st = hpcab__refresh_csr_colidx(&g, rp->count - 1, c->cols, c->idx, c->rowptr, a->dtype, c->colidx, dst, threads);
  sodium_memzero(&g, sizeof g);
  return st;
}

hpcab_status hpcab__draw_refresh(hpcab_draw *d, size_t i, const void *base, void *dst, uint64_t round, unsigned threads)
{
  draw_array *a = &d->arrays[i];
  if (!hpcab_draw_perturbable(d, i)) {
    if (a->bytes && base != dst) memcpy(dst, base, a->bytes);
    a->last = dst;
    return HPCAB_OK;
  }
  hpcab_stream s = {.size = sizeof s};
  hpcab_status st = hpcab_stream_derive(&a->stream, "round", round, &s);
  size_t n = 0;
  int64_t bound = 0;
  if (!st) switch (a->init) {
    case HPCAB_INIT_DEFAULT:
    case HPCAB_INIT_DIST:
      st = refresh_reads_base(a) ? hpcab__fill_perturb_from(&s, a->dtype, base, dst, a->count, threads)
                                 : fill_plain(d, i, &s, dst, threads);
      break;
    case HPCAB_INIT_PERMUTATION: st = hpcab__refresh_permutation(&s, a->dtype, base, dst, a->count, threads); break;
    case HPCAB_INIT_INDEX:
      st = hpcab_manifest_eval(d->m, hpcab_manifest_array_index_expr(d->m, i), d->sizes, &bound);
      if (!st && bound < 1) st = hpcab__seterr(HPCAB_E_RANGE, "index bound %" PRId64 " (must be at least 1)", bound);
      if (!st) st = hpcab_fill_index(&s, a->dtype, dst, a->count, (uint64_t)bound, threads);
      break;
    case HPCAB_INIT_SPD:
    case HPCAB_INIT_DIAG_DOMINANT:
      if ((st = square_side(d, i, &n))) {
        sodium_memzero(&s, sizeof s);
        return st; /* prefixed */
      }
      st = a->init == HPCAB_INIT_SPD ? hpcab__refresh_spd(&s, a->dtype, base, dst, n, threads)
                                     : hpcab_fill_diag_dominant(&s, a->dtype, dst, n, threads);
      break;
    case HPCAB_INIT_CSR: st = refresh_csr_part(d, i, base, dst, round, &s, threads); break;
    case HPCAB_INIT_FUNCTION:
      st = fill_function(d, i, &s, dst);
      sodium_memzero(&s, sizeof s);
      if (st) return st; /* prefixed */
      a->last = dst;
      return HPCAB_OK;
    default: st = hpcab__seterr(HPCAB_E_INTERNAL, "unknown init kind %d", (int)a->init); break;
    }
  sodium_memzero(&s, sizeof s);
  if (st) {
    a->last = NULL;
    return prefix(d, i, st);
  }
  a->last = dst;
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_draw_perturb(hpcab_draw *d, size_t i, void *buf, uint64_t round, unsigned threads)
{
  hpcab_status st = check_fill_args(d, i, buf, "hpcab_draw_perturb");
  if (st) return st;
  if (!hpcab_draw_perturbable(d, i)) return hpcab_draw_fill(d, i, buf, threads);
  if (refresh_reads_base(&d->arrays[i]) && (st = hpcab_draw_fill(d, i, buf, threads))) return st;
  return hpcab__draw_refresh(d, i, buf, buf, round, threads);
}
