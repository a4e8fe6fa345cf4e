// Package shareddata finds the read-only project inputs in ../shared (card
// files, tournament archive) for tests and benchmarks. Nothing from there is
// committed: tests read it where CI places it, beside the repository.
package shareddata

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"kindred/vtes/carddb"
)

// EnvShared overrides where the shared folder is.
const EnvShared = "KINDRED_SHARED"

// Dir returns the shared folder: $KINDRED_SHARED, or "shared" beside the
// directory holding go.mod.
func Dir() (string, error) {
	if d := os.Getenv(EnvShared); d != "" {
		return d, nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			s := filepath.Join(filepath.Dir(d), "shared")
			if _, err := os.Stat(s); err != nil {
				return "", errors.New("the shared folder is not beside the repository (" + s + "); set " + EnvShared)
			}
			return s, nil
		}
		if filepath.Dir(d) == d {
			return "", errors.New("go.mod not found above " + wd)
		}
	}
}

// Path joins parts under the shared folder, failing the test when the
// folder cannot be found.
func Path(tb testing.TB, parts ...string) string {
	tb.Helper()
	d, err := Dir()
	if err != nil {
		tb.Fatal(err)
	}
	return filepath.Join(append([]string{d}, parts...)...)
}

// VTESCardDir is the folder of the official V:TES card files.
func VTESCardDir(tb testing.TB) string { return Path(tb, "data", "vtes") }

var (
	dbOnce sync.Once
	db     *carddb.DB
	dbErr  error
)

// CardDB loads the official V:TES card list once per test binary.
func CardDB(tb testing.TB) *carddb.DB {
	tb.Helper()
	dir := VTESCardDir(tb)
	dbOnce.Do(func() { db, dbErr = carddb.LoadDir(dir) })
	if dbErr != nil {
		tb.Fatal(dbErr)
	}
	return db
}
