package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// An action at another's vampire in torpor is worth a whole vampire only
// when it takes one (Graverobbing, cardplays_test.go): Hunting the Beast,
// which enters combat with a vampire and does nothing once it has left
// the ready region, went at vampires in torpor, rated as Graverobbing, 8
// times in 6 games of nb3-salubri (torpid.go).
func TestBotHuntsNoBeastInTorpor(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Pool(0, 15)
	s.Ready(0, "Opikun", 5)
	s.Hand(0, "Hunting the Beast")
	s.Torpor(1, "Mkhokheli", 0)
	s.Ready(2, "Mateo García", 4)
	g := s.Start(0, 2, vtes.PhaseMinion)
	// Since 0.12 the rules offer no combat with a vampire in torpor
	// (vtes.Mode.EntersCombat, TestNoCombatWithAVampireInTorpor): the bot
	// cannot pick what is not offered; torpid.go still rates the other
	// actions aimed at a vampire in torpor.
	labels := strings.Join(g.Labels(), "|")
	if strings.Contains(labels, "Hunting the Beast (enter combat with a vampire → Mkhokheli)") {
		t.Errorf("Hunting the Beast offered at Mkhokheli in torpor: %q", g.Labels())
	}
	if got := botPick(t, g); strings.Contains(got, "→ Mkhokheli") {
		t.Errorf("the bot picks %q, an action at a vampire in torpor that does nothing (options %q)", got, g.Labels())
	}
}
