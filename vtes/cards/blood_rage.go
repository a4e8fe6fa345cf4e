package cards

import "kindred/vtes"

// Blood Rage, only at close range: a hand strike (+1 damage superior,
// with the base damage's properties: [TOM 19960225]). Fortitude cards
// cannot prevent its damage (group G00141), and once it resolves the
// opposing vampire's weapon strikes inflict no damage this round: not
// if it is dodged ([LSJ 20040928]).
var _ = register(&vtes.CardDef{ID: 100208, Name: "Blood Rage", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayStrike, Disc: tha, Hand: true,
		Legal: vtes.CloseRange},
		vtes.Effect{Label: "hand strike, weapons void",
			French: "coup à mains nues, les armes sans effet", Resolve: bloodRage(0)},
		vtes.Effect{Label: "hand strike at +1, weapons void", Resolve: bloodRage(1)})})

// bloodRage is Blood Rage's strike: a hand strike at +n whose damage no
// Fortitude card prevents, voiding the opposing vampire's weapon strikes
// this round once it resolves.
func bloodRage(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		vtes.HandStrike(n).Resolve(g, p)
		cs := g.Combat()
		s := cs.StrikeOf(cs.Side(p.Minion))
		s.Label = "Blood Rage"
		s.Effect = voidWeaponsNoFortitude
		g.SetStrike(p.Minion, s)
	}
}

// voidWeaponsNoFortitude is the effect of a Blood Sorcery strike once it
// resolves: no Fortitude card prevents its damage, and the opposing
// vampire's weapon strikes inflict no damage this round.
func voidWeaponsNoFortitude(g *vtes.Game, side int) {
	g.NoPreventionBy(1-side, vtes.Fortitude)
	if g.Combat().Minion[1-side].IsVampire() {
		g.NoWeaponDamageThisRound(1 - side)
	}
}
