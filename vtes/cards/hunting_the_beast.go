package cards

import "kindred/vtes"

// Hunting the Beast: +1 stealth Ⓓ action to enter combat with a vampire
// (§6.1), which does nothing if the target has left the ready region by
// then; superior: after that combat, if the acting vampire is ready and
// the opposing one is not, 2 blood go to a Salubri in its Methuselah's
// uncontrolled region.
var _ = register(&vtes.CardDef{ID: 102356, Name: "Hunting the Beast", Types: vtes.Action,
	Requires: vtes.Requirement{Clan: "Salubri"},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: aus, Level: inf, Stealth: 1, Directed: true,
			Target: vtes.TargetVampire, EntersCombat: true,
			Label:  "enter combat with a vampire",
			French: "entrer en combat avec un vampire", Resolve: huntingTheBeast(false)},
		{Kind: vtes.PlayAction, Disc: aus, Level: sup, Stealth: 1, Directed: true,
			Target: vtes.TargetVampire, EntersCombat: true,
			Label:   "enter combat with a vampire, then 2 blood to an uncontrolled Salubri",
			French:  "entrer en combat avec un vampire, puis 2 sang à un Salubri non contrôlé",
			Resolve: huntingTheBeast(true)},
	}})

// huntingTheBeast has the acting vampire enter combat with the ready
// target; superior, it feeds an uncontrolled Salubri if it alone is ready
// once the combat has ended.
func huntingTheBeast(superior bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		v, t, seat := p.Minion, p.Target, p.Seat
		if !t.Ready() {
			return
		}
		g.Fight(v, t) // returns once the combat has ended
		if !superior || !v.Ready() || t.Ready() {
			return
		}
		if s := collect(eachUncontrolledOfClan(g, seat, "Salubri")); len(s) > 0 {
			g.AddBlood(g.Choose(seat, s), 2)
		}
	}
}
