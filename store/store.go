// Package store keeps games: each game's header and its append-only list of
// choices (the log is the game, docs/ENGINE.md), plus what the server keeps
// about its seats. A choice is written before the server acknowledges it, so
// after a crash every acknowledged choice is still there and the game is
// rebuilt by replaying its log.
//
// Two databases hold the same schema behind one interface: SQLite (the
// default, a file in the user's data directory, through the pure-Go driver
// modernc.org/sqlite) and PostgreSQL (through github.com/jackc/pgx/v5), for
// several server nodes sharing their games.
package store

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"kindred/engine"
)

// Errors the stores return, wrapped with context; test with [errors.Is].
var (
	// ErrNotFound: no game has that id.
	ErrNotFound = errors.New("no such game")
	// ErrExists: a game with that id is already stored.
	ErrExists = errors.New("a game with that id already exists")
	// ErrConflict: an append does not continue the stored log (another
	// writer appended first, or the caller lost count).
	ErrConflict = errors.New("the stored log has another length")
	// ErrFinished: the game is over and takes no more choices.
	ErrFinished = errors.New("the game is over")
	// ErrNotOwner: another node of the cluster plays the game (Cluster);
	// it is an ErrConflict too.
	ErrNotOwner = fmt.Errorf("%w: another node owns the game", ErrConflict)
)

// Game is a stored game.
type Game struct {
	// ID names the game: 1 to 64 characters of [A-Za-z0-9_-].
	ID string
	// Header defines the game before its first choice.
	Header engine.Header
	// Meta is what the server keeps beside the log (seats, players,
	// clocks), opaque to the store.
	Meta []byte
	// Created is when the game was created.
	Created time.Time
	// Choices is the log; filled by Load, ignored by Create.
	Choices []engine.Choice
	// Over is set once the game is finished; Result then holds what the
	// server recorded about the outcome, opaque to the store.
	Over   bool
	Result []byte
	// ToMove says who makes the next choice after the stored ones: given
	// to Create, filled by Load.
	ToMove ToMove
}

// ToMove says who makes a game's next choice, as the server recorded it
// with the choices before: a restarted server finds the games a bot must
// play on without loading the others.
type ToMove int

const (
	// PersonToMove: a person answers next, or nobody (the game is over).
	PersonToMove ToMove = 0
	// BotToMove: a bot plays next; the server plays on by itself.
	BotToMove ToMove = 1
	// UnknownToMove: not recorded. The unfinished games of a database
	// written before schema version 2 start so; the server finds out by
	// replaying them and records it with SetToMove.
	UnknownToMove ToMove = -1
)

// Summary describes a stored game without its log.
type Summary struct {
	ID      string
	Game    string // the header's game name, such as "vtes"
	Created time.Time
	Updated time.Time // time of the last choice or state change
	Choices int       // length of the log
	Over    bool
	Meta    []byte
	Result  []byte
	ToMove  ToMove
}

// ListOptions selects the games [Store.List] returns.
type ListOptions struct {
	// Unfinished returns only games that are not over.
	Unfinished bool
	// ToMove, if not empty, returns only the games whose ToMove is one of
	// these.
	ToMove []ToMove
	// Limit bounds the number of games (the most recently updated first);
	// 0 means no limit.
	Limit int
}

// Store keeps games. Its methods are safe for concurrent use.
type Store interface {
	// Create stores a new game with no choices. It fails with ErrExists
	// when the id is taken.
	Create(ctx context.Context, g *Game) error
	// Append adds choices to the log of game id, the first of them being
	// choice number from+1 (from is the number of choices already stored),
	// and records who moves after them (next). It writes all of it or
	// nothing, durably, before returning. It fails with ErrNotFound,
	// ErrFinished, or ErrConflict when the stored log does not have
	// exactly from choices. Appending no choice does nothing.
	Append(ctx context.Context, id string, from int, choices []engine.Choice, next ToMove) error
	// SetToMove records who moves next in game id, whose log has at
	// choices, without adding one, nor counting as an update
	// (Summary.Updated stays). It fails with ErrNotFound, ErrFinished, or
	// ErrConflict when the stored log does not have exactly at choices.
	SetToMove(ctx context.Context, id string, at int, next ToMove) error
	// Finish marks game id as over and records result.
	Finish(ctx context.Context, id string, result []byte) error
	// Load returns game id with its whole log, or ErrNotFound.
	Load(ctx context.Context, id string) (*Game, error)
	// List returns the games chosen by opt, the most recently updated first.
	List(ctx context.Context, opt ListOptions) ([]Summary, error)
	// Close releases the database.
	Close() error
}

// Open opens the store named by url, creating its schema if needed:
//
//   - "" — SQLite, in the file DefaultPath gives;
//   - "sqlite:PATH" or a plain PATH — SQLite, in that file;
//   - "postgres://…" or "postgresql://…" — PostgreSQL (a pgx connection
//     string; add "search_path=SCHEMA" to use a schema other than public).
func Open(ctx context.Context, url string) (Store, error) {
	switch {
	case strings.HasPrefix(url, "postgres://"), strings.HasPrefix(url, "postgresql://"):
		return openPostgres(ctx, url)
	case url == "":
		p, err := DefaultPath()
		if err != nil {
			return nil, err
		}
		return openSQLite(ctx, p)
	case strings.HasPrefix(url, "sqlite:"):
		p := strings.TrimPrefix(url, "sqlite:")
		p = strings.TrimPrefix(p, "//")
		if p == "" {
			return nil, fmt.Errorf("database %q: no file after sqlite:", url)
		}
		return openSQLite(ctx, p)
	}
	if i := strings.Index(url, "://"); i > 0 && !strings.ContainsAny(url[:i], `/\`) {
		return nil, fmt.Errorf("database %q: unknown kind %q (want a file path, sqlite:PATH or postgres://…)", url, url[:i])
	}
	return openSQLite(ctx, url)
}

// Describe returns url fit for a log line: the password of a PostgreSQL URL
// is replaced by "xxxxx", and the default database is named by its path.
func Describe(url string) string {
	if url == "" {
		if p, err := DefaultPath(); err == nil {
			return "sqlite:" + p
		}
		return "sqlite (default path)"
	}
	if strings.HasPrefix(url, "postgres://") || strings.HasPrefix(url, "postgresql://") {
		scheme, rest, _ := strings.Cut(url, "://")
		at := strings.LastIndex(rest, "@")
		if at < 0 {
			return url
		}
		user, _, hasPass := strings.Cut(rest[:at], ":")
		if !hasPass {
			return url
		}
		return scheme + "://" + user + ":xxxxx" + rest[at:]
	}
	return url
}

// DefaultPath is the SQLite file used when no database is named:
// $XDG_DATA_HOME/kindred/kindred.db, else ~/.local/share/kindred/kindred.db
// on Unix systems, and kindred/kindred.db in os.UserConfigDir elsewhere.
func DefaultPath() (string, error) {
	if d := os.Getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "kindred", "kindred.db"), nil
	}
	switch runtime.GOOS {
	case "windows", "darwin", "ios", "plan9":
		d, err := os.UserConfigDir()
		if err != nil {
			return "", fmt.Errorf("no directory for the database (give --db): %w", err)
		}
		return filepath.Join(d, "kindred", "kindred.db"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no directory for the database (give --db): %w", err)
	}
	return filepath.Join(home, ".local", "share", "kindred", "kindred.db"), nil
}

// validID reports whether id may name a game.
func validID(id string) error {
	if id == "" || len(id) > 64 {
		return fmt.Errorf("game id %q: want 1 to 64 characters", id)
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if (c < 'a' || c > 'z') && (c < 'A' || c > 'Z') && (c < '0' || c > '9') && c != '-' && c != '_' {
			return fmt.Errorf("game id %q: want only letters, digits, - and _", id)
		}
	}
	return nil
}

// errLocked: another process serves the SQLite file.
var errLocked = errors.New("locked")

// Lock makes sure this process is the only server of the database named
// by url (as Open reads it) when it is a SQLite file: a SQLite file is for
// one node, since two servers on one file would both play its games. It
// takes an exclusive lock on PATH.lock (flock, released when the process
// ends, however it ends) and fails at once, saying so, if another process
// holds it. For PostgreSQL it does nothing: several nodes share it, each
// game owned by one (Cluster). Call the returned function to release it.
func Lock(url string) (func(), error) {
	switch {
	case Shared(url):
		return func() {}, nil
	case url == "":
		p, err := DefaultPath()
		if err != nil {
			return nil, err
		}
		url = p
	}
	p := strings.TrimPrefix(strings.TrimPrefix(url, "sqlite:"), "//")
	if dir := filepath.Dir(p); dir != "" {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, fmt.Errorf("SQLite file %s: creating its directory: %w", p, err)
		}
	}
	release, err := lockFile(p + ".lock")
	if errors.Is(err, errLocked) {
		return nil, fmt.Errorf("SQLite file %s: another kindred serve uses it (%s.lock is held): a SQLite file serves one node; "+
			"stop the other, or share games between nodes through PostgreSQL (--db postgres://…)", p, p)
	}
	if err != nil {
		return nil, fmt.Errorf("SQLite file %s: %w", p, err)
	}
	return release, nil
}

// Shared reports whether url names a database several server nodes may
// share (PostgreSQL; see Cluster), not a SQLite file.
func Shared(url string) bool {
	return strings.HasPrefix(url, "postgres://") || strings.HasPrefix(url, "postgresql://")
}
