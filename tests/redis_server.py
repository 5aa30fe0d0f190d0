"""A throwaway redis-server on 127.0.0.1 for the fleet tests and benchmark (no disk, free port).

A missing redis-server binary is an error, never a reason to skip: install it
(``apt-get install -y redis-server`` on Debian).
"""

from __future__ import annotations

import shutil
import signal
import socket
import subprocess
import time

BINARY = "redis-server"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class RedisServer:
    def __init__(self, *options: str) -> None:
        """``options``: more redis-server command-line options."""
        binary = shutil.which(BINARY) or shutil.which(BINARY, path="/usr/bin:/usr/sbin")
        if binary is None:
            raise RuntimeError("redis-server not found: apt-get install -y redis-server")
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process = subprocess.Popen(
            [binary, "--save", "", "--appendonly", "no", "--port", str(self.port),
             "--bind", "127.0.0.1", *options],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self._wait_ready()

    def _wait_ready(self, seconds: float = 10.0) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"redis-server exited with {self.process.returncode}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as sock:
                    sock.sendall(b"PING\r\n")
                    if sock.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                pass
            time.sleep(0.05)
        self.stop()
        raise RuntimeError("redis-server did not answer PING in time")

    def pause(self) -> None:
        """SIGSTOP: the port stays open, nothing answers (a hung or overloaded Redis)."""
        self.process.send_signal(signal.SIGSTOP)

    def resume(self) -> None:
        self.process.send_signal(signal.SIGCONT)

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGCONT)
            self.process.kill()
            self.process.wait(timeout=10)

    stop = kill
