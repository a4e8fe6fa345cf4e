package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"modernc.org/sqlite" // the pure-Go SQLite driver, registered as "sqlite"
)

// openSQLite opens (creating it if needed) the SQLite database in file path.
//
// The file is in WAL mode with synchronous=FULL: a commit returns only once
// the write-ahead log is synced, so an acknowledged choice survives a crash
// of the process or of the machine. One connection serialises the writers
// (SQLite has one writer at a time anyway), and appends from many games are
// committed together (group commit), so one sync serves them all.
func openSQLite(ctx context.Context, path string) (Store, error) {
	if strings.ContainsRune(path, '?') {
		return nil, fmt.Errorf("SQLite file %q: the name may not hold '?'", path)
	}
	name := fmt.Sprintf("SQLite file %s", path)
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return nil, fmt.Errorf("%s: is a directory", name)
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, fmt.Errorf("%s: creating its directory: %w", name, err)
		}
	}
	dsn := path + "?_pragma=busy_timeout(10000)&_pragma=synchronous(FULL)&_pragma=foreign_keys(1)"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	db.SetMaxOpenConns(1)
	db.SetConnMaxIdleTime(0)
	db.SetConnMaxLifetime(0)
	s := &sqlStore{db: db, name: name}
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if err := s.walMode(ctx); err != nil {
		db.Close()
		return nil, err
	}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	s.startGroupCommit()
	return s, nil
}

// walMode puts the database in WAL mode (kept in the file: done once, a
// no-op after). A new file's journal changes only while no other
// connection reads it, and SQLite answers SQLITE_BUSY at once, without
// its busy timeout, to a connection that tries while another does (two
// servers opening a new file at once): the change is tried again, for up
// to walTimeout.
func (s *sqlStore) walMode(ctx context.Context) error {
	deadline := time.Now().Add(walTimeout)
	for wait := time.Millisecond; ; wait = min(2*wait, 100*time.Millisecond) {
		var mode string
		err := s.db.QueryRowContext(ctx, `PRAGMA journal_mode=WAL`).Scan(&mode)
		switch {
		case err == nil && strings.EqualFold(mode, "wal"):
			return nil
		case err == nil:
			return fmt.Errorf("%s: the journal stays in mode %q, not WAL", s.name, mode)
		case !isBusy(err) || time.Now().After(deadline):
			return fmt.Errorf("%s: setting WAL mode: %w", s.name, err)
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("%s: setting WAL mode: %w", s.name, ctx.Err())
		case <-time.After(wait):
		}
	}
}

// walTimeout bounds walMode's tries, as busy_timeout bounds a wait for a
// lock.
const walTimeout = 10 * time.Second

// isBusy reports whether err is SQLite's SQLITE_BUSY (or one of its
// extended codes).
func isBusy(err error) bool {
	var e *sqlite.Error
	return errors.As(err, &e) && e.Code()&0xff == 5
}
