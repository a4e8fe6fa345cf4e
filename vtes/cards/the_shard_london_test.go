package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Shard, London: a 2-pool unique location; with the Edge, lock it to
// take 2 pool or blood off a card its Methuselah plays, their minions'
// too; vampires steal it as a Ⓓ action, Ventrue at +1 stealth (card
// text; [ANK 20221102]).
func TestTheShardLondon(t *testing.T) {
	t.Run("played for 2 pool", func(t *testing.T) {
		wantPlayed(t, "", "The Shard, London", 28)
	})
	t.Run("with the Edge: a master card 2 pool cheaper", func(t *testing.T) {
		s := newScenario(3)
		shard := s.InPlay(0, "The Shard, London")
		s.Ready(1, "Kasim Bayar", 6)
		s.Hand(0, "Fear of Mekhet")
		s.Edge(0)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Fear of Mekhet", "2")
		wantLocked(t, shard, true)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("a minion card's blood", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "The Shard, London")
		clara := readyWithHand(s, 0, "Clara Hjortshøj", 3, "Conditioning")
		s.Edge(0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Clara Hjortshøj bleeds", "Play Conditioning", "1")
		finish(t, g)
		wantBlood(t, clara, 3)
	})
	t.Run("without the Edge: full price", func(t *testing.T) {
		s := newScenario(3)
		shard := s.InPlay(0, "The Shard, London")
		s.Ready(1, "Kasim Bayar", 6)
		s.Hand(0, "Fear of Mekhet")
		s.Edge(1)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Fear of Mekhet")
		wantLocked(t, shard, false)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("a Ventrue steals it at +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		shard := s.InPlay(1, "The Shard, London")
		madison := s.Ready(0, "Madison", 3)
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison steals The Shard, London")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("action %+v, want +1 stealth", a)
		}
		notBlocked(t, g)
		finish(t, g)
		if shard.Controller != madison.Controller {
			t.Errorf("The Shard is controlled by seat %d", shard.Controller)
		}
	})
}
