//go:build race

package server

// raceEnabled: the tests run under the race detector, whose bookkeeping
// changes what the heap holds (as the standard library's own allocation
// tests, the memory measures are made without it).
const raceEnabled = true
