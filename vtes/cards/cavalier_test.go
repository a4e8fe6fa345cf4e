package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Cavalier: archetype on a vampire you control (one archetype a vampire);
// once each turn, after that vampire performed a successful action that
// cost blood, it can burn 1 blood to unlock; the cost as modified [PIB
// 20150725] [LSJ 20100429], whoever paid it [LSJ 20100315] (card text;
// §14 C10, C14).
func TestCavalier(t *testing.T) {
	// cavalier readies vampire for seat 0 with Cavalier on it, and seat 1's
	// Mkhokheli, to block or not.
	cavalier := func(vampire string, blood int, hand ...string) (*vtes.Game, *vtes.Card) {
		s := newScenario(3)
		v := readyWithHand(s, 0, vampire, blood, hand...)
		s.Attach(v, "Cavalier", 0)
		s.Ready(1, "Mkhokheli", 3)
		return s.Start(0, 2, vtes.PhaseMinion), v
	}
	t.Run("put on a vampire, not a second archetype", func(t *testing.T) {
		s := newScenario(3)
		crystal := s.Ready(0, "Crystal Lynn", 3)
		marcel := s.Ready(0, "Marcel", 3)
		s.Attach(marcel, "Dabbler", 0)
		card := s.Hand(0, "Cavalier")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Cavalier")
		wantOn(t, g, card, crystal)
	})
	t.Run("a successful action costing blood: burn 1 blood to unlock", func(t *testing.T) {
		g, sully := cavalier("Sully", 3, "Govern the Unaligned")
		answer(t, g, "Sully: Govern the Unaligned (bleed at +2 bleed)", "Do not block")
		answer(t, g, "Use Cavalier: burn 1 blood: unlock")
		wantLocked(t, sully, false)
		wantBlood(t, sully, 1) // 1 for the action, 1 to unlock
	})
	t.Run("once each turn", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 4, "Fourth Tradition: The Accounting",
			"Fifth Tradition: Hospitality")
		s.Attach(mk, "Cavalier", 0)
		s.Uncontrolled(0, "Ashley", 0)
		s.Ready(0, "Sully", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		for _, action := range []string{"Fourth Tradition", "Fifth Tradition"} {
			answer(t, g, "Mkhokheli: "+action)
			notBlocked(t, g)
			if offered(g, "Use Cavalier") {
				answer(t, g, "Use Cavalier: burn 1 blood: unlock")
			}
		}
		finish(t, g)
		wantLocked(t, mk, true)
		wantBlood(t, mk, 1) // 2 actions, 1 unlock
	})
	t.Run("not after an action costing no blood", func(t *testing.T) {
		g, _ := cavalier("Sully", 3)
		answer(t, g, "Sully bleeds", "Do not block")
		neverOffered(t, g, "Use Cavalier")
	})
	t.Run("not after an unsuccessful action", func(t *testing.T) {
		g, _ := cavalier("Sully", 3, "Govern the Unaligned")
		answer(t, g, "Sully: Govern the Unaligned (bleed at +2 bleed)", "Block with Mkhokheli")
		neverOffered(t, g, "Use Cavalier")
	})
	t.Run("the modified cost: an action made free does not count", func(t *testing.T) {
		// Ludmijla Rakoczy's Animalism cards cost her 1 blood less: the
		// Underbridge Stray she recruits costs her none [PIB 20150725].
		g, _ := cavalier("Ludmijla Rakoczy", 3, "Underbridge Stray")
		answer(t, g, "Ludmijla Rakoczy: Underbridge Stray (recruit (2 life, 1 strength))",
			"Do not block")
		neverOffered(t, g, "Use Cavalier")
	})
	t.Run("a rescue paid by the rescued vampire", func(t *testing.T) {
		s := newScenario(3)
		lenny := s.Ready(0, "Lenny Burkhead", 2)
		s.Attach(lenny, "Cavalier", 0)
		horace := s.Torpor(0, "Horace Radcliffe", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead rescues Horace Radcliffe", "Rescuer pays 0, rescued pays 2")
		passUntil(t, g, "Use Cavalier")
		answer(t, g, "Use Cavalier: burn 1 blood: unlock")
		wantLocked(t, lenny, false)
		wantBlood(t, lenny, 1)
		wantBlood(t, horace, 1)
	})
}
