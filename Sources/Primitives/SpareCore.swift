import Foundation
import Synchronization

/// One long-lived thread that runs work handed off by a render of one image (reading ahead,
/// warming caches, the second band worker), in the order it was given.
///
/// Why not Dispatch's global queue: a one-image check hands work to another thread five
/// or six times within a few milliseconds, and each hand-off woke a parked worker. Woken,
/// a worker often started late, or was put on the very core of the thread that woke it and
/// preempted it (timestamps showed a second band worker drawing every band while the
/// rendering thread waited 5.8 ms for its turn). While someone holds ``awake()``, this
/// thread does not park between jobs: it yields its core in a loop, so the next job starts
/// at once on the core it is already on. Outside that it parks as soon as it is idle.
///
/// Every user of it must stay correct when a job starts late or never runs: a job is
/// help, and the thread that handed it off does the work itself when the help has not
/// started (see ``Job``).
public final class SpareCore: @unchecked Sendable {
  public static let shared = SpareCore()

  private let condition = NSCondition()
  // Guarded by `condition`.
  private var queue: [@Sendable () -> Void] = []
  /// The first `urgent` jobs of `queue` were handed off as urgent.
  private var urgent = 0
  private var started = false
  /// Jobs queued and not yet taken, and holders of `awake()`: read while spinning.
  private let pending = Atomic<Int>(0)
  private let awakeHolders = Atomic<Int>(0)

  private init() {}

  /// Runs `job` on the spare thread after the jobs handed off before it; an `urgent` one
  /// (a render waits for it) after the urgent ones only, ahead of warm-ups and read-aheads
  /// that can wait.
  public func async(urgent: Bool = false, _ job: @escaping @Sendable () -> Void) {
    condition.lock()
    if urgent {
      queue.insert(job, at: self.urgent)
      self.urgent += 1
    } else {
      queue.append(job)
    }
    pending.add(1, ordering: .releasing)
    if !started {
      started = true
      let thread = Thread { [self] in loop() }
      thread.name = "themeshot.spare-core"
      thread.start()
    }
    condition.signal()
    condition.unlock()
  }

  /// Keeps the spare thread from parking between jobs until the returned token ends. A
  /// render of one image holds one from its warm-up to its last band.
  public func awake() -> Awake {
    awakeHolders.add(1, ordering: .relaxed)
    condition.lock()
    condition.signal()
    condition.unlock()
    return Awake(core: self)
  }

  /// A hold on the spare thread's waking; ``end()`` it once.
  public struct Awake: Sendable {
    let core: SpareCore

    public func end() { core.awakeHolders.subtract(1, ordering: .relaxed) }
  }

  private func loop() {
    while true {
      condition.lock()
      while queue.isEmpty {
        if awakeHolders.load(ordering: .relaxed) > 0 {
          condition.unlock()
          spin()
          condition.lock()
        } else {
          condition.wait()
        }
      }
      let job = queue.removeFirst()
      urgent = max(0, urgent - 1)
      pending.subtract(1, ordering: .relaxed)
      condition.unlock()
      job()
    }
  }

  /// Waits without parking for a job or the end of the last hold.
  private func spin() {
    while pending.load(ordering: .acquiring) == 0, awakeHolders.load(ordering: .relaxed) > 0 {
      sched_yield()
    }
  }
}

extension SpareCore {
  /// Hands `job` to the spare core: it runs there unless the caller closes it first.
  public func help(_ job: Job, urgent: Bool = false) {
    async(urgent: urgent) { job.runIfOpen() }
  }

  /// Work that either the spare thread or the thread that handed it off runs, never both:
  /// the spare thread runs it when it gets to it while it is open, and the handing-off
  /// thread closes it when it would rather do the work itself than wait for a job still
  /// queued behind others.
  public final class Job: @unchecked Sendable {
    private let state = Atomic<Int>(0)  // 0 open, 1 running or run, 2 closed
    private let finished = Atomic<Bool>(false)
    // Read by the runner only after it claimed the job; cleared by the handing-off thread
    // once no runner can read it, so nothing the body holds outlives `closeOrWait()`.
    private var body: (() -> Void)?

    public init(_ body: @escaping () -> Void) { self.body = body }

    /// Runs the body when nobody closed the job.
    func runIfOpen() {
      guard
        state.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing)
          .exchanged
      else { return }
      body?()
      finished.store(true, ordering: .releasing)
    }

    /// Closes the job before it runs (true), or waits for the run under way to finish
    /// (false). Call it once, from the thread that made the job.
    public func closeOrWait() -> Bool {
      let closed = state.compareExchange(
        expected: 0, desired: 2, ordering: .acquiringAndReleasing
      ).exchanged
      if !closed {
        while !finished.load(ordering: .acquiring) { sched_yield() }
      }
      body = nil
      return closed
    }
  }
}
