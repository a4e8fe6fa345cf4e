package server

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"kindred/store"
)

// leaseStore is a store.Cluster of one node over a SQLite store whose
// lease can no longer be renewed once broken is set (the database out of
// reach of this node).
type leaseStore struct {
	store.Store
	broken atomic.Bool
}

func (l *leaseStore) Join(ctx context.Context, node, addr string, ttl time.Duration) ([]string, error) {
	if l.broken.Load() {
		return nil, errors.New("the database is out of reach")
	}
	return []string{addr}, nil
}
func (l *leaseStore) Leave(context.Context) error { return nil }
func (l *leaseStore) Claim(ctx context.Context, id string) (string, string, error) {
	if _, err := l.Load(ctx, id); err != nil {
		return "", "", err
	}
	return "n1", "http://127.0.0.1:1", nil
}
func (l *leaseStore) Orphans(context.Context) ([]store.Summary, error) { return nil, nil }

// TestLeaseRunsOut: a node that cannot renew its lease for longer than
// the lease lets its games leave memory (another node may play them now)
// and closes their connections, rather than show a board that may be
// stale; asked for again, the game is claimed and replayed.
func TestLeaseRunsOut(t *testing.T) {
	ls := &leaseStore{Store: openStore(t, t.TempDir()+"/k.db")}
	ts := startServer(t, Config{Store: ls, Node: "n1", Advertise: "http://127.0.0.1:1", LeaseTTL: 300 * time.Millisecond})
	g := ts.create(t, humanVsBotsOf("hoard", 2, 5))
	c := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
	c.decision()
	ls.broken.Store(true)
	for {
		if _, err := c.tryRead(10 * time.Second); err != nil {
			if err == errTimeout {
				t.Fatal("the game stayed in memory past the lease")
			}
			break
		}
	}
	waitLive(t, ts, 0)
	ls.broken.Store(false)
	c2 := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
	c2.answer(c2.decision(), 0)
}
