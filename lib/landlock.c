/* lib/landlock.c — Landlock file-system confinement for child processes (landlock.h). */
#include <errno.h>
#include <fcntl.h>
#include <linux/landlock.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "internal.h"
#include "landlock.h"

#ifndef LANDLOCK_ACCESS_FS_REFER
#define LANDLOCK_ACCESS_FS_REFER (1ULL << 13)
#endif
#ifndef LANDLOCK_ACCESS_FS_TRUNCATE
#define LANDLOCK_ACCESS_FS_TRUNCATE (1ULL << 14)
#endif

#define FS_ABI1 ((1ULL << 13) - 1)
#define FS_READ (LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_READ_DIR)

/* The ruleset attribute as in ABI 1 (handled_access_fs only): accepted by every version. */
struct ll_ruleset_attr {
  uint64_t handled_access_fs;
};

int hpcab__landlock_abi(void)
{
#ifdef SYS_landlock_create_ruleset
  long v = syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
  return v < 0 ? -1 : (int)v;
#else
  errno = ENOSYS;
  return -1;
#endif
}

static uint64_t handled_mask(int abi)
{
  uint64_t m = FS_ABI1;
  if (abi >= 2) m |= LANDLOCK_ACCESS_FS_REFER;
  if (abi >= 3) m |= LANDLOCK_ACCESS_FS_TRUNCATE;
  return m;
}

static hpcab_status add_paths(int rfd, const char *const *paths, uint64_t access)
{
  for (size_t i = 0; paths && paths[i]; i++) {
    int pfd = open(paths[i], O_PATH | O_CLOEXEC);
    if (pfd < 0) {
      if (errno == ENOENT) continue;
      return hpcab__seterr_errno("landlock: cannot open %s", paths[i]);
    }
    struct landlock_path_beneath_attr pb = {.allowed_access = access, .parent_fd = pfd};
    /* a rule on a file (not a directory) may only hold file rights */
    int rc = (int)syscall(SYS_landlock_add_rule, rfd, LANDLOCK_RULE_PATH_BENEATH, &pb, 0);
    if (rc != 0 && errno == EINVAL) {
      pb.allowed_access &= ~(uint64_t)(LANDLOCK_ACCESS_FS_READ_DIR | LANDLOCK_ACCESS_FS_REMOVE_DIR |
                                       LANDLOCK_ACCESS_FS_REMOVE_FILE | LANDLOCK_ACCESS_FS_MAKE_CHAR |
                                       LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG |
                                       LANDLOCK_ACCESS_FS_MAKE_SOCK | LANDLOCK_ACCESS_FS_MAKE_FIFO |
                                       LANDLOCK_ACCESS_FS_MAKE_BLOCK | LANDLOCK_ACCESS_FS_MAKE_SYM |
                                       LANDLOCK_ACCESS_FS_REFER);
      rc = (int)syscall(SYS_landlock_add_rule, rfd, LANDLOCK_RULE_PATH_BENEATH, &pb, 0);
    }
    close(pfd);
    if (rc != 0) return hpcab__seterr_errno("landlock: cannot add a rule for %s", paths[i]);
  }
  return HPCAB_OK;
}

hpcab_status hpcab__landlock_prepare(const char *const *read_paths, const char *const *write_paths, int *fd)
{
  *fd = -1;
  int abi = hpcab__landlock_abi();
  if (abi < 1)
    return hpcab__seterr(HPCAB_E_UNSUPPORTED, "Landlock is not available in this kernel (%s)", strerror(errno));
  uint64_t mask = handled_mask(abi);
  struct ll_ruleset_attr attr = {.handled_access_fs = mask};
  int rfd = (int)syscall(SYS_landlock_create_ruleset, &attr, sizeof attr, 0);
  if (rfd < 0) return hpcab__seterr_errno("landlock_create_ruleset");
  hpcab_status st = add_paths(rfd, read_paths, FS_READ);
  if (!st) st = add_paths(rfd, write_paths, mask);
  if (st) {
    close(rfd);
    return st;
  }
  *fd = rfd;
  return HPCAB_OK;
}

int hpcab__landlock_enforce(int ruleset_fd)
{
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -1;
  return (int)syscall(SYS_landlock_restrict_self, ruleset_fd, 0);
}
