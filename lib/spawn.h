/*
 * lib/spawn.h — running a helper program (a compiler) with a time limit and captured output (internal).
 */
#ifndef HPCAB_SPAWN_H
#define HPCAB_SPAWN_H

#include <stddef.h>

#include "hpcab/error.h"

/** What a finished child did. */
typedef struct {
  int exited;        /**< 1: exited normally with exit_code */
  int exit_code;
  int signal;        /**< the terminating signal when !exited */
  int timed_out;     /**< 1: killed at the time limit */
  char *output;      /**< stdout and stderr interleaved, NUL-terminated, at most `cap` bytes kept (malloc'd) */
  size_t output_len;
} hpcab__spawn_result;

/**
 * Runs argv[0] (looked up in PATH) with argv and envp (NULL: the current environment), in its own
 * process group, stdin from /dev/null, stdout+stderr captured (the first `cap` bytes kept). When
 * landlock_fd >= 0 the child confines itself with it before exec (failure to do so kills the child:
 * exit code 126 and a message in the output). The whole process group is killed after timeout_s.
 * Returns HPCAB_E_SYSTEM when the child cannot be started; a child that cannot exec the program
 * exits 127 with a message in the output.
 */
hpcab_status hpcab__spawn(char *const argv[], char *const envp[], int landlock_fd, double timeout_s, size_t cap,
                          hpcab__spawn_result *res);

/** Frees res->output. */
void hpcab__spawn_result_free(hpcab__spawn_result *res);

#endif /* HPCAB_SPAWN_H */
