package cards

import (
	"kindred/engine"
	"kindred/vtes"
)

// Cold War: a titled Sabbat vampire's referendum; choose a Methuselah or a
// location, or both when the acting vampire is a cardinal or regent; if it
// passes, the chosen Methuselah burns 3 pool and the chosen location is
// burned. With no location in play, the choice is a Methuselah.
var _ = register(political(102312, "Cold War",
	vtes.Requirement{Title: true, Sects: []vtes.Sect{vtes.Sabbat}}, coldWarTerms))

// The choices of Cold War's terms.
const (
	coldWarSeat     = "a Methuselah burns 3 pool"
	coldWarLocation = "a location is burned"
	coldWarBoth     = "both"
)

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		coldWarSeat:     "un Mathusalem brûle 3 réserves",
		coldWarLocation: "un lieu est brûlé",
		coldWarBoth:     "les deux",
	})
}

// coldWarTerms chooses the Methuselah, the location or both, and returns
// the terms.
func coldWarTerms(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
	locs := locationsInPlay(g)
	pick := coldWarSeat
	if len(locs) > 0 {
		can := []string{coldWarSeat, coldWarLocation}
		if t := g.TitleOf(p.Minion); t == vtes.Cardinal || t == vtes.Regent {
			can = append(can, coldWarBoth)
		}
		pick = can[g.ChooseLabel(p.Seat, can...)]
	}
	seat, loc := -1, (*vtes.Card)(nil)
	if pick != coldWarLocation {
		seat = g.ChooseSeat(p.Seat, g.Living())
		if r := g.Referendum(); r != nil {
			r.PoolStakes = make([]int, g.Seats())
			r.PoolStakes[seat] = 3
		}
	}
	if pick != coldWarSeat {
		loc = g.Choose(p.Seat, locs)
	}
	return func(g *vtes.Game) {
		if seat >= 0 {
			g.BurnPool(seat, 3)
		}
		if loc != nil && loc.Zone == vtes.ZoneInPlay {
			g.Burn(loc)
		}
	}
}
