"""The README as a package index shows it: its pictures and links made absolute, so they still work on a page
that has none of the repository's files beside it. ``setup.py`` gives the result to the wheel and the sdist as
their long description; the README itself keeps relative links, which work in a clone and on the forge.
The app never imports this module.
"""

from __future__ import annotations

import re

from hearts_qt import SOURCE_URL

#: The branch whose files the links point at.
BRANCH = "main"
#: A Markdown link or picture whose target is a path in the repository (not an address, not an anchor).
_RELATIVE = re.compile(r"(!?)\[([^\]]*)\]\((?![a-z][a-z0-9+.-]*:|#)([^)\s]+)\)")


def index_readme(text: str, source: str = SOURCE_URL, branch: str = BRANCH) -> str:
    """``text`` with every relative picture pointing at the raw file and every relative link at its page.

    >>> index_readme("![A table](docs/t.png) and [the rules](docs/rules.md#moon)", "https://example.org/a/b")
    '![A table](https://example.org/a/b/raw/main/docs/t.png) and [the rules](https://example.org/a/b/blob/main/docs/rules.md#moon)'
    """

    def absolute(match: re.Match[str]) -> str:
        picture, label, target = match.groups()
        kind = "raw" if picture else "blob"
        return f"{picture}[{label}]({source}/{kind}/{branch}/{target.lstrip('./')})"

    return _RELATIVE.sub(absolute, text)
