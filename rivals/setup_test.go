package rivals_test

import (
	"testing"

	"kindred/engine"
	"kindred/rivals"
	"kindred/rivals/cards"
)

// TestSetup: spec §2 and §9.9 item 1. Player 1 holds 5 cards (4 Library +
// 1 vampire), the others 6 (4 + 2); each pool is 20 − the Leader's BP, the
// Leader at full Blood in the Haven; the City deck had 27 cards (10
// Events, 7 Citizens, 5 Vagrants, 4 S.A.D., the Prince, CHOICE-SADCOPIES),
// 4 Events of which went to the box, and Player 1's first turn revealed 4
// (one per player).
func TestSetup(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		g := newGame(t, n, 7)
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		for s, p := range g.Players {
			lib, fac := 0, 0
			for _, id := range p.Hand {
				if g.Card(id).Vampire() {
					fac++
				} else {
					lib++
				}
			}
			wantFac := 2
			if p.Number == 1 {
				wantFac = 1
			}
			// Player 1 is active and may have drawn nothing yet: its
			// first decision is in the Action phase.
			if lib != 4 || fac != wantFac {
				t.Errorf("%d players, Player %d: hand %d Library + %d vampires, want 4 + %d", n, p.Number, lib, fac, wantFac)
			}
			var leader *rivals.Card
			for _, c := range g.Cards() {
				if c.Owner == s && c.Leader {
					leader = c
				}
			}
			// In the Haven, or the Streets if Meeting at Alcatraz was
			// revealed.
			if leader == nil || !leader.InPlay() || leader.Blood != leader.Def.BP {
				t.Fatalf("Player %d: Leader %+v", p.Number, leader)
			}
			for _, id := range append(p.Faction, p.Hand...) {
				if c := g.Card(id); c.Vampire() && c.Def.BP > leader.Def.BP {
					t.Errorf("Player %d: Leader %s (BP %d), but %s has BP %d (spec §2 step 5)", p.Number, leader.Def.Name, leader.Def.BP, c.Def.Name, c.Def.BP)
				}
			}
			if p.Prestige != 20-leader.Def.BP {
				t.Errorf("Player %d: %d Prestige, want 20 − %d", p.Number, p.Prestige, leader.Def.BP)
			}
			if p.Rival == s || p.Rival < 0 {
				t.Errorf("Player %d: Rival seat %d", p.Number, p.Rival)
			}
		}
		city := zoneCount(g, -1, rivals.ZoneCityDeck) + zoneCount(g, -1, rivals.ZoneStreets) + zoneCount(g, -1, rivals.ZoneCityBurned)
		if city != 23 || zoneCount(g, -1, rivals.ZoneBox) != 4 {
			t.Errorf("%d players: City deck and revealed %d, box %d; want 23 and 4", n, city, zoneCount(g, -1, rivals.ZoneBox))
		}
		events, sads := 0, 0
		for _, c := range g.Cards() {
			if c.Owner == -1 && c.Zone != rivals.ZoneBox && c.Def.Has(rivals.TypeEvent) {
				events++
			}
			if c.Def.Has(rivals.TypeSecondInquisition) {
				sads++
			}
		}
		if events != 6 || sads != 4 {
			t.Errorf("%d players: %d Events and %d S.A.D. in play, want 6 and 4", n, events, sads)
		}
		revealed := zoneCount(g, -1, rivals.ZoneStreets) + zoneCount(g, -1, rivals.ZoneCityBurned)
		if revealed != n {
			t.Errorf("%d players: Player 1's first turn revealed %d City cards, want %d (spec §3.1 step 1d)", n, revealed, n)
		}
	}
}

// TestRivalTokens: spec §2 step 9, CHOICE-DERANGEMENT: nobody is their own
// Rival, every token is drawn once, and two players are each other's.
func TestRivalTokens(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		shapes := map[string]bool{}
		for seed := range uint64(40) {
			g := newGame(t, n, seed)
			taken := map[int]bool{}
			for s, p := range g.Players {
				if p.Rival == s || taken[p.Rival] {
					t.Fatalf("%d players, seed %d: seat %d's Rival is %d (taken %v)", n, seed, s, p.Rival, taken)
				}
				taken[p.Rival] = true
			}
			mutual := 0
			for s, p := range g.Players {
				if g.Players[p.Rival].Rival == s {
					mutual++
				}
			}
			switch {
			case n == 2 && mutual != 2, n == 3 && mutual != 0:
				t.Fatalf("%d players: %d mutual Rivals", n, mutual)
			}
			if n == 4 {
				shapes[map[bool]string{true: "pairs", false: "cycle"}[mutual == 4]] = true
			}
			g.Close()
		}
		if n == 4 && len(shapes) != 2 {
			t.Errorf("4 players over 40 seeds: Rival shapes %v, want both a 4-cycle and two pairs", shapes)
		}
	}
}

// TestSetupRefusesBadDecks: spec §6.1, with errors naming the seat.
func TestSetupRefusesBadDecks(t *testing.T) {
	decks := starters(t, 2)
	short := decks[1]
	short.Library = short.Library[:39]
	if _, err := rivals.NewGame(rivals.DefaultOptions(), []rivals.Deck{decks[0], short}, nil, 1); err == nil || err.Error() != "seat 2: deck rivals-core-malkavian: 39 Library cards, want 40 to 60 (spec §6.1)" {
		t.Errorf("got %v", err)
	}
	if _, err := rivals.NewGame(rivals.DefaultOptions(), decks[:1], nil, 1); err == nil {
		t.Error("a game of one player started")
	}
}

// TestOptionsRoundTrip: every option written and read back, an unknown key
// or value refused.
func TestOptionsRoundTrip(t *testing.T) {
	o := rivals.DefaultOptions()
	o.SADCopies, o.TurnLimit, o.LeaderChoice, o.ReactionMitigation, o.DualType = 1, 12, "any", "none", "attack"
	back, err := rivals.ParseOptions(o.Rules())
	if err != nil || back != o {
		t.Fatalf("got %+v, %v; want %+v", back, err, o)
	}
	for _, r := range [][2]string{{"sad-copies", "3"}, {"turn-limit", "-1"}, {"leader", "oldest"}, {"colour", "red"}} {
		if _, err := rivals.ParseOptions([]engine.Rule{{Key: r[0], Value: r[1]}}); err == nil {
			t.Errorf("%s=%s accepted", r[0], r[1])
		}
	}
}

// TestLeaderBidding: spec §2's customised setup, CHOICE-BIDORDER: two
// players start with the same vampire (Hydra, both Brujah decks); from
// the one nearest Player 1, each may bid more than the last or pass; the
// highest bidder keeps it and pays the bid; the other picks another
// vampire not on the table; then the Leaders take their Blood.
func TestLeaderBidding(t *testing.T) {
	d := starters(t, 1)[0]
	g, err := rivals.NewGame(rivals.DefaultOptions(), []rivals.Deck{d, d}, cards.City, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if kind(g) != "rivals.bid" {
		t.Fatalf("pending %q, want a bid", kind(g))
	}
	first := g.Pending().Seat
	answer(t, g, "Bid 2 Prestige")
	answer(t, g, "Pass")
	// The loser chooses among the other vampires: any of them.
	if kind(g) != "rivals.leader" || g.Pending().Seat == first || hasLabel(g, "Hydra") {
		t.Fatalf("pending %q of seat %d: %q", kind(g), g.Pending().Seat, g.Labels())
	}
	answer(t, g, "Brother")
	var leaders []string
	for _, c := range g.Cards() {
		if c.Leader {
			leaders = append(leaders, c.Def.Name)
		}
	}
	if g.Players[first].Prestige != 20-2-6 || len(leaders) != 2 || leaders[0] == leaders[1] {
		t.Errorf("the winner's Prestige %d, Leaders %v", g.Players[first].Prestige, leaders)
	}
}
