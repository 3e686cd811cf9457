/* Device sources build (suite 'device', no GPU needed): every device reference and device baseline of
   the corpus (kernels with `residencies: [.., device]`) and every example candidate under
   examples/candidates/device/ compile, at every precision of their kernel, through hpcab_build_source —
   with nvcc for one CUDA architecture, and with hipcc as HIP (--offload-arch for one gfx target,
   compile only) — warning-free. A toolchain that is not installed is skipped with a message. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab.h"

#define KERNELS HPCAB_SOURCE_ROOT "/kernels"
#define EXAMPLES HPCAB_SOURCE_ROOT "/examples/candidates/device"
#define MAX_KERNELS 64

static char cachedir[64];
static char dirs[MAX_KERNELS][1024]; /* the kernel directories with device residency */
static int ndirs;

static int collect(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
  (void)st;
  (void)ftw;
  size_t n = strlen(path);
  if (flag != FTW_F || n < 12 || strcmp(path + n - 12, "/kernel.yaml") != 0) return 0;
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load(path, &m) != HPCAB_OK) return 0; /* the corpus suite reports broken manifests */
  if (hpcab_manifest_has_residency(m, HPCAB_RESIDENCY_DEVICE) && ndirs < MAX_KERNELS)
    snprintf(dirs[ndirs++], sizeof dirs[0], "%.*s", (int)(n - 12), path);
  hpcab_manifest_free(m);
  return 0;
}

static int setup(void **state)
{
  (void)state;
  strcpy(cachedir, "/tmp/hpcab-devbuild-XXXXXX");
  if (!mkdtemp(cachedir)) return -1;
  ndirs = 0;
  return nftw(KERNELS, collect, 16, FTW_PHYS) == 0 ? 0 : -1;
}

static int teardown(void **state)
{
  (void)state;
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", cachedir);
  return system(cmd) == 0 ? 0 : -1;
}

static int have(const char *tool)
{
  char cmd[128];
  snprintf(cmd, sizeof cmd, "command -v %s >/dev/null 2>&1", tool);
  return system(cmd) == 0;
}

/* Builds `source` at `prec` for the toolchain (hip: hipcc as HIP for gfx90a, else nvcc for sm_90);
   returns 1 when it built warning-free, else prints why. */
static int builds(const char *source, hpcab_dtype prec, int hip)
{
  hpcab_build_options o = {.size = sizeof o,
                           .cache_dir = cachedir,
                           .include_dir = HPCAB_SOURCE_ROOT "/include",
                           .precision = prec,
                           .device_arch = hip ? "gfx90a" : "sm_90",
                           .cuda_as_hip = hip};
  hpcab_build *b = NULL;
  hpcab_status st = hpcab_build_source(&o, source, &b);
  int ok = st == HPCAB_OK && !strstr(hpcab_build_log(b), "warning");
  if (!ok)
    print_error("%s [%s, %s]: %s\n%s\n", source, hpcab_dtype_name(prec), hip ? "hipcc" : "nvcc",
                st ? hpcab_last_error() : "warnings", hpcab_build_log(b));
  hpcab_build_free(b);
  return ok;
}

/* Every device source of the corpus and of the examples, built with one toolchain. */
static void build_all(int hip)
{
  assert_true(ndirs >= 8); /* issue 18: at least eight kernels with device residency */
  int failures = 0, built = 0;
  for (int k = 0; k < ndirs; k++) {
    hpcab_manifest *m = NULL;
    assert_int_equal(hpcab_manifest_load(dirs[k], &m), HPCAB_OK);
    const char *srcs[2] = {hpcab_manifest_reference_device(m), hpcab_manifest_baseline_device(m)};
    char example[1200];
    snprintf(example, sizeof example, EXAMPLES "/%s_fast.cu", hpcab_manifest_name(m));
    FILE *f = fopen(example, "r");
    if (f) fclose(f);
    for (size_t p = 0; p < hpcab_manifest_precision_count(m); p++) {
      hpcab_dtype prec = hpcab_manifest_precision(m, p);
      for (int s = 0; s < 2; s++) {
        if (s == 1 && !strcmp(srcs[1], srcs[0])) continue;
        failures += !builds(srcs[s], prec, hip);
        built++;
      }
      if (f) {
        failures += !builds(example, prec, hip);
        built++;
      }
    }
    hpcab_manifest_free(m);
  }
  print_message("%d device builds with %s\n", built, hip ? "hipcc" : "nvcc");
  assert_int_equal(failures, 0);
}

static void nvcc_builds_every_device_source(void **state)
{
  (void)state;
  if (!have("nvcc")) {
    print_message("skipped: nvcc (the CUDA toolkit) is not installed\n");
    skip();
  }
  build_all(0);
}

static void hipcc_builds_every_device_source_as_hip(void **state)
{
  (void)state;
  if (!have("hipcc")) {
    print_message("skipped: hipcc (Debian's hipcc and libamdhip64-dev) is not installed\n");
    skip();
  }
  build_all(1);
}

/* Every example device candidate belongs to a kernel with device residency (named KERNEL_fast.cu). */
static void every_example_device_candidate_has_its_kernel(void **state)
{
  (void)state;
  DIR *d = opendir(EXAMPLES);
  assert_non_null(d);
  int n = 0;
  for (struct dirent *e; (e = readdir(d)) != NULL;) {
    size_t len = strlen(e->d_name);
    if (len < 9 || strcmp(e->d_name + len - 8, "_fast.cu") != 0) continue;
    int found = 0;
    for (int k = 0; k < ndirs && !found; k++) {
      const char *base = strrchr(dirs[k], '/') + 1;
      found = strlen(base) == len - 8 && !strncmp(base, e->d_name, len - 8);
    }
    if (!found) fail_msg("%s: no kernel with device residency named so", e->d_name);
    n++;
  }
  closedir(d);
  assert_true(n >= 8);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(every_example_device_candidate_has_its_kernel),
      cmocka_unit_test(nvcc_builds_every_device_source),
      cmocka_unit_test(hipcc_builds_every_device_source_as_hip),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
