package cards

import "kindred/vtes"

// The Summoning: a +1 stealth action. [pre] Its Methuselah searches
// their library for an ally or retainer, shows it and moves it to their
// hand, shuffles, then discards down to their hand size ("discard
// afterward", §1.5.3). [PRE] The vampire recruits an ally of the library
// whose requirements it meets and whose cost can be paid, paying as
// normal (group G00132: not as the action's requirements; [ANK
// 20250526]: no action to recruit a kind of ally), and the library is
// shuffled; the ally cannot act this turn ([RBK recruit-ally];
// vtes/recruitchosen.go).
var _ = register(&vtes.CardDef{ID: 101902, Name: "The Summoning", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: pre, Stealth: 1},
		vtes.Effect{Label: "search your library for an ally or retainer",
			French: "chercher un allié ou un serviteur dans votre bibliothèque",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.SearchLibraryToHand(p.Seat, func(c *vtes.Card) bool {
					return c.Def.Types.Has(vtes.Ally) || c.Def.Types.Has(vtes.Retainer)
				})
				g.DiscardDown(p.Seat)
			}},
		vtes.Effect{Label: "recruit an ally from your library",
			French:  "recruter un allié de votre bibliothèque",
			Resolve: summonAlly})})

// summonAlly has the acting vampire recruit an ally of its Methuselah's
// library, chosen among those it may recruit as normal; then the library
// is shuffled.
func summonAlly(g *vtes.Game, p *vtes.Play) {
	v := p.Minion
	var found []*vtes.Card
	for _, id := range g.Methuselah(p.Seat).Library {
		if c := g.Card(id); g.MayRecruitChosen(p.Seat, v, c) && !sameDefAmong(found, c) {
			found = append(found, c)
		}
	}
	if len(found) > 0 && v.Ready() {
		g.RecruitChosen(p.Seat, v, g.Choose(p.Seat, found))
	}
	g.Shuffle(p.Seat)
}
