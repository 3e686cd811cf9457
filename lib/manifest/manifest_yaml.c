/* lib/manifest/manifest_yaml.c — the manifest loader's YAML helpers: problems with their line and
   column, typed reads of nodes, unknown keys with the closest valid one, expressions. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "manifest_loader.h"

/* ---- the loader's state: the YAML document and the problems found so far ---- */

void hpcab__yaml_vproblem_at(loader *L, size_t line, size_t col, const char *fmt, va_list ap)
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

void hpcab__yaml_problem_at(loader *L, size_t line, size_t col, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  hpcab__yaml_vproblem_at(L, line, col, fmt, ap);
  va_end(ap);
}

/* Records a problem at the start of node `at` (NULL: 1:1). */

void hpcab__yaml_problem(loader *L, const yaml_node_t *at, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  hpcab__yaml_vproblem_at(L, at ? at->start_mark.line + 1 : 1, at ? at->start_mark.column + 1 : 1, fmt, ap);
  va_end(ap);
}

yaml_node_t *hpcab__yaml_node_at(loader *L, int id)
{
  return yaml_document_get_node(&L->doc, id);
}

bool hpcab__yaml_is_null(const yaml_node_t *n)
{
  if (n->type != YAML_SCALAR_NODE || n->data.scalar.style != YAML_PLAIN_SCALAR_STYLE) return false;
  const char *v = (const char *)n->data.scalar.value;
  return !*v || !strcmp(v, "null") || !strcmp(v, "~") || !strcmp(v, "Null") || !strcmp(v, "NULL");
}

const char *hpcab__yaml_scalar(const yaml_node_t *n)
{
  return n && n->type == YAML_SCALAR_NODE ? (const char *)n->data.scalar.value : NULL;
}

const char *hpcab__yaml_type_name(const yaml_node_t *n)
{
  switch (n->type) {
  case YAML_SCALAR_NODE: return hpcab__yaml_is_null(n) ? "null" : "a scalar";
  case YAML_SEQUENCE_NODE: return "a list";
  case YAML_MAPPING_NODE: return "a mapping";
  default: return "empty";
  }
}

/* Levenshtein distance of two short strings (longer inputs are cut at 63 characters). */
size_t hpcab__yaml_edit_distance(const char *a, const char *b)
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
const char *hpcab__yaml_closest(const char *word, const char *const *valid)
{
  const char *best = NULL;
  size_t bestd = SIZE_MAX;
  for (size_t i = 0; valid[i]; i++) {
    size_t d = hpcab__yaml_edit_distance(word, valid[i]);
    if (d < bestd) {
      bestd = d;
      best = valid[i];
    }
  }
  size_t len = strlen(word);
  size_t limit = len <= 3 ? 1 : (len <= 6 ? 2 : 3);
  return bestd <= limit ? best : NULL;
}

bool hpcab__yaml_in_list(const char *word, const char *const *list)
{
  for (size_t i = 0; list[i]; i++)
    if (!strcmp(word, list[i])) return true;
  return false;
}

/* Checks a mapping's keys: each a scalar, known, and not repeated. `where` names the mapping. */
void hpcab__yaml_check_keys(loader *L, yaml_node_t *map, const char *const *valid, const char *where)
{
  for (yaml_node_pair_t *p = map->data.mapping.pairs.start; p < map->data.mapping.pairs.top; p++) {
    yaml_node_t *k = hpcab__yaml_node_at(L, p->key);
    const char *key = hpcab__yaml_scalar(k);
    if (!key) {
      hpcab__yaml_problem(L, k, "keys%s%s must be scalars", where[0] ? " of " : "", where);
      continue;
    }
    for (yaml_node_pair_t *q = map->data.mapping.pairs.start; q < p; q++) {
      const char *other = hpcab__yaml_scalar(hpcab__yaml_node_at(L, q->key));
      if (other && !strcmp(other, key)) {
        hpcab__yaml_problem(L, k, "duplicate key '%s'%s%s", key, where[0] ? " in " : "", where);
        break;
      }
    }
    if (hpcab__yaml_in_list(key, valid)) continue;
    const char *near = hpcab__yaml_closest(key, valid);
    if (near)
      hpcab__yaml_problem(L, k, "unknown key '%s'%s%s (did you mean '%s'?)", key, where[0] ? " in " : "", where, near);
    else
      hpcab__yaml_problem(L, k, "unknown key '%s'%s%s", key, where[0] ? " in " : "", where);
  }
}

/* The value of `key` in a mapping (the first when repeated), or NULL. */
yaml_node_t *hpcab__yaml_get(loader *L, yaml_node_t *map, const char *key)
{
  for (yaml_node_pair_t *p = map->data.mapping.pairs.start; p < map->data.mapping.pairs.top; p++) {
    const char *k = hpcab__yaml_scalar(hpcab__yaml_node_at(L, p->key));
    if (k && !strcmp(k, key)) return hpcab__yaml_node_at(L, p->value);
  }
  return NULL;
}

/* The key node of `key` (for positions of missing-value problems), or the mapping itself. */
bool hpcab__yaml_want_string(loader *L, yaml_node_t *n, const char *what, char **out)
{
  const char *s = hpcab__yaml_scalar(n);
  if (!s || hpcab__yaml_is_null(n)) {
    hpcab__yaml_problem(L, n, "%s must be a string, not %s", what, hpcab__yaml_type_name(n));
    return false;
  }
  *out = hpcab__strdup(s);
  if (!*out) L->nomem = true;
  return *out != NULL;
}

bool hpcab__yaml_parse_i64(const char *s, int64_t *out)
{
  if (!s || !*s || isspace((unsigned char)*s)) return false;
  char *end;
  errno = 0;
  long long v = strtoll(s, &end, 10);
  if (errno || *end) return false;
  *out = (int64_t)v;
  return true;
}

bool hpcab__yaml_want_int(loader *L, yaml_node_t *n, const char *what, int64_t *out)
{
  const char *s = hpcab__yaml_scalar(n);
  if (!s || n->data.scalar.style != YAML_PLAIN_SCALAR_STYLE || !hpcab__yaml_parse_i64(s, out)) {
    if (s && !hpcab__yaml_is_null(n))
      hpcab__yaml_problem(L, n, "%s must be an integer, not '%s'", what, s);
    else
      hpcab__yaml_problem(L, n, "%s must be an integer, not %s", what, hpcab__yaml_type_name(n));
    return false;
  }
  return true;
}

bool hpcab__yaml_want_double(loader *L, yaml_node_t *n, const char *what, double *out)
{
  const char *s = hpcab__yaml_scalar(n);
  char *end = NULL;
  if (s && n->data.scalar.style == YAML_PLAIN_SCALAR_STYLE && *s && !isspace((unsigned char)*s)) {
    errno = 0;
    double v = strtod(s, &end);
    if (!*end && !errno && isfinite(v)) {
      *out = v;
      return true;
    }
  }
  if (s && !hpcab__yaml_is_null(n))
    hpcab__yaml_problem(L, n, "%s must be a finite number, not '%s'", what, s);
  else
    hpcab__yaml_problem(L, n, "%s must be a finite number, not %s", what, hpcab__yaml_type_name(n));
  return false;
}

bool hpcab__yaml_want_type(loader *L, yaml_node_t *n, yaml_node_type_t type, const char *what)
{
  if (n->type == type && !(type == YAML_SCALAR_NODE && hpcab__yaml_is_null(n))) return true;
  hpcab__yaml_problem(L, n, "%s must be %s, not %s", what,
                      type == YAML_MAPPING_NODE    ? "a mapping"
                      : type == YAML_SEQUENCE_NODE ? "a list"
                                                   : "a scalar",
                      hpcab__yaml_type_name(n));
  return false;
}

bool hpcab__yaml_is_identifier(const char *s)
{
  if (!s || !(isalpha((unsigned char)*s) || *s == '_')) return false;
  for (const char *c = s; *c; c++)
    if (!(isalnum((unsigned char)*c) || *c == '_')) return false;
  return true;
}

size_t hpcab__yaml_seq_len(yaml_node_t *n)
{
  return (size_t)(n->data.sequence.items.top - n->data.sequence.items.start);
}

yaml_node_t *hpcab__yaml_seq_item(loader *L, yaml_node_t *n, size_t i)
{
  return hpcab__yaml_node_at(L, n->data.sequence.items.start[i]);
}

size_t hpcab__yaml_map_len(yaml_node_t *n)
{
  return (size_t)(n->data.mapping.pairs.top - n->data.mapping.pairs.start);
}

/* ---- expressions ---- */

/* Parses an expression from a scalar node (string or integer); reports problems at the node. */
hpcab__expr *hpcab__yaml_want_expr(loader *L, yaml_node_t *n, const char *what)
{
  const char *s = hpcab__yaml_scalar(n);
  if (!s || hpcab__yaml_is_null(n)) {
    hpcab__yaml_problem(L, n, "%s must be an expression, not %s", what, hpcab__yaml_type_name(n));
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
    bool exact = n->start_mark.line == n->end_mark.line &&
                 strlen(s) == n->end_mark.index - n->start_mark.index - (style == YAML_PLAIN_SCALAR_STYLE ? 0 : 2) &&
                 style != YAML_LITERAL_SCALAR_STYLE && style != YAML_FOLDED_SCALAR_STYLE;
    size_t col = n->start_mark.column + 1 + (exact ? off + (style == YAML_PLAIN_SCALAR_STYLE ? 0 : 1) : 0);
    hpcab__yaml_problem_at(L, n->start_mark.line + 1, col, "%s \"%s\": %s", what, s, hpcab_last_error());
  }
  return e;
}
