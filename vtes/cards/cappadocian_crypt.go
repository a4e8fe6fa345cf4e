package cards

import "kindred/vtes"

// Cappadocian Crypt: unique location; a ready Hecata to play it (§1.5.4).
// After a successful action requiring Hecata or Oblivion resolved
// (ActionState.Requires), lock it to add 1 blood to a Hecata its
// Methuselah controls, ready or in torpor.
var _ = register(&vtes.CardDef{ID: 102298, Name: "Cappadocian Crypt", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Hecata"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterAction,
		Label:  "lock: 1 blood to a Hecata",
		French: "incliner : 1 sang à un Hecata",
		Legal: vtes.All(vtes.ActionSucceeded, func(g *vtes.Game, p *vtes.Play) bool {
			return !p.Source.Locked && g.Action().Requires("Hecata", vtes.Oblivion) &&
				len(hecataOf(g, p.Seat)) > 0
		}),
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			g.AddBlood(g.Choose(p.Seat, hecataOf(g, p.Seat)), 1)
		}}}}})

// hecataOf lists the Hecata seat controls, ready or in torpor.
func hecataOf(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	walkOwnVampires(g, seat, func(v *vtes.Card) bool { return v.Def.Clan == "Hecata" },
		func(v *vtes.Card) bool { out = append(out, v); return true })
	return out
}
