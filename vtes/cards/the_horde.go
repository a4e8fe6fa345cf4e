package cards

import "kindred/vtes"

// The Horde (Independent Baali, infernal, not unique, capacity 3):
// during a bleed action of another infernal minion, The Horde, ready and
// unlocked, can lock to give it +1 bleed (an ability, not a modifier
// card: not limited, §14 C19).
var _ = register(with(theHordeFacts(infernal(vampire(200605, "The Horde", 3, "Baali", 6,
	"dai obf pre", vtes.Independent, vtes.NoTitle))),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterBlocks,
		Label:  "lock: +1 bleed to the acting infernal minion",
		French: "s'incliner : +1 en morsure au serviteur infernal agissant",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a, h := g.Action(), p.Source
			return vtes.DuringBleed(g, p) && h.Ready() && !h.Locked && a.Actor != h &&
				a.Actor.Def.Infernal
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			addBleed(g, 1)
		}}}}))

// theHordeFacts sets The Horde's "Non-unique".
func theHordeFacts(d *vtes.CardDef) *vtes.CardDef {
	d.NotUnique = true
	return d
}
