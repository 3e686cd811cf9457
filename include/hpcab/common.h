/*
 * hpcab/common.h — macros shared by every public header of libhpcabench.
 *
 * HPCAB_API marks a function exported from the shared library; everything else is compiled with
 * -fvisibility=hidden and stays private. HPCAB_BEGIN_DECLS / HPCAB_END_DECLS make the headers
 * usable from C++.
 */
#ifndef HPCAB_COMMON_H
#define HPCAB_COMMON_H

#include <stddef.h>
#include <stdint.h>

#if defined(HPCAB_BUILDING_LIBRARY) && defined(__GNUC__)
#define HPCAB_API __attribute__((visibility("default")))
#else
#define HPCAB_API
#endif

#ifdef __cplusplus
#define HPCAB_BEGIN_DECLS extern "C" {
#define HPCAB_END_DECLS }
#else
#define HPCAB_BEGIN_DECLS
#define HPCAB_END_DECLS
#endif

#endif /* HPCAB_COMMON_H */
