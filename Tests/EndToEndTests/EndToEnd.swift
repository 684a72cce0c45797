import Testing

/// Every end-to-end suite runs inside this one, one test at a time: each
/// blocks a test thread while it waits on a real terminal, and running them
/// together would starve the cooperative pool the loopback server needs.
@Suite(.serialized) enum EndToEnd {}
