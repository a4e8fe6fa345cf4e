package cards

import "kindred/vtes"

// Fiendish Tongue: a Sabbat vampire's Ⓓ bleed at +1 bleed, during which
// Anarchs get -1 intercept (§4.3); if the vampire is Tzimisce and the
// bleed is successful, it can burn 1 blood during its Methuselah's next
// discard phase to unlock (discardunlock.go).
var _ = register(&vtes.CardDef{ID: 100726, Name: "Fiendish Tongue", Types: vtes.Action,
	Requires: vtes.Requirement{Sects: []vtes.Sect{vtes.Sabbat}},
	Modes: []vtes.Mode{vtes.Mode{Kind: vtes.PlayAction, Directed: true,
		Target: vtes.TargetPrey, OnAnnounce: fiendishTongue}.Does(vtes.BleedAt(1))}})

// fiendishTongue sets the bleed's clauses as it is announced: Anarchs
// attempting to block it get -1 intercept, and a Tzimisce bleeding
// successfully may unlock in the discard phase.
func fiendishTongue(g *vtes.Game, p *vtes.Play) {
	a := g.Action()
	if a == nil {
		return
	}
	a.OnAttempt = append(a.OnAttempt, func(g *vtes.Game, b *vtes.Card) {
		if isAnarch(g, b) {
			g.Action().Intercept--
		}
	})
	if v := p.Minion; v.Def.Clan == "Tzimisce" {
		a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
			if vtes.BleedSuccessful(a) {
				g.UnlockAtDiscard(v)
			}
		})
	}
}
