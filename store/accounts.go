package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Errors of accounts, wrapped with context; test with [errors.Is].
var (
	// ErrNameTaken: an account already has that name (names are compared
	// without case).
	ErrNameTaken = errors.New("that name is taken")
	// ErrNoUser: no account has that name or id.
	ErrNoUser = errors.New("no such account")
	// ErrNoSession: no session has that token, or it has expired.
	ErrNoSession = errors.New("no such session")
	// ErrSeatTaken: the seat already belongs to another account.
	ErrSeatTaken = errors.New("the seat belongs to another account")
)

// User is an account: a player's name and the hash of their password
// (the server hashes it; the store never sees a password).
type User struct {
	ID       string
	Name     string
	PassHash string
	Created  time.Time
}

// Session is a signed-in browser: only the hash of its cookie's token is
// stored.
type Session struct {
	TokenHash string
	UserID    string
	Created   time.Time
	Expires   time.Time
}

// UserSeat is a seat of a game that belongs to an account, with the
// game's summary and who the game waits for (Wait).
type UserSeat struct {
	Seat int
	Game Summary
	Wait Wait
}

// Wait is what a game waits for, as the server last recorded it: the seat
// that decides (-1: nobody, a bot, or the game is over), since when, and
// the server's clocks (opaque to the store). A game evicted from memory
// keeps it in the store, so "my games" tells whose turn it is without
// loading the game, and a clock counted in days outlives eviction and
// restarts.
type Wait struct {
	Seat  int
	Since time.Time
	// Deadline is when the deciding seat's clock runs out (zero: no
	// clock); the server brings the game back then.
	Deadline time.Time
	Clock    []byte
}

// Note is a line the server adds to a game's log (a bot's run for an
// absent player, an undo), opaque to the store but for its place: N
// numbers the game's notes from 0.
type Note struct {
	N    int
	Body []byte
}

// Accounts keeps players' accounts, their sessions, the seats they own,
// what each game waits for and the server's notes in game logs. Both
// stores implement it; a caller asserts it on a Store
// (st.(store.Accounts)).
type Accounts interface {
	// CreateUser stores a new account, or fails with ErrNameTaken.
	CreateUser(ctx context.Context, u *User) error
	// UserByName returns the account of that name (without case), or
	// ErrNoUser.
	UserByName(ctx context.Context, name string) (*User, error)
	// CreateSession stores a session.
	CreateSession(ctx context.Context, s *Session) error
	// SessionUser returns the account of the session whose token hashes
	// to tokenHash, if it has not expired at now; else ErrNoSession.
	SessionUser(ctx context.Context, tokenHash string, now time.Time) (*User, error)
	// DeleteSession ends a session (signing out); ending one that does
	// not exist is not an error.
	DeleteSession(ctx context.Context, tokenHash string) error
	// BindSeat gives seat of game to account userID; binding it again to
	// the same account does nothing; ErrSeatTaken if another owns it.
	BindSeat(ctx context.Context, game string, seat int, userID string) error
	// SeatOwners returns the accounts owning seats of game, by seat.
	SeatOwners(ctx context.Context, game string) (map[int]string, error)
	// UserSeats returns the seats of account userID, unfinished games
	// first, then the most recently updated, at most limit.
	UserSeats(ctx context.Context, userID string, limit int) ([]UserSeat, error)
	// SetWait records what game waits for.
	SetWait(ctx context.Context, game string, w Wait) error
	// LoadWait returns what game waits for (found false if nothing was
	// recorded).
	LoadWait(ctx context.Context, game string) (w Wait, found bool, err error)
	// DueGames returns the unfinished games whose deadline is at or before
	// t, at most limit.
	DueGames(ctx context.Context, t time.Time, limit int) ([]string, error)
	// AddNotes appends notes to game's, the first numbered from; the
	// notes numbered from or more are replaced.
	AddNotes(ctx context.Context, game string, from int, notes [][]byte) error
	// Notes returns game's notes in order.
	Notes(ctx context.Context, game string) ([]Note, error)
}

var _ Accounts = (*sqlStore)(nil)

// The tables of schema version 5.
const (
	usersTable = `CREATE TABLE IF NOT EXISTS kindred_users (
		id        TEXT PRIMARY KEY,
		name      TEXT NOT NULL,
		name_key  TEXT NOT NULL UNIQUE,
		pass_hash TEXT NOT NULL,
		created   BIGINT NOT NULL
	)`
	sessionsTable = `CREATE TABLE IF NOT EXISTS kindred_sessions (
		token_hash TEXT PRIMARY KEY,
		user_id    TEXT NOT NULL REFERENCES kindred_users (id),
		created    BIGINT NOT NULL,
		expires    BIGINT NOT NULL
	)`
	seatsTable = `CREATE TABLE IF NOT EXISTS kindred_user_seats (
		game_id TEXT NOT NULL REFERENCES kindred_games (id),
		seat    BIGINT NOT NULL,
		user_id TEXT NOT NULL REFERENCES kindred_users (id),
		PRIMARY KEY (game_id, seat)
	)`
	seatsIndex = `CREATE INDEX IF NOT EXISTS kindred_user_seats_by_user ON kindred_user_seats (user_id)`
	waitsTable = `CREATE TABLE IF NOT EXISTS kindred_waits (
		game_id  TEXT PRIMARY KEY REFERENCES kindred_games (id),
		seat     BIGINT NOT NULL,
		since    BIGINT NOT NULL,
		deadline BIGINT NOT NULL,
		clock    TEXT NOT NULL
	)`
	waitsIndex = `CREATE INDEX IF NOT EXISTS kindred_waits_by_deadline ON kindred_waits (deadline)`
	notesTable = `CREATE TABLE IF NOT EXISTS kindred_notes (
		game_id TEXT NOT NULL REFERENCES kindred_games (id),
		n       BIGINT NOT NULL,
		body    TEXT NOT NULL,
		PRIMARY KEY (game_id, n)
	)`
)

// accountTables are the statements of schema version 5.
var accountTables = []string{usersTable, sessionsTable, seatsTable, seatsIndex, waitsTable, waitsIndex, notesTable}

// nameKey is how account names are compared: without case or surrounding
// space.
func nameKey(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// CreateUser stores a new account.
func (s *sqlStore) CreateUser(ctx context.Context, u *User) error {
	res, err := s.db.ExecContext(ctx, `INSERT INTO kindred_users (id, name, name_key, pass_hash, created)
		VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`, u.ID, u.Name, nameKey(u.Name), u.PassHash, millis(u.Created))
	if err != nil {
		return fmt.Errorf("%s: creating account %q: %w", s.name, u.Name, err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return fmt.Errorf("account %q: %w", u.Name, ErrNameTaken)
	}
	return nil
}

// UserByName returns the account of that name.
func (s *sqlStore) UserByName(ctx context.Context, name string) (*User, error) {
	return s.scanUser(s.db.QueryRowContext(ctx, `SELECT id, name, pass_hash, created FROM kindred_users WHERE name_key = $1`, nameKey(name)), name)
}

func (s *sqlStore) scanUser(row *sql.Row, what string) (*User, error) {
	var u User
	var created int64
	err := row.Scan(&u.ID, &u.Name, &u.PassHash, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("account %q: %w", what, ErrNoUser)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: reading account %q: %w", s.name, what, err)
	}
	u.Created = time.UnixMilli(created)
	return &u, nil
}

// CreateSession stores a session.
func (s *sqlStore) CreateSession(ctx context.Context, se *Session) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO kindred_sessions (token_hash, user_id, created, expires) VALUES ($1, $2, $3, $4)`,
		se.TokenHash, se.UserID, millis(se.Created), millis(se.Expires))
	if err != nil {
		return fmt.Errorf("%s: creating a session: %w", s.name, err)
	}
	// Sessions that have expired go, so the table does not grow forever.
	s.db.ExecContext(ctx, `DELETE FROM kindred_sessions WHERE expires < $1`, millis(se.Created))
	return nil
}

// SessionUser returns the account of a live session.
func (s *sqlStore) SessionUser(ctx context.Context, tokenHash string, now time.Time) (*User, error) {
	u, err := s.scanUser(s.db.QueryRowContext(ctx, `SELECT u.id, u.name, u.pass_hash, u.created
		FROM kindred_sessions s JOIN kindred_users u ON u.id = s.user_id
		WHERE s.token_hash = $1 AND s.expires > $2`, tokenHash, millis(now)), "of the session")
	if errors.Is(err, ErrNoUser) {
		return nil, ErrNoSession
	}
	return u, err
}

// DeleteSession ends a session.
func (s *sqlStore) DeleteSession(ctx context.Context, tokenHash string) error {
	if _, err := s.db.ExecContext(ctx, `DELETE FROM kindred_sessions WHERE token_hash = $1`, tokenHash); err != nil {
		return fmt.Errorf("%s: ending a session: %w", s.name, err)
	}
	return nil
}

// BindSeat gives a seat to an account.
func (s *sqlStore) BindSeat(ctx context.Context, game string, seat int, userID string) error {
	if _, err := s.db.ExecContext(ctx, `INSERT INTO kindred_user_seats (game_id, seat, user_id) VALUES ($1, $2, $3)
		ON CONFLICT DO NOTHING`, game, seat, userID); err != nil {
		return fmt.Errorf("%s: game %s seat %d: %w", s.name, game, seat, err)
	}
	var owner string
	err := s.db.QueryRowContext(ctx, `SELECT user_id FROM kindred_user_seats WHERE game_id = $1 AND seat = $2`, game, seat).Scan(&owner)
	if err != nil {
		return fmt.Errorf("%s: game %s seat %d: %w", s.name, game, seat, err)
	}
	if owner != userID {
		return fmt.Errorf("game %s seat %d: %w", game, seat, ErrSeatTaken)
	}
	return nil
}

// SeatOwners returns the accounts owning a game's seats.
func (s *sqlStore) SeatOwners(ctx context.Context, game string) (map[int]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT seat, user_id FROM kindred_user_seats WHERE game_id = $1`, game)
	if err != nil {
		return nil, fmt.Errorf("%s: seats of game %s: %w", s.name, game, err)
	}
	defer rows.Close()
	out := map[int]string{}
	for rows.Next() {
		var seat int
		var user string
		if err := rows.Scan(&seat, &user); err != nil {
			return nil, fmt.Errorf("%s: seats of game %s: %w", s.name, game, err)
		}
		out[seat] = user
	}
	return out, rows.Err()
}

// UserSeats returns an account's seats with their games.
func (s *sqlStore) UserSeats(ctx context.Context, userID string, limit int) ([]UserSeat, error) {
	if limit <= 0 {
		limit = 100
	}
	rows, err := s.db.QueryContext(ctx, `SELECT us.seat, g.id, g.game, g.created, g.updated, g.choices, g.finished, g.meta, g.result, g.to_move,
			COALESCE(w.seat, -1), COALESCE(w.since, 0), COALESCE(w.deadline, 0)
		FROM kindred_user_seats us JOIN kindred_games g ON g.id = us.game_id
		LEFT JOIN kindred_waits w ON w.game_id = g.id
		WHERE us.user_id = $1 ORDER BY g.finished, g.updated DESC LIMIT $2`, userID, limit)
	if err != nil {
		return nil, fmt.Errorf("%s: seats of an account: %w", s.name, err)
	}
	defer rows.Close()
	var out []UserSeat
	for rows.Next() {
		var us UserSeat
		var created, updated, finished, since, deadline int64
		var meta, result string
		sm := &us.Game
		if err := rows.Scan(&us.Seat, &sm.ID, &sm.Game, &created, &updated, &sm.Choices, &finished, &meta, &result, &sm.ToMove,
			&us.Wait.Seat, &since, &deadline); err != nil {
			return nil, fmt.Errorf("%s: seats of an account: %w", s.name, err)
		}
		sm.Created, sm.Updated, sm.Over = time.UnixMilli(created), time.UnixMilli(updated), finished != 0
		sm.Meta, sm.Result = []byte(meta), []byte(result)
		if since != 0 {
			us.Wait.Since = time.UnixMilli(since)
		}
		if deadline != 0 {
			us.Wait.Deadline = time.UnixMilli(deadline)
		}
		out = append(out, us)
	}
	return out, rows.Err()
}

// SetWait records what a game waits for.
func (s *sqlStore) SetWait(ctx context.Context, game string, w Wait) error {
	if err := textField("the clocks", w.Clock); err != nil {
		return err
	}
	var since, deadline int64
	if !w.Since.IsZero() {
		since = millis(w.Since)
	}
	if !w.Deadline.IsZero() {
		deadline = millis(w.Deadline)
	}
	_, err := s.db.ExecContext(ctx, `INSERT INTO kindred_waits (game_id, seat, since, deadline, clock) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (game_id) DO UPDATE SET seat = excluded.seat, since = excluded.since, deadline = excluded.deadline, clock = excluded.clock`,
		game, w.Seat, since, deadline, string(w.Clock))
	if err != nil {
		return fmt.Errorf("%s: recording what game %s waits for: %w", s.name, game, err)
	}
	return nil
}

// LoadWait returns what a game waits for.
func (s *sqlStore) LoadWait(ctx context.Context, game string) (Wait, bool, error) {
	var w Wait
	var since, deadline int64
	var clock string
	err := s.db.QueryRowContext(ctx, `SELECT seat, since, deadline, clock FROM kindred_waits WHERE game_id = $1`, game).
		Scan(&w.Seat, &since, &deadline, &clock)
	if errors.Is(err, sql.ErrNoRows) {
		return Wait{Seat: -1}, false, nil
	}
	if err != nil {
		return w, false, fmt.Errorf("%s: reading what game %s waits for: %w", s.name, game, err)
	}
	if since != 0 {
		w.Since = time.UnixMilli(since)
	}
	if deadline != 0 {
		w.Deadline = time.UnixMilli(deadline)
	}
	w.Clock = []byte(clock)
	return w, true, nil
}

// DueGames returns the unfinished games whose deadline has come.
func (s *sqlStore) DueGames(ctx context.Context, t time.Time, limit int) ([]string, error) {
	if limit <= 0 {
		limit = 100
	}
	rows, err := s.db.QueryContext(ctx, `SELECT w.game_id FROM kindred_waits w JOIN kindred_games g ON g.id = w.game_id
		WHERE w.deadline > 0 AND w.deadline <= $1 AND g.finished = 0 ORDER BY w.deadline LIMIT $2`, millis(t), limit)
	if err != nil {
		return nil, fmt.Errorf("%s: games whose clock ran out: %w", s.name, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// AddNotes appends notes to a game's.
func (s *sqlStore) AddNotes(ctx context.Context, game string, from int, notes [][]byte) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("%s: %w", s.name, err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `DELETE FROM kindred_notes WHERE game_id = $1 AND n >= $2`, game, from); err != nil {
		return fmt.Errorf("%s: notes of game %s: %w", s.name, game, err)
	}
	for i, b := range notes {
		if err := textField("a note", b); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO kindred_notes (game_id, n, body) VALUES ($1, $2, $3)`, game, from+i, string(b)); err != nil {
			return fmt.Errorf("%s: notes of game %s: %w", s.name, game, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("%s: notes of game %s: %w", s.name, game, err)
	}
	return nil
}

// Notes returns a game's notes.
func (s *sqlStore) Notes(ctx context.Context, game string) ([]Note, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT n, body FROM kindred_notes WHERE game_id = $1 ORDER BY n`, game)
	if err != nil {
		return nil, fmt.Errorf("%s: notes of game %s: %w", s.name, game, err)
	}
	defer rows.Close()
	var out []Note
	for rows.Next() {
		var n Note
		var body string
		if err := rows.Scan(&n.N, &body); err != nil {
			return nil, err
		}
		n.Body = []byte(body)
		out = append(out, n)
	}
	return out, rows.Err()
}
