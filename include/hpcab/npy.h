/*
 * hpcab/npy.h — stored arrays: numpy .npy files, optionally zstd-compressed (.npy.zst).
 *
 * Reads format versions 1.0, 2.0 and 3.0 and writes 1.0 (a header of 64 extents fits it); little-endian
 * (or byte-order-free) data in C order, for every dtype of hpcab/dtype.h. Files written here load with
 * numpy.load and files numpy.save writes read back bit for bit.
 *
 * bfloat16 has no numpy dtype: it is written as '<u2' (numpy sees the raw 16-bit patterns) with the
 * comment "# hpcab: bf16 stored as <u2" after the header dict, which this reader turns back into
 * HPCAB_BF16. Fortran-order, big-endian, structured and object arrays are rejected with a message.
 * A path ending in ".zst" is compressed on write and decompressed (streaming) on read.
 */
#ifndef HPCAB_NPY_H
#define HPCAB_NPY_H

#include "hpcab/common.h"
#include "hpcab/dtype.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/** Largest number of dimensions read or written (numpy's own limit). */
#define HPCAB_NPY_MAX_NDIM 64

/** An array read from a file: dtype, shape and 64-byte-aligned C-order data (opaque). */
typedef struct hpcab_npy_array hpcab_npy_array;

/**
 * Writes the `ndim`-dimensional array `data` (C order, element type `dtype`, extents `shape`, all
 * >= 0; ndim 0 is a scalar and `shape` may then be NULL) to `path`, replacing the file. A path ending
 * in ".zst" is zstd-compressed. Fails with HPCAB_E_INVALID (bad dtype, ndim, negative extent, NULL
 * data for a non-empty array), HPCAB_E_NOMEM (size overflow), HPCAB_E_IO / HPCAB_E_SYSTEM (the file);
 * a partly written file is removed.
 */
HPCAB_API hpcab_status hpcab_npy_write(const char *path, hpcab_dtype dtype, int ndim, const int64_t *shape,
                                       const void *data);

/**
 * Reads the .npy (or .npy.zst) file `path` into a new array stored in *out (free it with
 * hpcab_npy_array_free). Fails, with *out = NULL and a message naming the file, with HPCAB_E_IO /
 * HPCAB_E_SYSTEM (unreadable, truncated), HPCAB_E_PARSE (not a .npy file, malformed header, corrupt
 * compressed data), HPCAB_E_UNSUPPORTED (Fortran order, big-endian, a dtype outside hpcab/dtype.h,
 * a format version above 3) or HPCAB_E_NOMEM (a shape whose size overflows or cannot be allocated).
 */
HPCAB_API hpcab_status hpcab_npy_read(const char *path, hpcab_npy_array **out);

/** Frees an array from hpcab_npy_read (NULL is fine). */
HPCAB_API void hpcab_npy_array_free(hpcab_npy_array *array);

/** Returns the element type of `array`. */
HPCAB_API hpcab_dtype hpcab_npy_array_dtype(const hpcab_npy_array *array);

/** Returns the number of dimensions of `array` (0 for a scalar). */
HPCAB_API int hpcab_npy_array_ndim(const hpcab_npy_array *array);

/** Returns the extents of `array` (ndim entries; valid until the array is freed). */
HPCAB_API const int64_t *hpcab_npy_array_shape(const hpcab_npy_array *array);

/** Returns the number of elements of `array` (the product of its extents; 1 for a scalar). */
HPCAB_API int64_t hpcab_npy_array_count(const hpcab_npy_array *array);

/** Returns the size of the data of `array` in bytes (count × element size). */
HPCAB_API size_t hpcab_npy_array_bytes(const hpcab_npy_array *array);

/** Returns the C-order data of `array`, aligned to 64 bytes (never NULL, even when empty). */
HPCAB_API void *hpcab_npy_array_data(hpcab_npy_array *array);

HPCAB_END_DECLS

#endif /* HPCAB_NPY_H */
