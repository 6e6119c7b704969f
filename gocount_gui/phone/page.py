"""The page a phone opens, and everything the server says to it.

One small HTML page with its style and script inline (the server serves
nothing else): a button that opens the phone's camera
(``<input type="file" accept="image/*" capture="environment">``), one
for a photo already taken (the same input without ``capture``, which
phones take as "camera only"), a progress bar while the photo goes up (``XMLHttpRequest``'s upload
progress), and one line for the answer. The photo is sent as it is, as the
body of one POST to the page's own address; a photo larger than the limit
is refused on the phone before it is sent. It works in the phones' stock
browsers (Safari on iOS, Chrome on Android) and needs no network beyond
the laptop.

Every sentence is a translatable Text; :func:`page` and :func:`Answers`
are given ``say``, which puts a Text in the language of the window (the
English as it is when given ``str``).
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Callable

from gocount_gui.scoring.text import translate

Say = Callable[[str], str]


def _words() -> dict[str, str]:
    """The page's sentences, in English, as Texts."""
    return {
        "title": translate("Phone", "Send a photo to gocount"),
        "intro": translate("Phone", "Take a photo of the whole board from above, in good light, or choose one you took."),
        "button": translate("Phone", "Take a Photo"),
        "library": translate("Phone", "Choose a Photo Already Taken"),
        "sending": translate("Phone", "Sending the photo\u2026"),
        "received": translate("Phone", "Received: look at the laptop."),
        "failed": translate("Phone", "The photo could not be sent. Is the phone on the same Wi-Fi as the laptop? Try again."),
    }


@dataclass(frozen=True)
class Answers:
    """The short sentences of the server's refusals, said in advance so that
    the server's threads never need a translator."""

    too_large: str
    not_a_photo: str
    heic: str
    too_slow: str
    taken: str

    @classmethod
    def said(cls, say: Say, megabytes: int) -> "Answers":
        return cls(
            too_large=say(translate("Phone", "The photo is larger than {megabytes} MB. Send a smaller one.").format(megabytes=megabytes)),
            not_a_photo=say(translate("Phone", "This is not a JPEG or PNG photo. Take a photo with the camera, or choose another.")),
            heic=say(translate("Phone", "gocount cannot read HEIC photos. Choose the photo again, or set the camera to take JPEG photos (\u201cMost Compatible\u201d).")),
            too_slow=say(translate("Phone", "The photo came too slowly and was not received. Try again nearer the Wi-Fi.")),
            taken=say(translate("Phone", "A photo was already received. Look at the laptop.")),
        )


STYLE = """
body{font-family:system-ui,-apple-system,sans-serif;margin:0;padding:1.2em;max-width:32em;margin:auto;line-height:1.4}
h1{font-size:1.3em}
label.button{display:block;text-align:center;padding:1em;border-radius:.6em;background:#2b5d34;color:#fff;font-size:1.2em}
label.second{background:#fff;color:#2b5d34;border:2px solid #2b5d34;margin-top:.8em}
label.off{background:#999;color:#fff;border-color:#999}
body.done label.button{display:none}
input{position:absolute;left:-100vw}
progress{width:100%;height:1.2em;margin-top:1em}
#said{margin-top:1em;font-size:1.1em}
""".strip()

SCRIPT = """
var inputs = [document.getElementById('photo'), document.getElementById('library')];
var buttons = [document.getElementById('button'), document.getElementById('second')];
var bar = document.getElementById('bar'), said = document.getElementById('said'), words = document.body.dataset;
function say(text) { said.textContent = text; }
function ready(on) {
  inputs.forEach(function (input) { input.disabled = !on; });
  buttons.forEach(function (button) { button.classList.toggle('off', !on); });
}
function send(input) {
  var file = input.files[0];
  input.value = '';
  if (!file) { return; }
  if (file.size > Number(words.most)) { say(words.tooLarge); return; }
  var sending = new XMLHttpRequest();
  sending.open('POST', location.pathname);
  sending.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
  sending.setRequestHeader('X-Photo-Name', encodeURIComponent(file.name || ''));
  sending.upload.onprogress = function (e) { if (e.lengthComputable) { bar.value = e.loaded / e.total; } };
  sending.onload = function () {
    if (sending.status === 200) { bar.value = 1; say(words.received); document.body.className = 'done'; return; }
    bar.hidden = true; ready(true); say(sending.responseText || words.failed);
  };
  sending.onerror = sending.ontimeout = function () { bar.hidden = true; ready(true); say(words.failed); };
  bar.value = 0; bar.hidden = false; ready(false); say(words.sending);
  sending.send(file);
}
inputs.forEach(function (input) { input.addEventListener('change', function () { send(input); }); });
""".strip()


def page(say: Say, language: str, max_bytes: int, too_large: str) -> bytes:
    """The page in ``language`` (a BCP 47 tag such as ``de`` or ``zh-CN``),
    its sentences put through ``say``, as UTF-8.

    >>> text = page(str, "en", 30_000_000, "Too large.").decode()
    >>> 'capture="environment"' in text and 'accept="image/*"' in text and "Take a Photo" in text
    True
    """
    words = {key: html.escape(say(text), quote=True) for key, text in _words().items()}
    attributes = {
        "data-sending": words["sending"],
        "data-received": words["received"],
        "data-failed": words["failed"],
        "data-too-large": html.escape(too_large, quote=True),
        "data-most": str(int(max_bytes)),
    }
    data = " ".join(f'{name}="{value}"' for name, value in attributes.items())
    return f"""<!DOCTYPE html>
<html lang="{html.escape(language, quote=True)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>{words["title"]}</title>
<style>{STYLE}</style>
</head>
<body {data}>
<h1>{words["title"]}</h1>
<p>{words["intro"]}</p>
<label class="button" id="button">{words["button"]}<input type="file" id="photo" accept="image/*" capture="environment"></label>
<label class="button second" id="second">{words["library"]}<input type="file" id="library" accept="image/*"></label>
<progress id="bar" max="1" value="0" hidden></progress>
<p id="said" role="status" aria-live="polite"></p>
<script>{SCRIPT}</script>
</body>
</html>
""".encode("utf-8")
