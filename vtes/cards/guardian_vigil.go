package cards

import "kindred/vtes"

// Guardian Vigil: requires an Anarch; the Anarch attempts to block, as
// its Methuselah decides whether to block (§4.3; group G00124: not a
// minion the action bars from blocking, and only for a Methuselah who
// may block it), played with one or more of its Disciplines, each adding
// its clause (group G00086): [aus] +1 intercept, even if not yet needed;
// [cel] 1 optional maneuver in the resulting combat if it blocks
// ([LSJ 20010813]: that combat only); [for] it does not lock for the
// block (§14 C29: unlocked again as the combat begins). One mode per
// combination of Disciplines.
var _ = register(guardianVigil())

// guardianVigil builds Guardian Vigil: one mode for each non-empty
// combination of [aus], [cel] and [for] (group G00086: the card requires
// the Disciplines used), named in Disc, Also and Extra.
func guardianVigil() *vtes.CardDef {
	d := &vtes.CardDef{ID: 100868, Name: "Guardian Vigil", Types: vtes.Reaction,
		Requires: vtes.Requirement{Anarch: true}}
	d.Modes = discCombos([]vtes.Disc{aus, cel, frt},
		[]string{"+1 intercept", "a maneuver if blocking", "no lock for the block"},
		[]string{"+1 interception", "une manœuvre s'il bloque", "ne s'incline pas pour le blocage"},
		func(set int, en, fr string) vtes.Mode {
			return vtes.Mode{Kind: vtes.PlayReaction, Level: inf,
				Step: vtes.StepBlockDecision, Legal: mayBlockIfUnlocked,
				Label: "attempt to block: " + en, French: "tenter de bloquer : " + fr,
				Resolve: vigil(set&1 != 0, set&2 != 0, set&4 != 0)}
		})
	return d
}

// vigil is the Resolve of a Guardian Vigil played with the Disciplines
// said: the Anarch gets the clauses, then attempts to block.
func vigil(intercept, maneuver, noLock bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		a, m := g.Action(), p.Minion
		if a == nil {
			return
		}
		if intercept {
			a.ExtraIntercept = append(a.ExtraIntercept, vtes.Bonus{Minion: m, N: 1})
		}
		if maneuver {
			a.ManeuverOnBlock = append(a.ManeuverOnBlock, m)
		}
		if noLock {
			g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
				if cs.Side(m) == 1 && m.Ready() {
					g.Unlock(m)
				}
			})
		}
		vtes.AttemptBlock(g, p)
	}
}
