/*
 * tools/cli.h — small helpers shared by the hpcab-* command-line tools (not part of the library).
 *
 * Exit codes follow DESIGN.md §11: 0 success / graded correct, 1 a negative verdict, 2 a usage,
 * input or manifest error.
 */
#ifndef HPCAB_TOOLS_CLI_H
#define HPCAB_TOOLS_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define CLI_EXIT_OK 0
#define CLI_EXIT_FAIL 1
#define CLI_EXIT_USAGE 2

/**
 * Installs handlers for SIGINT, SIGTERM and SIGHUP that end every worker and compiler the library
 * started (hpcab_children_kill, reaping them), print "PROG: interrupted by SIGINT: ..." to stderr and
 * end the process by the same signal (so a shell sees it interrupted). For tools that run workers or
 * compilers: nothing they start outlives them.
 */
void cli_stop_children_on_signals(const char *prog);

/** Prints "PROG: <formatted>\n" to stderr and returns CLI_EXIT_USAGE. */
int cli_usage_error(const char *prog, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/** Prints "PROG: <what>: <hpcab_last_error()>\n" to stderr. */
void cli_lib_error(const char *prog, const char *what);

/** Parses a whole decimal or 0x-prefixed integer; false when `s` is not one. */
bool cli_parse_i64(const char *s, int64_t *out);

/** Parses a whole floating-point number; false when `s` is not one. */
bool cli_parse_double(const char *s, double *out);

/**
 * If argv[*i] is `--name VALUE` or `--name=VALUE`, stores VALUE in *value, advances *i past it and
 * returns true. Returns false when argv[*i] is another argument. A missing VALUE is reported and
 * *value is set to NULL (the caller then exits with CLI_EXIT_USAGE).
 */
bool cli_option(int argc, char **argv, int *i, const char *name, const char **value);

/**
 * Reads a file of numbers, one per line (blank lines and lines starting with '#' are skipped;
 * "-" reads standard input) into a malloc'd array. On failure prints "PROG: FILE:LINE: what" (or the
 * system error) to stderr and returns false.
 */
bool cli_read_numbers(const char *prog, const char *path, double **values, size_t *count);

/** Strips leading and trailing white space in place; returns the start of the stripped text. */
char *cli_strip(char *s);

#endif /* HPCAB_TOOLS_CLI_H */
