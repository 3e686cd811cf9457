/*
 * libFuzzer target for the .npy reader: any bytes, read as a plain .npy file, as a .npy.zst file, and
 * compressed with zstd then read as .npy.zst (so the header and data paths behind the decompressor
 * are reached too), must load or fail with a status and a message, never crash, hang or leak. An
 * array that loads is checked for consistency (count × element size = bytes, data present).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <zstd.h>

#include "fuzz_tmpfile.h"
#include "hpcab.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void read_one(const char *path)
{
  hpcab_npy_array *a = NULL;
  if (hpcab_npy_read(path, &a) != HPCAB_OK) {
    if (a || !hpcab_last_error()[0]) abort();
    return;
  }
  int64_t count = 1;
  for (int d = 0; d < hpcab_npy_array_ndim(a); d++) count *= hpcab_npy_array_shape(a)[d];
  if (count != hpcab_npy_array_count(a) ||
      (size_t)count * hpcab_dtype_size(hpcab_npy_array_dtype(a)) != hpcab_npy_array_bytes(a))
    abort();
  const volatile unsigned char *p = hpcab_npy_array_data(a);
  size_t bytes = hpcab_npy_array_bytes(a);
  if (bytes && !p) abort();
  if (bytes) (void)(p[0] + p[bytes - 1]); /* the whole block is there (ASan checks) */
  hpcab_npy_array_free(a);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  read_one(fuzz_tmpfile("x.npy", data, size, 0600));
  read_one(fuzz_tmpfile("x.npy.zst", data, size, 0600));
  size_t cap = ZSTD_compressBound(size);
  void *z = malloc(cap ? cap : 1);
  if (!z) return 0;
  size_t n = ZSTD_compress(z, cap, data, size, 1);
  if (!ZSTD_isError(n)) read_one(fuzz_tmpfile("z.npy.zst", z, n, 0600));
  free(z);
  return 0;
}
