package cards

import "kindred/vtes"

// Saulot's Healing Touch: unique archetype (a vampire has one archetype
// at most). Put on a Salubri its Methuselah controls. Rescuing a
// non-Tremere vampire from torpor costs the Salubri 2 blood less (§7.3;
// rescuecost.go), and a successful rescue gives the rescued vampire 1
// blood. As a +1 stealth action the Salubri adds 1 blood or life to
// another ready minion, any Methuselah's (directed when another controls
// it; anyminion.go): a vampire never above its capacity, an ally never
// above its starting life (§13.3).
var _ = register(&vtes.CardDef{ID: 102259, Name: "Saulot's Healing Touch", Types: vtes.Master,
	Unique: true, Archetype: true, Requires: vtes.Requirement{Clan: "Salubri"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a Salubri",
		French: "mettre sur un Salubri",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachArchetypeHostOfClan(g, p.Seat, "Salubri"))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			hosts := eachArchetypeHostOfClan(g, p.Seat, "Salubri")
			if v := g.ChooseMasterTargetAmong(p.Seat, hosts); v != nil {
				g.Attach(p.Card, v)
			}
		}}},
	Static: vtes.Static{
		RescueCostOf: func(g *vtes.Game, source, rescuer, rescued *vtes.Card) int {
			if g.Host(source) == rescuer && rescued.Def.Clan != "Tremere" {
				return -2
			}
			return 0
		},
		OnRescued: func(g *vtes.Game, source, rescuer, rescued *vtes.Card) {
			if g.Host(source) == rescuer && rescued.Def.Clan != "Tremere" {
				g.AddBlood(rescued, 1)
			}
		},
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Target: vtes.TargetAnyMinion,
			Label:  "add 1 blood or life to another ready minion",
			French: "ajouter 1 point de sang ou de vie à un autre serviteur disponible",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Target != p.Minion && p.Target.Ready() && healingRoom(g, p.Target) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if t := p.Target; t.Ready() && healingRoom(g, t) > 0 {
					g.AddBlood(t, 1)
				}
			}}}}})

// healingRoom is the blood or life minion m can still gain: up to its
// capacity for a vampire, its starting life for an ally.
func healingRoom(g *vtes.Game, m *vtes.Card) int {
	if m.IsVampire() {
		return g.Capacity(m) - m.Blood
	}
	return g.StartingLife(m) - m.Blood
}
