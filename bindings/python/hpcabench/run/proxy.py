"""hpcab-proxy: the token proxy between an agent's harness and its model server (lib/DESIGN.md §13).

Every episode attempt gets a key; its harness is given the base URL ``http://PROXY/m/KEY<upstream path>``
for the model and ``http://PROXY/s/KEY`` for hpcab-serve, so requests are told apart by the key in
the path, never by what the harness says. Per model request the proxy records the *server's* usage —
fresh input, cached input, output (reasoning included) and reasoning — as one line of the attempt's
``usage.jsonl``, for OpenAI ``/v1/chat/completions`` and ``/v1/responses`` and Anthropic
``/v1/messages``, streamed (SSE) or not. A streamed answer is read from the server to its end even
when the harness hangs up, so that an agent killed mid-stream loses nothing already answered. Once
an attempt's tokens reach its cap, requests are answered with an error the harness shows and the
attempt is marked ``token_cap``. Score and submit requests to hpcab-serve are forwarded and recorded
with their source in ``candidates.jsonl``.

    p = Proxy(); p.start()                       # its own thread and event loop; p.port
    p.register("k1", upstream="http://127.0.0.1:30000/v1", serve="http://127.0.0.1:8470",
               usage_path="usage.jsonl", candidates_path="candidates.jsonl", cap=100000)
    p.state("k1").used                           # tokens so far (input + cached + output)

    hpcab-proxy --upstream URL --usage FILE [--cap N] [--listen 127.0.0.1:0]    (one key: "main")
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import threading
import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from aiohttp import ClientSession, ClientTimeout, TCPConnector, web

HOP_HEADERS = {"host", "content-length", "transfer-encoding", "connection", "keep-alive", "accept-encoding",
               "content-encoding", "upgrade", "proxy-authorization", "te", "trailer"}


@dataclass
class KeyState:
    """One attempt's accounting."""

    upstream: str
    serve: str | None
    usage_path: str | None
    candidates_path: str | None
    cap: int | None
    used: int = 0
    requests: int = 0
    capped: bool = False
    context_overflow: bool = False
    seq: int = 0
    cand_seq: int = 0
    inflight: int = 0  # model requests forwarded and not yet recorded
    api_key: str | None = None  # the model server's real key, put in place of whatever the harness sent
    lock: threading.Lock = field(default_factory=threading.Lock)

    def record(self, row: dict) -> None:
        with self.lock:
            self.seq += 1
            row["seq"] = self.seq
            self.used += row["input"] + row["cached_input"] + row["output"]
            if self.usage_path:
                with open(self.usage_path, "a", encoding="utf-8") as f:
                    f.write(json.dumps(row, sort_keys=True) + "\n")
                    # written through at once: a runner killed with -9 loses nothing (no fsync: only
                    # a machine crash could lose a line, and 1-5 ms per request is the proxy's budget)

    def candidate(self, row: dict) -> None:
        with self.lock:
            self.cand_seq += 1
            row["seq"] = self.cand_seq
            if self.candidates_path:
                with open(self.candidates_path, "a", encoding="utf-8") as f:
                    f.write(json.dumps(row, sort_keys=True) + "\n")
                    # written through at once: a runner killed with -9 loses nothing (no fsync: only
                    # a machine crash could lose a line, and 1-5 ms per request is the proxy's budget)


def _int(v) -> int:
    return int(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else 0


def usage_counts(kind: str, usage: dict | None) -> dict | None:
    """Normalizes a server's usage object: {input (fresh), cached_input, output, reasoning}."""
    if not isinstance(usage, dict):
        return None
    if kind == "anthropic":
        return {"input": _int(usage.get("input_tokens")) + _int(usage.get("cache_creation_input_tokens")),
                "cached_input": _int(usage.get("cache_read_input_tokens")),
                "output": _int(usage.get("output_tokens")), "reasoning": 0}
    if kind == "responses":
        cached = _int((usage.get("input_tokens_details") or {}).get("cached_tokens"))
        return {"input": _int(usage.get("input_tokens")) - cached, "cached_input": cached,
                "output": _int(usage.get("output_tokens")),
                "reasoning": _int((usage.get("output_tokens_details") or {}).get("reasoning_tokens"))}
    cached = _int((usage.get("prompt_tokens_details") or {}).get("cached_tokens"))
    return {"input": _int(usage.get("prompt_tokens")) - cached, "cached_input": cached,
            "output": _int(usage.get("completion_tokens")),
            "reasoning": _int((usage.get("completion_tokens_details") or {}).get("reasoning_tokens"))}


class StreamUsage:
    """Reads usage from an SSE stream as it passes (OpenAI chat's last chunk with include_usage,
    Responses' response.completed, Anthropic's message_start and message_delta)."""

    def __init__(self, kind: str):
        self.kind = kind
        self.buf = b""
        self.usage: dict | None = None
        self.anthropic: dict = {}

    def feed(self, chunk: bytes) -> None:
        self.buf += chunk
        while b"\n" in self.buf:
            line, self.buf = self.buf.split(b"\n", 1)
            line = line.strip()
            if line.startswith(b"data:"):
                self._data(line[5:].strip())

    def _data(self, data: bytes) -> None:
        if not data or data == b"[DONE]":
            return
        try:
            obj = json.loads(data)
        except (json.JSONDecodeError, UnicodeDecodeError):
            return
        if not isinstance(obj, dict):
            return
        if self.kind == "anthropic":
            if obj.get("type") == "message_start":
                self.anthropic.update((obj.get("message") or {}).get("usage") or {})
            elif obj.get("type") == "message_delta":
                self.anthropic.update({k: v for k, v in (obj.get("usage") or {}).items() if v is not None})
            if self.anthropic:
                self.usage = usage_counts("anthropic", self.anthropic)
        elif self.kind == "responses":
            if obj.get("type") in ("response.completed", "response.incomplete", "response.failed"):
                self.usage = usage_counts("responses", (obj.get("response") or {}).get("usage"))
        elif obj.get("usage"):
            self.usage = usage_counts("chat", obj["usage"])


def _api_kind(path: str) -> str | None:
    if path.endswith("/chat/completions"):
        return "chat"
    if path.endswith("/responses"):
        return "responses"
    if path.endswith("/messages"):
        return "anthropic"
    return None


def _cap_error(kind: str, cap: int) -> web.Response:
    msg = f"hpcab: this attempt's token budget ({cap} tokens) is spent; no further model requests are served"
    if kind == "anthropic":
        body = {"type": "error", "error": {"type": "invalid_request_error", "message": msg}}
    else:
        body = {"error": {"message": msg, "type": "invalid_request_error", "code": "token_cap", "param": None}}
    return web.json_response(body, status=400)


class Proxy:
    """The proxy server: one thread with its own event loop serving every registered key."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0):
        self.host, self.port = host, port
        self.keys: dict[str, KeyState] = {}
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._runner: web.AppRunner | None = None
        self._session: ClientSession | None = None
        self._error: BaseException | None = None

    # -- registration ---------------------------------------------------------------------------
    def register(self, key: str, upstream: str, serve: str | None = None, usage_path: str | None = None,
                 candidates_path: str | None = None, cap: int | None = None, used: int = 0,
                 api_key: str | None = None) -> KeyState:
        st = KeyState(upstream.rstrip("/"), serve.rstrip("/") if serve else None, usage_path, candidates_path, cap,
                      used=used, api_key=api_key)
        self.keys[key] = st
        return st

    def unregister(self, key: str) -> None:
        self.keys.pop(key, None)

    def state(self, key: str) -> KeyState:
        return self.keys[key]

    def drain(self, key: str, timeout: float = 600.0) -> bool:
        """Waits until every model request of key already forwarded is recorded (a harness killed
        mid-stream leaves its answer streaming from the server); True when none is left."""
        st = self.keys.get(key)
        end = time.monotonic() + timeout
        while st is not None and st.inflight > 0 and time.monotonic() < end:
            time.sleep(0.02)
        return st is None or st.inflight == 0

    def model_url(self, key: str) -> str:
        """The base URL a harness is given for key: the proxy's address, /m/KEY, then the upstream's path."""
        path = urlsplit(self.keys[key].upstream).path.rstrip("/")
        return f"http://{self.host}:{self.port}/m/{key}{path}"

    def serve_url(self, key: str) -> str:
        return f"http://{self.host}:{self.port}/s/{key}"

    # -- life -----------------------------------------------------------------------------------
    def start(self) -> "Proxy":
        self._thread = threading.Thread(target=self._main, name="hpcab-proxy", daemon=True)
        self._thread.start()
        self._ready.wait(30)
        if self._error:
            raise self._error
        return self

    def close(self) -> None:
        if self.loop and self._runner:
            fut = asyncio.run_coroutine_threadsafe(self._shutdown(), self.loop)
            try:
                fut.result(10)
            except Exception:  # noqa: BLE001 - closing anyway
                pass
            self.loop.call_soon_threadsafe(self.loop.stop)
        if self._thread:
            self._thread.join(10)

    async def _shutdown(self) -> None:
        if self._runner:
            await self._runner.cleanup()
        if self._session:
            await self._session.close()

    def _main(self) -> None:
        self.loop = asyncio.new_event_loop()
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_until_complete(self._serve())
        except BaseException as e:  # noqa: BLE001 - reported to start()
            self._error = e
            self._ready.set()
            return
        self._ready.set()
        self.loop.run_forever()

    async def _serve(self) -> None:
        app = self.app()
        self._runner = web.AppRunner(app, access_log=None, handler_cancellation=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    def app(self) -> web.Application:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("*", "/m/{key}/{tail:.*}", self._model)
        app.router.add_route("*", "/s/{key}/{tail:.*}", self._serve_route)
        app.on_startup.append(self._make_session)
        return app

    async def _make_session(self, _app) -> None:
        self._session = ClientSession(timeout=ClientTimeout(total=None, sock_connect=30),
                                      connector=TCPConnector(limit=0), auto_decompress=False)

    # -- the model route ------------------------------------------------------------------------
    async def _model(self, request: web.Request) -> web.StreamResponse:
        st = self.keys.get(request.match_info["key"])
        if st is None:
            return web.json_response({"error": {"message": "hpcab-proxy: unknown episode key"}}, status=404)
        up = urlsplit(st.upstream)
        tail = request.match_info["tail"]
        url = f"{up.scheme}://{up.netloc}/{tail}"
        if request.query_string:
            url += "?" + request.query_string
        kind = _api_kind("/" + tail) if request.method == "POST" else None
        body = await request.read()
        stream = False
        if kind:
            if st.cap is not None and st.used >= st.cap:
                st.capped = True
                return _cap_error(kind, st.cap)
            try:
                obj = json.loads(body)
            except (json.JSONDecodeError, UnicodeDecodeError):
                obj = None
            if isinstance(obj, dict):
                stream = bool(obj.get("stream"))
                if stream and kind == "chat" and not (obj.get("stream_options") or {}).get("include_usage"):
                    obj["stream_options"] = dict(obj.get("stream_options") or {}, include_usage=True)
                    body = json.dumps(obj).encode()
        if not kind:
            return await self._forward_model(request, st, url, body, kind, stream)
        st.inflight += 1
        try:
            return await self._forward_model(request, st, url, body, kind, stream)
        finally:
            st.inflight -= 1

    async def _forward_model(self, request: web.Request, st: KeyState, url: str, body: bytes, kind: str | None,
                             stream: bool) -> web.StreamResponse:
        headers = {k: v for k, v in request.headers.items() if k.lower() not in HOP_HEADERS}
        if st.api_key:  # the harness holds a dummy key; the real one never enters the sandbox
            headers = {k: v for k, v in headers.items() if k.lower() not in ("authorization", "x-api-key")}
            headers["Authorization"] = f"Bearer {st.api_key}"
            if kind == "anthropic":
                headers["x-api-key"] = st.api_key
        t0 = time.time()
        assert self._session is not None
        row = {"route": urlsplit(url).path, "api": kind, "stream": stream, "t": round(t0, 3)}
        try:
            up_resp = await self._session.request(request.method, url, data=body, headers=headers)
        except Exception as e:  # noqa: BLE001 - the model server is down: an infra error for the harness
            return web.json_response({"error": {"message": f"hpcab-proxy: model server unreachable: {e}"}},
                                     status=502)
        async with up_resp:
            out_headers = {k: v for k, v in up_resp.headers.items() if k.lower() not in HOP_HEADERS}
            is_sse = "text/event-stream" in up_resp.headers.get("Content-Type", "")
            if not kind or not is_sse:
                data = await up_resp.read()
                if kind:
                    self._account(st, kind, row, up_resp.status, data, None)
                return web.Response(body=data, status=up_resp.status, headers=out_headers)
            resp = web.StreamResponse(status=up_resp.status, headers=out_headers)
            parser = StreamUsage(kind)
            client_ok = True
            try:
                await resp.prepare(request)
            except (ConnectionError, RuntimeError):
                client_ok = False
            complete = False
            try:
                async for chunk in up_resp.content.iter_any():
                    parser.feed(chunk)
                    if client_ok:
                        try:
                            await resp.write(chunk)
                        except (ConnectionError, RuntimeError):
                            client_ok = False  # the harness went away: read the server's answer to its end
                complete = True
            finally:
                row["client_complete"] = client_ok
                row["complete"] = complete
                self._account(st, kind, row, up_resp.status, None, parser.usage)
            if client_ok:
                try:
                    await resp.write_eof()
                except (ConnectionError, RuntimeError):
                    pass
            return resp

    def _account(self, st: KeyState, kind: str, row: dict, status: int, data: bytes | None,
                 usage: dict | None) -> None:
        if data is not None:
            try:
                obj = json.loads(data)
            except (json.JSONDecodeError, UnicodeDecodeError):
                obj = {}
            usage = usage_counts(kind if kind != "chat" else "chat", obj.get("usage")) if isinstance(obj, dict) \
                else None
            if status >= 400 and "context" in data.decode(errors="replace").lower() and \
                    ("length" in data.decode(errors="replace").lower() or "window" in data.decode(errors="replace")
                     .lower() or "too long" in data.decode(errors="replace").lower()):
                st.context_overflow = True
        counts = usage or {"input": 0, "cached_input": 0, "output": 0, "reasoning": 0}
        row.update(counts, status=status, usage_reported=usage is not None, wall_s=round(time.time() - row["t"], 4))
        st.requests += 1
        st.record(row)

    # -- the hpcab-serve route ------------------------------------------------------------------
    async def _serve_route(self, request: web.Request) -> web.StreamResponse:
        st = self.keys.get(request.match_info["key"])
        if st is None or not st.serve:
            return web.json_response({"error": "not_found", "message": "hpcab-proxy: unknown episode key"},
                                     status=404)
        tail = request.match_info["tail"]
        url = f"{st.serve}/{tail}"
        if request.query_string:
            url += "?" + request.query_string
        body = await request.read()
        headers = {k: v for k, v in request.headers.items() if k.lower() not in HOP_HEADERS}
        assert self._session is not None
        try:
            async with self._session.request(request.method, url, data=body, headers=headers) as r:
                data = await r.read()
                status = r.status
                ctype = r.headers.get("Content-Type", "application/json")
        except Exception as e:  # noqa: BLE001
            return web.json_response({"error": "unavailable", "message": f"hpcab-proxy: hpcab-serve: {e}"},
                                     status=502)
        route = "/" + tail
        if request.method == "POST" and route in ("/v1/score", "/v1/submit"):
            try:
                req = json.loads(body)
                ans = json.loads(data)
            except (json.JSONDecodeError, UnicodeDecodeError):
                req, ans = {}, {}
            if isinstance(req, dict) and isinstance(ans, dict):
                st.candidate({"route": route[4:], "kernel": req.get("kernel"), "language": req.get("language", "c"),
                              "source": req.get("source"), "http_status": status,
                              "submission": ans.get("submission"), "state": ans.get("state"),
                              "status": ans.get("status"), "speedup": ans.get("speedup"),
                              "error": ans.get("error"), "t": round(time.time(), 3)})
        return web.Response(body=data, status=status, headers={"Content-Type": ctype})


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="hpcab-proxy", description=__doc__.split("\n\n")[0])
    ap.add_argument("--upstream", required=True, help="the model server's base URL (http://127.0.0.1:30000/v1)")
    ap.add_argument("--usage", required=True, help="usage.jsonl to append to")
    ap.add_argument("--cap", type=int, default=None, help="token cap (input + cached + output); none by default")
    ap.add_argument("--serve", default=None, help="hpcab-serve's URL, proxied under /s/main")
    ap.add_argument("--candidates", default=None, help="candidates.jsonl (score and submit requests)")
    ap.add_argument("--listen", default="127.0.0.1:0", help="HOST:PORT (default 127.0.0.1:0, any free port)")
    a = ap.parse_args(argv)
    host, _, port = a.listen.rpartition(":")
    p = Proxy(host or "127.0.0.1", int(port or 0))
    p.register("main", a.upstream, a.serve, a.usage, a.candidates, a.cap)
    p.start()
    print(f"hpcab-proxy: listening; base URL {p.model_url('main')}", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
    p.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
