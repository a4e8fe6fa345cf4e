package rules

import "kindred/engine"

// ancientBehaviour plays the `behaviour` of the Ancient's cards still
// face up for phase (§8.9: "some cards describe special behaviours that
// trigger during the attack or defense phase"; §13.11): the cards of
// slots 1–2 each time the Ancient attacks, those of slots 3–4 each time
// it defends, before its dice are rolled, in slot order. The effect
// concerns h, the hunter attacked or attacking. Played inside the
// attack, it cannot wait: its questions are answered as other effects
// reached there (docs/RULES-STATUS-ANCIENTBLOOD.md, "Who decides").
func (g *Game) ancientBehaviour(f *Figure, h *Hunter, phase string) {
	if f.Ancient == nil {
		return
	}
	for _, c := range f.Cards {
		if c.Flipped || len(c.Def.Behaviour) == 0 || (c.Slot <= 2) != (phase == "attack") {
			continue
		}
		g.log(msgBehaviour.With(engine.Str(c.Def.Name)))
		g.apply(c.Def.Behaviour, h)
	}
}
