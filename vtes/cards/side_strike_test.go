package cards_test

import "testing"

// Side Strike: strike: dodge, which stops the opposing strike; superior:
// 1 additional strike, limited (card text; §6.4, §6.5).
func TestSideStrike(t *testing.T) {
	t.Run("inferior: dodge", func(t *testing.T) {
		g, warmaksan, mk := startBlockedBleed(t, "Warmaksan", 5, "Side Strike", "Mkhokheli", 6)
		answer(t, g, "Play Side Strike (dodge)")
		finish(t, g)
		wantBlood(t, warmaksan, 5)
		wantBlood(t, mk, 6)
	})
	t.Run("superior: 1 additional strike", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Farah Sarroub", 5, "Side Strike", "Mkhokheli", 6)
		answer(t, g, "Hand strike", "Play Side Strike (1 additional strike)")
		finish(t, g)
		wantBlood(t, mk, 4)
	})
}
