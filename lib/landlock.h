/*
 * lib/landlock.h — confining a child process's file-system access with Landlock (internal).
 * Three system calls, no library. The ruleset is prepared in the parent; the child only enforces it
 * between fork and exec (async-signal-safe).
 */
#ifndef HPCAB_LANDLOCK_H
#define HPCAB_LANDLOCK_H

#include "hpcab/error.h"

/** Landlock ABI version of the running kernel, or a negative value when unavailable. */
int hpcab__landlock_abi(void);

/**
 * Prepares a ruleset: `read_paths` may be read and executed beneath, `write_paths` fully used beneath
 * (NULL-terminated lists; paths that do not exist are skipped). *fd gets the ruleset descriptor
 * (close it after the fork). Fails with HPCAB_E_UNSUPPORTED (message says why) when Landlock is
 * unavailable.
 */
hpcab_status hpcab__landlock_prepare(const char *const *read_paths, const char *const *write_paths, int *fd);

/** In the child: sets no_new_privs and restricts itself to the ruleset. Returns 0 or -1 (errno). */
int hpcab__landlock_enforce(int ruleset_fd);

#endif /* HPCAB_LANDLOCK_H */
