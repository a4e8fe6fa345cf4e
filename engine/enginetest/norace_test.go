//go:build !race

package enginetest

// raceEnabled is true when tests run under the race detector.
const raceEnabled = false
