/* Unit tests: the peak measurement, the cached machine profile and the plausibility rule (hpcab/roofline.h). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "hpcab.h"
#include "topo_internal.h"

/* ---- fixtures: a scratch directory and a hand-made profile ---- */

static char scratch[256];

static int make_scratch(void **state)
{
  (void)state;
  snprintf(scratch, sizeof scratch, "/tmp/hpcab-roofline-XXXXXX");
  return mkdtemp(scratch) ? 0 : -1;
}

static int remove_scratch(void **state)
{
  (void)state;
  char cmd[512];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", scratch);
  return system(cmd) == 0 ? 0 : -1;
}

static hpcab_machine_profile sample_profile(void)
{
  hpcab_machine_profile p = {.size = sizeof p};
  memset(&p, 0, sizeof p);
  p.size = sizeof p;
  strcpy(p.key, "0123456789abcdef0123456789abcdef");
  strcpy(p.cpu_model, "Test CPU = model 9");
  p.threads = 4;
  p.cores = 4;
  p.llc_bytes = 32u << 20;
  p.working_set_bytes = 128u << 20;
  p.cap_bytes = (uint64_t)2 << 30;
  p.repetitions = 10;
  p.copy_gbps = 100.0;
  p.triad_gbps = 80.0 + 1.0 / 3.0;
  p.peak_gflops = 1234.5678901234567;
  p.vector_bits = 512;
  p.measured_unix = 1700000000;
  return p;
}

static void write_text(const char *path, const char *text)
{
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs(text, f);
  fclose(f);
}

/* ---- the measurement (tiny working set: the real one is for hpcab-peak and the benchmark) ---- */

static hpcab_peak_options tiny_options(void)
{
  hpcab_peak_options o;
  hpcab_peak_options_init(&o, sizeof o);
  o.working_set_bytes = 3 * 64 * 1024;
  o.repetitions = 3;
  o.flops_seconds = 0.002;
  return o;
}

static void peak_measure_gives_positive_rates(void **state)
{
  (void)state;
  hpcab_topo *t = NULL;
  assert_int_equal(hpcab_topo_new(&t), HPCAB_OK);
  hpcab_peak_options o = tiny_options();
  hpcab_machine_profile p = {.size = sizeof p};
  assert_int_equal(hpcab_peak_measure(t, &o, &p), HPCAB_OK);
  assert_int_equal(p.size, sizeof p);
  assert_true(p.copy_gbps > 0 && isfinite(p.copy_gbps));
  assert_true(p.triad_gbps > 0 && isfinite(p.triad_gbps));
  assert_true(p.peak_gflops > 0 && isfinite(p.peak_gflops));
  assert_string_equal(p.key, hpcab_topo_key(t));
  assert_int_equal(p.threads, hpcab_topo_core_count(t));
  assert_int_equal(p.repetitions, 3);
  assert_true(p.vector_bits >= 128);
  hpcab_topo_free(t);
}

static void peak_measure_uses_the_requested_working_set(void **state)
{
  (void)state;
  hpcab_topo *t = NULL;
  assert_int_equal(hpcab_topo_new(&t), HPCAB_OK);
  hpcab_peak_options o = tiny_options();
  o.nthreads = 1;
  hpcab_machine_profile p = {.size = sizeof p};
  assert_int_equal(hpcab_peak_measure(t, &o, &p), HPCAB_OK);
  assert_int_equal(p.threads, 1);
  assert_int_equal(p.working_set_bytes, 3 * 64 * 1024);
  assert_false(p.capped);
  assert_true(p.cap_bytes <= HPCAB_PEAK_CAP_BYTES);
  hpcab_topo_free(t);
}

static void peak_measure_rejects_more_threads_than_cores(void **state)
{
  (void)state;
  hpcab_topo *t = NULL;
  assert_int_equal(hpcab_topo_new(&t), HPCAB_OK);
  hpcab_peak_options o = tiny_options();
  o.nthreads = hpcab_topo_core_count(t) + 1;
  hpcab_machine_profile p = {.size = sizeof p};
  assert_int_equal(hpcab_peak_measure(t, &o, &p), HPCAB_E_RANGE);
  hpcab_topo_free(t);
}

static void peak_measure_rejects_options_without_size(void **state)
{
  (void)state;
  hpcab_topo *t = NULL;
  assert_int_equal(hpcab_topo_new(&t), HPCAB_OK);
  hpcab_peak_options o = tiny_options();
  o.size = 0;
  hpcab_machine_profile p = {.size = sizeof p};
  assert_int_equal(hpcab_peak_measure(t, &o, &p), HPCAB_E_INVALID);
  assert_int_equal(hpcab_peak_measure(NULL, NULL, &p), HPCAB_E_INVALID);
  hpcab_topo_free(t);
}

static void peak_measure_on_a_core_it_cannot_pin_is_a_system_error(void **state)
{
  (void)state;
  hpcab_topo *t = NULL;
  assert_int_equal(hpcab__topo_new_synthetic("Core:2 PU:1(indexes=4000,4001)", &t), HPCAB_OK);
  hpcab_peak_options o = tiny_options();
  hpcab_machine_profile p = {.size = sizeof p};
  assert_int_equal(hpcab_peak_measure(t, &o, &p), HPCAB_E_SYSTEM);
  assert_non_null(strstr(hpcab_last_error(), "cpu 400"));
  hpcab_topo_free(t);
}

/* ---- the cache file ---- */

static void profile_save_load_round_trip(void **state)
{
  (void)state;
  char path[512];
  snprintf(path, sizeof path, "%s/sub/dir/m.profile", scratch);
  hpcab_machine_profile p = sample_profile(), q = {.size = sizeof q};
  assert_int_equal(hpcab_profile_save(&p, path), HPCAB_OK);
  assert_int_equal(hpcab_profile_load(path, p.key, &q), HPCAB_OK);
  assert_memory_equal(&p, &q, sizeof p);
}

static void profile_save_leaves_no_temporary_file(void **state)
{
  (void)state;
  char path[512], cmd[600];
  snprintf(path, sizeof path, "%s/clean/m.profile", scratch);
  hpcab_machine_profile p = sample_profile();
  assert_int_equal(hpcab_profile_save(&p, path), HPCAB_OK);
  assert_int_equal(hpcab_profile_save(&p, path), HPCAB_OK); /* replaces */
  snprintf(cmd, sizeof cmd, "test $(ls '%s/clean' | wc -l) -eq 1", scratch);
  assert_int_equal(system(cmd), 0);
}

static void profile_default_path_is_under_xdg_cache_home(void **state)
{
  (void)state;
  setenv("XDG_CACHE_HOME", scratch, 1);
  hpcab_machine_profile p = sample_profile(), q = {.size = sizeof q};
  char path[512], want[512];
  assert_int_equal(hpcab_profile_path(p.key, 0, path, sizeof path), HPCAB_OK);
  snprintf(want, sizeof want, "%s/hpcabench/%s.profile", scratch, p.key);
  assert_string_equal(path, want);
  assert_int_equal(hpcab_profile_save(&p, NULL), HPCAB_OK);
  assert_int_equal(hpcab_profile_load(path, NULL, &q), HPCAB_OK);
  assert_int_equal(hpcab_profile_path(p.key, 2, path, sizeof path), HPCAB_OK);
  snprintf(want, sizeof want, "%s/hpcabench/%s-t2.profile", scratch, p.key);
  assert_string_equal(path, want);
  unsetenv("XDG_CACHE_HOME");
}

static void profile_path_falls_back_to_home_cache(void **state)
{
  (void)state;
  char *old = getenv("HOME") ? strdup(getenv("HOME")) : NULL;
  unsetenv("XDG_CACHE_HOME");
  setenv("HOME", "/home/someone", 1);
  char path[512];
  assert_int_equal(hpcab_profile_path("0123456789abcdef0123456789abcdef", 0, path, sizeof path), HPCAB_OK);
  assert_string_equal(path, "/home/someone/.cache/hpcabench/0123456789abcdef0123456789abcdef.profile");
  if (old) setenv("HOME", old, 1);
  free(old);
}

static void profile_path_rejects_a_bad_key_and_a_short_buffer(void **state)
{
  (void)state;
  char path[512];
  assert_int_equal(hpcab_profile_path("../../etc/passwd", 0, path, sizeof path), HPCAB_E_INVALID);
  assert_int_equal(hpcab_profile_path("0123456789abcdef0123456789abcdef", 0, path, 10), HPCAB_E_RANGE);
}

static void profile_load_of_a_missing_file_is_notfound(void **state)
{
  (void)state;
  char path[512];
  snprintf(path, sizeof path, "%s/none.profile", scratch);
  hpcab_machine_profile q = {.size = sizeof q};
  assert_int_equal(hpcab_profile_load(path, NULL, &q), HPCAB_E_NOTFOUND);
}

static void profile_of_another_machine_is_a_mismatch(void **state)
{
  (void)state;
  char path[512];
  snprintf(path, sizeof path, "%s/other.profile", scratch);
  hpcab_machine_profile p = sample_profile(), q = {.size = sizeof q};
  assert_int_equal(hpcab_profile_save(&p, path), HPCAB_OK);
  assert_int_equal(hpcab_profile_load(path, "ffffffffffffffffffffffffffffffff", &q), HPCAB_E_MISMATCH);
}

static void malformed_profile_is_a_parse_error_with_its_line(void **state)
{
  (void)state;
  char path[512];
  snprintf(path, sizeof path, "%s/bad.profile", scratch);
  write_text(path, "format=1\nkey=0123456789abcdef0123456789abcdef\ncopy_gbps=fast\n");
  hpcab_machine_profile q = {.size = sizeof q};
  assert_int_equal(hpcab_profile_load(path, NULL, &q), HPCAB_E_PARSE);
  assert_non_null(strstr(hpcab_last_error(), "bad.profile:3:"));
  write_text(path, "format=1\nkey=0123456789abcdef0123456789abcdef\nthreads=1\n");
  assert_int_equal(hpcab_profile_load(path, NULL, &q), HPCAB_E_PARSE);
  write_text(path, "no equals sign\n");
  assert_int_equal(hpcab_profile_load(path, NULL, &q), HPCAB_E_PARSE);
}

static void profile_save_refuses_a_profile_without_rates(void **state)
{
  (void)state;
  char path[512];
  snprintf(path, sizeof path, "%s/zero.profile", scratch);
  hpcab_machine_profile p = sample_profile();
  p.triad_gbps = 0;
  assert_int_equal(hpcab_profile_save(&p, path), HPCAB_E_INVALID);
  p = sample_profile();
  p.copy_gbps = NAN;
  assert_int_equal(hpcab_profile_save(&p, path), HPCAB_E_INVALID);
}

/* ---- the plausibility rule ---- */

static void peak_bandwidth_is_the_larger_of_copy_and_triad(void **state)
{
  (void)state;
  hpcab_machine_profile p = sample_profile();
  assert_true(hpcab_profile_peak_gbps(&p) == 100.0);
  p.triad_gbps = 120.0;
  assert_true(hpcab_profile_peak_gbps(&p) == 120.0);
}

static void time_exactly_at_the_roofline_floor_is_not_suspect(void **state)
{
  (void)state;
  hpcab_machine_profile p = sample_profile(); /* 100 GB/s: 1e9 bytes (beyond the LLC) -> floor 5e6 ns */
  hpcab_suspect s = {.size = sizeof s};
  assert_int_equal(hpcab_plausibility_check(&p, 1e9, 5e6, 10.0, 0, &s), HPCAB_OK);
  assert_true(s.floor_ns == 5e6);
  assert_int_equal(s.flags, HPCAB_SUSPECT_NONE);
  assert_string_equal(s.reason, "");
}

static void time_just_below_the_roofline_floor_is_suspect(void **state)
{
  (void)state;
  hpcab_machine_profile p = sample_profile();
  hpcab_suspect s = {.size = sizeof s};
  assert_int_equal(hpcab_plausibility_check(&p, 1e9, nextafter(5e6, 0), 10.0, 0, &s), HPCAB_OK);
  assert_int_equal(s.flags, HPCAB_SUSPECT_ROOFLINE);
  assert_non_null(strstr(s.reason, "roofline floor"));
}

static void host_traffic_that_fits_in_the_last_level_cache_is_not_held_to_the_floor(void **state)
{
  (void)state;
  hpcab_machine_profile p = sample_profile(); /* LLC 32 MiB */
  hpcab_suspect s = {.size = sizeof s};
  assert_int_equal(hpcab_plausibility_check(&p, 32.0 * 1024 * 1024, 1.0, 10.0, 0, &s), HPCAB_OK);
  assert_int_equal(s.flags, HPCAB_SUSPECT_NONE);
  assert_true(s.floor_ns == 0);
  assert_int_equal(hpcab_plausibility_check(&p, 32.0 * 1024 * 1024 + 1, 1.0, 10.0, 0, &s), HPCAB_OK);
  assert_int_equal(s.flags, HPCAB_SUSPECT_ROOFLINE);
}

static void host_speedup_of_exactly_2000_is_not_suspect(void **state)
{
  (void)state;
  hpcab_machine_profile p = sample_profile();
  hpcab_suspect s = {.size = sizeof s};
  assert_int_equal(hpcab_plausibility_check(&p, 0, 1.0, 2000.0, 0, &s), HPCAB_OK);
  assert_int_equal(s.flags, HPCAB_SUSPECT_NONE);
  assert_true(s.speedup_limit == HPCAB_SPEEDUP_LIMIT_HOST);
}

static void host_speedup_above_2000_is_suspect(void **state)
{
  (void)state;
  hpcab_machine_profile p = sample_profile();
  hpcab_suspect s = {.size = sizeof s};
  assert_int_equal(hpcab_plausibility_check(&p, 0, 1.0, nextafter(2000.0, 3000.0), 0, &s), HPCAB_OK);
  assert_int_equal(s.flags, HPCAB_SUSPECT_SPEEDUP);
  assert_non_null(strstr(s.reason, "host limit 2000x"));
}

static void device_speedup_limit_is_16000(void **state)
{
  (void)state;
  hpcab_machine_profile p = sample_profile();
  hpcab_suspect s = {.size = sizeof s};
  assert_int_equal(hpcab_plausibility_check(&p, 0, 1.0, 16000.0, 1, &s), HPCAB_OK);
  assert_int_equal(s.flags, HPCAB_SUSPECT_NONE);
  assert_int_equal(hpcab_plausibility_check(&p, 0, 1.0, 16000.5, 1, &s), HPCAB_OK);
  assert_int_equal(s.flags, HPCAB_SUSPECT_SPEEDUP);
}

static void device_run_without_device_bandwidth_skips_the_floor(void **state)
{
  (void)state;
  hpcab_machine_profile p = sample_profile(); /* host 100 GB/s would flag 1 ns for 1 MB */
  hpcab_suspect s = {.size = sizeof s};
  assert_int_equal(hpcab_plausibility_check(&p, 1e6, 1.0, 5.0, 1, &s), HPCAB_OK);
  assert_int_equal(s.flags, HPCAB_SUSPECT_NONE);
  assert_true(s.floor_ns == 0);
  p.device_gbps = 4000.0; /* 1e6 bytes -> floor 125 ns */
  assert_int_equal(hpcab_plausibility_check(&p, 1e6, 124.0, 5.0, 1, &s), HPCAB_OK);
  assert_int_equal(s.flags, HPCAB_SUSPECT_ROOFLINE);
}

static void both_rules_can_fire_and_the_reason_names_both(void **state)
{
  (void)state;
  hpcab_machine_profile p = sample_profile();
  hpcab_suspect s = {.size = sizeof s};
  assert_int_equal(hpcab_plausibility_check(&p, 1e9, 1.0, 1e6, 0, &s), HPCAB_OK);
  assert_int_equal(s.flags, HPCAB_SUSPECT_ROOFLINE | HPCAB_SUSPECT_SPEEDUP);
  assert_non_null(strstr(s.reason, "roofline floor"));
  assert_non_null(strstr(s.reason, "; median speedup"));
}

static void nan_or_negative_inputs_are_invalid(void **state)
{
  (void)state;
  hpcab_machine_profile p = sample_profile();
  hpcab_suspect s = {.size = sizeof s};
  assert_int_equal(hpcab_plausibility_check(&p, NAN, 1.0, 1.0, 0, &s), HPCAB_E_INVALID);
  assert_int_equal(hpcab_plausibility_check(&p, 1.0, -1.0, 1.0, 0, &s), HPCAB_E_INVALID);
  assert_int_equal(hpcab_plausibility_check(&p, 1.0, 1.0, NAN, 0, &s), HPCAB_E_INVALID);
  assert_int_equal(hpcab_plausibility_check(NULL, 1.0, 1.0, 1.0, 0, &s), HPCAB_E_INVALID);
  p.copy_gbps = p.triad_gbps = 0;
  assert_int_equal(hpcab_plausibility_check(&p, 1.0, 1.0, 1.0, 0, &s), HPCAB_E_INVALID);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(peak_measure_gives_positive_rates),
      cmocka_unit_test(peak_measure_uses_the_requested_working_set),
      cmocka_unit_test(peak_measure_rejects_more_threads_than_cores),
      cmocka_unit_test(peak_measure_rejects_options_without_size),
      cmocka_unit_test(peak_measure_on_a_core_it_cannot_pin_is_a_system_error),
      cmocka_unit_test(profile_save_load_round_trip),
      cmocka_unit_test(profile_save_leaves_no_temporary_file),
      cmocka_unit_test(profile_default_path_is_under_xdg_cache_home),
      cmocka_unit_test(profile_path_falls_back_to_home_cache),
      cmocka_unit_test(profile_path_rejects_a_bad_key_and_a_short_buffer),
      cmocka_unit_test(profile_load_of_a_missing_file_is_notfound),
      cmocka_unit_test(profile_of_another_machine_is_a_mismatch),
      cmocka_unit_test(malformed_profile_is_a_parse_error_with_its_line),
      cmocka_unit_test(profile_save_refuses_a_profile_without_rates),
      cmocka_unit_test(peak_bandwidth_is_the_larger_of_copy_and_triad),
      cmocka_unit_test(time_exactly_at_the_roofline_floor_is_not_suspect),
      cmocka_unit_test(time_just_below_the_roofline_floor_is_suspect),
      cmocka_unit_test(host_traffic_that_fits_in_the_last_level_cache_is_not_held_to_the_floor),
      cmocka_unit_test(host_speedup_of_exactly_2000_is_not_suspect),
      cmocka_unit_test(host_speedup_above_2000_is_suspect),
      cmocka_unit_test(device_speedup_limit_is_16000),
      cmocka_unit_test(device_run_without_device_bandwidth_skips_the_floor),
      cmocka_unit_test(both_rules_can_fire_and_the_reason_names_both),
      cmocka_unit_test(nan_or_negative_inputs_are_invalid),
  };
  return cmocka_run_group_tests(tests, make_scratch, remove_scratch);
}
