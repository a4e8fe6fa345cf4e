package vtes_test

// What a card in play offers the whole table (§1.5.6, §3.3).

import (
	"testing"

	"kindred/vtes"
)

var (
	// An event any Toreador may act with (to gain 1 blood), whoever
	// controls it, though playing it needs a prince; any Methuselah may
	// spend a master phase action on it for 1 pool.
	_ = fixture(&vtes.CardDef{ID: 990962, Name: "Test Festival", Types: vtes.Action, Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince}},
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Label: "put in play", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Global: true, AnyController: true,
			Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "gain 1 blood",
				Legal:   func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.Def.Clan == "Toreador" },
				Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddBlood(p.Minion, 1) }}},
			Abilities: []vtes.Ability{{Step: vtes.StepMaster, MasterAction: true, AnyMethuselah: true, Label: "gain 1 pool",
				Resolve: func(g *vtes.Game, p *vtes.Play) { g.GainPool(p.Seat, 1) }}}}})
	// An action card that can be played once a game, when announced.
	_ = fixture(&vtes.CardDef{ID: 990963, Name: "Test Manifesto", Types: vtes.Action,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "manifesto",
			Legal:      func(g *vtes.Game, p *vtes.Play) bool { return !g.MarkedOncePerGame(990963) },
			OnAnnounce: func(g *vtes.Game, p *vtes.Play) { g.MarkOncePerGame(990963) }}}})
)

// §1.5.6: another Methuselah's card in play gives an action to a minion
// meeting the action's own conditions, not the card's requirements.
func TestActionFromCardInPlay(t *testing.T) {
	s := newScenario(2)
	s.InPlay(1, "Test Festival")
	nik := s.Ready(0, "Nik Sikko", 2) // Toreador, untitled
	s.Ready(0, "Lenny Burkhead", 3)   // Nosferatu
	g := s.Start(0, 3, vtes.PhaseMinion)
	mustNotOffer(t, g, "Lenny Burkhead: Test Festival")
	answer(t, g, "Nik Sikko: Test Festival (gain 1 blood)")
	for offered(g, "Do not block") {
		answer(t, g, "Do not block")
	}
	if nik.Blood != 3 {
		t.Errorf("Nik Sikko has %d blood, want 3", nik.Blood)
	}
}

// §3.3: an ability taking a master phase action, open to a Methuselah
// who does not control the card; it spends the phase's one action.
func TestMasterActionAbility(t *testing.T) {
	s := newScenario(2)
	s.InPlay(1, "Test Festival")
	s.Ready(0, "Nik Sikko", 2)
	s.Hand(0, "Test Tribute")
	g := s.Start(0, 3, vtes.PhaseMaster)
	answer(t, g, "Use Test Festival: gain 1 pool")
	if pool(g, 0) != 31 {
		t.Errorf("pool %d, want 31", pool(g, 0))
	}
	if g.Pending() != nil && offered(g, "Play Test Tribute") {
		t.Error("a master card after the one master phase action was spent")
	}
}

// A card played once a game counts as played when announced.
func TestOncePerGameOnAnnounce(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 2)
	s.Ready(0, "Lenny Burkhead", 2)
	s.Hand(0, "Test Manifesto", "Test Manifesto")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko: Test Manifesto")
	for offered(g, "Do not block") {
		answer(t, g, "Do not block")
	}
	mustOffer(t, g, "Lenny Burkhead hunts")
	mustNotOffer(t, g, "Test Manifesto")
}
