import Testing

/// The end-to-end suites run in five groups, each one test at a time, the
/// five side by side. Inside a group tests never overlap: each owns a real
/// terminal, and a few block a test thread while they wait on it. The groups
/// overlap because the apps they drive are processes of their own and the
/// loopback servers answer on threads of their own, never on the cooperative
/// pool: most of a polling test is waiting on the app's timers, and five
/// waits side by side take the time of the longest, not of all five.
///
/// `EndToEnd`: the full-screen app in a terminal that asks nothing of a clock
/// (keys, pictures, centers, lists), some of it blocking a thread while it waits.
@Suite(.serialized) enum EndToEnd {}

/// The commands around the app: print, status, config, doctor, the man page,
/// install, the command line's errors, the offline sample of every tab.
@Suite(.serialized) enum EndToEndCommands {}

/// My Teams watching a misbehaving feed: polls, backoff, `Retry-After`,
/// alerts (minutes of the app's own timers, every wait awaited).
@Suite(.serialized) enum EndToEndWatching {}

/// The boards' live refresh, My Teams and the multiview following a feed:
/// suites that wait on the app's timers, every wait awaited.
@Suite(.serialized) enum EndToEndLive {}

/// The delay, which holds every answer back by its seconds: the longest
/// waits after My Teams', every wait awaited.
@Suite(.serialized) enum EndToEndDelay {}
