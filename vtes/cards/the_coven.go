package cards

import "kindred/vtes"

// The Coven: unique trifle (§14 C14), put in play. Its controller can lock
// it to add 2 blood to a ready vampire they control: offered in their
// master, minion and discard phases and in a combat's damage resolution
// ([PIB 20121031]). As its controller's discard phase begins, their
// predator takes control of it (passcontrol.go; [LSJ 20100723]
// [PIB 20111002]: the predator takes it at the first opportunity).
var _ = register(&vtes.CardDef{ID: 100435, Name: "The Coven", Types: vtes.Master,
	Unique: true, Trifle: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Abilities: []vtes.Ability{covenFeeds(vtes.StepMaster), covenFeeds(vtes.StepMinionPhase),
			covenFeeds(vtes.StepDiscardPhase), covenFeeds(vtes.StepPrevent)},
		OnAnyDiscard: func(g *vtes.Game, c *vtes.Card, seat int) {
			if seat == c.Controller {
				g.PassControl(c, g.Predator(seat))
			}
		}}})

// covenFeeds is The Coven's "lock this card to add 2 blood to a ready
// vampire you control", offered at step.
func covenFeeds(step vtes.Step) vtes.Ability {
	return vtes.Ability{Step: step, Label: "lock: add 2 blood to a ready vampire you control",
		French: "incliner : ajouter 2 points de sang à un vampire prêt que vous contrôlez",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return !p.Source.Locked && len(covenTargets(g, p.Seat)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			g.AddBlood(g.Choose(p.Seat, covenTargets(g, p.Seat)), 2)
		}}
}

// covenTargets lists seat's ready vampires.
func covenTargets(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, m := range g.ReadyMinions(seat) {
		if m.IsVampire() {
			out = append(out, m)
		}
	}
	return out
}
