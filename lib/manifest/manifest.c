/* lib/manifest/manifest.c — loading and validating kernel.yaml, accessors, prototype and hash (hpcab/manifest.h). */
#include "hpcab/manifest.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <sodium.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <yaml.h>

#include "internal.h"
#include "manifest_internal.h"

/* At most this many problems are listed in one error message. */
#define MAX_PROBLEMS 20

static const char *const DWARF_NAMES[] = {
  "none", "dense_linear_algebra", "sparse_linear_algebra", "spectral_methods", "n_body_methods",
  "structured_grids", "unstructured_grids", "mapreduce", "combinational_logic", "graph_traversal",
  "dynamic_programming", "backtrack_branch_and_bound", "graphical_models", "finite_state_machines", NULL,
};
#define NDWARFS 14
static const char *const TRACK_NAMES[] = {"invalid", "llr", "sc", "ml"};

static const char *const TOP_KEYS[] = {"name", "title", "track", "dwarf", "level", "symbol", "precisions",
                                       "sizes", "constraints", "params", "arrays", "args", "cost",
                                       "reference", "baseline", NULL};
static const char *const SIZE_KEYS[] = {"range", "values", "expr", "test", NULL};
static const char *const PARAM_KEYS[] = {"dtype", "range", "value", NULL};
static const char *const ARRAY_KEYS[] = {"dtype", "shape", "intent", "init", "accumulate", NULL};
static const char *const INIT_KEYS[] = {"dist", "domain", "index", "function", "csr", "matrix", "rows", "cols", NULL};
static const char *const COST_KEYS[] = {"bytes", "flops", NULL};
static const char *const RESERVED_NAMES[] = {"and", "or", "not", "min", "max", "abs", NULL};

/* ---- the loader's state: the YAML document and the problems found so far ---- */

typedef struct {
  yaml_document_t doc;
  const char *path;
  char *msg;       /* problems, one "path:line:col: message" line each */
  size_t msglen;
  size_t nproblems;
  bool nomem;
  hpcab_manifest *m;
} loader;

static void vproblem_at(loader *L, size_t line, size_t col, const char *fmt, va_list ap)
{
  L->nproblems++;
  if (L->nproblems > MAX_PROBLEMS || L->nomem) return;
  char body[1024];
  vsnprintf(body, sizeof body, fmt, ap);
  char *s = hpcab__asprintf("%s%s%s:%zu:%zu: %s", L->msg ? L->msg : "", L->msg ? "\n" : "", L->path, line, col, body);
  if (!s) {
    L->nomem = true;
    return;
  }
  free(L->msg);
  L->msg = s;
}

/* Records a problem at 1-based line and column. */
static void problem_at(loader *L, size_t line, size_t col, const char *fmt, ...) HPCAB_PRINTF(4, 5);

static void problem_at(loader *L, size_t line, size_t col, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vproblem_at(L, line, col, fmt, ap);
  va_end(ap);
}

/* Records a problem at the start of node `at` (NULL: 1:1). */
static void problem(loader *L, const yaml_node_t *at, const char *fmt, ...) HPCAB_PRINTF(3, 4);

static void problem(loader *L, const yaml_node_t *at, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vproblem_at(L, at ? at->start_mark.line + 1 : 1, at ? at->start_mark.column + 1 : 1, fmt, ap);
  va_end(ap);
}

static yaml_node_t *node_at(loader *L, int id)
{
  return yaml_document_get_node(&L->doc, id);
}

static bool is_null(const yaml_node_t *n)
{
  if (n->type != YAML_SCALAR_NODE || n->data.scalar.style != YAML_PLAIN_SCALAR_STYLE) return false;
  const char *v = (const char *)n->data.scalar.value;
  return !*v || !strcmp(v, "null") || !strcmp(v, "~") || !strcmp(v, "Null") || !strcmp(v, "NULL");
}

static const char *scalar(const yaml_node_t *n)
{
  return n && n->type == YAML_SCALAR_NODE ? (const char *)n->data.scalar.value : NULL;
}

static const char *type_name(const yaml_node_t *n)
{
  switch (n->type) {
  case YAML_SCALAR_NODE: return is_null(n) ? "null" : "a scalar";
  case YAML_SEQUENCE_NODE: return "a list";
  case YAML_MAPPING_NODE: return "a mapping";
  default: return "empty";
  }
}

/* Levenshtein distance of two short strings (longer inputs are cut at 63 characters). */
static size_t edit_distance(const char *a, const char *b)
{
  size_t la = strlen(a), lb = strlen(b);
  if (la > 63) la = 63;
  if (lb > 63) lb = 63;
  size_t prev[64], cur[64];
  for (size_t j = 0; j <= lb; j++) prev[j] = j;
  for (size_t i = 1; i <= la; i++) {
    cur[0] = i;
    for (size_t j = 1; j <= lb; j++) {
      size_t sub = prev[j - 1] + (a[i - 1] != b[j - 1]);
      size_t del = prev[j] + 1, ins = cur[j - 1] + 1;
      cur[j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
    }
    memcpy(prev, cur, (lb + 1) * sizeof prev[0]);
  }
  return prev[lb];
}

/* The valid word closest to `word` when it is close enough to be a likely typo, else NULL. */
static const char *closest(const char *word, const char *const *valid)
{
  const char *best = NULL;
  size_t bestd = SIZE_MAX;
  for (size_t i = 0; valid[i]; i++) {
    size_t d = edit_distance(word, valid[i]);
    if (d < bestd) {
      bestd = d;
      best = valid[i];
    }
  }
  size_t len = strlen(word);
  size_t limit = len <= 3 ? 1 : (len <= 6 ? 2 : 3);
  return bestd <= limit ? best : NULL;
}

static bool in_list(const char *word, const char *const *list)
{
  for (size_t i = 0; list[i]; i++)
    if (!strcmp(word, list[i])) return true;
  return false;
}

/* Checks a mapping's keys: each a scalar, known, and not repeated. `where` names the mapping. */
static void check_keys(loader *L, yaml_node_t *map, const char *const *valid, const char *where)
{
  for (yaml_node_pair_t *p = map->data.mapping.pairs.start; p < map->data.mapping.pairs.top; p++) {
    yaml_node_t *k = node_at(L, p->key);
    const char *key = scalar(k);
    if (!key) {
      problem(L, k, "keys%s%s must be scalars", where[0] ? " of " : "", where);
      continue;
    }
    for (yaml_node_pair_t *q = map->data.mapping.pairs.start; q < p; q++) {
      const char *other = scalar(node_at(L, q->key));
      if (other && !strcmp(other, key)) {
        problem(L, k, "duplicate key '%s'%s%s", key, where[0] ? " in " : "", where);
        break;
      }
    }
    if (in_list(key, valid)) continue;
    const char *near = closest(key, valid);
    if (near)
      problem(L, k, "unknown key '%s'%s%s (did you mean '%s'?)", key, where[0] ? " in " : "", where, near);
    else
      problem(L, k, "unknown key '%s'%s%s", key, where[0] ? " in " : "", where);
  }
}

/* The value of `key` in a mapping (the first when repeated), or NULL. */
static yaml_node_t *get(loader *L, yaml_node_t *map, const char *key)
{
  for (yaml_node_pair_t *p = map->data.mapping.pairs.start; p < map->data.mapping.pairs.top; p++) {
    const char *k = scalar(node_at(L, p->key));
    if (k && !strcmp(k, key)) return node_at(L, p->value);
  }
  return NULL;
}

/* The key node of `key` (for positions of missing-value problems), or the mapping itself. */
static bool want_string(loader *L, yaml_node_t *n, const char *what, char **out)
{
  const char *s = scalar(n);
  if (!s || is_null(n)) {
    problem(L, n, "%s must be a string, not %s", what, type_name(n));
    return false;
  }
  *out = hpcab__strdup(s);
  if (!*out) L->nomem = true;
  return *out != NULL;
}

static bool parse_i64(const char *s, int64_t *out)
{
  if (!s || !*s || isspace((unsigned char)*s)) return false;
  char *end;
  errno = 0;
  long long v = strtoll(s, &end, 10);
  if (errno || *end) return false;
  *out = (int64_t)v;
  return true;
}

static bool want_int(loader *L, yaml_node_t *n, const char *what, int64_t *out)
{
  const char *s = scalar(n);
  if (!s || n->data.scalar.style != YAML_PLAIN_SCALAR_STYLE || !parse_i64(s, out)) {
    if (s && !is_null(n)) problem(L, n, "%s must be an integer, not '%s'", what, s);
    else problem(L, n, "%s must be an integer, not %s", what, type_name(n));
    return false;
  }
  return true;
}

static bool want_double(loader *L, yaml_node_t *n, const char *what, double *out)
{
  const char *s = scalar(n);
  char *end = NULL;
  if (s && n->data.scalar.style == YAML_PLAIN_SCALAR_STYLE && *s && !isspace((unsigned char)*s)) {
    errno = 0;
    double v = strtod(s, &end);
    if (!*end && !errno && isfinite(v)) {
      *out = v;
      return true;
    }
  }
  if (s && !is_null(n)) problem(L, n, "%s must be a finite number, not '%s'", what, s);
  else problem(L, n, "%s must be a finite number, not %s", what, type_name(n));
  return false;
}

static bool want_type(loader *L, yaml_node_t *n, yaml_node_type_t type, const char *what)
{
  if (n->type == type && !(type == YAML_SCALAR_NODE && is_null(n))) return true;
  problem(L, n, "%s must be %s, not %s", what,
          type == YAML_MAPPING_NODE ? "a mapping" : type == YAML_SEQUENCE_NODE ? "a list" : "a scalar",
          type_name(n));
  return false;
}

static bool is_identifier(const char *s)
{
  if (!s || !(isalpha((unsigned char)*s) || *s == '_')) return false;
  for (const char *c = s; *c; c++)
    if (!(isalnum((unsigned char)*c) || *c == '_')) return false;
  return true;
}

static size_t seq_len(yaml_node_t *n)
{
  return (size_t)(n->data.sequence.items.top - n->data.sequence.items.start);
}

static yaml_node_t *seq_item(loader *L, yaml_node_t *n, size_t i)
{
  return node_at(L, n->data.sequence.items.start[i]);
}

static size_t map_len(yaml_node_t *n)
{
  return (size_t)(n->data.mapping.pairs.top - n->data.mapping.pairs.start);
}

/* ---- expressions ---- */

int hpcab__manifest_resolve_size(void *ctx, const char *name, size_t len)
{
  const hpcab_manifest *m = ctx;
  for (size_t i = 0; i < m->nsizes; i++)
    if (m->sizes[i].name && strlen(m->sizes[i].name) == len && !strncmp(m->sizes[i].name, name, len)) return (int)i;
  return -1;
}

/* Parses an expression from a scalar node (string or integer); reports problems at the node. */
static hpcab__expr *want_expr(loader *L, yaml_node_t *n, const char *what)
{
  const char *s = scalar(n);
  if (!s || is_null(n)) {
    problem(L, n, "%s must be an expression, not %s", what, type_name(n));
    return NULL;
  }
  hpcab__expr *e = NULL;
  size_t off = 0;
  hpcab_status st = hpcab__expr_parse(s, hpcab__manifest_resolve_size, L->m, &e, &off);
  if (st == HPCAB_E_NOMEM) {
    L->nomem = true;
  } else if (st != HPCAB_OK) {
    /* point at the offending character when the scalar is one plain or simply quoted line */
    yaml_scalar_style_t style = n->data.scalar.style;
    bool exact = n->start_mark.line == n->end_mark.line && strlen(s) == n->end_mark.index - n->start_mark.index -
                 (style == YAML_PLAIN_SCALAR_STYLE ? 0 : 2) && style != YAML_LITERAL_SCALAR_STYLE &&
                 style != YAML_FOLDED_SCALAR_STYLE;
    size_t col = n->start_mark.column + 1 + (exact ? off + (style == YAML_PLAIN_SCALAR_STYLE ? 0 : 1) : 0);
    problem_at(L, n->start_mark.line + 1, col, "%s \"%s\": %s", what, s, hpcab_last_error());
  }
  return e;
}

/* ---- sections ---- */

static void load_identity(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *n;
  if ((n = get(L, top, "name")) && want_string(L, n, "name", &m->name) && !m->name[0]) problem(L, n, "name must not be empty");
  if ((n = get(L, top, "title"))) want_string(L, n, "title", &m->title);
  if ((n = get(L, top, "symbol")) && want_string(L, n, "symbol", &m->symbol) && !is_identifier(m->symbol))
    problem(L, n, "symbol '%s' is not a C identifier", m->symbol);
  if ((n = get(L, top, "track"))) {
    const char *s = scalar(n);
    for (int t = 1; t <= 3 && s; t++)
      if (!strcmp(s, TRACK_NAMES[t])) m->track = (hpcab_track)t;
    if (!m->track) problem(L, n, "track must be one of llr, sc, ml, not '%s'", s ? s : type_name(n));
  }
  n = get(L, top, "dwarf");
  if (n && !is_null(n)) {
    const char *s = scalar(n);
    for (int d = 1; d < NDWARFS && s; d++)
      if (!strcmp(s, DWARF_NAMES[d])) m->dwarf = (hpcab_dwarf)d;
    if (!m->dwarf) {
      const char *near = s ? closest(s, DWARF_NAMES + 1) : NULL;
      if (near) problem(L, n, "unknown dwarf '%s' (did you mean '%s'?)", s, near);
      else problem(L, n, "unknown dwarf '%s' (one of the 13 Berkeley dwarfs, e.g. dense_linear_algebra)", s ? s : type_name(n));
    } else if (m->track && m->track != HPCAB_TRACK_SC) {
      problem(L, n, "dwarf is only for the sc track");
    }
  } else if (m->track == HPCAB_TRACK_SC) {
    problem(L, n ? n : top, "an sc kernel needs a dwarf");
  }
  m->level = 1;
  if ((n = get(L, top, "level"))) {
    int64_t v;
    if (want_int(L, n, "level", &v)) {
      if (v < 1 || v > 3) problem(L, n, "level must be 1, 2 or 3, not %lld", (long long)v);
      else m->level = (int)v;
    }
  }
}

static void load_precisions(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *n = get(L, top, "precisions");
  if (!n) {
    m->precisions[0] = HPCAB_F64;
    m->nprec = 1;
    return;
  }
  if (!want_type(L, n, YAML_SEQUENCE_NODE, "precisions")) return;
  if (seq_len(n) == 0) problem(L, n, "precisions must not be empty");
  for (size_t i = 0; i < seq_len(n); i++) {
    yaml_node_t *it = seq_item(L, n, i);
    const char *s = scalar(it);
    hpcab_dtype d = HPCAB_DTYPE_INVALID;
    if (s && !strcmp(s, "f64")) d = HPCAB_F64;
    else if (s && !strcmp(s, "f32")) d = HPCAB_F32;
    else if (s && !strcmp(s, "f16")) d = HPCAB_F16;
    else if (s && !strcmp(s, "bf16")) d = HPCAB_BF16;
    if (!d) {
      problem(L, it, "precision must be one of f64, f32, f16, bf16, not '%s'", s ? s : type_name(it));
      continue;
    }
    bool dup = false;
    for (size_t j = 0; j < m->nprec; j++) dup |= m->precisions[j] == d;
    if (dup) problem(L, it, "precision '%s' is listed twice", s);
    else m->precisions[m->nprec++] = d;
  }
}

/* A manifest dtype name or `real` (*out = HPCAB_DTYPE_INVALID). */
static bool want_dtype(loader *L, yaml_node_t *n, const char *what, hpcab_dtype *out)
{
  const char *s = scalar(n);
  if (s && !strcmp(s, "real")) {
    *out = HPCAB_DTYPE_INVALID;
    return true;
  }
  if (s && hpcab_dtype_from_name(s, out) == HPCAB_OK) return true;
  hpcab_error_clear();
  static const char *const NAMES[] = {"real", "f64", "f32", "f16", "bf16", "i8", "i16", "i32", "i64", "u8",
                                      "u16", "u32", "u64", "bool", "c64", "c128", NULL};
  const char *near = s ? closest(s, NAMES) : NULL;
  if (near) problem(L, n, "%s '%s' is not a dtype (did you mean '%s'?)", what, s, near);
  else problem(L, n, "%s '%s' is not a dtype (real, f64, f32, f16, bf16, i8..i64, u8..u64, bool, c64, c128)", what, s ? s : type_name(n));
  return false;
}

/* Checks a declared name: a C identifier, not an expression word. */
static void check_name(loader *L, yaml_node_t *k, const char *name, const char *what)
{
  if (!is_identifier(name)) problem(L, k, "%s name '%s' is not a C identifier", what, name);
  else if (in_list(name, RESERVED_NAMES)) problem(L, k, "%s name '%s' is reserved in expressions", what, name);
}

static void load_sizes(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *n = get(L, top, "sizes");
  if (!n || is_null(n)) return;
  if (!want_type(L, n, YAML_MAPPING_NODE, "sizes")) return;
  m->sizes = calloc(map_len(n) ? map_len(n) : 1, sizeof *m->sizes);
  if (!m->sizes) {
    L->nomem = true;
    return;
  }
  /* names first, so expressions can refer to any size */
  for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
    yaml_node_t *k = node_at(L, p->key);
    const char *name = scalar(k);
    if (!name) {
      problem(L, k, "size names must be scalars");
      continue;
    }
    check_name(L, k, name, "size");
    for (size_t j = 0; j < m->nsizes; j++)
      if (!strcmp(m->sizes[j].name, name)) problem(L, k, "size '%s' is defined twice", name);
    if (!(m->sizes[m->nsizes++].name = hpcab__strdup(name))) L->nomem = true;
  }
  size_t i = 0;
  for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
    yaml_node_t *k = node_at(L, p->key), *v = node_at(L, p->value);
    if (!scalar(k)) continue;
    hpcab__msize *s = &m->sizes[i++];
    char where[96];
    snprintf(where, sizeof where, "size '%s'", s->name);
    if (!want_type(L, v, YAML_MAPPING_NODE, where)) continue;
    check_keys(L, v, SIZE_KEYS, where);
    yaml_node_t *range = get(L, v, "range"), *values = get(L, v, "values"), *expr = get(L, v, "expr"),
                *test = get(L, v, "test");
    int kinds = !!range + !!values + !!expr;
    if (kinds != 1) {
      problem(L, v, "size '%s' needs exactly one of range, values, expr", s->name);
      continue;
    }
    if (range) {
      s->kind = HPCAB_SIZE_RANGE;
      if (!want_type(L, range, YAML_SEQUENCE_NODE, "range")) continue;
      if (seq_len(range) != 2) {
        problem(L, range, "range of size '%s' must be [lo, hi]", s->name);
        continue;
      }
      if (!want_int(L, seq_item(L, range, 0), "range bound", &s->lo) ||
          !want_int(L, seq_item(L, range, 1), "range bound", &s->hi))
        continue;
      if (s->lo < 0) problem(L, range, "range of size '%s' must not be negative", s->name);
      else if (s->lo > s->hi) problem(L, range, "range of size '%s' is empty (%lld > %lld)", s->name, (long long)s->lo, (long long)s->hi);
      s->test = s->lo;
    } else if (values) {
      s->kind = HPCAB_SIZE_VALUES;
      if (!want_type(L, values, YAML_SEQUENCE_NODE, "values")) continue;
      if (seq_len(values) == 0) {
        problem(L, values, "values of size '%s' must not be empty", s->name);
        continue;
      }
      s->values = calloc(seq_len(values), sizeof *s->values);
      if (!s->values) {
        L->nomem = true;
        continue;
      }
      bool ok = true;
      for (size_t j = 0; j < seq_len(values); j++) {
        yaml_node_t *it = seq_item(L, values, j);
        if (!want_int(L, it, "a size value", &s->values[j])) ok = false;
        else if (s->values[j] < 0) {
          problem(L, it, "values of size '%s' must not be negative", s->name);
          ok = false;
        }
      }
      if (!ok) continue;
      s->nvalues = seq_len(values);
      s->test = s->values[0];
    } else {
      s->kind = HPCAB_SIZE_EXPR;
      if (test) problem(L, test, "size '%s' is derived (expr): it takes no test value", s->name);
      s->expr = want_expr(L, expr, "expr");
      continue;
    }
    if (test && want_int(L, test, "test", &s->test)) {
      if (s->kind == HPCAB_SIZE_RANGE && (s->test < s->lo || s->test > s->hi) && s->lo <= s->hi)
        problem(L, test, "test value %lld of size '%s' is outside its range [%lld, %lld]", (long long)s->test, s->name,
                (long long)s->lo, (long long)s->hi);
      if (s->kind == HPCAB_SIZE_VALUES) {
        bool found = false;
        for (size_t j = 0; j < s->nvalues; j++) found |= s->values[j] == s->test;
        if (!found) problem(L, test, "test value %lld of size '%s' is not one of its values", (long long)s->test, s->name);
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
    yaml_node_t *sizes = get(L, top, "sizes");
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
          if (scalar(node_at(L, p->key)) && k++ == path[0]) at = node_at(L, p->key);
      }
      problem(L, at, "sizes form a dependency cycle: %s", chain);
      break;
    }
  }
  free(deps);
  free(state);
}

static void load_constraints(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *n = get(L, top, "constraints");
  if (!n || is_null(n) || !want_type(L, n, YAML_SEQUENCE_NODE, "constraints")) return;
  m->constraints = calloc(seq_len(n) ? seq_len(n) : 1, sizeof *m->constraints);
  if (!m->constraints) {
    L->nomem = true;
    return;
  }
  for (size_t i = 0; i < seq_len(n); i++) {
    hpcab__expr *e = want_expr(L, seq_item(L, n, i), "constraint");
    if (e) m->constraints[m->ncons++] = e;
  }
}

static void load_params(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *n = get(L, top, "params");
  if (!n || is_null(n) || !want_type(L, n, YAML_MAPPING_NODE, "params")) return;
  m->params = calloc(map_len(n) ? map_len(n) : 1, sizeof *m->params);
  if (!m->params) {
    L->nomem = true;
    return;
  }
  for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
    yaml_node_t *k = node_at(L, p->key), *v = node_at(L, p->value);
    const char *name = scalar(k);
    if (!name) {
      problem(L, k, "param names must be scalars");
      continue;
    }
    check_name(L, k, name, "param");
    for (size_t j = 0; j < m->nparams; j++)
      if (!strcmp(m->params[j].name, name)) problem(L, k, "param '%s' is defined twice", name);
    hpcab__mparam *pa = &m->params[m->nparams];
    if (!(pa->name = hpcab__strdup(name))) {
      L->nomem = true;
      return;
    }
    m->nparams++;
    char where[96];
    snprintf(where, sizeof where, "param '%s'", name);
    if (!want_type(L, v, YAML_MAPPING_NODE, where)) continue;
    check_keys(L, v, PARAM_KEYS, where);
    yaml_node_t *dt = get(L, v, "dtype"), *range = get(L, v, "range"), *value = get(L, v, "value");
    if (dt && want_dtype(L, dt, "dtype", &pa->dtype) && pa->dtype != HPCAB_DTYPE_INVALID && pa->dtype != HPCAB_F64 &&
        pa->dtype != HPCAB_F32 && pa->dtype != HPCAB_I32 && pa->dtype != HPCAB_I64)
      problem(L, dt, "param dtype must be real, f64, f32, i32 or i64, not '%s'", scalar(dt));
    if (!!range + !!value != 1) {
      problem(L, v, "param '%s' needs exactly one of range, value", name);
      continue;
    }
    if (range) {
      pa->has_range = true;
      if (!want_type(L, range, YAML_SEQUENCE_NODE, "range")) continue;
      if (seq_len(range) != 2) {
        problem(L, range, "range of param '%s' must be [lo, hi]", name);
        continue;
      }
      if (want_double(L, seq_item(L, range, 0), "range bound", &pa->lo) &&
          want_double(L, seq_item(L, range, 1), "range bound", &pa->hi) && pa->lo > pa->hi)
        problem(L, range, "range of param '%s' is empty", name);
    } else if (want_double(L, value, "value", &pa->lo)) {
      pa->hi = pa->lo;
    }
    bool integer = pa->dtype == HPCAB_I32 || pa->dtype == HPCAB_I64;
    if (integer && (pa->lo != floor(pa->lo) || pa->hi != floor(pa->hi)))
      problem(L, range ? range : value, "integer param '%s' needs integer bounds", name);
    if (pa->dtype == HPCAB_I32 && (pa->lo < INT32_MIN || pa->hi > INT32_MAX))
      problem(L, range ? range : value, "param '%s' does not fit in i32", name);
    if (pa->dtype == HPCAB_I64 && (pa->lo < -9.2e18 || pa->hi > 9.2e18))
      problem(L, range ? range : value, "param '%s' does not fit in i64", name);
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
  if (init->type == YAML_SCALAR_NODE && !is_null(init)) {
    const char *s = scalar(init);
    if (!strcmp(s, "permutation")) {
      a->init = HPCAB_INIT_PERMUTATION;
      if (a->ndim != 1 || !integer) problem(L, init, "permutation needs a 1-D integer array ('%s')", a->name);
    } else if (!strcmp(s, "spd") || !strcmp(s, "diag_dominant")) {
      a->init = s[0] == 's' ? HPCAB_INIT_SPD : HPCAB_INIT_DIAG_DOMINANT;
      if (!real_or_float || !shape_square(a)) problem(L, init, "%s needs a square 2-D real array ('%s')", s, a->name);
    } else if (!strcmp(s, "zeros")) {
      a->init = HPCAB_INIT_ZEROS;
    } else {
      static const char *const KINDS[] = {"permutation", "spd", "diag_dominant", "zeros", NULL};
      const char *near = closest(s, KINDS);
      if (near) problem(L, init, "unknown init '%s' (did you mean '%s'?)", s, near);
      else problem(L, init, "unknown init '%s' (permutation, spd, diag_dominant, zeros, or a mapping)", s);
    }
    return;
  }
  if (!want_type(L, init, YAML_MAPPING_NODE, "init")) return;
  char where[96];
  snprintf(where, sizeof where, "init of array '%s'", a->name);
  check_keys(L, init, INIT_KEYS, where);
  yaml_node_t *dist = get(L, init, "dist"), *domain = get(L, init, "domain"), *index = get(L, init, "index"),
              *function = get(L, init, "function"), *csr = get(L, init, "csr"), *matrix = get(L, init, "matrix"),
              *rows = get(L, init, "rows"), *cols = get(L, init, "cols");
  int groups = !!(dist || domain) + !!index + !!function + !!(csr || matrix || rows || cols);
  if (groups > 1) {
    problem(L, init, "init of array '%s' mixes kinds (one of {dist, domain}, index, function, csr)", a->name);
    return;
  }
  if (index) {
    a->init = HPCAB_INIT_INDEX;
    if (!integer || a->ndim < 1) problem(L, index, "index init needs an integer array ('%s')", a->name);
    a->index = want_expr(L, index, "index");
  } else if (function) {
    a->init = HPCAB_INIT_FUNCTION;
    if (want_string(L, function, "function", &a->function) && !is_identifier(a->function))
      problem(L, function, "function '%s' is not a C identifier", a->function);
  } else if (csr || matrix || rows || cols) {
    a->init = HPCAB_INIT_CSR;
    if (!csr || !matrix || !rows || !cols) {
      problem(L, init, "csr init of array '%s' needs csr, matrix, rows and cols", a->name);
      return;
    }
    const char *part = scalar(csr);
    if (part && !strcmp(part, "rowptr")) a->csr = HPCAB_CSR_ROWPTR;
    else if (part && !strcmp(part, "colidx")) a->csr = HPCAB_CSR_COLIDX;
    else if (part && !strcmp(part, "values")) a->csr = HPCAB_CSR_VALUES;
    else problem(L, csr, "csr part must be rowptr, colidx or values, not '%s'", part ? part : type_name(csr));
    if (a->csr && a->ndim != 1) problem(L, csr, "csr array '%s' must be 1-D", a->name);
    else if ((a->csr == HPCAB_CSR_ROWPTR || a->csr == HPCAB_CSR_COLIDX) && a->dtype != HPCAB_I32 && a->dtype != HPCAB_I64)
      problem(L, csr, "csr %s array '%s' must be i32 or i64", part, a->name);
    else if (a->csr == HPCAB_CSR_VALUES && !real_or_float)
      problem(L, csr, "csr values array '%s' must be real", a->name);
    if (want_string(L, matrix, "matrix", &a->matrix) && !is_identifier(a->matrix))
      problem(L, matrix, "matrix '%s' is not an identifier", a->matrix);
    a->rows = want_expr(L, rows, "rows");
    a->cols = want_expr(L, cols, "cols");
  } else {
    a->init = HPCAB_INIT_DIST;
    if (!real_or_float && (dist || domain) && a->dtype != HPCAB_C64 && a->dtype != HPCAB_C128 && !integer)
      problem(L, init, "dist init needs a numeric array ('%s')", a->name);
    if (dist) {
      const char *s = scalar(dist);
      if (s && !strcmp(s, "uniform")) a->dist = HPCAB_DIST_UNIFORM;
      else if (s && !strcmp(s, "normal")) a->dist = HPCAB_DIST_NORMAL;
      else if (s && !strcmp(s, "lognormal")) a->dist = HPCAB_DIST_LOGNORMAL;
      else problem(L, dist, "dist must be uniform, normal or lognormal, not '%s'", s ? s : type_name(dist));
    }
    if (domain) {
      const char *s = scalar(domain);
      if (domain->type == YAML_SEQUENCE_NODE) {
        a->domain = HPCAB_DOMAIN_INTERVAL;
        if (seq_len(domain) != 2) problem(L, domain, "domain interval must be [lo, hi]");
        else if (want_double(L, seq_item(L, domain, 0), "domain bound", &a->dom_lo) &&
                 want_double(L, seq_item(L, domain, 1), "domain bound", &a->dom_hi) && !(a->dom_lo < a->dom_hi))
          problem(L, domain, "domain interval [%g, %g] is empty", a->dom_lo, a->dom_hi);
      } else if (s && !strcmp(s, "positive")) a->domain = HPCAB_DOMAIN_POSITIVE;
      else if (s && !strcmp(s, "nonneg")) a->domain = HPCAB_DOMAIN_NONNEG;
      else if (s && !strcmp(s, "negative")) a->domain = HPCAB_DOMAIN_NEGATIVE;
      else problem(L, domain, "domain must be positive, nonneg, negative or [lo, hi], not '%s'", s ? s : type_name(domain));
    }
  }
}

static void load_arrays(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *n = get(L, top, "arrays");
  if (!n || !want_type(L, n, YAML_MAPPING_NODE, "arrays")) return;
  if (map_len(n) == 0) problem(L, n, "arrays must not be empty");
  m->arrays = calloc(map_len(n) ? map_len(n) : 1, sizeof *m->arrays);
  if (!m->arrays) {
    L->nomem = true;
    return;
  }
  for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
    yaml_node_t *k = node_at(L, p->key), *v = node_at(L, p->value);
    const char *name = scalar(k);
    if (!name) {
      problem(L, k, "array names must be scalars");
      continue;
    }
    check_name(L, k, name, "array");
    for (size_t j = 0; j < m->narrays; j++)
      if (!strcmp(m->arrays[j].name, name)) problem(L, k, "array '%s' is defined twice", name);
    hpcab__marray *a = &m->arrays[m->narrays];
    if (!(a->name = hpcab__strdup(name))) {
      L->nomem = true;
      return;
    }
    m->narrays++;
    char where[96];
    snprintf(where, sizeof where, "array '%s'", name);
    if (!want_type(L, v, YAML_MAPPING_NODE, where)) continue;
    check_keys(L, v, ARRAY_KEYS, where);
    yaml_node_t *dt = get(L, v, "dtype"), *shape = get(L, v, "shape"), *intent = get(L, v, "intent"),
                *init = get(L, v, "init"), *acc = get(L, v, "accumulate");
    if (dt) want_dtype(L, dt, "dtype", &a->dtype);
    if (!shape) problem(L, v, "array '%s' needs a shape", name);
    else if (want_type(L, shape, YAML_SEQUENCE_NODE, "shape")) {
      if (seq_len(shape) == 0) problem(L, shape, "shape of array '%s' must not be empty", name);
      a->shape = calloc(seq_len(shape) ? seq_len(shape) : 1, sizeof *a->shape);
      if (!a->shape) {
        L->nomem = true;
        return;
      }
      bool ok = true;
      for (size_t j = 0; j < seq_len(shape); j++)
        if (!(a->shape[j] = want_expr(L, seq_item(L, shape, j), "shape"))) ok = false;
      if (ok) {
        a->ndim = seq_len(shape);
      } else { /* a manifest with a bad shape is never returned: drop the parts that parsed */
        for (size_t j = 0; j < seq_len(shape); j++) hpcab__expr_free(a->shape[j]);
      }
    }
    if (!intent) problem(L, v, "array '%s' needs an intent (in, out or inout)", name);
    else {
      const char *s = scalar(intent);
      if (s && !strcmp(s, "in")) a->intent = HPCAB_INTENT_IN;
      else if (s && !strcmp(s, "out")) a->intent = HPCAB_INTENT_OUT;
      else if (s && !strcmp(s, "inout")) a->intent = HPCAB_INTENT_INOUT;
      else problem(L, intent, "intent must be in, out or inout, not '%s'", s ? s : type_name(intent));
    }
    if (a->intent == HPCAB_INTENT_OUT) a->init = HPCAB_INIT_NONE;
    else a->init = HPCAB_INIT_DEFAULT;
    if (init && !is_null(init)) {
      if (a->intent == HPCAB_INTENT_OUT) problem(L, init, "array '%s' is out: init is only for in and inout arrays", name);
      else if (a->intent) load_init(L, a, init);
    }
    if (acc) {
      if (a->intent == HPCAB_INTENT_IN) problem(L, acc, "array '%s' is in: accumulate is only for out and inout arrays", name);
      else a->accumulate = want_expr(L, acc, "accumulate");
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
  yaml_node_t *arrays = get(L, top, "arrays");
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
           strcmp(hpcab__expr_text(a->cols), hpcab__expr_text(b->cols))) && j > i) {
        problem(L, get(L, arrays, b->name), "csr array '%s' disagrees with '%s' on the rows or cols of matrix '%s'",
                b->name, a->name, a->matrix);
      }
    }
    if (first && (count[1] != 1 || count[2] != 1 || count[3] > 1))
      problem(L, get(L, arrays, a->name),
              "csr matrix '%s' needs exactly one rowptr and one colidx array, and at most one values array", a->matrix);
  }
}

static void load_args(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *n = get(L, top, "args");
  if (!n || !want_type(L, n, YAML_SEQUENCE_NODE, "args")) return;
  m->args = calloc(seq_len(n) ? seq_len(n) : 1, sizeof *m->args);
  size_t total = m->narrays + m->nsizes + m->nparams;
  bool *used = calloc(total ? total : 1, sizeof *used);
  if (!m->args || !used) {
    free(used);
    L->nomem = true;
    return;
  }
  for (size_t i = 0; i < seq_len(n); i++) {
    yaml_node_t *it = seq_item(L, n, i);
    const char *s = scalar(it);
    if (!s || is_null(it)) {
      problem(L, it, "args must be names, not %s", type_name(it));
      continue;
    }
    hpcab__marg arg = {0, 0};
    size_t slot = 0;
    for (size_t j = 0; j < m->narrays && !arg.kind; j++)
      if (!strcmp(m->arrays[j].name, s)) arg = (hpcab__marg){HPCAB_ARG_ARRAY, j}, slot = j;
    for (size_t j = 0; j < m->nsizes && !arg.kind; j++)
      if (m->sizes[j].name && !strcmp(m->sizes[j].name, s)) arg = (hpcab__marg){HPCAB_ARG_SIZE, j}, slot = m->narrays + j;
    for (size_t j = 0; j < m->nparams && !arg.kind; j++)
      if (!strcmp(m->params[j].name, s)) arg = (hpcab__marg){HPCAB_ARG_PARAM, j}, slot = m->narrays + m->nsizes + j;
    if (!arg.kind) {
      problem(L, it, "args: '%s' is not an array, size or param", s);
      continue;
    }
    if (used[slot]) {
      problem(L, it, "args: '%s' appears twice", s);
      continue;
    }
    used[slot] = true;
    m->args[m->nargs++] = arg;
  }
  for (size_t j = 0; j < total; j++) {
    if (used[j]) continue;
    const char *kind = j < m->narrays ? "array" : j < m->narrays + m->nsizes ? "size" : "param";
    const char *name = j < m->narrays ? m->arrays[j].name
                       : j < m->narrays + m->nsizes ? m->sizes[j - m->narrays].name
                                                    : m->params[j - m->narrays - m->nsizes].name;
    problem(L, n, "args: %s '%s' is missing", kind, name ? name : "?");
  }
  free(used);
}

static void load_cost(loader *L, yaml_node_t *top)
{
  yaml_node_t *n = get(L, top, "cost");
  if (!n || !want_type(L, n, YAML_MAPPING_NODE, "cost")) return;
  check_keys(L, n, COST_KEYS, "cost");
  yaml_node_t *b = get(L, n, "bytes"), *f = get(L, n, "flops");
  if (!b || !f) {
    problem(L, n, "cost needs bytes and flops");
    return;
  }
  L->m->cost_bytes = want_expr(L, b, "cost.bytes");
  L->m->cost_flops = want_expr(L, f, "cost.flops");
}

/* Resolves a source file name against the kernel dir; checks that it exists when there is a dir. */
static char *source_path(loader *L, yaml_node_t *n, const char *file, const char *what)
{
  if (!file[0] || file[0] == '/' || strstr(file, "..")) {
    problem(L, n, "%s '%s' must be a file name inside the kernel directory", what, file);
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
    problem(L, n, "%s file '%s' does not exist", what, file);
    free(path);
    return NULL;
  }
  return path;
}

static void load_sources(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *n = get(L, top, "reference"), *b = get(L, top, "baseline");
  char *file = NULL;
  if (n && want_string(L, n, "reference", &file)) m->reference = source_path(L, n, file, "reference");
  free(file);
  file = NULL;
  if (b && want_string(L, b, "baseline", &file) && strcmp(file, "reference") != 0) m->baseline = source_path(L, b, file, "baseline");
  else if (m->reference) m->baseline = hpcab__strdup(m->reference);
  free(file);
}

/* Names are unique across sizes, params and arrays. */
static void check_names(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *params = get(L, top, "params"), *arrays = get(L, top, "arrays");
  for (size_t i = 0; i < m->nparams; i++)
    for (size_t j = 0; j < m->nsizes; j++)
      if (m->sizes[j].name && !strcmp(m->params[i].name, m->sizes[j].name))
        problem(L, params, "name '%s' is both a size and a param", m->params[i].name);
  for (size_t i = 0; i < m->narrays; i++) {
    for (size_t j = 0; j < m->nsizes; j++)
      if (m->sizes[j].name && !strcmp(m->arrays[i].name, m->sizes[j].name))
        problem(L, arrays, "name '%s' is both a size and an array", m->arrays[i].name);
    for (size_t j = 0; j < m->nparams; j++)
      if (!strcmp(m->arrays[i].name, m->params[j].name))
        problem(L, arrays, "name '%s' is both a param and an array", m->arrays[i].name);
  }
}

/* The test sizes satisfy the constraints and give non-negative shapes. */
/* Checks that cost.bytes, cost.flops and every accumulate expression evaluate (no overflow, no
   division by zero) at sizes v: the judge's roofline check and its √ℓ tolerance need them at every
   size it draws, and it never drops either silently. `where` names the sizes in the message. */
static void check_evaluable(loader *L, yaml_node_t *top, const int64_t *v, const char *where)
{
  hpcab_manifest *m = L->m;
  yaml_node_t *cost = get(L, top, "cost");
  hpcab__expr *ce[2] = {m->cost_bytes, m->cost_flops};
  static const char *const cname[2] = {"bytes", "flops"};
  for (int k = 0; k < 2; k++) {
    int64_t r;
    if (ce[k] && hpcab__expr_eval(ce[k], v, &r) != HPCAB_OK)
      problem(L, cost && cost->type == YAML_MAPPING_NODE ? get(L, cost, cname[k]) : cost, "cost.%s fails at %s: %s",
              cname[k], where, hpcab_last_error());
  }
  yaml_node_t *arrays = get(L, top, "arrays");
  for (size_t i = 0; i < m->narrays; i++) {
    int64_t r;
    if (m->arrays[i].accumulate && hpcab__expr_eval(m->arrays[i].accumulate, v, &r) != HPCAB_OK)
      problem(L, arrays ? get(L, arrays, m->arrays[i].name) : NULL, "accumulate of array '%s' fails at %s: %s",
              m->arrays[i].name, where, hpcab_last_error());
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
  yaml_node_t *sizes = get(L, top, "sizes");
  if (hpcab__sizes_derive_values(m, v) != HPCAB_OK) {
    problem(L, sizes, "derived sizes fail at the test sizes: %s", hpcab_last_error());
    free(v);
    return;
  }
  yaml_node_t *cons = get(L, top, "constraints");
  for (size_t i = 0; i < m->ncons; i++) {
    int64_t r;
    yaml_node_t *at = cons && cons->type == YAML_SEQUENCE_NODE && i < seq_len(cons) ? seq_item(L, cons, i) : cons;
    if (hpcab__expr_eval(m->constraints[i], v, &r) != HPCAB_OK)
      problem(L, at, "constraint \"%s\" fails at the test sizes: %s", hpcab__expr_text(m->constraints[i]), hpcab_last_error());
    else if (!r)
      problem(L, at, "constraint \"%s\" is false at the test sizes", hpcab__expr_text(m->constraints[i]));
  }
  yaml_node_t *arrays = get(L, top, "arrays");
  for (size_t i = 0; i < m->narrays; i++)
    for (size_t d = 0; d < m->arrays[i].ndim; d++) {
      int64_t r;
      if (hpcab__expr_eval(m->arrays[i].shape[d], v, &r) != HPCAB_OK || r < 0) {
        problem(L, arrays ? get(L, arrays, m->arrays[i].name) : NULL, "shape of array '%s' is negative or invalid at the test sizes",
                m->arrays[i].name);
        break;
      }
    }
  check_evaluable(L, top, v, "the test sizes");
  if (!L->nproblems) check_top(L, top, v);
  free(v);
}

/* The deepest nesting of sequences and mappings a manifest may have (a real one needs 4). libyaml's
   scanner does work proportional to the depth for every token, so a deeply nested document costs
   time quadratic in its depth (200 000 levels: over a minute): the events are read first, and the
   document refused at the first level past the cap, before it is loaded. Syntax errors are left for
   the loader to report. */
#define MAX_YAML_DEPTH 64

static hpcab_status check_depth(const char *yaml, size_t len, const char *path)
{
  yaml_parser_t p;
  if (!yaml_parser_initialize(&p)) return hpcab__nomem("initializing the YAML parser", sizeof p);
  yaml_parser_set_input_string(&p, (const unsigned char *)yaml, len);
  hpcab_status st = HPCAB_OK;
  int depth = 0;
  for (;;) {
    yaml_event_t e;
    if (!yaml_parser_parse(&p, &e)) break;
    yaml_event_type_t t = e.type;
    if (t == YAML_SEQUENCE_START_EVENT || t == YAML_MAPPING_START_EVENT) {
      if (++depth > MAX_YAML_DEPTH)
        st = hpcab__seterr(HPCAB_E_PARSE, "%s:%zu:%zu: nested deeper than %d levels (a manifest needs a few)", path,
                           e.start_mark.line + 1, e.start_mark.column + 1, MAX_YAML_DEPTH);
    } else if (t == YAML_SEQUENCE_END_EVENT || t == YAML_MAPPING_END_EVENT) {
      depth--;
    }
    yaml_event_delete(&e);
    if (st != HPCAB_OK || t == YAML_STREAM_END_EVENT) break;
  }
  yaml_parser_delete(&p);
  return st;
}

static char *kernel_id(const char *dir, const char *name)
{
  if (dir) {
    const char *best = NULL;
    for (const char *p = strstr(dir, "/kernels/"); p; p = strstr(p + 1, "/kernels/")) best = p;
    if (best && best[9]) return hpcab__strdup(best + 9);
  }
  return hpcab__strdup(name ? name : "");
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
  free(m->yaml);
  free(m);
}

HPCAB_API hpcab_status hpcab_manifest_load_string(const char *yaml, size_t len, const char *display_path,
                                                  const char *dir, hpcab_manifest **out)
{
  if (!out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_load_string: NULL out");
  *out = NULL;
  if (!yaml && len) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_load_string: NULL yaml");
  const char *path = display_path ? display_path : "<string>";
  loader L = {.path = path};
  hpcab_manifest *m = calloc(1, sizeof *m);
  if (!m) return hpcab__nomem("loading a manifest", sizeof *m);
  L.m = m;
  m->yaml = malloc(len + 1);
  if (!m->yaml) {
    free(m);
    return hpcab__nomem("loading a manifest", len + 1);
  }
  if (len) memcpy(m->yaml, yaml, len);
  m->yaml[len] = '\0';
  m->yaml_len = len;
  if (dir) {
    char *abs = realpath(dir, NULL);
    if (!abs) {
      hpcab_manifest_free(m);
      return hpcab__seterr_errno("%s: kernel directory %s", path, dir);
    }
    m->dir = abs;
  }

  hpcab_status depth_st = check_depth(m->yaml, len, path);
  if (depth_st != HPCAB_OK) {
    hpcab_manifest_free(m);
    return depth_st;
  }
  yaml_parser_t parser;
  if (!yaml_parser_initialize(&parser)) {
    hpcab_manifest_free(m);
    return hpcab__nomem("initializing the YAML parser", sizeof parser);
  }
  yaml_parser_set_input_string(&parser, (const unsigned char *)m->yaml, len);
  if (!yaml_parser_load(&parser, &L.doc)) {
    hpcab_status st = parser.error == YAML_MEMORY_ERROR
                          ? hpcab__nomem("parsing YAML", len)
                          : hpcab__seterr(HPCAB_E_PARSE, "%s:%zu:%zu: invalid YAML: %s%s%s", path,
                                          parser.problem_mark.line + 1, parser.problem_mark.column + 1,
                                          parser.problem ? parser.problem : "syntax error",
                                          parser.context ? " " : "", parser.context ? parser.context : "");
    yaml_parser_delete(&parser);
    hpcab_manifest_free(m);
    return st;
  }
  yaml_parser_delete(&parser);

  yaml_node_t *top = yaml_document_get_root_node(&L.doc);
  if (!top) {
    problem(&L, NULL, "the manifest is empty");
  } else if (top->type != YAML_MAPPING_NODE) {
    problem(&L, top, "the manifest must be a mapping, not %s", type_name(top));
  } else {
    check_keys(&L, top, TOP_KEYS, "");
    static const char *const REQUIRED[] = {"name", "track", "symbol", "arrays", "args", "reference"};
    for (size_t i = 0; i < sizeof REQUIRED / sizeof REQUIRED[0]; i++)
      if (!get(&L, top, REQUIRED[i])) problem(&L, top, "missing required key '%s'", REQUIRED[i]);
    load_identity(&L, top);
    load_precisions(&L, top);
    load_sizes(&L, top);
    order_sizes(&L, top);
    load_constraints(&L, top);
    load_params(&L, top);
    load_arrays(&L, top);
    check_names(&L, top);
    check_csr(&L, top);
    load_args(&L, top);
    load_cost(&L, top);
    load_sources(&L, top);
    if (!L.nproblems && !L.nomem) check_test_sizes(&L, top);
  }
  yaml_document_delete(&L.doc);
  if (!m->title && !L.nomem && !(m->title = hpcab__strdup(""))) L.nomem = true;
  if (!L.nomem && !L.nproblems && !(m->id = kernel_id(m->dir, m->name))) L.nomem = true;

  hpcab_status st = HPCAB_OK;
  if (L.nomem) {
    st = hpcab__nomem("loading a manifest", len);
  } else if (L.nproblems) {
    if (L.nproblems > MAX_PROBLEMS)
      st = hpcab__seterr(HPCAB_E_MANIFEST, "%s\n%s: %zu more problems", L.msg, path, L.nproblems - MAX_PROBLEMS);
    else
      st = hpcab__seterr(HPCAB_E_MANIFEST, "%s", L.msg);
  }
  free(L.msg);
  if (st != HPCAB_OK) {
    hpcab_manifest_free(m);
    return st;
  }
  *out = m;
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_manifest_load(const char *path, hpcab_manifest **out)
{
  if (!path || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_load: NULL argument");
  *out = NULL;
  struct stat st;
  if (stat(path, &st) != 0) return hpcab__seterr(HPCAB_E_IO, "%s: cannot open manifest: %s", path, strerror(errno));
  char *file, *dir;
  if (S_ISDIR(st.st_mode)) {
    size_t n = strlen(path);
    while (n > 1 && path[n - 1] == '/') n--;
    file = hpcab__asprintf("%.*s/kernel.yaml", (int)n, path);
    dir = hpcab__strdup(path);
  } else {
    file = hpcab__strdup(path);
    const char *slash = strrchr(path, '/');
    dir = slash ? hpcab__asprintf("%.*s", (int)(slash == path ? 1 : slash - path), path) : hpcab__strdup(".");
  }
  if (!file || !dir) {
    free(file);
    free(dir);
    return HPCAB_E_NOMEM;
  }
  char *data = NULL;
  size_t len = 0;
  hpcab_status s = hpcab__read_file(file, &data, &len);
  if (s == HPCAB_OK) s = hpcab_manifest_load_string(data, len, file, dir, out);
  else if (s == HPCAB_E_SYSTEM) s = hpcab__seterr(HPCAB_E_IO, "%s", hpcab_last_error());
  free(data);
  free(file);
  free(dir);
  return s;
}

/* ---- accessors ---- */

#define CHECK_M(ret) \
  if (!m) return ret
#define CHECK_I(count, ret) \
  if (!m || i >= (count)) return ret

HPCAB_API const char *hpcab_manifest_id(const hpcab_manifest *m) { CHECK_M(NULL); return m->id; }
HPCAB_API const char *hpcab_manifest_name(const hpcab_manifest *m) { CHECK_M(NULL); return m->name; }
HPCAB_API const char *hpcab_manifest_title(const hpcab_manifest *m) { CHECK_M(NULL); return m->title; }
HPCAB_API hpcab_track hpcab_manifest_track(const hpcab_manifest *m) { CHECK_M(HPCAB_TRACK_INVALID); return m->track; }
HPCAB_API hpcab_dwarf hpcab_manifest_dwarf(const hpcab_manifest *m) { CHECK_M(HPCAB_DWARF_NONE); return m->dwarf; }
HPCAB_API int hpcab_manifest_level(const hpcab_manifest *m) { CHECK_M(0); return m->level; }
HPCAB_API const char *hpcab_manifest_symbol(const hpcab_manifest *m) { CHECK_M(NULL); return m->symbol; }
HPCAB_API const char *hpcab_manifest_dir(const hpcab_manifest *m) { CHECK_M(NULL); return m->dir; }
HPCAB_API const char *hpcab_manifest_reference(const hpcab_manifest *m) { CHECK_M(NULL); return m->reference; }
HPCAB_API const char *hpcab_manifest_baseline(const hpcab_manifest *m) { CHECK_M(NULL); return m->baseline; }

HPCAB_API const char *hpcab_track_name(hpcab_track track)
{
  return track >= HPCAB_TRACK_LLR && track <= HPCAB_TRACK_ML ? TRACK_NAMES[track] : "invalid";
}

HPCAB_API const char *hpcab_dwarf_name(hpcab_dwarf dwarf)
{
  return dwarf > HPCAB_DWARF_NONE && (int)dwarf < NDWARFS ? DWARF_NAMES[dwarf] : "none";
}

HPCAB_API size_t hpcab_manifest_precision_count(const hpcab_manifest *m) { CHECK_M(0); return m->nprec; }

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

HPCAB_API size_t hpcab_manifest_size_count(const hpcab_manifest *m) { CHECK_M(0); return m->nsizes; }

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

HPCAB_API hpcab_status hpcab_manifest_size_values(const hpcab_manifest *m, size_t i, const int64_t **values, size_t *count)
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

static hpcab_status find_name(const char *what, const char *name, size_t count, const char *(*get_name)(const hpcab_manifest *, size_t),
                              const hpcab_manifest *m, size_t *index)
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

HPCAB_API size_t hpcab_manifest_constraint_count(const hpcab_manifest *m) { CHECK_M(0); return m->ncons; }

HPCAB_API const char *hpcab_manifest_constraint(const hpcab_manifest *m, size_t i)
{
  CHECK_I(m->ncons, NULL);
  return hpcab__expr_text(m->constraints[i]);
}

HPCAB_API size_t hpcab_manifest_param_count(const hpcab_manifest *m) { CHECK_M(0); return m->nparams; }

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

HPCAB_API size_t hpcab_manifest_array_count(const hpcab_manifest *m) { CHECK_M(0); return m->narrays; }

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

HPCAB_API size_t hpcab_manifest_arg_count(const hpcab_manifest *m) { CHECK_M(0); return m->nargs; }

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

/* ---- prototype, hash ---- */

/* Appends printf output at buf + *len when it fits (buf holds cap bytes); *len always grows by the full length. */
static void emit(char *buf, size_t cap, size_t *len, const char *fmt, ...) HPCAB_PRINTF(4, 5);

static void emit(char *buf, size_t cap, size_t *len, const char *fmt, ...)
{
  char tmp[1];
  va_list ap;
  va_start(ap, fmt);
  int k = vsnprintf(*len < cap ? buf + *len : tmp, *len < cap ? cap - *len : sizeof tmp, fmt, ap);
  va_end(ap);
  if (k > 0) *len += (size_t)k;
}

HPCAB_API hpcab_status hpcab_manifest_prototype(const hpcab_manifest *m, hpcab_dtype precision, char *buf, size_t cap,
                                                size_t *needed)
{
  if (!m || (!buf && cap)) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_prototype: NULL argument");
  if (!hpcab_manifest_has_precision(m, precision))
    return hpcab__seterr(HPCAB_E_INVALID, "%s: precision '%s' is not one of the manifest's precisions", m->id,
                         hpcab_dtype_name(precision));
  size_t len = 0;
#define EMIT(...) emit(buf, cap, &len, __VA_ARGS__)
  EMIT("void %s(", m->symbol);
  for (size_t i = 0; i < m->nargs; i++) {
    size_t j = m->args[i].index;
    const char *sep = i ? ", " : "";
    switch (m->args[i].kind) {
    case HPCAB_ARG_ARRAY: {
      const hpcab__marray *a = &m->arrays[j];
      hpcab_dtype d = a->dtype ? a->dtype : precision;
      EMIT("%s%s%s *restrict %s", sep, a->intent == HPCAB_INTENT_IN ? "const " : "", hpcab_dtype_ctype(d), a->name);
      break;
    }
    case HPCAB_ARG_SIZE: EMIT("%sint64_t %s", sep, m->sizes[j].name); break;
    case HPCAB_ARG_PARAM: {
      hpcab_dtype d = m->params[j].dtype ? m->params[j].dtype : precision;
      EMIT("%s%s %s", sep, hpcab_dtype_ctype(d), m->params[j].name);
      break;
    }
    }
  }
  if (m->nargs == 0) EMIT("void");
  EMIT(");");
#undef EMIT
  if (needed) *needed = len;
  if (len >= cap)
    return hpcab__seterr(HPCAB_E_RANGE, "%s: the prototype needs %zu bytes, the buffer holds %zu", m->id, len + 1, cap);
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_manifest_hash(const hpcab_manifest *m, uint8_t out[32])
{
  if (!m || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_hash: NULL argument");
  if (sodium_init() < 0) return hpcab__seterr(HPCAB_E_SYSTEM, "hpcab_manifest_hash: libsodium failed to initialize");
  crypto_generichash_state st;
  static const char DOMAIN[] = "libhpcabench manifest v1";
  crypto_generichash_init(&st, NULL, 0, 32);
  crypto_generichash_update(&st, (const unsigned char *)DOMAIN, sizeof DOMAIN);
  crypto_generichash_update(&st, (const unsigned char *)m->id, strlen(m->id) + 1);
  crypto_generichash_update(&st, (const unsigned char *)m->yaml, m->yaml_len);
  crypto_generichash_final(&st, out, 32);
  return HPCAB_OK;
}
