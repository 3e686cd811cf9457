/* lib/build/elf_file.c — bounds-checked reads of an ELF file in memory (elf_file.h). */
#include <string.h>

#include "elf_file.h"

int hpcab__elf_read(const hpcab__elf_file *f, uint64_t off, void *dst, size_t n)
{
  if (off > f->len || n > f->len - off) return 0;
  memcpy(dst, f->data + off, n);
  return 1;
}

int hpcab__elf_section(const hpcab__elf_file *f, const Elf64_Ehdr *eh, size_t i, Elf64_Shdr *out)
{
  return eh->e_shentsize == sizeof(Elf64_Shdr) && i < eh->e_shnum &&
         hpcab__elf_read(f, eh->e_shoff + i * sizeof(Elf64_Shdr), out, sizeof *out);
}

const char *hpcab__elf_string(const hpcab__elf_file *f, const Elf64_Shdr *strtab, uint64_t off)
{
  if (!strtab || off >= strtab->sh_size || strtab->sh_offset > f->len || off >= f->len - strtab->sh_offset) return NULL;
  const char *s = (const char *)f->data + strtab->sh_offset + off;
  size_t max = strtab->sh_size - off, left = f->len - (strtab->sh_offset + off);
  return memchr(s, 0, max < left ? max : left) ? s : NULL;
}
