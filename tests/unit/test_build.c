/* Unit tests: building candidates (hpcab/build.h). */
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include "hpcab.h"

static char workdir[64];
static char cachedir[128];

static int setup(void **state)
{
  (void)state;
  strcpy(workdir, "/tmp/hpcab-build-XXXXXX");
  if (!mkdtemp(workdir)) return -1;
  snprintf(cachedir, sizeof cachedir, "%s/cache", workdir);
  return 0;
}

static int teardown(void **state)
{
  (void)state;
  char cmd[256];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", workdir);
  return system(cmd) == 0 ? 0 : -1;
}

static const char *write_file(const char *name, const char *text)
{
  static char path[256];
  snprintf(path, sizeof path, "%s/%s", workdir, name);
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs(text, f);
  fclose(f);
  return path;
}

static hpcab_build_options options(void)
{
  hpcab_build_options o = {.size = sizeof o, .cache_dir = cachedir, .include_dir = HPCAB_SOURCE_ROOT "/include"};
  return o;
}

static const char S000[] = "#include <stdint.h>\n#include \"hpcab/kernel.h\"\n"
                           "void s000(real_t *restrict a, const real_t *restrict b, int64_t n) {\n"
                           "  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1;\n}\n";

static void a_c_source_builds_into_a_loadable_object(void **state)
{
  (void)state;
  const char *src = write_file("s000.c", S000);
  hpcab_build_options o = options();
  hpcab_build *b = NULL;
  assert_int_equal(hpcab_build_source(&o, src, &b), HPCAB_OK);
  assert_int_equal(hpcab_build_lang(b), HPCAB_LANG_C);
  void *h = dlopen(hpcab_build_object(b), RTLD_NOW | RTLD_LOCAL);
  assert_non_null(h);
  void (*fn)(double *, const double *, int64_t) = (void (*)(double *, const double *, int64_t))dlsym(h, "s000");
  assert_non_null(fn);
  double a[3], in[3] = {1, 2, 3};
  fn(a, in, 3);
  assert_true(a[2] == 4.0);
  dlclose(h);
  hpcab_build_free(b);
}

/* The worker loads an object alone (no libm in its process): the object must itself need libm. */
static void objects_depend_on_the_math_library(void **state)
{
  (void)state;
  const char *src = write_file("sq.c", "#include <math.h>\n#include <stdint.h>\n"
                                       "void sq(double *restrict a, int64_t n) {\n"
                                       "  for (int64_t i = 0; i < n; i++) a[i] = sqrt(a[i]) + erf(a[i]);\n}\n");
  hpcab_build_options o = options();
  hpcab_build *b = NULL;
  assert_int_equal(hpcab_build_source(&o, src, &b), HPCAB_OK);
  FILE *f = fopen(hpcab_build_object(b), "rb");
  assert_non_null(f);
  static char bytes[1 << 20];
  size_t n = fread(bytes, 1, sizeof bytes, f);
  fclose(f);
  assert_non_null(memmem(bytes, n, "libm.so", 7)); /* a DT_NEEDED name in .dynstr */
  hpcab_build_free(b);
}

static void the_same_request_comes_from_the_cache(void **state)
{
  (void)state;
  const char *src = write_file("s000c.c", S000);
  hpcab_build_options o = options();
  hpcab_build *b1 = NULL, *b2 = NULL;
  assert_int_equal(hpcab_build_source(&o, src, &b1), HPCAB_OK);
  assert_int_equal(hpcab_build_source(&o, src, &b2), HPCAB_OK);
  assert_int_equal(hpcab_build_cached(b2), 1);
  assert_string_equal(hpcab_build_object(b1), hpcab_build_object(b2));
  o.precision = HPCAB_F32; /* another precision is another object */
  hpcab_build *b3 = NULL;
  assert_int_equal(hpcab_build_source(&o, src, &b3), HPCAB_OK);
  assert_string_not_equal(hpcab_build_object(b1), hpcab_build_object(b3));
  hpcab_build_free(b1);
  hpcab_build_free(b2);
  hpcab_build_free(b3);
}

/* Judges building the same request at once (a judge service grades in parallel): each gets the
   entry, and the entry it got is the one that stays. A worker's Landlock rule names the file it found
   at the cache path, so a copy published over it by a later build would make that worker's load fail. */
typedef struct {
  const char *src;
  hpcab_status st;
  ino_t ino;
  char object[512];
} racer;

static void *race_build(void *arg)
{
  racer *r = arg;
  hpcab_build_options o = options();
  hpcab_build *b = NULL;
  r->st = hpcab_build_source(&o, r->src, &b);
  struct stat sb;
  if (r->st == HPCAB_OK && stat(hpcab_build_object(b), &sb) == 0) {
    r->ino = sb.st_ino;
    snprintf(r->object, sizeof r->object, "%s", hpcab_build_object(b));
  }
  hpcab_build_free(b);
  return NULL;
}

static void a_cache_entry_built_at_once_by_several_judges_is_never_replaced(void **state)
{
  (void)state;
  const char *src = write_file("race.c", "#include <stdint.h>\n#include \"hpcab/kernel.h\"\n"
                                         "void race(real_t *restrict a, int64_t n) {\n"
                                         "  for (int64_t i = 0; i < n; i++) a[i] = 3 * a[i];\n}\n");
  enum { N = 4 };
  racer r[N];
  pthread_t t[N];
  for (int i = 0; i < N; i++) {
    r[i] = (racer){.src = src};
    assert_int_equal(pthread_create(&t[i], NULL, race_build, &r[i]), 0);
  }
  for (int i = 0; i < N; i++) pthread_join(t[i], NULL);
  struct stat now;
  for (int i = 0; i < N; i++) {
    assert_int_equal(r[i].st, HPCAB_OK);
    assert_string_equal(r[i].object, r[0].object);
    assert_int_equal(stat(r[i].object, &now), 0);
    if (r[i].ino != now.st_ino) fail_msg("build %d got an entry that another build then replaced", i);
  }
}

static void the_precision_macro_reaches_the_source(void **state)
{
  (void)state;
  const char *src = write_file("prec.c", "#include \"hpcab/kernel.h\"\n#ifndef HPCAB_PREC_BF16\n#error wrong\n#endif\n"
                                         "_Static_assert(sizeof(real_t) == 2, \"bf16 storage\");\nvoid k(void) {}\n");
  hpcab_build_options o = options();
  o.precision = HPCAB_BF16;
  hpcab_build *b = NULL;
  assert_int_equal(hpcab_build_source(&o, src, &b), HPCAB_OK);
  hpcab_build_free(b);
}

static void unsafe_math_flags_are_refused(void **state)
{
  (void)state;
  const char *src = write_file("fm.c", S000);
  const char *bad[] = {"-O3 -ffast-math -fPIC -shared", "-Ofast -fPIC -shared", "-O2 -funsafe-math-optimizations",
                       "-O2 -fassociative-math", "-Xcompiler=-ffast-math"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    hpcab_build_options o = options();
    o.flags = bad[i];
    hpcab_build *b = NULL;
    assert_int_equal(hpcab_build_source(&o, src, &b), HPCAB_E_REFUSED);
    assert_null(b);
    assert_non_null(strstr(hpcab_last_error(), "unsafe floating-point flag"));
  }
  hpcab_build_options o = options();
  o.extra_flags = "-ffinite-math-only";
  hpcab_build *b = NULL;
  assert_int_equal(hpcab_build_source(&o, src, &b), HPCAB_E_REFUSED);
}

static void unsafe_math_flags_of_the_device_compilers_are_refused(void **state)
{
  (void)state;
  const char *cu = write_file("fm.cu", S000), *hip = write_file("fm.hip", S000);
  const char *bad[] = {"--use_fast_math",
                       "-use_fast_math",
                       "--ftz=true",
                       "-ftz=true",
                       "--ftz true",
                       "--prec-div=false",
                       "-prec-div false",
                       "--prec-sqrt=false",
                       "--prec-sqrt false",
                       "-Xcompiler -ffast-math",
                       "--compiler-options=-Ofast",
                       "-fgpu-flush-denormals-to-zero",
                       "-fcuda-flush-denormals-to-zero",
                       "-fgpu-approx-transcendentals",
                       "-munsafe-fp-atomics",
                       "-fno-hip-fp32-correctly-rounded-divide-sqrt",
                       "-fdenormal-fp-math=preserve-sign"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
    for (int k = 0; k < 2; k++) {
      hpcab_build_options o = options();
      o.extra_flags = bad[i];
      hpcab_build *b = NULL;
      if (hpcab_build_source(&o, k ? hip : cu, &b) != HPCAB_E_REFUSED) fail_msg("not refused: %s", bad[i]);
      assert_null(b);
      assert_non_null(strstr(hpcab_last_error(), "unsafe floating-point flag"));
    }
  /* the precise spellings pass the check */
  assert_int_equal(hpcab_build_check_flags("--ftz=false --prec-div=true --prec-sqrt true -O3"), HPCAB_OK);
  assert_int_equal(hpcab_lang_from_path("k.hip"), HPCAB_LANG_HIP);
  assert_int_equal(hpcab_lang_from_path("k.cu"), HPCAB_LANG_CUDA);
}

static void unsafe_math_pragmas_in_the_source_are_refused(void **state)
{
  (void)state;
  const char *src = write_file("pragma.c", "#pragma GCC optimize(\"fast-math\")\nvoid k(void) {}\n");
  hpcab_build_options o = options();
  hpcab_build *b = NULL;
  assert_int_equal(hpcab_build_source(&o, src, &b), HPCAB_E_REFUSED);
  assert_non_null(strstr(hpcab_last_error(), "pragma.c:1"));
  /* the refused build is handed back, with no object, so the caller can show what the check found */
  assert_non_null(b);
  assert_null(hpcab_build_object(b));
  hpcab_build_free(b);
}

static void a_compile_error_returns_the_compiler_output(void **state)
{
  (void)state;
  const char *src = write_file("broken.c", "void k(void) { this is not C; }\n");
  hpcab_build_options o = options();
  hpcab_build *b = NULL;
  assert_int_equal(hpcab_build_source(&o, src, &b), HPCAB_E_BUILD);
  assert_non_null(b);
  assert_null(hpcab_build_object(b));
  assert_non_null(strstr(hpcab_build_log(b), "error"));
  hpcab_build_free(b);
}

static void the_compiler_cannot_read_files_outside_its_allowed_directories(void **state)
{
  (void)state;
  char secretdir[128], secret[192];
  snprintf(secretdir, sizeof secretdir, "%s/state", workdir);
  mkdir(secretdir, 0700);
  snprintf(secret, sizeof secret, "%s/secrets", secretdir);
  FILE *f = fopen(secret, "w");
  fputs("TOPSECRET_SEED_0123456789\n", f);
  fclose(f);
  char text[512];
  snprintf(text, sizeof text, "#include \"%s\"\nvoid k(void) {}\n", secret);
  char srcpath[256];
  snprintf(srcpath, sizeof srcpath, "%s/src", workdir);
  mkdir(srcpath, 0700);
  const char *src = write_file("src/leak.c", text);
  hpcab_build_options o = options();
  hpcab_build *b = NULL;
  hpcab_status st = hpcab_build_source(&o, src, &b);
  if (!hpcab_build_sandboxed(b)) {
    printf("skipped: Landlock unavailable: %s\n", hpcab_build_sandbox_note(b));
    hpcab_build_free(b);
    return;
  }
  assert_int_equal(st, HPCAB_E_BUILD);
  assert_null(strstr(hpcab_build_log(b), "TOPSECRET"));
  hpcab_build_free(b);
}

static void a_hanging_compiler_is_stopped_at_the_time_limit(void **state)
{
  (void)state;
  const char *fake =
      write_file("fakecc", "#!/bin/sh\nif [ \"$1\" = --version ]; then echo fake 1; exit 0; fi\nsleep 30\n");
  chmod(fake, 0700);
  char cc[256];
  snprintf(cc, sizeof cc, "%s", fake);
  const char *src = write_file("hang.c", S000);
  hpcab_build_options o = options();
  o.cc = cc;
  o.timeout_s = 0.5;
  o.no_sandbox = 1;
  hpcab_build *b = NULL;
  assert_int_equal(hpcab_build_source(&o, src, &b), HPCAB_E_BUILD);
  assert_non_null(strstr(hpcab_last_error(), "timed out"));
  hpcab_build_free(b);
}

/* The compiler compiles a private copy in an empty directory: a file beside the source (where a
   default layout keeps the state directory: the candidate in $HOME, the secrets in
   ~/.local/state/hpcabench) cannot be included, and nothing of it reaches the log. */
static void the_compiler_cannot_read_files_beside_the_source(void **state)
{
  (void)state;
  char dir[160];
  snprintf(dir, sizeof dir, "%s/home", workdir);
  mkdir(dir, 0700);
  write_file("home/secrets", "score = SECRET_BESIDE_THE_SOURCE_42\n");
  const char *src = write_file("home/cand.c", "#include \"secrets\"\nvoid k(void) {}\n");
  hpcab_build_options o = options();
  hpcab_build *b = NULL;
  hpcab_status st = hpcab_build_source(&o, src, &b);
  assert_int_equal(st, HPCAB_E_BUILD);
  assert_null(strstr(hpcab_build_log(b), "SECRET_BESIDE"));
  assert_non_null(strstr(hpcab_build_log(b), "cand.c:1"));
  hpcab_build_free(b);
}

/* The log names the source by its own name; the compiler's temporary files (and the build cache)
   never show their paths, even in a linker's message. */
static void the_log_shows_neither_the_cache_nor_the_private_directory(void **state)
{
  (void)state;
  const char *src = write_file("undef.c", "void missing(void);\nvoid k(void) { missing(); }\n");
  hpcab_build_options o = options();
  o.extra_flags = "-Wl,--no-undefined";
  hpcab_build *b = NULL;
  assert_int_equal(hpcab_build_source(&o, src, &b), HPCAB_E_BUILD);
  const char *log = hpcab_build_log(b);
  assert_non_null(strstr(log, "missing"));
  assert_null(strstr(log, cachedir));
  assert_null(strstr(log, "/hpcab-build-"));
  hpcab_build_free(b);
}

/* The compiler's address space is limited (memory_bytes, default 2 GiB): a source that needs more
   is a build error that names the limit. */
static void a_compiler_out_of_memory_is_a_build_error_naming_the_limit(void **state)
{
  (void)state;
  const char *src = write_file("big.c", "#define E1 1.0,\n#define E10 E1 E1 E1 E1 E1 E1 E1 E1 E1 E1\n"
                                        "#define E100 E10 E10 E10 E10 E10 E10 E10 E10 E10 E10\n"
                                        "#define E1K E100 E100 E100 E100 E100 E100 E100 E100 E100 E100\n"
                                        "#define E10K E1K E1K E1K E1K E1K E1K E1K E1K E1K E1K\n"
                                        "#define E100K E10K E10K E10K E10K E10K E10K E10K E10K E10K E10K\n"
                                        "#define E1M E100K E100K E100K E100K E100K E100K E100K E100K E100K E100K\n"
                                        "#define E10M E1M E1M E1M E1M E1M E1M E1M E1M E1M E1M\n"
                                        "const double table[] = {E10M};\n");
  hpcab_build_options o = options();
  o.memory_bytes = (uint64_t)256 << 20;
  hpcab_build *b = NULL;
  assert_int_equal(hpcab_build_source(&o, src, &b), HPCAB_E_BUILD);
  assert_non_null(strstr(hpcab_last_error(), "memory limit of 256 MiB"));
  hpcab_build_free(b);
}

/* The time limit holds whatever the compiler prints: one that closes its output and keeps running
   is stopped at it too. */
static void a_silent_compiler_that_closed_its_output_is_stopped_at_the_time_limit(void **state)
{
  (void)state;
  const char *fake = write_file("silentcc", "#!/bin/sh\nif [ \"$1\" = --version ]; then echo fake 1; exit 0; fi\n"
                                            "exec >/dev/null 2>&1\nsleep 30\n");
  chmod(fake, 0700);
  char cc[256];
  snprintf(cc, sizeof cc, "%s", fake);
  const char *src = write_file("silent.c", S000);
  hpcab_build_options o = options();
  o.cc = cc;
  o.timeout_s = 0.5;
  o.no_sandbox = 1;
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  hpcab_build *b = NULL;
  assert_int_equal(hpcab_build_source(&o, src, &b), HPCAB_E_BUILD);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  assert_non_null(strstr(hpcab_last_error(), "timed out"));
  assert_true(t1.tv_sec - t0.tv_sec < 15);
  hpcab_build_free(b);
}

static void a_shared_object_is_accepted_as_is_and_junk_is_not(void **state)
{
  (void)state;
  const char *src = write_file("so.c", S000);
  hpcab_build_options o = options();
  hpcab_build *b = NULL;
  assert_int_equal(hpcab_build_source(&o, src, &b), HPCAB_OK);
  hpcab_build *so = NULL;
  assert_int_equal(hpcab_build_source(&o, hpcab_build_object(b), &so), HPCAB_OK);
  assert_int_equal(hpcab_build_lang(so), HPCAB_LANG_SHARED_OBJECT);
  assert_string_equal(hpcab_build_object(so), hpcab_build_object(b));
  hpcab_build_free(so);
  hpcab_build_free(b);
  const char *junk = write_file("junk.so", "not an elf");
  assert_int_equal(hpcab_build_source(&o, junk, &so), HPCAB_E_INVALID);
  const char *txt = write_file("cand.txt", "x");
  assert_int_equal(hpcab_build_source(&o, txt, &so), HPCAB_E_UNSUPPORTED);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(a_c_source_builds_into_a_loadable_object),
      cmocka_unit_test(objects_depend_on_the_math_library),
      cmocka_unit_test(the_same_request_comes_from_the_cache),
      cmocka_unit_test(a_cache_entry_built_at_once_by_several_judges_is_never_replaced),
      cmocka_unit_test(the_precision_macro_reaches_the_source),
      cmocka_unit_test(unsafe_math_flags_are_refused),
      cmocka_unit_test(unsafe_math_flags_of_the_device_compilers_are_refused),
      cmocka_unit_test(unsafe_math_pragmas_in_the_source_are_refused),
      cmocka_unit_test(a_compile_error_returns_the_compiler_output),
      cmocka_unit_test(the_compiler_cannot_read_files_outside_its_allowed_directories),
      cmocka_unit_test(a_hanging_compiler_is_stopped_at_the_time_limit),
      cmocka_unit_test(the_compiler_cannot_read_files_beside_the_source),
      cmocka_unit_test(the_log_shows_neither_the_cache_nor_the_private_directory),
      cmocka_unit_test(a_compiler_out_of_memory_is_a_build_error_naming_the_limit),
      cmocka_unit_test(a_silent_compiler_that_closed_its_output_is_stopped_at_the_time_limit),
      cmocka_unit_test(a_shared_object_is_accepted_as_is_and_junk_is_not),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
