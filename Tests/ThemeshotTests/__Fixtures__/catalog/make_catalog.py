# Makes the asset catalog fixture's PNGs (run: python3 make_catalog.py; needs Pillow). Each
# variant of `star` is a different flat colour at its own pixel size (4 pt at 1x, 2x, 3x),
# so a render shows which variant was picked.
from PIL import Image

base = "Assets.xcassets/"
for name, size, colour in [
    ("star.imageset/star.png", 4, (255, 0, 0)),
    ("star.imageset/star@2x.png", 8, (0, 255, 0)),
    ("star.imageset/star@3x.png", 12, (0, 0, 255)),
    ("star.imageset/star-dark@2x.png", 8, (255, 255, 0)),
    ("Icons/gear.imageset/gear.png", 4, (255, 0, 255)),
    # A 2x file whose name does not say so: its scale comes from Contents.json.
    ("plain.imageset/plain-retina.png", 8, (0, 255, 255)),
]:
    Image.new("RGBA", (size, size), colour + (255,)).save(base + name)
