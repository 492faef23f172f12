"""A small keep-alive HTTP/1.1 client on asyncio streams, light enough to drive load.

The load driver runs in its own process beside the server on the same 2 cores, so it must cost
little CPU per request: no third-party client, one persistent connection per game in flight.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any


class Connection:
    def __init__(self, host: str, port: int) -> None:
        self.host = host
        self.port = port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def open(self) -> None:
        self.reader, self.writer = await asyncio.open_connection(self.host, self.port)

    async def close(self) -> None:
        if self.writer is not None:
            self.writer.close()

    async def request(
        self,
        method: str,
        path: str,
        body: Any = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[int, dict[str, str], Any]:
        if self.writer is None:
            await self.open()
        assert self.reader is not None and self.writer is not None
        payload = b"" if body is None else json.dumps(body, separators=(",", ":")).encode()
        lines = [f"{method} {path} HTTP/1.1", f"Host: {self.host}:{self.port}"]
        for k, v in (headers or {}).items():
            lines.append(f"{k}: {v}")
        if body is not None:
            lines.append("Content-Type: application/json")
        lines.append(f"Content-Length: {len(payload)}")
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + payload)
        status_line = await self.reader.readline()
        if not status_line:
            # the server closed a kept-alive connection: reconnect once and resend
            self.writer = None
            return await self.request(method, path, body, headers)
        status = int(status_line.split()[1])
        resp_headers: dict[str, str] = {}
        while True:
            line = await self.reader.readline()
            if line in (b"\r\n", b"\n", b""):
                break
            k, _, v = line.decode("latin-1").partition(":")
            resp_headers[k.strip().lower()] = v.strip()
        if resp_headers.get("transfer-encoding") == "chunked":
            data = bytearray()
            while True:
                size = int((await self.reader.readline()).strip(), 16)
                if size == 0:
                    await self.reader.readline()
                    break
                data += await self.reader.readexactly(size)
                await self.reader.readline()
            raw = bytes(data)
        else:
            raw = await self.reader.readexactly(int(resp_headers.get("content-length", "0")))
        if resp_headers.get("connection", "").lower() == "close":
            self.writer.close()
            self.writer = None
        parsed = json.loads(raw) if raw and raw[:1] in (b"{", b"[") else raw
        return status, resp_headers, parsed
