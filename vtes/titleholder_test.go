package vtes_test

// Cards in play fought over by referendum (titleholder.go).

import (
	"testing"

	"kindred/vtes"
)

// On a minion: blockers burn 1 blood; any vampire may call a referendum
// to burn it, whatever the card requires.
var _ = fixture(&vtes.CardDef{ID: 990991, Name: "Test Banner", Types: vtes.Master,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Justicar}},
	Static: vtes.Static{AnyController: true, BlockToll: 1, NoBloodHunt: true,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Referendum: true, Label: "burn the banner",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				card := p.Card
				g.Referendum().OnPass = func(g *vtes.Game) { g.Burn(card) }
			}}}}})

// §4.3: a vampire attempting to block the bearer burns 1 blood.
func TestBlockToll(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 3)
	s.Attach(nik, "Test Banner", 0)
	lenny := s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Block with Lenny Burkhead")
	if !logged(g, "Lenny Burkhead attempts") || lenny.Blood > 2 {
		t.Errorf("Lenny Burkhead has %d blood: 1 burned to attempt", lenny.Blood)
	}
}

// §3.5.8, §5.3: another Methuselah's vampire calls the card's
// referendum: +1 stealth, no calling card's vote; passed, it burns.
func TestInPlayReferendum(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 3)
	banner := s.Attach(nik, "Test Banner", 0)
	s.Ready(1, "Lenny Burkhead", 3) // a primogen: 1 vote
	g := s.Start(1, 3, vtes.PhaseMinion)
	answer(t, g, "Lenny Burkhead: Test Banner (burn the banner)")
	if a := g.Action(); a == nil || a.Stealth != 1 {
		t.Fatalf("a +1 stealth political action")
	}
	for offered(g, "Do not block") {
		answer(t, g, "Do not block")
	}
	if logged(g, "casts 1 vote(s) for") {
		t.Fatalf("no calling card's vote")
	}
	answer(t, g, "Lenny Burkhead: 1 vote(s) for")
	for g.Pending() != nil && g.Action() != nil {
		answer(t, g, g.Labels()[0])
	}
	inZone(t, banner, vtes.ZoneAsh)
}
