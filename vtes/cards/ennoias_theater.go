package cards

import "kindred/vtes"

// Ennoia's Theater: a unique location needing a ready Gangrel or Gangrel
// antitribu, either clan ([ANK 20190203]; clanrequirement.go). Its
// Methuselah locks it for +1 hand size this turn (offered in their master
// and discard phases; handsize.go draws up at once and discards down as
// the next turn starts), or, at any moment of their influence phase, for
// +1 transfer ([RTR 20180303]; §3.6).
var _ = register(&vtes.CardDef{ID: 100646, Name: "Ennoia's Theater", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Gangrel/Gangrel antitribu"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		HandSize: func(_ *vtes.Game, c *vtes.Card) int {
			if theaterHandSize(c) {
				return 1
			}
			return 0
		},
		Abilities: []vtes.Ability{
			theaterHand(vtes.StepMaster), theaterHand(vtes.StepDiscardPhase),
			{Step: vtes.StepInfluence,
				Label: "lock: +1 transfer", French: "incliner : +1 transfert",
				Legal: theaterUnlocked,
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.Lock(p.Source)
					g.AddTransfer(p.Seat)
				}}}}})

// theaterHand is the Theater's "lock: +1 hand size this turn", at step.
func theaterHand(step vtes.Step) vtes.Ability {
	return vtes.Ability{Step: step,
		Label: "lock: +1 hand size this turn", French: "incliner : +1 en taille de main ce tour-ci",
		Legal: theaterUnlocked,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			g.MarkUsedTurn(p.Source) // theaterHandSize, until the end of the turn
		}}
}

// theaterUnlocked: the Theater is unlocked, in its Methuselah's own turn.
func theaterUnlocked(g *vtes.Game, p *vtes.Play) bool {
	return !p.Source.Locked && g.Active == p.Seat
}

// theaterHandSize: the Theater was locked for hand size this turn (its
// Card.UsedTurn mark).
func theaterHandSize(c *vtes.Card) bool { return c.UsedTurn }
