// Anti-aliasing detection as pixelmatch does it, after V. Vyšniauskas, "Anti-aliased Pixel
// and Intensity Slope Detector" (2009): a changed pixel is excused when, in either image, it
// sits on a brightness slope (it has both a darker and a brighter neighbour, and at most two
// equal ones), and the neighbour with the lowest or the highest brightness delta is part of a
// flat area (3+ equal neighbours) in both images.

/// Whether the pixel at `(x, y)` of `image` looks like anti-aliasing; `other` is the image it
/// is compared with. `width` and `height` bound the compared area.
func isAntialiased(
  _ image: PixelPlane, _ other: PixelPlane, x: Int, y: Int, width: Int, height: Int,
  background: AlphaBackground
) -> Bool {
  let x0 = max(x - 1, 0)
  let y0 = max(y - 1, 0)
  let x2 = min(x + 1, width - 1)
  let y2 = min(y + 1, height - 1)
  // A pixel on the border has fewer neighbours; pixelmatch counts that as one equal one.
  var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
  var lowest = 0.0
  var highest = 0.0
  var lowestAt = (0, 0)
  var highestAt = (0, 0)
  let centerWord = image.word(x, y)
  let center = straightChannels(centerWord, premultiplied: image.premultiplied)
  let offset = (y &* width &+ x) &* 4
  let centerBrightness = whiteBrightness(center)
  // Columns outside, rows inside: the order decides ties, and pixelmatch's order is this.
  for nx in x0...x2 {
    for ny in y0...y2 where nx != x || ny != y {
      let word = image.word(nx, ny)
      var delta = 0.0
      if word != centerWord {
        let q = straightChannels(word, premultiplied: image.premultiplied)
        if q != center {
          switch background {
          case .white: delta = centerBrightness - whiteBrightness(q)
          case .checkerboard:
            delta = yiqDeltaOverCheckerboard(center, q, offset: offset, brightnessOnly: true)
          }
        }
      }
      if delta == 0 {
        zeroes += 1
        if zeroes > 2 { return false }
      } else if delta < lowest {
        lowest = delta
        lowestAt = (nx, ny)
      } else if delta > highest {
        highest = delta
        highestAt = (nx, ny)
      }
    }
  }
  if lowest == 0 || highest == 0 { return false }
  return
    (hasManySiblings(image, lowestAt.0, lowestAt.1, width: width, height: height)
    && hasManySiblings(other, lowestAt.0, lowestAt.1, width: width, height: height))
    || (hasManySiblings(image, highestAt.0, highestAt.1, width: width, height: height)
      && hasManySiblings(other, highestAt.0, highestAt.1, width: width, height: height))
}

/// Whether the pixel at `(x, y)` has 3 or more neighbours of exactly its value.
func hasManySiblings(_ plane: PixelPlane, _ x: Int, _ y: Int, width: Int, height: Int) -> Bool {
  let x0 = max(x - 1, 0)
  let y0 = max(y - 1, 0)
  let x2 = min(x + 1, width - 1)
  let y2 = min(y + 1, height - 1)
  let value = plane.word(x, y)
  var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
  for nx in x0...x2 {
    for ny in y0...y2 where nx != x || ny != y {
      if plane.word(nx, ny) == value { zeroes += 1 }
      if zeroes > 2 { return true }
    }
  }
  return false
}
