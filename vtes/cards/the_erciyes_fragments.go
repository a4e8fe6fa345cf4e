package cards

import "kindred/vtes"

// The Erciyes Fragments: unique master card put in play. Lock it to move
// a library card of the prey's ash heap onto it, face down (every
// Methuselah sees which card is taken, [ANK 20200523]); one card on it at
// a time. Its Methuselah plays that card as if from the hand,
// requirements and cost as normal, in any window its type allows; the
// card is removed from the game when burned (heldcards.go,
// outofgame.go). Vampires with a capacity above 4 may steal the
// Fragments, and the card on it, as a Ⓓ action (seize.go). The lock is
// offered in its Methuselah's master phase, between its actions, and
// after blocks in any action; never as a card is played, so it cannot
// fetch a card to cancel that one ([RTR 20040501]).
var _ = register(&vtes.CardDef{ID: 100656, Name: "The Erciyes Fragments", Types: vtes.Master,
	Unique: true,
	Modes:  []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Stealable: true,
		WhoMay: func(g *vtes.Game, c, actor *vtes.Card) bool {
			return actor.IsVampire() && g.Capacity(actor) > 4
		},
		Holds:         func(g *vtes.Game, c, m *vtes.Card) []*vtes.Card { return g.Held(c) },
		HoldsFaceDown: true, HeldOutOfGame: true,
		Abilities: []vtes.Ability{fragmentsTake(vtes.StepMaster),
			fragmentsTake(vtes.StepMinionPhase), fragmentsTake(vtes.StepAfterBlocks)}}})

// fragmentsTake is the Fragments' ability at step: lock it to move a
// library card of the prey's ash heap onto it.
func fragmentsTake(step vtes.Step) vtes.Ability {
	return vtes.Ability{Step: step,
		Label:  "lock: take a card from your prey's ash heap",
		French: "incliner : prendre une carte de la pile de cendres de votre proie",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return !p.Source.Locked && len(g.Held(p.Source)) == 0 &&
				len(libraryCards(g.AshHeap(g.Prey(p.Seat)))) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			g.HoldFromAsh(g.Choose(p.Seat, libraryCards(g.AshHeap(g.Prey(p.Seat)))), p.Source)
		}}
}

// libraryCards lists the library cards among cs (The Erciyes Fragments).
func libraryCards(cs []*vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, c := range cs {
		if !c.Def.IsCrypt() {
			out = append(out, c)
		}
	}
	return out
}
