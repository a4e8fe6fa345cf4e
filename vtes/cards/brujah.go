package cards

import "kindred/vtes"

// Library cards of the New Blood II Brujah starter (NB2:PB), and the
// card it shares with the other New Blood II starters (Bait and Switch). Each variable reads like the card: type,
// requirement, cost, then one line per clause.

var (
	// Bait and Switch: requires a baron; while a minion bleeds you, after
	// blocks are declined: lock this reacting vampire and send the bleed to
	// another Methuselah than the acting minion's controller, who may
	// block. "Lock this vampire. Do Y" is open to a woken locked vampire
	// (§14 C10), as for Telepathic Misdirection.
	_ = register(&vtes.CardDef{ID: 102218, Name: "Bait and Switch", Types: vtes.Reaction, Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Baron}},
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepAfterBlocks, Label: "lock: redirect the bleed",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return bleedingYouOpen(g, p) && (!p.Minion.Locked || p.Minion.Woken) && len(redirectTargets(g, p.Seat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Minion)
				g.Redirect(g.ChooseSeat(p.Seat, redirectTargets(g, p.Seat)))
			}}}})

	// Celerity: Discipline master card; +1 level of Celerity and +1
	// capacity; not on a vampire with superior Celerity.
	_ = register(disciplineCard(100312, "Celerity", cel))

	// Oxford University, England: unique location; during the polling of a
	// political action, lock it and burn X pool for +2X votes.
	_ = register(&vtes.CardDef{ID: 101341, Name: "Oxford University, England", Types: vtes.Master, Unique: true, Requires: vtes.Requirement{Clan: "Brujah"},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling, Label: "lock, burn X pool: +2X votes",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.Locked && vtes.Political(g, p) },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				x := g.ChooseAmount(p.Seat, 1, g.Methuselah(p.Seat).Pool)
				g.BurnPool(p.Seat, x)
				if !g.Methuselah(p.Seat).Ousted {
					g.AddVotes(p.Seat, 2*x)
				}
			}}}}})

	// Protection Racket: requires an Anarch; +1 intercept, +1 more if the
	// acting minion is titled (counted as played, [ANK 20190416]).
	_ = register(&vtes.CardDef{ID: 101501, Name: "Protection Racket", Types: vtes.Reaction,
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepBlockAttempt, Label: "+1 intercept (+2 against a titled minion)",
			Legal: vtes.All(byAnarch, vtes.Blocking),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				n := 1
				if g.TitleOf(g.Action().Actor) != vtes.NoTitle {
					n = 2
				}
				vtes.AddIntercept(n)(g, p)
			}}}})

	// Public Trust: bleed at +2; superior: and if the bleed succeeds for 1
	// or more, add 1 blood to a vampire in your uncontrolled region. The
	// bleed's amount is final when the action card resolves, so the
	// vampire is chosen then ([ANK 20240706] has it named at declaration;
	// nothing can move it out of the uncontrolled region meanwhile).
	_ = register(&vtes.CardDef{ID: 101513, Name: "Public Trust", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: pre, Level: inf, Cost: vtes.Cost{Blood: 1}, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +2 bleed", Resolve: vtes.AddBleed(2)},
			{Kind: vtes.PlayAction, Disc: pre, Level: sup, Cost: vtes.Cost{Blood: 1}, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +2, 1 blood to an uncontrolled vampire",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					vtes.AddBleed(2)(g, p)
					if bleedAmount(g, g.Action()) > 0 && len(g.UncontrolledVampires(p.Seat)) > 0 {
						g.AddUncontrolled(g.Choose(p.Seat, g.UncontrolledVampires(p.Seat)), 1)
					}
				}},
		}})
)

// disciplineCard is a Discipline master card: on a vampire without the
// superior level, +1 level of d and +1 capacity (§1.6).
func disciplineCard(id int, name string, d vtes.Disc) *vtes.CardDef {
	return &vtes.CardDef{ID: id, Name: name, Types: vtes.Master, Discipline: d,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a vampire",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return len(disciplineTargets(g, d)) > 0 },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.GiveDiscipline(p.Card, g.Choose(p.Seat, disciplineTargets(g, d)), d)
			}}}}
}

// bleedAmount is the pool the bleed a would burn if it resolved now: its
// bleed, the bonuses of the actor and the cards on it, less reductions
// (§3.5.1, as the rules count it).
func bleedAmount(g *vtes.Game, a *vtes.ActionState) int {
	if a.NoBleed {
		return 0
	}
	n := a.Bleed - a.BleedReduction
	for _, c := range append([]*vtes.Card{a.Actor}, attachedCards(g, a.Actor)...) {
		if f := c.Def.Static.Bleed; f != nil {
			n += f(g, a.Actor, a)
		}
	}
	return n
}

// attachedCards lists the cards on m.
func attachedCards(g *vtes.Game, m *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, id := range m.Attached {
		out = append(out, g.Card(id))
	}
	return out
}
