/* tools/cli.c — helpers shared by the hpcab-* tools (cli.h). */
#include "cli.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab.h"

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
