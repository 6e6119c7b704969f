"""Sentences for players, written in English and ready to be translated.

``scoring`` imports no Qt, yet what it says (the identities, the lid audit,
the komi advice, the rule sets' names, the proofs) is shown in the language
of the window and of gocount-score. So a sentence is written once, in
English, as a :class:`Text`: a ``str`` whose value is the English, which
also keeps its translation context, its template and the arguments put into
it. Code that wants English (JSON, SGF comments, tests) uses it as the
string it is; the window and gocount-score show it with
:func:`gocount_gui.i18n.shown`, which translates the template with
``QCoreApplication.translate(context, template)`` and then puts in the
arguments, each one translated first when it is a Text itself.

Writing one::

    translate("Identities", "the lids add up")
    translate("Identities", "moves differ: M_B = {black}, M_W = {white}").format(black=4, white=3)

:func:`translate` marks the template for pyside6-lupdate, which finds the
calls of that name whose context and text are literal strings, and returns
it untranslated. Placeholders are ``{name}`` (or ``{0}``), filled by
:meth:`Text.format`; a number is passed as it is to be written (``f"{k:g}"``).

Plural forms. lupdate's Python parser (PySide6 6.11) files a message as
one with plural forms only when the call's fourth argument is a number
written in it: with a variable there the message is an ordinary one, and a
keyword argument hides the whole call. So a text with a count is marked
with the literal ``0`` and given its count with :meth:`Text.plural`, the
English singular beside it::

    translate("Identities", "%n stones short", None, 0).plural(k, one="%n stone short")

Qt puts the count in place of ``%n`` and chooses the language's plural
form; without a translation, the English is ``one`` for 1, else the
template.

>>> t = translate("Doc", "{who} passed last").format(who=translate("Doc", "Black"))
>>> t, t.template, t.render(lambda context, text, _d=None, _n=-1: "<" + text + ">")
('Black passed last', '{who} passed last', '<<Black> passed last>')
>>> [translate("Doc", "%n stones", None, 0).plural(k, one="%n stone") for k in (1, 2)]
['1 stone', '2 stones']
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Iterable

Translator = Callable[..., str]
"""``translate(context, text, disambiguation, n)``, as
``QCoreApplication.translate`` and :func:`gocount_gui.i18n.translate` take it."""


def _english(template: str, args: tuple, n: int | None, one: str | None) -> str:
    if n is not None:
        template = (one if n == 1 and one is not None else template).replace("%n", str(n))
    return _fill(template, args, str) if args else template


def _fill(template: str, args: tuple, show: Callable[[object], object]) -> str:
    """``template`` with ``args`` put in, each through ``show``: the
    positional ones (named by their place, 0, 1, ...) and the keywords."""
    positional = []
    named = {}
    for name, value in args:
        if isinstance(name, int):
            positional.append(show(value))
        else:
            named[name] = show(value)
    return template.format(*positional, **named)


class Text(str):
    """English words that know how to be translated: the ``str`` is the
    English, and ``context``, ``template``, ``args`` (name and value pairs),
    ``n`` (the count of a plural text) and ``one`` (its English singular)
    let :meth:`render` give it in another language. A Text whose context is
    "" is no message, only a frame for its arguments (see :meth:`join`).

    ``str()`` of a Text is the Text itself, so an exception raised with one
    keeps it; joined or sliced it is a plain ``str``, in English.
    """

    context: str
    template: str
    args: tuple[tuple[str, object], ...]
    n: int | None
    one: str | None

    def __new__(cls, context: str, template: str, args: Iterable[tuple[str, object]] = (),
                n: int | None = None, one: str | None = None) -> "Text":
        if type(args) is not tuple:
            args = tuple(args)
        if n is not None:
            english = _english(template, args, n, one)
        else:
            english = _fill(template, args, str) if args else template
        self = str.__new__(cls, english)
        fields = self.__dict__
        fields["context"] = context
        fields["template"] = template
        fields["args"] = args
        fields["n"] = n
        fields["one"] = one
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Text cannot be changed")

    def __str__(self) -> "Text":
        return self

    def __reduce__(self):
        return Text, (self.context, self.template, self.args, self.n, self.one)

    def format(self, *positional, **args) -> "Text":  # type: ignore[override]
        """The same text with ``positional`` and ``args`` put in."""
        return Text(self.context, self.template, self.args + tuple(enumerate(positional)) + tuple(args.items()), self.n, self.one)

    def plural(self, n: int, one: str | None = None) -> "Text":
        """The same text with the count ``n`` for ``%n``; ``one`` is the
        English for a count of 1 (the template serves when not given)."""
        return Text(self.context, self.template, self.args, n, one)

    @classmethod
    def frame(cls, template: str, **args) -> "Text":
        """Arguments (Texts or not) put into ``template``, which is no
        message and is never translated: symbols and punctuation only.

        >>> Text.frame("L = {value}: {words}", value=1, words=translate("Doc", "Black passed last"))
        'L = 1: Black passed last'
        """
        return cls("", template, tuple(args.items()))

    @classmethod
    def join(cls, parts: Iterable[object], separator: object = ", ") -> "Text":
        """``parts`` joined by ``separator`` (either may be Texts), as one Text.

        >>> Text.join([translate("Doc", "pass stones"), "komi 6.5"])
        'pass stones, komi 6.5'
        """
        parts = list(parts)
        template = "{sep}".join(f"{{p{i}}}" for i in range(len(parts)))
        return cls.frame(template, sep=separator, **{f"p{i}": part for i, part in enumerate(parts)})

    def render(self, translator: Translator | None = None) -> str:
        """The text in the language of ``translator`` (English without one).
        A plural text that the translator does not know is given in English."""
        if translator is None:
            return str.__str__(self)
        if not self.context:
            template = self.template
        elif self.n is None:
            template = translator(self.context, self.template, None, -1)
        else:
            template = translator(self.context, self.template, None, self.n)
            if template in (self.template, self.template.replace("%n", str(self.n))):
                template = _english(self.template, (), self.n, self.one)
        if not self.args:
            return template
        try:
            return _fill(template, self.args, lambda value: value.render(translator) if isinstance(value, Text) else value)
        except (IndexError, KeyError, ValueError):  # a translation whose placeholders do not fit: the English
            return str.__str__(self)


@lru_cache(maxsize=4096)
def translate(context: str, template: str, disambiguation: None = None, n: int = -1) -> Text:
    """Mark ``template`` for lupdate under ``context`` and keep it, untranslated,
    as a :class:`Text`. A number ``n`` written in the call marks a text with
    plural forms, whose count :meth:`Text.plural` gives (see the module's
    docstring).

    The same call gives back the same Text, made once (a Text cannot be
    changed), so a message built on every count costs a look-up.
    """
    return Text(context, template, (), None if n == -1 else n)
