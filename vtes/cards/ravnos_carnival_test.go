package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ravnos Carnival, for 1 pool: a unique location with 1 counter per
// Ravnos its Methuselah controls; their Ravnos pay blood costs of action
// cards with them, even ones they could not pay alone ([LSJ 20050408]);
// burned with no counter left (card text; §1.5.6).
func TestRavnosCarnival(t *testing.T) {
	t.Run("played: 1 counter per Ravnos", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Oleg Kaprizov", 3)
		s.Torpor(0, "Zafira", 0)
		s.Ready(0, "Mkhokheli", 3)
		carnival := s.Hand(0, "Ravnos Carnival")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Ravnos Carnival (location)")
		wantZone(t, carnival, vtes.ZoneInPlay)
		if carnival.Counters != 2 {
			t.Errorf("%d counters, want 2", carnival.Counters)
		}
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("a Ravnos with 1 blood plays a 2-blood action card", func(t *testing.T) {
		s := newScenario(3)
		zafira := readyWithHand(s, 0, "Zafira", 1, "Propaganda") // obf PRE
		carnival := s.InPlay(0, "Ravnos Carnival")
		carnival.Counters = 3
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Zafira: Propaganda (bleed at +1, titled vampires cannot block)")
		notBlocked(t, g)
		mustNotOffer(t, g, "0") // at least the blood Zafira lacks
		answerAmount(t, g, 1)
		finish(t, g)
		wantBlood(t, zafira, 0)
		if carnival.Counters != 2 {
			t.Errorf("%d counters, want 2", carnival.Counters)
		}
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("burned once its last counter is used", func(t *testing.T) {
		s := newScenario(3)
		zafira := readyWithHand(s, 0, "Zafira", 2, "Legal Manipulations")
		carnival := s.InPlay(0, "Ravnos Carnival")
		carnival.Counters = 1
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Zafira: Legal Manipulations (bleed at +2, 1 pool")
		notBlocked(t, g)
		answerAmount(t, g, 1)
		finish(t, g)
		wantBlood(t, zafira, 2)
		wantZone(t, carnival, vtes.ZoneAsh)
	})
	t.Run("not for another clan", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Anita Wainwright", 1, "Propaganda") // pre
		s.InPlay(0, "Ravnos Carnival").Counters = 2
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Propaganda")
	})
}
