package abgame_test

import (
	"testing"

	"kindred/ancientblood/abgame"
	"kindred/ancientblood/rules"
	"kindred/engine"
)

// playStory plays a story with hunter bots and returns the game.
func playStory(t *testing.T, seed uint64, story string, hunters []string) *rules.Game {
	t.Helper()
	g := abgame.Game{}
	h, err := g.NewHeader(seed, map[string]string{"story": story}, hunters)
	if err != nil {
		t.Fatal(err)
	}
	eg, err := g.NewGame(h)
	if err != nil {
		t.Fatal(err)
	}
	b := abgame.HunterBot{}
	for n := 0; eg.Pending() != nil; n++ {
		if n > 50000 {
			t.Fatalf("seed %d: no end", seed)
		}
		d := eg.Pending()
		o, err := b.Choose(eg.View(d.Seat), d)
		if err != nil {
			t.Fatal(err)
		}
		if err := eg.Apply(o); err != nil {
			t.Fatal(err)
		}
		if err := eg.(*rules.Game).CheckInvariants(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	return eg.(*rules.Game)
}

// TestBotStories: hunter bots play the demonstration stories at 2 and 4
// hunters to their ends, and win some: the story can be won.
func TestBotStories(t *testing.T) {
	wins, lairs := 0, 0
	games := 0
	for seed := uint64(1); seed <= 10; seed++ {
		for _, hunters := range [][]string{{"brann", "sable", "mireille", "hector"}, {"sable", "hector"}} {
			g := playStory(t, seed, "demo-story-1", hunters)
			games++
			if g.Victory {
				wins++
			}
			for _, ev := range g.Events {
				if ev.Text.Render(engine.English) == "Encounter demo-lair-abbess begins: round 7, Night." {
					lairs++
					break
				}
			}
		}
	}
	t.Logf("%d games: %d reached the lair, %d won", games, lairs, wins)
	if lairs == 0 || wins == 0 {
		t.Errorf("%d games: %d reached the lair, %d won: the bots must be able to win", games, lairs, wins)
	}
}
