package cards

import (
	"iter"

	"kindred/vtes"
)

// Saulot's Avenging Fist, Salubri, for 2 pool: unique archetype, put on a
// Salubri its Methuselah controls, not one with an archetype already. The
// Salubri gets +1 strength and can enter combat with a non-Salubri vampire
// as a Ⓓ action, a +1 stealth one if that vampire is Tremere (§4.2, §6).
var _ = register(&vtes.CardDef{ID: 102257, Name: "Saulot's Avenging Fist", Types: vtes.Master,
	Unique: true, Archetype: true, Requires: vtes.Requirement{Clan: "Salubri"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2},
		Label: "put on a Salubri", French: "placer sur un Salubri",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachSalubriArchetypeHost(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachSalubriArchetypeHost(g, p.Seat)); v != nil {
				g.Attach(p.Card, v)
			}
		}}},
	Static: vtes.Static{
		Strength: func(_ *vtes.Game, _, _ *vtes.Card) int { return 1 },
		Actions:  []vtes.Mode{fistEntersCombat(false), fistEntersCombat(true)},
	}})

// eachSalubriArchetypeHost walks the Salubri of seat that bear no
// archetype: those an archetype "put on a Salubri you control" may go on.
func eachSalubriArchetypeHost(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		for v := range eachArchetypeHost(g, seat) {
			if v.Def.Clan == "Salubri" && !yield(v) {
				return
			}
		}
	}
}

// fistEntersCombat is the Fist's Ⓓ action against a non-Salubri vampire:
// the mode for Tremere targets has +1 stealth, the other the rest.
func fistEntersCombat(tremere bool) vtes.Mode {
	md := vtes.Mode{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetVampire, EntersCombat: true,
		Label:  "enter combat with a non-Salubri vampire",
		French: "entrer en combat avec un vampire non-Salubri",
		Legal: func(_ *vtes.Game, p *vtes.Play) bool {
			t := p.Target
			return t != nil && t.Ready() && t.Def.Clan != "Salubri" && (t.Def.Clan == "Tremere") == tremere
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if p.Target.Ready() && p.Minion.Ready() {
				g.Fight(p.Minion, p.Target)
			}
		}}
	if tremere {
		md.Stealth = 1
		md.Label, md.French = "enter combat with a Tremere (+1 stealth)",
			"entrer en combat avec un Tremere (+1 discrétion)"
	}
	return md
}
