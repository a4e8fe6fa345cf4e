package cards_test

import "testing"

// Staredown: [pre] strike: dodge; [PRE] strike: combat ends (card text;
// §6.4).
func TestStaredown(t *testing.T) {
	t.Run("inferior: dodge", func(t *testing.T) {
		g, anita, mk := startBlockedBleed(t, "Anita Wainwright", 3, "Staredown", "Mkhokheli", 6) // pre
		mustNotOffer(t, g, "Play Staredown (combat ends)")
		answer(t, g, "Play Staredown (dodge)")
		finish(t, g)
		wantBlood(t, anita, 3) // Mkhokheli's hand strike dodged
		wantBlood(t, mk, 6)
	})
	t.Run("superior: combat ends", func(t *testing.T) {
		g, alice, mk := startBlockedBleed(t, "Alice Chen", 4, "Staredown", "Mkhokheli", 6) // PRE
		answer(t, g, "Play Staredown (combat ends)")
		finish(t, g)
		if !logged(g, "combat ends") && !logged(g, "Combat ends") {
			t.Errorf("the combat did not end\n%s", logText(g))
		}
		wantBlood(t, alice, 4)
		wantBlood(t, mk, 6)
	})
}
