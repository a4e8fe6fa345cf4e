package vtes_test

// Vampires barred from voting (votebars.go).

import (
	"testing"

	"kindred/vtes"
)

// A polling ability barring Sabbat vampires from voting.
var _ = fixture(&vtes.CardDef{ID: 990987, Name: "Test Gavel", Types: vtes.Master,
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling, Label: "no Sabbat votes",
		Legal: vtes.NoVoteCast,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.BarVoters(func(g *vtes.Game, v *vtes.Card) bool { return g.SectOf(v) == vtes.Sabbat })
		}}}}})

// §5.2: a barred vampire is offered no vote nor ballot; the others vote.
func TestBarVoters(t *testing.T) {
	g := kineResources(t, func(s *vtes.Scenario) {
		s.InPlay(0, "Test Gavel")
		s.Ready(1, "Test Cardinal Dolores", 3)
		s.Ready(2, "Test Priscus Anselm", 3)
		s.Ready(2, "Lenny Burkhead", 3)
	})
	answer(t, g, "Use Test Gavel")
	for g.Pending() != nil && g.Pending().Kind == "vtes.vote" {
		if offered(g, "Dolores") || offered(g, "Anselm") {
			t.Fatalf("a Sabbat vampire is offered a vote: %q", g.Labels())
		}
		answer(t, g, g.Labels()[0])
	}
}
