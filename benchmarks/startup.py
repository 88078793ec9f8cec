"""Startup time of the packaged app: from launch to its first shown window, watched from outside the app.

Starts a private Xvfb server, launches ``dist/hearts-qt/hearts-qt`` on it (Qt's xcb platform, as on a desktop)
and polls the X server (libX11 through ctypes, every 2 ms) until a top-level window owned by the app's process
(``_NET_WM_PID``) is mapped; then ends the app. Prints every run and the median. Exits 1, with the reason, when
no window appears within the timeout (the packaging test uses that to check the real executable shows a window).

``--baseline`` first builds a bare PySide6 window packaged the way the game is (``benchmarks/bare_window/``, with
this interpreter's PyInstaller, into ``build/startup-baseline/``), then launches the two in turn, so that both meet
the same load on the machine, and prints each one's median and the ratio of the game's to the bare window's.

Usage: python benchmarks/startup.py [--exe dist/hearts-qt/hearts-qt] [--runs 7] [--timeout 20] [--baseline]
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_EXE = ROOT / "dist" / "hearts-qt" / "hearts-qt"
BARE_SPEC = ROOT / "benchmarks" / "bare_window" / "bare_window.spec"
BARE_BUILD = ROOT / "build" / "startup-baseline"
#: The issue's bound: the game's first window within 1.5 times the bare window's time.
TARGET_RATIO = 1.5
IS_VIEWABLE = 2
POLL_SECONDS = 0.002


class XWindowAttributes(ctypes.Structure):
    _fields_ = [  # the layout of Xlib's XWindowAttributes
        ("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int), ("height", ctypes.c_int),
        ("border_width", ctypes.c_int), ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
        ("root", ctypes.c_ulong), ("class_", ctypes.c_int), ("bit_gravity", ctypes.c_int),
        ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong),
        ("backing_pixel", ctypes.c_ulong), ("save_under", ctypes.c_int), ("colormap", ctypes.c_ulong),
        ("map_installed", ctypes.c_int), ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
        ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
        ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p),
    ]


@dataclass(frozen=True)
class Window:
    title: str
    width: int
    height: int


# A window can vanish between listing and asking about it; Xlib's default handler would exit this process.
_ERROR_HANDLER_TYPE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
_ignore_x_errors = _ERROR_HANDLER_TYPE(lambda _display, _event: 0)


class XServer:
    """The few Xlib calls needed to find a process's mapped top-level window."""

    def __init__(self, display_name: str) -> None:
        name = ctypes.util.find_library("X11")
        if name is None:
            raise RuntimeError("libX11 is not installed (apt-get install libx11-6)")
        x = ctypes.CDLL(name)
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                                 ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                                 ctypes.POINTER(ctypes.c_uint)]
        x.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(XWindowAttributes)]
        x.XInternAtom.restype = ctypes.c_ulong
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x.XGetWindowProperty.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long, ctypes.c_int,
            ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_int),
            ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
        x.XFree.argtypes = [ctypes.c_void_p]
        x.XCloseDisplay.argtypes = [ctypes.c_void_p]
        x.XSetErrorHandler(_ignore_x_errors)
        self._x = x
        self._display = x.XOpenDisplay(display_name.encode())
        if not self._display:
            raise RuntimeError(f"cannot open X display {display_name}")
        self._root = x.XDefaultRootWindow(self._display)
        self._pid_atom = x.XInternAtom(self._display, b"_NET_WM_PID", 0)
        self._name_atom = x.XInternAtom(self._display, b"_NET_WM_NAME", 0)

    def close(self) -> None:
        self._x.XCloseDisplay(self._display)

    def _top_level_windows(self) -> list[int]:
        root, parent, count = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_uint()
        children = ctypes.POINTER(ctypes.c_ulong)()
        if not self._x.XQueryTree(self._display, self._root, ctypes.byref(root), ctypes.byref(parent),
                                  ctypes.byref(children), ctypes.byref(count)):
            return []
        windows = [children[i] for i in range(count.value)]
        if children:
            self._x.XFree(children)
        return windows

    def _property(self, window: int, atom: int) -> tuple[int, bytes]:
        """A window property's format (8, 16 or 32; 0 when absent) and raw data (format 32 items are C longs)."""
        kind, fmt, items, after = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_ulong(), ctypes.c_ulong()
        data = ctypes.c_void_p()
        status = self._x.XGetWindowProperty(self._display, window, atom, 0, 1024, 0, 0, ctypes.byref(kind),
                                            ctypes.byref(fmt), ctypes.byref(items), ctypes.byref(after),
                                            ctypes.byref(data))
        if status != 0 or not data.value:
            return 0, b""
        item_size = {8: 1, 16: ctypes.sizeof(ctypes.c_short), 32: ctypes.sizeof(ctypes.c_long)}.get(fmt.value, 0)
        raw = ctypes.string_at(data.value, items.value * item_size)
        self._x.XFree(data)
        return fmt.value, raw

    def _pid(self, window: int) -> int | None:
        fmt, raw = self._property(window, self._pid_atom)
        return ctypes.c_long.from_buffer_copy(raw[: ctypes.sizeof(ctypes.c_long)]).value if fmt == 32 and raw else None

    def _title(self, window: int) -> str:
        fmt, raw = self._property(window, self._name_atom)
        return raw.decode("utf-8", "replace") if fmt == 8 else ""

    def shown_window(self, pid: int) -> Window | None:
        """A mapped top-level window of process ``pid``, or ``None`` while there is none."""
        for window in self._top_level_windows():
            attrs = XWindowAttributes()
            if not self._x.XGetWindowAttributes(self._display, window, ctypes.byref(attrs)):
                continue
            if attrs.map_state == IS_VIEWABLE and self._pid(window) == pid:
                return Window(self._title(window), attrs.width, attrs.height)
        return None


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    """A private Xvfb server on a free display; returns it and the display name (``":N"``)."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        server.kill()
        raise RuntimeError("Xvfb did not start (apt-get install xvfb)")
    return server, f":{number}"


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a running process has used so far (all its threads), from /proc."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@dataclass(frozen=True)
class Launch:
    seconds: float
    cpu_seconds: float
    window: Window


def time_to_window(exe: Path, x: XServer, display: str, timeout: float) -> Launch:
    """Wall and CPU seconds from launching ``exe`` to its first mapped window; RuntimeError if none appears."""
    env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}
    env.pop("WAYLAND_DISPLAY", None)
    with tempfile.TemporaryDirectory() as home, tempfile.TemporaryFile() as log:
        # A fresh HOME and XDG_CONFIG_HOME: the user's settings are neither read nor changed.
        env.update(HOME=home, XDG_CONFIG_HOME=home)
        started = time.perf_counter()
        app = subprocess.Popen([str(exe)], env=env, stdout=log, stderr=log)
        try:
            while True:
                window = x.shown_window(app.pid)
                elapsed = time.perf_counter() - started
                if window is not None:
                    return Launch(elapsed, cpu_seconds(app.pid), window)
                if app.poll() is not None or elapsed > timeout:
                    log.seek(0)
                    said = log.read().decode("utf-8", "replace").strip()
                    why = f"exited with {app.returncode}" if app.returncode is not None else f"none in {timeout} s"
                    raise RuntimeError(f"no window from {exe} ({why}){': ' + said if said else ''}")
                time.sleep(POLL_SECONDS)
        finally:
            if app.poll() is None:
                app.send_signal(signal.SIGTERM)
                try:
                    app.wait(5)
                except subprocess.TimeoutExpired:
                    app.kill()
                    app.wait()


def build_bare_window() -> Path:
    """Freeze the bare window with this interpreter's PyInstaller (its work folder makes a rebuild quick)."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(BARE_BUILD / "dist"), "--workpath", str(BARE_BUILD / "work"), str(BARE_SPEC)]
    subprocess.run(command, check=True, cwd=ROOT)
    return BARE_BUILD / "dist" / "bare-window" / "bare-window"


def summary(name: str, launches: list[Launch]) -> float:
    """Print the median (and spread) of ``launches``; returns the median wall time."""
    times = [launch.seconds for launch in launches]
    cpu = statistics.median(launch.cpu_seconds for launch in launches)
    median = statistics.median(times)
    print(f"{name} to first window: median {median * 1000:.0f} ms over {len(times)} runs "
          f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}); CPU used by then: median {cpu * 1000:.0f} ms")
    return median


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exe", type=Path, default=DEFAULT_EXE, help="the packaged executable")
    parser.add_argument("--runs", type=int, default=7, help="launches to time (default 7)")
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds to wait for a window")
    parser.add_argument("--baseline", action="store_true",
                        help="also build and time a bare PySide6 window packaged the same way, and print the ratio")
    args = parser.parse_args(argv)
    if not args.exe.is_file():
        print(f"{args.exe} does not exist: build it with `python -m hearts_qt.build`", file=sys.stderr)
        return 1
    programs = {"startup": args.exe}
    if args.baseline:
        try:
            programs["bare window"] = build_bare_window()
        except (subprocess.CalledProcessError, OSError) as error:
            print(f"the bare window could not be built: {error}", file=sys.stderr)
            return 1
    server, display = start_xvfb()
    x = XServer(display)
    launches: dict[str, list[Launch]] = {name: [] for name in programs}
    try:
        for run in range(1, args.runs + 1):
            for name, exe in programs.items():
                launch = time_to_window(exe, x, display, args.timeout)
                launches[name].append(launch)
                window = launch.window
                label = "run" if name == "startup" else f"{name} run"
                print(f"{label} {run}: {launch.seconds * 1000:.0f} ms to window {window.title!r} ({window.width}x"
                      f"{window.height}), {launch.cpu_seconds * 1000:.0f} ms CPU")
    except RuntimeError as error:
        print(f"startup benchmark failed: {error}", file=sys.stderr)
        return 1
    finally:
        x.close()
        server.terminate()
        server.wait()
    medians = {name: summary(name, runs) for name, runs in launches.items()}
    if args.baseline:
        ratio = medians["startup"] / medians["bare window"]
        verdict = "within" if ratio <= TARGET_RATIO else "over"
        print(f"ratio: the game's first window takes {ratio:.2f} times the bare window's ({verdict} the target "
              f"of {TARGET_RATIO})")
    load, cores = os.getloadavg()[0], os.cpu_count() or 1
    if load > cores / 2:
        print(f"note: load average {load:.1f} on {cores} cores: other work slowed these runs down")
    return 0


if __name__ == "__main__":
    sys.exit(main())
