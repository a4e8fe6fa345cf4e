package cards

import "kindred/vtes"

// Hunting the Quarry, Path of Caine, [cel] or [tha] (group G00086), one
// each combat for a vampire, only while both combatants are ready and
// combat would end (groups G00142, G00145; [ANK 20191219]: not after that
// moment): [cel] the card goes on the opposing minion, still controlled
// by its player, whose vampires can burn it to enter combat with that
// minion as a +1 stealth Ⓓ action (burned as the action is announced);
// [CEL] instead, the vampire burns 1 blood and a new round starts.
var _ = register(&vtes.CardDef{ID: 102329, Name: "Hunting the Quarry", Types: vtes.Combat,
	Requires: vtes.Requirement{Path: vtes.PathCaine},
	Modes: vtes.EitherDisc([]vtes.Disc{cel, tha}, func(d vtes.Disc) []vtes.Mode {
		return []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: d, Level: inf, Step: vtes.StepEndOfRound,
				Legal: vtes.All(vtes.CombatWouldEnd, oneEachCombat),
				Label: "put on the opposing minion", French: "mettre sur le serviteur adverse",
				Resolve: quarryOn},
			{Kind: vtes.PlayCombat, Disc: d, Level: sup, Step: vtes.StepEndOfRound,
				Legal: vtes.All(vtes.CombatWouldEnd, oneEachCombat, func(_ *vtes.Game, p *vtes.Play) bool {
					return p.Minion.Blood >= 1
				}),
				Label: "burn 1 blood: a new round", French: "brûler 1 sang : un nouveau round",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.CombatOnce(p.Minion, p.Card.Def.ID)
					g.LoseBlood(p.Minion, 1)
					g.StartNewRound()
				}},
		}
	}),
	Static: vtes.Static{AnyController: true, Actions: []vtes.Mode{{Kind: vtes.PlayAction,
		Stealth: 1, Directed: true, Target: vtes.TargetMinion, EntersCombat: true,
		Label:  "burn: enter combat with the hunted minion",
		French: "brûler : entrer en combat avec le serviteur traqué",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Minion.IsVampire() && p.Minion.Controller == p.Card.Controller &&
				g.Host(p.Card) == p.Target && readyTarget(g, p)
		},
		OnAnnounce: func(g *vtes.Game, p *vtes.Play) { g.Burn(p.Card) },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if p.Target.Ready() {
				g.Fight(p.Minion, p.Target)
			}
		}}}}})

// quarryOn puts the card on the minion opposing the vampire, under its
// player's control.
func quarryOn(g *vtes.Game, p *vtes.Play) {
	g.CombatOnce(p.Minion, p.Card.Def.ID)
	cs := g.Combat()
	opp := cs.Minion[1-cs.Side(p.Minion)]
	enterOn(g, p.Card, opp)
	p.Card.Controller = p.Seat // "you still control this card"
	g.Changed(p.Card)
}
