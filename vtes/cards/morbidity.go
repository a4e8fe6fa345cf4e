package cards

import "kindred/vtes"

// Morbidity, Path of Death and the Soul, [obl] or [tha] (group G00086):
// before range is determined, in combat with a vampire, once each round
// for each vampire: put it in play and move up to 2 blood from the
// opposing vampire to it; after the combat ends, that blood goes back to
// the opposing vampire and the card is burned (§6.2). [OBL]/[THA] as
// above, and combat cards cost the opposing vampire +1 blood this combat
// (combatterror.go).
var _ = register(&vtes.CardDef{ID: 102332, Name: "Morbidity", Types: vtes.Combat,
	Requires: vtes.Requirement{Path: vtes.PathDeathAndTheSoul},
	Modes: vtes.EitherDisc([]vtes.Disc{vtes.Oblivion, tha}, func(d vtes.Disc) []vtes.Mode {
		return vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: d,
			Step: vtes.StepBeforeRange, Legal: morbidityLegal},
			vtes.Effect{Label: "hold up to 2 blood of the opposing vampire",
				French:  "retenir jusqu'à 2 sang du vampire adverse",
				Resolve: morbidity(0)},
			vtes.Effect{Label: "hold up to 2 blood; its combat cards cost +1 blood",
				French:  "retenir jusqu'à 2 sang ; ses cartes de combat coûtent +1 sang",
				Resolve: morbidity(1)})
	})})

// morbidityKey marks a vampire's Morbidity of the round.
const morbidityKey = 102332

// morbidityLegal: range not yet determined, the opposing minion a
// vampire, and no Morbidity played by this vampire this round.
func morbidityLegal(g *vtes.Game, p *vtes.Play) bool {
	cs := g.Combat()
	return vtes.RangeOpen(g, p) && vtes.InCombat(g, p) && cs.Opponent(p.Minion).IsVampire() &&
		!g.UsedInCombat(p.Minion, g.RoundKey(morbidityKey))
}

// morbidity puts the card in play with the blood it takes, surcharges the
// opposing vampire's combat cards by surcharge, and gives the blood back
// after the combat.
func morbidity(surcharge int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.CombatOnce(p.Minion, g.RoundKey(morbidityKey))
		opp, card := g.Combat().Opponent(p.Minion), p.Card
		vtes.PutInPlay(g, p)
		if most := min(2, opp.Blood); most > 0 {
			g.AddBlood(card, g.LoseBlood(opp, g.ChooseAmount(p.Seat, 0, most)))
		}
		if surcharge > 0 {
			g.SurchargeCombatCards(opp, surcharge)
		}
		g.AfterThisCombat(func(g *vtes.Game) {
			if card.Zone != vtes.ZoneInPlay {
				return
			}
			if opp.Zone == vtes.ZoneReady || opp.Zone == vtes.ZoneTorpor {
				g.AddBlood(opp, card.Blood)
			}
			g.LoseBlood(card, card.Blood)
			g.Burn(card)
		})
	}
}
