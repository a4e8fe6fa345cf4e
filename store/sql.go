package store

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"kindred/engine"
)

// schemaVersion is the version of the tables below; a database written by a
// later version is refused rather than misread, one of an earlier version
// is brought up to date (migrations).
//
//   - 1: the first tables.
//   - 2: kindred_games.to_move, who makes the next choice (ToMove), so a
//     restarted server finds the games bots must play on without loading
//     the others. Unfinished games of version 1 get UnknownToMove.
//   - 3: kindred_games.owner, the node that plays the game, and
//     kindred_nodes, the nodes alive (Cluster): several server nodes on
//     one PostgreSQL database each play their own games.
//   - 4: kindred_campaigns and kindred_campaign_games: campaigns (a
//     chronicle of games, each starting from the state the one before
//     left; see Campaigns).
//   - 5: kindred_users, kindred_sessions, kindred_user_seats (accounts,
//     their sessions and seats), kindred_waits (what each game waits for,
//     with its clocks) and kindred_notes (the server's lines in game logs);
//     see Accounts.
const schemaVersion = 5

// schema creates the tables. It is the same for SQLite and PostgreSQL: only
// TEXT and BIGINT columns, booleans as 0/1, times as Unix milliseconds.
var schema = []string{
	`CREATE TABLE IF NOT EXISTS kindred_schema (version BIGINT NOT NULL)`,
	`CREATE TABLE IF NOT EXISTS kindred_games (
		id       TEXT PRIMARY KEY,
		game     TEXT NOT NULL,
		header   TEXT NOT NULL,
		meta     TEXT NOT NULL,
		created  BIGINT NOT NULL,
		updated  BIGINT NOT NULL,
		choices  BIGINT NOT NULL DEFAULT 0,
		finished BIGINT NOT NULL DEFAULT 0,
		result   TEXT NOT NULL DEFAULT '',
		to_move  BIGINT NOT NULL DEFAULT 0,
		owner    TEXT NOT NULL DEFAULT ''
	)`,
	`CREATE TABLE IF NOT EXISTS kindred_choices (
		game_id TEXT NOT NULL REFERENCES kindred_games (id),
		n       BIGINT NOT NULL,
		seat    BIGINT NOT NULL,
		kind    TEXT NOT NULL,
		opt     BIGINT NOT NULL,
		hash    BIGINT NOT NULL,
		PRIMARY KEY (game_id, n)
	)`,
	`CREATE INDEX IF NOT EXISTS kindred_games_by_update ON kindred_games (finished, updated)`,
	`CREATE TABLE IF NOT EXISTS kindred_nodes (
		node    TEXT PRIMARY KEY,
		addr    TEXT NOT NULL,
		expires BIGINT NOT NULL
	)`,
	campaignTable,
	campaignIndex,
	campaignGamesTable,
	accountTables[0], accountTables[1], accountTables[2], accountTables[3],
	accountTables[4], accountTables[5], accountTables[6],
}

// indexes of columns added after version 1: created with new tables, or
// by the migration that adds the column (in its transaction, so servers
// opening the database at once do not both create them).
var indexes = []string{
	`CREATE INDEX IF NOT EXISTS kindred_games_to_move ON kindred_games (finished, to_move)`,
}

// migrations[v] brings tables of version v to version v+1, in one
// transaction.
var migrations = map[int64][]string{
	1: {
		`ALTER TABLE kindred_games ADD COLUMN to_move BIGINT NOT NULL DEFAULT 0`,
		`UPDATE kindred_games SET to_move = -1 WHERE finished = 0`,
		indexes[0],
	},
	2: {
		`ALTER TABLE kindred_games ADD COLUMN owner TEXT NOT NULL DEFAULT ''`,
	},
	// The campaign tables are new: migrate created them with the schema
	// (CREATE TABLE IF NOT EXISTS), before this step; they are repeated
	// here so the step says what version 4 adds.
	3: {campaignTable, campaignIndex, campaignGamesTable},
	// Likewise the tables of accounts, created above.
	4: accountTables,
}

// sqlStore is the Store over database/sql shared by both databases: the
// queries use $1-style parameters, which both drivers accept.
type sqlStore struct {
	db   *sql.DB
	name string // "SQLite file …" or "PostgreSQL …", for errors
	// batch feeds the group-commit writer (SQLite); nil: each append is its
	// own transaction (PostgreSQL, whose connections write in parallel).
	batch         chan *appendReq
	stop, stopped chan struct{}
	postgres      bool // the database is PostgreSQL (exclusively)
	// node is this store's node (Cluster.Join), or "": then it writes any
	// game; else only the games it owns (a fence: a node that lost a game
	// to another cannot write it).
	node string
}

// migrate creates the schema, or brings an older one up to date, and
// checks its version, all in one transaction that holds the database's
// migration lock (exclusively): of several servers opening the same
// database at once, the first creates or migrates the tables and the
// others, waiting for it, find them done. Without the lock two of them
// could both find no version and record one each, and PostgreSQL refuses
// two CREATE TABLE of one name at once.
func (s *sqlStore) migrate(ctx context.Context) error {
	return s.exclusively(ctx, func(q querier) error {
		for _, stmt := range schema {
			if _, err := q.ExecContext(ctx, stmt); err != nil {
				return fmt.Errorf("%s: creating the tables: %w", s.name, err)
			}
		}
		var v int64
		err := q.QueryRowContext(ctx, `SELECT version FROM kindred_schema`).Scan(&v)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			// New tables, created above as of this version.
			if _, err := q.ExecContext(ctx, `INSERT INTO kindred_schema (version) VALUES ($1)`, schemaVersion); err != nil {
				return fmt.Errorf("%s: recording the schema version: %w", s.name, err)
			}
			for _, stmt := range indexes {
				if _, err := q.ExecContext(ctx, stmt); err != nil {
					return fmt.Errorf("%s: creating the indexes: %w", s.name, err)
				}
			}
			v = schemaVersion
		case err != nil:
			return fmt.Errorf("%s: reading the schema version: %w", s.name, err)
		case v > schemaVersion:
			return fmt.Errorf("%s: the tables are of version %d, newer than this build's %d: use a newer kindred", s.name, v, schemaVersion)
		}
		for ; v < schemaVersion; v++ {
			if err := s.upgrade(ctx, q, v); err != nil {
				return err
			}
		}
		return nil
	})
}

// upgrade brings tables of version v to version v+1, within migrate's
// transaction.
func (s *sqlStore) upgrade(ctx context.Context, q querier, v int64) error {
	steps, ok := migrations[v]
	if !ok {
		return fmt.Errorf("%s: the tables are of version %d, which this build cannot bring to %d", s.name, v, schemaVersion)
	}
	if _, err := q.ExecContext(ctx, `UPDATE kindred_schema SET version = $1 WHERE version = $2`, v+1, v); err != nil {
		return fmt.Errorf("%s: migrating the tables from version %d: %w", s.name, v, err)
	}
	for _, stmt := range steps {
		if _, err := q.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("%s: migrating the tables from version %d: %w", s.name, v, err)
		}
	}
	return nil
}

// querier is what migrate runs its statements on: a transaction
// (PostgreSQL) or a connection inside BEGIN IMMEDIATE (SQLite).
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// migrationLock is the PostgreSQL advisory lock migrate holds (any number
// of the application's own: this one spells "kindred").
const migrationLock = 0x6b696e64726564

// exclusively runs f in a transaction no other writer of the database
// runs alongside, committed if f succeeds. SQLite: BEGIN IMMEDIATE takes
// the write lock at once, waiting for it (busy_timeout), where a deferred
// transaction reading first would fail to upgrade its read to a write if
// another connection wrote meanwhile. PostgreSQL: an advisory lock held
// until the transaction ends.
func (s *sqlStore) exclusively(ctx context.Context, f func(q querier) error) error {
	if s.postgres {
		tx, err := s.db.BeginTx(ctx, nil)
		if err != nil {
			return fmt.Errorf("%s: %w", s.name, err)
		}
		defer tx.Rollback()
		if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock($1)`, int64(migrationLock)); err != nil {
			return fmt.Errorf("%s: waiting for the migration lock: %w", s.name, err)
		}
		if err := f(tx); err != nil {
			return err
		}
		if err := tx.Commit(); err != nil {
			return fmt.Errorf("%s: %w", s.name, err)
		}
		return nil
	}
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("%s: %w", s.name, err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `BEGIN IMMEDIATE`); err != nil {
		return fmt.Errorf("%s: waiting for the write lock: %w", s.name, err)
	}
	if err := f(conn); err != nil {
		conn.ExecContext(context.WithoutCancel(ctx), `ROLLBACK`)
		return err
	}
	if _, err := conn.ExecContext(ctx, `COMMIT`); err != nil {
		conn.ExecContext(context.WithoutCancel(ctx), `ROLLBACK`)
		return fmt.Errorf("%s: %w", s.name, err)
	}
	return nil
}

func millis(t time.Time) int64 { return t.UnixMilli() }

// textField checks that b can be kept in a TEXT column of both databases.
func textField(what string, b []byte) error {
	if !utf8.Valid(b) || bytes.IndexByte(b, 0) >= 0 {
		return fmt.Errorf("%s is not UTF-8 text without NUL bytes", what)
	}
	return nil
}

// Create stores a new game with no choices.
func (s *sqlStore) Create(ctx context.Context, g *Game) error {
	if err := validID(g.ID); err != nil {
		return err
	}
	hb, err := headerText(g)
	if err != nil {
		return err
	}
	if err := textField("game "+g.ID+" meta", g.Meta); err != nil {
		return err
	}
	created := g.Created
	if created.IsZero() {
		created = time.Now()
	}
	_, err = s.db.ExecContext(ctx,
		`INSERT INTO kindred_games (id, game, header, meta, created, updated, to_move, owner) VALUES ($1, $2, $3, $4, $5, $5, $6, $7)`,
		g.ID, g.Header.Game, hb, string(g.Meta), millis(created), int64(g.ToMove), s.node)
	if err != nil {
		if s.exists(ctx, g.ID) {
			return fmt.Errorf("game %s: %w", g.ID, ErrExists)
		}
		return fmt.Errorf("%s: storing game %s: %w", s.name, g.ID, err)
	}
	return nil
}

// headerText is g's header as the store keeps it: a log with no choice.
func headerText(g *Game) (string, error) {
	var hb bytes.Buffer
	if _, err := (&engine.Log{Header: g.Header}).WriteTo(&hb); err != nil {
		return "", fmt.Errorf("game %s: %w", g.ID, err)
	}
	return hb.String(), nil
}

// exists reports whether game id is stored.
func (s *sqlStore) exists(ctx context.Context, id string) bool {
	var one int
	return s.db.QueryRowContext(ctx, `SELECT 1 FROM kindred_games WHERE id = $1`, id).Scan(&one) == nil
}

// appendRows bounds the rows of one INSERT.
const appendRows = 100

// Append adds choices to a game's log in one transaction; with group
// commit (SQLite), in the writer's next transaction.
func (s *sqlStore) Append(ctx context.Context, id string, from int, choices []engine.Choice, next ToMove) error {
	if len(choices) == 0 {
		return nil
	}
	if from < 0 {
		return fmt.Errorf("game %s: appending after choice %d: %w", id, from, ErrConflict)
	}
	for i := range choices {
		if err := textField("decision kind", []byte(choices[i].Kind)); err != nil {
			return fmt.Errorf("game %s: choice %d: %w", id, from+i+1, err)
		}
	}
	if s.batch != nil {
		return s.enqueue(&appendReq{id: id, from: from, choices: choices, next: next, done: make(chan error, 1)})
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("%s: game %s: %w", s.name, id, err)
	}
	defer tx.Rollback()
	if err := s.appendTx(ctx, tx, id, from, choices, next); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("%s: game %s: committing choices %d to %d: %w", s.name, id, from+1, from+len(choices), err)
	}
	return nil
}

// appendTx writes an append within tx.
func (s *sqlStore) appendTx(ctx context.Context, tx *sql.Tx, id string, from int, choices []engine.Choice, next ToMove) error {
	res, err := tx.ExecContext(ctx,
		`UPDATE kindred_games SET choices = $1, updated = $2, to_move = $3 WHERE id = $4 AND choices = $5 AND finished = 0 AND (owner = $6 OR $6 = '')`,
		from+len(choices), millis(time.Now()), int64(next), id, from, s.node)
	if err != nil {
		return fmt.Errorf("%s: game %s: %w", s.name, id, err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return s.whyNot(ctx, tx, id, from)
	}
	var q strings.Builder
	args := make([]any, 0, 6*min(len(choices), appendRows))
	for start := 0; start < len(choices); start += appendRows {
		batch := choices[start:min(start+appendRows, len(choices))]
		q.Reset()
		q.WriteString(`INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES `)
		args = args[:0]
		for i, c := range batch {
			if i > 0 {
				q.WriteByte(',')
			}
			p := len(args)
			q.WriteString("($" + strconv.Itoa(p+1) + ",$" + strconv.Itoa(p+2) + ",$" + strconv.Itoa(p+3) +
				",$" + strconv.Itoa(p+4) + ",$" + strconv.Itoa(p+5) + ",$" + strconv.Itoa(p+6) + ")")
			args = append(args, id, int64(from+start+i+1), int64(c.Seat), c.Kind, int64(c.Option), int64(c.Hash))
		}
		if _, err := tx.ExecContext(ctx, q.String(), args...); err != nil {
			return fmt.Errorf("%s: game %s: writing choices %d to %d: %w", s.name, id, from+start+1, from+start+len(batch), err)
		}
	}
	return nil
}

// appendReq is an append waiting for the group-commit writer.
type appendReq struct {
	id      string
	from    int
	choices []engine.Choice
	next    ToMove
	done    chan error
}

// maxGroup bounds the appends of one group commit.
const maxGroup = 256

// errClosed: the store was closed.
var errClosed = errors.New("the store is closed")

// startGroupCommit starts the writer that commits the appends of many games
// in one transaction: with SQLite, where a commit waits for the disk and
// writers take turns, one sync then serves every game waiting.
func (s *sqlStore) startGroupCommit() {
	s.batch = make(chan *appendReq, maxGroup)
	s.stop = make(chan struct{})
	s.stopped = make(chan struct{})
	go func() {
		defer close(s.stopped)
		for {
			var first *appendReq
			select {
			case first = <-s.batch:
			case <-s.stop:
				return
			}
			group := []*appendReq{first}
		drain:
			for len(group) < maxGroup {
				select {
				case r := <-s.batch:
					group = append(group, r)
				default:
					break drain
				}
			}
			s.commitGroup(group)
		}
	}()
}

// enqueue hands an append to the writer and waits for its outcome. The
// wait ignores the caller's context: once queued, the append is written or
// refused, and the caller must know which.
func (s *sqlStore) enqueue(r *appendReq) error {
	select {
	case <-s.stop:
		return fmt.Errorf("%s: game %s: %w", s.name, r.id, errClosed)
	default:
	}
	select {
	case s.batch <- r:
	case <-s.stop:
		return fmt.Errorf("%s: game %s: %w", s.name, r.id, errClosed)
	}
	select {
	case err := <-r.done:
		return err
	case <-s.stopped:
		select { // the writer answered before stopping
		case err := <-r.done:
			return err
		default:
			return fmt.Errorf("%s: game %s: %w", s.name, r.id, errClosed)
		}
	}
}

// commitGroup writes a group of appends in one transaction; each is
// isolated by a savepoint, so one refused append (a conflict) does not
// refuse the others.
func (s *sqlStore) commitGroup(group []*appendReq) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	errs := make([]error, len(group))
	fail := func(err error) {
		for i, r := range group {
			if errs[i] == nil {
				errs[i] = err
			}
			r.done <- errs[i]
		}
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		fail(fmt.Errorf("%s: %w", s.name, err))
		return
	}
	defer tx.Rollback()
	for i, r := range group {
		if _, err := tx.ExecContext(ctx, `SAVEPOINT kindred_append`); err != nil {
			fail(fmt.Errorf("%s: %w", s.name, err))
			return
		}
		if errs[i] = s.appendTx(ctx, tx, r.id, r.from, r.choices, r.next); errs[i] != nil {
			if _, err := tx.ExecContext(ctx, `ROLLBACK TO SAVEPOINT kindred_append`); err != nil {
				fail(fmt.Errorf("%s: %w", s.name, err))
				return
			}
		}
		if _, err := tx.ExecContext(ctx, `RELEASE SAVEPOINT kindred_append`); err != nil {
			fail(fmt.Errorf("%s: %w", s.name, err))
			return
		}
	}
	if err := tx.Commit(); err != nil {
		fail(fmt.Errorf("%s: committing the choices of %d game(s): %w", s.name, len(group), err))
		return
	}
	for i, r := range group {
		r.done <- errs[i]
	}
}

// whyNot explains why the update of an append touched no row.
func (s *sqlStore) whyNot(ctx context.Context, tx *sql.Tx, id string, from int) error {
	var n, finished int64
	var owner string
	err := tx.QueryRowContext(ctx, `SELECT choices, finished, owner FROM kindred_games WHERE id = $1`, id).Scan(&n, &finished, &owner)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return fmt.Errorf("game %s: %w", id, ErrNotFound)
	case err != nil:
		return fmt.Errorf("%s: game %s: %w", s.name, id, err)
	case finished != 0:
		return fmt.Errorf("game %s: %w", id, ErrFinished)
	case s.node != "" && owner != s.node:
		return fmt.Errorf("game %s: node %s plays it, not this one (%s): %w", id, owner, s.node, ErrNotOwner)
	}
	return fmt.Errorf("game %s: appending after choice %d, but %d are stored: %w", id, from, n, ErrConflict)
}

// SetToMove records who moves after choice at, leaving the log and the
// time of the last update as they are.
func (s *sqlStore) SetToMove(ctx context.Context, id string, at int, next ToMove) error {
	res, err := s.db.ExecContext(ctx, `UPDATE kindred_games SET to_move = $1 WHERE id = $2 AND choices = $3 AND finished = 0 AND (owner = $4 OR $4 = '')`,
		int64(next), id, at, s.node)
	if err != nil {
		return fmt.Errorf("%s: game %s: %w", s.name, id, err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
		if err != nil {
			return fmt.Errorf("%s: game %s: %w", s.name, id, err)
		}
		defer tx.Rollback()
		return s.whyNot(ctx, tx, id, at)
	}
	return nil
}

// Finish marks a game as over.
func (s *sqlStore) Finish(ctx context.Context, id string, result []byte) error {
	if err := textField("game "+id+" result", result); err != nil {
		return err
	}
	res, err := s.db.ExecContext(ctx, `UPDATE kindred_games SET finished = 1, to_move = 0, result = $1, updated = $2 WHERE id = $3 AND (owner = $4 OR $4 = '')`,
		string(result), millis(time.Now()), id, s.node)
	if err != nil {
		return fmt.Errorf("%s: game %s: %w", s.name, id, err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		if s.node != "" && s.exists(ctx, id) {
			return fmt.Errorf("game %s: another node plays it: %w", id, ErrNotOwner)
		}
		return fmt.Errorf("game %s: %w", id, ErrNotFound)
	}
	return nil
}

// Load returns a game with its whole log.
func (s *sqlStore) Load(ctx context.Context, id string) (*Game, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("%s: game %s: %w", s.name, id, err)
	}
	defer tx.Rollback()
	var header, meta, result string
	var created, count, finished, toMove int64
	err = tx.QueryRowContext(ctx, `SELECT header, meta, created, choices, finished, result, to_move FROM kindred_games WHERE id = $1`, id).
		Scan(&header, &meta, &created, &count, &finished, &result, &toMove)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("game %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: game %s: %w", s.name, id, err)
	}
	l, err := engine.ParseLog([]byte(header))
	if err != nil {
		return nil, fmt.Errorf("%s: game %s: stored header: %w", s.name, id, err)
	}
	g := &Game{ID: id, Header: l.Header, Meta: []byte(meta), Created: time.UnixMilli(created),
		Over: finished != 0, Result: []byte(result), ToMove: ToMove(toMove), Choices: make([]engine.Choice, 0, count)}
	rows, err := tx.QueryContext(ctx, `SELECT n, seat, kind, opt, hash FROM kindred_choices WHERE game_id = $1 ORDER BY n`, id)
	if err != nil {
		return nil, fmt.Errorf("%s: game %s: %w", s.name, id, err)
	}
	defer rows.Close()
	for rows.Next() {
		var n, seat, opt, hash int64
		var kind string
		if err := rows.Scan(&n, &seat, &kind, &opt, &hash); err != nil {
			return nil, fmt.Errorf("%s: game %s: %w", s.name, id, err)
		}
		if n != int64(len(g.Choices)+1) {
			return nil, fmt.Errorf("%s: game %s: the log jumps from choice %d to %d", s.name, id, len(g.Choices), n)
		}
		g.Choices = append(g.Choices, engine.Choice{Seat: int(seat), Kind: kind, Option: int(opt), Hash: uint64(hash)})
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: game %s: %w", s.name, id, err)
	}
	if int64(len(g.Choices)) != count {
		return nil, fmt.Errorf("%s: game %s: %d choices stored, the game records %d", s.name, id, len(g.Choices), count)
	}
	return g, nil
}

// List returns summaries of the stored games.
func (s *sqlStore) List(ctx context.Context, opt ListOptions) ([]Summary, error) {
	q := `SELECT id, game, created, updated, choices, finished, meta, result, to_move FROM kindred_games`
	var where []string
	var args []any
	if opt.Unfinished {
		where = append(where, `finished = 0`)
	}
	if len(opt.ToMove) > 0 {
		in := make([]string, len(opt.ToMove))
		for i, m := range opt.ToMove {
			args = append(args, int64(m))
			in[i] = "$" + strconv.Itoa(len(args))
		}
		where = append(where, `to_move IN (`+strings.Join(in, ", ")+`)`)
	}
	if len(where) > 0 {
		q += ` WHERE ` + strings.Join(where, ` AND `)
	}
	q += ` ORDER BY updated DESC, id`
	if opt.Limit > 0 {
		args = append(args, opt.Limit)
		q += ` LIMIT $` + strconv.Itoa(len(args))
	}
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("%s: listing games: %w", s.name, err)
	}
	defer rows.Close()
	var out []Summary
	for rows.Next() {
		var sm Summary
		var created, updated, choices, finished, toMove int64
		var meta, result string
		if err := rows.Scan(&sm.ID, &sm.Game, &created, &updated, &choices, &finished, &meta, &result, &toMove); err != nil {
			return nil, fmt.Errorf("%s: listing games: %w", s.name, err)
		}
		sm.Created, sm.Updated = time.UnixMilli(created), time.UnixMilli(updated)
		sm.Choices, sm.Over = int(choices), finished != 0
		sm.Meta, sm.Result, sm.ToMove = []byte(meta), []byte(result), ToMove(toMove)
		out = append(out, sm)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: listing games: %w", s.name, err)
	}
	return out, nil
}

// Close stops the group-commit writer, once it has written what it took,
// and closes the database.
func (s *sqlStore) Close() error {
	if s.batch != nil {
		select {
		case <-s.stop:
		default:
			close(s.stop)
		}
		<-s.stopped
		// Appends queued but not taken are refused.
		for {
			select {
			case r := <-s.batch:
				r.done <- fmt.Errorf("%s: game %s: %w", s.name, r.id, errClosed)
				continue
			default:
			}
			break
		}
	}
	return s.db.Close()
}
