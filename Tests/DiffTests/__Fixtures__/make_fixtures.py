#!/usr/bin/env python3
"""Writes the DiffTests fixture pairs (small PNGs with anti-aliased edges).

Run from this folder: python3 make_fixtures.py
Counts in DiffTests come from ../shared/peers/diff_bench.py on these files (see the tests).
"""
from PIL import Image, ImageDraw, ImageFilter

S = 4  # supersampling factor: shapes are drawn big, then box-filtered, for real anti-aliasing


def canvas(w, h, color):
    return Image.new("RGBA", (w * S, h * S), color)


def finish(img):
    w, h = img.size
    return img.resize((w // S, h // S), Image.BOX)


def card(title_width, badge, dy=0, accent=(0, 122, 255, 255)):
    img = canvas(96, 64, (242, 242, 247, 255))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle([6 * S, (6 + dy) * S, 90 * S, (58 + dy) * S], radius=10 * S, fill=(255, 255, 255, 255))
    d.ellipse([14 * S, 16 * S, 34 * S, 36 * S], fill=accent)
    d.rounded_rectangle([40 * S, 18 * S, (40 + title_width) * S, 24 * S], radius=3 * S, fill=(28, 28, 30, 255))
    d.rounded_rectangle([40 * S, 30 * S, 78 * S, 34 * S], radius=2 * S, fill=(142, 142, 147, 255))
    if badge:
        d.ellipse([72 * S, 40 * S, 84 * S, 52 * S], fill=(255, 59, 48, 255))
    d.line([14 * S, 46 * S, 60 * S, 52 * S], fill=(52, 199, 89, 255), width=2 * S)
    return finish(img)


def rings(r):
    img = canvas(64, 64, (255, 255, 255, 255))
    d = ImageDraw.Draw(img)
    for k in range(4):
        rr = (r - 6 * k) * S
        c = 32 * S
        d.ellipse([c - rr, c - rr, c + rr, c + rr], outline=(20 + 40 * k, 40, 90, 255), width=2 * S)
    return finish(img)


def shifted_line(offset):
    img = canvas(48, 32, (255, 255, 255, 255))
    d = ImageDraw.Draw(img)
    d.line([4 * S, (8 + offset) * S, 44 * S, (24 + offset) * S], fill=(0, 0, 0, 255), width=1 * S)
    d.line([4 * S, 28 * S, 44 * S, 4 * S], fill=(200, 30, 30, 255), width=3 * S)
    return finish(img)


def gradient(shift):
    img = Image.new("RGBA", (40, 30))
    px = img.load()
    for y in range(30):
        for x in range(40):
            px[x, y] = ((x * 6 + shift) % 256, (y * 8) % 256, (x * y + shift * 3) % 256, 255)
    return img


def translucent(variant):
    """The pattern DiffTests also builds in code (straight alpha): keep the two in step."""
    img = Image.new("RGBA", (24, 16))
    px = img.load()
    for y in range(16):
        for x in range(24):
            r = (x * 11 + y * 3) % 256
            g = (x * 5 + y * 17) % 256
            b = (x * 23 + y * 7) % 256
            a = (x * 13 + y * 29) % 256
            if variant and (x + y) % 3 == 0:
                r, g, b = (r + 60) % 256, g, (b + 90) % 256
            if variant and (x * y) % 7 == 1:
                a = (a + 40) % 256
            px[x, y] = (r, g, b, a)
    return img


card(30, False).save("card-a.png")
card(36, True, accent=(10, 132, 255, 255)).save("card-b.png")
rings(28).save("rings-a.png")
rings(27.6).save("rings-b.png")
shifted_line(0).save("line-a.png")
shifted_line(0.5).save("line-b.png")
gradient(0).save("gradient-a.png")
gradient(7).save("gradient-b.png")
translucent(False).save("translucent-a.png")
translucent(True).save("translucent-b.png")
