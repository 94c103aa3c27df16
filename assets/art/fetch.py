"""Fetch the table's pictures and typefaces from their packages: `make art`.

Reads assets/art/manifest.yaml and writes, replacing what was there:

- assets/art/<set>/<name>.svg: each picture the manifest names, one standalone SVG per icon,
  taken from the set's Iconify JSON (an npm package at the pinned version, got with `npm pack`);
  a one-colour set (`mask: true`) is written white, for the table to tint;
- assets/art/<set>/LICENSE.txt: the set's author and licence as its JSON `info` gives them,
  then the licence's full text (from the pinned `licence_texts` package, by its SPDX id);
- assets/art/<set>/info.json: the set's `info`, as the package has it;
- assets/fonts/<file>: each font file the manifest names, from a Debian package at the pinned
  version (got with `apt-get download`), and assets/fonts/<package>.copyright.txt, the
  package's copyright file with the Open Font License's full text;
- assets/art/credits.yaml: the name, author and licence of every set and typeface, and where
  its licence file is, for the Credits screen.

Nothing else is written and nothing depends on the time or the machine, so running it again
writes the same bytes. Needs npm and apt-get (Debian or Ubuntu); playing needs neither.
"""

from __future__ import annotations

import io
import json
import lzma
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zlib
from pathlib import Path

import yaml

ASSETS = Path(__file__).resolve().parents[1]
ART = ASSETS / "art"
FONTS = ASSETS / "fonts"
MANIFEST = ART / "manifest.yaml"
CREDITS = ART / "credits.yaml"
LICENCE_NAMES = {"OFL-1.1": "SIL Open Font License 1.1"}


def load_manifest() -> dict:
    return yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))


def wanted_icons(manifest: dict) -> dict[str, list[str]]:
    """The icon names to write from each set, sorted, each once."""
    names: dict[str, set[str]] = {name: set() for name in manifest["sets"]}
    for section in ("creatures", "symbols", "emblems"):
        for picture in manifest.get(section, {}).values():
            set_name, icon = picture.split(":", 1)
            names[set_name].add(icon)
    return {set_name: sorted(icons) for set_name, icons in names.items()}


# -- npm ---------------------------------------------------------------------------------------
def npm_package(name: str, version: str, into: Path) -> Path:
    """The unpacked folder of npm package `name` at `version` (its tarball got by `npm pack`)."""
    into.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        ["npm", "pack", "--silent", f"{name}@{version}"],
        cwd=into,
        check=True,
        capture_output=True,
        text=True,
    )
    tarball = into / done.stdout.strip().splitlines()[-1]
    out = into / tarball.stem
    with tarfile.open(tarball) as archive:
        archive.extractall(out, filter="data")
    return out / "package"


def icon_svg(icon_set: dict, name: str, mask: bool) -> str:
    """One icon of an Iconify set as a standalone SVG document."""
    aliases = icon_set.get("aliases", {})
    seen = name
    while seen not in icon_set["icons"]:
        if seen not in aliases:
            raise SystemExit(f"fetch: no icon {name!r} in set {icon_set['prefix']!r}")
        seen = aliases[seen]["parent"]
    icon = icon_set["icons"][seen]
    if any(icon.get(key) for key in ("rotate", "hFlip", "vFlip")):
        raise SystemExit(f"fetch: icon {name!r} is turned or flipped; choose another")
    left, top = icon.get("left", icon_set.get("left", 0)), icon.get("top", icon_set.get("top", 0))
    width = icon.get("width", icon_set.get("width", 16))
    height = icon.get("height", icon_set.get("height", 16))
    body = icon["body"]
    if mask:
        body = body.replace("currentColor", "#fff")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="{left} {top} {width} {height}">{body}</svg>\n'
    )


def write_sets(manifest: dict, work: Path) -> list[dict]:
    licences = npm_package(
        manifest["licence_texts"]["npm"], manifest["licence_texts"]["version"], work / "spdx"
    )
    texts = json.loads((licences / "spdx-full.json").read_text(encoding="utf-8"))
    credits = []
    for set_name, icons in wanted_icons(manifest).items():
        spec = manifest["sets"][set_name]
        package = npm_package(spec["npm"], str(spec["version"]), work / set_name)
        icon_set = json.loads((package / "icons.json").read_text(encoding="utf-8"))
        info = json.loads((package / "info.json").read_text(encoding="utf-8"))
        folder = ART / set_name
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
        for icon in icons:
            svg = icon_svg(icon_set, icon, bool(spec.get("mask")))
            (folder / f"{icon}.svg").write_text(svg, encoding="utf-8", newline="\n")
        (folder / "info.json").write_text(
            json.dumps(info, indent=2, ensure_ascii=False, sort_keys=True) + "\n",
            encoding="utf-8",
            newline="\n",
        )
        licence = info["license"]
        header = [
            f"{info['name']}: {len(icons)} pictures of the icon set, from the npm package "
            f"{spec['npm']} {spec['version']} (Iconify's JSON of the set).",
            f"Author: {info['author']['name']} ({info['author'].get('url', '')})",
            f"Licence: {licence['title']} ({licence.get('url', '')})",
        ]
        if spec.get("mask"):
            header.append("The pictures are written in white, to be coloured when drawn.")
        text = texts[licence["spdx"]]["licenseText"].replace("\r\n", "\n").strip()
        (folder / "LICENSE.txt").write_text(
            "\n".join(header) + "\n\n" + text + "\n", encoding="utf-8", newline="\n"
        )
        credits.append(
            {
                "name": info["name"],
                "kind": "art",
                "author": info["author"]["name"],
                "url": info["author"].get("url", ""),
                "licence": licence["title"],
                "licence_url": licence.get("url", ""),
                "licence_file": f"assets/art/{set_name}/LICENSE.txt",
                "package": f"{spec['npm']} {spec['version']}",
                "pictures": len(icons),
            }
        )
    return credits


# -- Debian ------------------------------------------------------------------------------------
def deb_members(deb: Path) -> dict[str, bytes]:
    """The files inside a .deb's data archive, by path (an `ar` archive of tarballs)."""
    raw = deb.read_bytes()
    if not raw.startswith(b"!<arch>\n"):
        raise SystemExit(f"fetch: {deb.name} is not a Debian package")
    at, data = 8, None
    while at < len(raw):
        name = raw[at : at + 16].decode().strip().rstrip("/")
        size = int(raw[at + 48 : at + 58].decode().strip())
        body = raw[at + 60 : at + 60 + size]
        if name.startswith("data.tar"):
            data = (name, body)
        at += 60 + size + (size % 2)
    if data is None:
        raise SystemExit(f"fetch: {deb.name} has no data archive")
    name, body = data
    if name.endswith(".xz"):
        body = lzma.decompress(body)
    elif name.endswith(".gz"):
        body = zlib.decompress(body, 16 + zlib.MAX_WBITS)
    elif name.endswith(".zst"):
        body = subprocess.run(["zstd", "-dc"], input=body, capture_output=True, check=True).stdout
    files = {}
    with tarfile.open(fileobj=io.BytesIO(body)) as archive:
        for member in archive.getmembers():
            if member.isfile():
                files[member.name.removeprefix("./")] = archive.extractfile(member).read()
    return files


def debian_package(name: str, version: str, into: Path) -> dict[str, bytes]:
    into.mkdir(parents=True, exist_ok=True)
    subprocess.run(["apt-get", "download", "-qq", f"{name}={version}"], cwd=into, check=True)
    (deb,) = into.glob(f"{name}_*.deb")
    return deb_members(deb)


def copyright_holders(copyright_text: str) -> str:
    """The holders of the upstream files ("Files: *") of a Debian copyright file, without
    e-mail addresses."""
    stanza = copyright_text.split("\nFiles: *\n", 1)[1].split("\n\n", 1)[0]
    match = re.search(r"^Copyright:(.*(?:\n[ \t].*)*)", stanza, re.MULTILINE)
    holders = "; ".join(line.strip() for line in match.group(1).splitlines() if line.strip())
    holders = re.sub(r"\s*<[^>]*>", "", holders)
    return re.sub(r"\s+", " ", holders).strip()


def upstream_licence(copyright_text: str) -> str:
    stanza = copyright_text.split("\nFiles: *\n", 1)[1].split("\n\n", 1)[0]
    return re.search(r"^License:\s*(\S+)", stanza, re.MULTILINE).group(1)


def write_fonts(manifest: dict, work: Path) -> list[dict]:
    if FONTS.exists():
        shutil.rmtree(FONTS)
    FONTS.mkdir(parents=True)
    credits = []
    for role, spec in manifest["fonts"].items():
        files = debian_package(spec["debian"], str(spec["version"]), work / "deb" / role)
        by_name = {Path(path).name: data for path, data in files.items()}
        for font_file in spec["files"].values():
            if font_file not in by_name:
                raise SystemExit(f"fetch: no {font_file} in {spec['debian']}")
            (FONTS / font_file).write_bytes(by_name[font_file])
        copyright_text = files[f"usr/share/doc/{spec['debian']}/copyright"].decode("utf-8")
        licence_file = FONTS / f"{spec['debian']}.copyright.txt"
        licence_file.write_text(copyright_text, encoding="utf-8", newline="\n")
        licence = upstream_licence(copyright_text)
        credits.append(
            {
                "name": spec["name"],
                "kind": "font",
                "author": copyright_holders(copyright_text),
                "url": "",
                "licence": LICENCE_NAMES.get(licence, licence),
                "licence_url": "",
                "licence_file": f"assets/fonts/{licence_file.name}",
                "package": f"Debian {spec['debian']} {spec['version']}",
                "pictures": 0,
            }
        )
    return credits


def main() -> int:
    manifest = load_manifest()
    with tempfile.TemporaryDirectory(prefix="monster-table-art-") as temp:
        work = Path(temp)
        credits = write_sets(manifest, work) + write_fonts(manifest, work)
    CREDITS.write_text(
        "# Written by assets/art/fetch.py from the packages' own data (`make art`): do not edit.\n"
        + yaml.safe_dump({"credits": credits}, sort_keys=False, allow_unicode=True, width=100),
        encoding="utf-8",
        newline="\n",
    )
    pictures = sum(len(icons) for icons in wanted_icons(manifest).values())
    fonts = sum(len(spec["files"]) for spec in manifest["fonts"].values())
    print(f"fetch: wrote {pictures} pictures and {fonts} font files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
