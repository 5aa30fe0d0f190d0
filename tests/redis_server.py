"""A throwaway redis-server on 127.0.0.1 for the fleet tests and benchmark (no disk, free port),
and ``ReservationLog``: the fleet's Crawl-delay reservations, read from that server's MONITOR.

A missing redis-server binary is an error, never a reason to skip: install it
(``apt-get install -y redis-server`` on Debian).
"""

from __future__ import annotations

import shutil
import signal
import socket
import subprocess
import threading
import time
from dataclasses import dataclass
from typing import Any

from redis import Redis

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


@dataclass(frozen=True)
class Reservation:
    """One time the fleet's pacing script set for an origin (Redis clock, ms): the turn it
    stands for, and the step after which the next one may come."""

    client: str  # the worker's connection that called the script
    step: int  # what it asked for: the next turn at the origin comes this much later
    at: int  # the turn: set next allowed time less the step


class ReservationLog:
    """Every turn the fleet's pacing script set, read from Redis's MONITOR stream: each EVALSHA
    of a script on an origin's ``next`` key (who called it, the step, its first argument) and
    the SET the script ran in it (the turn plus the step); a call that only said "wait" sets
    nothing. These are the fleet's pacing decisions, which a slow or loaded machine does not
    change; Redis runs one script call at a time, so they are in the order Redis made them."""

    def __init__(self, server: RedisServer, prefix: str = "rfc9309") -> None:
        self.next = f"{prefix}:next:"
        self.commands: list[dict[str, Any]] = []
        # No read timeout: the stream is quiet while the workers start.
        self._redis = Redis.from_url(server.url, socket_timeout=None)
        self._on = threading.Event()
        self._error: BaseException | None = None
        self._stop = f"{prefix}:test:stop-monitor"
        self._thread = threading.Thread(target=self._watch, daemon=True)
        self._thread.start()
        assert self._on.wait(10), "MONITOR did not start"

    def _watch(self) -> None:
        try:
            with self._redis.monitor() as monitor:
                self._on.set()
                for command in monitor.listen():
                    if command["command"] == f"GET {self._stop}":
                        return
                    self.commands.append(command)
        except BaseException as exc:  # the log would be cut short: stop() fails the test
            self._error = exc

    def stop(self) -> None:
        self._redis.get(self._stop)
        self._thread.join(10)
        assert not self._thread.is_alive(), "MONITOR did not stop"
        assert self._error is None, f"MONITOR failed: {self._error!r}"

    def of(self, origin: str) -> list[Reservation]:
        """The turns set for ``origin``, in Redis's order."""
        key = self.next + origin
        made, asked = [], None
        for command in self.commands:
            words = command["command"].split(" ")
            if command["client_type"] != "lua" and words[0] == "EVALSHA" and words[3] == key:
                asked = (f"{command['client_address']}:{command['client_port']}", int(words[4]))
            elif command["client_type"] == "lua" and words[:2] == ["SET", key]:
                assert asked is not None
                client, step = asked
                made.append(Reservation(client, step, int(words[2]) - step))
        return made
