/* lib/build/srccheck.c — static source checks of a candidate (hpcab/srccheck.h). */
#include <ctype.h>
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hpcab/srccheck.h"
#include "elf_file.h"
#include "internal.h"
#include "first_layouts.h"

typedef struct {
  hpcab_src_category category;
  hpcab_src_severity severity;
  int line, column;
  char *token;
  char *message;
} finding;

struct hpcab_srccheck {
  finding *items;
  size_t count, cap;
};

/* An identifier rule: `name` (or a prefix when `prefix` is set); `call` requires a following '('. */
typedef struct {
  const char *name;
  hpcab_src_category category;
  int prefix;
  int call;
} ident_rule;

static const ident_rule IDENT_RULES[] = {
    {"sleep", HPCAB_SRC_SLEEP, 0, 1},
    {"usleep", HPCAB_SRC_SLEEP, 0, 1},
    {"nanosleep", HPCAB_SRC_SLEEP, 0, 1},
    {"clock_nanosleep", HPCAB_SRC_SLEEP, 0, 1},
    {"thrd_sleep", HPCAB_SRC_SLEEP, 0, 1},
    {"sleep_for", HPCAB_SRC_SLEEP, 0, 0},
    {"sleep_until", HPCAB_SRC_SLEEP, 0, 0},
    {"pause", HPCAB_SRC_SLEEP, 0, 1},
    {"select", HPCAB_SRC_SLEEP, 0, 1},
    {"poll", HPCAB_SRC_SLEEP, 0, 1},
    {"pthread_cond_timedwait", HPCAB_SRC_SLEEP, 0, 0},
    {"pthread_cond_clockwait", HPCAB_SRC_SLEEP, 0, 0},
    {"pthread_mutex_timedlock", HPCAB_SRC_SLEEP, 0, 0},
    {"pthread_mutex_clocklock", HPCAB_SRC_SLEEP, 0, 0},
    {"sem_timedwait", HPCAB_SRC_SLEEP, 0, 0},
    {"sem_clockwait", HPCAB_SRC_SLEEP, 0, 0},
    {"cnd_timedwait", HPCAB_SRC_SLEEP, 0, 0},
    {"mtx_timedlock", HPCAB_SRC_SLEEP, 0, 0},
    {"wait_for", HPCAB_SRC_SLEEP, 0, 0},
    {"wait_until", HPCAB_SRC_SLEEP, 0, 0},
    {"clock_gettime", HPCAB_SRC_TIMER, 0, 0},
    {"gettimeofday", HPCAB_SRC_TIMER, 0, 0},
    {"clock_getres", HPCAB_SRC_TIMER, 0, 0},
    {"time", HPCAB_SRC_TIMER, 0, 1},
    {"clock", HPCAB_SRC_TIMER, 0, 1},
    {"times", HPCAB_SRC_TIMER, 0, 1},
    {"getrusage", HPCAB_SRC_TIMER, 0, 0},
    {"timespec_get", HPCAB_SRC_TIMER, 0, 0},
    {"__rdtsc", HPCAB_SRC_TIMER, 0, 0},
    {"__rdtscp", HPCAB_SRC_TIMER, 0, 0},
    {"__builtin_ia32_rdtsc", HPCAB_SRC_TIMER, 0, 0},
    {"__builtin_readcyclecounter", HPCAB_SRC_TIMER, 0, 0},
    {"omp_get_wtime", HPCAB_SRC_TIMER, 0, 0},
    {"chrono", HPCAB_SRC_TIMER, 0, 0},
    {"cpu_time", HPCAB_SRC_TIMER, 0, 0},
    {"system_clock", HPCAB_SRC_TIMER, 0, 0},
    {"fopen", HPCAB_SRC_FILE_IO, 0, 0},
    {"freopen", HPCAB_SRC_FILE_IO, 0, 0},
    {"open", HPCAB_SRC_FILE_IO, 0, 1},
    {"openat", HPCAB_SRC_FILE_IO, 0, 0},
    {"creat", HPCAB_SRC_FILE_IO, 0, 1},
    {"unlink", HPCAB_SRC_FILE_IO, 0, 1},
    {"remove", HPCAB_SRC_FILE_IO, 0, 1},
    {"rename", HPCAB_SRC_FILE_IO, 0, 1},
    {"mkdir", HPCAB_SRC_FILE_IO, 0, 1},
    {"opendir", HPCAB_SRC_FILE_IO, 0, 0},
    {"ifstream", HPCAB_SRC_FILE_IO, 0, 0},
    {"ofstream", HPCAB_SRC_FILE_IO, 0, 0},
    {"fstream", HPCAB_SRC_FILE_IO, 0, 0},
    {"memfd_create", HPCAB_SRC_FILE_IO, 0, 0},
    {"shm_open", HPCAB_SRC_FILE_IO, 0, 0},
    {"socket", HPCAB_SRC_NETWORK, 0, 1},
    {"connect", HPCAB_SRC_NETWORK, 0, 1},
    {"bind", HPCAB_SRC_NETWORK, 0, 1},
    {"listen", HPCAB_SRC_NETWORK, 0, 1},
    {"accept", HPCAB_SRC_NETWORK, 0, 1},
    {"getaddrinfo", HPCAB_SRC_NETWORK, 0, 0},
    {"gethostbyname", HPCAB_SRC_NETWORK, 0, 0},
    {"sendto", HPCAB_SRC_NETWORK, 0, 0},
    {"recvfrom", HPCAB_SRC_NETWORK, 0, 0},
    {"dlopen", HPCAB_SRC_DYNLOAD, 0, 0},
    {"dlmopen", HPCAB_SRC_DYNLOAD, 0, 0},
    {"dlsym", HPCAB_SRC_DYNLOAD, 0, 0},
    {"dlvsym", HPCAB_SRC_DYNLOAD, 0, 0},
    {"constructor", HPCAB_SRC_CONSTRUCTOR, 0, 0},
    {"destructor", HPCAB_SRC_CONSTRUCTOR, 0, 0},
    {"ifunc", HPCAB_SRC_CONSTRUCTOR, 0, 0},
    {"target_clones", HPCAB_SRC_CONSTRUCTOR, 0, 0},
    {"system", HPCAB_SRC_EXEC, 0, 1},
    {"popen", HPCAB_SRC_EXEC, 0, 0},
    {"fork", HPCAB_SRC_EXEC, 0, 0},
    {"vfork", HPCAB_SRC_EXEC, 0, 0},
    {"clone", HPCAB_SRC_EXEC, 0, 1},
    {"clone3", HPCAB_SRC_EXEC, 0, 0},
    {"exec", HPCAB_SRC_EXEC, 1, 0},
    {"posix_spawn", HPCAB_SRC_EXEC, 1, 0},
    {"execute_command_line", HPCAB_SRC_EXEC, 0, 0},
    {"kill", HPCAB_SRC_EXEC, 0, 1},
    {"getenv", HPCAB_SRC_ENVIRON, 0, 0},
    {"secure_getenv", HPCAB_SRC_ENVIRON, 0, 0},
    {"environ", HPCAB_SRC_ENVIRON, 0, 0},
    {"__environ", HPCAB_SRC_ENVIRON, 0, 0},
    {"get_environment_variable", HPCAB_SRC_ENVIRON, 0, 0},
    {"syscall", HPCAB_SRC_SYSCALL, 0, 0},
    {"__syscall", HPCAB_SRC_SYSCALL, 0, 0},
    {"asm", HPCAB_SRC_INLINE_ASM, 0, 0},
    {"__asm__", HPCAB_SRC_INLINE_ASM, 0, 0},
    {"__asm", HPCAB_SRC_INLINE_ASM, 0, 0},
    {"_mm_setcsr", HPCAB_SRC_FP_ENV, 0, 0},
    {"_MM_SET_FLUSH_ZERO_MODE", HPCAB_SRC_FP_ENV, 0, 0},
    {"_MM_SET_DENORMALS_ZERO_MODE", HPCAB_SRC_FP_ENV, 0, 0},
    {"_MM_SET_ROUNDING_MODE", HPCAB_SRC_FP_ENV, 0, 0},
    {"__builtin_ia32_ldmxcsr", HPCAB_SRC_FP_ENV, 0, 0},
    {"fesetround", HPCAB_SRC_FP_ENV, 0, 0},
    {"fesetenv", HPCAB_SRC_FP_ENV, 0, 0},
    {"feupdateenv", HPCAB_SRC_FP_ENV, 0, 0},
    {"fesetmode", HPCAB_SRC_FP_ENV, 0, 0},
    {"ieee_set_rounding_mode", HPCAB_SRC_FP_ENV, 0, 0},
    {"ieee_set_underflow_mode", HPCAB_SRC_FP_ENV, 0, 0},
    {"ieee_set_status", HPCAB_SRC_FP_ENV, 0, 0},
    {"_controlfp", HPCAB_SRC_FP_ENV, 0, 0},
    {"_control87", HPCAB_SRC_FP_ENV, 0, 0},
    {"_mm_", HPCAB_SRC_X86_ONLY, 1, 0},
    {"_mm256_", HPCAB_SRC_X86_ONLY, 1, 0},
    {"_mm512_", HPCAB_SRC_X86_ONLY, 1, 0},
    {"__m128", HPCAB_SRC_X86_ONLY, 1, 0},
    {"__m256", HPCAB_SRC_X86_ONLY, 1, 0},
    {"__m512", HPCAB_SRC_X86_ONLY, 1, 0},
    {"__builtin_ia32_", HPCAB_SRC_X86_ONLY, 1, 0},
    {"__builtin_amdgcn_", HPCAB_SRC_AMD_ONLY, 1, 0},
    {"__AMDGCN__", HPCAB_SRC_AMD_ONLY, 0, 0},
    {"__AMDGCN_WAVEFRONT_SIZE", HPCAB_SRC_AMD_ONLY, 0, 0},
    {"__HIP_PLATFORM_AMD__", HPCAB_SRC_AMD_ONLY, 0, 0},
    {"__gfx", HPCAB_SRC_AMD_ONLY, 1, 0},
    {"hipExt", HPCAB_SRC_AMD_ONLY, 1, 0},
    {"__llvm_amdgcn_", HPCAB_SRC_AMD_ONLY, 1, 0},
};

/* Device hazards (HPCAB_SRC_DEVICE): identifiers of device code, and of the host code around it, that
   read a device timer, sleep on the device, time the kernel themselves or reset the device; each
   with what it does, for the message. `call`: only when a '(' follows. */
typedef struct {
  const char *name;
  const char *what;
  int call;
} device_rule;

static const device_rule DEVICE_RULES[] = {
    {"clock64", "reads a multiprocessor's cycle counter", 1},
    {"clock", "reads a multiprocessor's cycle counter", 1},
    {"wall_clock64", "reads the device's wall clock", 1},
    {"__nanosleep", "sleeps on the device", 1},
    {"__builtin_amdgcn_s_sleep", "sleeps on the device", 0},
    {"__builtin_amdgcn_s_memtime", "reads a device timer", 0},
    {"__builtin_amdgcn_s_memrealtime", "reads a device timer", 0},
    {"__builtin_readcyclecounter", "reads a cycle counter", 0},
    {"cudaEventElapsedTime", "times itself with device events", 0},
    {"hipEventElapsedTime", "times itself with device events", 0},
    {"cudaDeviceReset", "resets the device (the judge's arrays with it)", 0},
    {"hipDeviceReset", "resets the device (the judge's arrays with it)", 0},
};

/* What inline assembly in device code may do that the judge cares about (PTX and GCN spellings). */
static const char *const DEVICE_ASM_WORDS[][2] = {
    {"%globaltimer", "reads the device's global timer in inline PTX"},
    {"%clock", "reads a cycle counter in inline PTX"},
    {"nanosleep", "sleeps in inline PTX"},
    {"s_memtime", "reads a device timer in inline GCN assembly"},
    {"s_memrealtime", "reads a device timer in inline GCN assembly"},
    {"s_sleep", "sleeps in inline GCN assembly"},
};

static const char *const UNSAFE_MATH_WORDS[] = {
    "fast-math",   "fast_math",       "ofast",           "unsafe-math", "associative-math", "reciprocal-math",
    "finite-math", "no-signed-zeros", "reassociate(on)", "precise,off", "fp-model=fast",
};

static const char *const CATEGORY_NAMES[] = {
    [HPCAB_SRC_SLEEP] = "sleep",
    [HPCAB_SRC_TIMER] = "timer",
    [HPCAB_SRC_FILE_IO] = "file-io",
    [HPCAB_SRC_NETWORK] = "network",
    [HPCAB_SRC_DYNLOAD] = "dynload",
    [HPCAB_SRC_CONSTRUCTOR] = "constructor",
    [HPCAB_SRC_EXEC] = "exec",
    [HPCAB_SRC_ENVIRON] = "environ",
    [HPCAB_SRC_SYSCALL] = "syscall",
    [HPCAB_SRC_INLINE_ASM] = "inline-asm",
    [HPCAB_SRC_X86_ONLY] = "x86-only",
    [HPCAB_SRC_AMD_ONLY] = "amd-only",
    [HPCAB_SRC_UNSAFE_MATH] = "unsafe-math",
    [HPCAB_SRC_FP_ENV] = "fp-env",
    [HPCAB_SRC_DEVICE] = "device",
};

static const char *const CATEGORY_TEXT[] = {
    [HPCAB_SRC_SLEEP] = "sleeps or waits",
    [HPCAB_SRC_TIMER] = "reads a timer",
    [HPCAB_SRC_FILE_IO] = "does file I/O",
    [HPCAB_SRC_NETWORK] = "uses the network",
    [HPCAB_SRC_DYNLOAD] = "loads code at run time",
    [HPCAB_SRC_CONSTRUCTOR] = "runs code at load or unload time",
    [HPCAB_SRC_EXEC] = "creates processes or executes programs",
    [HPCAB_SRC_ENVIRON] = "reads the environment",
    [HPCAB_SRC_SYSCALL] = "issues raw system calls",
    [HPCAB_SRC_INLINE_ASM] = "uses inline assembly",
    [HPCAB_SRC_X86_ONLY] = "portability: x86-only intrinsics",
    [HPCAB_SRC_AMD_ONLY] = "portability: AMD-only HIP feature",
    [HPCAB_SRC_UNSAFE_MATH] = "requests unsafe floating-point optimization (refused)",
    [HPCAB_SRC_FP_ENV] = "changes the floating-point environment, the hand-written form of unsafe math (refused)",
    [HPCAB_SRC_DEVICE] = "device hazard",
};

HPCAB_API const char *hpcab_srccheck_category_name(hpcab_src_category category)
{
  if (category < HPCAB_SRC_SLEEP || category > HPCAB_SRC_DEVICE) return "unknown";
  return CATEGORY_NAMES[category];
}

/* The severity of a category: unsafe math in any form is refused, the rest is flagged. */
static hpcab_src_severity severity_of(hpcab_src_category cat)
{
  return cat == HPCAB_SRC_UNSAFE_MATH || cat == HPCAB_SRC_FP_ENV ? HPCAB_SRC_FORBIDDEN : HPCAB_SRC_FLAG;
}

/* Adds a finding unless one with the same category and token is already recorded (portability
   notes: unless one of the same category is, since a SIMD kernel uses dozens of intrinsics). */
static hpcab_status add_finding_text(hpcab_srccheck *c, hpcab_src_category cat, hpcab_src_severity sev, int line,
                                     int column, const char *token, size_t token_len, const char *text);

static hpcab_status add_finding(hpcab_srccheck *c, hpcab_src_category cat, hpcab_src_severity sev, int line, int column,
                                const char *token, size_t token_len)
{
  return add_finding_text(c, cat, sev, line, column, token, token_len, CATEGORY_TEXT[cat]);
}

/* add_finding with the message's text given ("<text> (<token>)"). */
static hpcab_status add_finding_text(hpcab_srccheck *c, hpcab_src_category cat, hpcab_src_severity sev, int line,
                                     int column, const char *token, size_t token_len, const char *text)
{
  int per_category = cat == HPCAB_SRC_X86_ONLY || cat == HPCAB_SRC_AMD_ONLY;
  for (size_t i = 0; i < c->count; i++) {
    finding *f = &c->items[i];
    if (f->category != cat) continue;
    if (strlen(f->token) == token_len && memcmp(f->token, token, token_len) == 0) return HPCAB_OK;
    if (!per_category) continue;
    if (line > f->line || (line == f->line && column >= f->column)) return HPCAB_OK;
    /* an earlier occurrence of the category: report that one instead */
    char *tok = malloc(token_len + 1);
    char *msg = NULL;
    if (tok) {
      memcpy(tok, token, token_len);
      tok[token_len] = '\0';
      msg = hpcab__asprintf("%s (%s)", text, tok);
    }
    if (!tok || !msg) {
      free(tok);
      return hpcab__nomem("source check token", token_len + 1);
    }
    free(f->token);
    free(f->message);
    f->token = tok;
    f->message = msg;
    f->line = line;
    f->column = column;
    return HPCAB_OK;
  }
  if (c->count == c->cap) {
    size_t ncap = c->cap ? c->cap * 2 : 16;
    finding *n = realloc(c->items, ncap * sizeof *n);
    if (!n) return hpcab__nomem("source check findings", ncap * sizeof *n);
    c->items = n;
    c->cap = ncap;
  }
  finding *f = &c->items[c->count];
  f->token = malloc(token_len + 1);
  if (!f->token) return hpcab__nomem("source check token", token_len + 1);
  memcpy(f->token, token, token_len);
  f->token[token_len] = '\0';
  f->message = hpcab__asprintf("%s (%s)", text, f->token);
  if (!f->message) {
    free(f->token);
    return HPCAB_E_NOMEM;
  }
  f->category = cat;
  f->severity = sev;
  f->line = line;
  f->column = column;
  c->count++;
  return HPCAB_OK;
}

static int is_fortran_name(const char *name)
{
  if (!name) return 0;
  const char *dot = strrchr(name, '.');
  if (!dot) return 0;
  const char *ext[] = {".f", ".F", ".f90", ".F90", ".f95", ".f03", ".f08", ".for", ".F95"};
  for (size_t i = 0; i < sizeof ext / sizeof ext[0]; i++)
    if (strcmp(dot, ext[i]) == 0) return 1;
  return 0;
}

/*
 * Makes two copies of the text: `code`, with comments and literals blanked, and `clean`, with only
 * comments blanked (directives keep their strings). Newlines survive, so line numbers stay true.
 */
static void blank_text(const char *src, size_t len, int fortran, char *code, char *clean)
{
  enum { CODE, LINE_COMMENT, BLOCK_COMMENT, STRING, CHAR } st = CODE;
  for (size_t i = 0; i < len; i++) {
    char ch = src[i] ? src[i] : ' ';
    char next = i + 1 < len ? src[i + 1] : '\0';
    char keep_code = ch, keep_clean = ch;
    switch (st) {
    case CODE:
      if (!fortran && ch == '/' && next == '/')
        st = LINE_COMMENT;
      else if (!fortran && ch == '/' && next == '*')
        st = BLOCK_COMMENT;
      else if (fortran && ch == '!')
        st = LINE_COMMENT;
      else if (ch == '"')
        st = STRING;
      else if (ch == '\'' && (fortran || i == 0 || !isalnum((unsigned char)src[i - 1])))
        st = CHAR;
      if (st == LINE_COMMENT || st == BLOCK_COMMENT) keep_code = keep_clean = ' ';
      break;
    case LINE_COMMENT:
      if (ch == '\n')
        st = CODE;
      else
        keep_code = keep_clean = ' ';
      break;
    case BLOCK_COMMENT:
      if (ch == '*' && next == '/') {
        code[i] = clean[i] = ' ';
        i++;
        keep_code = keep_clean = ' ';
        st = CODE;
      } else if (ch != '\n') {
        keep_code = keep_clean = ' ';
      }
      break;
    case STRING:
    case CHAR:
      if (!fortran && ch == '\\' && i + 1 < len) {
        code[i] = ' ';
        clean[i] = ch;
        i++;
        code[i] = ' ';
        clean[i] = src[i] == '\n' ? '\n' : src[i];
        if (src[i] == '\n') code[i] = '\n';
        continue;
      }
      if ((st == STRING && ch == '"') || (st == CHAR && ch == '\'') || ch == '\n')
        st = CODE;
      else
        keep_code = ' ';
      break;
    }
    code[i] = keep_code;
    clean[i] = keep_clean;
  }
}

static int ident_char(char c)
{
  return isalnum((unsigned char)c) || c == '_' || c == '$';
}

static int match_rule(const ident_rule *r, const char *tok, size_t n, int fortran)
{
  size_t rn = strlen(r->name);
  if (r->prefix) return n >= rn && memcmp(tok, r->name, rn) == 0;
  if (n != rn) return 0;
  if (!fortran) return memcmp(tok, r->name, n) == 0;
  for (size_t i = 0; i < n; i++)
    if (tolower((unsigned char)tok[i]) != tolower((unsigned char)r->name[i])) return 0;
  return 1;
}

/* The rule an identifier matches, or NULL; `called`: a '(' follows it, `member`: after '.' or '->'. */
static const ident_rule *find_rule(const char *tok, size_t n, int fortran, int called, int member)
{
  for (size_t r = 0; r < sizeof IDENT_RULES / sizeof IDENT_RULES[0]; r++) {
    const ident_rule *rule = &IDENT_RULES[r];
    if (!match_rule(rule, tok, n, fortran)) continue;
    if (rule->call && (!called || member)) continue;
    return rule;
  }
  return NULL;
}

/* Fortran's `bind(c)` / `bind(c, name="sym")` at code[at] (just past "bind"): a language attribute,
   not the socket call. Returns 1 when it is one, with the bound C name (in `clean`, whose strings are
   kept) in *name and *name_len (NULL when none is given). */
static int fortran_bind_c(const char *code, const char *clean, size_t len, size_t at, const char **name,
                          size_t *name_len)
{
  *name = NULL;
  *name_len = 0;
  size_t k = at;
  while (k < len && (code[k] == ' ' || code[k] == '\t')) k++;
  if (k >= len || code[k] != '(') return 0;
  k++;
  while (k < len && (code[k] == ' ' || code[k] == '\t')) k++;
  if (k >= len || (code[k] != 'c' && code[k] != 'C') || (k + 1 < len && ident_char(code[k + 1]))) return 0;
  /* the rest of the attribute up to its ')': look for name = "..." */
  size_t e = k + 1;
  while (e < len && code[e] != ')' && code[e] != '\n') e++;
  for (size_t q = k + 1; q < e; q++)
    if (clean[q] == '"' || clean[q] == '\'') {
      char quote = clean[q];
      size_t s = q + 1, t = s;
      while (t < e && clean[t] != quote) t++;
      *name = clean + s;
      *name_len = t - s;
      break;
    }
  return 1;
}

/* The device hazards of identifier tok[0..n) (called: a '(' follows; member: after '.' or '->'), and
   of inline assembly in device code (`device`: the source is device code); `after` is the code that
   follows the identifier. */
static hpcab_status device_identifier(hpcab_srccheck *c, const char *tok, size_t n, int called, int member, int device,
                                      const char *after, size_t after_len, int line, int column)
{
  for (size_t r = 0; r < sizeof DEVICE_RULES / sizeof DEVICE_RULES[0]; r++) {
    const device_rule *d = &DEVICE_RULES[r];
    if (strlen(d->name) != n || memcmp(tok, d->name, n) != 0 || (d->call && (!called || member))) continue;
    if (!device && !strcmp(d->name, "clock")) return HPCAB_OK; /* host clock(): the timer rule has it */
    char text[128];
    snprintf(text, sizeof text, "device hazard: %s", d->what);
    return add_finding_text(c, HPCAB_SRC_DEVICE, HPCAB_SRC_FLAG, line, column, tok, n, text);
  }
  int is_asm = (n == 3 && !memcmp(tok, "asm", 3)) || (n == 7 && !memcmp(tok, "__asm__", 7)) ||
               (n == 5 && !memcmp(tok, "__asm", 5));
  if (!is_asm || !device) return HPCAB_OK;
  size_t k = 0;
  while (k < after_len && (after[k] == ' ' || after[k] == '\t')) k++;
  int vol = (after_len - k >= 8 && !memcmp(after + k, "volatile", 8)) ||
            (after_len - k >= 12 && !memcmp(after + k, "__volatile__", 12));
  const char *shown = vol ? "asm volatile" : "asm";
  return add_finding_text(c, HPCAB_SRC_DEVICE, HPCAB_SRC_FLAG, line, column, shown, strlen(shown),
                          "device hazard: inline assembly in device code (its timing and side effects are unchecked)");
}

/* A device source: named .cu, .cuh or .hip, or holding a __global__ function. */
static int is_device_source(const char *name, const char *code)
{
  const char *dot = name ? strrchr(name, '.') : NULL;
  if (dot && (!strcmp(dot, ".cu") || !strcmp(dot, ".cuh") || !strcmp(dot, ".hip"))) return 1;
  return strstr(code, "__global__") != NULL;
}

static hpcab_status scan_identifiers(hpcab_srccheck *c, const char *code, const char *clean, size_t len, int fortran,
                                     int device)
{
  int line = 1;
  size_t line_start = 0;
  for (size_t i = 0; i < len;) {
    if (code[i] == '\n') {
      line++;
      line_start = ++i;
      continue;
    }
    if (!ident_char(code[i]) || isdigit((unsigned char)code[i])) {
      i++;
      continue;
    }
    size_t start = i;
    while (i < len && ident_char(code[i])) i++;
    size_t n = i - start;
    /* member access (x.time, p->open) is not a call of the library function */
    size_t b = start;
    while (b > 0 && (code[b - 1] == ' ' || code[b - 1] == '\t')) b--;
    int member = b > 0 && (code[b - 1] == '.' || (b > 1 && code[b - 1] == '>' && code[b - 2] == '-'));
    size_t a = i;
    while (a < len && (code[a] == ' ' || code[a] == '\t')) a++;
    int called = a < len && code[a] == '(';
    const char *bound;
    size_t bound_len;
    if (fortran && n == 4 && strncasecmp(code + start, "bind", 4) == 0 &&
        fortran_bind_c(code, clean, len, i, &bound, &bound_len)) {
      /* bind(c): judge the C function it binds to, by its name */
      const ident_rule *rule = bound && bound_len ? find_rule(bound, bound_len, 0, 1, 0) : NULL;
      if (rule) {
        hpcab_status st = add_finding(c, rule->category, severity_of(rule->category), line,
                                      (int)(start - line_start) + 1, bound, bound_len);
        if (st) return st;
      }
      continue;
    }
    const ident_rule *rule = find_rule(code + start, n, fortran, called, member);
    if (rule) {
      hpcab_status st = add_finding(c, rule->category, severity_of(rule->category), line, (int)(start - line_start) + 1,
                                    code + start, n);
      if (st) return st;
    }
    if (!fortran) {
      hpcab_status st = device_identifier(c, code + start, n, called, member, device, code + i, len - i, line,
                                          (int)(start - line_start) + 1);
      if (st) return st;
    }
  }
  return HPCAB_OK;
}

/* Looks at each line of the comment-free text for intrinsics headers, load-time sections and
   unsafe-math requests (pragmas, optimize attributes, _Pragma). */
static hpcab_status scan_lines(hpcab_srccheck *c, const char *clean, size_t len, int device)
{
  int line = 1;
  for (size_t s = 0; s < len; line++) {
    size_t e = s;
    while (e < len && clean[e] != '\n') e++;
    size_t n = e - s;
    char *low = malloc(n + 1);
    if (!low) return hpcab__nomem("source check line", n + 1);
    size_t m = 0;
    for (size_t i = s; i < e; i++)
      if (clean[i] != ' ' && clean[i] != '\t' && clean[i] != '"') low[m++] = (char)tolower((unsigned char)clean[i]);
    low[m] = '\0';
    hpcab_status st = HPCAB_OK;
    int directive = strstr(low, "pragma") || strstr(low, "optimize") || strstr(low, "attribute") || strstr(low, "gcc$");
    for (size_t w = 0; directive && w < sizeof UNSAFE_MATH_WORDS / sizeof UNSAFE_MATH_WORDS[0]; w++)
      if (strstr(low, UNSAFE_MATH_WORDS[w])) {
        st = add_finding(c, HPCAB_SRC_UNSAFE_MATH, HPCAB_SRC_FORBIDDEN, line, 1, UNSAFE_MATH_WORDS[w],
                         strlen(UNSAFE_MATH_WORDS[w]));
        break;
      }
    const char *inc = strstr(low, "#include<");
    if (!st && inc) {
      const char *hdr = inc + 9;
      const char *close = strchr(hdr, '>');
      size_t hn = close ? (size_t)(close - hdr) : strlen(hdr);
      if (hn >= 8 && memcmp(hdr + hn - 8, "intrin.h", 8) == 0)
        st = add_finding(c, HPCAB_SRC_X86_ONLY, HPCAB_SRC_FLAG, line, 1, hdr, hn);
    }
    static const char *const FP_ASM[] = {"ldmxcsr", "fldcw", "fldenv", "frstor", "fxrstor", "msrfpcr"};
    int fp_found = 0; /* by name on this line already (__builtin_ia32_ldmxcsr) */
    for (size_t i = 0; i < c->count; i++)
      fp_found |= c->items[i].category == HPCAB_SRC_FP_ENV && c->items[i].line == line;
    for (size_t w = 0; !st && !fp_found && w < sizeof FP_ASM / sizeof FP_ASM[0]; w++)
      if (strstr(low, FP_ASM[w])) {
        st = add_finding(c, HPCAB_SRC_FP_ENV, HPCAB_SRC_FORBIDDEN, line, 1, FP_ASM[w], strlen(FP_ASM[w]));
        break;
      }
    for (size_t w = 0; !st && device && strstr(low, "asm") && w < sizeof DEVICE_ASM_WORDS / sizeof DEVICE_ASM_WORDS[0];
         w++)
      if (strstr(low, DEVICE_ASM_WORDS[w][0])) {
        char text[128];
        snprintf(text, sizeof text, "device hazard: %s", DEVICE_ASM_WORDS[w][1]);
        st = add_finding_text(c, HPCAB_SRC_DEVICE, HPCAB_SRC_FLAG, line, 1, DEVICE_ASM_WORDS[w][0],
                              strlen(DEVICE_ASM_WORDS[w][0]), text);
        break;
      }
    if (!st && (strstr(low, ".init_array") || strstr(low, ".ctors")))
      st = add_finding(c, HPCAB_SRC_CONSTRUCTOR, HPCAB_SRC_FLAG, line, 1, ".init_array", 11);
    free(low);
    if (st) return st;
    s = e + 1;
  }
  return HPCAB_OK;
}

static int finding_order(const void *a, const void *b)
{
  const finding *x = a, *y = b;
  if (x->line != y->line) return x->line < y->line ? -1 : 1;
  return (x->column > y->column) - (x->column < y->column);
}

HPCAB_API hpcab_status hpcab_srccheck_scan(const char *source, size_t len, const char *display_name,
                                           hpcab_srccheck **out)
{
  if (!out || (!source && len)) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_srccheck_scan: NULL argument");
  *out = NULL;
  hpcab_srccheck *c = calloc(1, sizeof *c);
  char *code = malloc(len + 1), *clean = malloc(len + 1);
  if (!c || !code || !clean) {
    free(c);
    free(code);
    free(clean);
    return hpcab__nomem("source check", 2 * len + 2);
  }
  blank_text(source, len, is_fortran_name(display_name), code, clean);
  code[len] = clean[len] = '\0';
  int device = !is_fortran_name(display_name) && is_device_source(display_name, code);
  hpcab_status st = scan_identifiers(c, code, clean, len, is_fortran_name(display_name), device);
  if (!st) st = scan_lines(c, clean, len, device);
  free(code);
  free(clean);
  if (st) {
    hpcab_srccheck_free(c);
    return st;
  }
  if (c->count) qsort(c->items, c->count, sizeof *c->items, finding_order);
  *out = c;
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_srccheck_file(const char *path, hpcab_srccheck **out)
{
  if (!path || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_srccheck_file: NULL argument");
  char *data;
  size_t len;
  hpcab_status st = hpcab__read_file(path, &data, &len);
  if (st) return st;
  st = hpcab_srccheck_scan(data, len, path, out);
  free(data);
  return st;
}

/* ---- shared objects ---- */

/* What a toolchain's own start-up code puts in an object (crti/crtn's _init and _fini, crtbeginS's one
   .init_array and .fini_array entry): more than this is code of the object's own that runs at load
   or unload time. */
#define STD_ARRAY_ENTRIES 1
#define STD_INIT_BYTES 64

static hpcab_status object_finding(hpcab_srccheck *c, hpcab_src_category cat, const char *token, const char *what)
{
  size_t n = c->count;
  hpcab_status st = add_finding(c, cat, severity_of(cat), 0, 0, token, strlen(token));
  if (st || c->count == n || !what) return st;
  char *msg = hpcab__asprintf("%s (%s)", CATEGORY_TEXT[cat], what);
  if (!msg) return HPCAB_E_NOMEM;
  free(c->items[c->count - 1].message);
  c->items[c->count - 1].message = msg;
  return HPCAB_OK;
}

/* Scans a 64-bit little-endian ELF shared object: code it runs at load or unload time (DT_INIT and
   DT_FINI beyond the toolchain's, .init_array, .preinit_array and .fini_array entries beyond the
   toolchain's one, IFUNC resolvers: IRELATIVE relocations or IFUNC symbols), and the functions it
   imports, judged by the source check's names (an import of `open` is file I/O, of `fesetround` a
   change of the floating-point environment). Anything else is scanned as nothing. */
static hpcab_status scan_object(hpcab_srccheck *c, const hpcab__elf_file *f)
{
  Elf64_Ehdr eh;
  if (!hpcab__elf_read(f, 0, &eh, sizeof eh) || memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
      eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_ident[EI_DATA] != ELFDATA2LSB)
    return HPCAB_OK;
  Elf64_Shdr shstr, init, fini, dynsym, dynamic, sh;
  memset(&init, 0, sizeof init);
  memset(&fini, 0, sizeof fini);
  memset(&dynsym, 0, sizeof dynsym);
  memset(&dynamic, 0, sizeof dynamic);
  int has_shstr = hpcab__elf_section(f, &eh, eh.e_shstrndx, &shstr), has_init_s = 0, has_fini_s = 0, has_dynsym = 0,
      has_dynamic = 0;
  unsigned irelative = eh.e_machine == EM_X86_64 ? R_X86_64_IRELATIVE : eh.e_machine == EM_AARCH64 ? 1032u : 0u;
  size_t nirel = 0, nrel = 0;
  for (size_t i = 0; i < eh.e_shnum && hpcab__elf_section(f, &eh, i, &sh); i++) {
    const char *name = has_shstr ? hpcab__elf_string(f, &shstr, sh.sh_name) : NULL;
    if (name && !strcmp(name, ".init")) init = sh, has_init_s = 1;
    if (name && !strcmp(name, ".fini")) fini = sh, has_fini_s = 1;
    if (sh.sh_type == SHT_DYNSYM) dynsym = sh, has_dynsym = 1;
    if (sh.sh_type == SHT_DYNAMIC) dynamic = sh, has_dynamic = 1;
    if (sh.sh_type == SHT_RELA && sh.sh_entsize == sizeof(Elf64_Rela) && irelative) {
      Elf64_Rela r;
      for (uint64_t k = 0; k < sh.sh_size / sizeof r && nrel < (1u << 24); k++, nrel++) {
        if (!hpcab__elf_read(f, sh.sh_offset + k * sizeof r, &r, sizeof r)) break;
        nirel += ELF64_R_TYPE(r.r_info) == irelative;
      }
    }
  }
  uint64_t dt_init = 0, dt_fini = 0, init_n = 0, fini_n = 0, preinit_n = 0;
  int has_init = 0, has_fini = 0;
  Elf64_Dyn d;
  for (uint64_t k = 0; has_dynamic && k < dynamic.sh_size / sizeof d; k++) {
    if (!hpcab__elf_read(f, dynamic.sh_offset + k * sizeof d, &d, sizeof d) || d.d_tag == DT_NULL) break;
    switch (d.d_tag) {
    case DT_INIT: dt_init = d.d_un.d_ptr, has_init = 1; break;
    case DT_FINI: dt_fini = d.d_un.d_ptr, has_fini = 1; break;
    case DT_INIT_ARRAYSZ: init_n = d.d_un.d_val / sizeof(uint64_t); break;
    case DT_FINI_ARRAYSZ: fini_n = d.d_un.d_val / sizeof(uint64_t); break;
    case DT_PREINIT_ARRAYSZ: preinit_n = d.d_un.d_val / sizeof(uint64_t); break;
    default: break;
    }
  }
  char what[96];
  hpcab_status st = HPCAB_OK;
  /* the toolchain's one entry comes with its start files (crti's _init: DT_INIT); an object linked
     without them (-nostartfiles) has no entry of the toolchain's */
  uint64_t std_init = has_init ? STD_ARRAY_ENTRIES : 0, std_fini = has_fini ? STD_ARRAY_ENTRIES : 0;
  if (init_n > std_init || preinit_n) {
    snprintf(what, sizeof what, "%llu load-time function(s) in .init_array", (unsigned long long)(init_n + preinit_n));
    st = object_finding(c, HPCAB_SRC_CONSTRUCTOR, ".init_array", what);
  }
  if (!st && has_init && (!has_init_s || init.sh_addr != dt_init || init.sh_size > STD_INIT_BYTES))
    st = object_finding(c, HPCAB_SRC_CONSTRUCTOR, "DT_INIT", "an initializer of its own (DT_INIT)");
  if (!st && fini_n > std_fini) {
    snprintf(what, sizeof what, "%llu unload-time function(s) in .fini_array", (unsigned long long)fini_n);
    st = object_finding(c, HPCAB_SRC_CONSTRUCTOR, ".fini_array", what);
  }
  if (!st && has_fini && (!has_fini_s || fini.sh_addr != dt_fini || fini.sh_size > STD_INIT_BYTES))
    st = object_finding(c, HPCAB_SRC_CONSTRUCTOR, "DT_FINI", "a finalizer of its own (DT_FINI)");
  if (!st && nirel) st = object_finding(c, HPCAB_SRC_CONSTRUCTOR, "IRELATIVE", "an IFUNC resolver runs at load time");
  Elf64_Shdr dynstr;
  int has_dynstr = has_dynsym && hpcab__elf_section(f, &eh, dynsym.sh_link, &dynstr);
  Elf64_Sym sym;
  for (uint64_t k = 1;
       !st && has_dynstr && dynsym.sh_entsize == sizeof sym && k < dynsym.sh_size / sizeof sym && k < (1u << 24); k++) {
    if (!hpcab__elf_read(f, dynsym.sh_offset + k * sizeof sym, &sym, sizeof sym)) break;
    const char *name = hpcab__elf_string(f, &dynstr, sym.st_name);
    if (!name || !*name) continue;
    if (ELF64_ST_TYPE(sym.st_info) == STT_GNU_IFUNC && sym.st_shndx != SHN_UNDEF) {
      st = object_finding(c, HPCAB_SRC_CONSTRUCTOR, "IRELATIVE", "an IFUNC resolver runs at load time");
      continue;
    }
    if (sym.st_shndx != SHN_UNDEF) continue;
    const ident_rule *rule = find_rule(name, strlen(name), 0, 1, 0);
    if (!rule) continue;
    snprintf(what, sizeof what, "imports %.60s", name);
    st = object_finding(c, rule->category, name, what);
  }
  return st;
}

HPCAB_API hpcab_status hpcab_srccheck_object(const char *path, hpcab_srccheck **out)
{
  if (!path || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_srccheck_object: NULL argument");
  *out = NULL;
  char *data;
  size_t len;
  hpcab_status st = hpcab__read_file(path, &data, &len);
  if (st) return st;
  hpcab_srccheck *c = calloc(1, sizeof *c);
  if (!c) {
    free(data);
    return hpcab__nomem("object check", sizeof *c);
  }
  hpcab__elf_file f = {(const unsigned char *)data, len};
  st = scan_object(c, &f);
  free(data);
  if (st) {
    hpcab_srccheck_free(c);
    return st;
  }
  *out = c;
  return HPCAB_OK;
}

HPCAB_API size_t hpcab_srccheck_count(const hpcab_srccheck *check)
{
  return check ? check->count : 0;
}

HPCAB_API hpcab_status hpcab_srccheck_get(const hpcab_srccheck *check, size_t index, hpcab_src_finding *out)
{
  if (!check) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_srccheck_get: NULL check");
  if (hpcab__struct_check(out, HPCAB__FIRST_SRC_FINDING, SIZE_MAX, "hpcab_srccheck_get")) return HPCAB_E_INVALID;
  hpcab_src_finding *dst = out, full = {.size = sizeof full};
  out = &full;
  if (index >= check->count)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_srccheck_get: index %zu out of range (%zu findings)", index,
                         check->count);
  const finding *f = &check->items[index];
  out->category = f->category;
  out->severity = f->severity;
  out->line = f->line;
  out->column = f->column;
  out->token = f->token;
  out->message = f->message;
  return hpcab__struct_out(dst, out, sizeof *out, HPCAB__FIRST_SRC_FINDING, "hpcab_srccheck_get");
}

HPCAB_API size_t hpcab_srccheck_forbidden(const hpcab_srccheck *check)
{
  size_t n = 0;
  for (size_t i = 0; check && i < check->count; i++) n += check->items[i].severity == HPCAB_SRC_FORBIDDEN;
  return n;
}

HPCAB_API void hpcab_srccheck_free(hpcab_srccheck *check)
{
  if (!check) return;
  for (size_t i = 0; i < check->count; i++) {
    free(check->items[i].token);
    free(check->items[i].message);
  }
  free(check->items);
  free(check);
}
