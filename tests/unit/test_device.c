/* Unit tests: the device module (hpcab/device.h) without a GPU — its error paths (no runtime, no
   device, a bad index or UUID), selection and info through a stand-in runtime (tests/device/fake_cudart.c,
   loaded with $HPCAB_CUDA_RUNTIME), the peak's cache, the device-event cross-check, and the triad's
   PTX (checked by ptxas where the CUDA toolkit is installed). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hpcab.h"

#define FAKE HPCAB_BUILD_ROOT "/tests/fake_cudart.so"

extern const char hpcab__device_triad_ptx[]; /* lib/device/device_peak.c */

static void use_runtimes(const char *cuda, const char *hip, const char *devices)
{
  setenv("HPCAB_CUDA_RUNTIME", cuda, 1);
  setenv("HPCAB_HIP_RUNTIME", hip, 1);
  if (devices)
    setenv("FAKE_CUDART_DEVICES", devices, 1);
  else
    unsetenv("FAKE_CUDART_DEVICES");
}

static void no_runtime_is_unsupported_naming_both_runtimes(void **state)
{
  (void)state;
  use_runtimes("/nonexistent/libcudart.so.13", "/nonexistent/libamdhip64.so.6", NULL);
  int n = -1;
  assert_int_equal(hpcab_device_count(HPCAB_RUNTIME_ANY, &n), HPCAB_E_UNSUPPORTED);
  assert_non_null(strstr(hpcab_last_error(), "no device runtime"));
  assert_non_null(strstr(hpcab_last_error(), "CUDA runtime not loaded"));
  assert_non_null(strstr(hpcab_last_error(), "HIP runtime not loaded"));
  hpcab_device *d = (hpcab_device *)1;
  assert_int_equal(hpcab_device_open(NULL, HPCAB_RUNTIME_ANY, &d), HPCAB_E_UNSUPPORTED);
  assert_null(d);
  assert_int_equal(hpcab_device_open("0", HPCAB_RUNTIME_CUDA, &d), HPCAB_E_UNSUPPORTED);
  assert_non_null(strstr(hpcab_last_error(), "/nonexistent/libcudart.so.13"));
}

static void a_runtime_without_devices_is_notfound_quoting_the_runtime(void **state)
{
  (void)state;
  use_runtimes(FAKE, "/nonexistent/libamdhip64.so", "0");
  int n = -1;
  assert_int_equal(hpcab_device_count(HPCAB_RUNTIME_CUDA, &n), HPCAB_OK);
  assert_int_equal(n, 0);
  hpcab_device *d = NULL;
  assert_int_equal(hpcab_device_open(NULL, HPCAB_RUNTIME_ANY, &d), HPCAB_E_NOTFOUND);
  assert_null(d);
  assert_non_null(strstr(hpcab_last_error(), "no device"));
  assert_non_null(strstr(hpcab_last_error(), "no CUDA-capable device is detected"));
}

static void an_index_out_of_range_is_a_range_error_saying_the_count(void **state)
{
  (void)state;
  use_runtimes(FAKE, "/nonexistent/libamdhip64.so", "2");
  hpcab_device *d = NULL;
  assert_int_equal(hpcab_device_open("5", HPCAB_RUNTIME_CUDA, &d), HPCAB_E_RANGE);
  assert_null(d);
  assert_non_null(strstr(hpcab_last_error(), "device 5 out of range"));
  assert_non_null(strstr(hpcab_last_error(), "2 devices"));
}

static void a_device_is_chosen_by_index_and_described(void **state)
{
  (void)state;
  use_runtimes(FAKE, "/nonexistent/libamdhip64.so", "2");
  hpcab_device *d = NULL;
  assert_int_equal(hpcab_device_open("1", HPCAB_RUNTIME_ANY, &d), HPCAB_OK);
  hpcab_device_info in = {.size = sizeof in};
  assert_int_equal(hpcab_device_get_info(d, &in), HPCAB_OK);
  assert_int_equal(in.runtime, HPCAB_RUNTIME_CUDA);
  assert_int_equal(in.index, 1);
  assert_int_equal(in.count, 2);
  assert_string_equal(in.name, "Fake GPU 1");
  assert_string_equal(in.uuid, "GPU-5f3c1102-aa47-409e-8b21-6c0d339a7001");
  assert_string_equal(in.arch, "sm_90");
  assert_int_equal(in.cc_major, 9);
  assert_int_equal(in.total_bytes, (uint64_t)64 << 20);
  assert_string_equal(in.runtime_path, FAKE);
  assert_string_equal(in.pci_bus_id, "0000:18:00.0");
  hpcab_device_free(d);
}

static void a_device_is_chosen_by_uuid_in_any_spelling(void **state)
{
  (void)state;
  use_runtimes(FAKE, "/nonexistent/libamdhip64.so", "2");
  static const char *const spellings[] = {"GPU-5f3c1102-aa47-409e-8b21-6c0d339a7001",
                                          "5F3C1102-AA47-409E-8B21-6C0D339A7001", "5f3c1102aa47409e8b216c0d339a7001"};
  for (size_t i = 0; i < 3; i++) {
    hpcab_device *d = NULL;
    assert_int_equal(hpcab_device_open(spellings[i], HPCAB_RUNTIME_CUDA, &d), HPCAB_OK);
    hpcab_device_info in = {.size = sizeof in};
    hpcab_device_get_info(d, &in);
    assert_int_equal(in.index, 1);
    hpcab_device_free(d);
  }
}

static void an_unknown_uuid_is_notfound_listing_the_devices(void **state)
{
  (void)state;
  use_runtimes(FAKE, "/nonexistent/libamdhip64.so", "2");
  hpcab_device *d = NULL;
  assert_int_equal(hpcab_device_open("GPU-00000000-0000-0000-0000-000000000000", HPCAB_RUNTIME_CUDA, &d),
                   HPCAB_E_NOTFOUND);
  assert_non_null(strstr(hpcab_last_error(), "0: GPU-5f3c1102-aa47-409e-8b21-6c0d339a7000"));
  assert_int_equal(hpcab_device_open("xy", HPCAB_RUNTIME_CUDA, &d), HPCAB_E_INVALID);
  assert_int_equal(hpcab_device_open(NULL, (hpcab_device_runtime)7, &d), HPCAB_E_INVALID);
}

static void runtimes_have_names_and_parse(void **state)
{
  (void)state;
  hpcab_device_runtime r;
  assert_string_equal(hpcab_device_runtime_name(HPCAB_RUNTIME_CUDA), "cuda");
  assert_string_equal(hpcab_device_runtime_name(HPCAB_RUNTIME_HIP), "hip");
  assert_int_equal(hpcab_device_runtime_from_name("hip", &r), HPCAB_OK);
  assert_int_equal(r, HPCAB_RUNTIME_HIP);
  assert_int_equal(hpcab_device_runtime_from_name("opencl", &r), HPCAB_E_INVALID);
}

static void the_peak_is_measured_and_saved_per_device(void **state)
{
  (void)state;
  use_runtimes(FAKE, "/nonexistent/libamdhip64.so", "1");
  char dir[] = "/tmp/hpcab-device-XXXXXX";
  assert_non_null(mkdtemp(dir));
  setenv("XDG_CACHE_HOME", dir, 1);
  hpcab_device *d = NULL;
  assert_int_equal(hpcab_device_open(NULL, HPCAB_RUNTIME_CUDA, &d), HPCAB_OK);
  hpcab_device_peak p = {.size = sizeof p};
  int cached = -1;
  assert_int_equal(hpcab_device_peak_get(d, 0, &p, &cached), HPCAB_OK);
  assert_int_equal(cached, 0);
  assert_true(p.copy_gbps > 0);
  assert_true(p.triad_gbps == 0);                     /* no CUDA driver to load the PTX with */
  assert_int_equal(p.array_bytes, (uint64_t)8 << 20); /* an eighth of the 64 MiB the stand-in reports */
  assert_true(hpcab_device_peak_gbps(&p) == p.copy_gbps);
  hpcab_device_peak again = {.size = sizeof again};
  assert_int_equal(hpcab_device_peak_get(d, 0, &again, &cached), HPCAB_OK);
  assert_int_equal(cached, 1);
  assert_true(again.copy_gbps == p.copy_gbps);
  char path[4096];
  assert_int_equal(hpcab_device_peak_path(p.uuid, path, sizeof path), HPCAB_OK);
  assert_non_null(strstr(path, "/hpcabench/device-GPU-5f3c1102-aa47-409e-8b21-6c0d339a7000.profile"));
  assert_int_equal(hpcab_device_peak_load(path, "GPU-other", &again), HPCAB_E_MISMATCH);
  unlink(path);
  hpcab_device_free(d);
  char cache[4200];
  snprintf(cache, sizeof cache, "%s/hpcabench", dir);
  rmdir(cache);
  rmdir(dir);
  unsetenv("XDG_CACHE_HOME");
}

static void a_malformed_peak_file_is_a_parse_error_with_its_line(void **state)
{
  (void)state;
  char path[] = "/tmp/hpcab-peak-XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  const char text[] = "uuid=GPU-1\ncopy_gbps=fast\ntriad_gbps=0\n";
  assert_int_equal(write(fd, text, sizeof text - 1), (ssize_t)sizeof text - 1);
  close(fd);
  hpcab_device_peak p = {.size = sizeof p};
  assert_int_equal(hpcab_device_peak_load(path, NULL, &p), HPCAB_E_PARSE);
  assert_non_null(strstr(hpcab_last_error(), ":2: copy_gbps: not a number"));
  unlink(path);
  assert_int_equal(hpcab_device_peak_load("/nonexistent/x.profile", NULL, &p), HPCAB_E_NOTFOUND);
  assert_int_equal(hpcab_device_peak_path("../etc", path, sizeof path), HPCAB_E_INVALID);
}

/* Ten calls per side: device times d, judge-clock times d + gap. */
static void calls(double d, double gap, double *dev, double *host)
{
  for (int i = 0; i < 10; i++) {
    dev[i] = d + i;
    host[i] = d + i + gap + (i % 3) * 1000.0;
  }
}

static void equal_gaps_agree_with_the_judges_clock(void **state)
{
  (void)state;
  double rd[10], rh[10], cd[10], ch[10];
  calls(1e6, 200e3, rd, rh);
  calls(2e5, 205e3, cd, ch); /* five times faster, the same copies and round trip around it */
  hpcab_clock_check_result r = {.size = sizeof r};
  assert_int_equal(hpcab_device_clock_check(rd, rh, cd, ch, 10, &r), HPCAB_OK);
  assert_true(r.consistent);
  assert_string_equal(r.reason, "");
  assert_true(r.gap_reference_ns > 199e3 && r.gap_reference_ns < 203e3);
}

static void a_candidate_gap_beyond_the_tolerance_is_work_outside_the_events(void **state)
{
  (void)state;
  double rd[10], rh[10], cd[10], ch[10];
  calls(1e6, 200e3, rd, rh);
  calls(1e5, 200e3 + 900e3, cd, ch); /* 0.9 ms of its work not in its device time */
  hpcab_clock_check_result r = {.size = sizeof r};
  assert_int_equal(hpcab_device_clock_check(rd, rh, cd, ch, 10, &r), HPCAB_OK);
  assert_false(r.consistent);
  assert_non_null(strstr(r.reason, "work outside the device events"));
  /* the tolerance: max(20 us, 10% of the reference's gap, 2% of its judge-clock median) */
  assert_true(r.tolerance_ns > 23.9e3 && r.tolerance_ns < 24.1e3);
  assert_int_equal(hpcab_device_clock_check(rd, rh, cd, ch, 0, &r), HPCAB_E_INVALID);
}

static void the_triad_ptx_assembles_where_ptxas_is_installed(void **state)
{
  (void)state;
  if (system("command -v ptxas >/dev/null 2>&1") != 0) {
    print_message("skipped: ptxas (CUDA toolkit) not installed\n");
    skip();
  }
  char path[] = "/tmp/hpcab-triad-XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  size_t n = strlen(hpcab__device_triad_ptx);
  assert_int_equal(write(fd, hpcab__device_triad_ptx, n), (ssize_t)n);
  close(fd);
  char cmd[512];
  snprintf(cmd, sizeof cmd, "ptxas --gpu-name sm_90 -o /dev/null %s", path);
  assert_int_equal(system(cmd), 0);
  unlink(path);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(no_runtime_is_unsupported_naming_both_runtimes),
      cmocka_unit_test(a_runtime_without_devices_is_notfound_quoting_the_runtime),
      cmocka_unit_test(an_index_out_of_range_is_a_range_error_saying_the_count),
      cmocka_unit_test(a_device_is_chosen_by_index_and_described),
      cmocka_unit_test(a_device_is_chosen_by_uuid_in_any_spelling),
      cmocka_unit_test(an_unknown_uuid_is_notfound_listing_the_devices),
      cmocka_unit_test(runtimes_have_names_and_parse),
      cmocka_unit_test(the_peak_is_measured_and_saved_per_device),
      cmocka_unit_test(a_malformed_peak_file_is_a_parse_error_with_its_line),
      cmocka_unit_test(equal_gaps_agree_with_the_judges_clock),
      cmocka_unit_test(a_candidate_gap_beyond_the_tolerance_is_work_outside_the_events),
      cmocka_unit_test(the_triad_ptx_assembles_where_ptxas_is_installed),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
