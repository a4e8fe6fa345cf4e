package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Skullduggery: by an anarch; [obf] a bleed at +1 stealth, with an
// optional maneuver in the combat if blocked; [pre] at +1 bleed; [pro] at
// +1 stealth (card text; §3.5.1, §6.3).
func TestSkullduggery(t *testing.T) {
	t.Run("[pre] +1 bleed; not by a non-anarch", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Marcel", 4, "Skullduggery") // anarch, obf pre pro
		s.Ready(0, "Alexander Silverson", 4)             // Camarilla, pre
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Alexander Silverson: Skullduggery")
		answer(t, g, "Marcel: Skullduggery (bleed at +1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	for _, mode := range []string{"(bleed, +1 stealth)",
		"(bleed, +1 stealth, 1 optional maneuver if blocked)"} {
		t.Run(mode+": +1 stealth", func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Marcel", 4, "Skullduggery")
			s.Ready(1, "Mkhokheli", 4)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Marcel: Skullduggery "+mode)
			if a := g.Action(); a.Stealth != 1 || !a.Directed {
				t.Errorf("stealth %d, directed %v; want a directed +1 stealth bleed", a.Stealth,
					a.Directed)
			}
			answer(t, g, "Do not block")
			finish(t, g)
			wantPool(t, g, 30, 29, 30)
		})
	}
	t.Run("[obf] blocked: 1 optional maneuver", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Marcel", 4, "Skullduggery")
		s.Attach(s.Ready(1, "Lenny Burkhead", 6), "Raven Spy", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Skullduggery (bleed, +1 stealth, 1 optional maneuver if blocked)",
			"Block with Lenny")
		answer(t, g, "Use an optional maneuver (1 left)")
		if !logged(g, "Marcel maneuvers: the range is long") {
			t.Errorf("no maneuver\n%s", logText(g))
		}
	})
	t.Run("[pro] blocked: no maneuver", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Marcel", 4, "Skullduggery")
		s.Attach(s.Ready(1, "Lenny Burkhead", 6), "Raven Spy", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Skullduggery (bleed, +1 stealth)", "Block with Lenny")
		neverOffered(t, g, "Use an optional maneuver")
	})
}
