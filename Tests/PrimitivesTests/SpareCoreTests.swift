import Dispatch
import Foundation
import Synchronization
import Testing

@testable import Primitives

/// The spare core's promises to a one-image render (issue 12's passing check): jobs run in
/// the order given, urgent ones first; a job is run by the spare thread or closed by the
/// thread that handed it off, never both; and nothing waits on a job that never started.
/// The spare thread is shared with every other test, so each test holds it with a gate
/// job while it queues, and only the order among its own jobs is asserted.
@Suite struct SpareCoreTests {
  /// Occupies the spare thread until `open()`; returns once the gate is running there.
  final class Gate: Sendable {
    private let started = DispatchSemaphore(value: 0)
    private let release = DispatchSemaphore(value: 0)

    init() {
      SpareCore.shared.async(urgent: true) { [self] in
        started.signal()
        release.wait()
      }
      started.wait()
    }

    func open() { release.signal() }
  }

  /// A list of names appended from any thread.
  final class Log: Sendable {
    private let names = Mutex<[String]>([])
    func add(_ name: String) { names.withLock { $0.append(name) } }
    var all: [String] { names.withLock { $0 } }
  }

  /// Waits until every job queued on the spare thread before this call has run.
  func drain() {
    let done = DispatchSemaphore(value: 0)
    SpareCore.shared.async { done.signal() }
    done.wait()
  }

  @Test func urgentJobsRunBeforeWaitingOnesAndInOrderAmongThemselves() {
    let log = Log()
    let gate = Gate()
    SpareCore.shared.async { log.add("warm-up") }
    SpareCore.shared.async(urgent: true) { log.add("images") }
    SpareCore.shared.async(urgent: true) { log.add("bands") }
    SpareCore.shared.async { log.add("spare faces") }
    gate.open()
    drain()
    #expect(log.all == ["images", "bands", "warm-up", "spare faces"])
  }

  @Test func aJobClosedBeforeItStartsNeverRuns() {
    let log = Log()
    let gate = Gate()
    let job = SpareCore.Job { log.add("ran") }
    SpareCore.shared.help(job, urgent: true)
    // The spare thread is held, so the caller closes the job and does the work itself.
    #expect(job.closeOrWait())
    gate.open()
    drain()
    #expect(log.all.isEmpty)
  }

  @Test func aJobUnderWayIsWaitedForAndRunsOnce() {
    let log = Log()
    let running = DispatchSemaphore(value: 0)
    let job = SpareCore.Job {
      running.signal()
      // Long enough that the close below finds it under way.
      Thread.sleep(forTimeInterval: 0.05)
      log.add("ran")
    }
    SpareCore.shared.help(job)
    running.wait()
    #expect(!job.closeOrWait())
    // Its effects are visible as soon as the wait returns.
    #expect(log.all == ["ran"])
    drain()
    #expect(log.all == ["ran"])
  }

  @Test func jobsRunWhileTheCoreIsHeldAwakeAndAfter() {
    let log = Log()
    let awake = SpareCore.shared.awake()
    for i in 0..<100 { SpareCore.shared.async { log.add("\(i)") } }
    drain()
    awake.end()
    SpareCore.shared.async { log.add("after") }
    drain()
    #expect(log.all == (0..<100).map { "\($0)" } + ["after"])
  }
}
