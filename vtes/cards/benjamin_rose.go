package cards

import "kindred/vtes"

// Benjamin Rose, Prince of Washington, D.C.: can call a referendum, as a
// +1 stealth political action, to give his Methuselah +1 hand size until
// the end of the game (gamehandsize.go: it stays after he leaves play).
var _ = register(ofCity(with(vampire(200190, "Benjamin Rose", 7, "Nosferatu", 5,
	"ani pot AUS OBF", vtes.Camarilla, vtes.Prince),
	vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Referendum: true, Stealth: 1,
		Label:  "call a referendum: +1 hand size for the game",
		French: "appeler un référendum : +1 en taille de main pour la partie",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			seat := p.Seat
			if r := g.Referendum(); r != nil {
				r.OnPass = func(g *vtes.Game) { g.GainHandSizeForGame(seat, 1) }
			}
		}}}}), "Washington, D.C."))
