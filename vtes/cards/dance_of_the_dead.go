package cards

import (
	"kindred/engine"
	"kindred/vtes"
)

// Dance of the Dead: requires the Path of Death and the Soul; unique; a
// +1 stealth action to put it in play with 4 counters. Once each combat
// its Methuselah can burn 1 counter to give a wraith or zombie ally of
// theirs in the combat 1 optional maneuver or press for the combat,
// offered before range is determined (§6.3, §6.6); with no counter left
// it is burned.
var _ = register(&vtes.CardDef{ID: 102314, Name: "Dance of the Dead", Types: vtes.Action,
	Unique: true, Requires: vtes.Requirement{Path: vtes.PathDeathAndTheSoul},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
		Label: "put in play with 4 counters", French: "mettre en jeu avec 4 marqueurs",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			g.SetCounters(p.Card, 4)
		}}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBeforeRange,
		Label:  "burn 1 counter: 1 maneuver or press to a wraith or zombie ally",
		French: "brûler 1 marqueur : 1 manœuvre ou 1 poursuite à un allié spectre ou zombie",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			m := ownCombatant(g, p.Seat)
			return p.Source.Counters > 0 && vtes.IsWraithOrZombie(m) &&
				!g.UsedInCombat(p.Source, p.Source.Def.ID)
		},
		Resolve: danceGives}}}})

// The two gifts of Dance of the Dead.
const (
	danceManeuver = "1 optional maneuver"
	dancePress    = "1 optional press"
)

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		danceManeuver: "1 manœuvre optionnelle",
		dancePress:    "1 poursuite optionnelle",
	})
}

// danceGives burns a counter of Dance of the Dead for a maneuver or a
// press of its Methuselah's ally in the combat, and burns the card with
// its last counter.
func danceGives(g *vtes.Game, p *vtes.Play) {
	cs, m := g.Combat(), ownCombatant(g, p.Seat)
	g.CombatOnce(p.Source, p.Source.Def.ID)
	g.AddCounters(p.Source, -1)
	side := cs.Side(m)
	if g.ChooseLabel(p.Seat, danceManeuver, dancePress) == 0 {
		cs.Maneuvers[side]++
	} else {
		cs.Presses[side]++
	}
	if p.Source.Counters <= 0 {
		g.Burn(p.Source)
	}
}
