package cards

import "kindred/vtes"

// Harass: a Ⓓ action to enter combat with a vampire with 3 blood or less
// or with a locked minion; the acting minion gets 1 optional press, only
// usable to continue combat, during that combat (vtes/continuepress.go).
// A target no longer fit as the action resolves (more than 3 blood and
// unlocked) makes it fizzle: successful, with no effect ([LSJ 20070411]).
var _ = register(&vtes.CardDef{ID: 100886, Name: "Harass", Types: vtes.Action,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetMinion, EntersCombat: true,
		Label:  "enter combat with a weak vampire or a locked minion",
		French: "entrer en combat contre un vampire faible ou un serviteur incliné",
		Legal:  func(g *vtes.Game, p *vtes.Play) bool { return harassable(p.Target) },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if !harassable(p.Target) || !p.Target.Ready() || !p.Minion.Ready() {
				return
			}
			actor := p.Minion
			g.FightWith(actor, p.Target, func(cs *vtes.CombatState) {
				cs.GainContinuePresses(actor, 1)
			})
		}}}})

// harassable: a vampire with 3 blood or less, or a locked minion.
func harassable(t *vtes.Card) bool {
	return t != nil && t.IsMinion() && (t.Locked || t.IsVampire() && t.Blood <= 3)
}
