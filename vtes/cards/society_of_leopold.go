package cards

import (
	"kindred/engine"
	"kindred/vtes"
)

// Society of Leopold, unique master: put on a vampire, ready or in
// torpor. In the unlock phase of that vampire's controller, the vampire
// burns 1 blood or is burned, the controller choosing (one with no blood
// is burned). The vampire with it can move it to any other vampire as a
// +1 stealth Ⓓ action (§3.5 #7).
var _ = register(&vtes.CardDef{ID: 101822, Name: "Society of Leopold", Types: vtes.Master,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a vampire",
		French: "mettre sur un vampire",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachLivingVampire(g))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachLivingVampire(g)); v != nil {
				enterOn(g, p.Card, v)
			}
		}}},
	Static: vtes.Static{
		AnyController: true,
		OnAnyUnlock:   leopoldHunts,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Directed: true,
			Target: vtes.TargetVampire, Label: "move Society of Leopold to another vampire",
			French: "déplacer la Société de Léopold sur un autre vampire",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.Host(p.Card) == p.Minion && p.Target != p.Minion
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if g.Host(p.Card) == p.Minion && (p.Target.Ready() || p.Target.Zone == vtes.ZoneTorpor) {
					g.Attach(p.Card, p.Target)
				}
			}}}}})

// The choice the vampire's controller makes in their unlock phase.
const (
	leopoldBleeds = "burn 1 blood"
	leopoldBurns  = "burn this vampire"
)

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		leopoldBleeds: "brûler 1 sang",
		leopoldBurns:  "brûler ce vampire",
	})
}

// leopoldHunts makes the vampire with Society of Leopold c burn 1 blood or
// be burned, in its controller's unlock phase.
func leopoldHunts(g *vtes.Game, c *vtes.Card, seat int) {
	v := g.Host(c)
	if v == nil || v.Controller != seat || c.Contested {
		return
	}
	if v.Blood > 0 && g.ChooseLabel(seat, leopoldBleeds, leopoldBurns) == 0 {
		g.LoseBlood(v, 1)
		return
	}
	g.Burn(v)
}
