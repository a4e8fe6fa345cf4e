package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dawn Operation: if the action is blocked, all damage inflicted on
// vampires in that combat is aggravated ([PIB 20150603-1]); [for] the
// vampire attempting to block may cancel its attempt, [FOR] may not (card
// text; §4.3, §6.7).
func TestDawnOperation(t *testing.T) {
	t.Run("superior: blocked, hand strikes aggravated", func(t *testing.T) {
		s := newScenario(3)
		madison := readyWithHand(s, 0, "Madison", 4, "Dawn Operation")
		mk := s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison bleeds", "Pass", "Block with Mkhokheli",
			"Play Dawn Operation (aggravated damage if blocked)")
		finish(t, g)
		wantZone(t, mk, vtes.ZoneTorpor) // aggravated damage cannot be healed
		wantZone(t, madison, vtes.ZoneTorpor)
	})
	t.Run("inferior: the blocker backs off", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 4, "Dawn Operation")
		madison := s.Ready(1, "Madison", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds", "Pass", "Block with Madison",
			"Play Dawn Operation (aggravated damage if blocked, the blocker may back off)", "Yes")
		finish(t, g)
		wantZone(t, madison, vtes.ZoneReady)
		wantPool(t, g, 30, 29, 30) // the bleed goes through
	})
	t.Run("not blocked: no effect", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Madison", 4, "Dawn Operation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison bleeds", "Play Dawn Operation (aggravated damage if blocked)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
}
