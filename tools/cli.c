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

/* ---- commands ---- */

void cli_parser_init(cli_parser *p, const cli_cmd *cmd)
{
  memset(p, 0, sizeof *p);
  p->cmd = cmd;
  size_t n = 0, k = 0;
  p->shortopts[k++] = ':'; /* a missing value is ':', not '?' */
  p->shortopts[k++] = 'h';
  for (const cli_opt *o = cmd->opts; o && o->name && n + 2 < sizeof p->longopts / sizeof p->longopts[0]; o++) {
    p->longopts[n++] = (struct option){o->name, o->arg ? required_argument : no_argument, NULL, o->key};
    if (o->key > 0 && o->key < 128 && k + 3 < sizeof p->shortopts) {
      p->shortopts[k++] = (char)o->key;
      if (o->arg) p->shortopts[k++] = ':';
    }
  }
  p->longopts[n++] = (struct option){"help", no_argument, NULL, 'h'};
  p->longopts[n] = (struct option){NULL, 0, NULL, 0};
  p->shortopts[k] = '\0';
  optind = 0; /* glibc: a full reset, so that each parse starts afresh */
  opterr = 0;
}

int cli_next(cli_parser *p, int argc, char **argv, const char **value)
{
  *value = NULL;
  int c = getopt_long(argc, argv, p->shortopts, p->longopts, NULL);
  if (c == -1) return CLI_END;
  if (c == 'h') return CLI_HELP;
  const char *arg = argv[optind - 1 < argc ? optind - 1 : argc - 1];
  if (c == ':') {
    cli_fail(p->cmd, "option '%s' needs a value", arg);
    return CLI_BAD;
  }
  if (c == '?') {
    if (optopt > 0 && optopt < 128 && arg[0] == '-' && arg[1] != '-')
      cli_fail(p->cmd, "unknown option '-%c'", optopt);
    else
      cli_fail(p->cmd, "unknown option '%s'", arg);
    return CLI_BAD;
  }
  *value = optarg;
  return c;
}

/* Set by cli_json_errors: usage errors are printed as a JSON object on stdout too. */
static int json_errors;

void cli_json_errors(int on)
{
  json_errors = on;
}

/* {"status": "error", "exit_code": 2, "message": "..."} on stdout, the message JSON-escaped. */
static void print_json_error(const char *message)
{
  printf("{\"status\": \"error\", \"exit_code\": %d, \"message\": \"", CLI_EXIT_USAGE);
  for (const unsigned char *p = (const unsigned char *)message; *p; p++) {
    if (*p == '"' || *p == '\\')
      printf("\\%c", *p);
    else if (*p == '\n')
      fputs("\\n", stdout);
    else if (*p < 0x20)
      printf("\\u%04x", *p);
    else
      putchar(*p);
  }
  printf("\"}\n");
  fflush(stdout);
}

int cli_json_error(const char *prog, const char *message)
{
  fprintf(stderr, "%s: %s\n", prog, message);
  if (json_errors) print_json_error(message);
  return CLI_EXIT_USAGE;
}

int cli_fail(const cli_cmd *cmd, const char *fmt, ...)
{
  char message[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(message, sizeof message, fmt, ap);
  va_end(ap);
  fprintf(stderr, "%s: %s (see '%s --help')\n", cmd->name, message, cmd->name);
  if (json_errors) print_json_error(message);
  return CLI_EXIT_USAGE;
}

/* Prints `text` with every line indented by `indent` spaces. */
static void indented(FILE *f, const char *text, int indent)
{
  while (text && *text) {
    const char *nl = strchr(text, '\n');
    int n = nl ? (int)(nl - text) : (int)strlen(text);
    fprintf(f, "%*s%.*s\n", indent, "", n, text);
    text += n + (nl ? 1 : 0);
  }
}

void cli_help(const cli_cmd *cmd, FILE *f)
{
  fprintf(f, "usage: %s%s%s%s\n\n", cmd->name, *cmd->args ? " " : "", cmd->args, cmd->opts ? " [options]" : "");
  if (cmd->summary) {
    indented(f, cmd->summary, 0);
    fputc('\n', f);
  }
  fprintf(f, "options:\n");
  for (const cli_opt *o = cmd->opts; o && o->name; o++) {
    char head[96];
    if (o->key > 0 && o->key < 128)
      snprintf(head, sizeof head, "-%c, --%s%s%s", o->key, o->name, o->arg ? " " : "", o->arg ? o->arg : "");
    else
      snprintf(head, sizeof head, "    --%s%s%s", o->name, o->arg ? " " : "", o->arg ? o->arg : "");
    const char *nl = strchr(o->help, '\n');
    int first = nl ? (int)(nl - o->help) : (int)strlen(o->help);
    if (strlen(head) <= 26)
      fprintf(f, "  %-26s  %.*s\n", head, first, o->help);
    else
      fprintf(f, "  %s\n  %-26s  %.*s\n", head, "", first, o->help);
    if (nl) indented(f, nl + 1, 30);
  }
  fprintf(f, "  %-26s  %s\n", "-h, --help", "print this help and exit");
  fprintf(f, "\nenvironment:\n");
  if (cmd->env)
    indented(f, cmd->env, 2);
  else
    fprintf(f, "  (none read)\n");
  fprintf(f, "\nexit codes:\n");
  indented(f, cmd->exit_codes, 2);
  fprintf(f, "\nexample:\n");
  indented(f, cmd->example, 2);
}

void cli_print_double(double v, const char *end)
{
  char buf[HPCAB_DOUBLE_TEXT];
  fputs(hpcab_double_format(v, buf), stdout);
  fputs(end, stdout);
}
