package server

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
	"time"

	"kindred/store"
)

// Several nodes, one database (docs/ARCHITECTURE.md, "Several nodes").
// Each game is played by one node at a time, its owner in the store
// (store.Cluster); any node takes any request: for a game another live
// node owns, it forwards the request there (a reverse proxy, WebSockets
// included); for a game whose owner died (its lease expired), it claims
// the game and replays its log, every hash checked.

// forwardedHeader marks a request one node forwarded to another: the
// owner serves it or refuses it, never forwards it again.
const forwardedHeader = "X-Kindred-Forwarded"

// ownedElsewhere: another live node plays the game.
type ownedElsewhere struct {
	id, node, addr string
}

func (e *ownedElsewhere) Error() string {
	return fmt.Sprintf("game %s is played by node %s (%s)", e.id, e.node, e.addr)
}

// clustered reports whether the server is a node of several.
func (s *Server) clustered() bool { return s.cluster != nil }

// claim makes this node the owner of game id if no live node is; it
// returns an *ownedElsewhere when another one is.
func (s *Server) claim(ctx context.Context, id string) error {
	if !s.clustered() {
		return nil
	}
	owner, addr, err := s.cluster.Claim(ctx, id)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return errUnknownGame
	case err != nil:
		return err
	case owner != s.cfg.Node:
		return &ownedElsewhere{id: id, node: owner, addr: addr}
	}
	return nil
}

// join registers the node and keeps its lease while the server runs;
// the first registration must succeed.
func (s *Server) join(ctx context.Context) error {
	if !s.clustered() {
		return nil
	}
	nodes, err := s.cluster.Join(ctx, s.cfg.Node, s.cfg.Advertise, s.cfg.LeaseTTL)
	if err != nil {
		return err
	}
	s.setNodes(nodes)
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		every := s.cfg.LeaseTTL / 3
		renewed := time.Now()
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-s.ctx.Done():
				ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				if err := s.cluster.Leave(ctx); err != nil {
					s.log.Warn("cannot end the node's lease", "err", err)
				}
				cancel()
				return
			case <-t.C:
			}
			ctx, cancel := context.WithTimeout(s.ctx, every)
			nodes, err := s.cluster.Join(ctx, s.cfg.Node, s.cfg.Advertise, s.cfg.LeaseTTL)
			cancel()
			if err != nil {
				// Past the lease, other nodes may take this node's games:
				// its writes to them are refused (the store's fence), and
				// its games leave memory, so that it shows no stale board.
				s.log.Error("cannot renew the node's lease", "err", err)
				if time.Since(renewed) > s.cfg.LeaseTTL {
					s.dropAll()
				}
				continue
			}
			renewed = time.Now()
			s.setNodes(nodes)
			s.adoptOrphans()
		}
	}()
	return nil
}

// setNodes records the hosts of the nodes alive: requests they forward
// are trusted to name their client (X-Forwarded-For).
func (s *Server) setNodes(addrs []string) {
	hosts := map[string]bool{}
	for _, a := range addrs {
		if u, err := url.Parse(a); err == nil {
			hosts[u.Hostname()] = true
		}
	}
	s.mu.Lock()
	s.nodeHosts = hosts
	s.mu.Unlock()
}

// adoptOrphans brings back, in the background, the games bots were
// playing on a node that died: nobody would open a game of bots alone.
func (s *Server) adoptOrphans() {
	if !s.orphanRun.TryLock() {
		return // the last round still runs
	}
	ctx, cancel := context.WithTimeout(s.ctx, s.cfg.LeaseTTL)
	list, err := s.cluster.Orphans(ctx)
	cancel()
	if err != nil || len(list) == 0 {
		s.orphanRun.Unlock()
		return
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer s.orphanRun.Unlock()
		for _, sm := range list {
			if s.ctx.Err() != nil {
				return
			}
			if err := s.claim(s.ctx, sm.ID); err != nil {
				continue // another node took it, or it is gone
			}
			s.log.Info("game taken over from a node that died", "game", sm.ID)
			s.playOn(sm.ID, sm.ToMove)
		}
	}()
}

// forward serves a request for a game another node owns by passing it
// to that node, WebSocket upgrades included, or refuses it when it was
// forwarded already (the nodes disagree for a moment: the client tries
// again).
func (s *Server) forward(w http.ResponseWriter, r *http.Request, away *ownedElsewhere) {
	target, err := url.Parse(away.addr)
	if r.Header.Get(forwardedHeader) != "" || away.addr == "" || err != nil {
		w.Header().Set("Retry-After", "1")
		writeError(w, http.StatusServiceUnavailable, fmt.Sprintf("game %s is changing nodes: try again in a moment", away.id))
		return
	}
	client := s.clientAddr(r)
	p := &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(target)
			pr.Out.Host = pr.In.Host // the owner checks the Host and the Origin the browser sent
			pr.Out.Header.Set(forwardedHeader, s.cfg.Node)
			pr.Out.Header.Set("X-Forwarded-For", client)
		},
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			s.log.Warn("forwarding to the game's node failed", "game", away.id, "node", away.node, "err", err)
			w.Header().Set("Retry-After", "1")
			writeError(w, http.StatusBadGateway, fmt.Sprintf("game %s: its node does not answer: try again in a moment (a node that died hands its games over within seconds)", away.id))
		},
		// This node set the security headers already (secure): the
		// owner's copies would double them.
		ModifyResponse: func(resp *http.Response) error {
			for k := range w.Header() {
				resp.Header.Del(k)
			}
			return nil
		},
	}
	p.ServeHTTP(w, r)
}

// clientAddr is the address of the request's client, which the per-address
// limits count: the connection's, unless it comes from a proxy the server
// trusts (a node of the cluster forwarding a request, or a load balancer
// named in Config.TrustedProxies), whose X-Forwarded-For names the client:
// its last address not itself a trusted proxy's. Behind a load balancer
// every client would otherwise be the balancer, and share one limit.
func (s *Server) clientAddr(r *http.Request) string {
	addr := clientAddr(r)
	if !s.trustedProxy(addr) {
		return addr
	}
	hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
	for i := len(hops) - 1; i >= 0; i-- {
		h := strings.TrimSpace(hops[i])
		if net.ParseIP(h) == nil {
			return addr // malformed: the proxy's own address counts
		}
		if !s.trustedProxy(h) {
			return h
		}
	}
	return addr
}

// trustedProxy reports whether requests from addr may name their client:
// a node alive of the cluster, or a proxy of Config.TrustedProxies.
func (s *Server) trustedProxy(addr string) bool {
	ip := net.ParseIP(addr)
	if ip == nil {
		return false
	}
	for _, n := range s.proxies {
		if n.Contains(ip) {
			return true
		}
	}
	if !s.clustered() {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.nodeHosts[addr]
}

// parseProxies reads Config.TrustedProxies: IP addresses or CIDR ranges.
func parseProxies(list []string) ([]*net.IPNet, error) {
	var out []*net.IPNet
	for _, p := range list {
		if !strings.Contains(p, "/") {
			ip := net.ParseIP(p)
			if ip == nil {
				return nil, fmt.Errorf("trusted proxy %q: want an IP address or a CIDR range", p)
			}
			bits := 128
			if ip.To4() != nil {
				ip, bits = ip.To4(), 32
			}
			out = append(out, &net.IPNet{IP: ip, Mask: net.CIDRMask(bits, bits)})
			continue
		}
		_, n, err := net.ParseCIDR(p)
		if err != nil {
			return nil, fmt.Errorf("trusted proxy %q: %v", p, err)
		}
		out = append(out, n)
	}
	return out, nil
}

// dropAll makes every live game leave memory: the node's lease ran out,
// and another node may play them now. Asked for again, each is claimed
// anew (or forwarded to its new owner).
func (s *Server) dropAll() {
	s.mu.Lock()
	list := make([]*game, 0, len(s.games))
	for _, g := range s.games {
		list = append(list, g)
	}
	s.mu.Unlock()
	if len(list) > 0 {
		s.log.Warn("the node's lease ran out: its games leave memory", "games", len(list))
	}
	for _, g := range list {
		g.send(s.ctx, evLost{})
	}
}
