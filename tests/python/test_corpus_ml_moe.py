"""Embedding, top-k and mixture-of-experts routing kernels (kernels/ml) against numpy (np.add.at segment
sums, stable argsorts, bincounts), at every precision of their manifests."""
import numpy as np
import pytest
from scipy import special

from corpus_refs import close, precisions, refs, rnd  # noqa: F401  (refs is a fixture)

rng = np.random.default_rng(8)
KERNELS = ["embedding_bag_sum", "embedding_bag_mean", "embedding_bag_weighted", "embedding_backward", "token_pos_embedding",
           "topk", "moe_router_topk", "moe_combine", "moe_permute", "moe_aux_loss", "argmax_rows"]


@pytest.fixture(scope="module", autouse=True)
def _built(refs):
    refs.prebuild(["ml/" + k for k in KERNELS])


def P(kernel):
    return pytest.mark.parametrize("prec", precisions("ml/" + kernel))


def u(shape, prec, lo=-1.0, hi=1.0):
    return rnd(rng.uniform(lo, hi, shape), prec)


def bags(nbag, nnz):
    cuts = np.sort(rng.integers(0, nnz + 1, nbag - 1))
    off = np.concatenate([[0], cuts, [nnz]]).astype(np.int32)
    off[3] = off[4]  # at least one empty bag
    return off


@pytest.mark.parametrize("kind", ["sum", "mean", "weighted"])
@pytest.mark.parametrize("prec", ["f64", "f32", "f16", "bf16"])
def test_embedding_bag(refs, kind, prec):
    V, D, NB = 50, 16, 12
    NNZ = 8 * NB
    table, ids, off = u((V, D), prec), rng.integers(0, V, NNZ).astype(np.int32), bags(NB, NNZ)
    w = u(NNZ, prec, 0, 1)
    named = dict(out=(NB, D), table=table, ids=ids, offsets=off, V=V, D=D, NBAG=NB, NNZ=NNZ)
    if kind == "weighted":
        named["w"] = w
    out = refs(f"ml/embedding_bag_{kind}", prec, **named)["out"]
    bag_of = np.repeat(np.arange(NB), np.diff(off))
    want = np.zeros((NB, D))
    np.add.at(want, bag_of, table[ids] * (w[:, None] if kind == "weighted" else 1.0))
    if kind == "mean":
        cnt = np.diff(off)
        want = np.where(cnt[:, None] > 0, want / np.maximum(cnt, 1)[:, None], 0.0)
    close(out, want, prec)
    assert (out[3] == 0).all()


@P("embedding_backward")
def test_embedding_backward_scatter_adds_rows(refs, prec):
    V, D, T = 40, 64, 100
    dY, ids = u((T, D), prec), rng.integers(0, V, T).astype(np.int32)
    ids[:10] = 7  # a row hit many times
    dW = refs("ml/embedding_backward", prec, dW=(V, D), dY=dY, ids=ids, V=V, D=D, T=T)["dW"]
    want = np.zeros((V, D))
    np.add.at(want, ids, dY)
    close(dW, want, prec)


@P("token_pos_embedding")
def test_token_pos_embedding(refs, prec):
    B, S, V, D = 2, 16, 100, 64
    tok, pos, ids = u((V, D), prec), u((S, D), prec), rng.integers(0, V, (B, S)).astype(np.int32)
    out = refs("ml/token_pos_embedding", prec, out=(B, S, D), tok=tok, pos=pos, ids=ids, B=B, S=S, V=V, D=D)["out"]
    close(out, tok[ids] + pos[None], prec)


@P("topk")
@pytest.mark.parametrize("K", [1, 2, 8])
def test_topk_sorted_with_lower_index_first_on_ties(refs, prec, K):
    R, C = 6, 128
    X = u((R, C), prec)
    X[0, [5, 9, 70]] = 2.0  # a three-way tie at the top
    o = refs("ml/topk", prec, vals=(R, K), idx=(R, K), X=X, R=R, C=C, K=K)
    order = np.argsort(-X, axis=1, kind="stable")[:, :K]
    np.testing.assert_array_equal(o["idx"], order)
    np.testing.assert_array_equal(o["vals"], np.take_along_axis(X, order, axis=1))
    if K >= 2:
        assert list(o["idx"][0, :min(K, 3)]) == [5, 9, 70][:K]


@P("moe_router_topk")
def test_moe_router_topk_renormalizes_the_chosen_probabilities(refs, prec):
    T, E, K = 64, 8, 2
    z = u((T, E), prec, -3, 3)
    z[0, [1, 6]] = 3.0  # tie: expert 1 first
    o = refs("ml/moe_router_topk", prec, experts=(T, K), weights=(T, K), logits=z, T=T, E=E, K=K)
    p = special.softmax(z, axis=1)
    order = np.argsort(-z, axis=1, kind="stable")[:, :K]
    chosen = np.take_along_axis(p, order, axis=1)
    np.testing.assert_array_equal(o["experts"], order)
    close(o["weights"], chosen / chosen.sum(axis=1, keepdims=True), prec)
    assert list(o["experts"][0]) == [1, 6]


@P("moe_combine")
def test_moe_combine(refs, prec):
    T, K, D = 64, 2, 256
    Y, w = u((T, K, D), prec), u((T, K), prec, 0, 1)
    out = refs("ml/moe_combine", prec, out=(T, D), Yexp=Y, w=w, T=T, K=K, D=D)["out"]
    close(out, np.einsum("tk,tkd->td", w, Y), prec)


@P("moe_permute")
def test_moe_permute_is_a_stable_sort_by_expert(refs, prec):
    T, K, E, D = 64, 2, 8, 256
    X, experts = u((T, D), prec), rng.integers(0, E, (T, K)).astype(np.int32)
    experts[experts == 5] = 4  # an expert with no rows
    o = refs("ml/moe_permute", prec, Xp=(T * K, D), src=(T * K,), offsets=(E + 1,), X=X, experts=experts, T=T, K=K, E=E, D=D)
    order = np.argsort(experts.reshape(-1), kind="stable")
    np.testing.assert_array_equal(o["src"], order // K)
    np.testing.assert_array_equal(o["Xp"], X[order // K])
    np.testing.assert_array_equal(o["offsets"], np.concatenate([[0], np.cumsum(np.bincount(experts.reshape(-1), minlength=E))]))


@P("moe_aux_loss")
def test_moe_aux_loss(refs, prec):
    T, E = 64, 8
    z = u((T, E), prec, -3, 3)
    loss = refs("ml/moe_aux_loss", prec, out=(1,), logits=z, T=T, E=E)["out"][0]
    f = np.bincount(np.argmax(z, axis=1), minlength=E) / T
    close(loss, E * np.sum(f * special.softmax(z, axis=1).mean(axis=0)), prec)


@P("argmax_rows")
def test_argmax_rows_first_maximum(refs, prec):
    R, C = 3, 32000
    X = u((R, C), prec)
    X[1, [100, 31999]] = 5.0
    idx = refs("ml/argmax_rows", prec, idx=(R,), X=X, R=R, C=C)["idx"]
    np.testing.assert_array_equal(idx, np.argmax(X, axis=1))
    assert idx[1] == 100
