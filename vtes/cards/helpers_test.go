package cards_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"kindred/vtes"
)

// Test helpers several cards' scenario tests share.

// answerAmount answers a ChooseAmount decision with n (whose label "2"
// would also match "12" and "20" by containment).
func answerAmount(t *testing.T, g *vtes.Game, n int) {
	t.Helper()
	for i, l := range g.Labels() {
		if l == strconv.Itoa(n) {
			if err := g.Apply(i); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no amount %d among %q", n, g.Labels())
}

// neverUsedInBlock has attacker (seat 0, location in play) bleed and
// blocker (seat 1) block, each with 3 blood, and checks the location is
// never used: the Anarch locations refuse a Camarilla vampire.
func neverUsedInBlock(t *testing.T, attacker, location, blocker string) {
	t.Helper()
	s := newScenario(3)
	s.Ready(0, attacker, 3)
	s.InPlay(0, location)
	s.Ready(1, blocker, 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, attacker, blocker)
	neverOffered(t, g, "Use "+location)
}

// corrupt sets seat's corruption counters on minion m, for a position.
func corrupt(g *vtes.Game, m *vtes.Card, seat, n int) {
	g.SetCorruption(m, seat, n)
}

// wantEmployed has Horace Radcliffe (seat 0, 3 blood) employ an animal
// retainer from the hand, inferior then superior, and checks it is on him
// with 1 life or 2, for cost blood: the three Nosferatu animals differ
// only there.
func wantEmployed(t *testing.T, retainer string, cost int) {
	t.Helper()
	for _, tc := range []struct {
		mode string
		life int
	}{{"(employ)", 1}, {"(employ (superior))", 2}} {
		t.Run(tc.mode, func(t *testing.T) {
			s := newScenario(3)
			horace := s.Ready(0, "Horace Radcliffe", 3)
			c := s.Hand(0, retainer)[0]
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Horace Radcliffe: "+retainer+" "+tc.mode)
			finish(t, g)
			wantOn(t, g, c, horace)
			wantBlood(t, c, tc.life)
			wantBlood(t, horace, 3-cost)
		})
	}
}

// vanilla checks a vampire without special ability: its capacity, votes,
// and one Discipline at its printed level.
func vanilla(t *testing.T, name string, capacity, votes int, d vtes.Disc, lv vtes.Level) {
	t.Helper()
	s := newScenario(3)
	v := s.Ready(0, name, 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	if c := g.Capacity(v); c != capacity {
		t.Errorf("%s: capacity %d, want %d", name, c, capacity)
	}
	if n := g.Votes(v); n != votes {
		t.Errorf("%s: %d votes, want %d", name, n, votes)
	}
	if l := g.Level(v, d); l != lv {
		t.Errorf("%s: %s level %d, want %d", name, d.Code(), l, lv)
	}
}

// strongHunt has vampire (4 blood) bleed and Mkhokheli (6 blood) block it;
// it returns Mkhokheli's blood after one round of hand strikes.
func strongHunt(t *testing.T, vampire string) int {
	t.Helper()
	s := newScenario(3)
	s.Ready(0, vampire, 4)
	mk := s.Ready(1, "Mkhokheli", 6)
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, vampire, "Mkhokheli")
	finish(t, g)
	return mk.Blood
}

// wantVotes checks the votes a ready vampire casts (§5.3, §9.8).
func wantVotes(t *testing.T, g *vtes.Game, v *vtes.Card, want int) {
	t.Helper()
	if n := g.Votes(v); n != want {
		t.Errorf("%s casts %d votes, want %d", v.Def.Name, n, want)
	}
}

// wantCapacity checks a vampire's capacity.
func wantCapacity(t *testing.T, g *vtes.Game, v *vtes.Card, want int) {
	t.Helper()
	if n := g.Capacity(v); n != want {
		t.Errorf("%s has capacity %d, want %d", v.Def.Name, n, want)
	}
}

// wantThreats has a vampire (seat 0, 3 blood) bleed with Threats in hand,
// and checks its votes and capacity and the Threats it is offered: +1
// bleed, not +2, for inferior Dominate; +2 for superior (§1.3, §9.8).
func wantThreats(t *testing.T, vampire string, votes, capacity, bleed int) {
	t.Helper()
	g := bleedWith(t, vampire, "Threats")
	v := g.Action().Actor
	wantVotes(t, g, v, votes)
	wantCapacity(t, g, v, capacity)
	mustOffer(t, g, fmt.Sprintf("Play Threats (+%d bleed)", bleed))
	if bleed == 1 {
		mustNotOffer(t, g, "Play Threats (+2 bleed)")
	}
}

// wantEnhancedSenses has Dr. Stephen Norton (seat 0) hunt and vampire
// (seat 1, 3 blood, Enhanced Senses in hand) block, and checks the
// intercept offered: +1, not +2, for inferior Auspex; +2 for superior. It
// returns the game and the vampire.
func wantEnhancedSenses(t *testing.T, vampire string, intercept int) (*vtes.Game, *vtes.Card) {
	t.Helper()
	s := newScenario(3)
	s.Ready(0, "Dr. Stephen Norton", 3)
	v := readyWithHand(s, 1, vampire, 3, "Enhanced Senses")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Dr. Stephen Norton hunts", "Block with "+vampire)
	mustOffer(t, g, fmt.Sprintf("Play Enhanced Senses (+%d intercept)", intercept))
	if intercept == 1 {
		mustNotOffer(t, g, "(+2 intercept)")
	}
	return g, v
}

// wantHuntingGround checks a hunting ground (vtes.HuntingGround): in its
// Methuselah's unlock phase vampire (seat 0, 1 blood, capacity capa)
// gains 1 blood; a second hunting ground feeds no vampire fed this turn,
// so the lone vampire gains 1 blood only; a vampire at capacity is not
// offered (card text; §13.3 item 1).
func wantHuntingGround(t *testing.T, ground, vampire string, capa int) {
	t.Helper()
	asked := func(g *vtes.Game, card string) bool {
		d := g.Pending()
		return d != nil && strings.Contains(d.Prompt.String(), card)
	}
	start := func(blood int, grounds ...string) (*vtes.Game, *vtes.Card) {
		s := newScenario(3)
		v := s.Ready(0, vampire, blood)
		for _, hg := range grounds {
			s.InPlay(0, hg)
		}
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal (§8.3)
		return g, v
	}
	t.Run("a ready vampire gains 1 blood", func(t *testing.T) {
		g, v := start(1, ground)
		if !asked(g, ground) {
			t.Fatalf("not asked about %s: %s %q", ground, g.Pending().Prompt.String(), g.Labels())
		}
		answer(t, g, "Yes")
		wantBlood(t, v, 2)
	})
	t.Run("declined", func(t *testing.T) {
		g, v := start(1, ground)
		answer(t, g, "No")
		wantBlood(t, v, 1)
	})
	t.Run("one hunting ground a turn", func(t *testing.T) {
		other := "Society Hunting Ground"
		if ground == other {
			other = "Uptown Hunting Ground"
		}
		g, v := start(1, ground, other)
		answer(t, g, "Yes")
		if asked(g, "Hunting Ground") {
			t.Fatalf("a second hunting ground is offered: %s", g.Pending().Prompt.String())
		}
		wantBlood(t, v, 2)
	})
	t.Run("not at capacity", func(t *testing.T) {
		g, v := start(capa, ground)
		if asked(g, ground) {
			t.Fatalf("offered at capacity: %s", g.Pending().Prompt.String())
		}
		wantBlood(t, v, capa)
	})
}

// wantEquipped has Ashley (seat 0, 3 blood) equip with card from the
// hand, unblocked, and checks it is on her and cost pool pool.
func wantEquipped(t *testing.T, card string, pool int) {
	t.Helper()
	s := newScenario(3)
	ashley := s.Ready(0, "Ashley", 3)
	c := s.Hand(0, card)[0]
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Ashley: "+card+" (equip)")
	finish(t, g)
	wantOn(t, g, c, ashley)
	wantPool(t, g, 30-pool, 30, 30)
}

// wantInvestment checks investment card: played in the master phase for
// 30-pool pool with blood on it; a master phase action moves 1 to its
// Methuselah's pool, and the card burns with its last blood
// (vtes/investment.go); another Methuselah cannot use it.
func wantInvestment(t *testing.T, card string, pool, blood int) {
	t.Helper()
	t.Run("played with its blood", func(t *testing.T) {
		s := newScenario(3)
		c := s.Hand(0, card)[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play "+card)
		wantZone(t, c, vtes.ZoneInPlay)
		wantPool(t, g, 30-pool, 30, 30)
		if c.Counters != blood {
			t.Errorf("%d blood on it, want %d", c.Counters, blood)
		}
	})
	for _, left := range []int{2, 1} {
		t.Run("1 blood to the pool, burned with the last", func(t *testing.T) {
			s := newScenario(3)
			c := s.InPlay(0, card)
			c.Counters = left
			g := s.Start(0, 2, vtes.PhaseMaster)
			answer(t, g, "Use "+card+": move 1 blood to your pool")
			wantPool(t, g, 31, 30, 30)
			if left == 1 {
				wantZone(t, c, vtes.ZoneAsh)
				return
			}
			wantZone(t, c, vtes.ZoneInPlay)
			if c.Counters != 1 {
				t.Errorf("%d blood on it, want 1", c.Counters)
			}
		})
	}
	t.Run("not another Methuselah's to use", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(1, card).Counters = 3
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Use "+card)
	})
}

// wantFeeStake checks a Fee Stake of city: an Anarch of capacity 5 or
// more takes the +1 stealth action and holds the title of baron (not a
// younger Anarch, nor a non-Anarch); any vampire calls a referendum to
// burn it, in which a non-Anarch title is worth 1 vote less (Percival,
// archbishop: 1 vote instead of 2) (card text; §9.1, §5.3).
func wantFeeStake(t *testing.T, card, city string) {
	t.Helper()
	t.Run("an Anarch of capacity 5 or more becomes baron", func(t *testing.T) {
		s := newScenario(3)
		v := readyWithHand(s, 0, "Brandon Grime", 3, card) // capacity 5
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Brandon Grime: "+card+" (baron of "+city+")")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("action %+v, want +1 stealth", a)
		}
		notBlocked(t, g)
		finish(t, g)
		if g.TitleOf(v) != vtes.Baron || len(v.Attached) != 1 {
			t.Errorf("Brandon Grime's title %v, %d cards on him; want baron, the Fee Stake",
				g.TitleOf(v), len(v.Attached))
		}
	})
	t.Run("not a younger Anarch, nor a non-Anarch", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Anita Wainwright", 3, card) // capacity 3
		readyWithHand(s, 0, "Percival", 3, card)         // Sabbat
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, card+" (baron")
	})
	t.Run("burned by referendum; non-Anarch titles -1 vote", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Percival", 3)
		v := s.Torpor(1, "Brandon Grime", 1)
		c := s.Attach(v, card, 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Percival: "+card+" (call a referendum to burn "+card+")")
		notBlocked(t, g)
		mustNotOffer(t, g, "2 vote(s)")
		answer(t, g, "Percival: 1 vote(s) for")
		finish(t, g)
		wantZone(t, c, vtes.ZoneAsh)
	})
}
