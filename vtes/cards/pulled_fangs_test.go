package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Pulled Fangs: at the end of a close-range round in which this minion
// inflicted more strike damage than the opposing vampire, the card goes
// on that vampire with 1 damage; the bearer cannot hunt, and goes to
// torpor when it must; two +1 stealth actions, by any vampires, burn it
// (card text; §3.4, §6.7, §14 C17; [RTR 20030519] after the presses,
// [LSJ 20010812] strike damage only, [ANK 20170202-2] two actions by
// whomever).
func TestPulledFangs(t *testing.T) {
	t.Run("after inflicting more damage: on the opposing vampire, 1 damage", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Valeriya Zinovieva", 4) // strength 2
		card := s.Hand(0, "Pulled Fangs")[0]
		mk := s.Ready(1, "Mkhokheli", 6) // strength 1
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Valeriya Zinovieva", "Mkhokheli")
		fightUntil(t, g, "Play Pulled Fangs")
		answer(t, g, "Play Pulled Fangs")
		wantOn(t, g, card, mk)
		wantBlood(t, mk, 3) // 2 from the hand strike, 1 from the card
		wantZone(t, mk, vtes.ZoneReady)
	})
	t.Run("not after equal damage", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Leumeah", 4, "Pulled Fangs", "Mkhokheli", 6) // strength 1 each
		neverOffered(t, g, "Play Pulled Fangs")
	})
	t.Run("one Pulled Fangs to a vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Valeriya Zinovieva", 4)
		s.Hand(0, "Pulled Fangs")
		mk := s.Ready(1, "Mkhokheli", 6)
		s.Attach(mk, "Pulled Fangs", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Valeriya Zinovieva", "Mkhokheli")
		neverOffered(t, g, "Play Pulled Fangs")
	})
	t.Run("the bearer cannot hunt", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(1, "Mkhokheli", 2)
		s.Attach(mk, "Pulled Fangs", 0)
		g := s.Start(1, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Mkhokheli hunts")
		mustOffer(t, g, "Mkhokheli bleeds")
	})
	t.Run("the bearer who must hunt goes to torpor instead", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(1, "Mkhokheli", 0)
		card := s.Attach(mk, "Pulled Fangs", 0)
		g := s.Start(1, 2, vtes.PhaseMinion)
		wantZone(t, mk, vtes.ZoneTorpor)
		wantOn(t, g, card, mk)
	})
	// [ANK 20170202-2]: vampires A and B can both take the action, then
	// it is burned; after one action, it stays.
	t.Run("two actions by two vampires burn it", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Valeriya Zinovieva", 4)
		s.Ready(0, "Leumeah", 4)
		mk := s.Ready(1, "Mkhokheli", 3)
		card := s.Attach(mk, "Pulled Fangs", 0)
		g := startTurns(s, 1, 0, 2, vtes.PhaseMinion)
		answer(t, g, "Valeriya Zinovieva: Pulled Fangs (one of the two actions")
		notBlocked(t, g)
		wantOn(t, g, card, mk)
		answer(t, g, "Leumeah: Pulled Fangs (one of the two actions")
		notBlocked(t, g)
		wantZone(t, card, vtes.ZoneAsh)
	})
}
