package cards

import "kindred/vtes"

// Powerbase: Munich: unique location; a ready Hecata to play it (§1.5.4).
// In its Methuselah's master phase, lock it to move 1 blood from a
// vampire with Oblivion they control to their pool, or 1 pool to a ready
// vampire with Oblivion they control. Independent vampires can burn it as
// a Ⓓ action that costs 1 blood (seize.go, paid on success §4.4).
var _ = register(&vtes.CardDef{ID: 102301, Name: "Powerbase: Munich", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Hecata"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Abilities: []vtes.Ability{
			{Step: vtes.StepMaster, Label: "lock: 1 blood from a vampire with Oblivion to your pool",
				French: "incliner : 1 sang d'un vampire avec Oblivion vers votre réserve",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return !p.Source.Locked && len(oblivionVampires(g, p.Seat, false)) > 0
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.Lock(p.Source)
					v := g.Choose(p.Seat, oblivionVampires(g, p.Seat, false))
					if g.LoseBlood(v, 1) > 0 {
						g.GainPool(p.Seat, 1)
					}
				}},
			{Step: vtes.StepMaster, Label: "lock: 1 pool to a ready vampire with Oblivion",
				French: "incliner : 1 point de réserve vers un vampire prêt avec Oblivion",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return !p.Source.Locked && g.Methuselah(p.Seat).Pool > 1 &&
						len(oblivionVampires(g, p.Seat, true)) > 0
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.Lock(p.Source)
					v := g.Choose(p.Seat, oblivionVampires(g, p.Seat, true))
					g.BurnPool(p.Seat, 1)
					g.AddBlood(v, 1)
				}},
		},
		Burnable: true,
		WhoMay: func(g *vtes.Game, c, actor *vtes.Card) bool {
			return actor.IsVampire() && g.SectOf(actor) == vtes.Independent
		},
		BurnCost: vtes.Cost{Blood: 1},
	}})

// oblivionVampires lists the vampires with Oblivion seat controls: with
// blood to give (ready or in torpor), or ready to take some.
func oblivionVampires(g *vtes.Game, seat int, toReady bool) []*vtes.Card {
	var out []*vtes.Card
	walkOwnVampires(g, seat, func(v *vtes.Card) bool {
		if g.Level(v, vtes.Oblivion) == vtes.NoLevel {
			return false
		}
		if toReady {
			return v.Ready()
		}
		return v.Blood > 0
	}, func(v *vtes.Card) bool { out = append(out, v); return true })
	return out
}
