package cards

import "kindred/vtes"

// Codex of the Edenic Groundskeepers, for 1 pool: unique equipment,
// equipped as a +1 stealth action (§3.5.3). Its bearer gets -2 stealth
// during bleeds; a vampire bearing it may bleed as a Ⓓ action costing 1
// blood (paid on success, §4.4), at +3 bleed if the Methuselah it bleeds
// controls no ready unlocked minion as it resolves.
var _ = register(&vtes.CardDef{ID: 100374, Name: "Codex of the Edenic Groundskeepers",
	Types: vtes.Equipment, Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{
		Stealth: func(g *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
			if a != nil && a.Actor == m && a.IsBleed() {
				return -2
			}
			return 0
		},
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetPrey,
			Cost:   vtes.Cost{Blood: 1},
			Label:  "bleed, +3 bleed against no ready unlocked minion",
			French: "mordre, +3 en morsure contre aucun serviteur redressé et disponible",
			Legal:  func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.IsVampire() },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if a := g.Action(); a != nil && !hasReadyUnlocked(g, a.TargetSeat) {
					a.Bleed += 3
				}
			}}}}})

// hasReadyUnlocked reports whether seat controls a ready unlocked minion.
func hasReadyUnlocked(g *vtes.Game, seat int) bool {
	for _, m := range controlledMinions(g, seat) {
		if m.Ready() && !m.Locked {
			return true
		}
	}
	return false
}
