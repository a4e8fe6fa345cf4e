package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Mesu Bedshet, for 1 blood: +1 stealth action; the crypt's top card
// revealed: a Ministry is drawn, with 2 blood if younger than the acting
// vampire; another card is shuffled back; not playable with an empty
// crypt (group G00126 [RTR 20000501]) (card text).
func TestMesuBedshet(t *testing.T) {
	for _, tt := range []struct {
		name, top string
		blood     int // on the drawn Ministry; -1 for none drawn
	}{
		{"a younger Ministry: drawn with 2 blood", "Milton Fox", 2},
		{"an older Ministry: drawn, no blood", "Crystal Lynn", 0},
		{"another clan: shuffled back", "Anita Wainwright", -1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newScenario(3)
			elisha := readyWithHand(s, 0, "Elisha Tucker", 3, "Mesu Bedshet") // capacity 6
			s.Crypt(0, "Azucena", tt.top)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Elisha Tucker: Mesu Bedshet")
			if a := g.Action(); a != nil && a.Stealth != 1 {
				t.Errorf("stealth %d, want 1", a.Stealth)
			}
			finish(t, g)
			wantBlood(t, elisha, 2)
			u := g.UncontrolledVampires(0)
			crypt := g.Methuselah(0).Crypt
			if tt.blood < 0 {
				if len(u) != 0 || len(crypt) != 2 {
					t.Fatalf("uncontrolled %v, crypt %d; want none drawn", u, len(crypt))
				}
				return
			}
			if len(u) != 1 || u[0].Def.Name != tt.top || u[0].Blood != tt.blood || len(crypt) != 1 {
				t.Fatalf("uncontrolled %v, want %s with %d blood", u, tt.top, tt.blood)
			}
		})
	}
	t.Run("not with an empty crypt; Ministry only", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Elisha Tucker", 3, "Mesu Bedshet")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Mesu Bedshet")
		s = newScenario(3)
		readyWithHand(s, 0, "Anita Wainwright", 3, "Mesu Bedshet")
		s.Crypt(0, "Milton Fox")
		g = s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Mesu Bedshet")
	})
}
