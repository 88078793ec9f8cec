#!/usr/bin/env python3
"""Convert the React card components of npm ``@letele/playing-cards`` to SVG.

The npm package ships Adrian Kennard's English pattern deck (CC0 1.0) as
React components compiled by svgr + babel into ``dist/index.esm.js``: every
card is a chain of ``React.createElement(tag, props, ...children)`` calls.
This script parses that file (a tiny parser for the subset of JavaScript that
babel emits there -- no JavaScript engine is needed) and writes one plain,
standalone SVG file per card.

QtSvg renders ``<symbol>``/``<use>`` wrongly, so every ``<use>`` is flattened:
the referenced element is copied inline, wrapped in a ``<g>`` that carries the
``<use>`` element's presentation attributes and a transform made of the use's
own ``transform``, its ``x``/``y`` translation and, for a ``<symbol>``, the
viewBox-to-viewport mapping (``preserveAspectRatio`` honoured).  ``<symbol>``
definitions are then dropped.  JSX attribute names are turned back into SVG
ones (``strokeWidth`` -> ``stroke-width``, ``className`` -> ``class``, ...).

Usage::

    cd /tmp && npm pack @letele/playing-cards && tar xzf letele-playing-cards-*.tgz
    python3 tools/convert_cards.py /tmp/package            # writes resources/cards/

Output names: ``<RANK><SUIT>.svg`` with ranks ``2 3 4 5 6 7 8 9 T J Q K A``
and suits ``C D H S`` (e.g. ``TS.svg``, ``QS.svg``, ``2C.svg``) and
``back.svg``.  Standard library only.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape, quoteattr

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "resources" / "cards"

RANKS = "23456789TJQKA"
SUITS = "CDHS"
# Component name in the package -> our rank letter.
PKG_RANK = {"2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7",
            "8": "8", "9": "9", "10": "T", "J": "J", "Q": "Q", "K": "K",
            "A": "A"}
# The package has two backs: B1 (black lattice) and B2 (red lattice).
BACK_COMPONENT = "B2"

SVG_NS = "http://www.w3.org/2000/svg"


# --------------------------------------------------------------------------
# A tiny parser for the babel output
# --------------------------------------------------------------------------

_TOKEN_RE = re.compile(
    r"""
    (?P<ws>\s+|/\*.*?\*/|//[^\n]*)
  | (?P<str>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')
  | (?P<num>(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)
  | (?P<ident>[A-Za-z_$][\w$]*)
  | (?P<punct>\.\.\.|=>|[(){}\[\],:?.;=\-+])
    """,
    re.VERBOSE | re.DOTALL,
)


class Ident(str):
    """An unresolved JavaScript identifier (e.g. ``props``, ``titleId``)."""


class Element:
    __slots__ = ("attrs", "children", "tag")

    def __init__(self, tag: str, attrs: dict[str, Any] | None = None,
                 children: list[Any] | None = None):
        self.tag = tag
        self.attrs = dict(attrs or {})
        self.children = list(children or [])

    def copy(self) -> Element:
        return Element(self.tag, self.attrs,
                       [c.copy() if isinstance(c, Element) else c
                        for c in self.children])

    def iter(self):
        yield self
        for c in self.children:
            if isinstance(c, Element):
                yield from c.iter()


def tokenize(src: str) -> list[tuple[str, str]]:
    out = []
    pos = 0
    while pos < len(src):
        m = _TOKEN_RE.match(src, pos)
        if not m:
            raise SyntaxError(f"cannot tokenize at {pos}: {src[pos:pos + 40]!r}")
        pos = m.end()
        kind = m.lastgroup
        if kind == "ws":
            continue
        out.append((kind, m.group()))
    return out


class Parser:
    def __init__(self, tokens: list[tuple[str, str]]):
        self.toks = tokens
        self.i = 0

    def peek(self, k: int = 0) -> tuple[str, str]:
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else ("eof", "")

    def next(self) -> tuple[str, str]:
        tok = self.peek()
        self.i += 1
        return tok

    def expect(self, value: str) -> None:
        tok = self.next()
        if tok[1] != value:
            raise SyntaxError(f"expected {value!r}, got {tok!r} at token {self.i}")

    def expression(self) -> Any:
        value = self.primary()
        if self.peek()[1] == "?":
            self.next()
            yes = self.expression()
            self.expect(":")
            no = self.expression()
            # The only conditional babel emits is `title ? <title/> : null`;
            # an unresolved identifier counts as undefined, i.e. false.
            truthy = value and not isinstance(value, Ident)
            return yes if truthy else no
        return value

    def primary(self) -> Any:
        kind, val = self.next()
        if kind == "str":
            if val[0] == "'":
                val = '"' + val[1:-1].replace('"', '\\"') + '"'
            return json.loads(val)
        if kind == "num":
            f = float(val)
            return int(f) if f.is_integer() and "." not in val and "e" not in val.lower() else f
        if val == "-":
            return -self.primary()
        if val == "{":
            return self.object_body()
        if val == "(":
            inner = self.expression()
            self.expect(")")
            return inner
        if kind == "ident":
            if val == "null" or val == "undefined":
                return None
            if val in ("true", "false"):
                return val == "true"
            name = val
            while self.peek()[1] == ".":
                self.next()
                name += "." + self.next()[1]
            if self.peek()[1] == "(":
                self.next()
                args = self.arguments()
                return self.call(name, args)
            return Ident(name)
        raise SyntaxError(f"unexpected token {val!r} at {self.i}")

    def arguments(self) -> list[Any]:
        args = []
        while self.peek()[1] != ")":
            args.append(self.expression())
            if self.peek()[1] == ",":
                self.next()
        self.expect(")")
        return args

    def object_body(self) -> dict[str, Any]:
        obj: dict[str, Any] = {}
        while self.peek()[1] != "}":
            if self.peek()[1] == "...":
                self.next()
                self.expression()  # spread of an unknown value: ignore
            else:
                kind, key = self.next()
                if kind == "str":
                    key = json.loads(key)
                self.expect(":")
                obj[key] = self.expression()
            if self.peek()[1] == ",":
                self.next()
        self.expect("}")
        return obj

    @staticmethod
    def call(name: str, args: list[Any]) -> Any:
        if name.endswith("createElement"):
            tag, props, *children = args
            if isinstance(props, Ident) or props is None:
                props = {}
            kids = [c for c in children if c is not None and not isinstance(c, Ident)]
            return Element(tag, props, kids)
        if name in ("_extends", "Object.assign"):
            merged: dict[str, Any] = {}
            for a in args:
                if isinstance(a, dict):
                    merged.update(a)
            return merged
        raise SyntaxError(f"unknown call {name}()")


def parse_components(js: str) -> dict[str, Element]:
    """Return {component export name without 'Svg' prefix: root <svg> Element}."""
    comps: dict[str, Element] = {}
    for m in re.finditer(r"^const Svg(\w+) = _ref => \{", js, re.M):
        name = m.group(1)
        ret = js.index("return ", m.end()) + len("return ")
        end = js.index("\n};", ret)
        body = js[ret:end].rstrip().rstrip(";")
        p = Parser(tokenize(body))
        root = p.expression()
        if p.peek()[0] != "eof":
            raise SyntaxError(f"{name}: trailing tokens {p.peek()}")
        if not isinstance(root, Element) or root.tag != "svg":
            raise SyntaxError(f"{name}: root is not <svg>")
        comps[name] = root
    return comps


# --------------------------------------------------------------------------
# JSX -> SVG attribute names
# --------------------------------------------------------------------------

# SVG attributes that really are camelCase (keep as is).
_CAMEL_SVG = {
    "viewBox", "preserveAspectRatio", "patternUnits", "patternContentUnits",
    "patternTransform", "gradientUnits", "gradientTransform", "spreadMethod",
    "clipPathUnits", "maskUnits", "maskContentUnits", "markerWidth",
    "markerHeight", "markerUnits", "refX", "refY", "textLength",
    "lengthAdjust", "startOffset", "pathLength", "stdDeviation",
    "baseFrequency", "numOctaves", "primitiveUnits", "filterUnits",
    "kernelMatrix", "tableValues", "attributeName", "repeatCount",
}
_SPECIAL = {
    "className": "class",
    "xlinkHref": "xlink:href",
    "xmlnsXlink": "xmlns:xlink",
    "xmlSpace": "xml:space",
    "xmlLang": "xml:lang",
    "htmlFor": "for",
}
# CSS properties React leaves unitless.
_UNITLESS = {"opacity", "fillOpacity", "strokeOpacity", "strokeWidth",
             "strokeMiterlimit", "stopOpacity", "flexGrow", "zIndex",
             "fontWeight", "lineHeight"}


def kebab(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", lambda m: "-" + m.group(1).lower(), name)


def svg_attr_name(name: str) -> str | None:
    """JSX prop name -> SVG attribute name; None drops the attribute."""
    if name.startswith("aria-") or name in ("key", "ref", "title", "titleId"):
        return None
    if name in _SPECIAL:
        return _SPECIAL[name]
    if name in _CAMEL_SVG or "-" in name or ":" in name:
        return name
    return kebab(name)


def style_to_css(style: dict[str, Any]) -> str:
    parts = []
    for k, v in style.items():
        if isinstance(v, (int, float)) and not isinstance(v, bool) \
                and k not in _UNITLESS and v != 0:
            v = f"{fmt(v)}px"
        elif isinstance(v, (int, float)):
            v = fmt(v)
        parts.append(f"{kebab(k)}:{v}")
    return ";".join(parts)


def jsx_to_svg(el: Element) -> Element:
    attrs: dict[str, Any] = {}
    for k, v in el.attrs.items():
        if v is None or isinstance(v, Ident):
            continue
        name = svg_attr_name(k)
        if name is None:
            continue
        if name == "style" and isinstance(v, dict):
            v = style_to_css(v)
        attrs[name] = v
    kids = [jsx_to_svg(c) if isinstance(c, Element) else c for c in el.children]
    return Element(el.tag, attrs, kids)


# --------------------------------------------------------------------------
# Flattening <use>/<symbol>
# --------------------------------------------------------------------------

def fmt(v: float, digits: int = 3) -> str:
    """Compact number: at most `digits` decimals, no trailing zeros."""
    if isinstance(v, bool):
        return str(v).lower()
    if isinstance(v, int):
        return str(v)
    s = f"{round(v, digits):.{digits}f}".rstrip("0").rstrip(".")
    if s in ("-0", ""):
        s = "0"
    if s.startswith("0."):
        s = s[1:]
    elif s.startswith("-0."):
        s = "-" + s[2:]
    return s


def num(v: Any, default: float = 0.0) -> float:
    if v is None:
        return default
    if isinstance(v, (int, float)):
        return float(v)
    m = re.match(r"\s*(-?[\d.]+(?:e[+-]?\d+)?)", str(v))
    if not m:
        return default
    return float(m.group(1))


def viewbox_transform(vb: str, par: str | None, x: float, y: float,
                      w: float, h: float) -> str:
    """Transform that maps a symbol's viewBox into the viewport (x, y, w, h)."""
    vx, vy, vw, vh = (float(t) for t in re.split(r"[\s,]+", vb.strip()))
    par = (par or "xMidYMid meet").split()
    align = par[0]
    slice_ = len(par) > 1 and par[1] == "slice"
    sx, sy = w / vw, h / vh
    tx, ty = x, y
    if align != "none":
        s = max(sx, sy) if slice_ else min(sx, sy)
        sx = sy = s
        xa, ya = align[1:4], align[5:8]
        if xa == "Mid":
            tx += (w - vw * s) / 2
        elif xa == "Max":
            tx += w - vw * s
        if ya == "Mid":
            ty += (h - vh * s) / 2
        elif ya == "Max":
            ty += h - vh * s
    tx -= vx * sx
    ty -= vy * sy
    parts = []
    if abs(tx) > 1e-9 or abs(ty) > 1e-9:
        parts.append(f"translate({fmt(tx, 4)} {fmt(ty, 4)})" if abs(ty) > 1e-9
                     else f"translate({fmt(tx, 4)})")
    if abs(sx - 1) > 1e-12 or abs(sy - 1) > 1e-12:
        parts.append(f"scale({fmt(sx, 7)})" if abs(sx - sy) < 1e-12
                     else f"scale({fmt(sx, 7)} {fmt(sy, 7)})")
    return " ".join(parts)


_USE_GEOMETRY = {"x", "y", "width", "height", "href", "xlink:href", "transform", "id"}


def flatten(root: Element) -> Element:
    ids = {e.attrs["id"]: e for e in root.iter() if "id" in e.attrs}

    def ref_of(el: Element) -> str | None:
        href = el.attrs.get("href") or el.attrs.get("xlink:href")
        if not href or not str(href).startswith("#"):
            return None
        return str(href)[1:]

    def expand(el: Element, stack: tuple[str, ...]) -> list[Element]:
        if el.tag == "symbol":
            return []  # only reachable through <use>
        if el.tag == "use":
            rid = ref_of(el)
            if rid is None or rid not in ids:
                raise ValueError(f"<use> with unresolved reference {rid!r}")
            if rid in stack:
                raise ValueError(f"recursive <use> of #{rid}")
            target = ids[rid]
            x, y = num(el.attrs.get("x")), num(el.attrs.get("y"))
            g = Element("g", {k: v for k, v in el.attrs.items()
                              if k not in _USE_GEOMETRY})
            tparts = []
            if el.attrs.get("transform"):
                tparts.append(str(el.attrs["transform"]))
            if target.tag in ("symbol", "svg"):
                if target.tag == "symbol":
                    # symbol: copy children, keep its presentation attributes
                    for k, v in target.attrs.items():
                        if k not in ("id", "viewBox", "preserveAspectRatio",
                                     "x", "y", "width", "height"):
                            g.attrs.setdefault(k, v)
                w = num(el.attrs.get("width"), num(target.attrs.get("width"), 0)) \
                    if el.attrs.get("width") not in (None, "100%") else None
                h = num(el.attrs.get("height"), num(target.attrs.get("height"), 0)) \
                    if el.attrs.get("height") not in (None, "100%") else None
                vb = target.attrs.get("viewBox")
                if vb and w is not None and h is not None:
                    tparts.append(viewbox_transform(
                        str(vb), target.attrs.get("preserveAspectRatio"), x, y, w, h))
                elif x or y:
                    tparts.append(f"translate({fmt(x, 4)} {fmt(y, 4)})")
                for c in target.children:
                    if isinstance(c, Element):
                        g.children.extend(expand(c, (*stack, rid)))
                    else:
                        g.children.append(c)
            else:
                if x or y:
                    tparts.append(f"translate({fmt(x, 4)} {fmt(y, 4)})")
                copy = target.copy()
                copy.attrs.pop("id", None)
                g.children.extend(expand(copy, (*stack, rid)))
            t = " ".join(p for p in tparts if p)
            if t:
                g.attrs = {"transform": t, **g.attrs}
            return [g]
        out = Element(el.tag, el.attrs)
        for c in el.children:
            if isinstance(c, Element):
                out.children.extend(expand(c, stack))
            else:
                out.children.append(c)
        return [out]

    (flat,) = expand(root, ())
    return flat


def referenced_ids(root: Element) -> set[str]:
    refs: set[str] = set()
    for e in root.iter():
        for k, v in e.attrs.items():
            if k == "id":
                continue
            refs.update(re.findall(r"url\(\s*#([^)\s]+)\s*\)", str(v)))
            if k in ("href", "xlink:href") and str(v).startswith("#"):
                refs.add(str(v)[1:])
    return refs


def cleanup(root: Element, prefix: str) -> Element:
    """Drop unreferenced defs/ids, empty groups, metadata; shorten ids."""
    refs = referenced_ids(root)
    rename = {old: f"{prefix}{i}" for i, old in enumerate(sorted(refs))}

    def walk(el: Element) -> Element | None:
        if el.tag in ("title", "desc", "metadata", "symbol"):
            return None
        attrs = {}
        for k, v in el.attrs.items():
            if k in ("class",):
                continue
            if k == "id":
                if v in rename:
                    attrs[k] = rename[v]
                continue
            if isinstance(v, str):
                v = re.sub(r"url\(\s*#([^)\s]+)\s*\)",
                           lambda m: f"url(#{rename.get(m.group(1), m.group(1))})", v)
            attrs[k] = v
        kids = []
        for c in el.children:
            if isinstance(c, Element):
                c2 = walk(c)
                if c2 is not None:
                    kids.append(c2)
            else:
                kids.append(c)
        if el.tag == "defs":
            kids = [c for c in kids if not isinstance(c, Element) or c.attrs.get("id")]
            if not kids:
                return None
        if el.tag == "g" and not kids:
            return None
        # A <g> with one child and only a transform: fold into the child
        if (el.tag == "g" and len(kids) == 1 and isinstance(kids[0], Element)
                and set(attrs) == {"transform"} and kids[0].tag != "defs"):
            child = kids[0]
            t = attrs["transform"]
            if child.attrs.get("transform"):
                t = f"{t} {child.attrs['transform']}"
            child.attrs = {"transform": t,
                           **{k: v for k, v in child.attrs.items() if k != "transform"}}
            return child
        return Element(el.tag, attrs, kids)

    return walk(root)


# --------------------------------------------------------------------------
# Serialisation
# --------------------------------------------------------------------------

_NUM_IN_PATH = re.compile(r"-?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][+-]?\d+)?")


def compact_path(d: str, digits: int = 2) -> str:
    """Round the numbers of path data and re-join them compactly.

    Paths whose arc segments have run-together flags (``a1 1 0 01 2 2``) are
    returned unchanged: the plain number regex cannot split those safely.
    """
    for seg in re.findall(r"[aA][^a-zA-Z]*", d):
        if len(_NUM_IN_PATH.findall(seg[1:])) % 7:
            return d
    out = []
    pos = 0
    prev_num = ""
    for m in _NUM_IN_PATH.finditer(d):
        between = d[pos:m.start()]
        pos = m.end()
        s = fmt(float(m.group()), digits)
        sep = between.strip().replace(" ", "").replace(",", "")
        if sep:
            out.append(sep)
            prev_num = ""
        elif prev_num and not (s.startswith("-") or (s.startswith(".") and "." in prev_num)):
            # A separator is needed unless the number starts with '-' or is
            # '.5' following a number that already contains a '.'.
            out.append(" ")
        out.append(s)
        prev_num = s
    tail = d[pos:].strip()
    out.append(tail)
    return "".join(out)


def attr_value(k: str, v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return fmt(v, 3)
    v = str(v)
    if k == "d":
        return compact_path(v)
    return v


def serialize(el: Element, depth: int = 0) -> str:
    attrs = "".join(f" {k}={quoteattr(attr_value(k, v))}" for k, v in el.attrs.items())
    if not el.children:
        return f"<{el.tag}{attrs}/>"
    inner = []
    for c in el.children:
        inner.append(serialize(c, depth + 1) if isinstance(c, Element) else escape(str(c)))
    if all(isinstance(c, Element) for c in el.children):
        return f"<{el.tag}{attrs}>\n" + "\n".join(inner) + f"\n</{el.tag}>"
    return f"<{el.tag}{attrs}>" + "".join(inner) + f"</{el.tag}>"


def to_document(root: Element, prefix: str, plain: bool = False) -> str:
    root = jsx_to_svg(root)
    root = flatten(root)
    root = cleanup(root, prefix)
    if plain:
        root = plain_ace(root)
    vb = root.attrs.get("viewBox")
    if not vb:
        raise ValueError("card without viewBox")
    _, _, vw, vh = (float(t) for t in str(vb).split())
    attrs = {"xmlns": SVG_NS, "width": root.attrs.get("width", vw),
             "height": root.attrs.get("height", vh), "viewBox": vb}
    # Anything else on the root that is not presentation-neutral is kept.
    for k, v in root.attrs.items():
        if k not in attrs and k not in ("xmlns:xlink", "preserveAspectRatio"):
            attrs[k] = v
    root.attrs = attrs
    text = serialize(root)
    if "xlink:" in text:
        text = text.replace("<svg ", '<svg xmlns:xlink="http://www.w3.org/1999/xlink" ', 1)
    if "<use" in text or "<symbol" in text:
        raise ValueError("flattening left <use>/<symbol> behind")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + text + "\n"


# --------------------------------------------------------------------------

def plain_ace(root: Element) -> Element:
    """The A of spades without the designer's web address and the maze-like
    white mark in its pip (they read as an advert and as a code on a card in
    play): its top-level ``<text>`` lines and white-filled path go; the
    spade, its ornamental edge and the indices stay."""
    kept = [c for c in root.children
            if not (isinstance(c, Element)
                    and (c.tag == "text" or (c.tag == "path" and c.attrs.get("fill") == "#fff")))]
    return Element(root.tag, dict(root.attrs), kept)


def card_components(comps: dict[str, Element]) -> dict[str, Element]:
    """Map our file stem ('TS', 'QS', 'back') to the package's component."""
    out = {}
    for name, el in comps.items():
        m = re.fullmatch(r"([CDHS])(10|[2-9JQKA])", name)
        if m:
            out[PKG_RANK[m.group(2)] + m.group(1)] = el
    out["back"] = comps[BACK_COMPONENT]
    missing = {r + s for r in RANKS for s in SUITS} - set(out)
    if missing:
        raise SystemExit(f"package lacks cards: {sorted(missing)}")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("package", type=Path,
                    help="unpacked npm package dir (with dist/index.esm.js) "
                         "or the index.esm.js file itself")
    ap.add_argument("-o", "--out", type=Path, default=DEFAULT_OUT)
    args = ap.parse_args(argv)

    src = args.package
    if src.is_dir():
        src = src / "dist" / "index.esm.js"
    js = src.read_text(encoding="utf-8")
    comps = parse_components(js)
    cards = card_components(comps)

    args.out.mkdir(parents=True, exist_ok=True)
    total = 0
    ratios = set()
    for stem, el in sorted(cards.items()):
        doc = to_document(el, prefix="p" if stem == "back" else "i", plain=stem == "AS")
        vb = re.search(r'viewBox="([^"]+)"', doc).group(1).split()
        ratios.add(round(float(vb[2]) / float(vb[3]), 6))
        path = args.out / f"{stem}.svg"
        path.write_text(doc, encoding="utf-8")
        total += len(doc.encode())
    if len(ratios) != 1:
        raise SystemExit(f"cards have different aspect ratios: {ratios}")
    print(f"wrote {len(cards)} files to {args.out} ({total / 1024:.0f} KiB), "
          f"aspect ratio {ratios.pop()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
