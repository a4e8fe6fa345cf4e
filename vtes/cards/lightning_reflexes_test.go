package cards_test

import "testing"

// Lightning Reflexes, for 1 blood: 1 additional strike; superior: burn X
// more blood for X additional strikes; limited (card text; §6.5).
func TestLightningReflexes(t *testing.T) {
	t.Run("superior: X additional strikes for X blood", func(t *testing.T) {
		g, farah, mk := startBlockedBleed(t, "Farah Sarroub", 5, "Lightning Reflexes",
			"Mkhokheli", 6)
		answer(t, g, "Play Lightning Reflexes (burn X blood: X additional strikes)", "2")
		finish(t, g)
		wantBlood(t, farah, 1) // 1 hand damage, 1 for the card, X = 2
		wantBlood(t, mk, 3)
	})
	t.Run("inferior: 1 additional strike", func(t *testing.T) {
		g, warmaksan, mk := startBlockedBleed(t, "Warmaksan", 5, "Lightning Reflexes",
			"Mkhokheli", 6)
		mustNotOffer(t, g, "burn X blood")
		answer(t, g, "Play Lightning Reflexes (1 additional strike)")
		finish(t, g)
		wantBlood(t, warmaksan, 3)
		wantBlood(t, mk, 4)
	})
}
