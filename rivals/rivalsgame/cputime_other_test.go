//go:build !unix

package rivalsgame_test

import "time"

// cpuTime is unknown here: the benchmarks report wall-clock figures only.
func cpuTime() time.Duration { return 0 }
