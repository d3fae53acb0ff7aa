// Replaced by the Raster stage's tests (see the issue that builds it).
import Testing
