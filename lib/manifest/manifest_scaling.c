/* lib/manifest/manifest_scaling.c — the optional `scaling:` section of a manifest (distributed kernels,
   lib/DESIGN.md §17; kernels/MANIFEST.md "scaling"): checked here, read by the distributed driver
   (bindings/python/hpcabench/distributed.py) from the manifest's text.

     scaling:
       pes: [1, 2, 4]            # the processing-element counts to grade at (increasing, >= 1)
       split: N                  # the size every `block` array is divided along (its first dimension)
       layout: {x: block, r: {halo: 1}, y: replicated}   # every array: block, replicated or {halo: H}
       weak: {N: 1}              # weak scaling: N grows as N * P^e (sizes, exponents 0..3)
       reference_mpi: reference_mpi.c                     # the MPI reference (the baseline at P = 1)
*/
#include <string.h>

#include "manifest_internal.h"
#include "manifest_loader.h"

static const hpcab__marray *find_array(const hpcab_manifest *m, const char *name)
{
  for (size_t i = 0; i < m->narrays; i++)
    if (!strcmp(m->arrays[i].name, name)) return &m->arrays[i];
  return NULL;
}

static bool is_size(const hpcab_manifest *m, const char *name)
{
  for (size_t i = 0; i < m->nsizes; i++)
    if (!strcmp(m->sizes[i].name, name)) return true;
  return false;
}

static void load_pes(loader *L, yaml_node_t *n)
{
  if (!hpcab__yaml_want_type(L, n, YAML_SEQUENCE_NODE, "scaling.pes")) return;
  if (hpcab__yaml_seq_len(n) == 0) hpcab__yaml_problem(L, n, "scaling.pes must not be empty");
  int64_t last = 0;
  for (size_t i = 0; i < hpcab__yaml_seq_len(n); i++) {
    int64_t p = 0;
    yaml_node_t *it = hpcab__yaml_seq_item(L, n, i);
    if (!hpcab__yaml_want_int(L, it, "scaling.pes", &p)) continue;
    if (p < 1 || p > 4096)
      hpcab__yaml_problem(L, it, "a processing-element count is 1..4096, not %lld", (long long)p);
    else if (p <= last)
      hpcab__yaml_problem(L, it, "scaling.pes must increase (%lld after %lld)", (long long)p, (long long)last);
    last = p;
  }
}

/* One array's layout: block, replicated, or {halo: H} (a block with H ghost rows on each side). A
   block array's first dimension must be the split size. */
static void load_layout_entry(loader *L, yaml_node_t *key, yaml_node_t *v, const char *split)
{
  const hpcab_manifest *m = L->m;
  const char *name = hpcab__yaml_scalar(key);
  const hpcab__marray *a = name ? find_array(m, name) : NULL;
  if (!a) {
    hpcab__yaml_problem(L, key, "scaling.layout: '%s' is not an array of this kernel", name ? name : "");
    return;
  }
  bool block = false;
  if (v->type == YAML_MAPPING_NODE) {
    static const char *const keys[] = {"halo", NULL};
    hpcab__yaml_check_keys(L, v, keys, "scaling.layout entry");
    yaml_node_t *h = hpcab__yaml_get(L, v, "halo");
    int64_t width = 0;
    if (!h)
      hpcab__yaml_problem(L, v, "scaling.layout.%s: a mapping layout is {halo: H}", name);
    else if (hpcab__yaml_want_int(L, h, "halo", &width) && (width < 1 || width > 64))
      hpcab__yaml_problem(L, h, "a halo width is 1..64 rows, not %lld", (long long)width);
    block = true;
  } else {
    const char *s = hpcab__yaml_scalar(v);
    if (s && !strcmp(s, "block"))
      block = true;
    else if (!s || strcmp(s, "replicated") != 0) {
      const char *close = s ? hpcab__yaml_closest(s, hpcab__mwords_layout) : NULL;
      hpcab__yaml_problem(L, v, "scaling.layout.%s: '%s' is not a layout (block, replicated or {halo: H})%s%s%s", name,
                          s ? s : "", close ? "; did you mean '" : "", close ? close : "", close ? "'?" : "");
    }
  }
  if (block && split) {
    const char *first = a->ndim ? hpcab__expr_text(a->shape[0]) : NULL;
    if (!first || strcmp(first, split) != 0)
      hpcab__yaml_problem(L, v, "scaling.layout.%s: a block array's first dimension must be the split size '%s'", name,
                          split);
  }
}

static void load_weak(loader *L, yaml_node_t *n)
{
  if (!hpcab__yaml_want_type(L, n, YAML_MAPPING_NODE, "scaling.weak")) return;
  for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
    yaml_node_t *k = hpcab__yaml_node_at(L, p->key), *v = hpcab__yaml_node_at(L, p->value);
    const char *name = hpcab__yaml_scalar(k);
    int64_t e = 0;
    if (!name || !is_size(L->m, name))
      hpcab__yaml_problem(L, k, "scaling.weak: '%s' is not a size", name ? name : "");
    else if (hpcab__yaml_want_int(L, v, "scaling.weak exponent", &e) && (e < 0 || e > 3))
      hpcab__yaml_problem(L, v, "scaling.weak: an exponent of P is 0..3, not %lld", (long long)e);
  }
}

void hpcab__manifest_load_scaling(loader *L, yaml_node_t *top)
{
  yaml_node_t *s = hpcab__yaml_get(L, top, "scaling");
  if (!s || !hpcab__yaml_want_type(L, s, YAML_MAPPING_NODE, "scaling")) return;
  hpcab__yaml_check_keys(L, s, hpcab__mkeys_scaling, "scaling");
  static const char *const required[] = {"pes", "split", "layout", "reference_mpi", NULL};
  for (size_t i = 0; required[i]; i++)
    if (!hpcab__yaml_get(L, s, required[i]))
      hpcab__yaml_problem(L, s, "scaling: missing required key '%s'", required[i]);
  yaml_node_t *pes = hpcab__yaml_get(L, s, "pes"), *split = hpcab__yaml_get(L, s, "split");
  yaml_node_t *layout = hpcab__yaml_get(L, s, "layout"), *weak = hpcab__yaml_get(L, s, "weak");
  yaml_node_t *ref = hpcab__yaml_get(L, s, "reference_mpi");
  if (pes) load_pes(L, pes);
  const char *split_name = split ? hpcab__yaml_scalar(split) : NULL;
  if (split && (!split_name || !is_size(L->m, split_name))) {
    hpcab__yaml_problem(L, split, "scaling.split: '%s' is not a size of this kernel", split_name ? split_name : "");
    split_name = NULL;
  }
  if (layout && hpcab__yaml_want_type(L, layout, YAML_MAPPING_NODE, "scaling.layout")) {
    for (yaml_node_pair_t *p = layout->data.mapping.pairs.start; p < layout->data.mapping.pairs.top; p++)
      load_layout_entry(L, hpcab__yaml_node_at(L, p->key), hpcab__yaml_node_at(L, p->value), split_name);
    for (size_t i = 0; i < L->m->narrays; i++)
      if (!hpcab__yaml_get(L, layout, L->m->arrays[i].name))
        hpcab__yaml_problem(L, layout, "scaling.layout: array '%s' has no layout", L->m->arrays[i].name);
  }
  if (weak) load_weak(L, weak);
  char *file = NULL;
  if (ref && hpcab__yaml_want_string(L, ref, "reference_mpi", &file)) {
    char *path = hpcab__manifest_source_path(L, ref, file, "reference_mpi");
    free(path);
  }
  free(file);
}
