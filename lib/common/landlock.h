/*
 * lib/common/landlock.h — Landlock confinement (internal), shared by the library (lib/build/build.c confines the
 * compiler through lib/common/spawn.c) and the sandboxed worker executable (lib/sandbox/worker_main.c, which is not
 * linked with the library). Three system calls, no library, no dependency on the library's error
 * machinery: every function returns 0 or an errno value and the caller reports it its own way.
 * A ruleset is created, given rules for the paths to allow, then enforced by the process to confine
 * (in a child between fork and exec, hpcab__landlock_enforce is async-signal-safe).
 */
#ifndef HPCAB_LANDLOCK_H
#define HPCAB_LANDLOCK_H

#include <stdint.h>

/* File-system rights, as in <linux/landlock.h> (LANDLOCK_ACCESS_FS_*). */
#define HPCAB__LL_EXECUTE (1ULL << 0)
#define HPCAB__LL_READ_FILE (1ULL << 2)
#define HPCAB__LL_READ_DIR (1ULL << 3)
/** Read files, list directories and execute beneath a path. */
#define HPCAB__LL_READ (HPCAB__LL_EXECUTE | HPCAB__LL_READ_FILE | HPCAB__LL_READ_DIR)
#define HPCAB__LL_WRITE_FILE (1ULL << 1)
#define HPCAB__LL_IOCTL_DEV (1ULL << 15) /* ABI 5: mask with hpcab__landlock_fs_rights before older kernels */

/* What a ruleset restricts besides the file system, where the kernel's Landlock ABI has it. */
#define HPCAB__LL_NO_TCP 1u /**< no TCP bind or connect (ABI 4) */
#define HPCAB__LL_SCOPED 2u /**< no signals or abstract unix sockets out of the domain (ABI 6) */

/** Landlock ABI version of the running kernel (>= 1), or -1 with errno set when unavailable. */
int hpcab__landlock_abi(void);

/** Every file-system right Landlock ABI `abi` knows: what the rulesets handle, and full use of a path. */
uint64_t hpcab__landlock_fs_rights(int abi);

/**
 * Creates a ruleset for ABI `abi` (from hpcab__landlock_abi) that handles every file-system right of
 * that ABI and, per `restrict_flags` (HPCAB__LL_NO_TCP, HPCAB__LL_SCOPED), TCP and scopes where the
 * ABI has them. *fd gets the ruleset descriptor (close it when done). Returns 0 or an errno value.
 */
int hpcab__landlock_create(int abi, unsigned restrict_flags, int *fd);

/**
 * Allows `access` (file-system rights handled by the ruleset) beneath `path`; on a path that is not a
 * directory only the rights that apply to files are granted. Returns 0 or an errno value (ENOENT when
 * the path does not exist).
 */
int hpcab__landlock_allow(int ruleset_fd, const char *path, uint64_t access);

/** Sets no_new_privs and restricts the calling thread to the ruleset. Returns 0 or an errno value. */
int hpcab__landlock_enforce(int ruleset_fd);

#endif /* HPCAB_LANDLOCK_H */
