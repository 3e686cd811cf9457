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
#include "spawn.h"
#include "srccheck_internal.h"

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
    {"sched_yield", HPCAB_SRC_SLEEP, 0, 0},
    {"pthread_yield", HPCAB_SRC_SLEEP, 0, 0},
    {"thrd_yield", HPCAB_SRC_SLEEP, 0, 0},
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
    {"_rdtsc", HPCAB_SRC_TIMER, 0, 0},
    {"__rdpmc", HPCAB_SRC_TIMER, 0, 0},
    {"_rdpmc", HPCAB_SRC_TIMER, 0, 0},
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
    /* the names of toolchain constructors the object check lets through: a candidate's own is not */
    {"__cpu_indicator_init", HPCAB_SRC_CONSTRUCTOR, 0, 0},
    {"init_have_lse_atomics", HPCAB_SRC_CONSTRUCTOR, 0, 0},
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

/* Whether the C text defines a function named tok[0..n): the name followed by a parenthesized list
   and then, past attributes and spaces, a '{'. A candidate's own `select` is not the library's. */
static int defines_function(const char *code, size_t len, const char *tok, size_t n)
{
  for (const char *p = code; (p = memmem(p, len - (size_t)(p - code), tok, n)) != NULL; p += n) {
    size_t at = (size_t)(p - code);
    if ((at > 0 && ident_char(code[at - 1])) || (at + n < len && ident_char(code[at + n]))) continue;
    size_t k = at + n;
    while (k < len && isspace((unsigned char)code[k])) k++;
    if (k >= len || code[k] != '(') continue;
    int depth = 0;
    for (; k < len; k++) {
      if (code[k] == '(') depth++;
      if (code[k] == ')' && --depth == 0) break;
    }
    k++;
    /* const, noexcept, attributes and a trailing return type may come between: up to the next ';', '{' or '=' */
    while (k < len && code[k] != '{' && code[k] != ';' && code[k] != '=' && code[k] != ',') k++;
    if (k < len && code[k] == '{') return 1;
  }
  return 0;
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
    if (rule && rule->category != HPCAB_SRC_INLINE_ASM && rule->category != HPCAB_SRC_CONSTRUCTOR && !fortran &&
        defines_function(code, len, code + start, n))
      rule = NULL; /* the candidate's own function of that name */
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

/* Whether word w[0..n) occurs in line[0..len) as a whole token. */
static int has_token(const char *line, size_t len, const char *w)
{
  size_t n = strlen(w);
  for (const char *p = line; (p = memmem(p, len - (size_t)(p - line), w, n)) != NULL; p++) {
    size_t at = (size_t)(p - line);
    if ((at == 0 || !ident_char(line[at - 1])) && (at + n >= len || !ident_char(line[at + n]))) return 1;
  }
  return 0;
}

/* A line that can ask for optimization settings: a #pragma, a _Pragma, an optimize attribute
   (`optimize(...)`, `__optimize__(...)`, `[[gnu::optimize(...)]]`) or a Fortran `!GCC$` directive. */
static int is_directive(const char *line, size_t len)
{
  size_t k = 0;
  while (k < len && (line[k] == ' ' || line[k] == '\t')) k++;
  if (k < len && line[k] == '#') {
    k++;
    while (k < len && (line[k] == ' ' || line[k] == '\t')) k++;
    if (len - k >= 6 && !memcmp(line + k, "pragma", 6)) return 1;
  }
  return has_token(line, len, "_Pragma") || has_token(line, len, "optimize") || has_token(line, len, "__optimize__") ||
         memmem(line, len, "GCC$", 4) || memmem(line, len, "gcc$", 4);
}

/* The unsafe-math word a directive line asks for, or NULL. `low` is the line lowercased without
   spaces and quotes, instr[k] whether low[k] was inside a string literal, gap[k] whether a space or
   a quote stood before it (gap[m] is set): inside a string a word
   counts wherever it stands ("-fno-signed-zeros"), outside only as whole tokens, so an identifier
   such as dot_without_fast_math is never read as the flag. */
static const char *unsafe_math_word(const char *low, const char *instr, const char *gap, size_t m)
{
  for (size_t w = 0; w < sizeof UNSAFE_MATH_WORDS / sizeof UNSAFE_MATH_WORDS[0]; w++) {
    const char *word = UNSAFE_MATH_WORDS[w];
    size_t wn = strlen(word);
    for (const char *p = low; (p = strstr(p, word)) != NULL; p++) {
      size_t at = (size_t)(p - low);
      if (instr[at] && instr[at + wn - 1]) return word;
      int before = at == 0 || gap[at] || !ident_char(low[at - 1]) || !ident_char(word[0]);
      int after = at + wn >= m || gap[at + wn] || !ident_char(low[at + wn]) || !ident_char(word[wn - 1]);
      if (before && after) return word;
    }
  }
  return NULL;
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
    char *low = malloc(3 * n + 3);
    if (!low) return hpcab__nomem("source check line", 3 * n + 3);
    char *instr = low + n + 1; /* instr[k]: low[k] came from inside a string literal */
    char *gap = instr + n + 1; /* gap[k]: a space or a quote stood before low[k] */
    size_t m = 0;
    int quoted = 0, space = 0;
    for (size_t i = s; i < e; i++) {
      if (clean[i] == '\\' && quoted && i + 1 < e) { /* an escaped character stays inside the string */
        i++;
        space |= clean[i] == '"';
        if (clean[i] != '"') instr[m] = 1, gap[m] = (char)space, low[m++] = (char)tolower((unsigned char)clean[i]);
        space = clean[i] == '"';
        continue;
      }
      if (clean[i] == '"') quoted = !quoted;
      if (clean[i] == ' ' || clean[i] == '\t' || clean[i] == '"') {
        space = 1;
        continue;
      }
      instr[m] = (char)quoted, gap[m] = (char)space, low[m++] = (char)tolower((unsigned char)clean[i]);
      space = 0;
    }
    low[m] = '\0';
    gap[m] = 1;
    hpcab_status st = HPCAB_OK;
    if (is_directive(clean + s, n)) {
      const char *w = unsafe_math_word(low, instr, gap, m);
      if (w) st = add_finding(c, HPCAB_SRC_UNSAFE_MATH, HPCAB_SRC_FORBIDDEN, line, 1, w, strlen(w));
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

/* A preprocessor line marker (`# 12 "file.c" 2`) at line[0..len): 1 with its line number and file
   name (quoted, escapes kept) in *number, *name, *name_len. */
static int line_marker(const char *line, size_t len, long *number, const char **name, size_t *name_len)
{
  size_t k = 0;
  if (len < 4 || line[0] != '#') return 0;
  k = 1;
  while (k < len && line[k] == ' ') k++;
  if (len - k > 4 && !memcmp(line + k, "line", 4)) k += 4; /* #line 12 "file.c" */
  while (k < len && line[k] == ' ') k++;
  if (k >= len || !isdigit((unsigned char)line[k])) return 0;
  long nr = 0;
  while (k < len && isdigit((unsigned char)line[k]) && nr < 100000000) nr = nr * 10 + (line[k++] - '0');
  while (k < len && line[k] == ' ') k++;
  if (k >= len || line[k] != '"') return 0;
  size_t b = ++k;
  while (k < len && line[k] != '"') k += line[k] == '\\' ? 2 : 1;
  if (k > len) k = len;
  *number = nr;
  *name = line + b;
  *name_len = k - b;
  return 1;
}

/* Preprocessed text: the lines of the main file (the first line marker's) joined, the rest dropped,
   and lines[i] the main file's line number of the i-th kept line. NULL where the text has no line
   marker on its first line (it is a source, scanned as it is). */
static char *main_file_lines(const char *src, size_t len, int **lines, size_t *nlines, size_t *out_len)
{
  long nr;
  const char *name, *main_name;
  size_t name_len, main_len;
  const char *eol = memchr(src, '\n', len);
  if (!line_marker(src, eol ? (size_t)(eol - src) : len, &nr, &main_name, &main_len)) return NULL;
  char *out = malloc(len + 1);
  size_t cap = 1024, count = 0, o = 0;
  int *map = malloc(cap * sizeof *map);
  if (!out || !map) {
    free(out);
    free(map);
    return NULL;
  }
  int in_main = 0;
  long at = 1;
  for (size_t s = 0; s < len;) {
    const char *nl = memchr(src + s, '\n', len - s);
    size_t e = nl ? (size_t)(nl - src) : len;
    if (line_marker(src + s, e - s, &nr, &name, &name_len)) {
      in_main = name_len == main_len && !memcmp(name, main_name, main_len);
      at = nr;
    } else {
      if (in_main) {
        if (count == cap) {
          int *more = realloc(map, 2 * cap * sizeof *map);
          if (!more) {
            free(out);
            free(map);
            return NULL;
          }
          map = more;
          cap *= 2;
        }
        map[count++] = (int)(at < 1 ? 1 : at > 0x7fffffff ? 0x7fffffff : at);
        memcpy(out + o, src + s, e - s);
        o += e - s;
        out[o++] = '\n';
      }
      at++;
    }
    s = e + 1;
  }
  out[o] = '\0';
  *lines = map;
  *nlines = count;
  *out_len = o;
  return out;
}

/* Scans source text (not preprocessed) into c. */
static hpcab_status scan_text(hpcab_srccheck *c, const char *source, size_t len, const char *display_name)
{
  char *code = malloc(len + 1), *clean = malloc(len + 1);
  if (!code || !clean) {
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
  return st;
}

HPCAB_API hpcab_status hpcab_srccheck_scan(const char *source, size_t len, const char *display_name,
                                           hpcab_srccheck **out)
{
  if (!out || (!source && len)) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_srccheck_scan: NULL argument");
  *out = NULL;
  hpcab_srccheck *c = calloc(1, sizeof *c);
  if (!c) return hpcab__nomem("source check", sizeof *c);
  int *lines = NULL;
  size_t main_len = 0, nlines = 0;
  char *main_text = len ? main_file_lines(source, len, &lines, &nlines, &main_len) : NULL;
  hpcab_status st =
      main_text ? scan_text(c, main_text, main_len, display_name) : scan_text(c, source, len, display_name);
  for (size_t i = 0; main_text && i < c->count; i++) /* back to the candidate's own line numbers */
    if (c->items[i].line >= 1 && (size_t)c->items[i].line <= nlines) c->items[i].line = lines[c->items[i].line - 1];
  free(main_text);
  free(lines);
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

/* What an object runs at load or unload time, as its dynamic section and section headers say. */
typedef struct {
  int elf;                              /* a 64-bit little-endian ELF object */
  uint64_t init_n, fini_n, preinit_n;   /* entries of .init_array, .fini_array, .preinit_array */
  int has_init, has_fini;               /* DT_INIT, DT_FINI */
  int init_is_section, fini_is_section; /* DT_INIT (DT_FINI) is the start of .init (.fini) */
  uint64_t init_size, fini_size;        /* sizes of .init and .fini */
  uint64_t ctors_size;                  /* .ctors and .dtors together */
  size_t nirel;                         /* IRELATIVE relocations */
  int ifunc_symbol;                     /* an IFUNC symbol defined */
} load_facts;

/* Constructors the compiler's own run-time library adds to an object that uses it: libgcc's CPU model
   (__builtin_cpu_supports) and aarch64's outline atomics. Not the candidate's code. */
static const char *const TOOLCHAIN_CTORS[] = {"__cpu_indicator_init", "init_have_lse_atomics"};

/* The name of the function symbol at address `addr` in the symbol table `tab`, or NULL. */
static const char *symbol_at(const hpcab__elf_file *f, const Elf64_Ehdr *eh, const Elf64_Shdr *tab, uint64_t addr)
{
  Elf64_Shdr strtab;
  Elf64_Sym sym;
  if (tab->sh_entsize != sizeof sym || !hpcab__elf_section(f, eh, tab->sh_link, &strtab)) return NULL;
  for (uint64_t k = 1; k < tab->sh_size / sizeof sym && k < (1u << 24); k++) {
    if (!hpcab__elf_read(f, tab->sh_offset + k * sizeof sym, &sym, sizeof sym)) break;
    if (sym.st_value == addr && ELF64_ST_TYPE(sym.st_info) == STT_FUNC && sym.st_shndx != SHN_UNDEF)
      return hpcab__elf_string(f, &strtab, sym.st_name);
  }
  return NULL;
}

/* How many of the n .init_array entries at `init_array` run a toolchain constructor (TOOLCHAIN_CTORS):
   each entry's R_*_RELATIVE relocation names its target, the symbol tables its name. */
static uint64_t toolchain_ctors(const hpcab__elf_file *f, const Elf64_Ehdr *eh, uint64_t init_array, uint64_t n)
{
  unsigned relative = eh->e_machine == EM_X86_64 ? R_X86_64_RELATIVE : eh->e_machine == EM_AARCH64 ? 1027u : 0u;
  if (!init_array || !n || !relative) return 0;
  uint64_t found = 0;
  Elf64_Shdr sh, tab;
  for (size_t i = 0; i < eh->e_shnum && hpcab__elf_section(f, eh, i, &sh); i++) {
    if (sh.sh_type != SHT_RELA || sh.sh_entsize != sizeof(Elf64_Rela)) continue;
    Elf64_Rela r;
    for (uint64_t k = 0; k < sh.sh_size / sizeof r && k < (1u << 24); k++) {
      if (!hpcab__elf_read(f, sh.sh_offset + k * sizeof r, &r, sizeof r)) break;
      if (ELF64_R_TYPE(r.r_info) != relative || r.r_offset < init_array || r.r_offset >= init_array + 8 * n) continue;
      const char *name = NULL;
      for (size_t t = 0; !name && t < eh->e_shnum && hpcab__elf_section(f, eh, t, &tab); t++)
        if (tab.sh_type == SHT_SYMTAB || tab.sh_type == SHT_DYNSYM) name = symbol_at(f, eh, &tab, (uint64_t)r.r_addend);
      for (size_t c = 0; name && c < sizeof TOOLCHAIN_CTORS / sizeof TOOLCHAIN_CTORS[0]; c++)
        found += !strcmp(name, TOOLCHAIN_CTORS[c]);
    }
  }
  return found < n ? found : n;
}

static void read_load_facts(const hpcab__elf_file *f, load_facts *lf)
{
  memset(lf, 0, sizeof *lf);
  Elf64_Ehdr eh;
  if (!hpcab__elf_read(f, 0, &eh, sizeof eh) || memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
      eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_ident[EI_DATA] != ELFDATA2LSB)
    return;
  lf->elf = 1;
  Elf64_Shdr shstr, init, fini, dynsym, dynamic, sh;
  memset(&init, 0, sizeof init);
  memset(&fini, 0, sizeof fini);
  memset(&dynsym, 0, sizeof dynsym);
  memset(&dynamic, 0, sizeof dynamic);
  int has_shstr = hpcab__elf_section(f, &eh, eh.e_shstrndx, &shstr), has_init_s = 0, has_fini_s = 0, has_dynsym = 0,
      has_dynamic = 0;
  unsigned irelative = eh.e_machine == EM_X86_64 ? R_X86_64_IRELATIVE : eh.e_machine == EM_AARCH64 ? 1032u : 0u;
  size_t nrel = 0;
  for (size_t i = 0; i < eh.e_shnum && hpcab__elf_section(f, &eh, i, &sh); i++) {
    const char *name = has_shstr ? hpcab__elf_string(f, &shstr, sh.sh_name) : NULL;
    if (name && !strcmp(name, ".init")) init = sh, has_init_s = 1;
    if (name && !strcmp(name, ".fini")) fini = sh, has_fini_s = 1;
    if (name && (!strcmp(name, ".ctors") || !strcmp(name, ".dtors"))) lf->ctors_size += sh.sh_size;
    if (sh.sh_type == SHT_DYNSYM) dynsym = sh, has_dynsym = 1;
    if (sh.sh_type == SHT_DYNAMIC) dynamic = sh, has_dynamic = 1;
    if (sh.sh_type == SHT_RELA && sh.sh_entsize == sizeof(Elf64_Rela) && irelative) {
      Elf64_Rela r;
      for (uint64_t k = 0; k < sh.sh_size / sizeof r && nrel < (1u << 24); k++, nrel++) {
        if (!hpcab__elf_read(f, sh.sh_offset + k * sizeof r, &r, sizeof r)) break;
        lf->nirel += ELF64_R_TYPE(r.r_info) == irelative;
      }
    }
  }
  uint64_t dt_init = 0, dt_fini = 0, init_array = 0;
  Elf64_Dyn d;
  for (uint64_t k = 0; has_dynamic && k < dynamic.sh_size / sizeof d; k++) {
    if (!hpcab__elf_read(f, dynamic.sh_offset + k * sizeof d, &d, sizeof d) || d.d_tag == DT_NULL) break;
    switch (d.d_tag) {
    case DT_INIT: dt_init = d.d_un.d_ptr, lf->has_init = 1; break;
    case DT_FINI: dt_fini = d.d_un.d_ptr, lf->has_fini = 1; break;
    case DT_INIT_ARRAY: init_array = d.d_un.d_ptr; break;
    case DT_INIT_ARRAYSZ: lf->init_n = d.d_un.d_val / sizeof(uint64_t); break;
    case DT_FINI_ARRAYSZ: lf->fini_n = d.d_un.d_val / sizeof(uint64_t); break;
    case DT_PREINIT_ARRAYSZ: lf->preinit_n = d.d_un.d_val / sizeof(uint64_t); break;
    default: break;
    }
  }
  lf->init_n -= toolchain_ctors(f, &eh, init_array, lf->init_n);
  lf->init_is_section = has_init_s && init.sh_addr == dt_init;
  lf->fini_is_section = has_fini_s && fini.sh_addr == dt_fini;
  lf->init_size = has_init_s ? init.sh_size : 0;
  lf->fini_size = has_fini_s ? fini.sh_size : 0;
  Elf64_Shdr dynstr;
  int has_dynstr = has_dynsym && hpcab__elf_section(f, &eh, dynsym.sh_link, &dynstr);
  Elf64_Sym sym;
  for (uint64_t k = 1;
       has_dynstr && dynsym.sh_entsize == sizeof sym && k < dynsym.sh_size / sizeof sym && k < (1u << 24); k++) {
    if (!hpcab__elf_read(f, dynsym.sh_offset + k * sizeof sym, &sym, sizeof sym)) break;
    if (ELF64_ST_TYPE(sym.st_info) == STT_GNU_IFUNC && sym.st_shndx != SHN_UNDEF) lf->ifunc_symbol = 1;
  }
}

/* Load-time findings: what `lf` runs beyond the baseline `base` (an empty translation unit built by
   the same toolchain), or, without one, beyond a toolchain's usual start-up code. */
static hpcab_status judge_load_facts(hpcab_srccheck *c, const load_facts *lf, const load_facts *base)
{
  char what[96];
  hpcab_status st = HPCAB_OK;
  /* without a baseline: the toolchain's one entry comes with its start files (crti's _init: DT_INIT);
     an object linked without them (-nostartfiles) has no entry of the toolchain's */
  uint64_t std_init = base ? base->init_n : lf->has_init ? STD_ARRAY_ENTRIES : 0;
  uint64_t std_fini = base ? base->fini_n : lf->has_fini ? STD_ARRAY_ENTRIES : 0;
  uint64_t std_preinit = base ? base->preinit_n : 0;
  if (lf->init_n > std_init || lf->preinit_n > std_preinit) {
    snprintf(what, sizeof what, "%llu load-time function(s) in .init_array",
             (unsigned long long)(lf->init_n + lf->preinit_n - std_init - std_preinit));
    st = object_finding(c, HPCAB_SRC_CONSTRUCTOR, ".init_array", what);
  }
  int own_init = base ? lf->has_init && (!base->has_init || !lf->init_is_section || lf->init_size != base->init_size)
                      : lf->has_init && (!lf->init_is_section || lf->init_size > STD_INIT_BYTES);
  if (!st && own_init) st = object_finding(c, HPCAB_SRC_CONSTRUCTOR, "DT_INIT", "an initializer of its own (DT_INIT)");
  if (!st && lf->fini_n > std_fini) {
    snprintf(what, sizeof what, "%llu unload-time function(s) in .fini_array",
             (unsigned long long)(lf->fini_n - std_fini));
    st = object_finding(c, HPCAB_SRC_CONSTRUCTOR, ".fini_array", what);
  }
  int own_fini = base ? lf->has_fini && (!base->has_fini || !lf->fini_is_section || lf->fini_size != base->fini_size)
                      : lf->has_fini && (!lf->fini_is_section || lf->fini_size > STD_INIT_BYTES);
  if (!st && own_fini) st = object_finding(c, HPCAB_SRC_CONSTRUCTOR, "DT_FINI", "a finalizer of its own (DT_FINI)");
  /* .ctors/.dtors hold two sentinels (-1 and 0) each when a toolchain still emits them */
  if (!st && lf->ctors_size > (base ? base->ctors_size : 32))
    st = object_finding(c, HPCAB_SRC_CONSTRUCTOR, ".ctors", "load-time functions in .ctors or .dtors");
  if (!st && (lf->nirel > (base ? base->nirel : 0) || lf->ifunc_symbol))
    st = object_finding(c, HPCAB_SRC_CONSTRUCTOR, "IRELATIVE", "an IFUNC resolver runs at load time");
  return st;
}

/* Imported functions of a language's run-time library that the C names do not cover (gfortran's
   SECOND, CPU_TIME, GETENV, EXECUTE_COMMAND_LINE, OPEN, ...); a prefix each. */
static const ident_rule IMPORT_RULES[] = {
    {"_gfortran_second", HPCAB_SRC_TIMER, 1, 0},
    {"_gfortran_cpu_time", HPCAB_SRC_TIMER, 1, 0},
    {"_gfortran_system_clock", HPCAB_SRC_TIMER, 1, 0},
    {"_gfortran_date_and_time", HPCAB_SRC_TIMER, 1, 0},
    {"_gfortran_etime", HPCAB_SRC_TIMER, 1, 0},
    {"_gfortran_dtime", HPCAB_SRC_TIMER, 1, 0},
    {"_gfortran_time", HPCAB_SRC_TIMER, 1, 0},
    {"_gfortran_sleep", HPCAB_SRC_SLEEP, 1, 0},
    {"_gfortran_getenv", HPCAB_SRC_ENVIRON, 1, 0},
    {"_gfortran_get_environment_variable", HPCAB_SRC_ENVIRON, 1, 0},
    {"_gfortran_execute_command_line", HPCAB_SRC_EXEC, 1, 0},
    {"_gfortran_system", HPCAB_SRC_EXEC, 1, 0},
    {"_gfortran_st_open", HPCAB_SRC_FILE_IO, 1, 0},
    {"_gfortran_fork", HPCAB_SRC_EXEC, 1, 0},
    {"_gfortran_kill", HPCAB_SRC_EXEC, 1, 0},
    {"_ZNSt6chrono", HPCAB_SRC_TIMER, 1, 0},
    {"_ZNSt6thread5yield", HPCAB_SRC_SLEEP, 1, 0},
    {"_ZNSt11this_thread", HPCAB_SRC_SLEEP, 1, 0},
};

/* Import findings: the undefined dynamic symbols the source check's names (or IMPORT_RULES) judge. */
static hpcab_status scan_imports(hpcab_srccheck *c, const hpcab__elf_file *f)
{
  Elf64_Ehdr eh;
  if (!hpcab__elf_read(f, 0, &eh, sizeof eh) || memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
      eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_ident[EI_DATA] != ELFDATA2LSB)
    return HPCAB_OK;
  Elf64_Shdr dynsym, sh;
  int has_dynsym = 0;
  for (size_t i = 0; i < eh.e_shnum && hpcab__elf_section(f, &eh, i, &sh); i++)
    if (sh.sh_type == SHT_DYNSYM) dynsym = sh, has_dynsym = 1;
  Elf64_Shdr dynstr;
  int has_dynstr = has_dynsym && hpcab__elf_section(f, &eh, dynsym.sh_link, &dynstr);
  Elf64_Sym sym;
  char what[96];
  hpcab_status st = HPCAB_OK;
  for (uint64_t k = 1;
       !st && has_dynstr && dynsym.sh_entsize == sizeof sym && k < dynsym.sh_size / sizeof sym && k < (1u << 24); k++) {
    if (!hpcab__elf_read(f, dynsym.sh_offset + k * sizeof sym, &sym, sizeof sym)) break;
    const char *name = hpcab__elf_string(f, &dynstr, sym.st_name);
    if (!name || !*name || sym.st_shndx != SHN_UNDEF) continue;
    size_t n = strlen(name);
    const char *at = memchr(name, '@', n); /* a versioned reference: fesetround@GLIBC_2.2.5 */
    if (at) n = (size_t)(at - name);
    const ident_rule *rule = find_rule(name, n, 0, 1, 0);
    for (size_t r = 0; !rule && r < sizeof IMPORT_RULES / sizeof IMPORT_RULES[0]; r++)
      if (match_rule(&IMPORT_RULES[r], name, n, 0)) rule = &IMPORT_RULES[r];
    if (!rule || rule->category == HPCAB_SRC_X86_ONLY || rule->category == HPCAB_SRC_AMD_ONLY) continue;
    snprintf(what, sizeof what, "imports %.60s", name);
    st = object_finding(c, rule->category, name, what);
  }
  return st;
}

/* Instructions the object's code holds that the judge cares about, with what they do. */
static const struct {
  const char *mnemonic;
  hpcab_src_category category;
  hpcab_src_severity severity;
  const char *what;
} INSNS[] = {
    {"rdtsc", HPCAB_SRC_TIMER, HPCAB_SRC_FLAG, "reads the time-stamp counter (rdtsc)"},
    {"rdtscp", HPCAB_SRC_TIMER, HPCAB_SRC_FLAG, "reads the time-stamp counter (rdtscp)"},
    {"rdpmc", HPCAB_SRC_TIMER, HPCAB_SRC_FLAG, "reads a performance counter (rdpmc)"},
    {"ldmxcsr", HPCAB_SRC_FP_ENV, HPCAB_SRC_FORBIDDEN, "loads MXCSR (ldmxcsr)"},
    {"vldmxcsr", HPCAB_SRC_FP_ENV, HPCAB_SRC_FORBIDDEN, "loads MXCSR (vldmxcsr)"},
    {"fxrstor", HPCAB_SRC_FP_ENV, HPCAB_SRC_FORBIDDEN, "restores the FP state (fxrstor)"},
    {"fxrstor64", HPCAB_SRC_FP_ENV, HPCAB_SRC_FORBIDDEN, "restores the FP state (fxrstor)"},
    {"xrstor", HPCAB_SRC_FP_ENV, HPCAB_SRC_FORBIDDEN, "restores the FP state (xrstor)"},
    {"xrstor64", HPCAB_SRC_FP_ENV, HPCAB_SRC_FORBIDDEN, "restores the FP state (xrstor)"},
    {"fldenv", HPCAB_SRC_FP_ENV, HPCAB_SRC_FORBIDDEN, "loads the x87 environment (fldenv)"},
    {"frstor", HPCAB_SRC_FP_ENV, HPCAB_SRC_FORBIDDEN, "restores the x87 state (frstor)"},
    /* GCC itself emits fldcw around a long double to integer conversion: flagged, not refused (the
       worker checks the control word after every call) */
    {"fldcw", HPCAB_SRC_FP_ENV, HPCAB_SRC_FLAG, "loads the x87 control word (fldcw)"},
    {"syscall", HPCAB_SRC_SYSCALL, HPCAB_SRC_FLAG, "a system call instruction (syscall)"},
    {"sysenter", HPCAB_SRC_SYSCALL, HPCAB_SRC_FLAG, "a system call instruction (sysenter)"},
    {"int", HPCAB_SRC_SYSCALL, HPCAB_SRC_FLAG, "a software interrupt (int)"},
    {"int3", HPCAB_SRC_SYSCALL, HPCAB_SRC_FLAG, "a software interrupt (int3)"},
};
#define NINSNS (sizeof INSNS / sizeof INSNS[0])

/* Counts INSNS in objdump's disassembly of the object's executable sections. Returns 0 when counted,
   -1 when objdump could not read it (none here, or it failed). */
static int count_insns(const char *path, size_t counts[NINSNS])
{
  memset(counts, 0, NINSNS * sizeof counts[0]);
  char *argv[] = {"objdump", "-d", "--no-show-raw-insn", "--no-addresses", (char *)path, NULL};
  hpcab__spawn_options so = {.landlock_fd = -1,
                             .timeout_s = 60,
                             .cap = 64u << 20,
                             .as_bytes = 2ull << 30,
                             .cpu_s = 60,
                             .fsize_bytes = 1,
                             .isolate = 0};
  hpcab__spawn_result r;
  memset(&r, 0, sizeof r);
  if (hpcab__spawn(argv, NULL, &so, &r) != HPCAB_OK) {
    hpcab_error_clear();
    return -1;
  }
  int ok = r.exited && r.exit_code == 0 && r.output;
  for (char *save = NULL, *line = ok ? strtok_r(r.output, "\n", &save) : NULL; line;
       line = strtok_r(NULL, "\n", &save)) {
    if (line[0] != '\t' && line[0] != ' ') continue; /* headers and labels */
    char *p = line;
    /* up to two words: a prefix (rep, lock, notrack, bnd, data16, a segment) and the instruction */
    for (int w = 0; w < 2 && *p; w++) {
      while (*p == ' ' || *p == '\t') p++;
      char *e = p;
      while (*e && *e != ' ' && *e != '\t') e++;
      size_t n = (size_t)(e - p);
      for (size_t i = 0; i < NINSNS; i++)
        if (strlen(INSNS[i].mnemonic) == n && !memcmp(p, INSNS[i].mnemonic, n)) counts[i]++;
      p = e;
    }
  }
  hpcab__spawn_result_free(&r);
  return ok ? 0 : -1;
}

hpcab_srccheck *hpcab__srccheck_new(void)
{
  return calloc(1, sizeof(hpcab_srccheck));
}

hpcab_status hpcab__srccheck_merge(hpcab_srccheck *into, const hpcab_srccheck *from)
{
  for (size_t i = 0; from && i < from->count; i++) {
    const finding *f = &from->items[i];
    size_t n = into->count;
    hpcab_status st = add_finding(into, f->category, f->severity, f->line, f->column, f->token, strlen(f->token));
    if (st) return st;
    if (into->count > n) { /* keep its own message */
      char *msg = hpcab__strdup(f->message);
      if (!msg) return HPCAB_E_NOMEM;
      free(into->items[into->count - 1].message);
      into->items[into->count - 1].message = msg;
    }
  }
  if (into->count) qsort(into->items, into->count, sizeof *into->items, finding_order);
  return HPCAB_OK;
}

hpcab_status hpcab__srccheck_object_into(hpcab_srccheck *c, const char *path, const char *baseline)
{
  char *data = NULL, *bdata = NULL;
  size_t len = 0, blen = 0;
  hpcab_status st = hpcab__read_file(path, &data, &len);
  if (st) return st;
  load_facts lf, base;
  hpcab__elf_file f = {(const unsigned char *)data, len};
  read_load_facts(&f, &lf);
  int have_base = baseline && hpcab__read_file(baseline, &bdata, &blen) == HPCAB_OK;
  if (baseline && !have_base) hpcab_error_clear();
  if (have_base) {
    hpcab__elf_file bf = {(const unsigned char *)bdata, blen};
    read_load_facts(&bf, &base);
    have_base = base.elf;
  }
  if (lf.elf) st = judge_load_facts(c, &lf, have_base ? &base : NULL);
  if (!st) st = scan_imports(c, &f);
  free(data);
  free(bdata);
  if (st || !lf.elf) return st;
  size_t counts[NINSNS], base_counts[NINSNS];
  memset(base_counts, 0, sizeof base_counts);
  if (count_insns(path, counts) != 0) return HPCAB_OK; /* no objdump: imports and load-time entries only */
  if (have_base && count_insns(baseline, base_counts) != 0) memset(base_counts, 0, sizeof base_counts);
  for (size_t i = 0; !st && i < NINSNS; i++) {
    if (counts[i] <= base_counts[i]) continue;
    size_t n = c->count;
    st = add_finding(c, INSNS[i].category, INSNS[i].severity, 0, 0, INSNS[i].mnemonic, strlen(INSNS[i].mnemonic));
    if (!st && c->count > n) {
      char *msg = hpcab__asprintf("%s (%s)", CATEGORY_TEXT[INSNS[i].category], INSNS[i].what);
      if (!msg) return HPCAB_E_NOMEM;
      free(c->items[c->count - 1].message);
      c->items[c->count - 1].message = msg;
    }
  }
  return st;
}

HPCAB_API hpcab_status hpcab_srccheck_object(const char *path, hpcab_srccheck **out)
{
  if (!path || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_srccheck_object: NULL argument");
  *out = NULL;
  hpcab_srccheck *c = hpcab__srccheck_new();
  if (!c) return hpcab__nomem("object check", sizeof *c);
  hpcab_status st = hpcab__srccheck_object_into(c, path, NULL);
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
