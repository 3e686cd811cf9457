/*
 * lib/common/spawn.h — running a helper program (a compiler) with limits and captured output (internal).
 */
#ifndef HPCAB_SPAWN_H
#define HPCAB_SPAWN_H

#include <stddef.h>
#include <stdint.h>

#include "hpcab/error.h"

/** How to run the child. Zero-initialize, then set what you need. */
typedef struct {
  int landlock_fd;      /**< >= 0: the child confines itself with this ruleset before exec; -1: not */
  double timeout_s;     /**< wall-clock limit, whatever the child prints or closes (0: 120 s) */
  size_t cap;           /**< output bytes kept (the rest is read and dropped) */
  uint64_t as_bytes;    /**< RLIMIT_AS of the child and all it starts; 0: left alone */
  uint64_t cpu_s;       /**< RLIMIT_CPU of each of its processes, seconds; 0: left alone */
  uint64_t fsize_bytes; /**< RLIMIT_FSIZE (largest file it may write); 0: left alone */
  const char *cwd;      /**< working directory of the child; NULL: the caller's */
  int isolate;          /**< 1: in a new user and PID namespace where the kernel allows, so that the
                             child and everything it starts die together */
} hpcab__spawn_options;

/** What a finished child did. */
typedef struct {
  int exited; /**< 1: exited normally with exit_code */
  int exit_code;
  int signal;    /**< the terminating signal when !exited */
  int timed_out; /**< 1: killed at the time limit */
  int truncated; /**< 1: it printed more than `cap` bytes */
  int isolated;  /**< 1: it ran in its own PID namespace */
  char *output;  /**< stdout and stderr interleaved, NUL-terminated, at most `cap` bytes kept (malloc'd) */
  size_t output_len;
} hpcab__spawn_result;

/**
 * Runs argv[0] (looked up in PATH) with argv and envp (NULL: the current environment), in its own
 * process group, stdin from /dev/null, stdout+stderr captured, under the limits of `o`. The child
 * gets SIGKILL when the calling thread ends (its parent-death signal), is recorded among the live
 * children for hpcab_children_kill while it runs, and, with its whole process group (its PID
 * namespace when isolated), is killed at the time limit. A child that cannot confine itself with
 * Landlock exits 126 with a message in the output; one that cannot exec the program exits 127.
 * Returns HPCAB_E_SYSTEM when the child cannot be started.
 */
hpcab_status hpcab__spawn(char *const argv[], char *const envp[], const hpcab__spawn_options *o,
                          hpcab__spawn_result *res);

/** Frees res->output. */
void hpcab__spawn_result_free(hpcab__spawn_result *res);

#endif /* HPCAB_SPAWN_H */
