//go:build unix

package rivalsgame_test

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process used so far (user and system):
// on a shared machine the wall time of a benchmark counts the time other
// processes held the core, the CPU time does not. Run with GOMAXPROCS=1,
// it is the time of the one core the games ran on, the collector's
// included.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
