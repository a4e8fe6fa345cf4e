package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Zaire River Ferry: a Lasombra's unique haven, a location in play; lock
// it as an action directed at its Lasombra is announced to have the
// action fail; lock it for +1 stealth to its Lasombra (card text;
// locationequipment.go; §14 C26, §4.3).
func TestZaireRiverFerry(t *testing.T) {
	t.Run("equipped for 2 blood, one haven a vampire, no equipment in play", func(t *testing.T) {
		s := newScenario(3)
		braden := readyWithHand(s, 0, "Braden White", 4, "Zaire River Ferry", "Zaire River Ferry")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Braden White: Zaire River Ferry (equip)")
		notBlocked(t, g)
		wantBlood(t, braden, 2)
		if len(braden.Attached) != 1 || vtes.IsEquipment(g.Card(braden.Attached[0])) {
			t.Fatalf("want Zaire River Ferry on Braden White, no equipment")
		}
		mustNotOffer(t, g, "Zaire River Ferry (equip)")
	})
	t.Run("an action directed at the Lasombra fails", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 4, "Harass")
		braden := s.Ready(1, "Braden White", 3)
		ferry := s.Attach(braden, "Zaire River Ferry", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		passUntil(t, g, "Harass")
		answer(t, g, "Harass")
		passUntil(t, g, "Use Zaire River Ferry: lock: the action directed at this Lasombra fails")
		answer(t, g, "Use Zaire River Ferry: lock: the action directed at this Lasombra fails")
		wantLocked(t, ferry, true)
		if !logged(g, "The action of Mkhokheli fails") || logged(g, "Combat:") {
			t.Errorf("want the action failed, no combat\n%s", logText(g))
		}
	})
	t.Run("+1 stealth to its Lasombra", func(t *testing.T) {
		s := newScenario(3)
		braden := s.Ready(0, "Braden White", 4)
		ferry := s.Attach(braden, "Zaire River Ferry", 0)
		s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Braden White bleeds", "Block with Mkhokheli",
			"Use Zaire River Ferry: lock: +1 stealth to this Lasombra")
		finish(t, g)
		wantLocked(t, ferry, true)
		wantPool(t, g, 30, 29, 30)
	})
}
