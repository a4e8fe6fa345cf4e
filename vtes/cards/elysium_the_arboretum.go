package cards

import "kindred/vtes"

// Elysium: The Arboretum: unique location. While a Camarilla vampire its
// Methuselah controls is in combat with another Camarilla vampire, they
// may lock it before range is determined to end the combat (§6.2). Any
// Camarilla vampire can call a referendum to burn it as a +1 stealth
// political action (cardactions.go).
var _ = register(&vtes.CardDef{ID: 100631, Name: "Elysium: The Arboretum", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		AnyController: true,
		Abilities: []vtes.Ability{{Step: vtes.StepBeforeRange,
			Label:  "lock: end the combat between Camarilla vampires",
			French: "s'incliner : arrêter le combat entre vampires de la Camarilla",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				cs := g.Combat()
				if p.Source.Locked || cs == nil {
					return false
				}
				a, b := cs.Minion[0], cs.Minion[1]
				return (a.Controller == p.Seat || b.Controller == p.Seat) &&
					isCamarilla(g, a) && isCamarilla(g, b)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.EndCombat()
			}}},
		Actions: []vtes.Mode{referendumToBurn(vtes.Cost{}, func(g *vtes.Game, p *vtes.Play) bool {
			return isCamarilla(g, p.Minion)
		})}}})

// isCamarilla reports whether m is a vampire of the Camarilla now.
func isCamarilla(g *vtes.Game, m *vtes.Card) bool {
	return m.IsVampire() && g.SectOf(m) == vtes.Camarilla
}
