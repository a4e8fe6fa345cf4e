//go:build race

package enginetest

// raceEnabled is true when tests run under the race detector, which slows
// them about twentyfold; long loops then run fewer games.
const raceEnabled = true
