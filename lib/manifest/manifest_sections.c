/* lib/manifest/manifest_sections.c — the sections of kernel.yaml (lib/DESIGN.md §4), each read into the
   model and checked, with every problem reported at its line and column; then the checks across
   sections (names, csr partners, expressions at the test sizes and the top of the ranges). */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hpcab/manifest.h"
#include "hpcab/sizes.h"
#include "manifest_loader.h"

/* The keys and values accepted are the tables of manifest_vocab.c (hpcab_manifest_vocabulary). */

/* ---- sections ---- */

/* A track: one of the corpus's (llr, sc, ml) or a user-defined, well-formed name (HPCAB_TRACK_USER). */
static void load_track(loader *L, yaml_node_t *n)
{
  hpcab_manifest *m = L->m;
  const char *s = hpcab__yaml_scalar(n);
  if (!s || hpcab__yaml_is_null(n)) {
    hpcab__yaml_problem(L, n, "track must be a name (llr, sc, ml or your own), not %s", hpcab__yaml_type_name(n));
    return;
  }
  int k = hpcab__mword_index(s, hpcab__mwords_track);
  if (k < 0 && !hpcab_manifest_name_ok(s)) {
    hpcab__yaml_problem(L, n,
                        "track '%s' is not one of llr, sc, ml, nor a well-formed name of your own (a lowercase "
                        "letter, then lowercase letters, digits or '_', at most %d characters)",
                        s, HPCAB_MANIFEST_NAME_MAX);
    return;
  }
  m->track = k >= 0 ? (hpcab_track)(k + 1) : HPCAB_TRACK_USER;
  if (!(m->track_name = hpcab__strdup(s))) L->nomem = true;
}

/* A dwarf: one of the 13 Berkeley dwarfs (the sc track takes only those), or on a user-defined track
   any well-formed name (HPCAB_DWARF_USER); a name close to a Berkeley dwarf is taken for a typo. */
static void load_dwarf(loader *L, yaml_node_t *n)
{
  hpcab_manifest *m = L->m;
  const char *s = hpcab__yaml_scalar(n);
  const char *const *known = hpcab__dwarf_names + 1;
  int k = s ? hpcab__mword_index(s, known) : -1;
  if (k >= 0) m->dwarf = (hpcab_dwarf)(k + 1);
  const char *near = s && k < 0 ? hpcab__yaml_closest(s, known) : NULL;
  if (near) {
    hpcab__yaml_problem(L, n, "unknown dwarf '%s' (did you mean '%s'?)", s, near);
    return;
  }
  if (k < 0 && (m->track != HPCAB_TRACK_USER || !hpcab_manifest_name_ok(s))) {
    if (m->track == HPCAB_TRACK_USER)
      hpcab__yaml_problem(L, n,
                          "dwarf '%s' is not a well-formed name (a lowercase letter, then lowercase letters, "
                          "digits or '_', at most %d characters)",
                          s ? s : hpcab__yaml_type_name(n), HPCAB_MANIFEST_NAME_MAX);
    else
      hpcab__yaml_problem(L, n,
                          "unknown dwarf '%s' (one of the 13 Berkeley dwarfs, e.g. dense_linear_algebra; a dwarf "
                          "of your own needs a track of your own)",
                          s ? s : hpcab__yaml_type_name(n));
    return;
  }
  if (m->track && m->track != HPCAB_TRACK_SC && m->track != HPCAB_TRACK_USER) {
    hpcab__yaml_problem(L, n, "dwarf is only for the sc track and tracks of your own");
    return;
  }
  if (k < 0) m->dwarf = HPCAB_DWARF_USER;
  if (!(m->dwarf_name = hpcab__strdup(s))) L->nomem = true;
}

static void load_identity(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *n;
  if ((n = hpcab__yaml_get(L, top, "name")) && hpcab__yaml_want_string(L, n, "name", &m->name) && !m->name[0])
    hpcab__yaml_problem(L, n, "name must not be empty");
  if ((n = hpcab__yaml_get(L, top, "title"))) hpcab__yaml_want_string(L, n, "title", &m->title);
  if ((n = hpcab__yaml_get(L, top, "symbol")) && hpcab__yaml_want_string(L, n, "symbol", &m->symbol) &&
      !hpcab__yaml_is_identifier(m->symbol))
    hpcab__yaml_problem(L, n, "symbol '%s' is not a C identifier", m->symbol);
  if ((n = hpcab__yaml_get(L, top, "track"))) load_track(L, n);
  n = hpcab__yaml_get(L, top, "dwarf");
  if (n && !hpcab__yaml_is_null(n))
    load_dwarf(L, n);
  else if (m->track == HPCAB_TRACK_SC)
    hpcab__yaml_problem(L, n ? n : top, "an sc kernel needs a dwarf");
  m->level = 1;
  if ((n = hpcab__yaml_get(L, top, "level"))) {
    int64_t v;
    if (hpcab__yaml_want_int(L, n, "level", &v)) {
      if (v < 1 || v > 3)
        hpcab__yaml_problem(L, n, "level must be 1, 2 or 3, not %lld", (long long)v);
      else
        m->level = (int)v;
    }
  }
}

static void load_precisions(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *n = hpcab__yaml_get(L, top, "precisions");
  if (!n) {
    m->precisions[0] = HPCAB_F64;
    m->nprec = 1;
    return;
  }
  if (!hpcab__yaml_want_type(L, n, YAML_SEQUENCE_NODE, "precisions")) return;
  if (hpcab__yaml_seq_len(n) == 0) hpcab__yaml_problem(L, n, "precisions must not be empty");
  for (size_t i = 0; i < hpcab__yaml_seq_len(n); i++) {
    yaml_node_t *it = hpcab__yaml_seq_item(L, n, i);
    const char *s = hpcab__yaml_scalar(it);
    hpcab_dtype d = HPCAB_DTYPE_INVALID;
    if (hpcab__mword_index(s, hpcab__mwords_precision) < 0 || hpcab_dtype_from_name(s, &d) != HPCAB_OK) {
      hpcab_error_clear();
      hpcab__yaml_problem(L, it, "precision must be one of f64, f32, f16, bf16, not '%s'",
                          s ? s : hpcab__yaml_type_name(it));
      continue;
    }
    bool dup = false;
    for (size_t j = 0; j < m->nprec; j++) dup |= m->precisions[j] == d;
    if (dup)
      hpcab__yaml_problem(L, it, "precision '%s' is listed twice", s);
    else
      m->precisions[m->nprec++] = d;
  }
}

/* A manifest dtype name or `real` (*out = HPCAB_DTYPE_INVALID). */
static bool want_dtype(loader *L, yaml_node_t *n, const char *what, hpcab_dtype *out)
{
  const char *s = hpcab__yaml_scalar(n);
  if (s && !strcmp(s, "real")) {
    *out = HPCAB_DTYPE_INVALID;
    return true;
  }
  if (hpcab__mword_index(s, hpcab__mwords_dtype) > 0 && hpcab_dtype_from_name(s, out) == HPCAB_OK) return true;
  hpcab_error_clear();
  const char *near = s ? hpcab__yaml_closest(s, hpcab__mwords_dtype) : NULL;
  if (near)
    hpcab__yaml_problem(L, n, "%s '%s' is not a dtype (did you mean '%s'?)", what, s, near);
  else
    hpcab__yaml_problem(L, n, "%s '%s' is not a dtype (real, f64, f32, f16, bf16, i8..i64, u8..u64, bool, c64, c128)",
                        what, s ? s : hpcab__yaml_type_name(n));
  return false;
}

/* Checks a declared name: a C identifier, not an expression word. */
static void check_name(loader *L, yaml_node_t *k, const char *name, const char *what)
{
  if (!hpcab__yaml_is_identifier(name))
    hpcab__yaml_problem(L, k, "%s name '%s' is not a C identifier", what, name);
  else if (hpcab__yaml_in_list(name, hpcab__mwords_reserved))
    hpcab__yaml_problem(L, k, "%s name '%s' is reserved in expressions", what, name);
}

static void load_sizes(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *n = hpcab__yaml_get(L, top, "sizes");
  if (!n || hpcab__yaml_is_null(n)) return;
  if (!hpcab__yaml_want_type(L, n, YAML_MAPPING_NODE, "sizes")) return;
  m->sizes = calloc(hpcab__yaml_map_len(n) ? hpcab__yaml_map_len(n) : 1, sizeof *m->sizes);
  if (!m->sizes) {
    L->nomem = true;
    return;
  }
  /* names first, so expressions can refer to any size */
  for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
    yaml_node_t *k = hpcab__yaml_node_at(L, p->key);
    const char *name = hpcab__yaml_scalar(k);
    if (!name) {
      hpcab__yaml_problem(L, k, "size names must be scalars");
      continue;
    }
    check_name(L, k, name, "size");
    for (size_t j = 0; j < m->nsizes; j++)
      if (!strcmp(m->sizes[j].name, name)) hpcab__yaml_problem(L, k, "size '%s' is defined twice", name);
    if (!(m->sizes[m->nsizes++].name = hpcab__strdup(name))) L->nomem = true;
  }
  size_t i = 0;
  for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
    yaml_node_t *k = hpcab__yaml_node_at(L, p->key), *v = hpcab__yaml_node_at(L, p->value);
    if (!hpcab__yaml_scalar(k)) continue;
    hpcab__msize *s = &m->sizes[i++];
    char where[96];
    snprintf(where, sizeof where, "size '%s'", s->name);
    if (!hpcab__yaml_want_type(L, v, YAML_MAPPING_NODE, where)) continue;
    hpcab__yaml_check_keys(L, v, hpcab__mkeys_size, where);
    yaml_node_t *range = hpcab__yaml_get(L, v, "range"), *values = hpcab__yaml_get(L, v, "values"),
                *expr = hpcab__yaml_get(L, v, "expr"), *test = hpcab__yaml_get(L, v, "test");
    int kinds = !!range + !!values + !!expr;
    if (kinds != 1) {
      hpcab__yaml_problem(L, v, "size '%s' needs exactly one of range, values, expr", s->name);
      continue;
    }
    if (range) {
      s->kind = HPCAB_SIZE_RANGE;
      if (!hpcab__yaml_want_type(L, range, YAML_SEQUENCE_NODE, "range")) continue;
      if (hpcab__yaml_seq_len(range) != 2) {
        hpcab__yaml_problem(L, range, "range of size '%s' must be [lo, hi]", s->name);
        continue;
      }
      if (!hpcab__yaml_want_int(L, hpcab__yaml_seq_item(L, range, 0), "range bound", &s->lo) ||
          !hpcab__yaml_want_int(L, hpcab__yaml_seq_item(L, range, 1), "range bound", &s->hi))
        continue;
      if (s->lo < 0)
        hpcab__yaml_problem(L, range, "range of size '%s' must not be negative", s->name);
      else if (s->lo > s->hi)
        hpcab__yaml_problem(L, range, "range of size '%s' is empty (%lld > %lld)", s->name, (long long)s->lo,
                            (long long)s->hi);
      s->test = s->lo;
    } else if (values) {
      s->kind = HPCAB_SIZE_VALUES;
      if (!hpcab__yaml_want_type(L, values, YAML_SEQUENCE_NODE, "values")) continue;
      if (hpcab__yaml_seq_len(values) == 0) {
        hpcab__yaml_problem(L, values, "values of size '%s' must not be empty", s->name);
        continue;
      }
      s->values = calloc(hpcab__yaml_seq_len(values), sizeof *s->values);
      if (!s->values) {
        L->nomem = true;
        continue;
      }
      bool ok = true;
      for (size_t j = 0; j < hpcab__yaml_seq_len(values); j++) {
        yaml_node_t *it = hpcab__yaml_seq_item(L, values, j);
        if (!hpcab__yaml_want_int(L, it, "a size value", &s->values[j]))
          ok = false;
        else if (s->values[j] < 0) {
          hpcab__yaml_problem(L, it, "values of size '%s' must not be negative", s->name);
          ok = false;
        }
      }
      if (!ok) continue;
      s->nvalues = hpcab__yaml_seq_len(values);
      s->test = s->values[0];
    } else {
      s->kind = HPCAB_SIZE_EXPR;
      if (test) hpcab__yaml_problem(L, test, "size '%s' is derived (expr): it takes no test value", s->name);
      s->expr = hpcab__yaml_want_expr(L, expr, "expr");
      continue;
    }
    if (test && hpcab__yaml_want_int(L, test, "test", &s->test)) {
      if (s->kind == HPCAB_SIZE_RANGE && (s->test < s->lo || s->test > s->hi) && s->lo <= s->hi)
        hpcab__yaml_problem(L, test, "test value %lld of size '%s' is outside its range [%lld, %lld]",
                            (long long)s->test, s->name, (long long)s->lo, (long long)s->hi);
      if (s->kind == HPCAB_SIZE_VALUES) {
        bool found = false;
        for (size_t j = 0; j < s->nvalues; j++) found |= s->values[j] == s->test;
        if (!found)
          hpcab__yaml_problem(L, test, "test value %lld of size '%s' is not one of its values", (long long)s->test,
                              s->name);
      }
    }
  }
}

/* Orders the sizes so each comes after the sizes its expr uses; reports cycles. */
static void order_sizes(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  size_t n = m->nsizes;
  m->order = calloc(n ? n : 1, sizeof *m->order);
  bool *deps = calloc(n ? n * n : 1, sizeof *deps);
  int *state = calloc(n ? n : 1, sizeof *state); /* 0 new, 1 placed */
  if (!m->order || !deps || !state) {
    L->nomem = true;
    free(deps);
    free(state);
    return;
  }
  for (size_t i = 0; i < n; i++)
    if (m->sizes[i].expr) hpcab__expr_deps(m->sizes[i].expr, deps + i * n);
  size_t placed = 0;
  bool progress = true;
  while (placed < n && progress) { /* Kahn's algorithm, stable in manifest order */
    progress = false;
    for (size_t i = 0; i < n; i++) {
      if (state[i]) continue;
      bool ready = true;
      for (size_t j = 0; j < n && ready; j++)
        if (deps[i * n + j] && !state[j]) ready = false;
      if (ready) {
        state[i] = 1;
        m->order[placed++] = i;
        progress = true;
      }
    }
  }
  if (placed < n) {
    /* report the first size left over and the cycle it lies on */
    yaml_node_t *sizes = hpcab__yaml_get(L, top, "sizes");
    for (size_t i = 0; i < n; i++) {
      if (state[i]) continue;
      /* walk unplaced dependencies from i until a size repeats */
      size_t path[64], len = 0, cur = i;
      bool seen_cycle = false;
      while (len < 64 && !seen_cycle) {
        path[len++] = cur;
        size_t next = n;
        for (size_t j = 0; j < n; j++)
          if (deps[cur * n + j] && !state[j]) {
            next = j;
            break;
          }
        if (next == n) break;
        for (size_t k = 0; k < len; k++)
          if (path[k] == next) {
            memmove(path, path + k, (len - k) * sizeof path[0]);
            len -= k;
            seen_cycle = true;
            break;
          }
        cur = next;
      }
      char chain[512] = "";
      size_t off = 0;
      for (size_t k = 0; k < len && off < sizeof chain; k++)
        off += (size_t)snprintf(chain + off, sizeof chain - off, "%s -> ", m->sizes[path[k]].name);
      if (off < sizeof chain) snprintf(chain + off, sizeof chain - off, "%s", m->sizes[path[0]].name);
      yaml_node_t *at = sizes;
      if (sizes && sizes->type == YAML_MAPPING_NODE) {
        size_t k = 0;
        for (yaml_node_pair_t *p = sizes->data.mapping.pairs.start; p < sizes->data.mapping.pairs.top; p++)
          if (hpcab__yaml_scalar(hpcab__yaml_node_at(L, p->key)) && k++ == path[0]) at = hpcab__yaml_node_at(L, p->key);
      }
      hpcab__yaml_problem(L, at, "sizes form a dependency cycle: %s", chain);
      break;
    }
  }
  free(deps);
  free(state);
}

static void load_constraints(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *n = hpcab__yaml_get(L, top, "constraints");
  if (!n || hpcab__yaml_is_null(n) || !hpcab__yaml_want_type(L, n, YAML_SEQUENCE_NODE, "constraints")) return;
  m->constraints = calloc(hpcab__yaml_seq_len(n) ? hpcab__yaml_seq_len(n) : 1, sizeof *m->constraints);
  if (!m->constraints) {
    L->nomem = true;
    return;
  }
  for (size_t i = 0; i < hpcab__yaml_seq_len(n); i++) {
    hpcab__expr *e = hpcab__yaml_want_expr(L, hpcab__yaml_seq_item(L, n, i), "constraint");
    if (e) m->constraints[m->ncons++] = e;
  }
}

static void load_params(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *n = hpcab__yaml_get(L, top, "params");
  if (!n || hpcab__yaml_is_null(n) || !hpcab__yaml_want_type(L, n, YAML_MAPPING_NODE, "params")) return;
  m->params = calloc(hpcab__yaml_map_len(n) ? hpcab__yaml_map_len(n) : 1, sizeof *m->params);
  if (!m->params) {
    L->nomem = true;
    return;
  }
  for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
    yaml_node_t *k = hpcab__yaml_node_at(L, p->key), *v = hpcab__yaml_node_at(L, p->value);
    const char *name = hpcab__yaml_scalar(k);
    if (!name) {
      hpcab__yaml_problem(L, k, "param names must be scalars");
      continue;
    }
    check_name(L, k, name, "param");
    for (size_t j = 0; j < m->nparams; j++)
      if (!strcmp(m->params[j].name, name)) hpcab__yaml_problem(L, k, "param '%s' is defined twice", name);
    hpcab__mparam *pa = &m->params[m->nparams];
    if (!(pa->name = hpcab__strdup(name))) {
      L->nomem = true;
      return;
    }
    m->nparams++;
    char where[96];
    snprintf(where, sizeof where, "param '%s'", name);
    if (!hpcab__yaml_want_type(L, v, YAML_MAPPING_NODE, where)) continue;
    hpcab__yaml_check_keys(L, v, hpcab__mkeys_param, where);
    yaml_node_t *dt = hpcab__yaml_get(L, v, "dtype"), *range = hpcab__yaml_get(L, v, "range"),
                *value = hpcab__yaml_get(L, v, "value");
    if (dt && want_dtype(L, dt, "dtype", &pa->dtype) &&
        hpcab__mword_index(hpcab__yaml_scalar(dt), hpcab__mwords_param_dtype) < 0)
      hpcab__yaml_problem(L, dt, "param dtype must be real, f64, f32, i32 or i64, not '%s'", hpcab__yaml_scalar(dt));
    if (!!range + !!value != 1) {
      hpcab__yaml_problem(L, v, "param '%s' needs exactly one of range, value", name);
      continue;
    }
    if (range) {
      pa->has_range = true;
      if (!hpcab__yaml_want_type(L, range, YAML_SEQUENCE_NODE, "range")) continue;
      if (hpcab__yaml_seq_len(range) != 2) {
        hpcab__yaml_problem(L, range, "range of param '%s' must be [lo, hi]", name);
        continue;
      }
      if (hpcab__yaml_want_double(L, hpcab__yaml_seq_item(L, range, 0), "range bound", &pa->lo) &&
          hpcab__yaml_want_double(L, hpcab__yaml_seq_item(L, range, 1), "range bound", &pa->hi) && pa->lo > pa->hi)
        hpcab__yaml_problem(L, range, "range of param '%s' is empty", name);
    } else if (hpcab__yaml_want_double(L, value, "value", &pa->lo)) {
      pa->hi = pa->lo;
    }
    bool integer = pa->dtype == HPCAB_I32 || pa->dtype == HPCAB_I64;
    if (integer && (pa->lo != floor(pa->lo) || pa->hi != floor(pa->hi)))
      hpcab__yaml_problem(L, range ? range : value, "integer param '%s' needs integer bounds", name);
    if (pa->dtype == HPCAB_I32 && (pa->lo < INT32_MIN || pa->hi > INT32_MAX))
      hpcab__yaml_problem(L, range ? range : value, "param '%s' does not fit in i32", name);
    if (pa->dtype == HPCAB_I64 && (pa->lo < -9.2e18 || pa->hi > 9.2e18))
      hpcab__yaml_problem(L, range ? range : value, "param '%s' does not fit in i64", name);
  }
}

static bool shape_square(const hpcab__marray *a)
{
  if (a->ndim != 2) return false;
  const char *x = hpcab__expr_text(a->shape[0]), *y = hpcab__expr_text(a->shape[1]);
  while (*x || *y) { /* equal up to blanks */
    while (*x == ' ') x++;
    while (*y == ' ') y++;
    if (*x != *y) return false;
    if (*x) x++, y++;
  }
  return true;
}

static void load_init(loader *L, hpcab__marray *a, yaml_node_t *init)
{
  bool real_or_float = a->dtype == HPCAB_DTYPE_INVALID || hpcab_dtype_is_float(a->dtype);
  bool integer = a->dtype != HPCAB_DTYPE_INVALID && hpcab_dtype_is_integer(a->dtype) && a->dtype != HPCAB_BOOL;
  if (init->type == YAML_SCALAR_NODE && !hpcab__yaml_is_null(init)) {
    const char *s = hpcab__yaml_scalar(init);
    int kind = hpcab__mword_index(s, hpcab__mwords_init); /* permutation, spd, diag_dominant, zeros */
    if (kind == 0) {
      a->init = HPCAB_INIT_PERMUTATION;
      if (a->ndim != 1 || !integer)
        hpcab__yaml_problem(L, init, "permutation needs a 1-D integer array ('%s')", a->name);
    } else if (kind == 1 || kind == 2) {
      a->init = kind == 1 ? HPCAB_INIT_SPD : HPCAB_INIT_DIAG_DOMINANT;
      if (!real_or_float || !shape_square(a))
        hpcab__yaml_problem(L, init, "%s needs a square 2-D real array ('%s')", s, a->name);
    } else if (kind == 3) {
      a->init = HPCAB_INIT_ZEROS;
    } else {
      const char *near = hpcab__yaml_closest(s, hpcab__mwords_init);
      if (near)
        hpcab__yaml_problem(L, init, "unknown init '%s' (did you mean '%s'?)", s, near);
      else
        hpcab__yaml_problem(L, init, "unknown init '%s' (permutation, spd, diag_dominant, zeros, or a mapping)", s);
    }
    return;
  }
  if (!hpcab__yaml_want_type(L, init, YAML_MAPPING_NODE, "init")) return;
  char where[96];
  snprintf(where, sizeof where, "init of array '%s'", a->name);
  hpcab__yaml_check_keys(L, init, hpcab__mkeys_init, where);
  yaml_node_t *dist = hpcab__yaml_get(L, init, "dist"), *domain = hpcab__yaml_get(L, init, "domain"),
              *index = hpcab__yaml_get(L, init, "index"), *function = hpcab__yaml_get(L, init, "function"),
              *csr = hpcab__yaml_get(L, init, "csr"), *matrix = hpcab__yaml_get(L, init, "matrix"),
              *rows = hpcab__yaml_get(L, init, "rows"), *cols = hpcab__yaml_get(L, init, "cols");
  int groups = !!(dist || domain) + !!index + !!function + !!(csr || matrix || rows || cols);
  if (groups > 1) {
    hpcab__yaml_problem(L, init, "init of array '%s' mixes kinds (one of {dist, domain}, index, function, csr)",
                        a->name);
    return;
  }
  if (index) {
    a->init = HPCAB_INIT_INDEX;
    if (!integer || a->ndim < 1) hpcab__yaml_problem(L, index, "index init needs an integer array ('%s')", a->name);
    a->index = hpcab__yaml_want_expr(L, index, "index");
  } else if (function) {
    a->init = HPCAB_INIT_FUNCTION;
    if (hpcab__yaml_want_string(L, function, "function", &a->function) && !hpcab__yaml_is_identifier(a->function))
      hpcab__yaml_problem(L, function, "function '%s' is not a C identifier", a->function);
  } else if (csr || matrix || rows || cols) {
    a->init = HPCAB_INIT_CSR;
    if (!csr || !matrix || !rows || !cols) {
      hpcab__yaml_problem(L, init, "csr init of array '%s' needs csr, matrix, rows and cols", a->name);
      return;
    }
    const char *part = hpcab__yaml_scalar(csr);
    int k = hpcab__mword_index(part, hpcab__mwords_csr);
    if (k >= 0)
      a->csr = (hpcab_csr_part)(k + 1);
    else
      hpcab__yaml_problem(L, csr, "csr part must be rowptr, colidx or values, not '%s'",
                          part ? part : hpcab__yaml_type_name(csr));
    if (a->csr && a->ndim != 1)
      hpcab__yaml_problem(L, csr, "csr array '%s' must be 1-D", a->name);
    else if ((a->csr == HPCAB_CSR_ROWPTR || a->csr == HPCAB_CSR_COLIDX) && a->dtype != HPCAB_I32 &&
             a->dtype != HPCAB_I64)
      hpcab__yaml_problem(L, csr, "csr %s array '%s' must be i32 or i64", part, a->name);
    else if (a->csr == HPCAB_CSR_VALUES && !real_or_float)
      hpcab__yaml_problem(L, csr, "csr values array '%s' must be real", a->name);
    if (hpcab__yaml_want_string(L, matrix, "matrix", &a->matrix) && !hpcab__yaml_is_identifier(a->matrix))
      hpcab__yaml_problem(L, matrix, "matrix '%s' is not an identifier", a->matrix);
    a->rows = hpcab__yaml_want_expr(L, rows, "rows");
    a->cols = hpcab__yaml_want_expr(L, cols, "cols");
  } else {
    a->init = HPCAB_INIT_DIST;
    if (!real_or_float && (dist || domain) && a->dtype != HPCAB_C64 && a->dtype != HPCAB_C128 && !integer)
      hpcab__yaml_problem(L, init, "dist init needs a numeric array ('%s')", a->name);
    if (dist) {
      const char *s = hpcab__yaml_scalar(dist);
      int k = hpcab__mword_index(s, hpcab__mwords_dist);
      if (k >= 0)
        a->dist = (hpcab_dist)(k + 1);
      else
        hpcab__yaml_problem(L, dist, "dist must be uniform, normal or lognormal, not '%s'",
                            s ? s : hpcab__yaml_type_name(dist));
    }
    if (domain) {
      const char *s = hpcab__yaml_scalar(domain);
      if (domain->type == YAML_SEQUENCE_NODE) {
        a->domain = HPCAB_DOMAIN_INTERVAL;
        if (hpcab__yaml_seq_len(domain) != 2)
          hpcab__yaml_problem(L, domain, "domain interval must be [lo, hi]");
        else if (hpcab__yaml_want_double(L, hpcab__yaml_seq_item(L, domain, 0), "domain bound", &a->dom_lo) &&
                 hpcab__yaml_want_double(L, hpcab__yaml_seq_item(L, domain, 1), "domain bound", &a->dom_hi) &&
                 !(a->dom_lo < a->dom_hi))
          hpcab__yaml_problem(L, domain, "domain interval [%g, %g] is empty", a->dom_lo, a->dom_hi);
      } else if (hpcab__mword_index(s, hpcab__mwords_domain) >= 0) {
        a->domain = (hpcab_domain)(hpcab__mword_index(s, hpcab__mwords_domain) + 1);
      } else
        hpcab__yaml_problem(L, domain, "domain must be positive, nonneg, negative or [lo, hi], not '%s'",
                            s ? s : hpcab__yaml_type_name(domain));
    }
  }
}

static void load_arrays(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *n = hpcab__yaml_get(L, top, "arrays");
  if (!n || !hpcab__yaml_want_type(L, n, YAML_MAPPING_NODE, "arrays")) return;
  if (hpcab__yaml_map_len(n) == 0) hpcab__yaml_problem(L, n, "arrays must not be empty");
  m->arrays = calloc(hpcab__yaml_map_len(n) ? hpcab__yaml_map_len(n) : 1, sizeof *m->arrays);
  if (!m->arrays) {
    L->nomem = true;
    return;
  }
  for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
    yaml_node_t *k = hpcab__yaml_node_at(L, p->key), *v = hpcab__yaml_node_at(L, p->value);
    const char *name = hpcab__yaml_scalar(k);
    if (!name) {
      hpcab__yaml_problem(L, k, "array names must be scalars");
      continue;
    }
    check_name(L, k, name, "array");
    for (size_t j = 0; j < m->narrays; j++)
      if (!strcmp(m->arrays[j].name, name)) hpcab__yaml_problem(L, k, "array '%s' is defined twice", name);
    hpcab__marray *a = &m->arrays[m->narrays];
    if (!(a->name = hpcab__strdup(name))) {
      L->nomem = true;
      return;
    }
    m->narrays++;
    char where[96];
    snprintf(where, sizeof where, "array '%s'", name);
    if (!hpcab__yaml_want_type(L, v, YAML_MAPPING_NODE, where)) continue;
    hpcab__yaml_check_keys(L, v, hpcab__mkeys_array, where);
    yaml_node_t *dt = hpcab__yaml_get(L, v, "dtype"), *shape = hpcab__yaml_get(L, v, "shape"),
                *intent = hpcab__yaml_get(L, v, "intent"), *init = hpcab__yaml_get(L, v, "init"),
                *acc = hpcab__yaml_get(L, v, "accumulate");
    if (dt) want_dtype(L, dt, "dtype", &a->dtype);
    if (!shape)
      hpcab__yaml_problem(L, v, "array '%s' needs a shape", name);
    else if (hpcab__yaml_want_type(L, shape, YAML_SEQUENCE_NODE, "shape")) {
      if (hpcab__yaml_seq_len(shape) == 0) hpcab__yaml_problem(L, shape, "shape of array '%s' must not be empty", name);
      a->shape = calloc(hpcab__yaml_seq_len(shape) ? hpcab__yaml_seq_len(shape) : 1, sizeof *a->shape);
      if (!a->shape) {
        L->nomem = true;
        return;
      }
      bool ok = true;
      for (size_t j = 0; j < hpcab__yaml_seq_len(shape); j++)
        if (!(a->shape[j] = hpcab__yaml_want_expr(L, hpcab__yaml_seq_item(L, shape, j), "shape"))) ok = false;
      if (ok) {
        a->ndim = hpcab__yaml_seq_len(shape);
      } else { /* a manifest with a bad shape is never returned: drop the parts that parsed */
        for (size_t j = 0; j < hpcab__yaml_seq_len(shape); j++) hpcab__expr_free(a->shape[j]);
      }
    }
    if (!intent)
      hpcab__yaml_problem(L, v, "array '%s' needs an intent (in, out or inout)", name);
    else {
      const char *s = hpcab__yaml_scalar(intent);
      int word = hpcab__mword_index(s, hpcab__mwords_intent);
      if (word >= 0)
        a->intent = (hpcab_intent)(word + 1);
      else
        hpcab__yaml_problem(L, intent, "intent must be in, out or inout, not '%s'",
                            s ? s : hpcab__yaml_type_name(intent));
    }
    if (a->intent == HPCAB_INTENT_OUT)
      a->init = HPCAB_INIT_NONE;
    else
      a->init = HPCAB_INIT_DEFAULT;
    if (init && !hpcab__yaml_is_null(init)) {
      if (a->intent == HPCAB_INTENT_OUT)
        hpcab__yaml_problem(L, init, "array '%s' is out: init is only for in and inout arrays", name);
      else if (a->intent)
        load_init(L, a, init);
    }
    if (acc) {
      if (a->intent == HPCAB_INTENT_IN)
        hpcab__yaml_problem(L, acc, "array '%s' is in: accumulate is only for out and inout arrays", name);
      else
        a->accumulate = hpcab__yaml_want_expr(L, acc, "accumulate");
    } else if (a->intent == HPCAB_INTENT_OUT || a->intent == HPCAB_INTENT_INOUT) {
      hpcab_status st = hpcab__expr_parse("1", NULL, NULL, &a->accumulate, NULL);
      if (st != HPCAB_OK) L->nomem = true;
    }
  }
}

/* Each CSR matrix has exactly one rowptr and colidx array and at most one values array (none: a
   pattern-only matrix, e.g. a graph), all with the same rows and cols. */
static void check_csr(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *arrays = hpcab__yaml_get(L, top, "arrays");
  for (size_t i = 0; i < m->narrays; i++) {
    hpcab__marray *a = &m->arrays[i];
    if (a->init != HPCAB_INIT_CSR || !a->matrix || !a->csr) continue;
    bool first = true;
    int count[4] = {0};
    for (size_t j = 0; j < m->narrays; j++) {
      hpcab__marray *b = &m->arrays[j];
      if (b->init != HPCAB_INIT_CSR || !b->matrix || strcmp(a->matrix, b->matrix)) continue;
      if (j < i) first = false;
      count[b->csr]++;
      if (a->rows && b->rows && a->cols && b->cols &&
          (strcmp(hpcab__expr_text(a->rows), hpcab__expr_text(b->rows)) ||
           strcmp(hpcab__expr_text(a->cols), hpcab__expr_text(b->cols))) &&
          j > i) {
        hpcab__yaml_problem(L, hpcab__yaml_get(L, arrays, b->name),
                            "csr array '%s' disagrees with '%s' on the rows or cols of matrix '%s'", b->name, a->name,
                            a->matrix);
      }
    }
    if (first && (count[1] != 1 || count[2] != 1 || count[3] > 1))
      hpcab__yaml_problem(L, hpcab__yaml_get(L, arrays, a->name),
                          "csr matrix '%s' needs exactly one rowptr and one colidx array, and at most one values array",
                          a->matrix);
  }
}

static void load_args(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *n = hpcab__yaml_get(L, top, "args");
  if (!n || !hpcab__yaml_want_type(L, n, YAML_SEQUENCE_NODE, "args")) return;
  m->args = calloc(hpcab__yaml_seq_len(n) ? hpcab__yaml_seq_len(n) : 1, sizeof *m->args);
  size_t total = m->narrays + m->nsizes + m->nparams;
  bool *used = calloc(total ? total : 1, sizeof *used);
  if (!m->args || !used) {
    free(used);
    L->nomem = true;
    return;
  }
  for (size_t i = 0; i < hpcab__yaml_seq_len(n); i++) {
    yaml_node_t *it = hpcab__yaml_seq_item(L, n, i);
    const char *s = hpcab__yaml_scalar(it);
    if (!s || hpcab__yaml_is_null(it)) {
      hpcab__yaml_problem(L, it, "args must be names, not %s", hpcab__yaml_type_name(it));
      continue;
    }
    hpcab__marg arg = {0, 0};
    size_t slot = 0;
    for (size_t j = 0; j < m->narrays && !arg.kind; j++)
      if (!strcmp(m->arrays[j].name, s)) arg = (hpcab__marg){HPCAB_ARG_ARRAY, j}, slot = j;
    for (size_t j = 0; j < m->nsizes && !arg.kind; j++)
      if (m->sizes[j].name && !strcmp(m->sizes[j].name, s))
        arg = (hpcab__marg){HPCAB_ARG_SIZE, j}, slot = m->narrays + j;
    for (size_t j = 0; j < m->nparams && !arg.kind; j++)
      if (!strcmp(m->params[j].name, s)) arg = (hpcab__marg){HPCAB_ARG_PARAM, j}, slot = m->narrays + m->nsizes + j;
    if (!arg.kind) {
      hpcab__yaml_problem(L, it, "args: '%s' is not an array, size or param", s);
      continue;
    }
    if (used[slot]) {
      hpcab__yaml_problem(L, it, "args: '%s' appears twice", s);
      continue;
    }
    used[slot] = true;
    m->args[m->nargs++] = arg;
  }
  for (size_t j = 0; j < total; j++) {
    if (used[j]) continue;
    const char *kind = j < m->narrays ? "array" : j < m->narrays + m->nsizes ? "size" : "param";
    const char *name = j < m->narrays               ? m->arrays[j].name
                       : j < m->narrays + m->nsizes ? m->sizes[j - m->narrays].name
                                                    : m->params[j - m->narrays - m->nsizes].name;
    hpcab__yaml_problem(L, n, "args: %s '%s' is missing", kind, name ? name : "?");
  }
  free(used);
}

static void load_cost(loader *L, yaml_node_t *top)
{
  yaml_node_t *n = hpcab__yaml_get(L, top, "cost");
  if (!n || !hpcab__yaml_want_type(L, n, YAML_MAPPING_NODE, "cost")) return;
  hpcab__yaml_check_keys(L, n, hpcab__mkeys_cost, "cost");
  yaml_node_t *b = hpcab__yaml_get(L, n, "bytes"), *f = hpcab__yaml_get(L, n, "flops");
  if (!b || !f) {
    hpcab__yaml_problem(L, n, "cost needs bytes and flops");
    return;
  }
  L->m->cost_bytes = hpcab__yaml_want_expr(L, b, "cost.bytes");
  L->m->cost_flops = hpcab__yaml_want_expr(L, f, "cost.flops");
}

/* Resolves a source file name against the kernel dir; checks that it exists when there is a dir. */
char *hpcab__manifest_source_path(loader *L, yaml_node_t *n, const char *file, const char *what)
{
  if (!file[0] || file[0] == '/' || strstr(file, "..")) {
    hpcab__yaml_problem(L, n, "%s '%s' must be a file name inside the kernel directory", what, file);
    return NULL;
  }
  if (!L->m->dir) return hpcab__strdup(file);
  char *path = hpcab__asprintf("%s/%s", L->m->dir, file);
  if (!path) {
    L->nomem = true;
    return NULL;
  }
  struct stat st;
  if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) {
    hpcab__yaml_problem(L, n, "%s file '%s' does not exist", what, file);
    free(path);
    return NULL;
  }
  return path;
}

static void load_sources(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *n = hpcab__yaml_get(L, top, "reference"), *b = hpcab__yaml_get(L, top, "baseline");
  char *file = NULL;
  if (n && hpcab__yaml_want_string(L, n, "reference", &file))
    m->reference = hpcab__manifest_source_path(L, n, file, "reference");
  free(file);
  file = NULL;
  if (b && hpcab__yaml_want_string(L, b, "baseline", &file) && strcmp(file, "reference") != 0)
    m->baseline = hpcab__manifest_source_path(L, b, file, "baseline");
  else if (m->reference)
    m->baseline = hpcab__strdup(m->reference);
  free(file);
}

/* Names are unique across sizes, params and arrays. */
static void check_names(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *params = hpcab__yaml_get(L, top, "params"), *arrays = hpcab__yaml_get(L, top, "arrays");
  for (size_t i = 0; i < m->nparams; i++)
    for (size_t j = 0; j < m->nsizes; j++)
      if (m->sizes[j].name && !strcmp(m->params[i].name, m->sizes[j].name))
        hpcab__yaml_problem(L, params, "name '%s' is both a size and a param", m->params[i].name);
  for (size_t i = 0; i < m->narrays; i++) {
    for (size_t j = 0; j < m->nsizes; j++)
      if (m->sizes[j].name && !strcmp(m->arrays[i].name, m->sizes[j].name))
        hpcab__yaml_problem(L, arrays, "name '%s' is both a size and an array", m->arrays[i].name);
    for (size_t j = 0; j < m->nparams; j++)
      if (!strcmp(m->arrays[i].name, m->params[j].name))
        hpcab__yaml_problem(L, arrays, "name '%s' is both a param and an array", m->arrays[i].name);
  }
}

/* The test sizes satisfy the constraints and give non-negative shapes. */
/* Checks that cost.bytes, cost.flops and every accumulate expression evaluate (no overflow, no
   division by zero) at sizes v: the judge's roofline check and its √ℓ tolerance need them at every
   size it draws, and it never drops either silently. `where` names the sizes in the message. */
static void check_evaluable(loader *L, yaml_node_t *top, const int64_t *v, const char *where)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *cost = hpcab__yaml_get(L, top, "cost");
  hpcab__expr *ce[2] = {m->cost_bytes, m->cost_flops};
  static const char *const cname[2] = {"bytes", "flops"};
  for (int k = 0; k < 2; k++) {
    int64_t r;
    if (ce[k] && hpcab__expr_eval(ce[k], v, &r) != HPCAB_OK)
      hpcab__yaml_problem(L, cost && cost->type == YAML_MAPPING_NODE ? hpcab__yaml_get(L, cost, cname[k]) : cost,
                          "cost.%s fails at %s: %s", cname[k], where, hpcab_last_error());
  }
  yaml_node_t *arrays = hpcab__yaml_get(L, top, "arrays");
  for (size_t i = 0; i < m->narrays; i++) {
    int64_t r;
    if (m->arrays[i].accumulate && hpcab__expr_eval(m->arrays[i].accumulate, v, &r) != HPCAB_OK)
      hpcab__yaml_problem(L, arrays ? hpcab__yaml_get(L, arrays, m->arrays[i].name) : NULL,
                          "accumulate of array '%s' fails at %s: %s", m->arrays[i].name, where, hpcab_last_error());
  }
}

/* The cost and accumulate expressions must evaluate at the top corner of the ranges (no footprint
   cap): the largest sizes the judge draws. Where the constraints leave no top corner to find (a
   degenerate manifest whose draws would fail anyway), at the declared maxima, when the derived sizes
   can be computed there. */
static void check_top(loader *L, yaml_node_t *top, int64_t *scratch)
{
  hpcab_manifest *m = L->m;
  hpcab_dtype widest = m->nprec ? m->precisions[0] : HPCAB_F64;
  for (size_t i = 1; i < m->nprec; i++)
    if (hpcab_dtype_size(m->precisions[i]) > hpcab_dtype_size(widest)) widest = m->precisions[i];
  const char *what = "the top of the ranges";
  if (hpcab__sizes_top_values(m, widest, UINT64_MAX, scratch, NULL) != HPCAB_OK) {
    hpcab_error_clear();
    what = "the declared maxima";
    for (size_t i = 0; i < m->nsizes; i++) {
      const hpcab__msize *z = &m->sizes[i];
      scratch[i] = z->kind == HPCAB_SIZE_RANGE ? z->hi : z->kind == HPCAB_SIZE_VALUES ? z->values[0] : 0;
      for (size_t j = 0; z->kind == HPCAB_SIZE_VALUES && j < z->nvalues; j++)
        if (z->values[j] > scratch[i]) scratch[i] = z->values[j];
    }
    if (hpcab__sizes_derive_values(m, scratch) != HPCAB_OK) {
      hpcab_error_clear();
      return;
    }
  }
  char where[512];
  size_t len = (size_t)snprintf(where, sizeof where, "%s (", what);
  for (size_t i = 0; i < m->nsizes && len < sizeof where; i++)
    len += (size_t)snprintf(where + len, sizeof where - len, "%s%s=%lld", i ? ", " : "", m->sizes[i].name,
                            (long long)scratch[i]);
  if (len < sizeof where) snprintf(where + len, sizeof where - len, ")");
  check_evaluable(L, top, scratch, where);
}

static void check_test_sizes(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  int64_t *v = calloc(m->nsizes ? m->nsizes : 1, sizeof *v);
  if (!v) {
    L->nomem = true;
    return;
  }
  for (size_t i = 0; i < m->nsizes; i++) v[i] = m->sizes[i].test;
  yaml_node_t *sizes = hpcab__yaml_get(L, top, "sizes");
  if (hpcab__sizes_derive_values(m, v) != HPCAB_OK) {
    hpcab__yaml_problem(L, sizes, "derived sizes fail at the test sizes: %s", hpcab_last_error());
    free(v);
    return;
  }
  yaml_node_t *cons = hpcab__yaml_get(L, top, "constraints");
  for (size_t i = 0; i < m->ncons; i++) {
    int64_t r;
    yaml_node_t *at = cons && cons->type == YAML_SEQUENCE_NODE && i < hpcab__yaml_seq_len(cons)
                          ? hpcab__yaml_seq_item(L, cons, i)
                          : cons;
    if (hpcab__expr_eval(m->constraints[i], v, &r) != HPCAB_OK)
      hpcab__yaml_problem(L, at, "constraint \"%s\" fails at the test sizes: %s", hpcab__expr_text(m->constraints[i]),
                          hpcab_last_error());
    else if (!r)
      hpcab__yaml_problem(L, at, "constraint \"%s\" is false at the test sizes", hpcab__expr_text(m->constraints[i]));
  }
  yaml_node_t *arrays = hpcab__yaml_get(L, top, "arrays");
  for (size_t i = 0; i < m->narrays; i++)
    for (size_t d = 0; d < m->arrays[i].ndim; d++) {
      int64_t r;
      if (hpcab__expr_eval(m->arrays[i].shape[d], v, &r) != HPCAB_OK || r < 0) {
        hpcab__yaml_problem(L, arrays ? hpcab__yaml_get(L, arrays, m->arrays[i].name) : NULL,
                            "shape of array '%s' is negative or invalid at the test sizes", m->arrays[i].name);
        break;
      }
    }
  check_evaluable(L, top, v, "the test sizes");
  if (!L->nproblems) check_top(L, top, v);
  free(v);
}

void hpcab__manifest_load_sections(loader *L, yaml_node_t *top)
{
  hpcab__yaml_check_keys(L, top, hpcab__mkeys_top, "");
  for (size_t i = 0; hpcab__mkeys_required[i]; i++)
    if (!hpcab__yaml_get(L, top, hpcab__mkeys_required[i]))
      hpcab__yaml_problem(L, top, "missing required key '%s'", hpcab__mkeys_required[i]);
  load_identity(L, top);
  load_precisions(L, top);
  load_sizes(L, top);
  order_sizes(L, top);
  load_constraints(L, top);
  load_params(L, top);
  load_arrays(L, top);
  check_names(L, top);
  check_csr(L, top);
  load_args(L, top);
  load_cost(L, top);
  load_sources(L, top);
  hpcab__manifest_load_residencies(L, top);
  hpcab__manifest_load_scaling(L, top);
  if (!L->nproblems && !L->nomem) check_test_sizes(L, top);
}
