/* lib/manifest/manifest_vocab.c — the words a manifest accepts: the keys of each section and the
   values of each enumerated field, in one table the loader (manifest_sections.c) reads and
   hpcab_manifest_vocabulary exports, so the documentation's test (tests/unit/test_manifest_doc.c,
   against kernels/MANIFEST.md) checks exactly what the loader accepts. Also the rule for
   user-defined track and dwarf names. */
#include <string.h>

#include "hpcab/manifest.h"
#include "manifest_loader.h"

const char *const hpcab__mkeys_top[] = {"name",
                                        "title",
                                        "track",
                                        "dwarf",
                                        "level",
                                        "symbol",
                                        "precisions",
                                        "sizes",
                                        "constraints",
                                        "params",
                                        "arrays",
                                        "args",
                                        "cost",
                                        "reference",
                                        "baseline",
                                        "residencies",
                                        "reference_device",
                                        "baseline_device",
                                        "scaling",
                                        NULL};
const char *const hpcab__mkeys_required[] = {"name", "track", "symbol", "arrays", "args", "reference", NULL};
const char *const hpcab__mkeys_size[] = {"range", "values", "expr", "test", NULL};
const char *const hpcab__mkeys_param[] = {"dtype", "range", "value", NULL};
const char *const hpcab__mkeys_array[] = {"dtype", "shape", "intent", "init", "accumulate", NULL};
const char *const hpcab__mkeys_init[] = {"dist", "domain", "index", "function", "csr", "matrix", "rows", "cols", NULL};
const char *const hpcab__mkeys_cost[] = {"bytes", "flops", NULL};
const char *const hpcab__mkeys_scaling[] = {"pes", "split", "layout", "weak", "reference_mpi", NULL};

/* Values; where an enum exists, word i is the enum value i + 1. */
const char *const hpcab__mwords_track[] = {"llr", "sc", "ml", NULL};
const char *const hpcab__mwords_precision[] = {"f64", "f32", "f16", "bf16", NULL};
const char *const hpcab__mwords_dtype[] = {"real", "f64", "f32", "f16", "bf16", "i8",  "i16",  "i32", "i64",
                                           "u8",   "u16", "u32", "u64", "bool", "c64", "c128", NULL};
const char *const hpcab__mwords_param_dtype[] = {"real", "f64", "f32", "i32", "i64", NULL};
const char *const hpcab__mwords_intent[] = {"in", "out", "inout", NULL};
const char *const hpcab__mwords_init[] = {"permutation", "spd", "diag_dominant", "zeros", NULL};
const char *const hpcab__mwords_dist[] = {"uniform", "normal", "lognormal", NULL};
const char *const hpcab__mwords_domain[] = {"positive", "nonneg", "negative", NULL};
const char *const hpcab__mwords_csr[] = {"rowptr", "colidx", "values", NULL};
const char *const hpcab__mwords_residency[] = {"host", "device", NULL};
const char *const hpcab__mwords_layout[] = {"block", "replicated", "halo", NULL};
const char *const hpcab__mwords_reserved[] = {"and", "or", "not", "min", "max", "abs", NULL};

static const struct {
  const char *where;
  const char *const *words;
} VOCABULARY[] = {
    {"", hpcab__mkeys_top},
    {"required", hpcab__mkeys_required},
    {"sizes.*", hpcab__mkeys_size},
    {"params.*", hpcab__mkeys_param},
    {"arrays.*", hpcab__mkeys_array},
    {"arrays.*.init", hpcab__mkeys_init},
    {"cost", hpcab__mkeys_cost},
    {"track", hpcab__mwords_track},
    {"dwarf", hpcab__dwarf_names + 1},
    {"precisions", hpcab__mwords_precision},
    {"dtype", hpcab__mwords_dtype},
    {"params.*.dtype", hpcab__mwords_param_dtype},
    {"intent", hpcab__mwords_intent},
    {"init", hpcab__mwords_init},
    {"dist", hpcab__mwords_dist},
    {"domain", hpcab__mwords_domain},
    {"csr", hpcab__mwords_csr},
    {"residencies", hpcab__mwords_residency},
    {"scaling", hpcab__mkeys_scaling},
    {"scaling.layout.*", hpcab__mwords_layout},
    {"reserved", hpcab__mwords_reserved},
};

HPCAB_API const char *const *hpcab_manifest_vocabulary(const char *where)
{
  if (!where) return NULL;
  for (size_t i = 0; i < sizeof VOCABULARY / sizeof VOCABULARY[0]; i++)
    if (!strcmp(where, VOCABULARY[i].where)) return VOCABULARY[i].words;
  return NULL;
}

HPCAB_API const char *hpcab_manifest_vocabulary_section(size_t i)
{
  return i < sizeof VOCABULARY / sizeof VOCABULARY[0] ? VOCABULARY[i].where : NULL;
}

int hpcab__mword_index(const char *word, const char *const *words)
{
  for (int i = 0; word && words[i]; i++)
    if (!strcmp(word, words[i])) return i;
  return -1;
}

HPCAB_API int hpcab_manifest_name_ok(const char *name)
{
  if (!name || !(name[0] >= 'a' && name[0] <= 'z')) return 0;
  size_t n = 0;
  for (const char *p = name; *p; p++, n++)
    if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_')) return 0;
  return n <= HPCAB_MANIFEST_NAME_MAX;
}
