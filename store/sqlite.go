package store

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver, registered as "sqlite"
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
	dsn := path + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=foreign_keys(1)"
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
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	s.startGroupCommit()
	return s, nil
}
