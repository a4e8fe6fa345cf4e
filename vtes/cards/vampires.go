package cards

import "kindred/vtes"

// vampire builds a crypt card's facts: disciplines in the archive's
// notation (capitals are superior).
func vampire(id int, name string, capacity int, clan string, group int, disc string, sect vtes.Sect, title vtes.Title) *vtes.CardDef {
	ds, err := vtes.ParseDisciplines(disc)
	if err != nil {
		panic("cards: " + name + ": " + err.Error())
	}
	return &vtes.CardDef{ID: id, Name: name, Capacity: capacity, Clan: clan, Group: group,
		Disciplines: ds, Sect: sect, Title: title, Types: vtes.Vampire}
}

// with sets a vampire's special abilities.
func with(d *vtes.CardDef, s vtes.Static) *vtes.CardDef {
	d.Static = s
	return d
}

// New Blood Nosferatu (NB:PN).
var (
	// Cedrick Calhoun goes to torpor after a political action he called
	// fails.
	_ = register(with(vampire(201626, "Cedrick Calhoun", 7, "Nosferatu", 6, "pot ANI DOM OBF", vtes.Camarilla, vtes.NoTitle),
		vtes.Static{RefereeFails: func(g *vtes.Game, c *vtes.Card) {
			if c.Ready() {
				g.ToTorpor(c)
			}
		}}))
	// The Dowager: +1 intercept during directed actions.
	_ = register(with(vampire(201545, "The Dowager", 6, "Nosferatu", 6, "aus pot ANI OBF", vtes.Camarilla, vtes.Primogen),
		vtes.Static{Intercept: func(g *vtes.Game, m *vtes.Card, a *vtes.ActionState) int {
			if a != nil && a.Directed {
				return 1
			}
			return 0
		}}))
	_ = register(vampire(201549, "Horace Radcliffe", 5, "Nosferatu", 6, "obf ANI POT", vtes.Camarilla, vtes.NoTitle))
	// Larissa Moreira: during a bleed, discard a card requiring Animalism
	// for +1 bleed (once each action, §14 C10).
	_ = register(with(vampire(201553, "Larissa Moreira", 6, "Nosferatu", 6, "pot ANI OBF", vtes.Camarilla, vtes.Primogen),
		vtes.Static{Abilities: []vtes.Ability{{
			Step:  vtes.StepAfterBlocks,
			Label: "discard a card requiring Animalism: +1 bleed",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return a != nil && a.Actor == p.Source && !p.Source.UsedAction && bleedOpen(g, p) && len(discipline(g, p.Seat, vtes.Animalism)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.MarkUsedAction(p.Source)
				g.Discard(p.Seat, g.Choose(p.Seat, discipline(g, p.Seat, vtes.Animalism)))
				addBleed(g, 1)
			},
		}}}))
	// Lenny Burkhead: +1 bleed.
	_ = register(with(vampire(201555, "Lenny Burkhead", 6, "Nosferatu", 6, "obf pot pre ANI", vtes.Camarilla, vtes.Primogen),
		vtes.Static{Bleed: vtes.Always(1)}))
	// Nathaniel Bordruff can enter combat with a locked vampire as a Ⓓ
	// action.
	_ = register(with(vampire(201632, "Nathaniel Bordruff", 7, "Nosferatu", 6, "ani DOM OBF POT", vtes.Camarilla, vtes.NoTitle),
		vtes.Static{Actions: []vtes.Mode{{
			Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetLockedVampire,
			Label: "enter combat with a locked vampire",
			// A target unlocked by the time the action resolves makes it
			// fizzle (ruling group G00078).
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Ready() && p.Target.Locked {
					g.Fight(p.Minion, p.Target)
				}
			},
		}}}))
)

// New Blood Toreador (NB:PTo).
var (
	// Carmelita Neillson: +1 hand size while she is ready.
	_ = register(with(vampire(201625, "Carmelita Neillson", 5, "Toreador", 7, "cel pre AUS", vtes.Camarilla, vtes.NoTitle),
		vtes.Static{HandSize: func(g *vtes.Game, c *vtes.Card) int {
			if c.Ready() {
				return 1
			}
			return 0
		}}))
	// Catalina Vega, Prince of Buenos Aires: +1 bleed.
	_ = register(with(ofCity(vampire(201540, "Catalina Vega", 8, "Toreador", 6, "for AUS CEL PRE", vtes.Camarilla, vtes.Prince), "Buenos Aires"),
		vtes.Static{Bleed: vtes.Always(1)}))
	// Flávio Gonçalves, Prince of São Paulo: once each combat, strike:
	// dodge.
	_ = register(with(ofCity(vampire(201547, "Flávio Gonçalves", 7, "Toreador", 6, "aus for CEL PRE", vtes.Camarilla, vtes.Prince), "São Paulo"),
		vtes.Static{Strike: &vtes.StrikeSpec{Label: "dodge", Dodge: true, OncePerCombat: true}}))
	_ = register(vampire(201631, "Mateo García", 2, "Toreador", 6, "pre", vtes.Camarilla, vtes.NoTitle))
	_ = register(ofCity(vampire(201561, "Mkhokheli", 6, "Toreador", 6, "aus cel for PRE", vtes.Camarilla, vtes.Prince), "Cape Town"))
	_ = register(vampire(201564, "Nik Sikko", 3, "Toreador", 6, "cel pre", vtes.Camarilla, vtes.NoTitle))
)

// discipline lists the cards in seat's hand that require d.
func discipline(g *vtes.Game, seat int, d vtes.Disc) []*vtes.Card {
	var out []*vtes.Card
	for c := range g.EachInHand(seat) {
		for _, m := range c.Def.Modes {
			if m.Disc == d {
				out = append(out, c)
				break
			}
		}
	}
	return out
}
