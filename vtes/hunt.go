package vtes

import "kindred/engine"

// The hunt amount (rules/vtes.md §14 C20; [RB] 4-detailed-turn-sequence
// "Hunt"): every vampire hunts for 1 blood, raised or lowered by "+X
// hunt" effects (Static.Hunt: The Hungry Coyote). A hunt that would gain
// 0 blood or less gains none, though the action itself succeeded. Blood
// beyond capacity is lost as any gain is (§1.6).

var msgHuntsFor = engine.NewMsg("vtes.hunts-for", "{0} hunts: +{1} blood.", "{0} chasse : +{1} sang.")

// HuntAmount is the blood vampire v gains from a successful hunt a: 1
// and the Static.Hunt bonuses that apply to it, 0 at least.
func (g *Game) HuntAmount(v *Card, a *ActionState) int {
	if g.diseases && v.Diseased() {
		return 0 // disease.go
	}
	return max(0, 1+g.sumBonusOf(bonusHunt, v, func(c *Card) int { return c.Def.Static.Hunt(g, c, v, a) }))
}

// resolveHunt gives the hunter its hunt amount (§3.5.2, §14 C20).
func (g *Game) resolveHunt(a *ActionState) {
	n := g.HuntAmount(a.Actor, a)
	if n == 1 {
		g.note(msgHunts.With(cardArg(a.Actor))) // the usual line, kept as it was
	} else {
		g.note(msgHuntsFor.With(cardArg(a.Actor), intArg(n)))
	}
	if n > 0 {
		old := g.bloodBecause(causeHunt, a.Actor) // bloodledger.go
		g.addBlood(a.Actor, n)
		g.restoreCause(old)
	}
}
