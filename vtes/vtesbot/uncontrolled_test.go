package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Fourth Tradition: The Accounting (a prince or justicar's action: 1
// blood for 3 on a younger vampire of the uncontrolled region) was rated
// as any titled vampire's card, under a bleed below 20 pool, and never
// played. Its 3 blood are 3 pool influence need not spend: worth more than
// a bleed of 1 while the vampire lacks 2 or more and the prince keeps 2
// blood; a bleed otherwise.
func TestBotGivesBloodToTheUncontrolled(t *testing.T) {
	for _, tc := range []struct {
		name        string
		arjun       int // blood on Arjun Shah (capacity 4), uncontrolled
		farah       int // blood on Farah Sarroub (prince), ready
		wantAccount bool
	}{
		{"Arjun lacks 4", 0, 5, true},
		{"Arjun lacks 2", 2, 5, true},
		{"Arjun lacks 1: a bleed", 3, 5, false},
		{"Farah would keep 1: a bleed", 0, 2, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := vtes.NewScenario(3, cards.ByName)
			s.Pool(0, 15)
			s.Ready(0, "Farah Sarroub", tc.farah)
			s.Uncontrolled(0, "Arjun Shah", tc.arjun)
			s.Hand(0, "Fourth Tradition: The Accounting")
			s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			got := botPick(t, g)
			if account := strings.Contains(got, "Fourth Tradition"); account != tc.wantAccount {
				t.Errorf("the bot picks %q, want Fourth Tradition %v (%q)", got, tc.wantAccount, g.Labels())
			}
		})
	}
}
