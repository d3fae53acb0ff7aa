// The anti-aliasing check for pixels whose 8 neighbours all lie inside the compared area (all
// but the outermost ring): the same decision as `isAntialiased`, computed without branches on
// pixel values. The comparisons there are unpredictable and were most of the time spent on
// heavily changed images.
//
// Why the order can go: pixelmatch stops as soon as 3 neighbours equal the centre, which only
// ever returns false, so counting all 8 first decides the same; the lowest (negative) and the
// highest (positive) delta are kept with strict comparisons in pixelmatch's order, so ties still
// go to the first neighbour in that order, as below.

/// Neighbour `k` (0..<8) as (dx, dy) in pixelmatch's order: columns left to right, rows top to
/// bottom, skipping the centre.
@inline(__always)
func neighbour(_ k: Int) -> (Int, Int) {
  let j = k < 4 ? k : k &+ 1
  return (j / 3 &- 1, j % 3 &- 1)
}

/// `isAntialiased` for a pixel with 1 ≤ x < width − 1 and 1 ≤ y < height − 1.
@inline(__always)
func isAntialiasedInterior(
  _ image: PixelPlane, _ other: PixelPlane, x: Int, y: Int, width: Int, height: Int,
  background: AlphaBackground
) -> Bool {
  let stride = image.stride
  let centre = image.base + (y &* stride &+ x)
  let centreColor = straightChannels(centre.pointee, premultiplied: image.premultiplied)
  let centreBrightness = whiteBrightness(centreColor)
  let offset = (y &* width &+ x) &* 4
  var zeroes = 0
  var lowest = 0.0
  var highest = 0.0
  var lowestIndex = 0
  var highestIndex = 0
  for k in 0..<8 {
    let (dx, dy) = neighbour(k)
    let q = straightChannels(centre[dy &* stride &+ dx], premultiplied: image.premultiplied)
    // Equal colours give exactly 0 either way (x − x), as pixelmatch's early return does.
    let delta =
      background == .white
      ? centreBrightness - whiteBrightness(q)
      : yiqDeltaOverCheckerboard(centreColor, q, offset: offset, brightnessOnly: true)
    zeroes &+= delta == 0 ? 1 : 0
    let isLower = delta < lowest
    lowest = isLower ? delta : lowest
    lowestIndex = isLower ? k : lowestIndex
    let isHigher = delta > highest
    highest = isHigher ? delta : highest
    highestIndex = isHigher ? k : highestIndex
  }
  if zeroes > 2 || lowest == 0 || highest == 0 { return false }
  let low = neighbour(lowestIndex)
  let high = neighbour(highestIndex)
  return
    (siblings(image, x &+ low.0, y &+ low.1, width: width, height: height)
    && siblings(other, x &+ low.0, y &+ low.1, width: width, height: height))
    || (siblings(image, x &+ high.0, y &+ high.1, width: width, height: height)
      && siblings(other, x &+ high.0, y &+ high.1, width: width, height: height))
}

/// `hasManySiblings`, counting the 8 equal-or-not neighbours at once where they all exist.
@inline(__always)
func siblings(_ plane: PixelPlane, _ x: Int, _ y: Int, width: Int, height: Int) -> Bool {
  guard x > 0, y > 0, x < width - 1, y < height - 1 else {
    return hasManySiblings(plane, x, y, width: width, height: height)
  }
  return equalNeighbours(plane, x, y) > 2
}
