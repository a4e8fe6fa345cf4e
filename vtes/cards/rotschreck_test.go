package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rötschreck: played on its Methuselah's vampire once the opposing
// minion declared a strike that would inflict aggravated damage on it:
// combat ends unresolved, the vampire locks and goes to torpor with the
// card, does not unlock in its next unlock phase, and the card burns then
// (card text; [RTR 19980623] [LSJ 19990217] [LSJ 20020715]).
func TestRotschreck(t *testing.T) {
	t.Run("an aggravated hand strike declared: combat ends, torpor", func(t *testing.T) {
		s := newScenario(3)
		kamile := readyWithHand(s, 0, "Kamile Paukstys", 4, "Donnybrook")
		mk := s.Ready(1, "Mkhokheli", 4)
		r := s.Hand(1, "Rötschreck")[0]
		g := startTurns(s, 2, 0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Kamile Paukstys", "Mkhokheli")
		answer(t, g, "Play Donnybrook (hand strike, aggravated)",
			"Play Rötschreck (frenzy: combat ends, this vampire to torpor)")
		wantZone(t, mk, vtes.ZoneTorpor)
		wantOn(t, g, r, mk)
		wantBlood(t, mk, 4) // the strikes never resolved
		wantBlood(t, kamile, 4)
		wantLocked(t, mk, true)
		for g.Pending() != nil && !(g.Active == 1 && g.Phase == vtes.PhaseMaster) {
			answer(t, g, g.Labels()[0])
		}
		wantLocked(t, mk, true) // not unlocked in its next unlock phase
		wantZone(t, r, vtes.ZoneAsh)
	})
	t.Run("not against a strike of normal damage", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Kamile Paukstys", 4, "Donnybrook")
		s.Ready(1, "Mkhokheli", 4)
		s.Hand(1, "Rötschreck")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Kamile Paukstys", "Mkhokheli")
		answer(t, g, "Hand strike")
		neverOffered(t, g, "Play Rötschreck")
	})
}
