#!/usr/bin/env python3
"""Writes a peers scene (SCENE.md) as one op a line, for scene_player.cpp to read without a
JSON parser: numbers in points, colors as 0xAARRGGBB, fonts as file paths (fc-match).

usage: flatten_scene.py SCENE.json > SCENE.ops
"""
import json
import subprocess
import sys


def argb(text):
    h = text.lstrip("#")
    if len(h) == 6:
        h += "FF"
    r, g, b, a = (int(h[i:i + 2], 16) for i in range(0, 8, 2))
    return f"0x{a:02X}{r:02X}{g:02X}{b:02X}"


def font_file(pattern):
    if pattern.startswith("/"):
        return pattern
    return subprocess.run(["fc-match", "-f", "%{file}", pattern], capture_output=True, text=True,
                          check=True).stdout


def nums(values):
    return " ".join(repr(float(v)) for v in values)


def radii(op):
    r = op.get("radii", [0, 0, 0, 0])
    return [r] * 4 if isinstance(r, (int, float)) else r


scene = json.load(open(sys.argv[1]))
print("canvas", nums([scene["width"], scene["height"], scene["scale"]]),
      argb(scene["background"]) if "background" in scene else "none")
for key, pattern in scene.get("fonts", {}).items():
    print("font", key, font_file(pattern))
for op in scene["ops"]:
    kind = op["op"]
    if kind == "fillRect":
        print(kind, nums(op["rect"]), argb(op["color"]))
    elif kind == "fillRoundedRect":
        print(kind, nums(op["rect"]), nums(radii(op)), argb(op["color"]))
    elif kind == "strokeRoundedRect":
        print(kind, nums(op["rect"]), nums(radii(op)), nums([op["width"]]), argb(op["color"]))
    elif kind == "shadow":
        dx, dy = op.get("offset", [0, 0])
        x, y, w, h = op["rect"]
        print(kind, nums([x + dx, y + dy, w, h]), nums(radii(op)), argb(op["color"]))
    elif kind == "text":
        print(kind, nums([op["x"], op["y"], op["size"]]), op["font"], argb(op["color"]),
              op["text"])
    elif kind in ("pushClipRect", "pushClipRoundedRect"):
        print("pushClip", nums(op["rect"]))
    elif kind == "popClip":
        print(kind)
    else:
        sys.exit(f"flatten_scene.py: op {kind} is not supported")
