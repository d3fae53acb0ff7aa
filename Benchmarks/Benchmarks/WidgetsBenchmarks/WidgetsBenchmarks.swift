import Benchmark

// Filled in by the stage's issue.
let benchmarks: @Sendable () -> Void = {}
