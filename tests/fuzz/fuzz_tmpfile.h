/*
 * tests/fuzz/fuzz_tmpfile.h — for fuzz targets whose parser reads a path: writes the input to a file
 * in a private temporary directory (made once per fuzzing process, under /dev/shm when it exists).
 */
#ifndef HPCAB_FUZZ_TMPFILE_H
#define HPCAB_FUZZ_TMPFILE_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Writes `size` bytes to NAME in the directory with `mode`; returns its path (static) or NULL. */
static const char *fuzz_tmpfile(const char *name, const void *data, size_t size, mode_t mode)
{
  static char dir[64], path[128];
  if (!dir[0]) {
    snprintf(dir, sizeof dir, "%s/hpcab-fuzz-XXXXXX", access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp");
    if (!mkdtemp(dir)) abort();
  }
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "wb");
  if (!f) abort();
  if (size && fwrite(data, 1, size, f) != size) abort();
  if (fclose(f) != 0 || chmod(path, mode) != 0) abort();
  return path;
}

#endif /* HPCAB_FUZZ_TMPFILE_H */
