/* Unit tests: static source checks (hpcab/srccheck.h). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "hpcab.h"

/* Scans `src` and returns the number of findings of `cat`; *line gets the first one's line. */
static size_t count_cat(const char *src, const char *name, hpcab_src_category cat, int *line, hpcab_src_severity *sev)
{
  hpcab_srccheck *c = NULL;
  assert_int_equal(hpcab_srccheck_scan(src, strlen(src), name, &c), HPCAB_OK);
  size_t n = 0;
  for (size_t i = 0; i < hpcab_srccheck_count(c); i++) {
    hpcab_src_finding f = {.size = sizeof f};
    assert_int_equal(hpcab_srccheck_get(c, i, &f), HPCAB_OK);
    if (f.category != cat) continue;
    if (n++ == 0) {
      if (line) *line = f.line;
      if (sev) *sev = f.severity;
    }
  }
  hpcab_srccheck_free(c);
  return n;
}

static size_t total(const char *src, const char *name)
{
  hpcab_srccheck *c = NULL;
  assert_int_equal(hpcab_srccheck_scan(src, strlen(src), name, &c), HPCAB_OK);
  size_t n = hpcab_srccheck_count(c);
  hpcab_srccheck_free(c);
  return n;
}

static void each_category_is_flagged_on_its_line(void **state)
{
  (void)state;
  static const struct {
    const char *src;
    hpcab_src_category cat;
  } cases[] = {
      {"#include <unistd.h>\nvoid k(void) {\n  usleep(10);\n}\n", HPCAB_SRC_SLEEP},
      {"void k(void) {\n\n  pthread_cond_timedwait(&cv, &mu, &until);\n}\n", HPCAB_SRC_SLEEP},
      {"void k(void) {\n\n  struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t);\n}\n", HPCAB_SRC_TIMER},
      {"void k(void) {\n\n  FILE *f = fopen(\"/etc/passwd\", \"r\");\n}\n", HPCAB_SRC_FILE_IO},
      {"void k(void) {\n\n  int s = socket(AF_INET, SOCK_STREAM, 0);\n}\n", HPCAB_SRC_NETWORK},
      {"void k(void) {\n\n  void *h = dlopen(\"libm.so.6\", RTLD_NOW);\n}\n", HPCAB_SRC_DYNLOAD},
      {"int x;\n\n__attribute__((constructor)) static void init(void) { x = 1; }\n", HPCAB_SRC_CONSTRUCTOR},
      {"void k(void) {\n\n  execl(\"/bin/sh\", \"sh\", (char *)0);\n}\n", HPCAB_SRC_EXEC},
      {"void k(void) {\n\n  const char *s = getenv(\"SEED\");\n}\n", HPCAB_SRC_ENVIRON},
      {"void k(void) {\n\n  syscall(39);\n}\n", HPCAB_SRC_SYSCALL},
      {"void k(void) {\n\n  __asm__ volatile(\"nop\");\n}\n", HPCAB_SRC_INLINE_ASM},
      {"#include <stdint.h>\n\n#include <immintrin.h>\n", HPCAB_SRC_X86_ONLY},
      {"void k(void) {\n\n  int l = __builtin_amdgcn_workitem_id_x();\n}\n", HPCAB_SRC_AMD_ONLY},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    int line = 0;
    hpcab_src_severity sev = 0;
    if (count_cat(cases[i].src, "c.c", cases[i].cat, &line, &sev) != 1)
      fail_msg("case %zu (%s) not flagged exactly once", i, hpcab_srccheck_category_name(cases[i].cat));
    assert_int_equal(line, 3);
    assert_int_equal(sev, HPCAB_SRC_FLAG);
  }
}

static void unsafe_math_requests_are_forbidden_in_every_form(void **state)
{
  (void)state;
  const char *forms[] = {
      "#pragma GCC optimize(\"fast-math\")\nvoid k(void) {}\n",
      "#pragma GCC optimize (\"-ffast-math\")\n",
      "__attribute__((optimize(\"Ofast\"))) void k(void) {}\n",
      "__attribute__((optimize(\"-funsafe-math-optimizations\"))) void k(void) {}\n",
      "_Pragma(\"GCC optimize(\\\"associative-math\\\")\")\n",
      "#pragma clang fp reassociate(on)\n",
      "#pragma float_control(precise, off)\n",
      "#pragma GCC optimize(\"-fno-signed-zeros\", \"-ffinite-math-only\")\n",
  };
  for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
    hpcab_srccheck *c = NULL;
    assert_int_equal(hpcab_srccheck_scan(forms[i], strlen(forms[i]), "c.c", &c), HPCAB_OK);
    if (hpcab_srccheck_forbidden(c) != 1) fail_msg("form %zu not forbidden: %s", i, forms[i]);
    hpcab_srccheck_free(c);
  }
}

/* Changing the floating-point environment by hand (flush-to-zero, denormals-are-zero, rounding) is
   the unsafe math the flags may not ask for: refused in every form, category fp-env. */
static void fp_environment_changes_are_refused_in_every_form(void **state)
{
  (void)state;
  const char *forms[] = {
      "#include <xmmintrin.h>\nvoid k(void) { _mm_setcsr(_mm_getcsr() | 0x8040); }\n",
      "void k(void) { _MM_SET_FLUSH_ZERO_MODE(_MM_FLUSH_ZERO_ON); }\n",
      "void k(void) { _MM_SET_DENORMALS_ZERO_MODE(_MM_DENORMALS_ZERO_ON); }\n",
      "#include <fenv.h>\nvoid k(void) { fesetround(FE_UPWARD); }\n",
      "void k(const fenv_t *e) { fesetenv(e); }\n",
      "void k(unsigned x) { __builtin_ia32_ldmxcsr(x); }\n",
      "void k(unsigned x) {\n  __asm__ volatile(\n    \"ldmxcsr %0\"\n    :: \"m\"(x));\n}\n",
  };
  for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
    hpcab_src_severity sev = 0;
    if (count_cat(forms[i], "c.c", HPCAB_SRC_FP_ENV, NULL, &sev) != 1)
      fail_msg("form %zu not flagged fp-env: %s", i, forms[i]);
    assert_int_equal(sev, HPCAB_SRC_FORBIDDEN);
  }
  const char *fortran = "subroutine k()\n  use ieee_arithmetic\n  call ieee_set_underflow_mode(.false.)\nend\n";
  assert_int_equal(count_cat(fortran, "k.f90", HPCAB_SRC_FP_ENV, NULL, NULL), 1);
  assert_string_equal(hpcab_srccheck_category_name(HPCAB_SRC_FP_ENV), "fp-env");
  /* reading it is fine */
  assert_int_equal(count_cat("void k(void) { int r = fegetround(); (void)r; }\n", "c.c", HPCAB_SRC_FP_ENV, NULL, NULL),
                   0);
}

/* Scans `src` as file `name` and returns the number of device findings whose token is `token`. */
static size_t device_tokens(const char *src, const char *name, const char *token)
{
  hpcab_srccheck *c = NULL;
  assert_int_equal(hpcab_srccheck_scan(src, strlen(src), name, &c), HPCAB_OK);
  size_t n = 0;
  for (size_t i = 0; i < hpcab_srccheck_count(c); i++) {
    hpcab_src_finding f = {.size = sizeof f};
    assert_int_equal(hpcab_srccheck_get(c, i, &f), HPCAB_OK);
    if (f.category == HPCAB_SRC_DEVICE && !strcmp(f.token, token)) {
      assert_int_equal(f.severity, HPCAB_SRC_FLAG);
      assert_non_null(strstr(f.message, "device hazard"));
      n++;
    }
  }
  hpcab_srccheck_free(c);
  return n;
}

static void device_hazards_are_flagged(void **state)
{
  (void)state;
  assert_string_equal(hpcab_srccheck_category_name(HPCAB_SRC_DEVICE), "device");
  static const struct {
    const char *src, *token;
  } cases[] = {
      {"__global__ void k(long long *t) { t[0] = clock64(); }\n", "clock64"},
      {"__global__ void k(long long *t) { t[0] = wall_clock64(); }\n", "wall_clock64"},
      {"__global__ void k(void) { __nanosleep(1000); }\n", "__nanosleep"},
      {"__global__ void k(void) { __builtin_amdgcn_s_sleep(10); }\n", "__builtin_amdgcn_s_sleep"},
      {"__global__ void k(long long *t) { t[0] = __builtin_amdgcn_s_memtime(); }\n", "__builtin_amdgcn_s_memtime"},
      {"__global__ void k(int *t) {\n  asm volatile(\"mov.u32 %0, %%clock;\" : \"=r\"(t[0]));\n}\n", "asm volatile"},
      {"__global__ void k(unsigned long long *t) {\n  asm(\"mov.u64 %0, %%globaltimer;\" : \"=l\"(t[0]));\n}\n",
       "%globaltimer"},
      {"__global__ void k(int *t) { t[0] = (int)clock(); }\n", "clock"},
      {"void host(void *a, void *b) { float ms; cudaEventElapsedTime(&ms, a, b); }\n", "cudaEventElapsedTime"},
      {"void host(void) { hipDeviceReset(); }\n", "hipDeviceReset"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    if (device_tokens(cases[i].src, "cand.cu", cases[i].token) != 1)
      fail_msg("case %zu: no device finding '%s' in: %s", i, cases[i].token, cases[i].src);
  }
  /* inline assembly in a .hip source is device code too; in a C source it is the inline-asm flag only */
  const char *a = "void k(int *x) { asm volatile(\"nop\"); }\n";
  assert_int_equal(device_tokens(a, "cand.hip", "asm volatile"), 1);
  assert_int_equal(device_tokens(a, "cand.c", "asm volatile"), 0);
  assert_int_equal(count_cat(a, "cand.c", HPCAB_SRC_INLINE_ASM, NULL, NULL), 1);
  /* clock() in host code is the timer flag, not a device hazard; a member named clock64 is nothing */
  assert_int_equal(device_tokens("void k(long *t) { t[0] = clock(); }\n", "cand.c", "clock"), 0);
  assert_int_equal(device_tokens("__global__ void k(S *s) { s->clock64(); }\n", "cand.cu", "clock64"), 0);
  /* a plain device kernel raises nothing */
  assert_int_equal(total("#include \"hpcab/kernel.h\"\n__global__ void k(double *a, const double *b, long n) {\n"
                         "  long i = blockIdx.x * 256 + threadIdx.x;\n  if (i < n) a[i] = b[i] + 1;\n}\n",
                         "cand.cu"),
                   0);
}

/* A rule matches tokens, never a part of an identifier: a helper named after what it avoids, or a
   function of the candidate's own that shares a library function's name, raises nothing. */
static void identifiers_alone_raise_nothing(void **state)
{
  (void)state;
  const char *helper =
      "__attribute__((noinline, optimize(\"O3\"))) static double dot_without_fast_math(const double *a,"
      " long n) {\n  double s = 0; for (long i = 0; i < n; i++) s += a[i]; return s;\n}\n";
  assert_int_equal(total(helper, "c.c"), 0);
  const char *select = "static int select(int a, int b) { return a > b ? a : b; }\n"
                       "void k(int *r, int a, int b) { r[0] = select(a, b); }\n";
  assert_int_equal(total(select, "c.c"), 0);
  /* the library's select, called without a definition of the candidate's own, is still a sleep */
  assert_int_equal(count_cat("void k(void) { select(0, 0, 0, 0, 0); }\n", "c.c", HPCAB_SRC_SLEEP, NULL, NULL), 1);
}

/* Preprocessed text (the compiler's -E output, with its line markers) is judged on the candidate's
   own lines only, at their line numbers: what macros, continuations and _Pragma became is checked,
   a system header's declarations are not. */
static void preprocessed_text_is_judged_on_the_candidates_own_lines(void **state)
{
  (void)state;
  const char *pp = "# 1 \"cand.c\"\n# 1 \"<built-in>\"\n# 1 \"/usr/include/stdio.h\" 1 3 4\n"
                   "extern FILE *fopen(const char *, const char *);\nextern int usleep(unsigned);\n"
                   "# 3 \"cand.c\" 2\n"
                   "\n"
                   "__attribute__((optimize(\"fast-math\"))) void k(double *a) { a[0] = 1; }\n";
  hpcab_srccheck *c = NULL;
  assert_int_equal(hpcab_srccheck_scan(pp, strlen(pp), "cand.c", &c), HPCAB_OK);
  assert_int_equal(hpcab_srccheck_count(c), 1);
  hpcab_src_finding f = {.size = sizeof f};
  assert_int_equal(hpcab_srccheck_get(c, 0, &f), HPCAB_OK);
  assert_int_equal(f.category, HPCAB_SRC_UNSAFE_MATH);
  assert_int_equal(f.line, 4);
  hpcab_srccheck_free(c);
  /* a pasted keyword and a continued pragma, as the preprocessor leaves them */
  const char *asm_pp = "# 1 \"cand.c\"\n\nvoid k(void) { __asm__ volatile(\"rdtsc\"); }\n";
  assert_int_equal(count_cat(asm_pp, "cand.c", HPCAB_SRC_INLINE_ASM, NULL, NULL), 1);
  const char *prag = "# 1 \"cand.c\"\n#pragma GCC optimize (\"Ofast\")\n# 3 \"cand.c\"\nvoid k(void) {}\n";
  assert_int_equal(count_cat(prag, "cand.c", HPCAB_SRC_UNSAFE_MATH, NULL, NULL), 1);
}

/* The object check lets the toolchain's own constructors through (libgcc's __cpu_indicator_init, which
   __builtin_cpu_supports brings); a candidate naming a function so is flagged in its source. */
static void a_toolchain_constructor_name_in_the_source_is_flagged(void **state)
{
  (void)state;
  const char *src = "__attribute__((section(\".init\\x5f\" \"array\"), used)) static void (*p)(void) = 0;\n"
                    "void __cpu_indicator_init(void) {}\n";
  assert_int_equal(count_cat(src, "c.c", HPCAB_SRC_CONSTRUCTOR, NULL, NULL), 1);
  assert_int_equal(total("int k(void) { return __builtin_cpu_supports(\"avx2\"); }\n", "c.c"), 0);
}

/* Yielding the processor is waiting too. */
static void yielding_is_a_sleep(void **state)
{
  (void)state;
  assert_int_equal(count_cat("void k(void) { while (1) sched_yield(); }\n", "c.c", HPCAB_SRC_SLEEP, NULL, NULL), 1);
}

static void plain_kernels_raise_no_findings(void **state)
{
  (void)state;
  const char *src = "#include <stdint.h>\n#include \"hpcab/kernel.h\"\n"
                    "/* sleep(1) and clock() in a comment do not count */\n"
                    "// nor fopen(\"x\")\n"
                    "void s000(real_t *restrict a, const real_t *restrict b, int64_t n) {\n"
                    "  const char *msg = \"getenv(SEED) in a string\";\n  (void)msg;\n"
                    "  double time = 0.0, clock = 1.0; time += clock;\n"
                    "  struct { int open; } s = {0}; s.open = 1;\n"
                    "  #pragma omp parallel for simd\n"
                    "  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1;\n}\n";
  assert_int_equal(total(src, "s000.c"), 0);
}

static void repeated_tokens_are_reported_once(void **state)
{
  (void)state;
  const char *src = "void k(void){ usleep(1); usleep(2);\nusleep(3); }\n";
  assert_int_equal(count_cat(src, "c.c", HPCAB_SRC_SLEEP, NULL, NULL), 1);
}

static void portability_notes_are_reported_once_per_category(void **state)
{
  (void)state;
  const char *src = "#include <immintrin.h>\nvoid k(double *a) {\n  __m256d x = _mm256_loadu_pd(a);\n"
                    "  _mm256_storeu_pd(a, _mm256_add_pd(x, x));\n}\n";
  int line = 0;
  assert_int_equal(count_cat(src, "c.c", HPCAB_SRC_X86_ONLY, &line, NULL), 1);
  assert_int_equal(line, 1);
}

static void fortran_comments_and_case_are_understood(void **state)
{
  (void)state;
  const char *src = "subroutine k(a)\n  ! call sleep(1) in a comment\n  CALL SYSTEM_CLOCK(t)\nend\n";
  int line = 0;
  assert_int_equal(count_cat(src, "k.f90", HPCAB_SRC_TIMER, &line, NULL), 1);
  assert_int_equal(line, 3);
  assert_int_equal(count_cat(src, "k.f90", HPCAB_SRC_SLEEP, NULL, NULL), 0);
}

/* Fortran's bind(c) is a language attribute, not the socket call bind(); the C function it binds to
   by name is judged like a call of it. */
static void fortran_bind_c_is_not_a_network_call(void **state)
{
  (void)state;
  const char *src = "subroutine s000(a, b, n) bind(c)\n  use iso_c_binding\n"
                    "  integer(c_int64_t), value :: n\nend subroutine\n"
                    "subroutine k2(x) BIND(C, name=\"k2\")\nend subroutine\n";
  assert_int_equal(total(src, "k.f90"), 0);
  const char *sock = "interface\n  function c_open(p, f) bind(c, name='open')\n  end function\nend interface\n";
  int line = 0;
  assert_int_equal(count_cat(sock, "k.f90", HPCAB_SRC_FILE_IO, &line, NULL), 1);
  assert_int_equal(line, 2);
  assert_int_equal(count_cat(sock, "k.f90", HPCAB_SRC_NETWORK, NULL, NULL), 0);
  /* in C, bind( is still the socket call */
  assert_int_equal(count_cat("void k(void){ bind(s, a, n); }", "c.c", HPCAB_SRC_NETWORK, NULL, NULL), 1);
}

/* Builds `src` into a shared object with the judge's compiler; returns the build (free it). */
static hpcab_build *build(const char *name, const char *src, const char *extra_flags)
{
  static char dir[64];
  if (!dir[0]) {
    strcpy(dir, "/tmp/hpcab-objcheck-XXXXXX");
    assert_non_null(mkdtemp(dir));
  }
  char path[128];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs(src, f);
  fclose(f);
  char cache[96];
  snprintf(cache, sizeof cache, "%s/cache", dir);
  hpcab_build_options o = {
      .size = sizeof o, .cache_dir = cache, .include_dir = HPCAB_SOURCE_ROOT "/include", .extra_flags = extra_flags};
  hpcab_build *b = NULL;
  if (hpcab_build_source(&o, path, &b) != HPCAB_OK)
    fail_msg("%s: %s\n%s", name, hpcab_last_error(), hpcab_build_log(b));
  return b;
}

static size_t count_obj(const char *so, hpcab_src_category cat, const char *word)
{
  hpcab_srccheck *c = NULL;
  assert_int_equal(hpcab_srccheck_object(so, &c), HPCAB_OK);
  size_t n = 0;
  for (size_t i = 0; i < hpcab_srccheck_count(c); i++) {
    hpcab_src_finding f = {.size = sizeof f};
    assert_int_equal(hpcab_srccheck_get(c, i, &f), HPCAB_OK);
    if (f.category == cat && (!word || strstr(f.message, word))) n++;
  }
  hpcab_srccheck_free(c);
  return n;
}

/* A shared object handed in built is checked too: constructors and IFUNC resolvers (code it runs at
   load time, from its dynamic section and relocations) and what it imports; a plain kernel gives
   nothing (the toolchain's own start-up code is not flagged). */
static void shared_objects_are_checked_for_load_time_code_and_imports(void **state)
{
  (void)state;
  hpcab_build *plain = build(
      "plain.c", "void k(double *a, const double *b, long n) { for (long i = 0; i < n; i++) a[i] = b[i]; }\n", NULL);
  hpcab_srccheck *c = NULL;
  assert_int_equal(hpcab_srccheck_object(hpcab_build_object(plain), &c), HPCAB_OK);
  assert_int_equal(hpcab_srccheck_count(c), 0);
  hpcab_srccheck_free(c);
  hpcab_build *ctor = build("ctor.c",
                            "#include <stdio.h>\nint x;\n__attribute__((constructor)) static void c(void) { x = 1; }\n"
                            "void k(double *a) { FILE *f = fopen(\"/x\", \"r\"); a[0] = x + (f != 0); }\n",
                            NULL);
  assert_int_equal(count_obj(hpcab_build_object(ctor), HPCAB_SRC_CONSTRUCTOR, ".init_array"), 1);
  assert_int_equal(count_obj(hpcab_build_object(ctor), HPCAB_SRC_FILE_IO, "imports fopen"), 1);
  hpcab_build *ifunc = build("ifunc.c",
                             "static void k1(double *a) { a[0] = 1; }\n"
                             "static void (*pick(void))(double *) { return k1; }\n"
                             "void k(double *a) __attribute__((ifunc(\"pick\")));\n",
                             NULL);
  assert_int_equal(count_obj(hpcab_build_object(ifunc), HPCAB_SRC_CONSTRUCTOR, "IFUNC"), 1);
  /* linked without the start files, its one .init_array entry is its own */
  hpcab_build *bare = build("bare.c",
                            "int x;\n__attribute__((constructor)) static void c(void) { x = 1; }\n"
                            "void k(double *a) { a[0] = x; }\n",
                            "-nostartfiles");
  assert_int_equal(count_obj(hpcab_build_object(bare), HPCAB_SRC_CONSTRUCTOR, ".init_array"), 1);
  hpcab_build_free(bare);
  /* an initializer of its own in DT_INIT (-Wl,-init=...) */
  hpcab_build *init = build("init.c", "void my_init(void); void my_init(void) {}\nvoid k(double *a) { a[0] = 1; }\n",
                            "-Wl,-init=my_init");
  assert_int_equal(count_obj(hpcab_build_object(init), HPCAB_SRC_CONSTRUCTOR, "DT_INIT"), 1);
  /* not an ELF object: nothing, no error */
  char junk[] = "/tmp/hpcab-objcheck-junk-XXXXXX";
  int fd = mkstemp(junk);
  assert_true(fd >= 0 && write(fd, "not an elf", 10) == 10);
  close(fd);
  assert_int_equal(hpcab_srccheck_object(junk, &c), HPCAB_OK);
  assert_int_equal(hpcab_srccheck_count(c), 0);
  hpcab_srccheck_free(c);
  unlink(junk);
  assert_int_equal(hpcab_srccheck_object("/nonexistent.so", &c), HPCAB_E_SYSTEM);
  hpcab_build_free(plain);
  hpcab_build_free(ctor);
  hpcab_build_free(ifunc);
  hpcab_build_free(init);
}

static void binary_junk_is_scanned_without_error(void **state)
{
  (void)state;
  char junk[4096];
  for (size_t i = 0; i < sizeof junk; i++) junk[i] = (char)((i * 2654435761u) >> 13);
  hpcab_srccheck *c = NULL;
  assert_int_equal(hpcab_srccheck_scan(junk, sizeof junk, "x.c", &c), HPCAB_OK);
  hpcab_srccheck_free(c);
  assert_int_equal(hpcab_srccheck_scan("", 0, NULL, &c), HPCAB_OK);
  assert_int_equal(hpcab_srccheck_count(c), 0);
  hpcab_srccheck_free(c);
}

static void out_of_range_finding_is_an_error(void **state)
{
  (void)state;
  hpcab_srccheck *c = NULL;
  assert_int_equal(hpcab_srccheck_scan("int x;", 6, NULL, &c), HPCAB_OK);
  hpcab_src_finding f = {.size = sizeof f};
  assert_int_equal(hpcab_srccheck_get(c, 0, &f), HPCAB_E_INVALID);
  assert_non_null(strstr(hpcab_last_error(), "out of range"));
  hpcab_srccheck_free(c);
  assert_int_equal(hpcab_srccheck_file("/nonexistent.c", &c), HPCAB_E_SYSTEM);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(each_category_is_flagged_on_its_line),
      cmocka_unit_test(unsafe_math_requests_are_forbidden_in_every_form),
      cmocka_unit_test(fp_environment_changes_are_refused_in_every_form),
      cmocka_unit_test(plain_kernels_raise_no_findings),
      cmocka_unit_test(identifiers_alone_raise_nothing),
      cmocka_unit_test(preprocessed_text_is_judged_on_the_candidates_own_lines),
      cmocka_unit_test(yielding_is_a_sleep),
      cmocka_unit_test(a_toolchain_constructor_name_in_the_source_is_flagged),
      cmocka_unit_test(device_hazards_are_flagged),
      cmocka_unit_test(repeated_tokens_are_reported_once),
      cmocka_unit_test(portability_notes_are_reported_once_per_category),
      cmocka_unit_test(fortran_comments_and_case_are_understood),
      cmocka_unit_test(fortran_bind_c_is_not_a_network_call),
      cmocka_unit_test(shared_objects_are_checked_for_load_time_code_and_imports),
      cmocka_unit_test(binary_junk_is_scanned_without_error),
      cmocka_unit_test(out_of_range_finding_is_an_error),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
