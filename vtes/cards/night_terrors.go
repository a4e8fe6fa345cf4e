package cards

import "kindred/vtes"

// Night Terrors, for 1 blood, by a Ravnos: [obf][pre] during a block attempt by a
// minion of its Methuselah, the acting minion's stealth goes down to 0 (a
// -X stealth for the X it had then, [RTR 20030519]; none on a minion
// with no stealth, [LSJ 20021211]; it can still gain stealth after);
// [OBF][PRE] as above, and if this vampire blocks, it can strike: combat
// ends during the first round of the combat the block starts, not of a
// later combat ([LSJ 20010813]), and again after a second block of the
// same action ([LSJ 20010814-2]; OnBlockCombat).
var _ = register(&vtes.CardDef{ID: 102254, Name: "Night Terrors", Types: vtes.Reaction,
	Requires: vtes.Requirement{Clan: "Ravnos"},
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayReaction, Disc: obf, Also: pre,
		Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Legal: blockAttemptBy},
		nightTerrors(false), nightTerrors(true))})

// blockAttemptBy: a minion of the reacting Methuselah attempts to block
// the current action.
func blockAttemptBy(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	return a != nil && g.Combat() == nil && a.Blocker != nil && a.Blocker.Controller == p.Seat
}

// nightTerrors is the effect: the stealth to 0, and at superior the
// first-round strike: combat ends of the vampire if it blocks.
func nightTerrors(superior bool) vtes.Effect {
	e := vtes.Effect{Label: "stealth to 0", French: "discrétion à 0"}
	if superior {
		e.Label, e.French = "stealth to 0, combat ends if this vampire blocks",
			"discrétion à 0, fin du combat si ce vampire bloque"
	}
	e.Resolve = func(g *vtes.Game, p *vtes.Play) {
		a := g.Action()
		a.Stealth = min(a.Stealth, 0)
		if !superior {
			return
		}
		v := p.Minion
		g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
			g.GiveFirstRoundStrike(cs, v, vtes.Strike{Label: "combat ends", CombatEnds: true})
		})
	}
	return e
}
