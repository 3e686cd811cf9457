/*
 * lib/manifest/manifest_loader.h — the manifest loader's state and its YAML helpers, shared by
 * lib/manifest/manifest_yaml.c (the helpers), manifest_sections.c (each section of kernel.yaml) and
 * manifest_load.c (hpcab_manifest_load). Internal.
 */
#ifndef HPCAB_MANIFEST_LOADER_H
#define HPCAB_MANIFEST_LOADER_H

#include <stdarg.h>
#include <stdbool.h>
#include <yaml.h>

#include "expr.h"
#include "internal.h"
#include "manifest_internal.h"

/* At most this many problems are listed in one error message. */
#define MAX_PROBLEMS 20

/* The loader's state: the YAML document and the problems found so far. */
typedef struct {
  yaml_document_t doc;
  const char *path;
  char *msg; /* problems, one "path:line:col: message" line each */
  size_t msglen;
  size_t nproblems;
  bool nomem;
  hpcab_manifest *m;
} loader;

/* ---- problems (each "path:line:col: message"; lines and columns 1-based) ---- */
void hpcab__yaml_vproblem_at(loader *L, size_t line, size_t col, const char *fmt, va_list ap);
void hpcab__yaml_problem_at(loader *L, size_t line, size_t col, const char *fmt, ...) HPCAB_PRINTF(4, 5);
/** A problem at node `at`. */
void hpcab__yaml_problem(loader *L, const yaml_node_t *at, const char *fmt, ...) HPCAB_PRINTF(3, 4);

/* ---- nodes ---- */
yaml_node_t *hpcab__yaml_node_at(loader *L, int id);
bool hpcab__yaml_is_null(const yaml_node_t *n);
/** The text of a scalar node (NULL for other nodes). */
const char *hpcab__yaml_scalar(const yaml_node_t *n);
/** "a mapping", "a list", "null", "a string", ... for messages. */
const char *hpcab__yaml_type_name(const yaml_node_t *n);
size_t hpcab__yaml_edit_distance(const char *a, const char *b);
/** The word of `valid` closest to `word` (for "did you mean"), or NULL when none is close. */
const char *hpcab__yaml_closest(const char *word, const char *const *valid);
bool hpcab__yaml_in_list(const char *word, const char *const *list);
/** Reports every key of `map` not in `valid`, with the closest valid one. */
void hpcab__yaml_check_keys(loader *L, yaml_node_t *map, const char *const *valid, const char *where);
/** The value of `key` in `map` (NULL when absent). */
yaml_node_t *hpcab__yaml_get(loader *L, yaml_node_t *map, const char *key);
bool hpcab__yaml_want_string(loader *L, yaml_node_t *n, const char *what, char **out);
bool hpcab__yaml_parse_i64(const char *s, int64_t *out);
bool hpcab__yaml_want_int(loader *L, yaml_node_t *n, const char *what, int64_t *out);
bool hpcab__yaml_want_double(loader *L, yaml_node_t *n, const char *what, double *out);
bool hpcab__yaml_want_type(loader *L, yaml_node_t *n, yaml_node_type_t type, const char *what);
bool hpcab__yaml_is_identifier(const char *s);
size_t hpcab__yaml_seq_len(yaml_node_t *n);
yaml_node_t *hpcab__yaml_seq_item(loader *L, yaml_node_t *n, size_t i);
size_t hpcab__yaml_map_len(yaml_node_t *n);
/** Parses an expression from a scalar node (string or integer); reports problems at the node. */
hpcab__expr *hpcab__yaml_want_expr(loader *L, yaml_node_t *n, const char *what);

/* ---- the words a manifest accepts (manifest_vocab.c; hpcab_manifest_vocabulary exports them) ---- */
extern const char *const hpcab__mkeys_top[], *const hpcab__mkeys_required[], *const hpcab__mkeys_size[],
                                                                                 *const hpcab__mkeys_param[],
                                                                                     *const hpcab__mkeys_array[],
                                                                                         *const hpcab__mkeys_init[],
                                                                                             *const hpcab__mkeys_cost[];
/* Values; where an enum exists, word i is the enum value i + 1. */
extern const char *const hpcab__mwords_track[], *const hpcab__mwords_precision[],
                                                    *const hpcab__mwords_dtype[],
                                                        *const hpcab__mwords_param_dtype[],
                                                            *const hpcab__mwords_intent[],
                                                                *const hpcab__mwords_init[],
                                                                    *const hpcab__mwords_dist[],
                                                                        *const hpcab__mwords_domain[],
                                                                            *const hpcab__mwords_csr[],
                                                                                *const hpcab__mwords_residency[],
                                                                                    *const hpcab__mwords_reserved[];
/* the optional scaling section (manifest_scaling.c): its keys and the layouts an array may have */
extern const char *const hpcab__mkeys_scaling[];
extern const char *const hpcab__mwords_layout[];
/** The index of `word` in the NULL-terminated `words`, or -1 (also for a NULL word). */
int hpcab__mword_index(const char *word, const char *const *words);
/** A source file name of the manifest resolved against the kernel directory (it must exist there when
    there is one); NULL after reporting a problem at n (manifest_sections.c). */
char *hpcab__manifest_source_path(loader *L, yaml_node_t *n, const char *file, const char *what);

/** Loads `residencies`, `reference_device` and `baseline_device` (manifest_device.c). */
void hpcab__manifest_load_residencies(loader *L, yaml_node_t *top);
/** Checks the optional `scaling:` section (distributed kernels; manifest_scaling.c). */
void hpcab__manifest_load_scaling(loader *L, yaml_node_t *top);

/** Loads every section of the document into L->m, reporting problems (manifest_sections.c). */
void hpcab__manifest_load_sections(loader *L, yaml_node_t *top);

#endif /* HPCAB_MANIFEST_LOADER_H */
