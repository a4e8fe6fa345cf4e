package cards

import "kindred/vtes"

// Blood Fury, for 1 blood, only at close range: a hand strike at +1
// damage (+2 superior). Fortitude cards cannot prevent its damage
// (group G00141: no Fortitude prevention card may be played against
// it; "this strike" only, not a later additional strike), and once it resolves the opposing vampire's weapon strikes
// inflict no damage this round: not if it is dodged, not a weapon's
// first strike resolved before it ([LSJ 20040928]).
var _ = register(&vtes.CardDef{ID: 100201, Name: "Blood Fury", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayStrike, Disc: tha,
		Cost: vtes.Cost{Blood: 1}, Hand: true, Legal: vtes.CloseRange},
		vtes.Effect{Label: "hand strike at +1, weapons void", Resolve: bloodFury(1)},
		vtes.Effect{Label: "hand strike at +2, weapons void", Resolve: bloodFury(2)})})

// bloodFury is Blood Fury's strike: a hand strike at +n whose damage no
// Fortitude card prevents, voiding the opposing vampire's weapon strikes
// this round once it resolves.
func bloodFury(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		vtes.HandStrike(n).Resolve(g, p)
		cs := g.Combat()
		side := cs.Side(p.Minion)
		s := cs.StrikeOf(side)
		s.Label = "Blood Fury"
		s.Effect = func(g *vtes.Game, side int) {
			g.NoPreventionBy(1-side, vtes.Fortitude)
			if g.Combat().Minion[1-side].IsVampire() {
				g.NoWeaponDamageThisRound(1 - side)
			}
		}
		g.SetStrike(p.Minion, s)
	}
}
