package cards_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"kindred/rivals"
	"kindred/rivals/cards"
)

// Each implemented card has a scenario test here or in package rivals
// (TestEveryImplementedCardHasATest): the position, the play, the outcome,
// the card's text cited.

func scenario(seats int) *rivals.Scenario { return rivals.NewScenario(seats, cards.ByName) }

func answer(t *testing.T, g *rivals.Game, labels ...string) {
	t.Helper()
	for _, l := range labels {
		if err := g.Answer(l); err != nil {
			t.Fatal(err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after %q: %v", l, err)
		}
	}
}

// apply answers the pending decision with option i, for options whose
// labels are alike (two S.A.D.).
func apply(t *testing.T, g *rivals.Game, i int) {
	t.Helper()
	if err := g.Apply(i); err != nil {
		t.Fatal(err)
	}
}

func kind(g *rivals.Game) string {
	if d := g.Pending(); d != nil {
		return d.Kind
	}
	return ""
}

// pass answers "Pass" to the attacker's abilities and declines
// prevention while those are asked.
func pass(t *testing.T, g *rivals.Game) {
	t.Helper()
	for {
		switch kind(g) {
		case "rivals.ability":
			answer(t, g, "Pass")
		case "rivals.prevent":
			answer(t, g, "Prevent nothing more")
		default:
			return
		}
	}
}

// TestAttackCards: each Attack card's damage in a position where its text
// counts: attacker Hydra (Physical 2, Social 1, Mental 0) or the one
// named, against Doc (BP 5; Physical 0, Social 1, Mental 2) alone in the
// Streets, unless the case says otherwise.
func TestAttackCards(t *testing.T) {
	tests := []struct {
		card, attacker string
		party          []string // the attacker's party's other vampires
		typ            string
		target         string
		want           int // Blood the target loses
	}{
		// .38 Special: skull 2, Ranged (no attribute); Doc's Physical 0.
		{".38 Special", "Hydra", nil, "Ranged", "Doc", 2},
		// Holdout Dagger: +1 for each Obfuscate in this party (Doc 1 +
		// Bad Penny 2 = 3), attacker Doc's Physical 0, against Hydra's 2.
		{"Holdout Dagger", "Doc", []string{"Bad Penny"}, "Physical", "Hydra", 3 - 2},
		// Throat Rip: skull 1 + 1 per character with Potence (Hydra,
		// Brother: 2) + Physical 2.
		{"Throat Rip", "Hydra", []string{"Brother"}, "Physical", "Lixue Chen", 1 + 2 + 2 - 1},
		// The Mighty Fall: skull 1 + 2 (the target has 5+ Blood); Hydra's
		// Mental 0, Doc's Mental 2.
		{"The Mighty Fall", "Hydra", nil, "Mental", "Doc", 1 + 2 - 2},
		// Gang Up: +1 for each Retainer in this party: none.
		{"Gang Up", "Hydra", nil, "Physical", "Doc", 0 + 2},
		// Power Play, Know Your Place: no Title in play yet: skull only.
		{"Power Play", "Beretta", nil, "Mental", "Hydra", 1 + 2},
		{"Know Your Place", "Hydra", nil, "Social", "Doc", 1 + 1 - 1},
		// Humiliate: 2+ Presence in the party (Hydra, Brother).
		{"Humiliate", "Hydra", []string{"Brother"}, "Social", "Doc", 1 + 1 + 1 - 1},
		// Terrorize: skull 2, Mental (Beretta's 2) against Hydra's 0.
		{"Terrorize", "Beretta", nil, "Mental", "Hydra", 2 + 2},
		// Demand Obedience: skull 1 + Mental; the Prestige loss needs 2+
		// Dominate (TestDemandObedience).
		{"Demand Obedience", "Guv'nah", nil, "Mental", "Hydra", 1 + 1},
		// Baseball Bat: +1 only against City mortals.
		{"Baseball Bat", "Hydra", nil, "Physical", "Doc", 1 + 2},
		// Rain on Your Parade: skull 1 + Social 1 − 1.
		{"Rain on Your Parade", "Hydra", nil, "Social", "Doc", 1},
		// Fragmented Mind: skull 0 + Mental 2 − 0.
		{"Fragmented Mind", "Guv'nah", nil, "Mental", "Hydra", 1},
	}
	for _, tt := range tests {
		t.Run(tt.card, func(t *testing.T) {
			s := scenario(2)
			s.Streets(0, tt.attacker, 1)
			for _, v := range tt.party {
				s.Streets(0, v, 1)
			}
			target := s.Streets(1, tt.target, 1)
			s.Hand(0, tt.card)
			g := s.Start(0, 1, rivals.PhaseAction)
			answer(t, g, tt.attacker+" attacks", tt.typ, tt.card)
			pass(t, g)
			if lost := target.Def.BP - target.Blood; lost != tt.want {
				t.Errorf("%s lost %d Blood, want %d", tt.target, lost, tt.want)
			}
		})
	}
}

// TestTerrorizeExhaustsTheParty: "Exhaust all characters in the opposing
// party."
func TestTerrorizeExhaustsTheParty(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Beretta", 1)
	doc := s.Streets(1, "Doc", 1)
	karma := s.Streets(1, "Karma", 1)
	s.Hand(0, "Terrorize")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Beretta attacks", "Doc", "Mental", "Terrorize", "Do not block")
	if !doc.Exhausted || !karma.Exhausted {
		t.Errorf("Doc exhausted %v, Karma %v", doc.Exhausted, karma.Exhausted)
	}
}

// TestDemandObedience: "If this party has 2+ Dominate, your foe loses 2
// Prestige."
func TestDemandObedience(t *testing.T) {
	for _, tt := range []struct {
		party []string
		lost  int
	}{{nil, 0}, {[]string{"Lolita"}, 2}} {
		s := scenario(2)
		s.Streets(0, "Guv'nah", 1)
		for _, v := range tt.party {
			s.Streets(0, v, 1)
		}
		s.Streets(1, "Hydra", 1)
		s.Hand(0, "Demand Obedience")
		g := s.Start(0, 1, rivals.PhaseAction)
		answer(t, g, "Guv'nah attacks", "Mental", "Demand Obedience")
		if lost := 20 - g.Players[1].Prestige; lost != tt.lost {
			t.Errorf("party %v: the foe lost %d Prestige, want %d", tt.party, lost, tt.lost)
		}
	}
}

// TestFragmentedMind: "Your foe discards 1 card for each character with
// Dominate in this party."
func TestFragmentedMind(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Guv'nah", 1)
	s.Streets(0, "Lolita", 1)
	s.Streets(1, "Hydra", 1)
	s.Hand(0, "Fragmented Mind")
	s.Hand(1, "Seduction", "Molotov Cocktail", "Mercy")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Guv'nah attacks", "Mental", "Fragmented Mind", "Seduction", "Mercy")
	if n := len(g.Players[1].Hand); n != 1 {
		t.Errorf("the foe holds %d cards, want 1", n)
	}
}

// TestRainOnYourParade: "If your foe has 9+ Agenda, they lose 1 Agenda."
func TestRainOnYourParade(t *testing.T) {
	for _, ap := range []int{8, 9} {
		s := scenario(2)
		s.Streets(0, "Hydra", 1)
		s.Streets(1, "Doc", 1)
		s.AP(1, ap)
		s.Hand(0, "Rain on Your Parade")
		g := s.Start(0, 1, rivals.PhaseAction)
		answer(t, g, "Hydra attacks", "Social", "Rain on Your Parade")
		pass(t, g)
		want := ap
		if ap >= 9 {
			want--
		}
		if g.Players[1].AP != want {
			t.Errorf("foe at %d AP: now %d, want %d", ap, g.Players[1].AP, want)
		}
	}
}

// TestReactions: each Reaction's Shields (or damage) against Hydra's
// attack of the type named, no Attack card.
func TestReactions(t *testing.T) {
	tests := []struct {
		card, target string
		party        []string
		typ          string
		want         int // Blood the target loses
	}{
		// Insanity Defense: Shield 2, +1 against Mental. Hydra's Mental 0
		// against Karma: nothing; Physical 2 against Karma's 0 − 2.
		{"Insanity Defense", "Karma", nil, "Physical", 0},
		// Fleetness: +2 Shields per Celerity this character has (Sweetums
		// 1): Physical 2 − 1 − 2.
		{"Fleetness", "Sweetums", nil, "Physical", 0},
		// Cloak of Shadows: +1 Shield per Obfuscate in this party (Bad
		// Penny 2, Doc 1): 2 − 0 − 3.
		{"Cloak of Shadows", "Doc", []string{"Bad Penny"}, "Physical", 0},
		// Unswayable Mind: Shield 1 against a Social attack: 1 − 1 − 1.
		{"Unswayable Mind", "Humberto Garcia", nil, "Social", 0},
		// Dignity of the Office: no Title, no Shield: 2 − 1.
		{"Dignity of the Office", "Humberto Garcia", nil, "Physical", 1},
	}
	for _, tt := range tests {
		t.Run(tt.card, func(t *testing.T) {
			s := scenario(2)
			s.Streets(0, "Hydra", 1)
			target := s.Streets(1, tt.target, 1)
			for _, v := range tt.party {
				s.Streets(1, v, 1)
			}
			s.Hand(1, tt.card)
			g := s.Start(0, 1, rivals.PhaseAction)
			answer(t, g, "Hydra attacks")
			if kind(g) == "rivals.target" {
				answer(t, g, tt.target)
			}
			answer(t, g, tt.typ)
			if kind(g) == "rivals.block" {
				answer(t, g, "Do not block")
			}
			answer(t, g, tt.card)
			pass(t, g)
			if lost := target.Def.BP - target.Blood; lost != tt.want {
				t.Errorf("%s lost %d Blood, want %d", tt.target, lost, tt.want)
			}
		})
	}
}

// TestEveryImplementedCardHasATest: each card whose text is implemented
// (Missing empty) is named in a test of this package or of package rivals.
func TestEveryImplementedCardHasATest(t *testing.T) {
	var text strings.Builder
	for _, dir := range []string{".", ".."} {
		files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			text.Write(b)
		}
	}
	all := text.String()
	for _, c := range cards.Implemented() {
		if !strings.Contains(all, strconv.Quote(c.Name)) {
			t.Errorf("%s (%s) is implemented but no test names it", c.Name, c.ID)
		}
	}
}

// find returns the card named name.
func find(g *rivals.Game, name string) *rivals.Card {
	for _, c := range g.Cards() {
		if c.Def.Name == name {
			return c
		}
	}
	panic("no card " + name)
}

// hasLabel reports whether an option of the pending decision contains s.
func hasLabel(g *rivals.Game, s string) bool {
	for _, l := range g.Labels() {
		if strings.Contains(l, s) {
			return true
		}
	}
	return false
}
