"""The pictures and typefaces: what assets/art/manifest.yaml names is what assets/ holds, every
creature has a picture of its own and shows it, every word of the app has its glyphs, and the
Credits screen names every set and typeface with its licence."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
import yaml  # noqa: E402

from game.ui import art, theme  # noqa: E402
from game.ui.cardart import CardArt  # noqa: E402
from game.ui.cardbook import card_book  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
MANIFEST = yaml.safe_load((ASSETS / "art" / "manifest.yaml").read_text(encoding="utf-8"))
CREATURE_GAMES = {"shield-war": "character", "kmon": "kmon"}


def creature_ids() -> dict[str, str]:
    """Every creature of the card files, and its game."""
    found = {}
    for game, kind in CREATURE_GAMES.items():
        for code, face in card_book(game).faces.items():
            if face.kind == kind:
                found[code] = game
    return found


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


# -- the manifest and the files -----------------------------------------------------------------
def test_every_creature_of_the_card_files_has_a_picture_of_its_own():
    creatures = creature_ids()
    assert len(creatures) == 30  # Shield War's 6 Monsters and the 24 K-Mon
    pictures = MANIFEST["creatures"]
    assert sorted(pictures) == sorted(creatures)
    assert len(set(pictures.values())) == len(pictures), "two creatures share a picture"


def test_every_kind_and_element_with_a_symbol_has_one():
    from game.rules.kmon.cards import ELEMENTS

    symbols = MANIFEST["symbols"]
    for element in ELEMENTS:
        assert f"element.{element}" in symbols
    for kind in ("attack", "shield", "character", "ability", "reaction", "boost", "item"):
        assert f"kind.{kind}" in symbols
    assert len(set(symbols.values())) == len(symbols)


def test_the_files_are_the_manifests_and_no_others():
    wanted: dict[str, set[str]] = {name: set() for name in MANIFEST["sets"]}
    for picture in [
        *MANIFEST["creatures"].values(),
        *MANIFEST["symbols"].values(),
        *MANIFEST["emblems"].values(),
    ]:
        set_name, name = picture.split(":")
        wanted[set_name].add(f"{name}.svg")
    for set_name, files in wanted.items():
        folder = ASSETS / "art" / set_name
        assert {p.name for p in folder.iterdir()} == files | {"LICENSE.txt", "info.json"}
    sets = {p.name for p in (ASSETS / "art").iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert sets == set(wanted)
    fonts = {name for spec in MANIFEST["fonts"].values() for name in spec["files"].values()}
    copyrights = {f"{spec['debian']}.copyright.txt" for spec in MANIFEST["fonts"].values()}
    assert {p.name for p in (ASSETS / "fonts").iterdir()} == fonts | copyrights
    assert {face for face, _ in theme.FACES.values()} == fonts


def test_each_licence_is_kept_beside_its_files_and_credited():
    credits = art.credits()
    assert [c["name"] for c in credits] == [
        "Fluent Emoji Flat",
        "Game Icons",
        *(spec["name"] for spec in MANIFEST["fonts"].values()),
    ]
    for entry in credits:
        licence = ROOT / entry["licence_file"]
        assert licence.is_file(), entry
        text = licence.read_text(encoding="utf-8")
        assert entry["author"].split(";")[0].split()[-1] in text
    by_name = {c["name"]: c for c in credits}
    assert by_name["Game Icons"]["licence"] == "CC BY 3.0"
    assert "Attribution 3.0" in (ASSETS / "art" / "game-icons" / "LICENSE.txt").read_text()
    assert "MIT License" in (ASSETS / "art" / "fluent-emoji-flat" / "LICENSE.txt").read_text()
    for spec in MANIFEST["fonts"].values():
        text = (ASSETS / "fonts" / f"{spec['debian']}.copyright.txt").read_text()
        assert "SIL OPEN FONT LICENSE Version 1.1" in text


@pytest.mark.parametrize(
    "picture",
    sorted(
        {
            *MANIFEST["creatures"].values(),
            *MANIFEST["symbols"].values(),
            *MANIFEST["emblems"].values(),
        }
    ),
)
def test_every_picture_loads_and_is_not_blank(picture: str):
    image = pygame.image.load(str(art.picture_file(picture)))
    assert image.get_width() > 0 and image.get_bounding_rect().width > 0
    sized = art._load(picture, 64)
    assert sized is not None and sized.get_size() == (64, 64)
    covered = pygame.mask.from_surface(sized).count()
    assert covered > 64 * 64 * 0.08, f"{picture} is almost empty at card size"


# -- the faces ----------------------------------------------------------------------------------
@pytest.mark.parametrize("width", [90, 200])
def test_every_creature_face_is_unlike_every_others(width: int):
    faces, pictures = {}, {}
    for code, game in creature_ids().items():
        faces[code] = pixels(CardArt(card_book(game)).face(code, width))
        pictures[code] = pixels(art.creature(code, 48))
    assert len(set(faces.values())) == len(faces)
    assert len(set(pictures.values())) == len(pictures)


@pytest.mark.parametrize("game", sorted(CREATURE_GAMES))
@pytest.mark.parametrize("width", [90, 200])
def test_the_picture_is_drawn_in_the_art_box(game: str, width: int, monkeypatch):
    """Where a creature's picture goes, the face is not a flat background: many colours, and
    other pixels than the same face drawn without its picture."""
    code = next(c for c, g in creature_ids().items() if g == game)
    with_picture = CardArt(card_book(game)).face(code, width)
    monkeypatch.setattr(art, "creature", lambda code, size: None)
    without = CardArt(card_book(game)).face(code, width)
    w, h = with_picture.get_size()
    box = pygame.Rect(round(w * 0.3), round(h * 0.3), round(w * 0.4), round(h * 0.15))
    colours = {
        tuple(with_picture.get_at((x, y)))
        for x in range(box.left, box.right)
        for y in range(box.top, box.bottom)
    }
    assert len(colours) > 20
    changed = sum(
        with_picture.get_at((x, y)) != without.get_at((x, y))
        for x in range(box.left, box.right)
        for y in range(box.top, box.bottom)
    )
    assert changed > box.width * box.height * 0.2


def test_a_picture_is_rendered_once_per_size():
    code = next(iter(MANIFEST["creatures"]))
    assert art.creature(code, 77) is art.creature(code, 77)
    assert art.creature(code, 78).get_size() == (78, 78)


# -- the typefaces ------------------------------------------------------------------------------
def _strings(data) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for value in data.values() for s in _strings(value)]
    if isinstance(data, list):
        return [s for value in data for s in _strings(value)]
    return []


def _card_names() -> set[str]:
    names = set()

    def walk(data):
        if isinstance(data, dict):
            name = data.get("name")
            if isinstance(name, dict):
                names.update(str(v) for v in name.values())
            for value in data.values():
                walk(value)
        elif isinstance(data, list):
            for value in data:
                walk(value)

    for path in sorted((ROOT / "cards").rglob("*.yaml")):
        walk(yaml.safe_load(path.read_text(encoding="utf-8")))
    return names


@pytest.mark.parametrize("face", sorted(theme.FACES))
def test_every_character_of_the_app_has_a_glyph(face: str):
    pygame.font.init()
    font = pygame.font.Font(str(theme.face_file(face)), 24)
    words = set(_card_names())
    for language in ("en", "es", "it"):
        catalogue = yaml.safe_load((ASSETS / "i18n" / f"{language}.yaml").read_text("utf-8"))
        words.update(_strings(catalogue))
    characters = sorted({c for text in words for c in text if c.isprintable() and c != " "})
    missing = [
        c for c, m in zip(characters, font.metrics("".join(characters)), strict=True) if m is None
    ]
    assert missing == [], f"{face} has no glyph for {missing}"
    assert len(characters) > 80


def test_the_app_draws_in_the_shipped_typefaces():
    pygame.font.init()
    for face in theme.FACES:
        assert theme.face_file(face).is_file()
    plain = theme.font(20).render("Señor Salobre", True, (0, 0, 0))
    titled = theme.font(20, display=True).render("Señor Salobre", True, (0, 0, 0))
    default = pygame.font.Font(None, 20).render("Señor Salobre", True, (0, 0, 0))
    assert pixels(plain) != pixels(default) and pixels(titled) != pixels(plain)


# -- the Credits screen ---------------------------------------------------------------------------
def test_the_title_screen_opens_the_credits(new_app):
    from game.ui.scenes.credits import CreditsScene
    from game.ui.scenes.title import TitleScene

    driver = new_app()
    driver.open(TitleScene(driver.app))
    driver.press("btn-credits")
    scene = driver.top
    assert isinstance(scene, CreditsScene)
    driver.frame()
    said = " ".join(scene.shown)
    for words in (
        "Fluent Emoji Flat",
        "Microsoft Corporation",
        "Game Icons",
        "GameIcons",
        "CC BY 3.0",
        "MIT",
        "Cherry Bomb",
        "Cabin",
        "SIL Open Font License 1.1",
        "assets/art/game-icons/LICENSE.txt",
        "assets/fonts/fonts-cabin.copyright.txt",
    ):
        assert words in said, words
    driver.press("btn-back")
    assert isinstance(driver.top, TitleScene)
