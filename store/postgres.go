package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the PostgreSQL driver, registered as "pgx"
)

// openPostgres opens the PostgreSQL database at url (a pgx connection
// string) and creates the tables if needed. Each commit is durable by
// PostgreSQL's own settings (synchronous_commit, on by default).
func openPostgres(ctx context.Context, url string) (Store, error) {
	name := "PostgreSQL " + Describe(url)
	db, err := sql.Open("pgx", url)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	db.SetMaxOpenConns(16)
	db.SetMaxIdleConns(16)
	db.SetConnMaxIdleTime(5 * time.Minute)
	pctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	if err := db.PingContext(pctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	s := &sqlStore{db: db, name: name, postgres: true}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}
