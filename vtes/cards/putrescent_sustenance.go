package cards

import "kindred/vtes"

// Putrescent Sustenance: requires the Path of Death and the Soul; a +1
// stealth action with Oblivion or Blood Sorcery: remove an ally in any
// ash heap from the game to have the acting vampire gain 2 blood (3
// superior) or to add as much life to a zombie ally its Methuselah
// controls (§13.3: a vampire not above its capacity). allyInAnAshHeap and
// ashAllies are Psychophagia's.
var _ = register(&vtes.CardDef{ID: 102335, Name: "Putrescent Sustenance", Types: vtes.Action,
	Requires: vtes.Requirement{Path: vtes.PathDeathAndTheSoul},
	Modes:    append(sustenance(vtes.Oblivion), sustenance(tha)...)})

// sustenance is Putrescent Sustenance's two levels with Discipline d.
func sustenance(d vtes.Disc) []vtes.Mode {
	return vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: d, Stealth: 1, Legal: allyInAnAshHeap},
		vtes.Effect{Label: "remove an ally in an ash heap: 2 blood or life",
			French:  "retirer un allié d'une pile de cendres : 2 points de sang ou de vie",
			Resolve: feedOnAlly(2)},
		vtes.Effect{Label: "remove an ally in an ash heap: 3 blood or life",
			French:  "retirer un allié d'une pile de cendres : 3 points de sang ou de vie",
			Resolve: feedOnAlly(3)})
}

// feedOnAlly removes an ally of an ash heap from the game, then adds n
// blood to the acting vampire or n life to a zombie ally of its
// Methuselah, as they choose.
func feedOnAlly(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		as := ashAllies(g)
		if len(as) == 0 {
			return
		}
		g.RemoveFromGame(g.Choose(p.Seat, as))
		fed := []*vtes.Card{}
		if p.Minion.Ready() {
			fed = append(fed, p.Minion)
		}
		for _, m := range g.ReadyMinions(p.Seat) {
			if m.IsAlly() && m.Def.Zombie {
				fed = append(fed, m)
			}
		}
		if len(fed) > 0 {
			g.AddBlood(g.Choose(p.Seat, fed), n)
		}
	}
}
