import Dispatch
import Testing

@testable import Presentable

@Suite("Box")
struct BoxTests {
  @Test func bindCallsTheListenerAtOnceWithTheCurrentValue() {
    let box = Box("Loading...")
    let heard = Recorder<String>()
    let token = box.bind { heard.append($0) }
    #expect(heard.values == ["Loading..."])
    box.value = "Richmond, VA"
    #expect(heard.values == ["Loading...", "Richmond, VA"])
    #expect(box.value == "Richmond, VA")
    token.cancel()
  }

  @Test func everyListenerHearsEverySetInTheOrderTheyWereBound() {
    let box = Box(0)
    let heard = Recorder<String>()
    let tokens = (0..<5).map { listener in box.bind { heard.append("\(listener):\($0)") } }
    #expect(box.listenerCount == 5)
    heard.clear()
    box.value = 1
    box.update { $0 += 1 }
    #expect(heard.values == (1...2).flatMap { value in (0..<5).map { "\($0):\(value)" } })
    _ = tokens
  }

  @Test func cancelRemovesTheListenerOnce() {
    let box = Box(0)
    let heard = Recorder<Int>()
    let kept = Recorder<Int>()
    let token = box.bind { heard.append($0) }
    let other = box.bind { kept.append($0) }
    #expect(!token.isCancelled && box.listenerCount == 2)
    token.cancel()
    #expect(token.isCancelled && box.listenerCount == 1)
    box.value = 1
    token.cancel()  // again: nothing
    box.value = 2
    #expect(heard.values == [0])
    #expect(kept.values == [0, 1, 2])
    #expect(box.listenerCount == 1)
    other.cancel()
    #expect(box.listenerCount == 0)
  }

  @Test func aTokenThatGoesAwayCancels() {
    let box = Box(0)
    let heard = Recorder<Int>()
    weak var weakToken: BindingToken?
    do {
      let token = box.bind { heard.append($0) }
      weakToken = token
      box.value = 1
      #expect(box.listenerCount == 1)
    }
    #expect(weakToken == nil)
    #expect(box.listenerCount == 0)
    box.value = 2
    #expect(heard.values == [0, 1])
  }

  @Test func tokensDoNotKeepTheirBoxAlive() {
    weak var weakBox: Box<Int>?
    var tokens: [BindingToken] = []
    do {
      let box = Box(0)
      weakBox = box
      tokens.append(box.bind { _ in })
      tokens.append(box.bind { _ in })
      #expect(box.listenerCount == 2)
    }
    #expect(weakBox == nil)
    #expect(tokens.count == 2 && !tokens[0].isCancelled)
    tokens.forEach { $0.cancel() }  // the box is gone: harmless
    #expect(tokens.allSatisfy { $0.isCancelled })
  }

  @Test func cancellingReleasesWhatTheListenerCaptured() {
    let box = Box(0)
    weak var weakProbe: Probe?
    let token: BindingToken
    do {
      let probe = Probe("view")
      weakProbe = probe
      token = box.bind { _ in _ = probe.name }
    }
    #expect(weakProbe != nil)  // the box keeps the listener, and so the probe
    token.cancel()
    #expect(weakProbe == nil)
  }

  @Test func aBoxThatGoesAwayReleasesItsListeners() {
    weak var weakProbe: Probe?
    weak var weakBox: Box<Int>?
    var token: BindingToken?
    do {
      let box = Box(0)
      let probe = Probe("view")
      weakBox = box
      weakProbe = probe
      token = box.bind { _ in _ = probe.name }
    }
    #expect(weakBox == nil)
    #expect(weakProbe == nil)
    #expect(token?.isCancelled == false)
    token = nil
  }

  @Test func aListenerCancelledByAnEarlierOneIsNotCalled() {
    let box = Box(0)
    let heard = Recorder<String>()
    let second = Locked<BindingToken?>(nil)
    let first = box.bind { value in
      heard.append("first:\(value)")
      if value == 1 { second.withLock { $0?.cancel() } }
    }
    second.withLock { $0 = box.bind { heard.append("second:\($0)") } }
    box.value = 1
    box.value = 2
    #expect(heard.values == ["first:0", "second:0", "first:1", "first:2"])
    _ = first
  }

  /// A set made by a listener is delivered after the value being delivered, to every listener:
  /// a naive box would call the second listener with 2 before 1.
  @Test func setsFromAListenerWaitForTheCurrentDelivery() {
    let box = Box(0)
    let heard = Recorder<String>()
    let a = box.bind { value in
      heard.append("a:\(value)")
      if value == 1 { box.value = 2 }
    }
    let b = box.bind { heard.append("b:\($0)") }
    heard.clear()
    box.value = 1
    #expect(heard.values == ["a:1", "b:1", "a:2", "b:2"])
    #expect(box.value == 2)
    _ = (a, b)
  }

  @Test func aListenerBoundFromAListenerHearsOnlyTheValueItWasBoundAt() {
    let box = Box(0)
    let heard = Recorder<String>()
    let late = Locked<BindingToken?>(nil)
    let first = box.bind { value in
      heard.append("first:\(value)")
      if value == 1 { late.withLock { $0 = box.bind { heard.append("late:\($0)") } } }
    }
    box.value = 1
    box.value = 2
    #expect(heard.values == ["first:0", "first:1", "late:1", "first:2", "late:2"])
    _ = first
  }

  /// A listener bound by a listener, while two sets wait in line, hears the value it was bound at
  /// and no earlier one.
  @Test func aListenerBoundWhileSetsWaitHearsNothingOlderThanItsValue() {
    let box = Box(0)
    let heard = Recorder<String>()
    let late = Locked<BindingToken?>(nil)
    let first = box.bind { value in
      heard.append("first:\(value)")
      guard value == 1 else { return }
      box.value = 2
      box.value = 3
      late.withLock { $0 = box.bind { heard.append("late:\($0)") } }
    }
    box.value = 1
    #expect(heard.values == ["first:0", "first:1", "first:2", "first:3", "late:3"])
    _ = first
  }

  @Test func updateLosesNoChangeAcrossThreads() {
    let box = Box(0)
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<25_000 { box.update { $0 += 1 } }
    }
    #expect(box.value == 100_000)
  }

  /// Four threads add 2,000 each: no update is lost, listeners never overlap, every update is
  /// heard once, and the last value heard is the box's.
  @Test func updatesFromManyThreadsAreAtomicAndHeardOneAtATime() {
    let box = Box(0)
    let calls = Locked((count: 0, inside: 0, overlaps: 0, last: -1))
    let token = box.bind { value in
      calls.withLock {
        $0.count += 1
        $0.inside += 1
        if $0.inside > 1 { $0.overlaps += 1 }
      }
      for _ in 0..<20 { _ = box.listenerCount }  // stay a while, so overlaps would show
      calls.withLock {
        $0.inside -= 1
        $0.last = value
      }
    }
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<2_000 { box.update { $0 += 1 } }
    }
    let result = calls.withLock { $0 }
    #expect(box.value == 8_000)
    #expect(result.count == 8_001)
    #expect(result.overlaps == 0)
    #expect(result.last == 8_000)
    token.cancel()
  }

  /// Plain sets from many threads: the listeners hear them in the order they were made, so what
  /// they hear last is the value the box ends with.
  @Test func setsFromManyThreadsEndWithTheBoxValue() {
    let box = Box("")
    let last = Locked("")
    let token = box.bind { value in last.withLock { $0 = value } }
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for step in 0..<2_000 { box.value = "\(thread).\(step)" }
    }
    #expect(last.withLock { $0 } == box.value)
    #expect(box.value.hasSuffix(".1999"))
    token.cancel()
  }

  /// A box is observable: the terminal redraws a screen that read it, with no listener.
  @Test func aFrameThatReadABoxHearsItChange() {
    let box = Box("Loading...")
    let redraws = Locked(0)
    let tracker = ObservationTracker { redraws.withLock { $0 += 1 } }
    #expect(tracker.track { box.value } == "Loading...")
    box.value = "Richmond, VA"
    #expect(redraws.withLock { $0 } == 1)
    _ = tracker.track { box.value }
    box.update { $0 += "!" }
    #expect(redraws.withLock { $0 } == 2)
  }
}
