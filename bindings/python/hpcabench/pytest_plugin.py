"""The pytest plugin of hpcabench: a `check_kernel` fixture (hpcabench.testing.check_kernel).

Enable it in a conftest.py with `pytest_plugins = ["hpcabench.pytest_plugin"]` (it is not registered
automatically, so that installing hpcabench never changes an unrelated pytest run), then:

    def test_my_kernel(check_kernel):
        check_kernel("llr/s000", "my_s000.c", draws=8, precision="f32")
"""
import pytest


@pytest.fixture
def check_kernel():
    """hpcabench.testing.check_kernel: asserts a candidate matches a kernel's reference on seeded draws."""
    from .testing import check_kernel as check
    return check
