/*
 * hpcab/init.h — the ABI of custom initializers: a kernel's reference.c exports one for each array
 * whose manifest says `init: {function: NAME}`, for kernels defined only on constrained inputs.
 * Plain C, nothing to link: a reference includes this header (hpcab/rng.h includes it too).
 */
#ifndef HPCAB_INIT_H
#define HPCAB_INIT_H

#include <stddef.h>
#include <stdint.h>

#include "hpcab/common.h"
#include "hpcab/dtype.h"

HPCAB_BEGIN_DECLS

/**
 * The context a custom initializer (`init: {function: NAME}` in a manifest) receives. `size` is
 * sizeof(hpcab_init_ctx) as the library knows it (an initializer must not read fields past it).
 * Sizes and arrays come in the manifest's order; the array being filled is arrays[target], already
 * allocated with array_counts[target] elements of array_dtypes[target]. Arrays earlier in the
 * manifest's order are already initialized; later ones are not (do not read them). `next_u64(rng)`
 * returns independent uniform 64-bit words from the stream of the array being filled.
 */
typedef struct hpcab_init_ctx {
  size_t size;
  size_t n_sizes;
  const char *const *size_names;
  const int64_t *size_values;
  size_t n_arrays;
  const char *const *array_names;
  void *const *arrays;
  const hpcab_dtype *array_dtypes;
  const size_t *array_counts;
  size_t target;
  uint64_t (*next_u64)(void *rng);
  void *rng;
} hpcab_init_ctx;

/**
 * A custom initializer, exported by a kernel's reference.c under the name the manifest gives:
 *   int NAME(const hpcab_init_ctx *ctx);
 * It fills ctx->arrays[ctx->target] (and nothing else) deterministically from ctx's sizes, the
 * earlier arrays and ctx->next_u64, and returns 0 on success, nonzero to report that it cannot
 * initialize this input (the draw then fails with a message naming the initializer).
 */
typedef int (*hpcab_init_fn)(const hpcab_init_ctx *ctx);

HPCAB_END_DECLS

#endif /* HPCAB_INIT_H */
