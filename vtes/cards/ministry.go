package cards

import "kindred/vtes"

// Library cards of the New Blood II Ministry starter (NB2:PMi) not
// already written for another deck.

var (
	// Anarch Railroad: unique location; lock it to give an Anarch +1
	// stealth.
	_ = register(&vtes.CardDef{ID: 100054, Name: "Anarch Railroad", Types: vtes.Master, Unique: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt, Label: "lock: +1 stealth to an Anarch",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !p.Source.Locked && vtes.BeingBlocked(g, p) && isAnarch(g, g.Action().Actor)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Lock(p.Source); vtes.AddStealth(1)(g, p) }}}}})

	// Obfuscate: Discipline master card; +1 level of Obfuscate and +1
	// capacity; not on a vampire with superior Obfuscate.
	_ = register(disciplineCard(101310, "Obfuscate", obf))

	// Rapid Change, for 1 blood: +1 stealth; superior: a combat card,
	// strike: combat ends.
	_ = register(&vtes.CardDef{ID: 101542, Name: "Rapid Change", Types: vtes.ActionModifier | vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: pro, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "+1 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
			{Kind: vtes.PlayStrike, Disc: pro, Level: sup, Cost: vtes.Cost{Blood: 1}, Label: "combat ends", Resolve: vtes.StrikeCombatEnds(nil)},
		}})
)
