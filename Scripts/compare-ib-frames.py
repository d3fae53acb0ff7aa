#!/usr/bin/env python3
"""Compares themeshot's storyboard layout with the frames Xcode stored.

Interface Builder stores the frame it computed for every view. Laying a scene out on
the device it was drawn for and comparing with those frames checks themeshot's Auto
Layout, stack and scroll-view rules against Xcode's own. Differences that remain are
usually font metrics (themeshot's fonts against SF Pro) or Xcode's canvas differing from
the device (an older Xcode's status bar, a navigation bar Xcode did not infer).

Usage: Scripts/compare-ib-frames.py [--tolerance PT] FILE.storyboard...
       THEMESHOT_BIN=.build/release/themeshot (default) picks the binary.

Prints, per scene, the views more than the tolerance (3 points) off, matched to the
widgets `themeshot inspect --json` lists in tree order by class; a table's or
collection's rows are not compared (their cells come from the app's data source).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

CLASSES = {
    "label": "UILabel", "button": "UIButton", "view": "UIView", "stackView": "UIStackView",
    "imageView": "UIImageView", "textField": "UITextField", "switch": "UISwitch",
    "segmentedControl": "UISegmentedControl", "slider": "UISlider",
    "progressView": "UIProgressView", "scrollView": "UIScrollView", "textView": "UITextView",
    "activityIndicatorView": "UIActivityIndicatorView", "pageControl": "UIPageControl",
    "stepper": "UIStepper", "tableView": "UITableView", "collectionView": "UICollectionView",
    "navigationBar": "UINavigationBar", "tabBar": "UITabBar", "toolbar": "UIToolbar",
}
CONTROLLERS = ("viewController", "tableViewController", "collectionViewController")


def frame(e):
    r = e.find("rect[@key='frame']")
    return None if r is None else [float(r.get(k)) for k in ("x", "y", "width", "height")]


def stored_views(e, ox=0.0, oy=0.0, out=None):
    """Each view with its stored frame in screen coordinates, in document order."""
    out = [] if out is None else out
    f = frame(e)
    if f is None:
        return out
    x, y = ox + f[0], oy + f[1]
    out.append((e.get("customClass") or CLASSES.get(e.tag, e.tag), [x, y, f[2], f[3]], e.get("id")))
    subviews = e.find("subviews")
    if subviews is not None and e.tag not in ("tableView", "collectionView"):
        for c in subviews:
            stored_views(c, x, y, out)
    return out


def inspect(binary, path, scene, device, theme):
    folder = os.path.dirname(os.path.abspath(path))
    name = f"{os.path.basename(path)}#{scene}"
    r = subprocess.run([binary, "inspect", name, theme, "--json", "--device", device],
                       cwd=folder, capture_output=True, text=True)
    return json.loads(r.stdout)["widgets"] if r.returncode == 0 else None


def compare(binary, path, tolerance, theme):
    root = ET.parse(path).getroot()
    if root.get("useAutolayout") != "YES":
        return 0
    off = 0
    for vc in root.iter():
        if vc.tag not in CONTROLLERS:
            continue
        view = vc.find("*[@key='view']")
        f = None if view is None else frame(view)
        if f is None:
            continue
        device = f"{int(f[2])}x{int(f[3])}@2"
        widgets = None
        for scene in (vc.get("customClass"), vc.get("id")):
            if scene and widgets is None:
                widgets = inspect(binary, path, scene, device, theme)
        if widgets is None:
            print(f"{path}: scene {vc.get('id')}: themeshot could not lay it out", file=sys.stderr)
            continue
        lines, j = [], 0
        for cls, want, ident in stored_views(view):
            while j < len(widgets) and widgets[j]["type"] != cls:
                j += 1
            if j == len(widgets):
                break
            g = widgets[j]["frame"]
            j += 1
            got = [g["x"], g["y"], g["width"], g["height"]]
            if cls not in ("UITableView", "UICollectionView") and max(
                    abs(a - b) for a, b in zip(want, got)) > tolerance:
                lines.append(f"  {ident} {cls}: Xcode {fmt(want)}, themeshot {fmt(got)}")
        if lines:
            print(f"{os.path.basename(path)} #{vc.get('customClass') or vc.get('id')} ({device})")
            print("\n".join(lines))
            off += len(lines)
    return off


def fmt(r):
    return "(" + ", ".join(f"{v:g}" for v in (round(v, 1) for v in r)) + ")"


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tolerance", type=float, default=3.0)
    p.add_argument("files", nargs="+")
    a = p.parse_args()
    binary = os.path.abspath(os.environ.get("THEMESHOT_BIN", ".build/release/themeshot"))
    # No theme: IB's own values, as Xcode laid them out.
    with tempfile.TemporaryDirectory() as d:
        theme = os.path.join(d, "unstyled.json")
        with open(theme, "w") as t:
            t.write("{}")
        total = sum(compare(binary, f, a.tolerance, theme) for f in a.files)
    print(f"{total} views more than {a.tolerance:g} pt off Xcode's stored frames")


if __name__ == "__main__":
    main()
