/*
 * hpcab/dtype.h — element types of kernel arrays and scalars, and the conversions between the
 * 16-bit floating formats and float.
 *
 * A run precision (f64, f32, f16, bf16) is a dtype too: manifests write `real` for "the run
 * precision", and the library resolves it to one of these.
 */
#ifndef HPCAB_DTYPE_H
#define HPCAB_DTYPE_H

#include "hpcab/common.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/** Element types. The numeric values are part of the ABI and never change. */
typedef enum hpcab_dtype {
  HPCAB_DTYPE_INVALID = 0,
  HPCAB_F64 = 1,
  HPCAB_F32 = 2,
  HPCAB_F16 = 3,  /**< IEEE 754 binary16, stored as uint16_t */
  HPCAB_BF16 = 4, /**< bfloat16 (upper half of a binary32), stored as uint16_t */
  HPCAB_I8 = 5,
  HPCAB_I16 = 6,
  HPCAB_I32 = 7,
  HPCAB_I64 = 8,
  HPCAB_U8 = 9,
  HPCAB_U16 = 10,
  HPCAB_U32 = 11,
  HPCAB_U64 = 12,
  HPCAB_BOOL = 13, /**< one byte, 0 or 1 */
  HPCAB_C64 = 14,  /**< complex of two f32 (real, imaginary) */
  HPCAB_C128 = 15  /**< complex of two f64 (real, imaginary) */
} hpcab_dtype;

/** Number of valid dtypes plus one (dtype values run from 1 to HPCAB_DTYPE_COUNT - 1). */
#define HPCAB_DTYPE_COUNT 16

/** Returns the size in bytes of one element of `dtype`, or 0 for an invalid dtype. */
HPCAB_API size_t hpcab_dtype_size(hpcab_dtype dtype);

/** Returns the manifest name of `dtype` ("f64", "i32", "c128", ...), or "invalid". */
HPCAB_API const char *hpcab_dtype_name(hpcab_dtype dtype);

/** Returns the C type a kernel prototype uses for `dtype` ("double", "int32_t", "uint16_t", ...). */
HPCAB_API const char *hpcab_dtype_ctype(hpcab_dtype dtype);

/**
 * Parses a manifest dtype name into *out. Fails with HPCAB_E_INVALID (and a message naming the
 * accepted names) when `name` is not one of them. `real` is not a dtype: callers resolve it first.
 */
HPCAB_API hpcab_status hpcab_dtype_from_name(const char *name, hpcab_dtype *out);

/** Returns 1 for f64, f32, f16 and bf16, else 0. */
HPCAB_API int hpcab_dtype_is_float(hpcab_dtype dtype);

/** Returns 1 for c64 and c128, else 0. */
HPCAB_API int hpcab_dtype_is_complex(hpcab_dtype dtype);

/** Returns 1 for the signed and unsigned integer dtypes and bool, else 0. */
HPCAB_API int hpcab_dtype_is_integer(hpcab_dtype dtype);

/** Converts a float to IEEE binary16 bits, rounding to nearest even; overflow gives ±Inf, NaN stays NaN. */
HPCAB_API uint16_t hpcab_f32_to_f16(float value);

/** Converts IEEE binary16 bits to float exactly (subnormals, Inf and NaN included). */
HPCAB_API float hpcab_f16_to_f32(uint16_t bits);

/** Converts a float to bfloat16 bits, rounding to nearest even; NaN stays a quiet NaN. */
HPCAB_API uint16_t hpcab_f32_to_bf16(float value);

/** Converts bfloat16 bits to float exactly. */
HPCAB_API float hpcab_bf16_to_f32(uint16_t bits);

HPCAB_END_DECLS

#endif /* HPCAB_DTYPE_H */
