/*
 * lib/common/first_layouts.h — the first released layout of every public struct (libhpcabench 0.1):
 * the smallest `size` a caller may pass. Internal.
 *
 * The size-field rule (lib/DESIGN.md §3): a struct passed in is accepted at any size from its first
 * layout up to today's, the tail a shorter (older) caller lacks reads as zero (hpcab__struct_in); a
 * struct filled for the caller gets only the bytes its size has room for (hpcab__struct_out). Each
 * first layout is the end of the last member it had, so the constant holds on every ABI. These are
 * frozen: a member added later goes at the end of its struct (tests/abi/layout.txt shows every
 * layout) and none of these change. tests/unit/test_abi_sizes.c calls every entry point with them.
 */
#ifndef HPCAB_FIRST_LAYOUTS_H
#define HPCAB_FIRST_LAYOUTS_H

#include <stddef.h>

#include "hpcab.h"

/** The end of `member` in `type`. */
#define HPCAB__END(type, member) (offsetof(type, member) + sizeof(((type *)0)->member))

#define HPCAB__FIRST_ARENA_SPEC HPCAB__END(hpcab_arena_spec, elem_size)
#define HPCAB__FIRST_BUILD_OPTIONS HPCAB__END(hpcab_build_options, libs)
#define HPCAB__FIRST_CALL_RESULT HPCAB__END(hpcab_call_result, message)
#define HPCAB__FIRST_CACHE_LEVEL HPCAB__END(hpcab_cache_level, instances)
#define HPCAB__FIRST_CHECK_REPORT HPCAB__END(hpcab_check_report, atol)
#define HPCAB__FIRST_CHECK_SPEC HPCAB__END(hpcab_check_spec, ref_absmax)
#define HPCAB__FIRST_CREDIT_PARAMS HPCAB__END(hpcab_credit_params, min_effect)
#define HPCAB__FIRST_CREDIT_RESULT HPCAB__END(hpcab_credit_result, method)
#define HPCAB__FIRST_CLOCK_CHECK_RESULT HPCAB__END(hpcab_clock_check_result, reason)
#define HPCAB__FIRST_DEVICE_INFO HPCAB__END(hpcab_device_info, pci_bus_id)
#define HPCAB__FIRST_DEVICE_PEAK HPCAB__END(hpcab_device_peak, measured_unix)
#define HPCAB__FIRST_DRAW_LIMITS HPCAB__END(hpcab_draw_limits, precision)
#define HPCAB__FIRST_EFFICACY_RESULT HPCAB__END(hpcab_efficacy_result, solved_p)
#define HPCAB__FIRST_FILL_SPEC HPCAB__END(hpcab_fill_spec, hi)
#define HPCAB__FIRST_GEOMEAN_RESULT HPCAB__END(hpcab_geomean_result, log_sd)
#define HPCAB__FIRST_HL_RESULT HPCAB__END(hpcab_hl_result, c)
#define HPCAB__FIRST_INVOKE_OPTIONS HPCAB__END(hpcab_invoke_options, timed)
#define HPCAB__FIRST_INVOKE_TIME_PARAMS HPCAB__END(hpcab_invoke_time_params, no_pin)
#define HPCAB__FIRST_JUDGE_OPTIONS HPCAB__END(hpcab_judge_options, test_sizes)
#define HPCAB__FIRST_KERNEL_OUTCOME HPCAB__END(hpcab_kernel_outcome, output_tokens)
#define HPCAB__FIRST_MACHINE_PROFILE HPCAB__END(hpcab_machine_profile, measured_unix)
#define HPCAB__FIRST_CALIBRATION HPCAB__END(hpcab_calibration, why)
#define HPCAB__FIRST_MWU_RESULT HPCAB__END(hpcab_mwu_result, ties)
#define HPCAB__FIRST_OVERHEAD_RESULT HPCAB__END(hpcab_overhead_result, resolved)
#define HPCAB__FIRST_PEAK_OPTIONS HPCAB__END(hpcab_peak_options, flops_seconds)
#define HPCAB__FIRST_RANDOM HPCAB__END(hpcab_random, state)
#define HPCAB__FIRST_SERVICE_SESSION HPCAB__END(hpcab_service_session, created_unix)
#define HPCAB__FIRST_SERVICE_SUBMISSION HPCAB__END(hpcab_service_submission, finished_ns)
#define HPCAB__FIRST_SRC_FINDING HPCAB__END(hpcab_src_finding, message)
#define HPCAB__FIRST_STORED_GRADE HPCAB__END(hpcab_stored_grade, created_unix)
#define HPCAB__FIRST_STREAM HPCAB__END(hpcab_stream, position)
#define HPCAB__FIRST_SUMMARY HPCAB__END(hpcab_summary, mean)
#define HPCAB__FIRST_SUSPECT HPCAB__END(hpcab_suspect, reason)
#define HPCAB__FIRST_TEST_OPTIONS HPCAB__END(hpcab_test_options, no_determinism)
#define HPCAB__FIRST_TIMING_OPS HPCAB__END(hpcab_timing_ops, verify)
#define HPCAB__FIRST_TIMING_PARAMS HPCAB__END(hpcab_timing_params, no_warmup)
#define HPCAB__FIRST_TTEST_RESULT HPCAB__END(hpcab_ttest_result, p)
#define HPCAB__FIRST_VALIDATE_OPTIONS HPCAB__END(hpcab_validate_options, seed)
#define HPCAB__FIRST_VERDICT_INPUT HPCAB__END(hpcab_verdict_input, candidate_ns)
#define HPCAB__FIRST_WORKER_OPTIONS HPCAB__END(hpcab_worker_options, flags)

#endif /* HPCAB_FIRST_LAYOUTS_H */
