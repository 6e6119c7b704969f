"""The installed program: --self-test, the system-library check, the menu
entry and icons, and (marked slow) the PyInstaller bundle itself, built with
the same script as `make bundle`, run, and weighed."""

from __future__ import annotations

import configparser
import io
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from gocount_gui import selftest, syslibs
from gocount_gui.i18n import LANGUAGES as LANGUAGE_NAMES
from gocount_gui.scoring import TITLES
from subprocess_env import quiet_env
from xvfb import needs_xvfb, xvfb_display

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
KGS_GAME = Path(__file__).parent / "data" / "kgs-2019-04-13-68-aga.sgf"

#: Debian's Noto Sans CJK, which the bundle's CJK font subsets are cut from.
CJK_SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")

#: The one-folder bundle measured 341.6 MB on Debian 12 with PySide6-Essentials
#: 6.11.3, numpy 2.4.6, opencv-python-headless 4.14.0.94 and PyInstaller
#: 6.22.3; without the photo reader it is 146.6 MB. numpy adds 38.7 MB (its
#: core extension 10 MB, the OpenBLAS and libgfortran of numpy.libs/ 28.5 MB,
#: kept unstripped: strip breaks them) and OpenCV 154.8 MB (cv2's extension
#: 70.5 MB and opencv_python_headless.libs/ 84.3 MB: its own OpenBLAS, FFmpeg,
#: libaom, dav1d, libvpx, libavif..., all linked by cv2, none removable).
#: Left out: numpy.random, fft, polynomial, f2py, distutils, testing, typing
#: and its tests; cv2's haar cascades (cv2/data, 9.4 MB) PyInstaller's hook
#: already leaves out. The budget leaves room for a small update, not for a
#: stray Qt module or plugin folder (the smallest would add 5-30 MB).
SIZE_BUDGET_MB = 350


# ---- self-test ----------------------------------------------------------------------


def test_self_test_reports_versions_every_preset_and_passes(tmp_path):
    done = subprocess.run([sys.executable, "-m", "gocount_gui", "--self-test"], env=quiet_env(tmp_path),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert re.search(r"Python 3\.\d+\.\d+", out) and re.search(r"Qt 6\.\d+\.\d+", out) and "sgfmill 1.1.1" in out
    for title in TITLES.values():
        assert re.search(rf"^\s+{re.escape(title)}\s+(B\+|W\+|Jigo)", out, re.M), title
    assert "ok   identities:" in out and "none fails" in out
    assert out.rstrip().endswith("self-test passed")
    assert "FAIL" not in out


def _copy_resources(tmp_path: Path) -> Path:
    folder = tmp_path / "resources"
    shutil.copytree(ROOT / "resources", folder, ignore=shutil.ignore_patterns("*.png"))
    shutil.copytree(ICONS, folder / "icons", dirs_exist_ok=True)
    return folder


def _run_self_test(monkeypatch, folder: Path) -> tuple[int, str]:
    monkeypatch.setattr(selftest, "resource_dir", lambda: folder)
    monkeypatch.setattr(selftest, "resource_path", lambda name: folder / name)
    out = io.StringIO()
    return selftest.run(out), out.getvalue()


def test_self_test_passes_on_a_whole_copy_of_the_resources(qapp, monkeypatch, tmp_path):
    status, out = _run_self_test(monkeypatch, _copy_resources(tmp_path))
    assert status == 0, out


def test_self_test_fails_when_the_example_no_longer_counts_to_its_result(qapp, monkeypatch, tmp_path):
    folder = _copy_resources(tmp_path)
    example = folder / "example.sgf"
    example.write_bytes(example.read_bytes().replace(b"RE[B+1.50]", b"RE[W+3.5]"))
    status, out = _run_self_test(monkeypatch, folder)
    assert status == 1
    assert "FAIL example game: the record says W+3.5, but Chinese counts B+1.5" in out
    assert out.rstrip().endswith("self-test FAILED: 1 check(s) did not pass")


def test_self_test_names_the_missing_files_and_skips_what_needs_them(qapp, monkeypatch, tmp_path):
    folder = _copy_resources(tmp_path)
    (folder / "example.sgf").unlink()
    (folder / "icons" / "gocount-48.png").unlink()
    status, out = _run_self_test(monkeypatch, folder)
    assert status == 1
    assert re.search(r"FAIL bundled files: missing from .*: example\.sgf, icons/gocount-48\.png", out)
    assert "FAIL example game:" in out
    assert "skip identities: the example game was not counted" in out


# ---- system libraries ------------------------------------------------------------------


def test_the_missing_library_message_names_the_packages_and_the_readme_line(tmp_path):
    assert syslibs.problem(lambda name: True, fonts_conf=Path(__file__)) is None
    message = syslibs.problem(lambda name: name != "libGL.so.1", fonts_conf=tmp_path / "absent.conf")
    assert message.splitlines() == [
        f"gocount cannot start: libGL.so.1 (Debian package libgl1), {tmp_path / 'absent.conf'} (Debian package fontconfig) are missing.",
        "Install what Qt needs from the system, as root, with:",
        "    apt-get install libgl1 libegl1 fontconfig",
    ]
    assert "sudo" not in message
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert syslibs.INSTALL_LINE in readme


def test_without_a_display_the_window_says_so_instead_of_aborting(tmp_path):
    env = quiet_env(tmp_path)
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    done = subprocess.run([sys.executable, "-m", "gocount_gui"], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "no display was found" in done.stderr and "gocount --self-test" in done.stderr
    assert "Traceback" not in done.stderr


def _hide_libgl_prefix() -> list[str] | None:
    """A command prefix that runs its command with libGL.so.1 unloadable (a
    private mount namespace with /dev/null over the library), or None where
    that cannot be done (not root, no unshare, libGL not installed)."""
    library = shutil.which("ldconfig") and next(
        (Path(line.split(" => ")[1]) for line in subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout.splitlines()
         if line.strip().startswith("libGL.so.1 ") and " => " in line), None)
    if not library or os.geteuid() != 0 or shutil.which("unshare") is None:
        return None
    real = library.resolve()
    probe = subprocess.run(["unshare", "-m", "sh", "-c", f"mount --bind /dev/null {real} && true"], capture_output=True)
    if probe.returncode != 0:
        return None
    return ["unshare", "-m", "sh", "-c", f'mount --bind /dev/null {real} && exec "$@"', "sh"]


def test_without_libgl_gocount_prints_the_install_line(tmp_path):
    prefix = _hide_libgl_prefix()
    if prefix is None:
        pytest.skip("hiding libGL.so.1 needs root, unshare and a mount namespace")
    done = subprocess.run(prefix + [sys.executable, "-m", "gocount_gui", "--self-test"], env=quiet_env(tmp_path),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "libGL.so.1 (Debian package libgl1)" in done.stderr
    assert done.stderr.rstrip().endswith(syslibs.INSTALL_LINE)
    assert "Traceback" not in done.stderr


# ---- menu entry, icons, spec -----------------------------------------------------------


def _desktop_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_desktop_entry_opens_sgf_files_with_gocount_and_its_icon():
    entry = _desktop_entry(PACKAGING / "linux" / "gocount.desktop")
    assert entry["Type"] == "Application" and entry["Icon"] == "gocount"
    assert entry["Exec"].split()[0] == "gocount" and entry["Exec"].split()[-1] in ("%f", "%F")
    assert "application/x-go-sgf" in entry["MimeType"].split(";")
    mime = (PACKAGING / "linux" / "gocount-sgf.xml").read_text(encoding="utf-8")
    assert 'type="application/x-go-sgf"' in mime and 'pattern="*.sgf"' in mime
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(["desktop-file-validate", str(PACKAGING / "linux" / "gocount.desktop")], capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr


def test_every_icon_size_is_there_and_drawn(qapp):
    sizes = sorted(int(p.stem.split("-")[1]) for p in ICONS.glob("gocount-*.png"))
    assert sizes == [16, 24, 32, 48, 64, 128, 256, 512]
    for size in sizes:
        image = QImage(str(ICONS / f"gocount-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        middle = image.pixelColor(size // 2, size // 2)
        assert middle.alpha() == 255  # drawn, not an empty transparent square


def test_the_window_carries_the_icon(qapp):
    from gocount_gui.ui.window import app_icon, application

    application()
    icon = app_icon()
    assert {s.width() for s in icon.availableSizes()} >= {16, 32, 48, 256}
    assert not qapp.windowIcon().isNull()
    assert qapp.desktopFileName() == "gocount"


def test_install_puts_gocount_in_the_menu_with_icons_and_the_sgf_type(tmp_path):
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    (bundle / "gocount").write_text("#!/bin/sh\necho gocount-from-the-bundle \"$@\"\n")
    (bundle / "gocount").chmod(0o755)
    prefix = tmp_path / "prefix"
    env = quiet_env(tmp_path)
    done = subprocess.run(["bash", str(PACKAGING / "linux" / "install.sh"), str(bundle), "--prefix", str(prefix)],
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    ran = subprocess.run([str(prefix / "bin" / "gocount"), "game.sgf"], capture_output=True, text=True)
    assert ran.stdout.strip() == "gocount-from-the-bundle game.sgf"
    entry = _desktop_entry(prefix / "share/applications/gocount.desktop")
    assert entry["Exec"] == f'"{prefix}/bin/gocount" %f' and entry["TryExec"] == f"{prefix}/bin/gocount"
    for size in (16, 48, 256):
        assert (prefix / f"share/icons/hicolor/{size}x{size}/apps/gocount.png").read_bytes() == (ICONS / f"gocount-{size}.png").read_bytes()
    assert (prefix / "share/icons/hicolor/scalable/apps/gocount.svg").is_file()
    assert (prefix / "share/mime/packages/gocount-sgf.xml").is_file()
    if shutil.which("update-mime-database"):
        assert "application/x-go-sgf:*.sgf" in (prefix / "share/mime/globs2").read_text()

    done = subprocess.run(["bash", str(PACKAGING / "linux" / "install.sh"), "--uninstall", "--prefix", str(prefix)],
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    # Only the MIME database's own caches stay, rebuilt without the SGF type.
    left = [p for p in prefix.rglob("*") if p.is_file() and "share/mime/" not in p.as_posix()]
    assert left == [] and not (prefix / "share/mime/packages/gocount-sgf.xml").exists()


def test_the_spec_builds_from_its_own_folder_on_any_system():
    spec = (PACKAGING / "gocount.spec").read_text(encoding="utf-8")
    for linux_only in ("/usr/", "/lib/", "site-packages", "x86_64", "/work/", "/home/"):
        assert linux_only not in spec, linux_only
    assert "SPECPATH" in spec


# ---- the bundle itself -------------------------------------------------------------------


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    """dist/gocount built by packaging/build.sh (what `make bundle` runs),
    into a temporary folder removed after the module's tests."""
    if not sys.platform.startswith("linux"):
        pytest.skip("CI builds the Linux bundle only")
    work = tmp_path_factory.mktemp("bundle")
    # PyInstaller's cache (115 MB) goes with the rest, not into ~/.cache.
    env = dict(os.environ, GOCOUNT_DIST=str(work / "dist"), GOCOUNT_BUILD=str(work / "build"), PYINSTALLER_CONFIG_DIR=str(work / "pyinstaller"))
    try:
        done = subprocess.run(["bash", str(PACKAGING / "build.sh")], env=env, capture_output=True, text=True, timeout=900)
        assert done.returncode == 0, done.stderr[-4000:]
        assert "--self-test passed" in done.stderr
        assert "installing:" not in done.stderr  # scripts/test.sh installed what the build needs before any test
        yield work / "dist" / "gocount"
    finally:
        shutil.rmtree(work, ignore_errors=True)  # 340 MB: not left in the temporary folder


def _size_mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


@pytest.mark.slow
def test_the_bundle_passes_its_self_test_and_fits_the_budget(bundle, tmp_path):
    done = subprocess.run([str(bundle / "gocount"), "--self-test"], env=quiet_env(tmp_path),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"(bundle {bundle})" in done.stdout
    assert "self-test passed" in done.stdout
    assert _size_mb(bundle) < SIZE_BUDGET_MB


@pytest.mark.slow
def test_the_bundle_holds_what_the_window_needs_and_not_the_rest(bundle):
    plugins = next(bundle.rglob("PySide6/Qt/plugins"))
    present = {p.relative_to(plugins).as_posix() for p in plugins.rglob("*.so")}
    for needed in ("platforms/libqxcb.so", "platforms/libqoffscreen.so", "imageformats/libqsvg.so",
                   "iconengines/libqsvgicon.so", "printsupport/libcupsprintersupport.so"):
        assert needed in present
    for unused in ("sqldrivers", "tls", "qmltooling", "platformthemes/libqgtk3.so", "platforms/libqvnc.so"):
        assert not any(name.startswith(unused) for name in present), unused
    # gocount's translations, and of Qt's only qtbase's for those languages (the standard dialogs)
    from gocount_gui.i18n import TRANSLATED

    qt_translations = {p.name for p in bundle.rglob("PySide6/Qt/translations/*.qm")}
    assert qt_translations == {f"qtbase_{code}.qm" for code in TRANSLATED}
    ours = {p.name for p in (bundle / "_internal" / "resources" / "translations").glob("*.qm")}
    assert ours == {f"gocount_{code}.qm" for code in TRANSLATED}
    internal = bundle / "_internal"
    # the CJK font subsets and their license, where the build machine had Noto Sans CJK to cut them from
    from gocount_gui.fonts import FACES

    if CJK_SOURCE.is_file():
        carried = {p.name for p in (internal / "resources" / "fonts").iterdir()}
        assert carried == {f"gocount-cjk-{code}.otf" for code in FACES} | {"LICENSE.txt"}
    assert (internal / "resources" / "example.sgf").is_file()
    assert not (internal / "resources" / "screenshot.png").exists()  # README pictures stay out
    bindings = {p.name.split(".")[0] for p in (internal / "PySide6").glob("*.abi3.so")}
    assert bindings == {"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtPrintSupport"}
    assert not list(internal.rglob("pytest*")) and not list(internal.rglob("hypothesis*"))
    # the photo reader's numpy and OpenCV, without what it never loads
    assert list((internal / "cv2").glob("cv2*.so")) and list((internal / "numpy" / "_core").glob("_multiarray_umath*.so"))
    assert not (internal / "numpy" / "random").exists() and not (internal / "numpy" / "f2py").exists()
    assert not list((internal / "cv2").rglob("*.xml"))  # no haar cascades


@pytest.mark.slow
def test_the_bundle_passes_its_self_test_in_each_language_with_the_fonts_it_carries(bundle, tmp_path):
    if not CJK_SOURCE.is_file():
        pytest.skip(f"the bundle carries no CJK font: {CJK_SOURCE} was missing when it was built")
    faces = {"ja": "JP", "ko": "KR", "zh_CN": "SC", "zh_TW": "TC", "de": None}
    for code, face in faces.items():  # the self-test passes in each language, CJK drawn from the bundle's fonts
        done = subprocess.run([str(bundle / "gocount"), "--self-test"], env=quiet_env(tmp_path, GOCOUNT_LANG=code),
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, code + "\n" + done.stdout + done.stderr
        line = next(line for line in done.stdout.splitlines() if f"{LANGUAGE_NAMES[code]} ({code})" in line)
        assert line.startswith("ok ") and (face is None or f"gocount CJK {face}" in line), line


@pytest.mark.slow
def test_the_bundled_window_opens_a_game_offscreen(bundle, tmp_path):
    shot = tmp_path / "bundle.png"
    done = subprocess.run([str(bundle / "gocount"), str(KGS_GAME), "--suggest-dead", "--screenshot", str(shot)],
                          env=quiet_env(tmp_path, QT_QPA_PLATFORM="offscreen"), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    # The first window fits the screen's available geometry: the offscreen
    # platform's screen is 800x800, so the window takes most of it.
    assert image.width() >= 700 and image.height() >= 700
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 50
    painted = subprocess.run([str(bundle / "gocount"), str(KGS_GAME), "--quit-after-paint"],
                             env=quiet_env(tmp_path, QT_QPA_PLATFORM="offscreen"), capture_output=True, text=True, timeout=120)
    assert painted.returncode == 0 and painted.stdout.strip() == "painted", painted.stderr


TRACE_PHASES = ["python", "qt", "modules", "built", "window", "shown", "paint", "painted"]


def _phases(stderr: str) -> list[tuple[str, float]]:
    return [(words[1], float(words[2])) for words in map(str.split, stderr.splitlines())
            if len(words) == 3 and words[0] == "start-trace"]


def test_start_up_is_traced_phase_by_phase_only_when_asked(tmp_path):
    """bench_start.py --trace splits a start with these marks; without
    GOCOUNT_TRACE_START the program says nothing of them."""
    command = [sys.executable, "-m", "gocount_gui", str(KGS_GAME), "--quit-after-paint"]
    traced = subprocess.run(command, env=quiet_env(tmp_path, QT_QPA_PLATFORM="offscreen", GOCOUNT_TRACE_START=repr(time.time())),
                            capture_output=True, text=True, timeout=120)
    assert traced.returncode == 0 and traced.stdout.strip() == "painted", traced.stderr
    phases = _phases(traced.stderr)
    assert [name for name, _ in phases] == TRACE_PHASES
    seconds = [at for _, at in phases]
    assert seconds == sorted(seconds) and 0 < seconds[0] and seconds[-1] < 120
    plain = subprocess.run(command, env=quiet_env(tmp_path, QT_QPA_PLATFORM="offscreen"), capture_output=True, text=True, timeout=120)
    assert plain.returncode == 0 and "start-trace" not in plain.stderr


#: Runs a start-up yardstick script as the bundle would, then says whether
#: any of gocount was imported.
_YARDSTICK = """
import runpy, sys
sys.argv = sys.argv[1:]
try:
    runpy.run_path(sys.argv[0], run_name="__main__")
except SystemExit as end:
    print("exit", end.code)
print("gocount imported:", "gocount_gui" in sys.modules)
"""


@pytest.mark.parametrize(("script", "game", "imports_gocount"), [("bare_window.py", [], False), ("board_window.py", [str(KGS_GAME)], True)])
def test_the_start_up_yardsticks_paint_with_gocounts_marks(tmp_path, script, game, imports_gocount):
    """bench_start.py times gocount against the bare window, which runs
    nothing of gocount's, and against gocount's board alone, which reads
    and counts the game on the way to its first paint; both say "painted"
    as gocount does and mark the same phases."""
    done = subprocess.run([sys.executable, "-c", _YARDSTICK, str(PACKAGING / script), *game, "--quit-after-paint"],
                          env=quiet_env(tmp_path, QT_QPA_PLATFORM="offscreen", GOCOUNT_TRACE_START=repr(time.time())),
                          capture_output=True, text=True, timeout=120)
    assert done.stdout.split("\n")[:3] == ["painted", "exit 0", f"gocount imported: {imports_gocount}"], done.stderr
    expected = TRACE_PHASES if game else [phase for phase in TRACE_PHASES if phase != "window"]
    assert [name for name, _ in _phases(done.stderr)] == expected


#: Run in a fresh interpreter: gocount up to its first paint, then what it
#: loaded. PySide6 makes a Qt class's Python class (and its enums) when it is
#: first touched, and it touches every subclass of a widget, style or model
#: whose exact class it must find out; those and gocount's unneeded modules
#: were a third of the start-up (bench_start.py --trace).
_FIRST_PAINT_PROBE = """
import sys
from gocount_gui.app import main
code = main([sys.argv[1], "--quit-after-paint"])
from PySide6 import QtWidgets
made = [name for name in ("QCalendarWidget", "QFileDialog", "QWizard", "QMdiArea", "QStyle") if name in vars(QtWidgets)]
loaded = [name for name in ("gocount_gui.scoring.dead", "gocount_gui.ui.sheet", "json", "PySide6.QtSvg", "PySide6.QtPrintSupport")
          if name in sys.modules]
print(repr({"code": code, "made": made, "loaded": loaded}))
"""


def test_the_first_paint_loads_nothing_the_window_does_not_show(tmp_path):
    """The dead-stone engine, the score sheet, printing, SVG and JSON wait
    for their first use, and no Python class is made for Qt widgets the
    window never holds."""
    import ast

    done = subprocess.run([sys.executable, "-c", _FIRST_PAINT_PROBE, str(KGS_GAME)],
                          env=quiet_env(tmp_path, QT_QPA_PLATFORM="offscreen"), capture_output=True, text=True, timeout=120)
    facts = ast.literal_eval(done.stdout.strip().splitlines()[-1])
    assert facts == {"code": 0, "made": [], "loaded": []}, done.stderr


@pytest.mark.slow
def test_the_bundle_traces_its_start(bundle, tmp_path):
    """The frozen program marks its phases too."""
    done = subprocess.run([str(bundle / "gocount"), str(KGS_GAME), "--quit-after-paint"],
                          env=quiet_env(tmp_path, QT_QPA_PLATFORM="offscreen", GOCOUNT_TRACE_START=repr(time.time())),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert [name for name, _ in _phases(done.stderr)] == TRACE_PHASES


@pytest.mark.slow
@needs_xvfb
def test_the_bundled_window_opens_on_a_real_x_display(bundle, tmp_path):
    """The xcb plugin and the xcb libraries the bundle carries, under Xvfb."""
    with xvfb_display() as display:
        done = subprocess.run([str(bundle / "gocount"), "--quit-after-paint"],
                              env=quiet_env(tmp_path, DISPLAY=display, QT_QPA_PLATFORM="xcb"),
                              capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "painted", done.stderr


@pytest.mark.slow
def test_the_bundle_without_libgl_prints_the_install_line(bundle, tmp_path):
    prefix = _hide_libgl_prefix()
    if prefix is None:
        pytest.skip("hiding libGL.so.1 needs root, unshare and a mount namespace")
    done = subprocess.run(prefix + [str(bundle / "gocount"), str(KGS_GAME)],
                          env=quiet_env(tmp_path, QT_QPA_PLATFORM="offscreen"), capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr.rstrip().endswith(syslibs.INSTALL_LINE)
    assert "Traceback" not in done.stderr and "Aborted" not in done.stderr


def test_the_test_command_names_every_missing_package_in_one_line_for_root(tmp_path):
    """scripts/test.sh checks all the suite needs before pytest starts: what
    is missing is gathered and, for a user who is not root, named in one
    apt-get line to run as root (a minimal Debian has no sudo)."""
    script = f"""
        source {ROOT / 'scripts' / 'bootstrap.sh'}
        _gocount_is_root() {{ return 1; }}
        _GOCOUNT_COLLECT=1
        _gocount_apt_install "Qt needs its libraries" libgl1 libegl1
        _gocount_apt_install "the bundle needs objdump" binutils
        _gocount_apt_install "the bundle needs libpython" libpython3.11
        _gocount_apt_flush
        echo never reached
    """
    done = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "never reached" not in done.stdout
    lines = [line.strip() for line in done.stderr.splitlines()]
    installs = [line for line in lines if "apt-get install" in line]
    assert len(installs) == 1 and installs[0].endswith("apt-get install -y --no-install-recommends libgl1 libegl1 binutils libpython3.11")
    assert "as root" in done.stderr and "sudo" not in done.stderr


def test_the_bundle_tools_name_noto_sans_cjk_for_the_tests_and_leave_it_to_a_users_build(tmp_path):
    """Without Noto Sans CJK, scripts/test.sh names fonts-noto-cjk in its
    one line of missing packages (root installs it there); build.sh run by
    a user who is not root goes on, and the subset script says in one line
    that the bundle goes without the font."""
    if shutil.which("apt-get") is None:
        pytest.skip("the bootstrap installs Debian packages only where apt-get is")
    check = f"""
        source {ROOT / 'scripts' / 'bootstrap.sh'}
        GOCOUNT_VENV={Path(sys.executable).parent.parent}
        GOCOUNT_CJK_SOURCE={tmp_path / 'absent.ttc'}
        _gocount_is_root() {{ return 1; }}
        $MODE
        _gocount_check_bundle_tools
        _gocount_apt_flush
        echo went on
    """
    done = subprocess.run(["bash", "-c", check.replace("$MODE", "_GOCOUNT_COLLECT=1")], capture_output=True, text=True, timeout=60,
                          env={k: v for k, v in os.environ.items() if k != "GOCOUNT_CJK_FONT"})
    assert done.returncode == 1 and "went on" not in done.stdout
    installs = [line.strip() for line in done.stderr.splitlines() if "apt-get install" in line]
    assert len(installs) == 1 and installs[0].endswith(" fonts-noto-cjk"), done.stderr
    done = subprocess.run(["bash", "-c", check.replace("$MODE", "")], capture_output=True, text=True, timeout=60,
                          env={k: v for k, v in os.environ.items() if k != "GOCOUNT_CJK_FONT"})
    assert done.returncode == 0 and done.stdout.strip() == "went on" and "fonts-noto-cjk" not in done.stderr, done.stderr


_FRESH_DEBIAN = """
    source {bootstrap}
    _gocount_is_root() {{ return 1; }}
    _gocount_venv_ok() {{ return 1; }}
    _gocount_dpkg_missing() {{ echo "{qt}"; }}
    _gocount_ldconfig_cache() {{ printf '%s\\n' {libs}; }}
    _gocount_make_venv() {{ echo "venv made"; exit 0; }}
    GOCOUNT_PYTHON={python}
    gocount_bootstrap {mode}
"""


def _fresh_debian(tmp_path, mode: str, qt: str, xcb_there: bool, venv_module: bool):
    """gocount_bootstrap as a user who is not root, on a Debian that lacks
    ``qt`` (dpkg's answer), the xcb libraries unless ``xcb_there``, and
    python3-venv unless ``venv_module``; stops where the venv would be made."""
    python = tmp_path / "python3"
    refuse = "" if venv_module else 'case "$*" in *ensurepip*) exit 1;; esac\n'
    python.write_text(f"#!/bin/bash\n{refuse}exec {sys.executable} \"$@\"\n")
    python.chmod(0o755)
    libs = " ".join(f"'\t{pair.split(':')[0]} (libc6,x86-64) => /usr/lib/x'" for pair in (
        "libxkbcommon-x11.so.0:", "libxcb-cursor.so.0:", "libxcb-icccm.so.4:", "libxcb-keysyms.so.1:", "libxcb-shape.so.0:")) if xcb_there else "''"
    script = _FRESH_DEBIAN.format(bootstrap=ROOT / "scripts" / "bootstrap.sh", qt=qt, libs=libs, python=python, mode=mode)
    return subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("mode", ["", "--window", "--headless"])
def test_a_fresh_debian_is_sent_to_root_once_with_every_package_named(tmp_path, mode):
    """python3-venv, Qt's libraries and (for a window, or later one) the xcb
    libraries: all in the first apt-get line, before anything is made."""
    done = _fresh_debian(tmp_path, mode, "libgl1 libegl1", xcb_there=False, venv_module=False)
    assert done.returncode == 1 and "venv made" not in done.stdout, done.stderr
    [line] = [line.strip() for line in done.stderr.splitlines() if "apt-get install" in line]
    named = line.split("--no-install-recommends ")[1].split()
    assert named[:3] == ["python3-venv", "libgl1", "libegl1"]
    assert ("libxcb-cursor0" in named) == (mode != "")
    assert "as root" in done.stderr and "sudo" not in done.stderr


def test_without_a_display_the_xcb_libraries_are_named_for_later_and_the_count_goes_on(tmp_path):
    done = _fresh_debian(tmp_path, "--headless", "", xcb_there=False, venv_module=True)
    assert done.returncode == 0 and "venv made" in done.stdout, done.stderr
    assert "to open the window later" in done.stderr and "libxcb-cursor0" in done.stderr
    done = _fresh_debian(tmp_path, "--headless", "", xcb_there=True, venv_module=True)
    assert done.returncode == 0 and "venv made" in done.stdout and "apt-get" not in done.stderr, done.stderr
