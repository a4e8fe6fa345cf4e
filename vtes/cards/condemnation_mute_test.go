package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Condemnation: Mute, +1 stealth Ⓓ: [chi] lock a younger vampire; [dai]
// by an infernal vampire, on a ready vampire: -3 votes, other
// condemnations burned; [DAI] and it burns 1 blood after a referendum
// passes (card text; §5.3).
func TestCondemnationMute(t *testing.T) {
	t.Run("[chi] lock a younger vampire", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aidan Lyle", 3, "Condemnation: Mute") // capacity 7
		nik := s.Ready(1, "Nik Sikko", 3)                          // 6
		s.Ready(1, "Alexa Draper", 3)                              // 8: not younger
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Alexa Draper") // older
		answer(t, g, "Aidan Lyle: Condemnation: Mute (lock a younger vampire → Nik Sikko)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("not a +1 stealth action: %+v", a)
		}
		notBlocked(t, g)
		wantLocked(t, nik, true)
	})
	for _, sup := range []bool{false, true} {
		label := map[bool]string{false: "put on a vampire: -3 votes",
			true: "put on a vampire: -3 votes, 1 blood after each referendum passed"}[sup]
		t.Run(label, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(1, "Arishat", 3) // DAI, infernal
			alexa := s.Ready(0, "Alexa Draper", 4)
			card := s.Hand(1, "Condemnation: Mute")[0]
			g := s.Start(1, 2, vtes.PhaseMinion)
			answer(t, g, "Arishat: Condemnation: Mute ("+label+" → Alexa Draper)")
			notBlocked(t, g)
			wantOn(t, g, card, alexa)
			if n := g.Votes(alexa); n != 0 {
				t.Errorf("Alexa Draper has %d votes, want 2-3, none", n)
			}
			if card.Superior != sup {
				t.Errorf("superior %v, want %v", card.Superior, sup)
			}
		})
	}
	t.Run("another condemnation on the vampire is burned", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 1, "Arishat", 3, "Condemnation: Mute")
		alexa := s.Ready(0, "Alexa Draper", 4)
		old := s.Attach(alexa, "Condemnation: Mute", 0)
		g := s.Start(1, 2, vtes.PhaseMinion)
		answer(t, g, "Arishat: Condemnation: Mute (put on a vampire: -3 votes → Alexa Draper)")
		notBlocked(t, g)
		wantZone(t, old, vtes.ZoneAsh)
	})
	for _, sup := range []bool{false, true} {
		t.Run(map[bool]string{false: "inferior: no blood after a referendum",
			true: "superior: 1 blood after a referendum passes"}[sup], func(t *testing.T) {
			s := newScenario(3)
			nik := readyWithHand(s, 0, "Nik Sikko", 3, "Kine Resources Contested")
			s.Attach(nik, "Condemnation: Mute", 0).Superior = sup
			g := s.Start(0, 2, vtes.PhaseMinion)
			callKRC(t, g, "Nik Sikko")
			finish(t, g)
			if !logged(g, "The referendum passes") {
				t.Fatalf("the referendum did not pass\n%s", logText(g))
			}
			wantBlood(t, nik, map[bool]int{false: 3, true: 2}[sup])
		})
	}
	t.Run("[dai] not by a vampire that is not infernal", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aidan Lyle", 3, "Condemnation: Mute")
		s.Ready(1, "Alexa Draper", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "-3 votes")
	})
}
