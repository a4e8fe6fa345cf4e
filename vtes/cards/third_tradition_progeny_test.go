package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Third Tradition: Progeny, for 1 blood: a +1 stealth action by a prince
// or justicar; the card becomes a 1-capacity Camarilla vampire of the
// acting vampire's clan that cannot act this turn, may get a Discipline
// master card, and up to 2 blood from the acting vampire, chosen as the
// action resolves (card text; [PIB 20150418]; group G00054).
func TestThirdTraditionProgeny(t *testing.T) {
	for _, tc := range []struct {
		moved       int
		alice, baby int // blood after
	}{
		{2, 2, 2},
		{0, 4, 0},
	} {
		t.Run("moves "+string(rune('0'+tc.moved))+" blood", func(t *testing.T) {
			s := newScenario(3)
			alice := readyWithHand(s, 0, "Alice Chen", 5, "Third Tradition: Progeny")
			s.Ready(0, "Mkhokheli", 3) // the minion phase goes on
			s.Library(0, "Protean", "Anarch Railroad")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Alice Chen: Third Tradition: Progeny")
			if a := g.Action(); a == nil || a.Stealth != 1 {
				t.Fatalf("the action has no +1 stealth: %+v", a)
			}
			notBlocked(t, g)
			answer(t, g, "Protean (library)", string(rune('0'+tc.moved)))
			baby := card(t, g, "Third Tradition: Progeny")
			wantZone(t, baby, vtes.ZoneReady)
			wantBlood(t, alice, tc.alice)
			wantBlood(t, baby, tc.baby)
			if !baby.IsVampire() || baby.Def.Clan != "Ventrue" || g.SectOf(baby) != vtes.Camarilla ||
				g.Capacity(baby) != 2 || g.Level(baby, vtes.Protean) != vtes.Inferior {
				t.Fatalf("Progeny: vampire %v, clan %q, sect %v, capacity %d\n%s", baby.IsVampire(),
					baby.Def.Clan, g.SectOf(baby), g.Capacity(baby), logText(g))
			}
			mustNotOffer(t, g, "Third Tradition: Progeny hunts")
			mustNotOffer(t, g, "Third Tradition: Progeny bleeds")
			mustOffer(t, g, "Mkhokheli bleeds")
		})
	}
	t.Run("not without a prince or justicar", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Ashley", 5, "Third Tradition: Progeny")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Third Tradition: Progeny")
	})
}
