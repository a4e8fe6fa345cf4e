//go:build unix

package main

import "syscall"

// openFileLimit returns how many files this process may open. Go raises
// the soft limit to the hard one when it starts, so this is the hard
// limit of `ulimit -n`.
func openFileLimit() (uint64, bool) {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &r); err != nil {
		return 0, false
	}
	return uint64(r.Cur), true
}
