package store

import (
	"context"
	"fmt"
	"time"
)

// Truncater takes choices back from a game's log (an undo). Both stores
// implement it; a caller asserts it on a Store (st.(store.Truncater)).
type Truncater interface {
	// Truncate cuts the log of game id, which must have exactly from
	// choices, to its first to (0 <= to <= from), and records who moves
	// next. It fails with ErrNotFound, ErrFinished, or ErrConflict (an
	// ErrNotOwner on a node that lost the game) as Append does.
	Truncate(ctx context.Context, id string, from, to int, next ToMove) error
}

var _ Truncater = (*sqlStore)(nil)

// Truncate cuts a game's log.
func (s *sqlStore) Truncate(ctx context.Context, id string, from, to int, next ToMove) error {
	if to < 0 || to > from {
		return fmt.Errorf("game %s: cannot cut a log of %d choices to %d", id, from, to)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("%s: %w", s.name, err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx,
		`UPDATE kindred_games SET choices = $1, updated = $2, to_move = $3 WHERE id = $4 AND choices = $5 AND finished = 0 AND (owner = $6 OR $6 = '')`,
		to, millis(time.Now()), int64(next), id, from, s.node)
	if err != nil {
		return fmt.Errorf("%s: game %s: %w", s.name, id, err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return s.whyNot(ctx, tx, id, from)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM kindred_choices WHERE game_id = $1 AND n > $2`, id, to); err != nil {
		return fmt.Errorf("%s: game %s: taking back choices %d to %d: %w", s.name, id, to+1, from, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("%s: game %s: taking back choices %d to %d: %w", s.name, id, to+1, from, err)
	}
	return nil
}
