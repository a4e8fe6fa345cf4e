package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Cards the bot never played in 2,000 games (kindred sim vtes
// --card-plays, issue 16), each in a position where it is worth more
// than the bleed the bot made instead; each case fails with its rule
// removed (terms.go, crypt.go).
func TestBotPlaysItsRareCards(t *testing.T) {
	barons := func(s *vtes.Scenario) { // three Brujah barons: the votes carry
		s.Ready(0, "Aline Gädeke", 5)
		s.Ready(0, "Atiena", 5)
		s.Ready(0, "Leumeah", 5)
	}
	tests := []struct {
		name  string
		setup func(s *vtes.Scenario) *vtes.Game
		want  string
	}{{
		// Consanguineous Boon: each Methuselah gains 1 pool a vampire of
		// the clan chosen (card text): 3 pool to a short pool, none to
		// the others.
		name: "Consanguineous Boon with three Brujah and 10 pool",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Pool(0, 10)
			barons(s)
			s.Hand(0, "Consanguineous Boon")
			s.Ready(1, "Mkhokheli", 3)
			return s.Start(0, 2, vtes.PhaseMinion)
		},
		want: "Consanguineous Boon",
	}, {
		// Neonate Breach: each Methuselah chosen burns 1 pool, 3 more
		// with a ready vampire of capacity 4 or less (card text): the
		// prey's Anita Wainwright (capacity 3) makes it 4.
		name: "Neonate Breach on a prey with a small vampire",
		setup: func(s *vtes.Scenario) *vtes.Game {
			barons(s)
			s.Hand(0, "Neonate Breach")
			s.Ready(1, "Anita Wainwright", 3)
			return s.Start(0, 2, vtes.PhaseMinion)
		},
		want: "Neonate Breach",
	}, {
		// Disputed Territory: the chosen Methuselah takes the location
		// (card text), early, as the bot builds while pool is 20.
		name: "Disputed Territory with another's location at 30 pool",
		setup: func(s *vtes.Scenario) *vtes.Game {
			barons(s)
			s.Hand(0, "Disputed Territory")
			s.Ready(1, "Mkhokheli", 3)
			s.InPlay(1, "Slum Hunting Ground")
			return s.Start(0, 2, vtes.PhaseMinion)
		},
		want: "Disputed Territory",
	}, {
		// At 17 pool too: from 20 only, its one copy in nb2-brujah was
		// never called in 2,000 games (bot.go, wantTerms).
		name: "Disputed Territory with another's location at 17 pool",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Pool(0, 17)
			barons(s)
			s.Hand(0, "Disputed Territory")
			s.Ready(1, "Mkhokheli", 3)
			s.InPlay(1, "Slum Hunting Ground")
			return s.Start(0, 2, vtes.PhaseMinion)
		},
		want: "Disputed Territory",
	}, {
		// Brujah Debate: each Methuselah locks one of their oldest Brujah
		// as their master phase begins (card text): worth it when another
		// has as many Brujah to lock.
		name: "Brujah Debate when another Methuselah has as many Brujah",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Ready(0, "Octane", 5)
			s.Hand(0, "Brujah Debate")
			s.Ready(1, "Theo Bell", 5)
			return s.Start(0, 2, vtes.PhaseMaster)
		},
		want: "Brujah Debate",
	}, {
		// With four ready Brujah and none elsewhere, the lock costs one
		// action of four; the +1 strength and the maneuver serve the
		// other three in every combat (terms.go, debateMany).
		name: "Brujah Debate with four ready Brujah",
		setup: func(s *vtes.Scenario) *vtes.Game {
			barons(s)
			s.Ready(0, "Octane", 5)
			s.Hand(0, "Brujah Debate")
			s.Ready(1, "Mkhokheli", 3)
			return s.Start(0, 2, vtes.PhaseMaster)
		},
		want: "Brujah Debate",
	}, {
		// Gnaeus Aemilius Augustinus: his prey's minion takes 1 damage in
		// each of his unlock phases (card text): the first to fill.
		name: "Gnaeus Aemilius Augustinus filled before a smaller vampire",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Uncontrolled(0, "Gnaeus Aemilius Augustinus", 0)
			s.Uncontrolled(0, "Azucena", 0)
			return s.Start(0, 2, vtes.PhaseInfluence)
		},
		want: "Gnaeus Aemilius Augustinus",
	}, {
		// Djeneba: +1 stealth (card text), on every bleed: the first to
		// fill while pool is 20 or more.
		name: "Djeneba filled before a smaller vampire",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Uncontrolled(0, "Djeneba", 0)
			s.Uncontrolled(0, "Sakhar", 0)
			return s.Start(0, 2, vtes.PhaseInfluence)
		},
		want: "Djeneba",
	}, {
		// Ashur-uballit, Son of the Abyss: +1 bleed (card text), on every
		// bleed: filled first too, though his capacity is 10 (crypt.go).
		name: "Ashur-uballit filled before a smaller vampire",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Uncontrolled(0, "Ashur-uballit, Son of the Abyss", 0)
			s.Uncontrolled(0, "Nadezhda", 0)
			return s.Start(0, 2, vtes.PhaseInfluence)
		},
		want: "Ashur-uballit",
	}, {
		// Noluthando: +1 damage with her ranged strikes (card text), in
		// every combat: filled first though her capacity is 8, once a
		// first vampire is out (crypt.go).
		name: "Noluthando filled before a smaller vampire",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Ready(0, "Trung Chau Pham", 4)
			s.Ready(0, "Luciano Carvalho", 4)
			s.Uncontrolled(0, "Noluthando", 0)
			s.Uncontrolled(0, "Doc Martina", 0)
			return s.Start(0, 2, vtes.PhaseInfluence)
		},
		want: "Noluthando",
	}, {
		// Abderrahim, Death's Hand: burn 1 blood to give a younger
		// vampire +1 stealth (card text), on every action of the others:
		// filled first though his capacity is 9, once there is a vampire
		// to escort (crypt.go).
		name: "Abderrahim filled before a smaller vampire",
		setup: func(s *vtes.Scenario) *vtes.Game {
			s.Ready(0, "Nadezhda", 3)
			s.Uncontrolled(0, "Abderrahim, Death's Hand", 0)
			s.Uncontrolled(0, "Sakhar", 0)
			return s.Start(0, 2, vtes.PhaseInfluence)
		},
		want: "Abderrahim",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := tt.setup(vtes.NewScenario(3, cards.ByName))
			if !strings.Contains(strings.Join(g.Labels(), "|"), tt.want) {
				t.Fatalf("no %q among %q", tt.want, g.Labels())
			}
			if got := botPick(t, g); !strings.Contains(got, tt.want) {
				t.Errorf("the bot picks %q, not %q (options %q)", got, tt.want, g.Labels())
			}
		})
	}
}
