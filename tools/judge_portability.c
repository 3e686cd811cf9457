/*
 * tools/judge_portability.c — `hpcab-judge portability CANDIDATE [--precision P] [--json]`: the portability
 * probe of a regrade on another machine (lib/DESIGN.md §15). Prints `portable` (exit 0) or
 * `not portable: REASON` (exit 1); exit 2 when the probe cannot run (no such file, no aarch64 compiler).
 *
 * C, C++ and Fortran sources: first the x86-only constructs are looked for in the text (comments
 * removed): an x86 intrinsic header (`*intrin.h`, `cpuid.h`), an x86 intrinsic, vector type or builtin
 * (`_mm*`, `__m128`/`__m256`/`__m512`..., `__builtin_ia32_*`, `__builtin_cpu_supports`/`_is`, `__rdtsc`,
 * `__cpuid`), a `target`/`target_clones` attribute or `#pragma GCC target` naming an x86 feature, and
 * inline assembly naming x86 registers or instructions (an empty asm, a compiler barrier, is portable);
 * then the source must pass an aarch64 compiler's syntax check with the judge's flags
 * (`aarch64-linux-gnu-gcc|g++|gfortran -fsyntax-only -O3 -fopenmp`, the precision's define, the
 * library's include directory; Debian's gcc-aarch64-linux-gnu). Portable C (OpenMP, `#pragma omp simd`,
 * GCC vector extensions, builtins every target has) passes both.
 * CUDA and HIP sources: the AMD-only features — rocPRIM/hipCUB (and the other roc* libraries), shuffles
 * and votes without a mask (`__shfl_down`, `__ballot`, ... instead of the `_sync` forms), AMD inline
 * assembly or `__builtin_amdgcn_*`, and more than 48 KiB of static shared memory.
 * A shared object is not portable: it was built for one architecture (the ELF header names which).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <regex.h>
#include <signal.h>
#include <stdarg.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "hpcab.h"
#include "judge_cmds.h"

#define PROG "hpcab-judge portability"
#define REASON_CAP 512
#define SHARED_LIMIT (48 * 1024)
#define COMPILE_SECONDS 60

extern char **environ;

typedef enum { LANG_C, LANG_CXX, LANG_FORTRAN, LANG_DEVICE, LANG_OBJECT, LANG_UNKNOWN } probe_lang;

/* The probe's answer: portable (0), not portable (1) with a reason, or not run (2) with a message. */
typedef struct {
  int status;
  char reason[REASON_CAP];
} probe_result;

static void set_result(probe_result *r, int status, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void set_result(probe_result *r, int status, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  r->status = status;
  vsnprintf(r->reason, sizeof r->reason, fmt, ap);
  va_end(ap);
}

static bool ends_with(const char *s, const char *suffix)
{
  size_t n = strlen(s), m = strlen(suffix);
  return n >= m && strcmp(s + n - m, suffix) == 0;
}

static probe_lang language_of(const char *path)
{
  static const struct {
    const char *ext;
    probe_lang lang;
  } table[] = {{".c", LANG_C},         {".cc", LANG_CXX},    {".cpp", LANG_CXX},     {".cxx", LANG_CXX},
               {".f", LANG_FORTRAN},   {".F", LANG_FORTRAN}, {".f90", LANG_FORTRAN}, {".F90", LANG_FORTRAN},
               {".f95", LANG_FORTRAN}, {".cu", LANG_DEVICE}, {".hip", LANG_DEVICE},  {".so", LANG_OBJECT}};
  for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
    if (ends_with(path, table[i].ext)) return table[i].lang;
  return LANG_UNKNOWN;
}

static char *read_file(const char *path, size_t *len)
{
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc(cap + 1);
  while (buf) {
    size_t got = fread(buf + n, 1, cap - n, f);
    n += got;
    if (n < cap) break;
    char *bigger = cap < ((size_t)64 << 20) ? realloc(buf, 2 * cap + 1) : NULL;
    if (!bigger) {
      free(buf);
      buf = NULL;
      break;
    }
    buf = bigger;
    cap *= 2;
  }
  fclose(f);
  if (!buf) return NULL;
  buf[n] = '\0';
  *len = n;
  return buf;
}

/* Replaces C/C++ comments by spaces (keeping newlines and string literals), in place. For Fortran, the
   text after a '!' outside a string is a comment. */
static void strip_comments(char *s, bool fortran)
{
  char quote = 0;
  for (char *p = s; *p; p++) {
    if (quote) {
      if (*p == '\\' && !fortran && p[1])
        p++;
      else if (*p == quote)
        quote = 0;
      continue;
    }
    if (*p == '"' || *p == '\'') {
      quote = *p;
    } else if (fortran && *p == '!') {
      while (*p && *p != '\n') *p++ = ' ';
      if (!*p) break;
    } else if (!fortran && p[0] == '/' && p[1] == '/') {
      while (*p && *p != '\n') *p++ = ' ';
      if (!*p) break;
    } else if (!fortran && p[0] == '/' && p[1] == '*') {
      while (*p && !(p[0] == '*' && p[1] == '/')) {
        if (*p != '\n') *p = ' ';
        p++;
      }
      if (!*p) break;
      p[0] = p[1] = ' ';
      p++;
    }
  }
}

/* The first match of the extended regular expression `pattern` (case-insensitive when icase) in text;
   copies the match (at most cap - 1 bytes) into out. */
static bool find_regex(const char *text, const char *pattern, bool icase, char *out, size_t cap)
{
  regex_t re;
  if (regcomp(&re, pattern, REG_EXTENDED | REG_NEWLINE | (icase ? REG_ICASE : 0)) != 0) return false;
  regmatch_t m[2];
  bool found = regexec(&re, text, 2, m, 0) == 0;
  if (found && out) {
    regoff_t a = m[1].rm_so >= 0 ? m[1].rm_so : m[0].rm_so, b = m[1].rm_so >= 0 ? m[1].rm_eo : m[0].rm_eo;
    size_t n = (size_t)(b - a) < cap - 1 ? (size_t)(b - a) : cap - 1;
    memcpy(out, text + a, n);
    out[n] = '\0';
  }
  regfree(&re);
  return found;
}

/* x86 feature names as target attributes and pragmas spell them. */
#define X86_FEATURES                                                                                                   \
  "(sse[0-9.a-z]*|ssse3|avx[0-9a-z_]*|fma4?|bmi2?|popcnt|lzcnt|f16c|movbe|aes|pclmul|sha|x86-64[-a-z0-9]*|"            \
  "haswell|broadwell|skylake[-a-z0-9]*|icelake[-a-z0-9]*|sapphirerapids|alderlake|znver[0-9]|core2|nehalem|"           \
  "westmere|sandybridge|ivybridge|cascadelake|cooperlake|tigerlake|rocketlake|k8|amdfam10|btver[12]|bdver[1-4])"

/* x86 registers and instructions as inline assembly writes them. */
#define X86_ASM                                                                                                        \
  "(%%?[er]?[abcd]x|%%?[er](si|di|sp|bp)|%%?[xyz]mm[0-9]+|%%?r(8|9|1[0-5])[dwb]?|rdtscp?|cpuid|[lms]fence|"            \
  "clflush(opt)?|vzeroupper|prefetch(t[0-2]|nta)|v?mov(aps|ups|apd|upd|dqa|dqu)|vfn?m(add|sub)[0-9a-z]*|pause|"        \
  "vbroadcast[a-z0-9]*|vpermq|pshufb|xgetbv|rdrand|rdseed)"

/* The x86-only construct of a C or C++ text (comments removed), or false. */
static bool find_x86(const char *text, char *what, size_t cap)
{
  static const struct {
    const char *pattern, *label;
  } rules[] = {
      {"^[ \t]*#[ \t]*include[ \t]*[<\"]([a-z0-9_/]*(intrin|cpuid)\\.h)[>\"]", "x86 intrinsic header"},
      {"(^|[^A-Za-z0-9_])(_mm(256|512)?_[A-Za-z0-9_]+)", "x86 intrinsic"},
      {"(^|[^A-Za-z0-9_])(__m(64|128|256|512)[a-z]*)([^A-Za-z0-9_]|$)", "x86 vector type"},
      {"(^|[^A-Za-z0-9_])(__builtin_ia32_[A-Za-z0-9_]+)", "x86 builtin"},
      {"(^|[^A-Za-z0-9_])(__builtin_cpu_(supports|is|init))", "x86 CPU dispatch"},
      {"(^|[^A-Za-z0-9_])(_{0,2}rdtscp?|__cpuid(_count)?|__get_cpuid[a-z_]*|_xgetbv)[ \t]*\\(", "x86 intrinsic"},
  };
  char m[128];
  for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
    regex_t re;
    if (regcomp(&re, rules[i].pattern, REG_EXTENDED | REG_NEWLINE) != 0) continue;
    regmatch_t g[3];
    int hit = regexec(&re, text, 3, g, 0);
    regfree(&re);
    if (hit == 0) {
      int k = i == 0 ? 1 : 2;
      size_t n = (size_t)(g[k].rm_eo - g[k].rm_so) < sizeof m - 1 ? (size_t)(g[k].rm_eo - g[k].rm_so) : sizeof m - 1;
      memcpy(m, text + g[k].rm_so, n);
      m[n] = '\0';
      snprintf(what, cap, "%s '%s'", rules[i].label, m);
      return true;
    }
  }
  /* target attributes and pragmas naming an x86 feature */
  if (find_regex(text, "(target(_clones)?[ \t]*\\([ \t]*\"[^\"]*" X86_FEATURES ")", true, m, sizeof m) ||
      find_regex(text, "(#[ \t]*pragma[ \t]+(GCC|clang)[ \t]+[^\n]*target[^\n]*" X86_FEATURES ")", true, m, sizeof m)) {
    snprintf(what, cap, "x86 target attribute '%s'", m);
    return true;
  }
  /* inline assembly whose text names x86 registers or instructions */
  const char *p = text;
  regex_t asm_re;
  if (regcomp(&asm_re, "(^|[^A-Za-z0-9_])(__asm__|__asm|asm)[ \t\n]*(volatile|__volatile__|goto|inline)?[ \t\n]*\\(",
              REG_EXTENDED) != 0)
    return false;
  regmatch_t g[1];
  bool found = false;
  while (!found && regexec(&asm_re, p, 1, g, 0) == 0) {
    const char *q = p + g[0].rm_eo;
    int depth = 1;
    const char *start = q;
    while (*q && depth > 0) {
      if (*q == '(')
        depth++;
      else if (*q == ')')
        depth--;
      q++;
    }
    size_t n = (size_t)(q - start);
    char *body = strndup(start, n);
    if (body && find_regex(body, "\"([^\"]*[^a-z0-9_\"])?" X86_ASM "([^a-z0-9_]|$)", true, m, sizeof m)) {
      snprintf(what, cap, "x86 inline assembly");
      found = true;
    }
    free(body);
    p = q;
  }
  regfree(&asm_re);
  return found;
}

/* Value of an integer constant named `name` by a #define or a const/constexpr declaration in text, or -1. */
static long named_constant(const char *text, const char *name)
{
  char pattern[256], value[64];
  snprintf(pattern, sizeof pattern, "#[ \t]*define[ \t]+%s[ \t]+\\(?([0-9]+)", name);
  if (find_regex(text, pattern, false, value, sizeof value)) return atol(value);
  snprintf(pattern, sizeof pattern, "const(expr)?[ \t]+[a-z_ ]*int[a-z0-9_]*[ \t]+%s[ \t]*=[ \t]*([0-9]+)", name);
  regex_t re;
  if (regcomp(&re, pattern, REG_EXTENDED) != 0) return -1;
  regmatch_t g[3];
  long v = -1;
  if (regexec(&re, text, 3, g, 0) == 0) v = atol(text + g[2].rm_so);
  regfree(&re);
  return v;
}

/* Bytes of one element of a shared array's type, or 0 when the type is not one we know. */
static long type_size(const char *type)
{
  static const struct {
    const char *name;
    long size;
  } table[] = {{"char", 1},     {"int8_t", 1},   {"uint8_t", 1}, {"bool", 1},          {"short", 2},   {"int16_t", 2},
               {"uint16_t", 2}, {"__half", 2},   {"half", 2},    {"__nv_bfloat16", 2}, {"int", 4},     {"unsigned", 4},
               {"int32_t", 4},  {"uint32_t", 4}, {"float", 4},   {"long", 8},          {"int64_t", 8}, {"uint64_t", 8},
               {"size_t", 8},   {"double", 8},   {"float2", 8},  {"int2", 8},          {"float4", 16}, {"double2", 16},
               {"int4", 16},    {"double4", 32}, {"real_t", 8},  {"acc_t", 8}};
  for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
    if (strcmp(type, table[i].name) == 0) return table[i].size;
  return 0;
}

/* Total bytes of the static __shared__ arrays whose sizes the text states (dimensions that are literals
   or named integer constants of the file); arrays of unknown type or size count nothing. */
static long static_shared_bytes(const char *text)
{
  regex_t re;
  if (regcomp(&re,
              "__shared__[ \t]+((volatile|const|unsigned|signed)[ \t]+)*([A-Za-z_][A-Za-z0-9_]*)[ \t]+"
              "[A-Za-z_][A-Za-z0-9_]*[ \t]*((\\[[^]]*\\][ \t]*)+)",
              REG_EXTENDED) != 0)
    return 0;
  long total = 0;
  const char *p = text;
  regmatch_t g[6];
  while (regexec(&re, p, 6, g, 0) == 0) {
    bool is_extern = g[0].rm_so >= 7 && strncmp(p + g[0].rm_so - 7, "extern ", 7) == 0;
    char type[64] = "";
    size_t tn =
        (size_t)(g[3].rm_eo - g[3].rm_so) < sizeof type - 1 ? (size_t)(g[3].rm_eo - g[3].rm_so) : sizeof type - 1;
    memcpy(type, p + g[3].rm_so, tn);
    long bytes = type_size(type);
    const char *d = p + g[4].rm_so, *end = p + g[4].rm_eo;
    while (bytes > 0 && d < end) {
      const char *open = memchr(d, '[', (size_t)(end - d));
      if (!open) break;
      const char *close = memchr(open, ']', (size_t)(end - open));
      if (!close) break;
      char dim[64];
      size_t dn = (size_t)(close - open - 1) < sizeof dim - 1 ? (size_t)(close - open - 1) : sizeof dim - 1;
      memcpy(dim, open + 1, dn);
      dim[dn] = '\0';
      char *s = cli_strip(dim);
      long n = -1;
      if (*s && strspn(s, "0123456789") == strlen(s))
        n = atol(s);
      else if (*s && (isalpha((unsigned char)*s) || *s == '_'))
        n = named_constant(text, s);
      bytes = n > 0 ? bytes * n : 0;
      d = close + 1;
    }
    if (!is_extern) total += bytes;
    p += g[0].rm_eo;
  }
  regfree(&re);
  return total;
}

/* The AMD-only feature of a CUDA or HIP text (comments removed), or false. */
static bool find_amd_only(const char *text, char *what, size_t cap)
{
  char m[128];
  if (find_regex(text,
                 "^[ \t]*#[ \t]*include[ \t]*[<\"]((rocprim|hipcub|rocwmma|rocblas|rocsparse|rocfft|rocrand)[^>\"]*)",
                 false, m, sizeof m)) {
    snprintf(what, cap, "AMD-only library '%s'", m);
    return true;
  }
  if (find_regex(text, "(^|[^A-Za-z0-9_])(__shfl(_up|_down|_xor)?|__ballot|__any|__all)[ \t]*\\(", false, m,
                 sizeof m)) {
    regex_t re;
    regmatch_t g[3];
    if (regcomp(&re, "(^|[^A-Za-z0-9_])(__shfl(_up|_down|_xor)?|__ballot|__any|__all)[ \t]*\\(", REG_EXTENDED) == 0) {
      if (regexec(&re, text, 3, g, 0) == 0) {
        size_t n = (size_t)(g[2].rm_eo - g[2].rm_so);
        snprintf(what, cap, "a shuffle or vote without a mask ('%.*s'; CUDA needs the _sync form)", (int)n,
                 text + g[2].rm_so);
      }
      regfree(&re);
    }
    return true;
  }
  if (find_regex(text, "(__builtin_amdgcn_[A-Za-z0-9_]+)", false, m, sizeof m)) {
    snprintf(what, cap, "AMD builtin '%s'", m);
    return true;
  }
  if (find_regex(
          text,
          "((__asm__|asm)[ \t]*(volatile|__volatile__)?[ \t]*\\([ \t\n]*\"[ \t]*(v_|s_|ds_|buffer_|global_|flat_)"
          "[a-z0-9_]+)",
          false, m, sizeof m)) {
    snprintf(what, cap, "AMD inline assembly");
    return true;
  }
  long shared = static_shared_bytes(text);
  if (shared > SHARED_LIMIT) {
    snprintf(what, cap, "%ld bytes of static shared memory (more than 48 KiB: AMD GPUs only)", shared);
    return true;
  }
  return false;
}

/* Runs argv with a time limit, its stdout into out_path (NULL: with the diagnostics), its diagnostics
   into a temporary file; copies the first error line into first_error. Returns the exit status, or -1
   when it could not run or was killed. */
static int run_compiler(char *const argv[], const char *out_path, char *first_error, size_t cap)
{
  char logpath[] = "/tmp/hpcab-portability-XXXXXX";
  int fd = mkstemp(logpath);
  if (fd < 0) return -1;
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  if (out_path)
    posix_spawn_file_actions_addopen(&fa, 1, out_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  else
    posix_spawn_file_actions_adddup2(&fa, fd, 1);
  posix_spawn_file_actions_adddup2(&fa, fd, 2);
  posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
  pid_t pid;
  int rc = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  close(fd);
  first_error[0] = '\0';
  if (rc != 0) {
    unlink(logpath);
    return -1;
  }
  int status = 0;
  time_t end = time(NULL) + COMPILE_SECONDS;
  while (waitpid(pid, &status, WNOHANG) == 0) {
    if (time(NULL) > end) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      snprintf(first_error, cap, "the aarch64 compiler ran past %d s", COMPILE_SECONDS);
      unlink(logpath);
      return -1;
    }
    struct timespec ts = {0, 20 * 1000 * 1000};
    nanosleep(&ts, NULL);
  }
  size_t len = 0;
  char *log = read_file(logpath, &len);
  unlink(logpath);
  if (log) {
    char *line = strstr(log, "error");
    if (line) {
      while (line > log && line[-1] != '\n') line--;
      char *nl = strchr(line, '\n');
      if (nl) *nl = '\0';
      snprintf(first_error, cap, "%s", line);
    }
    free(log);
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* The lines of a preprocessed text that came from `source` itself (by gcc's line markers), in place:
   what the candidate's own code is on this target, its headers left out. */
static void keep_own_lines(char *text, const char *source)
{
  char *w = text;
  bool own = true;
  for (char *line = text; *line;) {
    char *nl = strchr(line, '\n');
    size_t n = nl ? (size_t)(nl - line) + 1 : strlen(line);
    if (line[0] == '#' && line[1] == ' ' && isdigit((unsigned char)line[2])) {
      char *q = strchr(line, '"');
      if (q) {
        size_t sl = strlen(source);
        own = strncmp(q + 1, source, sl) == 0 && q[1 + sl] == '"';
      }
    } else if (own) {
      memmove(w, line, n);
      w += n;
    }
    line += n;
  }
  *w = '\0';
}

/* The aarch64 compiler of a language and the judge's flags for it, in argv (NULL-terminated, with
   `mode` (-E or -fsyntax-only) and the source last). include_flag and define are the caller's buffers. */
static void aarch64_argv(char *argv[12], probe_lang lang, const char *mode, const char *path, char *include_flag,
                         char *define)
{
  int n = 0;
  argv[n++] = lang == LANG_C     ? "aarch64-linux-gnu-gcc"
              : lang == LANG_CXX ? "aarch64-linux-gnu-g++"
                                 : "aarch64-linux-gnu-gfortran";
  argv[n++] = (char *)mode;
  argv[n++] = "-O3";
  argv[n++] = "-fopenmp";
  if (lang == LANG_FORTRAN) argv[n++] = "-cpp";
  argv[n++] = include_flag;
#ifdef HPCAB_MPI_INCLUDE_DIR /* Open MPI's headers (not architecture-specific): MPI candidates of distributed kernels */
  argv[n++] = "-I" HPCAB_MPI_INCLUDE_DIR;
#endif
  argv[n++] = define;
  argv[n++] = (char *)path;
  argv[n] = NULL;
}

/* The header of an x86 intrinsic header's "No such file" error, or NULL. */
static bool missing_x86_header(const char *error, char *name, size_t cap)
{
  return find_regex(error, "([a-z0-9_/]*(intrin|cpuid)\\.h): No such file", false, name, cap);
}

/* The probe of a C, C++ or Fortran source: preprocessed for aarch64 with the judge's flags (so code
   guarded by `#if defined(__x86_64__)` with a portable #else is portable), its own lines searched for
   x86-only constructs, then the aarch64 syntax check. */
static void probe_source(const char *path, probe_lang lang, const char *precision, probe_result *r)
{
  char include_dir[4096], include_flag[4200], define[64];
  if (hpcab_paths_include_dir(include_dir, sizeof include_dir) != HPCAB_OK) {
    set_result(r, 2, "cannot find the library's include directory: %s", hpcab_last_error());
    return;
  }
  snprintf(include_flag, sizeof include_flag, "-I%s", include_dir);
  snprintf(define, sizeof define, "-DHPCAB_PREC_%s", precision);
  for (char *c = define + strlen("-DHPCAB_PREC_"); *c; c++) *c = (char)toupper((unsigned char)*c);
  char *argv[12], err[REASON_CAP - 64], out[] = "/tmp/hpcab-portability-pp-XXXXXX";
  int fd = mkstemp(out);
  if (fd < 0) {
    set_result(r, 2, "cannot create a temporary file: %s", strerror(errno));
    return;
  }
  close(fd);
  aarch64_argv(argv, lang, "-E", path, include_flag, define);
  int rc = run_compiler(argv, out, err, sizeof err);
  char header[128];
  if (rc == -1 && !err[0]) {
    set_result(r, 2,
               "%s could not run (install Debian's gcc-aarch64-linux-gnu, g++-aarch64-linux-gnu and "
               "gfortran-aarch64-linux-gnu; tools/install-deps.sh does)",
               argv[0]);
  } else if (rc != 0 && missing_x86_header(err, header, sizeof header)) {
    set_result(r, 1, "x86 intrinsic header '%s'", header);
  } else if (rc != 0) {
    set_result(r, 1, "does not compile for aarch64: %s", err[0] ? err : "the preprocessor failed");
  } else {
    size_t len = 0;
    char *text = read_file(out, &len), what[REASON_CAP - 32];
    if (text) {
      keep_own_lines(text, path);
      if (lang != LANG_FORTRAN && find_x86(text, what, sizeof what)) set_result(r, 1, "%s", what);
      free(text);
    }
    if (r->status == 0) {
      aarch64_argv(argv, lang, "-fsyntax-only", path, include_flag, define);
      rc = run_compiler(argv, NULL, err, sizeof err);
      if (rc != 0) set_result(r, 1, "does not compile for aarch64: %s", err[0] ? err : "the compiler failed");
    }
  }
  unlink(out);
}

/* The probe of one candidate file. */
static void probe(const char *path, const char *precision, probe_result *r)
{
  set_result(r, 0, "portable");
  probe_lang lang = language_of(path);
  if (lang == LANG_UNKNOWN) {
    set_result(r, 2, "%s: unknown source language (expected .c, .cc/.cpp/.cxx, .f/.f90, .cu, .hip or .so)", path);
    return;
  }
  size_t len = 0;
  char *text = read_file(path, &len);
  if (!text) {
    set_result(r, 2, "%s: %s", path, strerror(errno ? errno : EIO));
    return;
  }
  if (lang == LANG_OBJECT) {
    unsigned short machine = len >= 20 ? (unsigned short)((unsigned char)text[18] | (unsigned char)text[19] << 8) : 0;
    set_result(r, 1, "a shared object is built for one architecture (ELF machine %u%s): regrade needs the source",
               machine,
               machine == 62    ? ", x86-64"
               : machine == 183 ? ", aarch64"
                                : "");
    free(text);
    return;
  }
  if (lang == LANG_DEVICE) {
    char what[REASON_CAP - 32];
    strip_comments(text, false);
    if (find_amd_only(text, what, sizeof what)) set_result(r, 1, "%s", what);
  } else {
    probe_source(path, lang, precision, r);
  }
  free(text);
}

static void json_string(FILE *out, const char *s)
{
  fputc('"', out);
  for (; *s; s++) {
    if (*s == '"' || *s == '\\')
      fprintf(out, "\\%c", *s);
    else if ((unsigned char)*s < 0x20)
      fprintf(out, "\\u%04x", (unsigned char)*s);
    else
      fputc(*s, out);
  }
  fputc('"', out);
}

static void usage(FILE *out)
{
  fprintf(out, "usage: hpcab-judge portability CANDIDATE... [--precision f64|f32|f16|bf16] [--json]\n"
               "The regrade's portability probe: `portable` (exit 0) or `not portable: REASON` (exit 1)\n"
               "for each candidate; exit 2 when it cannot run. C/C++/Fortran: x86-only constructs, then an\n"
               "aarch64 syntax check with the judge's flags; CUDA/HIP: AMD-only features (lib/DESIGN.md §15).\n");
}

int judge_portability(int argc, char **argv)
{
  const char *precision = "f64";
  bool json = false;
  const char *files[256];
  int nfiles = 0;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
      usage(stdout);
      return 0;
    } else if (strcmp(argv[i], "--json") == 0) {
      json = true;
    } else if (strcmp(argv[i], "--precision") == 0 && i + 1 < argc) {
      precision = argv[++i];
    } else if (argv[i][0] == '-') {
      return cli_usage_error(PROG, "unknown option '%s'", argv[i]);
    } else if (nfiles < (int)(sizeof files / sizeof files[0])) {
      files[nfiles++] = argv[i];
    }
  }
  if (nfiles == 0) return cli_usage_error(PROG, "a candidate file is needed");
  if (strcmp(precision, "f64") && strcmp(precision, "f32") && strcmp(precision, "f16") && strcmp(precision, "bf16"))
    return cli_usage_error(PROG, "--precision is f64, f32, f16 or bf16, not '%s'", precision);
  int worst = 0;
  for (int i = 0; i < nfiles; i++) {
    probe_result r;
    probe(files[i], precision, &r);
    if (r.status > worst) worst = r.status;
    if (json) {
      printf("{\"candidate\": ");
      json_string(stdout, files[i]);
      printf(", \"portable\": %s, \"reason\": ", r.status == 0 ? "true" : "false");
      if (r.status == 0)
        printf("null");
      else
        json_string(stdout, r.reason);
      printf(", \"probe_ran\": %s}\n", r.status == 2 ? "false" : "true");
    } else if (r.status == 2) {
      fprintf(stderr, "%s: %s\n", PROG, r.reason);
    } else {
      if (nfiles > 1) printf("%s: ", files[i]);
      printf(r.status == 0 ? "portable\n" : "not portable: %s\n", r.reason);
    }
  }
  return worst;
}
