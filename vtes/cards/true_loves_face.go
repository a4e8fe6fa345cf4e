package cards

import (
	"kindred/engine"
	"kindred/vtes"
)

// True Love's Face, requiring Obfuscate and Presence: [obf][pre] +1
// bleed (limited), only during a bleed; [OBF][PRE] only while a minion
// attempts to block: that attempt fails and the minion cannot attempt to
// block this action again, unless the blocking minion's Methuselah burns
// 1 pool to cancel the card as it is played (§14 C5: no effect, and it
// counts as played). The Methuselah is asked as the card resolves, the
// same moment for a card with no cost.
var _ = register(&vtes.CardDef{ID: 102041, Name: "True Love's Face", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: obf, Also: pre, Level: inf}.Does(vtes.MoreBleed(1)),
		{Kind: vtes.PlayModifier, Disc: obf, Also: pre, Level: sup, Step: vtes.StepBlockAttempt,
			Label:  "the block attempt fails",
			French: "la tentative de blocage échoue",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return a != nil && a.Blocker != nil
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				a := g.Action()
				b := a.Blocker
				if g.Methuselah(b.Controller).Pool > 0 &&
					g.ChooseLabel(b.Controller, faceCancel, faceLet) == 0 {
					g.BurnPool(b.Controller, 1)
					return
				}
				g.FailAttempt()
				a.CannotBlock = append(a.CannotBlock, func(m *vtes.Card) bool { return m == b })
			}},
	}})

// The choices of the blocking minion's Methuselah against True Love's
// Face.
const (
	faceCancel = "burn 1 pool to cancel True Love's Face"
	faceLet    = "let True Love's Face take effect"
)

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		faceCancel: "brûler 1 point de réserve pour annuler True Love's Face",
		faceLet:    "laisser True Love's Face prendre effet",
	})
}
