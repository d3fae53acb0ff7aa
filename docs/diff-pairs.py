#!/usr/bin/env python3
"""Phone-sized PNG pairs for the diff benchmark, drawn by the peers' Skia renderer.

usage: python3 docs/diff-pairs.py [OUT_DIR]   (default /tmp/themeshot-diff-pairs)

  identical-a/b.png  the `cards` scene twice (equal pixels, separate files)
  widgets-a/b.png    `cards`, then `cards` with three widgets edited (a title, an avatar
                     colour, a card moved 2 pt)
  heavy-a/b.png      the `stress` scene drawn by Skia, then by cairo (text everywhere differs)
"""
import json, os, shutil, subprocess, sys, tempfile

PEERS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "peers")
PEERS = os.environ.get("PEERS", PEERS if os.path.isdir(PEERS) else "/work/shared/peers")
out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/themeshot-diff-pairs"
os.makedirs(out, exist_ok=True)


def render(renderer, scene_path, png):
    subprocess.run([sys.executable, os.path.join(PEERS, renderer), scene_path, png], check=True,
                   stdout=subprocess.DEVNULL)


cards = os.path.join(PEERS, "scenes", "cards.json")
render("render_skia.py", cards, os.path.join(out, "identical-a.png"))
render("render_skia.py", cards, os.path.join(out, "identical-b.png"))
shutil.copy(os.path.join(out, "identical-a.png"), os.path.join(out, "widgets-a.png"))

scene = json.load(open(cards))
texts = [o for o in scene["ops"] if o["op"] == "text" and o["text"].startswith("Message 3 ")]
texts[0]["text"] = texts[0]["text"].replace("team", "design team")
avatars = [o for o in scene["ops"] if o["op"] == "fillRoundedRect" and o["rect"][2] == 40]
avatars[5]["color"] = "#E0457BFF"
card = [o for o in scene["ops"] if "rect" in o and o["rect"][1] == scene["ops"][3]["rect"][1] + 76 * 7]
for o in card:
    o["rect"][1] += 2
with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
    json.dump(scene, f)
render("render_skia.py", f.name, os.path.join(out, "widgets-b.png"))
os.unlink(f.name)

stress = os.path.join(PEERS, "scenes", "stress.json")
render("render_skia.py", stress, os.path.join(out, "heavy-a.png"))
render("render_cairo.py", stress, os.path.join(out, "heavy-b.png"))
print(out)
