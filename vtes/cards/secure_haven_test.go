package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Secure Haven, for 1 pool: a unique location and haven put on a minion
// its Methuselah controls; other Methuselahs' actions cannot target it,
// master cards targeting it cost 1 more pool, and it burns after the
// minion goes to torpor (card text; §10.3; rulings [TOM 19951208-1],
// [LSJ 20010610], [RTR 19960124]).
func TestSecureHaven(t *testing.T) {
	t.Run("played: untargetable, master cards cost 1 more", func(t *testing.T) {
		s := newScenario(3)
		andi := s.Ready(0, "Andi Liu", 3)
		haven := s.Hand(0, "Secure Haven")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Secure Haven")
		wantOn(t, g, haven, andi)
		wantPool(t, g, 29, 30, 30)
		if g.Targetable(andi, 1) || !g.Targetable(andi, 0) || g.MasterSurcharge(andi) != 1 {
			t.Error("Andi targetable by Methuselah 2, or not by his own, or no master surcharge")
		}
	})
	// Master cards targeting it cost 1 more pool, to every Methuselah
	// (TOM 19951208-1): its own (Blood Doll, a Discipline card) and
	// another's (Life in the City, Giant's Blood). Every master card that
	// targets a minion goes through the surcharge: the Discipline cards
	// (disciplines.go's disciplineCard), Giant's Blood, the others choosing one.
	for _, tc := range []struct {
		card          string
		seat          int
		with          string // the player's other vampire, for the card's requirement
		withBlood     int
		pools         [3]int
		attached      bool // the card goes on Andi
		andiBloodWant int
	}{
		{"Blood Doll", 0, "Dr. Stephen Norton", 3, [3]int{29, 30, 30}, true, 3},
		{"Obfuscate", 0, "Donny Kowalczyk", 3, [3]int{29, 30, 30}, true, 3},
		{"Life in the City", 1, "Nik Sikko", 1, [3]int{30, 29, 30}, false, 4},
		{"Giant's Blood", 1, "Nik Sikko", 1, [3]int{30, 29, 30}, false, 6},
	} {
		t.Run(tc.card+" costs 1 more pool", func(t *testing.T) {
			s := newScenario(3)
			andi := s.Ready(0, "Andi Liu", 3)
			s.Attach(andi, "Secure Haven", 0)
			s.Ready(tc.seat, tc.with, tc.withBlood)
			card := s.Hand(tc.seat, tc.card)[0]
			g := s.Start(tc.seat, 2, vtes.PhaseMaster)
			answer(t, g, "Play "+tc.card, "Andi Liu")
			if tc.attached {
				wantOn(t, g, card, andi)
			}
			wantBlood(t, andi, tc.andiBloodWant)
			wantPool(t, g, tc.pools[0], tc.pools[1], tc.pools[2])
		})
	}
	t.Run("an action choosing a minion cannot choose it (LSJ 20031010)", func(t *testing.T) {
		// Archon "chooses a Camarilla vampire": choosing is targeting.
		s := newScenario(3)
		s.Ready(0, "Farah Sarroub", 3)
		readyWithHand(s, 0, "Arjun Shah", 3, "Archon")
		andi := s.Ready(1, "Andi Liu", 3)
		s.Attach(andi, "Secure Haven", 0)
		s.Ready(1, "Donny Kowalczyk", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Farah Sarroub: Archon")
		notBlocked(t, g)
		mustNotOffer(t, g, "Andi Liu")
		mustOffer(t, g, "Donny Kowalczyk")
	})
	t.Run("no surcharge for the effects of cards in play (ANK 20221120)", func(t *testing.T) {
		// The Rumor Mill, in play, chooses the minion: no extra pool.
		s := newScenario(3)
		s.Ready(0, "Nathaniel Bordruff", 3)
		andi := s.Ready(1, "Andi Liu", 3)
		s.Attach(andi, "Secure Haven", 0)
		s.Ready(2, "Mason Ha", 3)
		s.InPlay(2, "The Rumor Mill, Tabloid Newspaper")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff hunts")
		passUntil(t, g, "Use The Rumor Mill")
		answer(t, g, "Use The Rumor Mill", "Andi Liu", "No")
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("no diablerie of the torpid minion by another Methuselah", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		horace := s.Torpor(1, "Horace Radcliffe", 1)
		s.Attach(horace, "Secure Haven", 0)
		s.Torpor(1, "The Dowager", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "diablerizes The Dowager")
		mustNotOffer(t, g, "diablerizes Horace Radcliffe")
		mustNotOffer(t, g, "rescues Horace Radcliffe")
	})
	t.Run("on a minion in torpor; one haven per minion", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Torpor(0, "Horace Radcliffe", 1)
		s.Hand(0, "Secure Haven")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Secure Haven")
		if len(horace.Attached) != 1 {
			t.Fatal("not on Horace in torpor [LSJ 20010610]")
		}

		s = newScenario(3)
		horace = s.Ready(0, "Horace Radcliffe", 1)
		s.Attach(horace, "Secure Haven", 0)
		s.Hand(0, "Secure Haven")
		g = s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Secure Haven")
	})
	t.Run("burned after torpor, unless contested", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 1; attached: Secure Haven
			ready 1: The Dowager blood 1; attached: Secure Haven contested`)
		g.ToTorpor(card(t, g, "Horace Radcliffe"))
		g.ToTorpor(card(t, g, "The Dowager"))
		play(t, g, `= ash heap: Secure Haven
			= on The Dowager: Secure Haven contested`)
	})
}
