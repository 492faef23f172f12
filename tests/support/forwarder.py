"""A small reverse proxy for the tests, run as a process of its own: what nginx does with
``proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`` and buffering off.

``python -m tests.support.forwarder LISTEN_PORT UPSTREAM_PORT SOURCE_ADDRESS`` listens on
127.0.0.1:LISTEN_PORT and sends each request to 127.0.0.1:UPSTREAM_PORT from SOURCE_ADDRESS (a
loopback address of its own, e.g. 127.0.0.2, so the API can tell it from a client connecting
directly), with the client's address appended to any ``X-Forwarded-For`` the client sent. One
request per connection each way (``Connection: close``, as nginx's default HTTP/1.0 upstream);
the answer is relayed as it comes, so event streams flow through.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import sys
from collections.abc import Iterator
from pathlib import Path

from tests.support import deployed

ROOT = Path(__file__).resolve().parents[2]

HOP_BY_HOP = {"connection", "keep-alive", "proxy-connection", "te", "upgrade"}


async def _relay(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    while chunk := await reader.read(65536):
        writer.write(chunk)
        await writer.drain()


async def _serve(client_in: asyncio.StreamReader, client_out: asyncio.StreamWriter,
                 upstream_port: int, source: str) -> None:
    peer = client_out.get_extra_info("peername")[0]
    try:
        head = await client_in.readuntil(b"\r\n\r\n")
        request_line, *lines = head[:-4].decode("latin-1").split("\r\n")
        headers = [(name.strip(), value.strip())
                   for name, value in (line.split(":", 1) for line in lines)]
        forwarded = [v for n, v in headers if n.lower() == "x-forwarded-for"]
        kept = [(n, v) for n, v in headers
                if n.lower() not in HOP_BY_HOP and n.lower() != "x-forwarded-for"]
        length = int(next((v for n, v in kept if n.lower() == "content-length"), "0"))
        body = await client_in.readexactly(length)
        kept += [("X-Forwarded-For", ", ".join([*forwarded, peer])), ("Connection", "close")]
        up_in, up_out = await asyncio.open_connection("127.0.0.1", upstream_port,
                                                      local_addr=(source, 0))
        sent = request_line + "\r\n" + "".join(f"{n}: {v}\r\n" for n, v in kept) + "\r\n"
        up_out.write(sent.encode("latin-1") + body)
        await up_out.drain()
        try:
            await _relay(up_in, client_out)
        finally:
            up_out.close()
    except (asyncio.IncompleteReadError, ConnectionError):
        pass
    finally:
        client_out.close()


async def main(listen_port: int, upstream_port: int, source: str) -> None:
    server = await asyncio.start_server(
        lambda r, w: _serve(r, w, upstream_port, source), "127.0.0.1", listen_port)
    async with server:
        await server.serve_forever()


@contextlib.contextmanager
def forwarding(upstream_port: int, source: str) -> Iterator[int]:
    """The forwarder in a process of its own, in front of ``upstream_port``, connecting from
    ``source``; yields the port it listens on once it accepts connections."""
    port = deployed.free_port()

    def up() -> bool:
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 1):
            return True
        return False

    command = [sys.executable, "-m", "tests.support.forwarder", str(port), str(upstream_port),
               source]
    with deployed.running(command, up, "the forwarder", cwd=ROOT):
        yield port


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]))
