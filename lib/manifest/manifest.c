/* lib/manifest/manifest.c — the manifest model (hpcab/manifest.h): every field's accessor, names of
   tracks and dwarfs, the size resolver of expressions, and freeing. Loading is in manifest_load.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/manifest.h"
#include "internal.h"
#include "manifest_internal.h"
#include "manifest_loader.h"

const char *const hpcab__dwarf_names[] = {
    "none",
    "dense_linear_algebra",
    "sparse_linear_algebra",
    "spectral_methods",
    "n_body_methods",
    "structured_grids",
    "unstructured_grids",
    "mapreduce",
    "combinational_logic",
    "graph_traversal",
    "dynamic_programming",
    "backtrack_branch_and_bound",
    "graphical_models",
    "finite_state_machines",
    NULL,
};

int hpcab__manifest_resolve_size(void *ctx, const char *name, size_t len)
{
  const hpcab_manifest *m = ctx;
  for (size_t i = 0; i < m->nsizes; i++)
    if (m->sizes[i].name && strlen(m->sizes[i].name) == len && !strncmp(m->sizes[i].name, name, len)) return (int)i;
  return -1;
}

HPCAB_API void hpcab_manifest_free(hpcab_manifest *m)
{
  if (!m) return;
  for (size_t i = 0; i < m->nsizes; i++) {
    free(m->sizes[i].name);
    free(m->sizes[i].values);
    hpcab__expr_free(m->sizes[i].expr);
  }
  free(m->sizes);
  free(m->order);
  for (size_t i = 0; i < m->ncons; i++) hpcab__expr_free(m->constraints[i]);
  free(m->constraints);
  for (size_t i = 0; i < m->nparams; i++) free(m->params[i].name);
  free(m->params);
  for (size_t i = 0; i < m->narrays; i++) {
    hpcab__marray *a = &m->arrays[i];
    free(a->name);
    if (a->shape)
      for (size_t d = 0; d < a->ndim; d++) hpcab__expr_free(a->shape[d]);
    free(a->shape);
    hpcab__expr_free(a->accumulate);
    hpcab__expr_free(a->index);
    free(a->function);
    free(a->matrix);
    hpcab__expr_free(a->rows);
    hpcab__expr_free(a->cols);
  }
  free(m->arrays);
  free(m->args);
  hpcab__expr_free(m->cost_bytes);
  hpcab__expr_free(m->cost_flops);
  free(m->id);
  free(m->name);
  free(m->title);
  free(m->symbol);
  free(m->dir);
  free(m->reference);
  free(m->baseline);
  free(m->reference_device);
  free(m->baseline_device);
  free(m->yaml);
  free(m->track_name);
  free(m->dwarf_name);
  free(m);
}

/* ---- accessors ---- */

#define CHECK_M(ret)                                                                                                   \
  if (!m) return ret
#define CHECK_I(count, ret)                                                                                            \
  if (!m || i >= (count)) return ret

HPCAB_API const char *hpcab_manifest_id(const hpcab_manifest *m)
{
  CHECK_M(NULL);
  return m->id;
}
HPCAB_API const char *hpcab_manifest_name(const hpcab_manifest *m)
{
  CHECK_M(NULL);
  return m->name;
}
HPCAB_API const char *hpcab_manifest_title(const hpcab_manifest *m)
{
  CHECK_M(NULL);
  return m->title;
}
HPCAB_API hpcab_track hpcab_manifest_track(const hpcab_manifest *m)
{
  CHECK_M(HPCAB_TRACK_INVALID);
  return m->track;
}
HPCAB_API hpcab_dwarf hpcab_manifest_dwarf(const hpcab_manifest *m)
{
  CHECK_M(HPCAB_DWARF_NONE);
  return m->dwarf;
}
HPCAB_API int hpcab_manifest_level(const hpcab_manifest *m)
{
  CHECK_M(0);
  return m->level;
}
HPCAB_API const char *hpcab_manifest_symbol(const hpcab_manifest *m)
{
  CHECK_M(NULL);
  return m->symbol;
}
HPCAB_API const char *hpcab_manifest_dir(const hpcab_manifest *m)
{
  CHECK_M(NULL);
  return m->dir;
}
HPCAB_API const char *hpcab_manifest_reference(const hpcab_manifest *m)
{
  CHECK_M(NULL);
  return m->reference;
}
HPCAB_API const char *hpcab_manifest_baseline(const hpcab_manifest *m)
{
  CHECK_M(NULL);
  return m->baseline;
}

HPCAB_API const char *hpcab_manifest_track_name(const hpcab_manifest *m)
{
  CHECK_M(NULL);
  return m->track_name;
}
HPCAB_API const char *hpcab_manifest_dwarf_name(const hpcab_manifest *m)
{
  CHECK_M(NULL);
  return m->dwarf_name;
}

HPCAB_API const char *hpcab_track_name(hpcab_track track)
{
  if (track == HPCAB_TRACK_USER) return "user";
  return track >= HPCAB_TRACK_LLR && track <= HPCAB_TRACK_ML ? hpcab__mwords_track[track - 1] : "invalid";
}

HPCAB_API const char *hpcab_dwarf_name(hpcab_dwarf dwarf)
{
  if (dwarf == HPCAB_DWARF_USER) return "user";
  return dwarf > HPCAB_DWARF_NONE && (int)dwarf < HPCAB__NDWARFS ? hpcab__dwarf_names[dwarf] : "none";
}

HPCAB_API size_t hpcab_manifest_precision_count(const hpcab_manifest *m)
{
  CHECK_M(0);
  return m->nprec;
}

HPCAB_API hpcab_dtype hpcab_manifest_precision(const hpcab_manifest *m, size_t i)
{
  CHECK_I(m->nprec, HPCAB_DTYPE_INVALID);
  return m->precisions[i];
}

HPCAB_API int hpcab_manifest_has_precision(const hpcab_manifest *m, hpcab_dtype precision)
{
  CHECK_M(0);
  for (size_t i = 0; i < m->nprec; i++)
    if (m->precisions[i] == precision) return 1;
  return 0;
}

HPCAB_API size_t hpcab_manifest_size_count(const hpcab_manifest *m)
{
  CHECK_M(0);
  return m->nsizes;
}

HPCAB_API const char *hpcab_manifest_size_name(const hpcab_manifest *m, size_t i)
{
  CHECK_I(m->nsizes, NULL);
  return m->sizes[i].name;
}

HPCAB_API hpcab_size_kind hpcab_manifest_size_kind(const hpcab_manifest *m, size_t i)
{
  CHECK_I(m->nsizes, (hpcab_size_kind)0);
  return m->sizes[i].kind;
}

HPCAB_API hpcab_status hpcab_manifest_size_bounds(const hpcab_manifest *m, size_t i, int64_t *lo, int64_t *hi)
{
  if (!m || i >= m->nsizes || m->sizes[i].kind != HPCAB_SIZE_RANGE)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_size_bounds: size %zu has no range", i);
  if (lo) *lo = m->sizes[i].lo;
  if (hi) *hi = m->sizes[i].hi;
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_manifest_size_values(const hpcab_manifest *m, size_t i, const int64_t **values,
                                                  size_t *count)
{
  if (!m || i >= m->nsizes || m->sizes[i].kind != HPCAB_SIZE_VALUES)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_size_values: size %zu has no values", i);
  if (values) *values = m->sizes[i].values;
  if (count) *count = m->sizes[i].nvalues;
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_manifest_size_test(const hpcab_manifest *m, size_t i, int64_t *value)
{
  if (!m || i >= m->nsizes || m->sizes[i].kind == HPCAB_SIZE_EXPR || !value)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_size_test: size %zu has no test value", i);
  *value = m->sizes[i].test;
  return HPCAB_OK;
}

HPCAB_API const char *hpcab_manifest_size_expr(const hpcab_manifest *m, size_t i)
{
  CHECK_I(m->nsizes, NULL);
  return m->sizes[i].expr ? hpcab__expr_text(m->sizes[i].expr) : NULL;
}

static hpcab_status find_name(const char *what, const char *name, size_t count,
                              const char *(*get_name)(const hpcab_manifest *, size_t), const hpcab_manifest *m,
                              size_t *index)
{
  if (!m || !name || !index) return hpcab__seterr(HPCAB_E_INVALID, "looking up a %s: NULL argument", what);
  for (size_t i = 0; i < count; i++)
    if (!strcmp(get_name(m, i), name)) {
      *index = i;
      return HPCAB_OK;
    }
  return hpcab__seterr(HPCAB_E_NOTFOUND, "%s: no %s named '%s'", m->id, what, name);
}

HPCAB_API hpcab_status hpcab_manifest_size_index(const hpcab_manifest *m, const char *name, size_t *index)
{
  return find_name("size", name, m ? m->nsizes : 0, hpcab_manifest_size_name, m, index);
}

HPCAB_API size_t hpcab_manifest_constraint_count(const hpcab_manifest *m)
{
  CHECK_M(0);
  return m->ncons;
}

HPCAB_API const char *hpcab_manifest_constraint(const hpcab_manifest *m, size_t i)
{
  CHECK_I(m->ncons, NULL);
  return hpcab__expr_text(m->constraints[i]);
}

HPCAB_API size_t hpcab_manifest_param_count(const hpcab_manifest *m)
{
  CHECK_M(0);
  return m->nparams;
}

HPCAB_API const char *hpcab_manifest_param_name(const hpcab_manifest *m, size_t i)
{
  CHECK_I(m->nparams, NULL);
  return m->params[i].name;
}

HPCAB_API hpcab_dtype hpcab_manifest_param_declared_dtype(const hpcab_manifest *m, size_t i)
{
  CHECK_I(m->nparams, HPCAB_DTYPE_INVALID);
  return m->params[i].dtype;
}

HPCAB_API hpcab_dtype hpcab_manifest_param_dtype(const hpcab_manifest *m, size_t i, hpcab_dtype precision)
{
  CHECK_I(m->nparams, HPCAB_DTYPE_INVALID);
  return m->params[i].dtype ? m->params[i].dtype : precision;
}

HPCAB_API int hpcab_manifest_param_range(const hpcab_manifest *m, size_t i, double *lo, double *hi)
{
  CHECK_I(m->nparams, 0);
  if (lo) *lo = m->params[i].lo;
  if (hi) *hi = m->params[i].hi;
  return m->params[i].has_range;
}

HPCAB_API hpcab_status hpcab_manifest_param_index(const hpcab_manifest *m, const char *name, size_t *index)
{
  return find_name("param", name, m ? m->nparams : 0, hpcab_manifest_param_name, m, index);
}

HPCAB_API size_t hpcab_manifest_array_count(const hpcab_manifest *m)
{
  CHECK_M(0);
  return m->narrays;
}

HPCAB_API const char *hpcab_manifest_array_name(const hpcab_manifest *m, size_t i)
{
  CHECK_I(m->narrays, NULL);
  return m->arrays[i].name;
}

HPCAB_API hpcab_dtype hpcab_manifest_array_declared_dtype(const hpcab_manifest *m, size_t i)
{
  CHECK_I(m->narrays, HPCAB_DTYPE_INVALID);
  return m->arrays[i].dtype;
}

HPCAB_API hpcab_dtype hpcab_manifest_array_dtype(const hpcab_manifest *m, size_t i, hpcab_dtype precision)
{
  CHECK_I(m->narrays, HPCAB_DTYPE_INVALID);
  return m->arrays[i].dtype ? m->arrays[i].dtype : precision;
}

HPCAB_API size_t hpcab_manifest_array_ndim(const hpcab_manifest *m, size_t i)
{
  CHECK_I(m->narrays, 0);
  return m->arrays[i].ndim;
}

HPCAB_API const char *hpcab_manifest_array_shape(const hpcab_manifest *m, size_t i, size_t dim)
{
  CHECK_I(m->narrays, NULL);
  return dim < m->arrays[i].ndim ? hpcab__expr_text(m->arrays[i].shape[dim]) : NULL;
}

HPCAB_API hpcab_intent hpcab_manifest_array_intent(const hpcab_manifest *m, size_t i)
{
  CHECK_I(m->narrays, HPCAB_INTENT_INVALID);
  return m->arrays[i].intent;
}

HPCAB_API const char *hpcab_manifest_array_accumulate_expr(const hpcab_manifest *m, size_t i)
{
  CHECK_I(m->narrays, NULL);
  return m->arrays[i].accumulate ? hpcab__expr_text(m->arrays[i].accumulate) : NULL;
}

HPCAB_API hpcab_init_kind hpcab_manifest_array_init(const hpcab_manifest *m, size_t i)
{
  CHECK_I(m->narrays, HPCAB_INIT_NONE);
  return m->arrays[i].init;
}

HPCAB_API hpcab_status hpcab_manifest_array_dist(const hpcab_manifest *m, size_t i, hpcab_dist *dist,
                                                 hpcab_domain *domain, double *lo, double *hi)
{
  if (!m || i >= m->narrays || m->arrays[i].init != HPCAB_INIT_DIST)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_array_dist: array %zu has no {dist, domain} init", i);
  const hpcab__marray *a = &m->arrays[i];
  if (dist) *dist = a->dist;
  if (domain) *domain = a->domain;
  if (lo) *lo = a->dom_lo;
  if (hi) *hi = a->dom_hi;
  return HPCAB_OK;
}

HPCAB_API const char *hpcab_manifest_array_index_expr(const hpcab_manifest *m, size_t i)
{
  CHECK_I(m->narrays, NULL);
  return m->arrays[i].index ? hpcab__expr_text(m->arrays[i].index) : NULL;
}

HPCAB_API const char *hpcab_manifest_array_init_function(const hpcab_manifest *m, size_t i)
{
  CHECK_I(m->narrays, NULL);
  return m->arrays[i].function;
}

HPCAB_API hpcab_status hpcab_manifest_array_csr(const hpcab_manifest *m, size_t i, hpcab_csr_part *part,
                                                const char **matrix, const char **rows, const char **cols)
{
  if (!m || i >= m->narrays || m->arrays[i].init != HPCAB_INIT_CSR)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_array_csr: array %zu is not part of a CSR matrix", i);
  const hpcab__marray *a = &m->arrays[i];
  if (part) *part = a->csr;
  if (matrix) *matrix = a->matrix;
  if (rows) *rows = hpcab__expr_text(a->rows);
  if (cols) *cols = hpcab__expr_text(a->cols);
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_manifest_array_index(const hpcab_manifest *m, const char *name, size_t *index)
{
  return find_name("array", name, m ? m->narrays : 0, hpcab_manifest_array_name, m, index);
}

HPCAB_API size_t hpcab_manifest_arg_count(const hpcab_manifest *m)
{
  CHECK_M(0);
  return m->nargs;
}

HPCAB_API hpcab_arg_kind hpcab_manifest_arg(const hpcab_manifest *m, size_t i, size_t *index)
{
  CHECK_I(m->nargs, (hpcab_arg_kind)0);
  if (index) *index = m->args[i].index;
  return m->args[i].kind;
}

HPCAB_API const char *hpcab_manifest_cost_bytes_expr(const hpcab_manifest *m)
{
  return m && m->cost_bytes ? hpcab__expr_text(m->cost_bytes) : NULL;
}

HPCAB_API const char *hpcab_manifest_cost_flops_expr(const hpcab_manifest *m)
{
  return m && m->cost_flops ? hpcab__expr_text(m->cost_flops) : NULL;
}

hpcab_status hpcab__manifest_no_precision(const struct hpcab_manifest *m, int precision)
{
  char have[128] = "";
  size_t len = 0;
  for (size_t i = 0; i < hpcab_manifest_precision_count(m) && len < sizeof have; i++)
    len += (size_t)snprintf(have + len, sizeof have - len, "%s%s", i ? ", " : "",
                            hpcab_dtype_name(hpcab_manifest_precision(m, i)));
  return hpcab__seterr(HPCAB_E_INVALID, "%s has no precision %s (it has %s)", hpcab_manifest_id(m),
                       hpcab_dtype_name((hpcab_dtype)precision), have);
}
