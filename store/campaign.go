package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
	"unicode/utf8"
)

// The campaign tables (schema version 4). A campaign's row holds the state
// before its next game and how many of its games are finished; its games,
// in order, are normal stored games linked to it with the state each
// started from.
const (
	campaignTable = `CREATE TABLE IF NOT EXISTS kindred_campaigns (
		id      TEXT PRIMARY KEY,
		game    TEXT NOT NULL,
		name    TEXT NOT NULL,
		created BIGINT NOT NULL,
		updated BIGINT NOT NULL,
		played  BIGINT NOT NULL DEFAULT 0,
		state   TEXT NOT NULL
	)`
	campaignIndex      = `CREATE UNIQUE INDEX IF NOT EXISTS kindred_campaigns_by_name ON kindred_campaigns (game, name)`
	campaignGamesTable = `CREATE TABLE IF NOT EXISTS kindred_campaign_games (
		campaign_id TEXT NOT NULL REFERENCES kindred_campaigns (id),
		n           BIGINT NOT NULL,
		game_id     TEXT NOT NULL REFERENCES kindred_games (id),
		state       TEXT NOT NULL,
		PRIMARY KEY (campaign_id, n)
	)`
)

// Campaign is a stored campaign: a chronicle of games of one game, each
// starting from the state the one before left (VtM Heritage's chronicle,
// Ancient Blood's stories). The store keeps the state as opaque bytes;
// the game's plug-in (games.Campaigner) reads it, writes the state into
// each game's header, and derives the state after a game from its log:
// the games are the truth, the campaign's row a summary of them.
type Campaign struct {
	// ID names the campaign, as a game's id: 1 to 64 characters of
	// [A-Za-z0-9_-].
	ID string
	// Game is the game's name, such as "heritage".
	Game string
	// Name is the campaign's name for people, unique for its game: 1 to
	// 100 characters of UTF-8 text.
	Name string
	// Created is when the campaign was created.
	Created time.Time
	// Updated is when its last game started or finished.
	Updated time.Time
	// State is the campaign's state before its next game: UTF-8 text
	// without NUL bytes (JSON, typically), opaque to the store.
	State []byte
	// Played is the number of its games that are finished.
	Played int
	// Games are its games in order, filled by LoadCampaign: the first
	// Played are finished; one more is the game in progress.
	Games []CampaignGame
}

// CampaignGame is one game of a campaign.
type CampaignGame struct {
	// GameID is the stored game's id.
	GameID string
	// Before is the campaign's state the game started from.
	Before []byte
}

// InProgress returns the id of the campaign's game in progress, or "".
func (c *Campaign) InProgress() string {
	if len(c.Games) > c.Played {
		return c.Games[c.Played].GameID
	}
	return ""
}

// Campaigns keeps campaigns. Both stores implement it; a caller asserts
// it on a Store (st.(store.Campaigns)).
type Campaigns interface {
	// CreateCampaign stores a new campaign with no game, at state
	// c.State. It fails with ErrExists when the id, or the name for its
	// game, is taken.
	CreateCampaign(ctx context.Context, c *Campaign) error
	// LoadCampaign returns campaign id with its games, or ErrNotFound.
	LoadCampaign(ctx context.Context, id string) (*Campaign, error)
	// FindCampaign returns the campaign of game named name with its
	// games, or ErrNotFound.
	FindCampaign(ctx context.Context, game, name string) (*Campaign, error)
	// ListCampaigns returns the campaigns of game (every game's if game
	// is ""), without their games' list, the most recently updated first.
	ListCampaigns(ctx context.Context, game string) ([]Campaign, error)
	// StartCampaignGame stores g, a new game with no choices, as game
	// number at+1 of campaign id, started from the campaign's state, in
	// one transaction. It fails with ErrConflict when the campaign has
	// not exactly at finished games or already has a game in progress,
	// ErrExists when g's id is taken, ErrNotFound when there is no such
	// campaign.
	StartCampaignGame(ctx context.Context, id string, at int, g *Game) error
	// FinishCampaignGame marks the campaign's game in progress, number
	// at+1, over with result and moves the campaign to state after, in
	// one transaction. It fails with ErrConflict when the campaign has
	// not exactly at finished games or gameID is not its game number
	// at+1.
	FinishCampaignGame(ctx context.Context, id string, at int, gameID string, result, after []byte) error
}

var _ Campaigns = (*sqlStore)(nil)

// ErrCampaignNotFound: no campaign has that id or name; it is an
// ErrNotFound too.
var ErrCampaignNotFound = fmt.Errorf("%w (campaign)", ErrNotFound)

func validCampaign(c *Campaign) error {
	if err := validID(c.ID); err != nil {
		return fmt.Errorf("campaign: %w", err)
	}
	if !isGameName(c.Game) {
		return fmt.Errorf("campaign %s: game %q is not a game name", c.ID, c.Game)
	}
	if c.Name == "" || utf8.RuneCountInString(c.Name) > 100 {
		return fmt.Errorf("campaign %s: name %q: want 1 to 100 characters", c.ID, c.Name)
	}
	if err := textField("campaign "+c.ID+" name", []byte(c.Name)); err != nil {
		return err
	}
	return textField("campaign "+c.ID+" state", c.State)
}

func isGameName(s string) bool {
	if s == "" || len(s) > 32 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'a' || c > 'z') && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// CreateCampaign stores a new campaign.
func (s *sqlStore) CreateCampaign(ctx context.Context, c *Campaign) error {
	if err := validCampaign(c); err != nil {
		return err
	}
	created := c.Created
	if created.IsZero() {
		created = time.Now()
	}
	return s.exclusively(ctx, func(q querier) error {
		var one int
		err := q.QueryRowContext(ctx, `SELECT 1 FROM kindred_campaigns WHERE id = $1 OR (game = $2 AND name = $3)`, c.ID, c.Game, c.Name).Scan(&one)
		if err == nil {
			return fmt.Errorf("campaign %s (%s %q): %w", c.ID, c.Game, c.Name, ErrExists)
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("%s: campaign %s: %w", s.name, c.ID, err)
		}
		if _, err := q.ExecContext(ctx, `INSERT INTO kindred_campaigns (id, game, name, created, updated, played, state) VALUES ($1, $2, $3, $4, $4, 0, $5)`,
			c.ID, c.Game, c.Name, millis(created), string(c.State)); err != nil {
			return fmt.Errorf("%s: storing campaign %s: %w", s.name, c.ID, err)
		}
		return nil
	})
}

const campaignColumns = `id, game, name, created, updated, played, state`

func scanCampaign(row interface{ Scan(...any) error }) (*Campaign, error) {
	var c Campaign
	var created, updated, played int64
	var state string
	if err := row.Scan(&c.ID, &c.Game, &c.Name, &created, &updated, &played, &state); err != nil {
		return nil, err
	}
	c.Created, c.Updated, c.Played, c.State = time.UnixMilli(created), time.UnixMilli(updated), int(played), []byte(state)
	return &c, nil
}

// LoadCampaign returns a campaign with its games.
func (s *sqlStore) LoadCampaign(ctx context.Context, id string) (*Campaign, error) {
	return s.loadCampaign(ctx, `SELECT `+campaignColumns+` FROM kindred_campaigns WHERE id = $1`, "campaign "+id, id)
}

// FindCampaign returns a campaign by its game and name.
func (s *sqlStore) FindCampaign(ctx context.Context, game, name string) (*Campaign, error) {
	return s.loadCampaign(ctx, `SELECT `+campaignColumns+` FROM kindred_campaigns WHERE game = $1 AND name = $2`,
		fmt.Sprintf("%s campaign %q", game, name), game, name)
}

func (s *sqlStore) loadCampaign(ctx context.Context, query, what string, args ...any) (*Campaign, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", s.name, what, err)
	}
	defer tx.Rollback()
	c, err := scanCampaign(tx.QueryRowContext(ctx, query, args...))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("%s: %w", what, ErrCampaignNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", s.name, what, err)
	}
	rows, err := tx.QueryContext(ctx, `SELECT n, game_id, state FROM kindred_campaign_games WHERE campaign_id = $1 ORDER BY n`, c.ID)
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", s.name, what, err)
	}
	defer rows.Close()
	for rows.Next() {
		var n int64
		var g CampaignGame
		var before string
		if err := rows.Scan(&n, &g.GameID, &before); err != nil {
			return nil, fmt.Errorf("%s: %s: %w", s.name, what, err)
		}
		if n != int64(len(c.Games)+1) {
			return nil, fmt.Errorf("%s: %s: its games jump from %d to %d", s.name, what, len(c.Games), n)
		}
		g.Before = []byte(before)
		c.Games = append(c.Games, g)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: %s: %w", s.name, what, err)
	}
	if len(c.Games) < c.Played || len(c.Games) > c.Played+1 {
		return nil, fmt.Errorf("%s: %s: %d games stored, %d of them finished", s.name, what, len(c.Games), c.Played)
	}
	return c, nil
}

// ListCampaigns returns the campaigns of a game.
func (s *sqlStore) ListCampaigns(ctx context.Context, game string) ([]Campaign, error) {
	q := `SELECT ` + campaignColumns + ` FROM kindred_campaigns`
	var args []any
	if game != "" {
		q += ` WHERE game = $1`
		args = append(args, game)
	}
	rows, err := s.db.QueryContext(ctx, q+` ORDER BY updated DESC, id`, args...)
	if err != nil {
		return nil, fmt.Errorf("%s: listing campaigns: %w", s.name, err)
	}
	defer rows.Close()
	var out []Campaign
	for rows.Next() {
		c, err := scanCampaign(rows)
		if err != nil {
			return nil, fmt.Errorf("%s: listing campaigns: %w", s.name, err)
		}
		out = append(out, *c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: listing campaigns: %w", s.name, err)
	}
	return out, nil
}

// StartCampaignGame stores the campaign's next game.
func (s *sqlStore) StartCampaignGame(ctx context.Context, id string, at int, g *Game) error {
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
	return s.exclusively(ctx, func(q querier) error {
		c, err := scanCampaign(q.QueryRowContext(ctx, `SELECT `+campaignColumns+` FROM kindred_campaigns WHERE id = $1`, id))
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("campaign %s: %w", id, ErrCampaignNotFound)
		}
		if err != nil {
			return fmt.Errorf("%s: campaign %s: %w", s.name, id, err)
		}
		if c.Played != at {
			return fmt.Errorf("campaign %s: starting game %d, but %d are finished: %w", id, at+1, c.Played, ErrConflict)
		}
		var one int
		switch err := q.QueryRowContext(ctx, `SELECT 1 FROM kindred_campaign_games WHERE campaign_id = $1 AND n = $2`, id, at+1).Scan(&one); {
		case err == nil:
			return fmt.Errorf("campaign %s: game %d is already in progress: %w", id, at+1, ErrConflict)
		case !errors.Is(err, sql.ErrNoRows):
			return fmt.Errorf("%s: campaign %s: %w", s.name, id, err)
		}
		switch err := q.QueryRowContext(ctx, `SELECT 1 FROM kindred_games WHERE id = $1`, g.ID).Scan(&one); {
		case err == nil:
			return fmt.Errorf("game %s: %w", g.ID, ErrExists)
		case !errors.Is(err, sql.ErrNoRows):
			return fmt.Errorf("%s: game %s: %w", s.name, g.ID, err)
		}
		now := millis(created)
		if _, err := q.ExecContext(ctx,
			`INSERT INTO kindred_games (id, game, header, meta, created, updated, to_move, owner) VALUES ($1, $2, $3, $4, $5, $5, $6, $7)`,
			g.ID, g.Header.Game, hb, string(g.Meta), now, int64(g.ToMove), s.node); err != nil {
			return fmt.Errorf("%s: storing game %s: %w", s.name, g.ID, err)
		}
		if _, err := q.ExecContext(ctx, `INSERT INTO kindred_campaign_games (campaign_id, n, game_id, state) VALUES ($1, $2, $3, $4)`,
			id, at+1, g.ID, string(c.State)); err != nil {
			return fmt.Errorf("%s: campaign %s: linking game %s: %w", s.name, id, g.ID, err)
		}
		if _, err := q.ExecContext(ctx, `UPDATE kindred_campaigns SET updated = $1 WHERE id = $2`, millis(time.Now()), id); err != nil {
			return fmt.Errorf("%s: campaign %s: %w", s.name, id, err)
		}
		return nil
	})
}

// FinishCampaignGame finishes the campaign's game in progress and moves
// the campaign to its next state.
func (s *sqlStore) FinishCampaignGame(ctx context.Context, id string, at int, gameID string, result, after []byte) error {
	if err := textField("game "+gameID+" result", result); err != nil {
		return err
	}
	if err := textField("campaign "+id+" state", after); err != nil {
		return err
	}
	return s.exclusively(ctx, func(q querier) error {
		var linked string
		err := q.QueryRowContext(ctx, `SELECT g.game_id FROM kindred_campaigns c JOIN kindred_campaign_games g ON g.campaign_id = c.id AND g.n = c.played + 1 WHERE c.id = $1 AND c.played = $2`,
			id, at).Scan(&linked)
		if errors.Is(err, sql.ErrNoRows) {
			if c, lerr := scanCampaign(q.QueryRowContext(ctx, `SELECT `+campaignColumns+` FROM kindred_campaigns WHERE id = $1`, id)); errors.Is(lerr, sql.ErrNoRows) {
				return fmt.Errorf("campaign %s: %w", id, ErrCampaignNotFound)
			} else if lerr == nil && c.Played != at {
				return fmt.Errorf("campaign %s: finishing game %d, but %d are finished: %w", id, at+1, c.Played, ErrConflict)
			}
			return fmt.Errorf("campaign %s: no game %d in progress: %w", id, at+1, ErrConflict)
		}
		if err != nil {
			return fmt.Errorf("%s: campaign %s: %w", s.name, id, err)
		}
		if linked != gameID {
			return fmt.Errorf("campaign %s: game %d is %s, not %s: %w", id, at+1, linked, gameID, ErrConflict)
		}
		now := millis(time.Now())
		res, err := q.ExecContext(ctx, `UPDATE kindred_games SET finished = 1, to_move = 0, result = $1, updated = $2 WHERE id = $3 AND (owner = $4 OR $4 = '')`,
			string(result), now, gameID, s.node)
		if err != nil {
			return fmt.Errorf("%s: game %s: %w", s.name, gameID, err)
		}
		if n, err := res.RowsAffected(); err == nil && n == 0 {
			return fmt.Errorf("game %s: another node plays it: %w", gameID, ErrNotOwner)
		}
		if _, err := q.ExecContext(ctx, `UPDATE kindred_campaigns SET played = $1, state = $2, updated = $3 WHERE id = $4 AND played = $5`,
			at+1, string(after), now, id, at); err != nil {
			return fmt.Errorf("%s: campaign %s: %w", s.name, id, err)
		}
		return nil
	})
}
