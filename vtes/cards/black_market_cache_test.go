package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Black Market Cache: up to three non-unique equipment cards searched out
// of the library and kept on it; drawn instead of the library's top card;
// burned with none left (card text; §1.5).
func TestBlackMarketCache(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Oleg Kaprizov", 3)
	s.Ready(0, "Zafira", 3)
	s.Hand(0, "Black Market Cache", "Laptop Computer")
	// The last named on top: the Samadji replaces the Cache as it is played.
	s.Library(0, ".44 Magnum", "Assault Rifle", "Flash", "Treasured Samadji")
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Black Market Cache (location)")
	mustNotOffer(t, g, "Treasured Samadji") // unique, and in the hand
	answerAmount(t, g, 2)
	answer(t, g, "Assault Rifle") // the Magnum, the last one, is taken without asking
	if n := countLog(g, "out of play"); n != 2 {
		t.Fatalf("%d cards kept, want 2\n%s", n, logText(g))
	}
	cache := g.Card(g.Methuselah(0).InPlay[0])
	// Laptop Computer equipped: its replacement may come from the cache.
	passUntil(t, g, "Oleg Kaprizov: Laptop Computer (equip)")
	answer(t, g, "Oleg Kaprizov: Laptop Computer (equip)")
	answer(t, g, "Assault Rifle")
	if !logged(g, "draws Assault Rifle from Black Market Cache") {
		t.Fatalf("no draw from the cache\n%s", logText(g))
	}
	wantZone(t, cache, vtes.ZoneInPlay)
	notBlocked(t, g)
	passUntil(t, g, "Zafira: Treasured Samadji (equip)")
	answer(t, g, "Zafira: Treasured Samadji (equip)")
	answer(t, g, ".44 Magnum") // the last card kept: the cache burns
	wantZone(t, cache, vtes.ZoneAsh)
	finish(t, g)
}
