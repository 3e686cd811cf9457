/*
 * tools/cli.h — small helpers shared by the hpcab-* command-line tools (not part of the library).
 *
 * Exit codes follow lib/DESIGN.md §11: 0 success / graded correct, 1 a negative verdict, 2 a usage,
 * input or manifest error.
 */
#ifndef HPCAB_TOOLS_CLI_H
#define HPCAB_TOOLS_CLI_H

#include <getopt.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

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
 * Reads a file of numbers, one per line (blank lines and lines starting with '#' are skipped;
 * "-" reads standard input) into a malloc'd array. On failure prints "PROG: FILE:LINE: what" (or the
 * system error) to stderr and returns false.
 */
bool cli_read_numbers(const char *prog, const char *path, double **values, size_t *count);

/** Strips leading and trailing white space in place; returns the start of the stripped text. */
char *cli_strip(char *s);

/* ---- commands: getopt_long parsing and --help from one table ------------------------------- */

/** One option of a command: what getopt_long parses and what --help prints. */
typedef struct {
  const char *name; /**< the long name without dashes ("budget") */
  int key;          /**< what cli_next returns for it: a letter (also its short form, -x) or >= 256 */
  const char *arg;  /**< the value's name ("SECONDS"); NULL: a switch without a value */
  const char *help; /**< one or more lines ("\n" between): what it does, ending with its default */
} cli_opt;

/** A command (a tool, or a subcommand of one): its options and its --help. */
typedef struct {
  const char *name;       /**< as it is called ("hpcab-judge grade") */
  const char *args;       /**< its positional arguments ("KERNEL CANDIDATE"), "" when none */
  const char *summary;    /**< what it does: a paragraph (lines end with "\n") */
  const cli_opt *opts;    /**< its options, ended by an entry whose name is NULL (may be NULL) */
  const char *env;        /**< the environment variables it reads, a line each ("NAME  what"), or NULL */
  const char *exit_codes; /**< a line per exit code ("0  graded correct") */
  const char *example;    /**< one example command line (more lines allowed) */
} cli_cmd;

/** What cli_next returns besides option keys. */
enum { CLI_END = -1, CLI_HELP = -2, CLI_BAD = -3 };

/** The state of one parse (getopt_long's tables built from the command's options). */
typedef struct {
  const cli_cmd *cmd;
  struct option longopts[64];
  char shortopts[160];
} cli_parser;

/** Prepares a parse of argv (argv[0] being the command's own name) and resets getopt. */
void cli_parser_init(cli_parser *p, const cli_cmd *cmd);

/**
 * The next option: its key (with *value set to its argument, or NULL for a switch), CLI_HELP for
 * -h/--help, CLI_END when the options end (the positional arguments are then argv[optind..argc),
 * options and arguments may be mixed) or CLI_BAD after printing a one-line error for an unknown
 * option or a missing value, with a hint to --help.
 */
int cli_next(cli_parser *p, int argc, char **argv, const char **value);

/** Prints the command's help (usage, summary, options, environment, exit codes, example) to f. */
void cli_help(const cli_cmd *cmd, FILE *f);

/** Prints "NAME: <formatted> (see 'NAME --help')" to stderr, one line; returns CLI_EXIT_USAGE. */
int cli_fail(const cli_cmd *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/** With on = 1 (a command given --json), every usage error from here on (cli_fail, cli_json_error) also
    prints one JSON object on stdout: {"status": "error", "exit_code": 2, "message": the line}. */
void cli_json_errors(int on);

/** Prints "PROG: message" on stderr (and the JSON error object under cli_json_errors); returns 2. */
int cli_json_error(const char *prog, const char *message);

/** Prints the shortest text that reads back as v (hpcab_double_format) followed by `end`. */
void cli_print_double(double v, const char *end);

#endif /* HPCAB_TOOLS_CLI_H */
