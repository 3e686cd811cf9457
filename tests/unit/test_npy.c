/* Unit tests: .npy and .npy.zst files (hpcab/npy.h) — round trips for every dtype, scalars and empty
   arrays, alignment, the bf16 note, and hostile or unsupported files rejected with errors. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "hpcab.h"

static char g_dir[64];

static int make_dir(void **state)
{
  (void)state;
  strcpy(g_dir, "/tmp/hpcab-npy-XXXXXX");
  return mkdtemp(g_dir) ? 0 : -1;
}

static int remove_dir(void **state)
{
  (void)state;
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", g_dir);
  return system(cmd) == 0 ? 0 : -1;
}

static const char *tmp_path(const char *name)
{
  static char buf[256];
  snprintf(buf, sizeof buf, "%s/%s", g_dir, name);
  return buf;
}

/* Writes a raw .npy: preamble of `version` with `header` padded to 64 bytes, then `data`. */
static void write_raw(const char *path, int version, const char *header, const void *data, size_t bytes)
{
  size_t pre = version == 1 ? 10 : 12, hl = strlen(header);
  size_t total = pre + hl + 1, pad = (64 - total % 64) % 64, len = hl + pad + 1;
  FILE *f = fopen(path, "wb");
  assert_non_null(f);
  unsigned char p[12] = {0x93, 'N', 'U', 'M', 'P', 'Y', (unsigned char)version, 0};
  for (size_t b = 0; b < pre - 8; b++) p[8 + b] = (unsigned char)(len >> (8 * b));
  fwrite(p, 1, pre, f);
  fputs(header, f);
  for (size_t i = 0; i < pad; i++) fputc(' ', f);
  fputc('\n', f);
  if (bytes) fwrite(data, 1, bytes, f);
  fclose(f);
}

static hpcab_status read_status(const char *path)
{
  hpcab_npy_array *a = (hpcab_npy_array *)&a; /* must be reset to NULL on failure */
  hpcab_status st = hpcab_npy_read(path, &a);
  if (st) assert_null(a);
  hpcab_npy_array_free(a);
  return st;
}

static void npy_round_trip_preserves_every_dtype(void **state)
{
  (void)state;
  const int64_t shape[3] = {2, 3, 5};
  unsigned char data[30 * 16];
  for (size_t i = 0; i < sizeof data; i++) data[i] = (unsigned char)(i * 37 + 11);
  for (int d = 1; d < HPCAB_DTYPE_COUNT; d++) {
    size_t es = hpcab_dtype_size((hpcab_dtype)d);
    if (d == HPCAB_BOOL)
      for (size_t i = 0; i < 30; i++) data[i] = (unsigned char)(i % 3 == 0);
    for (int z = 0; z < 2; z++) {
      const char *path = tmp_path(z ? "rt.npy.zst" : "rt.npy");
      assert_int_equal(hpcab_npy_write(path, (hpcab_dtype)d, 3, shape, data), HPCAB_OK);
      hpcab_npy_array *a;
      assert_int_equal(hpcab_npy_read(path, &a), HPCAB_OK);
      assert_int_equal(hpcab_npy_array_dtype(a), d);
      assert_int_equal(hpcab_npy_array_ndim(a), 3);
      assert_memory_equal(hpcab_npy_array_shape(a), shape, sizeof shape);
      assert_int_equal(hpcab_npy_array_count(a), 30);
      assert_int_equal(hpcab_npy_array_bytes(a), 30 * es);
      assert_int_equal((uintptr_t)hpcab_npy_array_data(a) % 64, 0);
      assert_memory_equal(hpcab_npy_array_data(a), data, 30 * es);
      hpcab_npy_array_free(a);
    }
  }
}

static void npy_round_trip_handles_scalars_and_empty_arrays(void **state)
{
  (void)state;
  double s = 2.5;
  for (int z = 0; z < 2; z++) {
    const char *path = tmp_path(z ? "s.npy.zst" : "s.npy");
    assert_int_equal(hpcab_npy_write(path, HPCAB_F64, 0, NULL, &s), HPCAB_OK);
    hpcab_npy_array *a;
    assert_int_equal(hpcab_npy_read(path, &a), HPCAB_OK);
    assert_int_equal(hpcab_npy_array_ndim(a), 0);
    assert_int_equal(hpcab_npy_array_count(a), 1);
    assert_true(*(double *)hpcab_npy_array_data(a) == 2.5);
    hpcab_npy_array_free(a);
    const int64_t empty[2] = {4, 0};
    path = tmp_path(z ? "e.npy.zst" : "e.npy");
    assert_int_equal(hpcab_npy_write(path, HPCAB_I32, 2, empty, NULL), HPCAB_OK);
    assert_int_equal(hpcab_npy_read(path, &a), HPCAB_OK);
    assert_int_equal(hpcab_npy_array_count(a), 0);
    assert_int_equal(hpcab_npy_array_bytes(a), 0);
    assert_non_null(hpcab_npy_array_data(a));
    assert_memory_equal(hpcab_npy_array_shape(a), empty, sizeof empty);
    hpcab_npy_array_free(a);
  }
}

static void npy_header_is_what_numpy_writes(void **state)
{
  (void)state;
  const int64_t shape[1] = {3};
  float v[3] = {1, 2, 3};
  const char *path = tmp_path("h.npy");
  assert_int_equal(hpcab_npy_write(path, HPCAB_F32, 1, shape, v), HPCAB_OK);
  char *text;
  size_t len;
  FILE *f = fopen(path, "rb");
  assert_non_null(f);
  text = calloc(1, 256);
  len = fread(text, 1, 255, f);
  fclose(f);
  assert_int_equal(len, 128 + 12);
  assert_memory_equal(text, "\x93NUMPY\x01\x00\x76\x00", 10);
  assert_memory_equal(text + 10, "{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }", 57);
  assert_int_equal(text[127], '\n');
  free(text);
}

static void npy_bf16_is_stored_as_u2_with_a_note(void **state)
{
  (void)state;
  const int64_t shape[1] = {2};
  uint16_t v[2] = {0x3f80, 0xc000};
  const char *path = tmp_path("bf.npy");
  assert_int_equal(hpcab_npy_write(path, HPCAB_BF16, 1, shape, v), HPCAB_OK);
  char head[128] = {0};
  FILE *f = fopen(path, "rb");
  assert_int_equal(fread(head, 1, 127, f), 127);
  fclose(f);
  assert_non_null(strstr(head + 10, "'descr': '<u2'"));
  assert_non_null(strstr(head + 10, "# hpcab: bf16 stored as <u2"));
  /* the same bits without the note read as u16 */
  write_raw(tmp_path("u2.npy"), 1, "{'descr': '<u2', 'fortran_order': False, 'shape': (2,), }", v, 4);
  hpcab_npy_array *a;
  assert_int_equal(hpcab_npy_read(tmp_path("u2.npy"), &a), HPCAB_OK);
  assert_int_equal(hpcab_npy_array_dtype(a), HPCAB_U16);
  hpcab_npy_array_free(a);
}

static void npy_reads_format_versions_2_and_3(void **state)
{
  (void)state;
  int64_t v[2] = {7, -9};
  for (int version = 2; version <= 3; version++) {
    write_raw(tmp_path("v.npy"), version, "{\"descr\": \"<i8\", \"fortran_order\": False, \"shape\": (2L,)}", v, 16);
    hpcab_npy_array *a;
    assert_int_equal(hpcab_npy_read(tmp_path("v.npy"), &a), HPCAB_OK);
    assert_int_equal(hpcab_npy_array_dtype(a), HPCAB_I64);
    assert_memory_equal(hpcab_npy_array_data(a), v, 16);
    hpcab_npy_array_free(a);
  }
  write_raw(tmp_path("v4.npy"), 4, "{'descr': '<i8', 'fortran_order': False, 'shape': (2,), }", v, 16);
  assert_int_equal(read_status(tmp_path("v4.npy")), HPCAB_E_UNSUPPORTED);
}

static void npy_rejects_fortran_order_and_big_endian(void **state)
{
  (void)state;
  double v[4] = {1, 2, 3, 4};
  write_raw(tmp_path("f.npy"), 1, "{'descr': '<f8', 'fortran_order': True, 'shape': (2, 2), }", v, 32);
  assert_int_equal(read_status(tmp_path("f.npy")), HPCAB_E_UNSUPPORTED);
  assert_non_null(strstr(hpcab_last_error(), "Fortran"));
  write_raw(tmp_path("b.npy"), 1, "{'descr': '>f8', 'fortran_order': False, 'shape': (4,), }", v, 32);
  assert_int_equal(read_status(tmp_path("b.npy")), HPCAB_E_UNSUPPORTED);
  assert_non_null(strstr(hpcab_last_error(), "big-endian"));
  write_raw(tmp_path("o.npy"), 1, "{'descr': '|O', 'fortran_order': False, 'shape': (4,), }", v, 32);
  assert_int_equal(read_status(tmp_path("o.npy")), HPCAB_E_UNSUPPORTED);
  write_raw(tmp_path("s.npy"), 1, "{'descr': [('a', '<f8')], 'fortran_order': False, 'shape': (4,), }", v, 32);
  assert_int_equal(read_status(tmp_path("s.npy")), HPCAB_E_UNSUPPORTED);
}

static void npy_rejects_hostile_headers_with_errors(void **state)
{
  (void)state;
  static const char *const headers[] = {
      "",
      "{",
      "{'descr': '<f8'}",
      "{'descr': '<f8', 'fortran_order': False}",
      "{'descr': '<f8', 'fortran_order': False, 'shape': (1,), 'extra': 1}",
      "{'descr': '<f8', 'fortran_order': Maybe, 'shape': (1,)}",
      "{'descr': '<f8', 'fortran_order': False, 'shape': (-1,)}",
      "{'descr': '<f8', 'fortran_order': False, 'shape': (1.5,)}",
      "{'descr': '<f8', 'fortran_order': False, 'shape': [1]}",
      "{'descr': '<f8', 'fortran_order': False, 'shape': (1,,)}",
      "{'descr': '<f8', 'fortran_order': False, 'shape': (99999999999999999999,)}",
      "{'descr': '<f8', 'fortran_order': False, 'shape': (4294967296, 4294967296)}",
      "{'descr': '<f8', 'fortran_order': False, 'shape': (1099511627776,)}",
      "{'descr': '<f8, 'fortran_order': False, 'shape': (1,)}",
      "{'descr': '<f8' 'fortran_order': False, 'shape': (1,)}",
      "{'descr': 'f8', 'fortran_order': False, 'shape': (1,)}",
      "{'descr': '<f8\\x00', 'fortran_order': False, 'shape': (1,)}",
  };
  double v = 1;
  for (size_t k = 0; k < sizeof headers / sizeof *headers; k++) {
    write_raw(tmp_path("bad.npy"), 1, headers[k], &v, sizeof v);
    hpcab_status st = read_status(tmp_path("bad.npy"));
    if (st == HPCAB_OK) fail_msg("header %zu was accepted: %s", k, headers[k]);
    assert_non_null(strstr(hpcab_last_error(), "bad.npy"));
  }
  /* 65 dimensions */
  char big[1024] = "{'descr': '<f8', 'fortran_order': False, 'shape': (";
  for (int d = 0; d < 65; d++) strcat(big, "1, ");
  strcat(big, ")}");
  write_raw(tmp_path("bad.npy"), 1, big, &v, sizeof v);
  assert_int_equal(read_status(tmp_path("bad.npy")), HPCAB_E_UNSUPPORTED);
  /* a header length beyond the file, bad magic, an empty file */
  FILE *f = fopen(tmp_path("short.npy"), "wb");
  fwrite("\x93NUMPY\x01\x00\xff\xff{'descr'", 1, 18, f);
  fclose(f);
  assert_int_equal(read_status(tmp_path("short.npy")), HPCAB_E_IO);
  f = fopen(tmp_path("magic.npy"), "wb");
  fwrite("\x93NUMPX\x01\x00\x10\x00{}              ", 1, 26, f);
  fclose(f);
  assert_int_equal(read_status(tmp_path("magic.npy")), HPCAB_E_PARSE);
  f = fopen(tmp_path("empty.npy"), "wb");
  fclose(f);
  assert_int_equal(read_status(tmp_path("empty.npy")), HPCAB_E_IO);
  assert_int_equal(read_status(tmp_path("missing.npy")), HPCAB_E_SYSTEM);
  assert_non_null(strstr(hpcab_last_error(), "missing.npy"));
}

static void npy_rejects_truncated_data(void **state)
{
  (void)state;
  double v[8] = {0};
  write_raw(tmp_path("t.npy"), 1, "{'descr': '<f8', 'fortran_order': False, 'shape': (9,), }", v, sizeof v);
  assert_int_equal(read_status(tmp_path("t.npy")), HPCAB_E_IO);
  assert_non_null(strstr(hpcab_last_error(), "truncated"));
  /* a compressed file cut short */
  const int64_t shape[1] = {4096};
  double *big = calloc(4096, sizeof *big);
  for (int i = 0; i < 4096; i++) big[i] = i * 1.25;
  const char *path = tmp_path("t.npy.zst");
  assert_int_equal(hpcab_npy_write(path, HPCAB_F64, 1, shape, big), HPCAB_OK);
  FILE *f = fopen(path, "rb");
  unsigned char buf[65536];
  size_t n = fread(buf, 1, sizeof buf, f);
  fclose(f);
  for (size_t cut = 1; cut < n; cut += n / 7 + 1) {
    f = fopen(path, "wb");
    fwrite(buf, 1, n - cut, f);
    fclose(f);
    hpcab_status st = read_status(path);
    assert_true(st == HPCAB_E_IO || st == HPCAB_E_PARSE);
  }
  /* corrupt compressed bytes and plain bytes under a .zst name */
  buf[n / 2] ^= 0xff;
  buf[n / 2 + 1] ^= 0x55;
  f = fopen(path, "wb");
  fwrite(buf, 1, n, f);
  fclose(f);
  assert_int_not_equal(read_status(path), HPCAB_OK);
  write_raw(path, 1, "{'descr': '<f8', 'fortran_order': False, 'shape': (1,), }", v, 8);
  assert_int_equal(read_status(path), HPCAB_E_PARSE);
  free(big);
}

static hpcab_npy_array *read_data_file(const char *name)
{
  char path[512];
  snprintf(path, sizeof path, "%s/tests/data/npy/%s", HPCAB_SOURCE_ROOT, name);
  hpcab_npy_array *a = NULL;
  if (hpcab_npy_read(path, &a) != HPCAB_OK) fail_msg("%s: %s", name, hpcab_last_error());
  return a;
}

/* Element i of the files tests/data/gen_npy.py wrote, as a double (complex: the real part). */
static double data_value(hpcab_dtype d, size_t i)
{
  if (d == HPCAB_BOOL) return i % 3 == 0;
  if (d >= HPCAB_U8 && d <= HPCAB_U64) return (double)(i * 3);
  if (d >= HPCAB_I8 && d <= HPCAB_I64) return (double)(int64_t)((double)i * 1.5 - 3); /* truncated */
  return (double)i * 1.5 - 3;
}

static void npy_reads_files_numpy_wrote(void **state)
{
  (void)state;
  for (int d = 1; d < HPCAB_DTYPE_COUNT; d++) {
    if (d == HPCAB_BF16) continue;
    char name[64];
    snprintf(name, sizeof name, "%s_2x3.npy", hpcab_dtype_name((hpcab_dtype)d));
    hpcab_npy_array *a = read_data_file(name);
    assert_int_equal(hpcab_npy_array_dtype(a), d);
    assert_int_equal(hpcab_npy_array_ndim(a), 2);
    assert_int_equal(hpcab_npy_array_shape(a)[0], 2);
    assert_int_equal(hpcab_npy_array_shape(a)[1], 3);
    const void *p = hpcab_npy_array_data(a);
    for (size_t i = 0; i < 6; i++) {
      double v;
      switch (d) {
      case HPCAB_F64: v = ((const double *)p)[i]; break;
      case HPCAB_F32: v = ((const float *)p)[i]; break;
      case HPCAB_F16: v = hpcab_f16_to_f32(((const uint16_t *)p)[i]); break;
      case HPCAB_I8: v = ((const int8_t *)p)[i]; break;
      case HPCAB_I16: v = ((const int16_t *)p)[i]; break;
      case HPCAB_I32: v = ((const int32_t *)p)[i]; break;
      case HPCAB_I64: v = (double)((const int64_t *)p)[i]; break;
      case HPCAB_U8:
      case HPCAB_BOOL: v = ((const uint8_t *)p)[i]; break;
      case HPCAB_U16: v = ((const uint16_t *)p)[i]; break;
      case HPCAB_U32: v = ((const uint32_t *)p)[i]; break;
      case HPCAB_U64: v = (double)((const uint64_t *)p)[i]; break;
      case HPCAB_C64:
        v = ((const float *)p)[2 * i];
        assert_true(((const float *)p)[2 * i + 1] == (float)i);
        break;
      default:
        v = ((const double *)p)[2 * i];
        assert_true(((const double *)p)[2 * i + 1] == (double)i);
        break;
      }
      if (v != data_value((hpcab_dtype)d, i)) fail_msg("%s element %zu: %g", name, i, v);
    }
    hpcab_npy_array_free(a);
  }
  hpcab_npy_array *a = read_data_file("f64_scalar.npy");
  assert_int_equal(hpcab_npy_array_ndim(a), 0);
  assert_true(*(const double *)hpcab_npy_array_data(a) == 2.5);
  hpcab_npy_array_free(a);
  a = read_data_file("f32_empty.npy");
  assert_int_equal(hpcab_npy_array_count(a), 0);
  hpcab_npy_array_free(a);
  const char *versions[] = {"i32_v2.npy", "i32_v3.npy", "i32_2x3.npy"};
  for (int k = 0; k < 3; k++) {
    a = read_data_file(versions[k]);
    assert_int_equal(((const int32_t *)hpcab_npy_array_data(a))[5], 4);
    hpcab_npy_array_free(a);
  }
  a = read_data_file("c128_2x3.npy.zst");
  assert_true(((const double *)hpcab_npy_array_data(a))[10] == 4.5); /* element 5: 4.5 + 5j */
  hpcab_npy_array_free(a);
  char path[512];
  snprintf(path, sizeof path, "%s/tests/data/npy/f64_fortran.npy", HPCAB_SOURCE_ROOT);
  assert_int_equal(read_status(path), HPCAB_E_UNSUPPORTED);
  snprintf(path, sizeof path, "%s/tests/data/npy/f64_bigendian.npy", HPCAB_SOURCE_ROOT);
  assert_int_equal(read_status(path), HPCAB_E_UNSUPPORTED);
}

/* Random byte flips and cuts of valid files (plain and compressed) give a status, never a crash
   (the sanitized build checks the memory accesses). */
static void npy_survives_random_corruption(void **state)
{
  (void)state;
  const int64_t shape[2] = {16, 9};
  double v[144];
  for (int i = 0; i < 144; i++) v[i] = i * 0.25;
  uint64_t x = 88172645463325252u;
  for (int z = 0; z < 2; z++) {
    const char *path = tmp_path(z ? "fz.npy.zst" : "fz.npy");
    assert_int_equal(hpcab_npy_write(path, HPCAB_F64, 2, shape, v), HPCAB_OK);
    unsigned char good[4096], bad[4096];
    FILE *f = fopen(path, "rb");
    size_t n = fread(good, 1, sizeof good, f);
    fclose(f);
    for (int iter = 0; iter < 400; iter++) {
      memcpy(bad, good, n);
      size_t len = n;
      for (int k = 0; k < 1 + iter % 4; k++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        size_t pos = (size_t)(x % (z ? n : 140)); /* plain files: hit the header */
        bad[pos] = (unsigned char)(x >> 32);
      }
      if (iter % 5 == 0) len = (size_t)((x >> 20) % n);
      f = fopen(path, "wb");
      fwrite(bad, 1, len, f);
      fclose(f);
      hpcab_npy_array *a = NULL;
      if (hpcab_npy_read(path, &a) == HPCAB_OK) {
        /* whatever was accepted is self-consistent */
        assert_int_equal(hpcab_npy_array_bytes(a),
                         (size_t)hpcab_npy_array_count(a) * hpcab_dtype_size(hpcab_npy_array_dtype(a)));
        memset(hpcab_npy_array_data(a), 0, hpcab_npy_array_bytes(a));
      } else {
        assert_null(a);
        assert_true(strlen(hpcab_last_error()) > 0);
      }
      hpcab_npy_array_free(a);
    }
  }
}

static void npy_write_rejects_bad_arguments(void **state)
{
  (void)state;
  const int64_t neg[1] = {-2}, ok[1] = {2};
  double v[2] = {0};
  assert_int_equal(hpcab_npy_write(tmp_path("w.npy"), HPCAB_F64, 1, neg, v), HPCAB_E_INVALID);
  assert_int_equal(hpcab_npy_write(tmp_path("w.npy"), (hpcab_dtype)0, 1, ok, v), HPCAB_E_INVALID);
  assert_int_equal(hpcab_npy_write(tmp_path("w.npy"), HPCAB_F64, 65, ok, v), HPCAB_E_INVALID);
  assert_int_equal(hpcab_npy_write(tmp_path("w.npy"), HPCAB_F64, 1, ok, NULL), HPCAB_E_INVALID);
  assert_int_equal(hpcab_npy_write("/nonexistent-dir/w.npy", HPCAB_F64, 1, ok, v), HPCAB_E_SYSTEM);
  assert_int_equal(access(tmp_path("w.npy"), F_OK), -1);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(npy_round_trip_preserves_every_dtype),
      cmocka_unit_test(npy_round_trip_handles_scalars_and_empty_arrays),
      cmocka_unit_test(npy_header_is_what_numpy_writes),
      cmocka_unit_test(npy_bf16_is_stored_as_u2_with_a_note),
      cmocka_unit_test(npy_reads_format_versions_2_and_3),
      cmocka_unit_test(npy_rejects_fortran_order_and_big_endian),
      cmocka_unit_test(npy_rejects_hostile_headers_with_errors),
      cmocka_unit_test(npy_rejects_truncated_data),
      cmocka_unit_test(npy_reads_files_numpy_wrote),
      cmocka_unit_test(npy_survives_random_corruption),
      cmocka_unit_test(npy_write_rejects_bad_arguments),
  };
  return cmocka_run_group_tests(tests, make_dir, remove_dir);
}
