# Makes the JPEG fixtures for JPEGDecoderTests (run: python3 make_jpegs.py; needs Pillow).
# A 16x16 image of four flat 8x8 quadrants, so each quadrant's middle decodes close to its
# colour whatever the encoder's rounding; saved baseline, progressive and greyscale.
from PIL import Image

quadrants = [(220, 30, 40), (30, 160, 60), (40, 70, 200), (250, 250, 250)]
img = Image.new("RGB", (16, 16))
for i, c in enumerate(quadrants):
    x0, y0 = (i % 2) * 8, (i // 2) * 8
    for y in range(y0, y0 + 8):
        for x in range(x0, x0 + 8):
            img.putpixel((x, y), c)
img.save("quadrants-baseline.jpg", quality=95, subsampling=0)
img.save("quadrants-progressive.jpg", quality=95, subsampling=0, progressive=True)
img.convert("L").save("quadrants-gray.jpg", quality=95)
