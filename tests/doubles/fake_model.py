"""TEST DOUBLE — a fake model server for hpcab-run's tests only. It is not a model and answers nothing
but its script.

OpenAI-compatible (/v1/chat/completions, /v1/responses) and Anthropic (/v1/messages), streamed (SSE)
or not, with real usage fields. Its replies come from a script (JSON): reply i answers a request whose
conversation holds i assistant turns already, so parallel conversations each follow the script:

    {"replies": [{"bash": "cat PROMPT.md"}, {"content": "text", "chunk_delay_s": 0.2}, ...],
     "after": {"bash": "echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT"}}       # every later turn

The model name "overflow" answers every chat request with a context-length error.
A reply is {"content": TEXT} or {"bash": COMMAND} (one tool call to the function `bash`, what
mini-swe-agent expects) or {"error": {"status": 400, "message": ...}}. Usage is a deterministic
function of the request and the reply (prompt tokens = characters / 4 + 1; half of them cached once the
conversation has an assistant turn; output = reply characters / 4 + 3, a third of it reasoning). Every
usage it reports is appended to --log as the ground truth the tests compare the store with.

    python3 tests/doubles/fake_model.py --script S.json --log usage.jsonl --port-file PORT
"""
import argparse
import asyncio
import json
import os
import time

from aiohttp import web


class Fake:
    def __init__(self, script: dict, log: str):
        self.script, self.log, self.n = script, log, 0

    def reply_for(self, turns: int) -> dict:
        replies = self.script.get("replies", [])
        return replies[turns] if turns < len(replies) else self.script.get("after", {"content": "done"})

    def usage(self, prompt_chars: int, turns: int, reply_text: str) -> dict:
        prompt = prompt_chars // 4 + 1
        cached = prompt // 2 if turns > 0 else 0
        out = len(reply_text) // 4 + 3
        return {"input": prompt - cached, "cached_input": cached, "output": out, "reasoning": out // 3,
                "prompt": prompt}

    def record(self, api: str, stream: bool, u: dict, auth: str = "") -> None:
        self.n += 1
        with open(self.log, "a") as f:
            f.write(json.dumps({"n": self.n, "api": api, "stream": stream, "input": u["input"],
                                "cached_input": u["cached_input"], "output": u["output"],
                                "reasoning": u["reasoning"], "auth": auth, "t": time.time()}) + "\n")


def _chars(messages) -> int:
    return len(json.dumps(messages))


def _turns(messages) -> int:
    return sum(1 for m in messages if isinstance(m, dict) and m.get("role") == "assistant")


async def _sse(request, events, delay):
    resp = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"})
    await resp.prepare(request)
    for name, obj in events:
        data = (f"event: {name}\n" if name else "") + "data: " + (obj if isinstance(obj, str) else json.dumps(obj))
        try:
            await resp.write((data + "\n\n").encode())
        except (ConnectionError, RuntimeError):
            pass  # the client went away; a real server finishes its generation and bills it anyway
        if delay:
            await asyncio.sleep(delay)
    try:
        await resp.write_eof()
    except (ConnectionError, RuntimeError):
        pass
    return resp


def _pieces(text: str, n: int = 4):
    step = max(1, len(text) // n)
    return [text[i:i + step] for i in range(0, len(text), step)] or [""]


def make_app(fake: Fake) -> web.Application:
    async def chat(request):
        body = await request.json()
        msgs = body.get("messages", [])
        turns = _turns(msgs)
        r = fake.reply_for(turns)
        if body.get("model") == "overflow":  # a model whose context is always exceeded
            r = {"error": {"status": 400, "message": "This model's maximum context length is 4096 tokens. However, "
                           "your messages resulted in 9000 tokens."}}
        if "error" in r:
            return web.json_response({"error": {"message": r["error"]["message"], "type": "invalid_request_error",
                                                "code": r["error"].get("code", "context_length_exceeded")}},
                                     status=r["error"].get("status", 400))
        text = r.get("content") or ""
        calls = None
        if "bash" in r:
            args = json.dumps({"command": r["bash"]})
            calls = [{"id": f"call_{fake.n}_{turns}", "type": "function",
                      "function": {"name": "bash", "arguments": args}}]
            text_for_usage = text + args
        else:
            text_for_usage = text
        u = fake.usage(_chars(msgs), turns, text_for_usage)
        usage = {"prompt_tokens": u["prompt"], "completion_tokens": u["output"],
                 "total_tokens": u["prompt"] + u["output"],
                 "prompt_tokens_details": {"cached_tokens": u["cached_input"]},
                 "completion_tokens_details": {"reasoning_tokens": u["reasoning"]}}
        model = body.get("model", "fake")
        stream = bool(body.get("stream"))
        fake.record("chat", stream, u, request.headers.get("Authorization", ""))
        if not stream:
            msg = {"role": "assistant", "content": text or None}
            if calls:
                msg["tool_calls"] = calls
            return web.json_response({"id": f"chatcmpl-{fake.n}", "object": "chat.completion",
                                      "created": int(time.time()), "model": model,
                                      "choices": [{"index": 0, "message": msg,
                                                   "finish_reason": "tool_calls" if calls else "stop"}],
                                      "usage": usage})
        base = {"id": f"chatcmpl-{fake.n}", "object": "chat.completion.chunk", "created": int(time.time()),
                "model": model}
        ev = [(None, dict(base, choices=[{"index": 0, "delta": {"role": "assistant", "content": ""},
                                           "finish_reason": None}]))]
        for p in _pieces(text):
            ev.append((None, dict(base, choices=[{"index": 0, "delta": {"content": p}, "finish_reason": None}])))
        ev.append((None, dict(base, choices=[{"index": 0, "delta": {}, "finish_reason": "stop"}])))
        if (body.get("stream_options") or {}).get("include_usage"):
            ev.append((None, dict(base, choices=[], usage=usage)))
        ev.append((None, "[DONE]"))
        return await _sse(request, ev, float(r.get("chunk_delay_s", 0)))

    async def responses(request):
        body = await request.json()
        inp = body.get("input", [])
        msgs = inp if isinstance(inp, list) else [{"role": "user", "content": inp}]
        turns = _turns(msgs)
        r = fake.reply_for(turns)
        text = r.get("content") or r.get("bash") or ""
        u = fake.usage(_chars(msgs), turns, text)
        usage = {"input_tokens": u["prompt"], "input_tokens_details": {"cached_tokens": u["cached_input"]},
                 "output_tokens": u["output"], "output_tokens_details": {"reasoning_tokens": u["reasoning"]},
                 "total_tokens": u["prompt"] + u["output"]}
        stream = bool(body.get("stream"))
        fake.record("responses", stream, u)
        resp = {"id": f"resp_{fake.n}", "object": "response", "status": "completed", "model": body.get("model"),
                "output": [{"type": "message", "role": "assistant", "id": f"msg_{fake.n}",
                            "content": [{"type": "output_text", "text": text, "annotations": []}]}],
                "usage": usage}
        if not stream:
            return web.json_response(resp)
        ev = [("response.created", {"type": "response.created", "response": dict(resp, status="in_progress",
                                                                                  usage=None, output=[])})]
        for p in _pieces(text):
            ev.append(("response.output_text.delta", {"type": "response.output_text.delta", "delta": p}))
        ev.append(("response.completed", {"type": "response.completed", "response": resp}))
        return await _sse(request, ev, float(r.get("chunk_delay_s", 0)))

    async def messages(request):
        body = await request.json()
        msgs = body.get("messages", [])
        turns = _turns(msgs)
        r = fake.reply_for(turns)
        text = r.get("content") or r.get("bash") or ""
        u = fake.usage(_chars(msgs) + len(json.dumps(body.get("system", ""))), turns, text)
        # Anthropic bills fresh input in input_tokens (+ cache writes), cache reads apart
        write = u["input"] // 5
        usage = {"input_tokens": u["input"] - write, "cache_creation_input_tokens": write,
                 "cache_read_input_tokens": u["cached_input"], "output_tokens": u["output"]}
        u = dict(u, reasoning=0)
        stream = bool(body.get("stream"))
        fake.record("anthropic", stream, u, request.headers.get("x-api-key", ""))
        msg = {"id": f"msg_{fake.n}", "type": "message", "role": "assistant", "model": body.get("model"),
               "content": [{"type": "text", "text": text}], "stop_reason": "end_turn", "stop_sequence": None,
               "usage": usage}
        if not stream:
            return web.json_response(msg)
        start = dict(msg, content=[], stop_reason=None, usage=dict(usage, output_tokens=1))
        ev = [("message_start", {"type": "message_start", "message": start}),
              ("content_block_start", {"type": "content_block_start", "index": 0,
                                       "content_block": {"type": "text", "text": ""}})]
        for p in _pieces(text):
            ev.append(("content_block_delta", {"type": "content_block_delta", "index": 0,
                                               "delta": {"type": "text_delta", "text": p}}))
        ev += [("content_block_stop", {"type": "content_block_stop", "index": 0}),
               ("message_delta", {"type": "message_delta", "delta": {"stop_reason": "end_turn"},
                                  "usage": {"output_tokens": u["output"]}}),
               ("message_stop", {"type": "message_stop"})]
        return await _sse(request, ev, float(r.get("chunk_delay_s", 0)))

    app = web.Application()
    for prefix in ("", "/v1"):
        app.router.add_post(prefix + "/chat/completions", chat)
        app.router.add_post(prefix + "/responses", responses)
        app.router.add_post(prefix + "/messages", messages)
    return app


async def _main(a) -> None:
    script = json.loads(open(a.script).read()) if a.script else {}
    runner = web.AppRunner(make_app(Fake(script, a.log)), access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", a.port)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]
    tmp = a.port_file + ".tmp"
    with open(tmp, "w") as f:
        f.write(str(port))
    os.replace(tmp, a.port_file)
    await asyncio.Event().wait()


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description="TEST DOUBLE: a scripted fake model server")
    ap.add_argument("--script", default=None)
    ap.add_argument("--log", required=True)
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--port-file", required=True)
    asyncio.run(_main(ap.parse_args()))
