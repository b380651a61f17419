"""The book's rule texts as HTML for the in-app reference (no Qt here; easy to test).

The texts come in two shapes: one paragraph per line (piquet.txt) and hard-wrapped
lines with ``_=bold=_`` markup (binocle.txt).  Headings are the book's capitalised
lead-ins ("DEALING.") and the chapter titles ("PIQUET NORMAND, FOR THREE PLAYERS.");
the card diagrams are the lines written as ``| ♡ A K Q J: | ♣ A K Q: |``.
"""
from __future__ import annotations

import html
import re
from importlib import resources

from ...language import message


# title shown in the reference (said in the player's language) -> file in parlour/rules: first the rules written for
# players (guide/), then the book's own chapters to read beside them.  The research
# notes (the Bézique fragments, the supplement) are for the program's authors, not here.
RULE_FILES = {
    message("Piquet"): "guide/piquet.md",
    message("Rubicon Bézique"): "guide/rubicon-bezique.md",
    message("Chinese Bézique"): "guide/chinese-bezique.md",
    message("Bézique (two packs)"): "guide/bezique.md",
    message("Binocle"): "guide/binocle.md",
    message("Rule options"): "guide/options.md",
    message("The book: Piquet"): "piquet.txt",
    message("The book: Rubicon Bézique"): "rubicon-bezique.txt",
    message("The book: Binocle"): "binocle.txt",
}
# the page F1 opens on for the game on the table
GAME_PAGES = {"piquet": "Piquet", "rubicon-bezique": "Rubicon Bézique",
              "chinese-bezique": "Chinese Bézique", "bezique": "Bézique (two packs)",
              "binocle": "Binocle"}

_TITLE = re.compile(r"^[A-ZÀ-Ý][A-ZÀ-Ý ,.'’\-0-9]+\.$")          # a whole line in capitals
_LEAD_IN = re.compile(r"^((?:[A-ZÀ-Ý][A-ZÀ-Ý'’\-]*\s?){1,5}\.)\s+(.*)$")   # "DEALING. The..."
_SUB_LEAD_IN = re.compile(r"^((?:[A-Z][a-zà-ÿ'’\-]+\s?)(?:[A-Za-zà-ÿ'’\-]+\s?){0,4}\.)\s+(.*)$")
_BOLD = re.compile(r"_=(.+?)=_")
# a suit's sign marked by its suit; the window colours the marks from its palette
# (windows/suit_inks.py), so no colour is written here
_SUITS = {"♡": "h", "♢": "d", "♥": "h", "♦": "d", "♠": "s", "♣": "c"}


def rule_text(file_name: str) -> str:
    return (resources.files("parlour") / "rules" / file_name).read_text(encoding="utf-8")


def _paragraphs(text: str) -> list[str]:
    """Undo hard wrapping: a line that began a block, or followed a short line, starts a
    new paragraph."""
    lines = [ln.rstrip() for ln in text.splitlines()]
    wrapped = sum(1 for ln in lines if 60 <= len(ln) <= 80) > len(lines) * 0.5
    if not wrapped:
        return [ln for ln in lines if ln.strip()]
    paras: list[str] = []
    prev = ""
    for ln in lines:
        if not ln.strip():
            prev = ""
            continue
        starts = (not paras or not prev or ln.startswith(("_=", "|"))
                  or (len(prev) < 55 and prev.endswith((".", ":", "—", "?", "!"))))
        if starts:
            paras.append(ln.strip())
        else:
            paras[-1] += " " + ln.strip()
        prev = ln
    return paras


def _inline(text: str) -> str:
    out = html.escape(text, quote=False)
    out = _BOLD.sub(r"<b>\1</b>", out)
    for sym, suit in _SUITS.items():
        out = out.replace(sym, f'<span class="suit-{suit}">{sym}</span>')
    return out


def _diagram(line: str) -> str:
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    tds = "".join(f"<td style='padding:2px 10px'>{_inline(c)}</td>" for c in cells)
    return f"<table style='margin:4px 24px; font-family:serif'><tr>{tds}</tr></table>"


def rules_html(text: str) -> str:
    parts = ["<html><body style='font-family:serif; font-size:12pt; line-height:130%'>"]
    first = True
    for para in _paragraphs(text):
        plain = _BOLD.sub(r"\1", para)
        if para.startswith("|"):
            parts.append(_diagram(para))
        elif _TITLE.match(plain) and len(plain) < 70:
            tag = "h1" if first else "h2"
            parts.append(f"<{tag}>{html.escape(_title_case(plain.rstrip('.')))}</{tag}>")
        elif (m := _LEAD_IN.match(plain)) and len(m.group(1)) > 3:
            head = m.group(1).rstrip(".").strip().capitalize()
            parts.append(f"<h3>{html.escape(head)}</h3><p>{_inline(_strip_lead(para))}</p>")
        elif (m := _SUB_LEAD_IN.match(plain)) and len(m.group(1)) < 40 and not first:
            parts.append(f"<p><i>{html.escape(m.group(1))}</i> {_inline(m.group(2))}</p>")
        else:
            parts.append(f"<p>{_inline(para)}</p>")
        first = False
    parts.append("</body></html>")
    return "\n".join(parts)


def _strip_lead(para: str) -> str:
    """The paragraph without its capitalised lead-in (markup included)."""
    m = re.match(r"^(?:_=)?(?:[A-ZÀ-Ý][A-ZÀ-Ý'’\-]*\s?){1,5}\.(?:=_)?\s+", para)
    return para[m.end():] if m else para


_SMALL = {"for", "a", "à", "of", "the", "and", "in", "to"}


def _title_case(text: str) -> str:
    words = text.lower().split()
    return " ".join(w if (i and w in _SMALL) else w[:1].upper() + w[1:]
                    for i, w in enumerate(words))
