package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestElishaTucker(t *testing.T) {
	vanilla(t, "Elisha Tucker", 6, 2, vtes.Presence, vtes.Superior)
	// Anarch Baron of Pittsburgh, by her text: a baron is contested by a
	// prince of the same city ([RB] 6-vampire-sects "Anarch": "contested
	// by another vampire who claims the title of prince, archbishop, or
	// baron of the same city"; §14 C31). Moved out beside Donny
	// Kowalczyk, Camarilla Prince of Pittsburgh, both count as untitled
	// while the title is contested: no votes (§10.2).
	t.Run("contests the Prince of Pittsburgh", func(t *testing.T) {
		s := newScenario(2)
		donny := s.Ready(0, "Donny Kowalczyk", 3)
		elisha := s.Uncontrolled(1, "Elisha Tucker", 6)
		g := s.Start(1, 3, vtes.PhaseInfluence)
		answer(t, g, "Move Elisha Tucker to your ready region")
		for _, v := range []*vtes.Card{donny, elisha} {
			if !v.TitleContested || g.Votes(v) != 0 {
				t.Errorf("%s: title contested %v, %d votes; want contested, 0", v.Def.Name,
					v.TitleContested, g.Votes(v))
			}
		}
		if !logged(g, "is contested") {
			t.Errorf("no contest logged\n%s", logText(g))
		}
	})
}
