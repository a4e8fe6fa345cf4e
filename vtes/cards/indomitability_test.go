package cards_test

import "testing"

// Indomitability: [for] prevent 1 damage; [FOR] press, or prevent 1 damage
// with 1 optional press (card text; §6.6, §6.7).
func TestIndomitability(t *testing.T) {
	t.Run("inferior: prevent 1 damage", func(t *testing.T) {
		g, claus, mk := startBlockedBleed(t, "Claus Wegener", 3, "Indomitability", "Mkhokheli", 6)
		mustNotOffer(t, g, "1 optional press")
		answer(t, g, "Play Indomitability (prevent 1 damage)")
		finish(t, g)
		wantBlood(t, claus, 3)
		wantBlood(t, mk, 5)
	})
	t.Run("superior: prevent 1 damage with 1 optional press", func(t *testing.T) {
		g, graham, _ := startBlockedBleed(t, "Graham Gottesman", 3, "Indomitability", "Mkhokheli", 6)
		answer(t, g, "Play Indomitability (prevent 1 damage, 1 optional press)")
		wantBlood(t, graham, 3)
		answer(t, g, "Use an optional press")
		if !logged(g, "Graham Gottesman presses") {
			t.Errorf("no press\n%s", logText(g))
		}
	})
	t.Run("superior: press", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Graham Gottesman", 3, "Indomitability", "Mkhokheli", 6)
		for i := 0; i < 5 && !offered(g, "Play Indomitability (press"); i++ {
			answer(t, g, "Pass")
		}
		answer(t, g, "Play Indomitability (press")
		if !logged(g, "Graham Gottesman presses") {
			t.Errorf("no press\n%s", logText(g))
		}
	})
}
