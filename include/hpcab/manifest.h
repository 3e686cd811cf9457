/*
 * hpcab/manifest.h — kernel manifests (kernel.yaml, lib/DESIGN.md §4): loading and validation, accessors
 * for every field, integer expressions over sizes, size and parameter draws, footprints and cost,
 * the C prototype of a kernel and a content hash.
 *
 * A manifest is loaded once into an immutable hpcab_manifest; every accessor is then a cheap,
 * thread-safe read. Indices run from 0 to the matching count minus one; an accessor given an index
 * out of range returns NULL, 0 or the type's invalid value. Errors in a manifest are reported as
 * "path:line:col: message" (one line per problem; lines 1-based, columns 1-based).
 *
 * Expressions (sizes `expr`, constraints, shapes, `accumulate`, `cost`, `index` inits) are int64
 * arithmetic over size names: + - * / % ** (/ and % floor like Python), parentheses, comparisons
 * == != < <= > >=, and / or / not (true is 1, false 0), min(a, b, ...), max(a, b, ...), abs(a).
 * Overflow, division by zero and negative exponents are errors, never undefined behaviour.
 */
#ifndef HPCAB_MANIFEST_H
#define HPCAB_MANIFEST_H

#include "hpcab/common.h"
#include "hpcab/dist.h"
#include "hpcab/dtype.h"
#include "hpcab/error.h"
#include "hpcab/random.h"

HPCAB_BEGIN_DECLS

/** A loaded, validated kernel manifest (opaque, immutable). */
typedef struct hpcab_manifest hpcab_manifest;

/** One int64 value per manifest size, indexed like the manifest's sizes (opaque). */
typedef struct hpcab_sizes hpcab_sizes;

/**
 * Tracks: the corpus's three, and HPCAB_TRACK_USER for a track of the user's own corpus (any
 * well-formed name other than llr, sc, ml: hpcab_manifest_name_ok; hpcab_manifest_track_name gives it).
 */
typedef enum hpcab_track {
  HPCAB_TRACK_INVALID = 0,
  HPCAB_TRACK_LLR = 1,
  HPCAB_TRACK_SC = 2,
  HPCAB_TRACK_ML = 3,
  HPCAB_TRACK_USER = 4 /**< since 0.2: a user-defined track */
} hpcab_track;

/** The longest user-defined track or dwarf name (hpcab_manifest_name_ok). */
#define HPCAB_MANIFEST_NAME_MAX 32

/** The 13 Berkeley dwarfs (sc track; a user-defined track may use them too), HPCAB_DWARF_USER for a
    dwarf of the user's own (on a user-defined track); HPCAB_DWARF_NONE for none. Values never change. */
typedef enum hpcab_dwarf {
  HPCAB_DWARF_NONE = 0,
  HPCAB_DWARF_DENSE_LINEAR_ALGEBRA = 1,
  HPCAB_DWARF_SPARSE_LINEAR_ALGEBRA = 2,
  HPCAB_DWARF_SPECTRAL_METHODS = 3,
  HPCAB_DWARF_N_BODY_METHODS = 4,
  HPCAB_DWARF_STRUCTURED_GRIDS = 5,
  HPCAB_DWARF_UNSTRUCTURED_GRIDS = 6,
  HPCAB_DWARF_MAPREDUCE = 7,
  HPCAB_DWARF_COMBINATIONAL_LOGIC = 8,
  HPCAB_DWARF_GRAPH_TRAVERSAL = 9,
  HPCAB_DWARF_DYNAMIC_PROGRAMMING = 10,
  HPCAB_DWARF_BACKTRACK_BRANCH_AND_BOUND = 11,
  HPCAB_DWARF_GRAPHICAL_MODELS = 12,
  HPCAB_DWARF_FINITE_STATE_MACHINES = 13,
  HPCAB_DWARF_USER = 14 /**< since 0.2: a dwarf of the user's own, on a user-defined track */
} hpcab_dwarf;

/** How a size gets its value. */
typedef enum hpcab_size_kind { HPCAB_SIZE_RANGE = 1, HPCAB_SIZE_VALUES = 2, HPCAB_SIZE_EXPR = 3 } hpcab_size_kind;

/** Array intents: in is read-only, out written and compared, inout initialized and compared. */
typedef enum hpcab_intent {
  HPCAB_INTENT_INVALID = 0,
  HPCAB_INTENT_IN = 1,
  HPCAB_INTENT_OUT = 2,
  HPCAB_INTENT_INOUT = 3
} hpcab_intent;

/** Array initializations (`init`). */
typedef enum hpcab_init_kind {
  HPCAB_INIT_NONE = 0,          /**< out arrays: not initialized by the manifest */
  HPCAB_INIT_DEFAULT = 1,       /**< no init: distributions cycle by draw index */
  HPCAB_INIT_DIST = 2,          /**< {dist, domain} (either may be absent) */
  HPCAB_INIT_PERMUTATION = 3,   /**< a permutation of 0..n-1 */
  HPCAB_INIT_INDEX = 4,         /**< {index: expr}: integers in [0, expr) */
  HPCAB_INIT_SPD = 5,           /**< symmetric positive definite square matrix */
  HPCAB_INIT_DIAG_DOMINANT = 6, /**< diagonally dominant square matrix */
  HPCAB_INIT_ZEROS = 7,         /**< all zero */
  HPCAB_INIT_FUNCTION = 8,      /**< {function: NAME}: an initializer exported by reference.c */
  HPCAB_INIT_CSR = 9            /**< one part of a CSR matrix */
} hpcab_init_kind;

/* hpcab_dist and hpcab_domain (the `dist` and `domain` of a {dist, domain} init; CYCLE and ANY
   when absent, INTERVAL for [lo, hi]) are in hpcab/dist.h. */

/**
 * Parts of a CSR matrix: row pointers (rows + 1), column indices (NNZ), values (NNZ). A matrix has
 * exactly one rowptr and one colidx array and at most one values array: without one it is a
 * pattern (e.g. a graph's adjacency).
 */
typedef enum hpcab_csr_part {
  HPCAB_CSR_NONE = 0,
  HPCAB_CSR_ROWPTR = 1,
  HPCAB_CSR_COLIDX = 2,
  HPCAB_CSR_VALUES = 3
} hpcab_csr_part;

/** Where a kernel's arrays live while it runs (`residencies` in kernel.yaml). Values never change. */
typedef enum hpcab_residency {
  HPCAB_RESIDENCY_HOST = 1,  /**< host memory: a C/C++/Fortran kernel (the default) */
  HPCAB_RESIDENCY_DEVICE = 2 /**< device memory: a .cu/.hip host entry point that launches the kernel
                                  on device pointers (hpcab/device.h) */
} hpcab_residency;

/** Kinds of kernel arguments. */
typedef enum hpcab_arg_kind { HPCAB_ARG_ARRAY = 1, HPCAB_ARG_SIZE = 2, HPCAB_ARG_PARAM = 3 } hpcab_arg_kind;

/* ---- loading ---- */

/**
 * Loads and validates the manifest at `path`: a kernel directory holding kernel.yaml, or the YAML
 * file itself. On success *out owns a new manifest (free with hpcab_manifest_free). Fails with
 * HPCAB_E_IO (unreadable file), HPCAB_E_PARSE (malformed YAML, or nested deeper than 64 levels,
 * refused before the document is loaded) or HPCAB_E_MANIFEST (invalid manifest, including cost or
 * accumulate expressions that cannot be evaluated — overflow, division by zero — at the test sizes
 * or at the top corner of the ranges, see hpcab_sizes_top); the message then holds one
 * "path:line:col: message" line per problem.
 */
HPCAB_API hpcab_status hpcab_manifest_load(const char *path, hpcab_manifest **out);

/**
 * Loads and validates a manifest from `len` bytes of YAML. `display_path` names it in messages
 * (NULL: "<string>"); `dir` is the kernel directory that reference and baseline files are looked up
 * in (NULL: their existence is not checked and their paths are relative). Fails like
 * hpcab_manifest_load.
 */
HPCAB_API hpcab_status hpcab_manifest_load_string(const char *yaml, size_t len, const char *display_path,
                                                  const char *dir, hpcab_manifest **out);

/** Frees a manifest (NULL is fine). */
HPCAB_API void hpcab_manifest_free(hpcab_manifest *m);

/* ---- identity ---- */

/** The kernel id: its directory path under kernels/ (e.g. "llr/s000"), else its name. */
HPCAB_API const char *hpcab_manifest_id(const hpcab_manifest *m);
/** The `name` field. */
HPCAB_API const char *hpcab_manifest_name(const hpcab_manifest *m);
/** The `title` field ("" when absent). */
HPCAB_API const char *hpcab_manifest_title(const hpcab_manifest *m);
/** The track (HPCAB_TRACK_USER for a user-defined one). */
HPCAB_API hpcab_track hpcab_manifest_track(const hpcab_manifest *m);
/** The track's name as written ("llr", "sc", "ml" or a user-defined name). */
HPCAB_API const char *hpcab_manifest_track_name(const hpcab_manifest *m);
/** The dwarf (HPCAB_DWARF_NONE when the manifest has none; HPCAB_DWARF_USER for a user-defined one). */
HPCAB_API hpcab_dwarf hpcab_manifest_dwarf(const hpcab_manifest *m);
/** The dwarf's name as written, or NULL when the manifest has none. */
HPCAB_API const char *hpcab_manifest_dwarf_name(const hpcab_manifest *m);
/** The level: 1 primitive, 2 composite, 3 application. */
HPCAB_API int hpcab_manifest_level(const hpcab_manifest *m);
/** The C symbol the reference and candidates export. */
HPCAB_API const char *hpcab_manifest_symbol(const hpcab_manifest *m);
/** The kernel directory as an absolute path (NULL for a manifest loaded from a string without dir). */
HPCAB_API const char *hpcab_manifest_dir(const hpcab_manifest *m);
/** The reference source: absolute path when the manifest has a directory, else the file name. */
HPCAB_API const char *hpcab_manifest_reference(const hpcab_manifest *m);
/** The baseline source, resolved like the reference (the reference itself by default). */
HPCAB_API const char *hpcab_manifest_baseline(const hpcab_manifest *m);

/* ---- residencies (kernel.yaml: residencies, reference_device, baseline_device) ---- */

/** 1 when the kernel supports residency r (`residencies`, default [host]), else 0. */
HPCAB_API int hpcab_manifest_has_residency(const hpcab_manifest *m, hpcab_residency r);
/** The device reference (`reference_device`, a .cu or .hip source), resolved like the reference; NULL
    when the kernel has no device residency. It is the timed baseline of device grades; correctness is
    always judged against the host reference. */
HPCAB_API const char *hpcab_manifest_reference_device(const hpcab_manifest *m);
/** The device baseline (`baseline_device`; the device reference by default); NULL without device residency. */
HPCAB_API const char *hpcab_manifest_baseline_device(const hpcab_manifest *m);
/** "host" or "device" ("invalid" otherwise). */
HPCAB_API const char *hpcab_residency_name(hpcab_residency r);
/** Parses "host" or "device" into *out; HPCAB_E_INVALID otherwise. */
HPCAB_API hpcab_status hpcab_residency_from_name(const char *name, hpcab_residency *out);

/** Returns "llr", "sc", "ml", "user" for HPCAB_TRACK_USER (the manifest has the name:
    hpcab_manifest_track_name), or "invalid". */
HPCAB_API const char *hpcab_track_name(hpcab_track track);
/** Returns the snake_case dwarf name ("dense_linear_algebra", ...), "user" for HPCAB_DWARF_USER
    (hpcab_manifest_dwarf_name has the name), or "none". */
HPCAB_API const char *hpcab_dwarf_name(hpcab_dwarf dwarf);

/**
 * Returns 1 when `name` may name a user-defined track or dwarf: a lowercase ASCII letter, then
 * lowercase letters, digits or '_', HPCAB_MANIFEST_NAME_MAX characters at most (it names a directory
 * of a corpus, kernels/<track>/...). Returns 0 otherwise (NULL included).
 */
HPCAB_API int hpcab_manifest_name_ok(const char *name);

/* ---- what the loader accepts (kernels/MANIFEST.md documents each word; a test keeps them equal) ---- */

/**
 * The words the loader accepts at `where`, as a static NULL-terminated list, or NULL for an unknown
 * `where`. Keys of a section: "" (the top level), "required" (the top-level keys a manifest must
 * have), "sizes.*", "params.*", "arrays.*", "arrays.*.init" (a mapping init), "cost". Values:
 * "track" and "dwarf" (the corpus's vocabulary; user-defined names are also accepted, see
 * hpcab_manifest_name_ok), "precisions", "dtype" (array dtypes, "real" first), "params.*.dtype",
 * "intent", "init" (the scalar init kinds), "dist", "domain" (the named domains; [lo, hi] too),
 * "csr" (the parts), "residencies" (host, device), "reserved" (names no size, param or array may take:
 * the expression words).
 */
HPCAB_API const char *const *hpcab_manifest_vocabulary(const char *where);

/** The i-th `where` hpcab_manifest_vocabulary knows (from 0), or NULL past the last. */
HPCAB_API const char *hpcab_manifest_vocabulary_section(size_t i);

/* ---- precisions ---- */

/** Number of run precisions. */
HPCAB_API size_t hpcab_manifest_precision_count(const hpcab_manifest *m);
/** Run precision i (f64, f32, f16 or bf16), in manifest order. */
HPCAB_API hpcab_dtype hpcab_manifest_precision(const hpcab_manifest *m, size_t i);
/** Returns 1 when `precision` is one of the manifest's precisions, else 0. */
HPCAB_API int hpcab_manifest_has_precision(const hpcab_manifest *m, hpcab_dtype precision);

/* ---- sizes ---- */

/** Number of sizes. */
HPCAB_API size_t hpcab_manifest_size_count(const hpcab_manifest *m);
/** Name of size i. */
HPCAB_API const char *hpcab_manifest_size_name(const hpcab_manifest *m, size_t i);
/** Kind of size i (0 when i is out of range). */
HPCAB_API hpcab_size_kind hpcab_manifest_size_kind(const hpcab_manifest *m, size_t i);
/** Range bounds of a range size: *lo and *hi; HPCAB_E_INVALID for another kind. */
HPCAB_API hpcab_status hpcab_manifest_size_bounds(const hpcab_manifest *m, size_t i, int64_t *lo, int64_t *hi);
/** Values of a values size (*count of them, array owned by m); HPCAB_E_INVALID for another kind. */
HPCAB_API hpcab_status hpcab_manifest_size_values(const hpcab_manifest *m, size_t i, const int64_t **values,
                                                  size_t *count);
/** The `test` value of a range or values size (HPCAB_E_INVALID for a derived size). */
HPCAB_API hpcab_status hpcab_manifest_size_test(const hpcab_manifest *m, size_t i, int64_t *value);
/** The expression text of a derived size (NULL for another kind). */
HPCAB_API const char *hpcab_manifest_size_expr(const hpcab_manifest *m, size_t i);
/** Index of the size called `name` into *index; HPCAB_E_NOTFOUND when there is none. */
HPCAB_API hpcab_status hpcab_manifest_size_index(const hpcab_manifest *m, const char *name, size_t *index);

/** Number of constraints. */
HPCAB_API size_t hpcab_manifest_constraint_count(const hpcab_manifest *m);
/** Text of constraint i. */
HPCAB_API const char *hpcab_manifest_constraint(const hpcab_manifest *m, size_t i);

/* ---- params ---- */

/** Number of params. */
HPCAB_API size_t hpcab_manifest_param_count(const hpcab_manifest *m);
/** Name of param i. */
HPCAB_API const char *hpcab_manifest_param_name(const hpcab_manifest *m, size_t i);
/** Declared dtype of param i; HPCAB_DTYPE_INVALID means `real` (the run precision). */
HPCAB_API hpcab_dtype hpcab_manifest_param_declared_dtype(const hpcab_manifest *m, size_t i);
/** Dtype of param i at run precision `precision` (`real` resolved). */
HPCAB_API hpcab_dtype hpcab_manifest_param_dtype(const hpcab_manifest *m, size_t i, hpcab_dtype precision);
/** Returns 1 when param i has a range (then *lo, *hi are set), 0 when it has a fixed value (then *lo = *hi = the value). */
HPCAB_API int hpcab_manifest_param_range(const hpcab_manifest *m, size_t i, double *lo, double *hi);
/** Index of the param called `name`; HPCAB_E_NOTFOUND when there is none. */
HPCAB_API hpcab_status hpcab_manifest_param_index(const hpcab_manifest *m, const char *name, size_t *index);

/* ---- arrays ---- */

/** Number of arrays. */
HPCAB_API size_t hpcab_manifest_array_count(const hpcab_manifest *m);
/** Name of array i. */
HPCAB_API const char *hpcab_manifest_array_name(const hpcab_manifest *m, size_t i);
/** Declared dtype of array i; HPCAB_DTYPE_INVALID means `real`. */
HPCAB_API hpcab_dtype hpcab_manifest_array_declared_dtype(const hpcab_manifest *m, size_t i);
/** Dtype of array i at run precision `precision` (`real` resolved). */
HPCAB_API hpcab_dtype hpcab_manifest_array_dtype(const hpcab_manifest *m, size_t i, hpcab_dtype precision);
/** Number of dimensions of array i. */
HPCAB_API size_t hpcab_manifest_array_ndim(const hpcab_manifest *m, size_t i);
/** Expression text of dimension `dim` of array i. */
HPCAB_API const char *hpcab_manifest_array_shape(const hpcab_manifest *m, size_t i, size_t dim);
/** Intent of array i. */
HPCAB_API hpcab_intent hpcab_manifest_array_intent(const hpcab_manifest *m, size_t i);
/** Expression text of `accumulate` of array i ("1" by default; NULL for intent in). */
HPCAB_API const char *hpcab_manifest_array_accumulate_expr(const hpcab_manifest *m, size_t i);
/** Init kind of array i (HPCAB_INIT_NONE for out arrays). */
HPCAB_API hpcab_init_kind hpcab_manifest_array_init(const hpcab_manifest *m, size_t i);
/** For HPCAB_INIT_DIST: the distribution and domain (*lo, *hi set for HPCAB_DOMAIN_INTERVAL); HPCAB_E_INVALID otherwise. */
HPCAB_API hpcab_status hpcab_manifest_array_dist(const hpcab_manifest *m, size_t i, hpcab_dist *dist,
                                                 hpcab_domain *domain, double *lo, double *hi);
/** For HPCAB_INIT_INDEX: the bound's expression text (values lie in [0, bound)); NULL otherwise. */
HPCAB_API const char *hpcab_manifest_array_index_expr(const hpcab_manifest *m, size_t i);
/** For HPCAB_INIT_FUNCTION: the initializer's symbol; NULL otherwise. */
HPCAB_API const char *hpcab_manifest_array_init_function(const hpcab_manifest *m, size_t i);
/**
 * For HPCAB_INIT_CSR: the part, the matrix name and the expression texts of rows and cols (any
 * output pointer may be NULL); HPCAB_E_INVALID otherwise.
 */
HPCAB_API hpcab_status hpcab_manifest_array_csr(const hpcab_manifest *m, size_t i, hpcab_csr_part *part,
                                                const char **matrix, const char **rows, const char **cols);
/** Index of the array called `name`; HPCAB_E_NOTFOUND when there is none. */
HPCAB_API hpcab_status hpcab_manifest_array_index(const hpcab_manifest *m, const char *name, size_t *index);

/* ---- args, cost ---- */

/** Number of kernel arguments. */
HPCAB_API size_t hpcab_manifest_arg_count(const hpcab_manifest *m);
/** Kind of argument i and (into *index) its index among the arrays, sizes or params; 0 when i is out of range. */
HPCAB_API hpcab_arg_kind hpcab_manifest_arg(const hpcab_manifest *m, size_t i, size_t *index);

/** Expression texts of `cost.bytes` and `cost.flops` (NULL when the manifest has no cost). */
HPCAB_API const char *hpcab_manifest_cost_bytes_expr(const hpcab_manifest *m);
HPCAB_API const char *hpcab_manifest_cost_flops_expr(const hpcab_manifest *m);

/* ---- what follows from size values (hpcab/sizes.h) ---- */

/** Evaluates the expression `expr` over `sizes`; HPCAB_E_PARSE / HPCAB_E_NOTFOUND / HPCAB_E_RANGE on error. */
HPCAB_API hpcab_status hpcab_manifest_eval(const hpcab_manifest *m, const char *expr, const hpcab_sizes *sizes,
                                           int64_t *value);
/** Extent of dimension `dim` of array i at `sizes`. HPCAB_E_RANGE when it overflows or is negative. */
HPCAB_API hpcab_status hpcab_manifest_array_extent(const hpcab_manifest *m, size_t i, const hpcab_sizes *sizes,
                                                   size_t dim, int64_t *value);
/** Number of elements of array i (product of its extents). HPCAB_E_RANGE on overflow. */
HPCAB_API hpcab_status hpcab_manifest_array_elements(const hpcab_manifest *m, size_t i, const hpcab_sizes *sizes,
                                                     int64_t *count);
/** `accumulate` ℓ of array i at `sizes` (1 for intent in). */
HPCAB_API hpcab_status hpcab_manifest_accumulate(const hpcab_manifest *m, size_t i, const hpcab_sizes *sizes,
                                                 int64_t *value);
/** Bytes of all arrays together at `sizes` and run precision `precision`. HPCAB_E_RANGE on overflow. */
HPCAB_API hpcab_status hpcab_manifest_footprint(const hpcab_manifest *m, const hpcab_sizes *sizes,
                                                hpcab_dtype precision, uint64_t *bytes);
/** cost.bytes and cost.flops at `sizes` (either pointer may be NULL); both 0 when the manifest has no cost. */
HPCAB_API hpcab_status hpcab_manifest_cost(const hpcab_manifest *m, const hpcab_sizes *sizes, int64_t *bytes,
                                           int64_t *flops);

/* ---- prototype, hash ---- */

/**
 * Writes the kernel's C prototype at run precision `precision` into buf (capacity cap, NUL included;
 * buf may be NULL when cap is 0), e.g. "void s000(double *restrict a, const double *restrict b, int64_t LEN_1D);".
 * *needed (may be NULL) gets the length without the NUL. Fails with HPCAB_E_INVALID when precision
 * is not one of the manifest's, HPCAB_E_RANGE when cap is too small (buf then holds nothing useful).
 */
HPCAB_API hpcab_status hpcab_manifest_prototype(const hpcab_manifest *m, hpcab_dtype precision, char *buf, size_t cap,
                                                size_t *needed);

/**
 * Writes the prototype of the host entry point a device candidate (.cu, .hip) exports for device
 * residency, at run precision `precision`: the same arguments in the same order, every pointer a
 * device pointer, C linkage, e.g.
 * `extern "C" void s000(double *__restrict__ a, const double *__restrict__ b, int64_t LEN_1D);`.
 * The entry point launches the kernel and may return before it ends (the judge synchronizes the
 * device). Fails as hpcab_manifest_prototype does, and with HPCAB_E_INVALID when the kernel has no
 * device residency.
 */
HPCAB_API hpcab_status hpcab_manifest_device_prototype(const hpcab_manifest *m, hpcab_dtype precision, char *buf,
                                                       size_t cap, size_t *needed);

/** Writes the BLAKE2b-256 (libsodium crypto_generichash) of the kernel id and the manifest's YAML bytes. */
HPCAB_API hpcab_status hpcab_manifest_hash(const hpcab_manifest *m, uint8_t out[32]);

HPCAB_END_DECLS

#endif /* HPCAB_MANIFEST_H */
