package cards

import "kindred/vtes"

// Vampires of the New Blood II starters (NB2:PB, NB2:PBH, NB2:PG,
// NB2:PMi). Vampires whose text the vocabulary cannot yet express are left
// out (Sergio Bueno): see the
// report of issue 4.

// New Blood II Brujah (NB2:PB).
var (
	// Aline Gädeke, Baron of Mannheim: once each turn, after another
	// Anarch you control performs a successful action, she may burn 1
	// blood to unlock; the actor counts as an Anarch if the action made it
	// one ([ANK 20220814]). Usable in torpor (group G00027 [LSJ
	// 20011022]); after an action that fizzled too (group G00077 [ANK
	// 20220218]).
	_ = register(with(ofCity(vampire(201576, "Aline Gädeke", 7, "Brujah", 6, "cel POT PRE", vtes.Anarch, vtes.Baron), "Mannheim"),
		vtes.Static{Abilities: []vtes.Ability{vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepAfterAction, Label: "burn 1 blood: unlock",
			Legal: vtes.All(vtes.ActionByOther, vtes.ActionSucceeded, func(g *vtes.Game, p *vtes.Play) bool {
				return p.Source.Locked && p.Source.Blood > 0 && isAnarch(g, g.Action().Actor)
			}),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(p.Source, 1)
				g.Unlock(p.Source)
			}})}}))
	_ = register(vampire(201657, "Anita Wainwright", 3, "Brujah", 6, "cel pre", vtes.Anarch, vtes.NoTitle))
	_ = register(vampire(201581, "Brandon Grime", 5, "Brujah", 6, "pot pre tha CEL", vtes.Anarch, vtes.NoTitle))
	_ = register(ofCity(vampire(201526, "Leumeah", 6, "Brujah", 6, "cel for pot PRE", vtes.Anarch, vtes.Baron), "Canberra"))
	// Saku Pihlajamäki, Baron of Helsinki: 1 optional maneuver each
	// combat.
	_ = register(with(ofCity(vampire(201658, "Saku Pihlajamäki", 8, "Brujah", 6, "for pro CEL POT PRE", vtes.Anarch, vtes.Baron), "Helsinki"),
		vtes.Static{Maneuvers: vtes.EachCombat(1)}))
	// Valeriya Zinovieva, Baron of Moscow: +1 strength.
	_ = register(with(ofCity(vampire(201614, "Valeriya Zinovieva", 7, "Brujah", 6, "cel pre pro POT", vtes.Anarch, vtes.Baron), "Moscow"),
		vtes.Static{Strength: func(*vtes.Game, *vtes.Card) int { return 1 }}))
)

// New Blood II Banu Haqim (NB2:PBH).
var (
	_ = register(vampire(201655, "Arjun Shah", 4, "Banu Haqim", 6, "obf THA", vtes.Camarilla, vtes.NoTitle))
	_ = register(ofCity(vampire(201587, "Farah Sarroub", 7, "Banu Haqim", 6, "aus obf CEL THA", vtes.Camarilla, vtes.Prince), "Detroit"))
	// Kasim Bayar, Banu Haqim Justicar: +1 bleed; once each combat, before
	// range is determined, he may discard a political action card to get
	// +2 strength for the rest of that combat.
	_ = register(with(vampire(201598, "Kasim Bayar", 9, "Banu Haqim", 6, "aus pot CEL OBF THA", vtes.Camarilla, vtes.Justicar),
		vtes.Static{
			Bleed: vtes.Always(1),
			Strength: func(g *vtes.Game, m *vtes.Card) int {
				if g.UsedInCombat(m, 201598) {
					return 2
				}
				return 0
			},
			Abilities: []vtes.Ability{{Step: vtes.StepBeforeRange, Label: "discard a political action card: +2 strength this combat",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return ownCombatant(g, p.Seat) == p.Source && !g.UsedInCombat(p.Source, 201598) && len(ofType(g, p.Seat, vtes.PoliticalAction)) > 0
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.Discard(p.Seat, g.Choose(p.Seat, ofType(g, p.Seat, vtes.PoliticalAction)))
					g.CombatOnce(p.Source, 201598)
				}}}}))
	// Oluwafunmilayo, Prince of Lagos: +1 intercept during political
	// actions.
	_ = register(with(ofCity(vampire(201656, "Oluwafunmilayo", 8, "Banu Haqim", 6, "AUS CEL OBF THA", vtes.Camarilla, vtes.Prince), "Lagos"),
		vtes.Static{Intercept: func(g *vtes.Game, m *vtes.Card, a *vtes.ActionState) int {
			if a != nil && a.Kind == vtes.ActPolitical {
				return 1
			}
			return 0
		}}))
	_ = register(ofCity(vampire(201594, "Warmaksan", 5, "Banu Haqim", 6, "cel obf THA", vtes.Camarilla, vtes.Prince), "Algiers"))
)

// New Blood II Gangrel (NB2:PG).
var (
	_ = register(ofCity(vampire(201521, "Casey Snyder", 6, "Gangrel", 6, "ani cel for PRO", vtes.Anarch, vtes.Baron), "Columbus"))
	_ = register(vampire(201590, "Hanna Nokelainen", 4, "Gangrel", 6, "ani for pro", vtes.Anarch, vtes.NoTitle))
	// Kuyén, Baron of Santiago: animals, allies and retainers, cost Kuyén
	// 1 blood or pool less, however they are put in play ([ANK 20210913]).
	_ = register(with(ofCity(vampire(201574, "Kuyén", 6, "Gangrel", 6, "ANI PRO", vtes.Anarch, vtes.Baron), "Santiago"),
		vtes.Static{CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
			if p.Minion != c || !p.Card.Def.Animal || !p.Card.Def.Types.Has(vtes.Ally|vtes.Retainer) {
				return vtes.Cost{}
			}
			return costLessOne(p.Mode.Cost)
		}}))
	// Massimiliano, Baron of Belo Horizonte: +1 strength.
	// Ragnar Nordstrom: cards requiring Protean cost him 1 blood less; +1
	// strength in combat with an ally or a younger vampire.
	_ = register(with(vampire(201660, "Ragnar Nordstrom", 8, "Gangrel", 6, "cel pot ANI FOR PRO", vtes.Anarch, vtes.NoTitle),
		vtes.Static{
			CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
				if p.Minion == c && (p.Mode.Disc == vtes.Protean || p.Mode.Also == vtes.Protean) {
					return vtes.Cost{Blood: -1}
				}
				return vtes.Cost{}
			},
			Strength: func(g *vtes.Game, m *vtes.Card) int {
				cs := g.Combat()
				if cs == nil || cs.Side(m) < 0 {
					return 0
				}
				if o := cs.Opponent(m); o.IsAlly() || o.IsVampire() && g.Younger(o, m) {
					return 1
				}
				return 0
			}}))
	_ = register(with(ofCity(vampire(201602, "Massimiliano", 7, "Gangrel", 6, "pro ANI FOR", vtes.Anarch, vtes.Baron), "Belo Horizonte"),
		vtes.Static{Strength: func(*vtes.Game, *vtes.Card) int { return 1 }}))
	// Keegan: once each turn, after he performs a successful action
	// requiring a Gangrel, he can unlock.
	_ = register(with(vampire(201659, "Keegan", 8, "Gangrel", 6, "aus cel ANI FOR PRO", vtes.Anarch, vtes.NoTitle),
		vtes.Static{Abilities: []vtes.Ability{vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepAfterAction, Label: "unlock",
			Legal: vtes.All(vtes.ActionBy, vtes.ActionSucceeded, func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return p.Source.Locked && p.Source.Ready() && a.Play != nil && a.Play.Card.Def.Requires.Clan == "Gangrel"
			}),
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Unlock(p.Source) }})}}))
)

// New Blood II Ministry (NB2:PMi).
var (
	_ = register(vampire(201661, "\"Coach\" Tyrone Soros", 3, "Ministry", 6, "obf pre", vtes.Anarch, vtes.NoTitle))
	_ = register(vampire(201582, "Crystal Lynn", 6, "Ministry", 6, "OBF PRE PRO", vtes.Anarch, vtes.NoTitle))
	_ = register(ofCity(vampire(201586, "Elisha Tucker", 6, "Ministry", 6, "cel obf pro PRE", vtes.Anarch, vtes.Baron), "Pittsburgh"))
	_ = register(vampire(201600, "Marcel", 4, "Ministry", 6, "obf pre pro", vtes.Anarch, vtes.NoTitle))
	_ = register(ofCity(vampire(201615, "Vivian VI", 7, "Ministry", 6, "obf tha PRE PRO", vtes.Anarch, vtes.Baron), "Johannesburg"))
	// Sergio Bueno, Anarch Baron of Santo Domingo: a minion bearing 1 or
	// more of his Methuselah's corruption counters burns 1 blood or life
	// to attempt to block him, as its attempt begins; one with none to
	// burn cannot attempt (group G00088).
	_ = register(with(ofCity(vampire(201662, "Sergio Bueno", 8, "Ministry", 6, "aus pot OBF PRE PRO", vtes.Anarch, vtes.Baron), "Santo Domingo"),
		vtes.Static{OnAnnounce: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			if a.Actor != c {
				return
			}
			seat := c.Controller
			a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool { return g.Corruption(b, seat) > 0 && b.Blood == 0 })
			a.OnAttempt = append(a.OnAttempt, func(g *vtes.Game, b *vtes.Card) {
				if g.Corruption(b, seat) > 0 {
					g.LoseBlood(b, 1)
				}
			})
		}}))
)

// costLessOne is "costs 1 blood or pool less": a delta of -1 on what the
// card costs, blood first.
func costLessOne(c vtes.Cost) vtes.Cost {
	switch {
	case c.Blood > 0:
		return vtes.Cost{Blood: -1}
	case c.Pool > 0:
		return vtes.Cost{Pool: -1}
	}
	return vtes.Cost{}
}
