"""``gocount-score --photo``: a photo counted from the command line, as a script would use it."""

import json
import sys
from pathlib import Path

import cv2
import pytest

sys.path.insert(0, str(Path(__file__).parent))

from photo_render import random_finished_position, render_board  # noqa: E402

from gocount_gui.cli import main  # noqa: E402


@pytest.fixture(scope="module")
def board_photo(tmp_path_factory):
    truth = random_finished_position(19, 11)
    image, corners = render_board(truth, seed=11)
    path = tmp_path_factory.mktemp("photo") / "final board.jpg"
    cv2.imwrite(str(path), image)
    return path, truth, corners


def test_photo_json_gives_the_position_corners_and_count(board_photo, capsys):
    path, truth, corners = board_photo
    assert main(["--photo", str(path), "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["board_size"] == 19
    assert found["position"] == truth
    for (x, y), (tx, ty) in zip(found["corners"], corners):
        assert abs(x - tx) < 6 and abs(y - ty) < 6
    assert found["grid_ok"] is True
    assert found["result"].startswith(("B+", "W+", "Jigo", "0"))
    assert isinstance(found["doubtful"], list) and found["read_seconds"] > 0


def test_corners_by_hand_and_size(board_photo, capsys):
    path, truth, corners = board_photo
    given = ",".join(f"{v:.1f}" for point in corners for v in point)
    assert main(["--photo", str(path), "--json", "--corners", given, "--size", "19"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["position"] == truth
    assert found["grid_ok"] is True


def test_the_table_names_the_photo_and_every_rule_set(board_photo, capsys):
    path, _, _ = board_photo
    assert main(["--photo", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Chinese" in out and "Japanese" in out and "read from the photo" in out


@pytest.mark.parametrize("content", [b"", b"not an image at all", b"\x89PNG\r\n\x1a\n broken"])
def test_a_file_that_is_not_an_image_gets_a_message_and_exit_2(tmp_path, capsys, content):
    path = tmp_path / "photo.jpg"
    path.write_bytes(content)
    assert main(["--photo", str(path)]) == 2
    err = capsys.readouterr().err
    assert "photo.jpg" in err and "Traceback" not in err


def test_an_image_with_no_board_gets_a_message_and_exit_2(tmp_path, capsys):
    path = tmp_path / "wall.png"
    cv2.imwrite(str(path), (cv2.randu(__import__("numpy").zeros((480, 640, 3), "uint8"), 90, 110)))
    assert main(["--photo", str(path), "--json"]) == 2
    assert "wall.png" in capsys.readouterr().err


def test_corners_must_be_eight_numbers(board_photo, capsys):
    path, _, _ = board_photo
    with pytest.raises(SystemExit) as stop:
        main(["--photo", str(path), "--corners", "1,2,3"])
    assert stop.value.code == 2
    assert "eight numbers" in capsys.readouterr().err


def test_photo_options_without_a_photo_are_refused(capsys):
    with pytest.raises(SystemExit):
        main(["--size", "19", "x.sgf"])
    assert "--photo" in capsys.readouterr().err
