package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Cluster is what several server nodes sharing one database need: each
// game is played by one node at a time, its owner (kindred_games.owner),
// and each node holds a lease (a row of kindred_nodes with an expiry in
// the database's own clock) that it renews while it lives. A node may
// claim a game that has no owner, or whose owner's lease has expired (a
// node that died): it then replays the game's log. A store that joined
// as a node writes only the games it owns (Append, SetToMove and Finish
// are fenced by the owner column, in the same statement as the length
// check): a node that lost a game, paused past its lease for instance,
// gets ErrNotOwner and can never write a choice after the new owner's.
//
// PostgreSQL implements it. SQLite does not: one node per file (Lock).
type Cluster interface {
	// Join registers this store's node, reachable at addr (the base URL
	// other nodes forward requests to), alive for ttl from now by the
	// database's clock, and returns the addresses of the nodes alive.
	// Call it again to renew the lease before ttl runs out; the node
	// cannot change once joined. Games created after Join are the
	// node's.
	Join(ctx context.Context, node, addr string, ttl time.Duration) ([]string, error)
	// Leave ends the node's lease: its games may be claimed at once.
	Leave(ctx context.Context) error
	// Claim makes this node the owner of game id if it has no owner,
	// is this node's already, or its owner's lease has expired. It
	// returns the owner then (this node, or another alive) and its
	// address, or ErrNotFound.
	Claim(ctx context.Context, id string) (owner, addr string, err error)
	// Orphans returns the unfinished games a bot is to move in (or
	// unknown) whose owner is not alive: no node would play them on
	// until someone opens them.
	Orphans(ctx context.Context) ([]Summary, error)
}

// nowMillis is the database's clock in Unix milliseconds (PostgreSQL):
// every node compares leases with one clock, whatever its own says.
const nowMillis = `CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)`

// errNoCluster: the store is SQLite.
var errNoCluster = errors.New("several nodes need PostgreSQL: a SQLite file is for one node")

// Join registers the node (PostgreSQL only).
func (s *sqlStore) Join(ctx context.Context, node, addr string, ttl time.Duration) ([]string, error) {
	if !s.postgres {
		return nil, errNoCluster
	}
	if node == "" || (s.node != "" && s.node != node) {
		return nil, fmt.Errorf("%s: joining as node %q, already node %q", s.name, node, s.node)
	}
	_, err := s.db.ExecContext(ctx, `INSERT INTO kindred_nodes (node, addr, expires) VALUES ($1, $2, `+nowMillis+` + $3)
		ON CONFLICT (node) DO UPDATE SET addr = EXCLUDED.addr, expires = EXCLUDED.expires`, node, addr, ttl.Milliseconds())
	if err != nil {
		return nil, fmt.Errorf("%s: renewing the lease of node %s: %w", s.name, node, err)
	}
	if s.node == "" {
		s.node = node
	}
	rows, err := s.db.QueryContext(ctx, `SELECT addr FROM kindred_nodes WHERE expires > `+nowMillis)
	if err != nil {
		return nil, fmt.Errorf("%s: listing the nodes: %w", s.name, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var a string
		if err := rows.Scan(&a); err != nil {
			return nil, fmt.Errorf("%s: listing the nodes: %w", s.name, err)
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

// Leave ends the node's lease.
func (s *sqlStore) Leave(ctx context.Context) error {
	if !s.postgres || s.node == "" {
		return nil
	}
	if _, err := s.db.ExecContext(ctx, `DELETE FROM kindred_nodes WHERE node = $1`, s.node); err != nil {
		return fmt.Errorf("%s: ending the lease of node %s: %w", s.name, s.node, err)
	}
	return nil
}

// Claim takes game id if no live node owns it. The update is one
// statement: of two nodes claiming at once, the second waits for the
// first's row lock and then finds the game owned by a live node.
func (s *sqlStore) Claim(ctx context.Context, id string) (string, string, error) {
	if !s.postgres || s.node == "" {
		return "", "", errNoCluster
	}
	_, err := s.db.ExecContext(ctx, `UPDATE kindred_games SET owner = $1 WHERE id = $2 AND owner <> $1
		AND (owner = '' OR owner NOT IN (SELECT node FROM kindred_nodes WHERE expires > `+nowMillis+`))`, s.node, id)
	if err != nil {
		return "", "", fmt.Errorf("%s: claiming game %s: %w", s.name, id, err)
	}
	var owner, addr string
	err = s.db.QueryRowContext(ctx, `SELECT g.owner, COALESCE(n.addr, '') FROM kindred_games g
		LEFT JOIN kindred_nodes n ON n.node = g.owner WHERE g.id = $1`, id).Scan(&owner, &addr)
	if errors.Is(err, sql.ErrNoRows) {
		return "", "", fmt.Errorf("game %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return "", "", fmt.Errorf("%s: claiming game %s: %w", s.name, id, err)
	}
	return owner, addr, nil
}

// Orphans lists the unfinished games bots are to move in whose owner is
// not alive.
func (s *sqlStore) Orphans(ctx context.Context) ([]Summary, error) {
	if !s.postgres {
		return nil, errNoCluster
	}
	rows, err := s.db.QueryContext(ctx, `SELECT id, to_move FROM kindred_games WHERE finished = 0 AND to_move <> 0
		AND (owner = '' OR owner NOT IN (SELECT node FROM kindred_nodes WHERE expires > `+nowMillis+`)) LIMIT 1000`)
	if err != nil {
		return nil, fmt.Errorf("%s: listing orphaned games: %w", s.name, err)
	}
	defer rows.Close()
	var out []Summary
	for rows.Next() {
		var sm Summary
		var tm int64
		if err := rows.Scan(&sm.ID, &tm); err != nil {
			return nil, fmt.Errorf("%s: listing orphaned games: %w", s.name, err)
		}
		sm.ToMove = ToMove(tm)
		out = append(out, sm)
	}
	return out, rows.Err()
}
