/* lib/common/landlock.c — Landlock confinement for the compiler and the worker (landlock.h). */
#include <errno.h>
#include <fcntl.h>
#include <linux/landlock.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "landlock.h"

#ifndef SYS_landlock_create_ruleset /* the same numbers on every architecture */
#define SYS_landlock_create_ruleset 444
#define SYS_landlock_add_rule 445
#define SYS_landlock_restrict_self 446
#endif
#ifndef LANDLOCK_CREATE_RULESET_VERSION
#define LANDLOCK_CREATE_RULESET_VERSION (1U << 0)
#endif

/* Rights newer than ABI 1, and the ones that apply to a file (not a directory). */
#define FS_ABI1 ((1ULL << 13) - 1) /* execute .. make_sym */
#define FS_REFER (1ULL << 13)      /* ABI 2 */
#define FS_TRUNCATE (1ULL << 14)   /* ABI 3 */
#define FS_IOCTL_DEV (1ULL << 15)  /* ABI 5 */
#define FS_WRITE_FILE (1ULL << 1)
#define FS_FILE_RIGHTS (HPCAB__LL_EXECUTE | FS_WRITE_FILE | HPCAB__LL_READ_FILE | FS_TRUNCATE | FS_IOCTL_DEV)
#define NET_TCP 3ULL   /* bind_tcp, connect_tcp (ABI 4) */
#define SCOPE_ALL 3ULL /* abstract unix sockets, signals (ABI 6) */

/* The ruleset attribute as of ABI 6; a shorter prefix is passed to older kernels. */
struct ll_ruleset_attr {
  uint64_t fs, net, scoped;
};

int hpcab__landlock_abi(void)
{
  long v = syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
  return v < 1 ? -1 : (int)v;
}

uint64_t hpcab__landlock_fs_rights(int abi)
{
  uint64_t m = FS_ABI1;
  if (abi >= 2) m |= FS_REFER;
  if (abi >= 3) m |= FS_TRUNCATE;
  if (abi >= 5) m |= FS_IOCTL_DEV;
  return m;
}

int hpcab__landlock_create(int abi, unsigned restrict_flags, int *fd)
{
  *fd = -1;
  struct ll_ruleset_attr attr = {hpcab__landlock_fs_rights(abi), 0, 0};
  size_t size = sizeof attr.fs;
  if (abi >= 4) size = 2 * sizeof(uint64_t);
  if (abi >= 6) size = 3 * sizeof(uint64_t);
  if (abi >= 4 && (restrict_flags & HPCAB__LL_NO_TCP)) attr.net = NET_TCP;
  if (abi >= 6 && (restrict_flags & HPCAB__LL_SCOPED)) attr.scoped = SCOPE_ALL;
  int rfd = (int)syscall(SYS_landlock_create_ruleset, &attr, size, 0);
  if (rfd < 0) return errno;
  *fd = rfd;
  return 0;
}

int hpcab__landlock_allow(int ruleset_fd, const char *path, uint64_t access)
{
  int pfd = open(path, O_PATH | O_CLOEXEC);
  if (pfd < 0) return errno;
  struct landlock_path_beneath_attr pb = {.allowed_access = access, .parent_fd = pfd};
  struct stat st;
  if (fstat(pfd, &st) == 0 && !S_ISDIR(st.st_mode)) pb.allowed_access &= FS_FILE_RIGHTS;
  int err = syscall(SYS_landlock_add_rule, ruleset_fd, LANDLOCK_RULE_PATH_BENEATH, &pb, 0) == 0 ? 0 : errno;
  close(pfd);
  return err;
}

int hpcab__landlock_enforce(int ruleset_fd)
{
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return errno;
  return syscall(SYS_landlock_restrict_self, ruleset_fd, 0) == 0 ? 0 : errno;
}
