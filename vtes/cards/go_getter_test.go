package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Go-getter: not during a bleed; [obf] +1 stealth; [OBF] after a blocked
// action's combat, burn 1 blood to continue as if unblocked (card text;
// §4.1, §4.3; G00099).
func TestGoGetter(t *testing.T) {
	// interceptor readies Jean-François for Methuselah 2 with a Feral
	// Hound, which locks for +1 intercept.
	interceptor := func(s *vtes.Scenario) {
		s.Attach(s.Ready(1, "Jean-François", 4), "Feral Hound", 1)
	}
	t.Run("[obf] +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		oleg := readyWithHand(s, 0, "Oleg Kaprizov", 3, "Laptop Computer", "Go-getter")
		interceptor(s)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Oleg Kaprizov: Laptop Computer (equip)", "Block with Jean-François",
			"Use Feral Hound", "Play Go-getter (+1 stealth)")
		finish(t, g)
		if logged(g, "Jean-François blocks") {
			t.Errorf("the block succeeds\n%s", logText(g))
		}
		if len(oleg.Attached) != 1 {
			t.Errorf("the Laptop is not equipped\n%s", logText(g))
		}
	})
	t.Run("[OBF] continue as if unblocked after the combat", func(t *testing.T) {
		s := newScenario(3)
		roberto := readyWithHand(s, 0, "Roberto Rivamonte", 4, "Laptop Computer", "Go-getter")
		interceptor(s)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Roberto Rivamonte: Laptop Computer (equip)", "Block with Jean-François",
			"Use Feral Hound")
		passUntil(t, g, "Play Go-getter (burn 1 blood: continue as if unblocked)")
		if !logged(g, "Combat: Roberto Rivamonte against Jean-François") {
			t.Fatalf("offered before the combat\n%s", logText(g))
		}
		answer(t, g, "Play Go-getter (burn 1 blood: continue as if unblocked)")
		finish(t, g)
		if !logged(g, "continues as if unblocked") || len(roberto.Attached) != 1 {
			t.Errorf("the action does not go on to succeed\n%s", logText(g))
		}
		wantBlood(t, roberto, 4-1-1) // Jean-François's hand strike, Go-getter's blood
	})
	t.Run("not during a bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Roberto Rivamonte", 4, "Go-getter")
		s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Roberto Rivamonte", "Mkhokheli")
		neverOffered(t, g, "Play Go-getter")
	})
}
