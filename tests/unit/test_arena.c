/* Unit tests: the judge's shared-memory arrays (hpcab_arena in hpcab/worker.h): alignment, guard
   pages, canaries, sealed inputs, output poisoning, validation, and nothing left behind. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hpcab.h"
#include "worker_internal.h"
#include "worker_proto.h"

static hpcab_arena *two_arrays(size_t n_a, size_t n_b)
{
  hpcab_arena_spec specs[2] = {
      {sizeof(hpcab_arena_spec), "a", n_a * 8, HPCAB_INTENT_OUT, 8},
      {sizeof(hpcab_arena_spec), "b", n_b * 8, HPCAB_INTENT_IN, 8},
  };
  hpcab_arena *a = NULL;
  assert_int_equal(hpcab_arena_new(specs, 2, &a), HPCAB_OK);
  return a;
}

static int count_fds(void)
{
  int n = 0;
  DIR *d = opendir("/proc/self/fd");
  if (!d) return -1;
  while (readdir(d)) n++;
  closedir(d);
  return n;
}

/* Runs fn(p) in a child process; returns the signal that killed it (0: exited normally). */
static int child_signal(void (*fn)(volatile unsigned char *), volatile unsigned char *p)
{
  pid_t pid = fork();
  if (pid == 0) {
    signal(SIGSEGV, SIG_DFL);
    fn(p);
    _exit(0);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFSIGNALED(status) ? WTERMSIG(status) : 0;
}

static void touch_write(volatile unsigned char *p)
{
  *p = 1;
}
static void touch_read(volatile unsigned char *p)
{
  (void)*p;
}

static void arrays_are_aligned_zeroed_and_described(void **state)
{
  (void)state;
  hpcab_arena *a = two_arrays(1001, 7);
  assert_int_equal(hpcab_arena_count(a), 2);
  for (size_t i = 0; i < 2; i++) {
    unsigned char *p = hpcab_arena_data(a, i);
    assert_non_null(p);
    assert_int_equal((uintptr_t)p % 64, 0);
    for (size_t k = 0; k < hpcab_arena_bytes(a, i); k++) assert_int_equal(p[k], 0);
  }
  assert_string_equal(hpcab_arena_name(a, 1), "b");
  assert_int_equal(hpcab_arena_intent(a, 1), HPCAB_INTENT_IN);
  assert_int_equal(hpcab_arena_bytes(a, 0), 8008);
  assert_null(hpcab_arena_data(a, 2));
  assert_null(hpcab_arena_name(a, 2));
  hpcab_arena_free(a);
}

/* Every page of every array is allocated when the arena is made (the judge writes each of them
   before a call anyway, and allocates them faster all at once on several threads), and still reads
   as zero: large arrays (several pool chunks) and small ones alike. */
static void every_page_is_allocated_when_the_arena_is_made(void **state)
{
  (void)state;
  const size_t page = (size_t)sysconf(_SC_PAGESIZE);
  hpcab_arena *a = two_arrays((size_t)3 << 20, 5); /* 24 MiB and 40 bytes */
  for (size_t i = 0; i < 2; i++) {
    unsigned char *p = hpcab_arena_data(a, i);
    size_t bytes = hpcab_arena_bytes(a, i);
    uintptr_t lo = (uintptr_t)p / page * page, hi = ((uintptr_t)p + bytes + page - 1) / page * page;
    size_t pages = (hi - lo) / page;
    unsigned char *vec = malloc(pages);
    assert_non_null(vec);
    assert_int_equal(mincore((void *)lo, hi - lo, vec), 0);
    size_t resident = 0;
    for (size_t k = 0; k < pages; k++) resident += vec[k] & 1;
    assert_int_equal(resident, pages);
    free(vec);
    size_t nonzero = 0;
    for (size_t k = 0; k < bytes; k++) nonzero += p[k] != 0;
    assert_int_equal(nonzero, 0);
  }
  hpcab_arena_free(a);
}

static void array_ends_at_a_guard_page(void **state)
{
  (void)state;
  hpcab_arena *a = two_arrays(1024, 1000); /* a: exact pages; b: 8000 bytes, already 64-aligned */
  unsigned char *pa = hpcab_arena_data(a, 0), *pb = hpcab_arena_data(a, 1);
  assert_int_equal(child_signal(touch_write, pa + 8192 - 1), 0);
  assert_int_equal(child_signal(touch_write, pa + 8192), SIGSEGV);
  assert_int_equal(child_signal(touch_read, pb + 8000), SIGSEGV);
  assert_int_equal(child_signal(touch_read, pa - 1), SIGSEGV); /* a starts its mapping: page below */
  hpcab_arena_free(a);
}

static void canary_past_the_end_is_checked(void **state)
{
  (void)state;
  hpcab_arena *a = two_arrays(1001, 8); /* a ends 56 bytes before its guard page */
  size_t bad = 99;
  assert_int_equal(hpcab_arena_check_canaries(a, &bad), HPCAB_OK);
  double *pa = hpcab_arena_data(a, 0);
  pa[1001] = 1.0;
  assert_int_equal(hpcab_arena_check_canaries(a, &bad), HPCAB_E_MISMATCH);
  assert_int_equal(bad, 0);
  assert_non_null(strstr(hpcab_last_error(), "'a'"));
  assert_non_null(strstr(hpcab_last_error(), "past its end"));
  hpcab_arena_free(a);
}

static void canary_before_the_start_is_checked(void **state)
{
  (void)state;
  hpcab_arena *a = two_arrays(8, 8); /* 64 bytes at the end of a page: canaries below them */
  size_t bad = 99;
  unsigned char *pb = hpcab_arena_data(a, 1);
  pb[-1] ^= 0xFF;
  assert_int_equal(hpcab_arena_check_canaries(a, &bad), HPCAB_E_MISMATCH);
  assert_int_equal(bad, 1);
  assert_non_null(strstr(hpcab_last_error(), "below its first element"));
  hpcab_arena_free(a);
}

/* Every byte of the canaries below an array is checked, wherever it lies in the head's 64-byte blocks
   or its last partial one, and the message says how far below the array it is. */
static void every_canary_byte_below_the_start_is_checked(void **state)
{
  (void)state;
  hpcab_arena *a = two_arrays(8, 8); /* 64 bytes at the end of a page: a page less 64 of canaries */
  unsigned char *pb = hpcab_arena_data(a, 1);
  size_t page = (size_t)sysconf(_SC_PAGESIZE), head = page - 64;
  const size_t below[] = {1, 2, 63, 64, 65, 127, 128, 1000, head - 64, head - 63, head - 1, head};
  for (size_t t = 0; t < sizeof below / sizeof below[0]; t++) {
    size_t bad = 99;
    pb[-(ptrdiff_t)below[t]] ^= 0x5A;
    assert_int_equal(hpcab_arena_check_canaries(a, &bad), HPCAB_E_MISMATCH);
    assert_int_equal(bad, 1);
    char want[64];
    snprintf(want, sizeof want, "(%zu bytes before it)", below[t]);
    assert_non_null(strstr(hpcab_last_error(), want));
    pb[-(ptrdiff_t)below[t]] ^= 0x5A;
    assert_int_equal(hpcab_arena_check_canaries(a, &bad), HPCAB_OK);
  }
  hpcab_arena_free(a);
}

static void sealed_input_cannot_be_made_writable(void **state)
{
  (void)state;
  hpcab_arena *a = two_arrays(8, 512);
  int fd = a->arr[1].fd;
  void *ro = mmap(NULL, a->arr[1].map_bytes, PROT_READ, MAP_SHARED, fd, 0);
  assert_true(ro != MAP_FAILED);
  assert_int_not_equal(mprotect(ro, a->arr[1].map_bytes, PROT_READ | PROT_WRITE), 0);
  void *rw = mmap(NULL, a->arr[1].map_bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  assert_true(rw == MAP_FAILED);
  /* The judge's own mapping still writes, and the read-only view sees it. */
  double *pb = hpcab_arena_data(a, 1);
  pb[3] = 2.5;
  assert_true(((const double *)((const unsigned char *)ro + a->arr[1].offset))[3] == 2.5);
  munmap(ro, a->arr[1].map_bytes);
  /* Outputs are not sealed against writing. */
  void *out = mmap(NULL, a->arr[0].map_bytes, PROT_READ | PROT_WRITE, MAP_SHARED, a->arr[0].fd, 0);
  assert_true(out != MAP_FAILED);
  munmap(out, a->arr[0].map_bytes);
  hpcab_arena_free(a);
}

static void outputs_are_poisoned_with_nan_and_inputs_left_alone(void **state)
{
  (void)state;
  hpcab_arena_spec specs[4] = {
      {sizeof(hpcab_arena_spec), "d", 80, HPCAB_INTENT_OUT, 8},
      {sizeof(hpcab_arena_spec), "f", 40, HPCAB_INTENT_OUT, 4},
      {sizeof(hpcab_arena_spec), "h", 20, HPCAB_INTENT_OUT, 2},
      {sizeof(hpcab_arena_spec), "x", 80, HPCAB_INTENT_INOUT, 8},
  };
  hpcab_arena *a = NULL;
  assert_int_equal(hpcab_arena_new(specs, 4, &a), HPCAB_OK);
  assert_int_equal(hpcab_arena_poison_outputs(a, 7), HPCAB_OK);
  double *d = hpcab_arena_data(a, 0);
  float *f = hpcab_arena_data(a, 1);
  uint16_t *h = hpcab_arena_data(a, 2);
  double *x = hpcab_arena_data(a, 3);
  for (int i = 0; i < 10; i++) {
    assert_true(isnan(d[i]));
    assert_true(isnan(f[i]));
    assert_true(isnan(hpcab_f16_to_f32(h[i])));
    assert_true(isnan(hpcab_bf16_to_f32(h[i])));
    assert_true(x[i] == 0.0);
  }
  uint64_t first;
  memcpy(&first, d, 8);
  hpcab_arena_poison_outputs(a, 8);
  uint64_t second;
  memcpy(&second, d, 8);
  assert_true(first != second);
  assert_int_equal(hpcab_arena_check_canaries(a, NULL), HPCAB_OK);
  hpcab_arena_free(a);
}

static void invalid_specs_are_rejected(void **state)
{
  (void)state;
  hpcab_arena *a = (hpcab_arena *)1;
  hpcab_arena_spec dup[2] = {{sizeof(hpcab_arena_spec), "a", 8, HPCAB_INTENT_IN, 8},
                             {sizeof(hpcab_arena_spec), "a", 8, HPCAB_INTENT_OUT, 8}};
  assert_int_equal(hpcab_arena_new(dup, 2, &a), HPCAB_E_INVALID);
  assert_null(a);
  assert_non_null(strstr(hpcab_last_error(), "twice"));
  hpcab_arena_spec bad_intent = {sizeof(hpcab_arena_spec), "a", 8, (hpcab_intent)9, 8};
  assert_int_equal(hpcab_arena_new(&bad_intent, 1, &a), HPCAB_E_INVALID);
  hpcab_arena_spec bad_elem = {sizeof(hpcab_arena_spec), "a", 9, HPCAB_INTENT_IN, 3};
  assert_int_equal(hpcab_arena_new(&bad_elem, 1, &a), HPCAB_E_INVALID);
  hpcab_arena_spec ragged = {sizeof(hpcab_arena_spec), "a", 9, HPCAB_INTENT_IN, 8};
  assert_int_equal(hpcab_arena_new(&ragged, 1, &a), HPCAB_E_INVALID);
  hpcab_arena_spec bad_size = {1, "a", 8, HPCAB_INTENT_IN, 8};
  assert_int_equal(hpcab_arena_new(&bad_size, 1, &a), HPCAB_E_INVALID);
  hpcab_arena_spec no_name = {sizeof(hpcab_arena_spec), NULL, 8, HPCAB_INTENT_IN, 8};
  assert_int_equal(hpcab_arena_new(&no_name, 1, &a), HPCAB_E_INVALID);
  assert_int_equal(hpcab_arena_new(NULL, 1, &a), HPCAB_E_INVALID);
  assert_int_equal(hpcab_arena_new(dup, 1, NULL), HPCAB_E_INVALID);
  assert_int_equal(hpcab_arena_poison_outputs(NULL, 0), HPCAB_E_INVALID);
  assert_int_equal(hpcab_arena_check_canaries(NULL, NULL), HPCAB_E_INVALID);
}

static void empty_array_and_empty_arena_are_allowed(void **state)
{
  (void)state;
  hpcab_arena_spec z = {sizeof(hpcab_arena_spec), "z", 0, HPCAB_INTENT_OUT, 8};
  hpcab_arena *a = NULL;
  assert_int_equal(hpcab_arena_new(&z, 1, &a), HPCAB_OK);
  assert_int_equal(hpcab_arena_bytes(a, 0), 0);
  assert_int_equal(hpcab_arena_check_canaries(a, NULL), HPCAB_OK);
  hpcab_arena_free(a);
  assert_int_equal(hpcab_arena_new(NULL, 0, &a), HPCAB_OK);
  assert_int_equal(hpcab_arena_count(a), 0);
  hpcab_arena_free(a);
  hpcab_arena_free(NULL);
}

static void free_leaves_no_descriptor(void **state)
{
  (void)state;
  int before = count_fds();
  hpcab_arena *a = two_arrays(100000, 100000);
  assert_int_equal(count_fds(), before + 2);
  hpcab_arena_free(a);
  assert_int_equal(count_fds(), before);
}

static void fault_addresses_map_back_to_their_array(void **state)
{
  (void)state;
  hpcab_arena *a = two_arrays(1001, 1024);
  /* worker-side mapping addresses (the worker's reservations are apart: each has its own guards) */
  uint64_t bases[2] = {UINT64_C(1) << 40, UINT64_C(1) << 41};
  uint64_t pa = bases[0] + a->arr[0].offset, pb = bases[1] + a->arr[1].offset;
  size_t idx = 9;
  assert_int_equal(hpcab__arena_locate(a, bases, pa + 8, &idx), HPCAB__INSIDE);
  assert_int_equal(idx, 0);
  assert_int_equal(hpcab__arena_locate(a, bases, pa + 8008, &idx), HPCAB__PAST_END);
  assert_int_equal(hpcab__arena_locate(a, bases, pb + 8192, &idx), HPCAB__PAST_END);
  assert_int_equal(idx, 1);
  assert_int_equal(hpcab__arena_locate(a, bases, pb - 8, &idx), HPCAB__BEFORE);
  assert_int_equal(hpcab__arena_locate(a, bases, 0x10, &idx), HPCAB__NOWHERE);
  hpcab_arena_free(a);
}

/* The worker reserves PROT_NONE regions of at least 1 MiB (an eighth of the mapping for large arrays)
   on both sides of every array: a fault anywhere in them names the array. */
static void faults_anywhere_in_the_guard_regions_name_the_array(void **state)
{
  (void)state;
  hpcab_arena *a = two_arrays(1024, (size_t)16 << 20); /* b: 128 MiB, so its guard is 16 MiB */
  uint64_t bases[2] = {UINT64_C(1) << 40, UINT64_C(1) << 41};
  uint64_t ga = hpcab__wp_guard_bytes(a->arr[0].map_bytes, a->page);
  uint64_t gb = hpcab__wp_guard_bytes(a->arr[1].map_bytes, a->page);
  assert_int_equal(ga, UINT64_C(1) << 20);
  assert_int_equal(gb, a->arr[1].map_bytes / 8);
  size_t idx = 9;
  uint64_t end_a = bases[0] + a->arr[0].map_bytes, end_b = bases[1] + a->arr[1].map_bytes;
  assert_int_equal(hpcab__arena_locate(a, bases, end_a + 12 * 1024, &idx), HPCAB__PAST_END);
  assert_int_equal(idx, 0);
  assert_int_equal(hpcab__arena_locate(a, bases, end_a + ga - 1, &idx), HPCAB__PAST_END);
  assert_int_equal(hpcab__arena_locate(a, bases, bases[0] - ga, &idx), HPCAB__BEFORE);
  assert_int_equal(hpcab__arena_locate(a, bases, end_a + ga, &idx), HPCAB__NOWHERE);
  assert_int_equal(hpcab__arena_locate(a, bases, bases[0] - ga - 1, &idx), HPCAB__NOWHERE);
  assert_int_equal(hpcab__arena_locate(a, bases, end_b + gb - 8, &idx), HPCAB__PAST_END);
  assert_int_equal(idx, 1);
  assert_int_equal(hpcab__arena_locate(a, bases, bases[1] - gb + 8, &idx), HPCAB__BEFORE);
  hpcab_arena_free(a);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(arrays_are_aligned_zeroed_and_described),
      cmocka_unit_test(every_page_is_allocated_when_the_arena_is_made),
      cmocka_unit_test(array_ends_at_a_guard_page),
      cmocka_unit_test(canary_past_the_end_is_checked),
      cmocka_unit_test(canary_before_the_start_is_checked),
      cmocka_unit_test(every_canary_byte_below_the_start_is_checked),
      cmocka_unit_test(sealed_input_cannot_be_made_writable),
      cmocka_unit_test(outputs_are_poisoned_with_nan_and_inputs_left_alone),
      cmocka_unit_test(invalid_specs_are_rejected),
      cmocka_unit_test(empty_array_and_empty_arena_are_allowed),
      cmocka_unit_test(free_leaves_no_descriptor),
      cmocka_unit_test(fault_addresses_map_back_to_their_array),
      cmocka_unit_test(faults_anywhere_in_the_guard_regions_name_the_array),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
