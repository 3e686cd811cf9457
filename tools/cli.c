/* tools/cli.c — helpers shared by the hpcab-* tools (cli.h). */
#include "cli.h"

#include <ctype.h>
#include <limits.h>
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hpcab.h"

static char stop_prog[64];
static volatile sig_atomic_t stopping;

static void put(const char *s)
{
  size_t n = strlen(s);
  while (n) {
    ssize_t w = write(STDERR_FILENO, s, n);
    if (w <= 0) return;
    s += w;
    n -= (size_t)w;
  }
}

/* Async-signal-safe: ends the children, says so, and ends the process by the same signal. */
static void stop_on_signal(int sig)
{
  if (!stopping) {
    stopping = 1;
    hpcab_children_kill(2.0);
    put("\n");
    put(stop_prog);
    put(sig == SIGINT ? ": interrupted by SIGINT" : sig == SIGTERM ? ": stopped by SIGTERM" : ": stopped by SIGHUP");
    put(": stopped; every worker and compiler it started was ended; nothing was stored\n");
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

void cli_stop_children_on_signals(const char *prog)
{
  snprintf(stop_prog, sizeof stop_prog, "%s", prog);
  static const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
  for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = stop_on_signal;
    sigfillset(&sa.sa_mask);
    sigaction(sigs[i], &sa, NULL);
  }
}

int cli_usage_error(const char *prog, const char *fmt, ...)
{
  va_list ap;
  fprintf(stderr, "%s: ", prog);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  return CLI_EXIT_USAGE;
}

void cli_lib_error(const char *prog, const char *what)
{
  fprintf(stderr, "%s: %s: %s\n", prog, what, hpcab_last_error());
}

bool cli_parse_i64(const char *s, int64_t *out)
{
  if (!s || !*s) return false;
  char *end;
  errno = 0;
  long long v = strtoll(s, &end, 0);
  if (errno || *end) return false;
  *out = (int64_t)v;
  return true;
}

bool cli_parse_double(const char *s, double *out)
{
  if (!s || !*s) return false;
  char *end;
  errno = 0;
  double v = strtod(s, &end);
  if (errno || *end) return false;
  *out = v;
  return true;
}

bool cli_option(int argc, char **argv, int *i, const char *name, const char **value)
{
  const char *arg = argv[*i];
  size_t n = strlen(name);
  if (strncmp(arg, name, n) != 0) return false;
  if (arg[n] == '=') {
    *value = arg + n + 1;
    return true;
  }
  if (arg[n] != '\0') return false;
  if (*i + 1 >= argc) {
    fprintf(stderr, "option %s needs a value\n", name);
    *value = NULL;
    return true;
  }
  *i += 1;
  *value = argv[*i];
  return true;
}

char *cli_strip(char *s)
{
  while (isspace((unsigned char)*s)) s++;
  size_t n = strlen(s);
  while (n > 0 && isspace((unsigned char)s[n - 1])) s[--n] = '\0';
  return s;
}

bool cli_read_numbers(const char *prog, const char *path, double **values, size_t *count)
{
  bool is_stdin = strcmp(path, "-") == 0;
  FILE *f = is_stdin ? stdin : fopen(path, "r");
  if (!f) {
    fprintf(stderr, "%s: %s: %s\n", prog, path, strerror(errno));
    return false;
  }
  double *v = NULL;
  size_t n = 0, cap = 0, lineno = 0, linecap = 0;
  char *line = NULL;
  bool ok = true;
  while (getline(&line, &linecap, f) > 0) {
    lineno++;
    char *s = cli_strip(line);
    if (!*s || *s == '#') continue;
    double x;
    if (!cli_parse_double(s, &x)) {
      fprintf(stderr, "%s: %s:%zu: '%s' is not a number\n", prog, path, lineno, s);
      ok = false;
      break;
    }
    if (n == cap) {
      size_t ncap = cap ? 2 * cap : 64;
      double *nv = realloc(v, ncap * sizeof *nv);
      if (!nv) {
        fprintf(stderr, "%s: %s: out of memory\n", prog, path);
        ok = false;
        break;
      }
      v = nv;
      cap = ncap;
    }
    v[n++] = x;
  }
  if (ok && ferror(f)) {
    fprintf(stderr, "%s: %s: %s\n", prog, path, strerror(errno));
    ok = false;
  }
  free(line);
  if (!is_stdin) fclose(f);
  if (!ok) {
    free(v);
    return false;
  }
  *values = v;
  *count = n;
  return true;
}
