package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Childe of the Revolution, for 1 blood: a +1 stealth action by a baron;
// the card becomes a 1-capacity Anarch vampire of the acting vampire's
// clan that must hunt this turn, and may get a Discipline master card
// from the library, hand or ash heap (card text; group G00054; §14 C17).
func TestChildeOfTheRevolution(t *testing.T) {
	t.Run("an Anarch of the baron's clan, with a Discipline card from the hand",
		func(t *testing.T) {
			s := newScenario(3)
			leumeah := s.Ready(0, "Leumeah", 3) // Brujah baron
			childe := s.Hand(0, "Childe of the Revolution", "Celerity")[0]
			s.Library(0, "Obfuscate", "Protean")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Leumeah: Childe of the Revolution")
			if a := g.Action(); a == nil || a.Stealth != 1 {
				t.Fatalf("the action has no +1 stealth: %+v", a)
			}
			mustOffer(t, g, "Obfuscate (library)")
			mustOffer(t, g, "Protean (hand)") // drawn to replace the Childe
			answer(t, g, "Celerity (hand)")
			wantBlood(t, leumeah, 2)
			wantZone(t, childe, vtes.ZoneReady)
			if !childe.IsVampire() || childe.Def.Clan != "Brujah" || g.SectOf(childe) != vtes.Anarch || g.Capacity(childe) != 2 || g.Level(childe,
				vtes.Celerity) != vtes.Inferior {
				t.Fatalf("Childe: vampire %v, clan %q, sect %s, capacity %d; want an Anarch Brujah of capacity 1+1 with Celerity\n%s",
					childe.IsVampire(), childe.Def.Clan, g.SectOf(childe), g.Capacity(childe),
					logText(g))
			}
			if n := len(g.Hand(0)); n != 2 {
				t.Errorf("hand of %d cards; the Celerity taken from it is replaced, want 2", n)
			}
			// Empty and unlocked, it must hunt this turn (§14 C17).
			if !logged(g, "Childe of the Revolution hunts: +1 blood") {
				t.Fatalf("the new vampire did not hunt\n%s", logText(g))
			}
			finish(t, g)
		})
	t.Run("requires a baron", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Brandon Grime", 3, "Childe of the Revolution") // not a baron
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Childe of the Revolution")
	})
	t.Run("non-unique: two Childes do not contest", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Leumeah", 3)
		s.Ready(0, "Vivian VI", 3) // a Ministry baron
		cs := s.Hand(0, "Childe of the Revolution", "Childe of the Revolution")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Leumeah: Childe of the Revolution")
		answer(t, g, "Vivian VI: Childe of the Revolution")
		finish(t, g)
		for _, c := range cs {
			wantZone(t, c, vtes.ZoneReady)
			if c.Contested {
				t.Errorf("a Childe is contested")
			}
		}
		if cs[0].Def.Clan == cs[1].Def.Clan {
			t.Errorf("both Childes are %s; want Brujah and Ministry", cs[0].Def.Clan)
		}
	})
}
