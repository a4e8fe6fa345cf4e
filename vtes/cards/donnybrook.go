package cards

import "kindred/vtes"

// Donnybrook, by an Anarch, at close range only: [obf] strike: burn an
// equipment or a retainer of the opposing minion, with first strike;
// [pro] strike: a hand strike, aggravated; [ser] strike: steal 2 blood
// or life, as blood, from a minion with less too ([RTR 20010711]; §6.4,
// §6.8).
var _ = register(&vtes.CardDef{ID: 100576, Name: "Donnybrook", Types: vtes.Combat,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayStrike, Disc: obf, Level: inf, Legal: vtes.CloseRange,
			Label:  "first strike: burn equipment or retainer",
			French: "frappe d'initiative : brûler un équipement ou un serviteur",
			Resolve: vtes.StrikeWith(vtes.Strike{Label: "burn equipment or retainer",
				FirstStrike: true, Effect: burnEquipmentOrRetainer})},
		{Kind: vtes.PlayStrike, Disc: pro, Level: inf, Hand: true, Legal: vtes.CloseRange,
			Label: "hand strike, aggravated", French: "coup à mains nues, aggravé",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				s := handStrikeAt(g, p, 0)
				s.Aggravated = true
				g.SetStrike(p.Minion, s)
			}},
		{Kind: vtes.PlayStrike, Disc: vtes.Serpentis, Level: inf, Legal: vtes.CloseRange,
			Label: "steal 2 blood", French: "voler 2 points de sang",
			Resolve: vtes.StrikeWith(vtes.Strike{Label: "steal 2 blood", StealBlood: 2})},
	}})

// burnEquipmentOrRetainer is the effect of a strike burning one of the
// opposing minion's equipment and retainer cards, the striker's choice.
func burnEquipmentOrRetainer(g *vtes.Game, side int) {
	cs := g.Combat()
	m, opp := cs.Minion[side], cs.Minion[1-side]
	var cards []*vtes.Card
	for _, id := range opp.Attached {
		if c := g.Card(id); vtes.IsEquipment(c) || c.Def.Types.Has(vtes.Retainer) {
			cards = append(cards, c)
		}
	}
	if len(cards) > 0 {
		g.Burn(g.Choose(m.Controller, cards))
	}
}
