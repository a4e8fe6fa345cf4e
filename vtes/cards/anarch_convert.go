package cards

import (
	"kindred/engine"
	"kindred/vtes"
)

// Anarch Convert (Anarch Caitiff, capacity 1): as he enters play, his
// Methuselah may remove him from the game to make a non-titled vampire
// they control Anarch (one already Anarch too, [PIB 20121031]) and
// either gain 1 pool or draw 1 card from their crypt; before he could
// enter a contest ([LSJ 20080526] [RTR 20180303] [ANK 20211214];
// asentering.go).
var _ = register(with(vampire(200076, "Anarch Convert", 1, "Caitiff", -1, "",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{AsEntering: func(g *vtes.Game, v *vtes.Card) {
		seat := v.Controller
		target := g.ChooseOrNone(seat, untitledOwnVampires(g, seat))
		if target == nil {
			return
		}
		g.RemoveAsEntering(v)
		g.MakeAnarch(target)
		if g.ChooseLabel(seat, convertPool, convertCrypt) == 0 {
			g.GainPool(seat, 1)
		} else {
			g.DrawFromCrypt(seat)
		}
	}}))

// The choices of Anarch Convert.
const (
	convertPool  = "gain 1 pool"
	convertCrypt = "draw 1 card from your crypt"
)

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		convertPool:  "gagner 1 point de réserve",
		convertCrypt: "piocher 1 carte de votre crypte",
	})
}
