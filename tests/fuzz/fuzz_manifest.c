/*
 * libFuzzer target for the manifest loader: any bytes must load or fail with a status and a
 * message, never crash, hang or leak. A manifest that loads is also exercised: prototypes at every
 * precision, the hash, and test, correctness and timed size draws with footprints and cost.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "hpcab.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static uint64_t counter_stream(void *state)
{
  uint64_t *s = state;
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load_string((const char *)data, size, "fuzz.yaml", NULL, &m) != HPCAB_OK) return 0;
  char buf[256];
  size_t need;
  for (size_t p = 0; p < hpcab_manifest_precision_count(m); p++)
    (void)hpcab_manifest_prototype(m, hpcab_manifest_precision(m, p), buf, sizeof buf, &need);
  uint8_t h[32];
  (void)hpcab_manifest_hash(m, h);
  hpcab_sizes *s = NULL;
  if (hpcab_sizes_new(m, &s) == HPCAB_OK) {
    uint64_t seed = size;
    hpcab_random rng = {sizeof rng, counter_stream, &seed};
    hpcab_draw_limits lim = {sizeof lim, 1 << 20, 20, HPCAB_DTYPE_INVALID};
    for (int purpose = HPCAB_PURPOSE_TEST; purpose <= HPCAB_PURPOSE_TIMED; purpose++)
      for (uint64_t d = 0; d < 5; d++) {
        if (hpcab_sizes_draw(m, (hpcab_purpose)purpose, d, &rng, &lim, s) != HPCAB_OK) continue;
        uint64_t bytes;
        int64_t v, b, f;
        (void)hpcab_manifest_footprint(m, s, hpcab_manifest_precision(m, 0), &bytes);
        (void)hpcab_manifest_cost(m, s, &b, &f);
        for (size_t i = 0; i < hpcab_manifest_array_count(m); i++) {
          (void)hpcab_manifest_array_elements(m, i, s, &v);
          (void)hpcab_manifest_accumulate(m, i, s, &v);
        }
      }
    double params[64];
    if (hpcab_manifest_param_count(m) <= 64) (void)hpcab_params_draw(m, hpcab_manifest_precision(m, 0), &rng, params);
    hpcab_sizes_free(s);
  }
  hpcab_manifest_free(m);
  return 0;
}
