/*
 * lib/build/elf_file.h — bounds-checked reads of a 64-bit ELF file held in memory, shared by the object
 * check (srccheck.c) and the symbol listing (symbols.c). Internal.
 */
#ifndef HPCAB_ELF_FILE_H
#define HPCAB_ELF_FILE_H

#include <elf.h>
#include <stddef.h>
#include <stdint.h>

/** A whole file's bytes. */
typedef struct {
  const unsigned char *data;
  size_t len;
} hpcab__elf_file;

/** Copies `n` bytes at `off` of the file into `dst` (offsets may be misaligned): 1, or 0 when they lie
    outside the file. */
int hpcab__elf_read(const hpcab__elf_file *f, uint64_t off, void *dst, size_t n);

/** Reads section header i: 1, or 0 when there is none (or the header size is not Elf64's). */
int hpcab__elf_section(const hpcab__elf_file *f, const Elf64_Ehdr *eh, size_t i, Elf64_Shdr *out);

/** The NUL-terminated string at `off` of string table section `strtab`, or NULL when it is not whole
    inside the section and the file. */
const char *hpcab__elf_string(const hpcab__elf_file *f, const Elf64_Shdr *strtab, uint64_t off);

#endif /* HPCAB_ELF_FILE_H */
