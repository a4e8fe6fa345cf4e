package cards

import "kindred/vtes"

// Yawp Court: unique location, requiring a ready Sabbat vampire to play.
// When a political action succeeds, before its referendum, its player can
// lock it and a ready unlocked Sabbat vampire they control (not the
// acting one) to have that vampire enter combat with the acting vampire
// (beforereferendum.go). If the acting vampire is still ready at the end
// of the combat, the Sabbat vampire takes 2 environmental damage ([RTR
// 19970630]) and the referendum goes on; otherwise the action ends with
// no referendum ([LSJ 20060902], [LSJ 20080821]). The action's cost is
// paid before ([LSJ 20080201]).
var _ = register(&vtes.CardDef{ID: 102199, Name: "Yawp Court", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Sects: []vtes.Sect{vtes.Sabbat}},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBeforeReferendum,
		Label:  "lock with a Sabbat vampire: combat with the acting vampire",
		French: "incliner avec un vampire du Sabbat : combat contre le vampire agissant",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return !p.Source.Locked && len(yawpVampires(g, p.Seat)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vs := yawpVampires(g, p.Seat)
			if len(vs) == 0 {
				return
			}
			actor := g.Action().Actor
			g.Lock(p.Source)
			v := g.Choose(p.Seat, vs)
			g.Lock(v)
			g.Fight(v, actor) // returns once the combat has ended
			if actor.Ready() && v.IsMinion() {
				g.Damage(v, 2, 0)
			}
		}}}}})

// yawpVampires lists the ready unlocked Sabbat vampires seat controls
// that may fight the acting vampire of the political action under way.
func yawpVampires(g *vtes.Game, seat int) []*vtes.Card {
	a := g.Action()
	if a == nil || a.Kind != vtes.ActPolitical || !a.Actor.Ready() {
		return nil
	}
	var out []*vtes.Card
	for _, v := range g.ReadyMinions(seat) {
		if v.IsVampire() && !v.Locked && v != a.Actor && g.SectOf(v) == vtes.Sabbat {
			out = append(out, v)
		}
	}
	return out
}
