package cards

import "kindred/vtes"

// Flaming Candle: equipment, one played or equipped per game: played
// counts as the equip action is announced, blocked or not (Mode.
// OnAnnounce), or as an effect equips it (Magic of the Smith); as its
// vampire announces an action, it may burn 1 blood and the Candle to
// make the action unblockable by vampires (the blood must be the
// Candle's own cost, [RTR 20020501]).
var _ = register(&vtes.CardDef{ID: 100743, Name: "Flaming Candle", Types: vtes.Equipment,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "equip",
		Legal:      vtes.OnlyOneEachGame,
		OnAnnounce: vtes.PlayedThisGame,
		Resolve:    vtes.PutOnMinion(0)}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAnnounced,
		Label: "burn 1 blood and the Candle: unblockable by vampires",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a, v := g.Action(), g.Host(p.Source)
			return a != nil && v != nil && a.Actor == v && v.IsVampire() && v.Blood >= 1 && g.Combat() == nil
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			a, v := g.Action(), g.Host(p.Source)
			g.LoseBlood(v, 1)
			g.Burn(p.Source)
			a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool {
				return b.IsVampire()
			})
		}}}}})
