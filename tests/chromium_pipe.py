"""Headless Chromium driven through the DevTools protocol over a pipe, with
the standard library only.

``chromium --remote-debugging-pipe`` reads the protocol's JSON messages on
its file descriptor 3 and writes its answers on 4, each message ended by a
NUL byte: no websocket, no port. :class:`Browser` opens one page and calls
methods on it; ``Browser.find()`` is None when Debian's ``chromium`` is not
installed.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import time


class BrowserError(RuntimeError):
    pass


class Browser:
    """One headless Chromium with one page; use it in a ``with``."""

    def __init__(self, program: str, profile: str) -> None:
        to_browser_read, self._write = os.pipe()
        self._read, from_browser_write = os.pipe()

        def wire() -> None:  # in the child: the pipes become its descriptors 3 and 4
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        self.process = subprocess.Popen(
            [program, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
             "--disable-extensions", "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--remote-debugging-pipe", f"--user-data-dir={profile}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            # The descriptors are wired after the fork; close_fds would close
            # 3 and 4 again (the others are closed at exec, as Python opens them).
            preexec_fn=wire, close_fds=False,
        )
        os.close(to_browser_read)
        os.close(from_browser_write)
        self._buffer = b""
        self._next = 0
        self.events: list[dict] = []
        self.session: str | None = None

    @staticmethod
    def find() -> str | None:
        return shutil.which("chromium") or shutil.which("chromium-browser")

    def __enter__(self) -> "Browser":
        target = self.call("Target.createTarget", {"url": "about:blank"}, page=False)["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True}, page=False)["sessionId"]
        self.call("Page.enable")
        self.call("Runtime.enable")
        return self

    def __exit__(self, *_exc) -> None:
        try:
            self.call("Browser.close", page=False, timeout=5)
        except (BrowserError, OSError):
            pass
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(10)
        os.close(self._write)
        os.close(self._read)

    # ---- the protocol ----------------------------------------------------------------

    def call(self, method: str, params: dict | None = None, page: bool = True, timeout: float = 30) -> dict:
        """The result of ``method``, on the page unless ``page`` is False."""
        self._next += 1
        message = {"id": self._next, "method": method, "params": params or {}}
        if page:
            message["sessionId"] = self.session
        os.write(self._write, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            answer = self._receive(deadline)
            if answer.get("id") == self._next:
                if "error" in answer:
                    raise BrowserError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            self.events.append(answer)

    def wait_event(self, name: str, timeout: float = 30) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            for event in self.events:
                if event.get("method") == name:
                    self.events.remove(event)
                    return event
            self.events.append(self._receive(deadline))

    def _receive(self, deadline: float) -> dict:
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            ready, _, _ = select.select([self._read], [], [], max(0.0, left))
            if not ready:
                raise BrowserError("Chromium did not answer in time")
            chunk = os.read(self._read, 1 << 20)
            if not chunk:
                raise BrowserError("Chromium closed its pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    # ---- on the page -----------------------------------------------------------------

    def open(self, url: str) -> None:
        self.events = [e for e in self.events if e.get("method") != "Page.loadEventFired"]
        self.call("Page.navigate", {"url": url})
        self.wait_event("Page.loadEventFired")

    def evaluate(self, expression: str):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise BrowserError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def set_files(self, selector: str, paths: list[str]) -> None:
        """Choose ``paths`` in the file input at ``selector``, as a person
        picking a photo does (its change event fires)."""
        root = self.call("DOM.getDocument")["root"]["nodeId"]
        node = self.call("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        if not node:
            raise BrowserError(f"nothing on the page matches {selector}")
        self.call("DOM.setFileInputFiles", {"nodeId": node, "files": paths})

    def wait_for(self, expression: str, timeout: float = 30):
        """The value of ``expression`` once it is truthy."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise BrowserError(f"{expression} stayed {value!r}")
            time.sleep(0.05)

    def screenshot(self, path: str) -> None:
        import base64

        data = self.call("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as out:
            out.write(base64.b64decode(data))
