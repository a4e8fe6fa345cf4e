//go:build !unix

package main

// openFileLimit: this platform has no limit to read.
func openFileLimit() (uint64, bool) { return 0, false }
