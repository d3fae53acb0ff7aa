// Draws a flattened peers scene (flatten_scene.py) with Blend2D's C++ API and prints the
// median render time, with 0 (synchronous, one thread) or N worker threads: the 2-thread
// mark issue 15 compares themeshot with, which blend2d-python cannot create.
//
// Like render_blend2d.py, paths, fonts and colors are built once and only playback into a
// fresh image is timed; shadows are the unblurred shape and rounded clips clip to their
// rectangle (Blend2D clips to rectangles; true of `cards`, whose clipped content keeps
// clear of the corners), so `cards` figures are lower bounds.
//
// build: see run.sh        usage: scene_player SCENE.ops [--threads N] [--runs N] [--out F.png]
#include <blend2d.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Op {
  enum Kind { kRect, kPath, kText, kPushClip, kPopClip } kind;
  BLRect rect;
  BLPath path;
  BLRgba32 color;
  BLFont* font = nullptr;
  std::string text;
};

// CSS clamping: when two radii on one side exceed it, all shrink by the same factor.
void clampRadii(double w, double h, double r[4]) {
  double f = 1.0;
  const double sides[4][3] = {{w, r[0], r[1]}, {h, r[1], r[2]}, {w, r[2], r[3]}, {h, r[3], r[0]}};
  for (auto& s : sides)
    if (s[1] + s[2] > s[0] && s[1] + s[2] > 0) f = std::min(f, s[0] / (s[1] + s[2]));
  for (int i = 0; i < 4; i++) r[i] = std::max(0.0, r[i]) * f;
}

// One closed rounded-rect contour, clockwise, or counter-clockwise when `reverse` (a hole
// under the non-zero rule). Radii: top-left, top-right, bottom-right, bottom-left.
void addRoundedRect(BLPath& p, double x, double y, double w, double h, double r[4], bool reverse) {
  clampRadii(w, h, r);
  // Corners clockwise from top-right: corner point, point before it, point after it.
  struct C { double cx, cy, ax, ay, bx, by; };
  std::vector<C> cs = {
      {x + w, y, x + w - r[1], y, x + w, y + r[1]},
      {x + w, y + h, x + w, y + h - r[2], x + w - r[2], y + h},
      {x, y + h, x + r[3], y + h, x, y + h - r[3]},
      {x, y, x, y + r[0], x + r[0], y}};
  if (reverse) {
    std::reverse(cs.begin(), cs.end());
    for (auto& c : cs) { std::swap(c.ax, c.bx); std::swap(c.ay, c.by); }
  }
  p.moveTo(cs.back().bx, cs.back().by);
  for (auto& c : cs) {
    p.lineTo(c.ax, c.ay);
    if (c.ax != c.bx || c.ay != c.by) p.arcQuadrantTo(c.cx, c.cy, c.bx, c.by);
  }
  p.close();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: scene_player SCENE.ops [--threads N] [--runs N] [--out F.png]\n");
    return 2;
  }
  int threads = 0, runs = 9;
  const char* out = nullptr;
  for (int i = 2; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--threads")) threads = std::atoi(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--runs")) runs = std::max(1, std::atoi(argv[i + 1]));
    else if (!std::strcmp(argv[i], "--out")) out = argv[i + 1];
  }
  std::ifstream in(argv[1]);
  std::string line;
  double W = 0, H = 0, scale = 1;
  bool hasBackground = false;
  uint32_t background = 0;
  std::map<std::string, BLFontFace> faces;
  std::map<std::pair<std::string, double>, BLFont> fonts;
  std::vector<Op> ops;
  while (std::getline(in, line)) {
    std::istringstream s(line);
    std::string kind;
    s >> kind;
    if (kind == "canvas") {
      std::string bg;
      s >> W >> H >> scale >> bg;
      hasBackground = bg != "none";
      if (hasBackground) background = std::strtoul(bg.c_str(), nullptr, 16);
    } else if (kind == "font") {
      std::string key, file;
      s >> key;
      std::getline(s >> std::ws, file);
      if (faces[key].createFromFile(file.c_str()) != BL_SUCCESS) {
        std::fprintf(stderr, "scene_player: cannot load font %s\n", file.c_str());
        return 1;
      }
    } else {
      Op op{};
      std::string color;
      double x, y, w, h, r[4], width;
      if (kind == "fillRect") {
        s >> x >> y >> w >> h >> color;
        op.kind = Op::kRect;
        op.rect = BLRect(x, y, w, h);
      } else if (kind == "fillRoundedRect" || kind == "shadow") {
        s >> x >> y >> w >> h >> r[0] >> r[1] >> r[2] >> r[3] >> color;
        op.kind = Op::kPath;
        addRoundedRect(op.path, x, y, w, h, r, false);
      } else if (kind == "strokeRoundedRect") {
        s >> x >> y >> w >> h >> r[0] >> r[1] >> r[2] >> r[3] >> width >> color;
        op.kind = Op::kPath;
        double inner[4];
        for (int i = 0; i < 4; i++) inner[i] = std::max(0.0, r[i] - width);
        addRoundedRect(op.path, x, y, w, h, r, false);
        if (w > 2 * width && h > 2 * width)
          addRoundedRect(op.path, x + width, y + width, w - 2 * width, h - 2 * width, inner, true);
      } else if (kind == "text") {
        double size;
        std::string key;
        s >> x >> y >> size >> key >> color;
        std::getline(s >> std::ws, op.text);
        op.kind = Op::kText;
        op.rect = BLRect(x, y, 0, 0);
        auto& font = fonts[{key, size}];
        if (font.faceType() == BL_FONT_FACE_TYPE_NONE) font.createFromFace(faces[key], float(size));
        op.font = &font;
      } else if (kind == "pushClip") {
        s >> x >> y >> w >> h;
        op.kind = Op::kPushClip;
        op.rect = BLRect(x, y, w, h);
      } else if (kind == "popClip") {
        op.kind = Op::kPopClip;
      } else {
        continue;
      }
      if (!color.empty()) op.color = BLRgba32(uint32_t(std::strtoul(color.c_str(), nullptr, 16)));
      ops.push_back(std::move(op));
    }
  }
  const int pw = int(W * scale + 0.5), ph = int(H * scale + 0.5);
  std::vector<double> times;
  BLImage image;
  for (int run = 0; run < runs; run++) {
    auto start = std::chrono::steady_clock::now();
    image = BLImage(pw, ph, BL_FORMAT_PRGB32);
    BLContextCreateInfo info{};
    info.threadCount = uint32_t(threads);
    BLContext ctx(image, info);
    if (hasBackground) {
      ctx.setCompOp(BL_COMP_OP_SRC_COPY);
      ctx.fillAll(BLRgba32(background));
      ctx.setCompOp(BL_COMP_OP_SRC_OVER);
    } else {
      ctx.clearAll();
    }
    ctx.scale(scale);
    for (const Op& op : ops) {
      switch (op.kind) {
        case Op::kRect: ctx.fillRect(op.rect, op.color); break;
        case Op::kPath: ctx.fillPath(op.path, op.color); break;
        case Op::kText:
          ctx.fillUtf8Text(BLPoint(op.rect.x, op.rect.y), *op.font, op.text.c_str(), op.text.size(), op.color);
          break;
        case Op::kPushClip: ctx.save(); ctx.clipToRect(op.rect); break;
        case Op::kPopClip: ctx.restore(); break;
      }
    }
    ctx.end();
    times.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  }
  std::printf("blend2d-native threads %d render_ms median %.2f min %.2f | ops %zu\n", threads, median(times),
              *std::min_element(times.begin(), times.end()), ops.size());
  if (out) image.writeToFile(out);
  return 0;
}
