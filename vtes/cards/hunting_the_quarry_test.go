package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Hunting the Quarry, as combat would end with both combatants ready:
// [cel]/[tha] on the opposing minion, still its player's, whose vampire
// later burns it to enter combat with that minion as a +1 stealth Ⓓ
// action; [CEL]/[THA] the vampire burns 1 blood for a new round (card
// text; groups G00142, G00145).
func TestHuntingTheQuarry(t *testing.T) {
	t.Run("inferior: on the opposing minion, burned to attack it later", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Przemysław, War Beast", 4, "Hunting the Quarry")
		mk := s.Ready(1, "Mkhokheli", 6)
		g := startTurns(s, 4, 0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Przemysław, War Beast", "Mkhokheli")
		passUntil(t, g, "Play Hunting the Quarry (put on the opposing minion)")
		mustNotOffer(t, g, "burn 1 blood: a new round") // inferior only
		answer(t, g, "Play Hunting the Quarry (put on the opposing minion)")
		if len(mk.Attached) != 1 {
			t.Fatalf("Hunting the Quarry is not on Mkhokheli\n%s", logText(g))
		}
		quarry := g.Card(mk.Attached[0])
		if quarry.Controller != 0 {
			t.Errorf("Hunting the Quarry controlled by seat %d, want its player's", quarry.Controller)
		}
		const act = "Przemysław, War Beast: Hunting the Quarry (burn: enter combat with the hunted minion → Mkhokheli)"
		passUntil(t, g, act)
		answer(t, g, act)
		wantZone(t, quarry, vtes.ZoneAsh) // burned as the action is announced
		if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed {
			t.Fatalf("want a +1 stealth directed action, got %+v", a)
		}
		notBlocked(t, g)
		if countLog(g, "Combat: Przemysław, War Beast against Mkhokheli") != 2 {
			t.Errorf("want a second combat\n%s", logText(g))
		}
	})
	t.Run("superior: 1 blood, a new round", func(t *testing.T) {
		g, kalyani, _ := startBlockedBleed(t, "Kalyani, Agent of Doom", 4, "Hunting the Quarry",
			"Mkhokheli", 6)
		passUntil(t, g, "Play Hunting the Quarry (burn 1 blood: a new round)")
		answer(t, g, "Play Hunting the Quarry (burn 1 blood: a new round)")
		finish(t, g)
		if n := countLog(g, "Kalyani, Agent of Doom strikes"); n != 2 {
			t.Errorf("Kalyani strikes %d times, want 2 rounds\n%s", n, logText(g))
		}
		wantBlood(t, kalyani, 1) // 1 burned, 2 hand strikes of 1
	})
}
