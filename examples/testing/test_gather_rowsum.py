"""Unit tests of a kernel implementation with hpcabench.testing (pytest), on the example kernel
examples/kernels/mylab/gather_rowsum (kernels/MANIFEST.md's worked example).

Run: PYTHONPATH=bindings/python HPCABENCH_LIB=build/lib/libhpcabench.so python3 -m pytest examples/testing
(with hpcabench installed, `python3 -m pytest examples/testing` is enough).
"""
import pathlib

import numpy as np
import pytest

from hpcabench.testing import check_kernel, validate_kernel

HERE = pathlib.Path(__file__).resolve().parent
KERNEL = HERE.parent / "kernels" / "mylab" / "gather_rowsum"   # or an id: "mylab/gather_rowsum" with HPCAB_KERNELS


def test_the_kernel_itself_is_valid():
    # manifest, reference built warning-free with the manifest's prototype, symbols, draws, self-grade
    validate_kernel(KERNEL)


@pytest.mark.parametrize("precision", ["f64", np.float32])
def test_the_fast_version_matches_the_reference(precision):
    # the test draw, then 8 correctness draws (edge sizes first), with the judge's comparison
    check_kernel(KERNEL, HERE / "gather_rowsum_fast.c", draws=8, precision=precision)


def test_a_wrong_version_fails_with_the_library_report():
    with pytest.raises(AssertionError) as failure:
        check_kernel(KERNEL, HERE / "gather_rowsum_wrong.c", draws=8, precision="f32")
    report = str(failure.value)
    # the report names the precision, the draw, its sizes and the worst element of the output
    assert "f32: correctness draw" in report and "(edge sizes)" in report
    assert "output y:" in report and "worst y[" in report
