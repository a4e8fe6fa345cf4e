package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Kiss of Ra, for 3 blood, while a vampire without Fortitude attempts
// to block: the attempt is canceled, the blocker burns 2 blood, the action
// ends without combat and without resolution ([ANK 20211015]), the actor
// stays locked ([ANK 20210124]), a torpid actor is not diablerized [LSJ
// 19970325]; [FOR] the blocker also goes to torpor;
// not against a blocker with Fortitude (card text; §4.3).
func TestTheKissOfRa(t *testing.T) {
	const basic = "Play The Kiss of Ra (end the action; the blocker burns 2 blood)"
	const superior = "Play The Kiss of Ra (end the action; the blocker burns 2 blood and goes to torpor)"
	t.Run("[for] the action ends", func(t *testing.T) {
		s := newScenario(3)
		hanna := readyWithHand(s, 0, "Hanna Nokelainen", 4, "The Kiss of Ra") // for
		jf := s.Ready(1, "Jean-François", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Hanna Nokelainen", "Jean-François")
		mustNotOffer(t, g, superior)
		answer(t, g, basic)
		neverOffered(t, g, "Strike")
		finish(t, g)
		wantBlood(t, hanna, 1)
		wantBlood(t, jf, 2)
		wantPool(t, g, 30, 30, 30) // no bleed: the action never resolved
		if !hanna.Locked || jf.Locked {
			t.Errorf("locked: Hanna %v (want true), Jean-François %v (want false)", hanna.Locked, jf.Locked)
		}
		if jf.Zone != vtes.ZoneReady {
			t.Errorf("Jean-François in %v, want ready", jf.Zone)
		}
	})
	t.Run("[FOR] and torpor", func(t *testing.T) {
		s := newScenario(3)
		brock := readyWithHand(s, 0, "Brock Sterling", 4, "The Kiss of Ra") // FOR
		jf := s.Ready(1, "Jean-François", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Brock Sterling", "Jean-François")
		answer(t, g, superior)
		finish(t, g)
		wantBlood(t, brock, 1)
		wantBlood(t, jf, 2)
		wantZone(t, jf, vtes.ZoneTorpor)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("leaving torpor: no diablerie, still in torpor [LSJ 19970325]", func(t *testing.T) {
		s := newScenario(3)
		hanna := s.Torpor(0, "Hanna Nokelainen", 4)
		s.Hand(0, "The Kiss of Ra")
		hafthor := s.Ready(1, "Hafthor Thorsteinsson", 4) // +1 intercept
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hanna Nokelainen leaves torpor", "Block with Hafthor Thorsteinsson", basic)
		finish(t, g)
		wantZone(t, hanna, vtes.ZoneTorpor)
		wantBlood(t, hanna, 1)
		wantBlood(t, hafthor, 2)
		if logged(g, "diablerize") {
			t.Errorf("a diablerie was offered or done\n%s", logText(g))
		}
	})
	t.Run("not against a blocker with Fortitude", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Hanna Nokelainen", 4, "The Kiss of Ra")
		s.Ready(1, "Mkhokheli", 4) // for
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Hanna Nokelainen", "Mkhokheli")
		mustNotOffer(t, g, basic)
	})
}
