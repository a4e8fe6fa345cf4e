package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Tend the Flock: with a ready unlocked infernal Baali, 3 blood to a
// younger infernal vampire in its player's uncontrolled region, from the
// blood bank [ANK 20190511]; not with a locked one, nor to a vampire not
// infernal (card text; §1.6).
func TestTendTheFlock(t *testing.T) {
	setup := func(locked bool) (*vtes.Game, *vtes.Card, *vtes.Card, *vtes.Card) {
		s := newScenario(3)
		arishat := s.Ready(0, "Arishat", 3) // capacity 6
		arishat.Locked = locked
		horde := s.Uncontrolled(0, "The Horde", 0) // capacity 3, infernal
		ashley := s.Uncontrolled(0, "Ashley", 0)   // capacity 3
		s.Hand(0, "Tend the Flock")
		return s.Start(0, 2, vtes.PhaseMaster), arishat, horde, ashley
	}
	t.Run("3 blood to a younger infernal vampire", func(t *testing.T) {
		g, arishat, horde, ashley := setup(false)
		answer(t, g, "Play Tend the Flock")
		wantBlood(t, horde, 3)
		wantBlood(t, ashley, 0)
		wantBlood(t, arishat, 3)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("not with a locked Baali", func(t *testing.T) {
		g, _, _, _ := setup(true)
		mustNotOffer(t, g, "Play Tend the Flock")
	})
}
