package cards

import "kindred/vtes"

// Black Forest Base: unique location, requiring a ready Sabbat vampire
// (its Legal: §1.5.4). Once each turn (each Methuselah's turn, group
// G00014), a Sabbat vampire can call a referendum to have its controller
// gain 2 pool, a +1 stealth political action: once announced, not again
// that turn even if it was blocked ([LSJ 20091224]). Changeling allies
// can burn it as a +1 stealth Ⓓ action.
var _ = register(&vtes.CardDef{ID: 100165, Name: "Black Forest Base", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", French: "mettre en jeu",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			for _, v := range g.ReadyMinions(p.Seat) {
				if v.IsVampire() && g.SectOf(v) == vtes.Sabbat {
					return true
				}
			}
			return false
		},
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		AnyController: true,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Referendum: true, Stealth: 1,
			Label:  "call a referendum: gain 2 pool",
			French: "appeler un référendum : gagner 2 réserves",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !p.Card.UsedTurn && p.Minion.IsVampire() && g.SectOf(p.Minion) == vtes.Sabbat
			},
			OnAnnounce: func(g *vtes.Game, p *vtes.Play) { g.MarkUsedTurn(p.Card) },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				seat := p.Seat
				if r := g.Referendum(); r != nil {
					r.OnPass = func(g *vtes.Game) { g.GainPool(seat, 2) }
				}
			}}},
		Burnable:    true,
		WhoMay:      func(_ *vtes.Game, _, actor *vtes.Card) bool { return isChangelingAlly(actor) },
		BurnStealth: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 },
	}})

// changelingAllies are the changeling allies of the card list (their
// text begins "Changeling with" or "Unique changeling with"), by id: the
// card layer has no changeling fact; the test checks the list against
// the card list.
var changelingAllies = map[int]bool{
	100500: true, // Dauntain Black Magician
	100579: true, // Draeven Softfoot
	101261: true, // Mylan Horseed
	101737: true, // Shadow Court Satyr
}

// isChangelingAlly reports whether minion m is a changeling ally.
func isChangelingAlly(m *vtes.Card) bool { return m.IsAlly() && changelingAllies[m.Def.ID] }
