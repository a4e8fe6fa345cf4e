package cards

import "kindred/vtes"

// Vampires of the New Blood Ventrue, Tremere and Malkavian starters
// (NB:PV, NB:PTr, NB:PM).

// ofCity records the city of a prince's, archbishop's or baron's title,
// as its text says ("Camarilla Prince of Nairobi", "Anarch Baron of
// Pittsburgh"): what makes the title unique, contested by any other title
// of that city (§10.2, §14 C31). Every city title has one (the facts
// test reads it from the card list).
func ofCity(d *vtes.CardDef, city string) *vtes.CardDef {
	d.TitleCity = city
	return d
}

// New Blood Ventrue (NB:PV).
var (
	// Alexa Draper, Prince of Melbourne: in the polling of any referendum,
	// blood hunts included, she may discard a card requiring Dominate for
	// +1 vote, cast with her own (§5.3; §14 C10 "During X, do Y"); locked
	// or not, once per referendum (group G00040 [ANK 20220705]: a
	// referendum is held within one action, so once per action).
	_ = register(ofCity(with(vampire(201529, "Alexa Draper", 8, "Ventrue", 6, "for pot DOM PRE", vtes.Camarilla, vtes.Prince),
		vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling, BloodHunt: true, Label: "discard a card requiring Dominate: +1 vote",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.Referendum() != nil && p.Source.Ready() && !p.Source.UsedAction && len(discipline(g, p.Seat, dom)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.MarkUsedAction(p.Source)
				g.Discard(p.Seat, g.Choose(p.Seat, discipline(g, p.Seat, dom)))
				if b := ballotOf(g, p.Source); b != nil {
					g.CastVotesWith(p.Source, 1, b.For)
					return
				}
				g.Referendum().AddVoteBonus(p.Source, 1)
			}}}}), "Melbourne"))
	_ = register(ofCity(vampire(201531, "Alice Chen", 7, "Ventrue", 6, "dom obf FOR PRE", vtes.Camarilla, vtes.Prince), "Nairobi"))
	_ = register(vampire(201624, "Amelia Locke", 6, "Ventrue", 6, "cel dom FOR PRE", vtes.Camarilla, vtes.NoTitle))
	// Kevin Jackson, Prince of Chicago: in combat with a Brujah, he gets +1
	// strength, and so does the Brujah (§6.4).
	_ = register(ofCity(with(vampire(201629, "Kevin Jackson", 7, "Ventrue", 7, "DOM FOR PRE", vtes.Camarilla, vtes.Prince),
		vtes.Static{
			Strength: func(g *vtes.Game, m *vtes.Card) int {
				if cs := g.Combat(); cs != nil && cs.Side(m) >= 0 && isBrujah(cs.Opponent(m)) {
					return 1
				}
				return 0
			},
			OpponentStrength: func(g *vtes.Game, c, opp *vtes.Card) int {
				if isBrujah(opp) {
					return 1
				}
				return 0
			},
		}), "Chicago"))
	_ = register(vampire(201557, "Madison", 6, "Ventrue", 6, "DOM FOR PRE", vtes.Camarilla, vtes.NoTitle))
	_ = register(vampire(201562, "Naomi Stewart", 5, "Ventrue", 6, "dom FOR PRE", vtes.Camarilla, vtes.NoTitle))
)

// New Blood Tremere (NB:PTr).
var (
	// Abraham DuSable: during an action, he may discard a card requiring
	// Blood Sorcery for +1 stealth (as he acts) or +1 intercept (as he
	// blocks), once each action (§14 C10 "During X, do Y"); stealth only
	// while he is being blocked, intercept only while he is short (§4.3).
	_ = register(with(vampire(201623, "Abraham DuSable", 8, "Tremere", 6, "AUS DOM FOR THA", vtes.Camarilla, vtes.NoTitle),
		vtes.Static{Abilities: []vtes.Ability{
			{Step: vtes.StepBlockAttempt, Label: "discard a card requiring Blood Sorcery: +1 stealth",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					a := g.Action()
					return a != nil && a.Actor == p.Source && a.Blocker != nil && a.Intercept >= a.Stealth && abrahamMay(g, p)
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) { abrahamDiscards(g, p); vtes.AddStealth(1)(g, p) }},
			{Step: vtes.StepBlockAttempt, Label: "discard a card requiring Blood Sorcery: +1 intercept",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					a := g.Action()
					return a != nil && a.Blocker == p.Source && a.Intercept < a.Stealth && abrahamMay(g, p)
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) { abrahamDiscards(g, p); vtes.AddIntercept(1)(g, p) }},
		}}))
	_ = register(ofCity(vampire(201535, "Ayelech", 7, "Tremere", 6, "AUS DOM THA", vtes.Camarilla, vtes.Prince), "Addis Ababa"))
	_ = register(vampire(201542, "Chrysanthemum", 5, "Tremere", 6, "dom AUS THA", vtes.Camarilla, vtes.Primogen))
	_ = register(vampire(201556, "Lloyd Brooks", 6, "Tremere", 6, "aus pot DOM THA", vtes.Camarilla, vtes.Primogen))
	_ = register(vampire(201630, "Mason Ha", 5, "Tremere", 6, "aus cel dom THA", vtes.Camarilla, vtes.NoTitle))
	_ = register(vampire(201572, "Trevon Parker", 6, "Tremere", 6, "AUS DOM THA", vtes.Camarilla, vtes.NoTitle))
)

// New Blood Malkavian (NB:PM).
var (
	_ = register(ofCity(vampire(201532, "Andi Liu", 6, "Malkavian", 6, "aus obf pre DOM", vtes.Camarilla, vtes.Prince), "Taipei"))
	_ = register(ofCity(vampire(201544, "Donny Kowalczyk", 6, "Malkavian", 6, "cel dom obf AUS", vtes.Camarilla, vtes.Prince), "Pittsburgh"))
	_ = register(vampire(201546, "Dr. Stephen Norton", 4, "Malkavian", 6, "aus OBF", vtes.Camarilla, vtes.NoTitle))
	// Alexander Silverson, Prince of Birmingham: a vampire burns 1 blood
	// to cast votes and ballots against a referendum he called (§5.2).
	_ = register(ofCity(with(vampire(201530, "Alexander Silverson", 8, "Malkavian", 6, "pre AUS DOM OBF", vtes.Camarilla, vtes.Prince),
		vtes.Static{AgainstCost: 1}), "Birmingham"))
	// Evan Klein: as another Methuselah's minion announces an action
	// directed at him, a coin is flipped; on tails the action fails. His
	// own Methuselah's actions at him are undirected and unaffected [LSJ
	// 20030214-2].
	_ = register(with(vampire(201627, "Evan Klein", 5, "Malkavian", 6, "aus dom pre OBF", vtes.Camarilla, vtes.NoTitle),
		vtes.Static{OnTargeted: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			if !g.FlipCoin() {
				g.FailAction()
			}
		}}))
	// Jason "Son" Newberry, primogen: +1 bleed; +2 votes when he casts his
	// votes against a blood hunt referendum (§7.4 step 6).
	_ = register(with(vampire(201628, "Jason \"Son\" Newberry", 7, "Malkavian", 6, "pre AUS DOM OBF", vtes.Camarilla, vtes.Primogen),
		vtes.Static{Bleed: vtes.Always(1), SideVotes: func(g *vtes.Game, v *vtes.Card, forSide bool) int {
			if r := g.Referendum(); r != nil && r.BloodHunt && !forSide {
				return 2
			}
			return 0
		}}))
)

// abrahamMay: Abraham has not used his ability this action, and his
// Methuselah holds a card requiring Blood Sorcery.
func abrahamMay(g *vtes.Game, p *vtes.Play) bool {
	return !p.Source.UsedAction && len(discipline(g, p.Seat, vtes.BloodSorcery)) > 0
}

// abrahamDiscards discards the card requiring Blood Sorcery his Methuselah
// chooses (and draws its replacement), and marks the ability used.
func abrahamDiscards(g *vtes.Game, p *vtes.Play) {
	g.MarkUsedAction(p.Source)
	g.Discard(p.Seat, g.Choose(p.Seat, discipline(g, p.Seat, vtes.BloodSorcery)))
}

// isBrujah reports whether minion m is a vampire of clan Brujah.
func isBrujah(m *vtes.Card) bool { return m != nil && m.IsVampire() && m.Def.Clan == "Brujah" }
