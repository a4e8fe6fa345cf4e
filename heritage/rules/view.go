package rules

import (
	"strconv"

	"kindred/engine"
)

// View is what one seat may see (§10.3 hidden information): the whole
// table, every Lineage and board, its own hand; never another hand, the
// order of a draw pile or of the character deck.
type View struct {
	g    *Game
	seat int
}

// View returns seat's view; any other number gets the public view.
func (g *Game) View(seat int) engine.View {
	if seat >= 0 && seat < len(g.Players) {
		return &g.views[seat]
	}
	return &g.views[len(g.Players)]
}

// Seat returns the seat, or engine.Spectator.
func (v *View) Seat() int { return v.seat }

// Game returns the game for the public parts; a caller reads hands only
// through Hand.
func (v *View) Game() *Game { return v.g }

// Hand returns the seat's own intrigues, or nil for a spectator.
func (v *View) Hand() []int {
	if v.seat < 0 || v.seat >= len(v.g.Players) {
		return nil
	}
	return append([]int(nil), v.g.Players[v.seat].Hand...)
}

// AppendText describes the table for people.
func (v *View) AppendText(dst []byte, lang engine.Lang) []byte {
	g := v.g
	dst = msgViewRound.With(engine.Int(g.Round), engine.Int(g.Rounds), engine.Int(g.First+1)).Append(dst, lang)
	dst = append(dst, '\n')
	dst = msgViewAnte.Text().Append(dst, lang)
	for _, c := range g.Ante {
		if c >= 0 {
			dst = append(dst, ' ')
			dst = append(dst, g.CardName(c)...)
			dst = append(dst, ';')
		}
	}
	dst = append(dst, '\n')
	for s := range g.Players {
		pl := &g.Players[s]
		dst = msgViewPlayer.With(engine.Int(s+1), engine.Str(pl.Clan)).Append(dst, lang)
		for _, id := range pl.Lineage {
			x := &g.Vamps[id]
			dst = append(dst, "\n  "...)
			dst = append(dst, g.Name(id)...)
			dst = append(dst, " P"...)
			dst = strconv.AppendInt(dst, int64(x.Power), 10)
			dst = append(dst, " F"...)
			dst = strconv.AppendInt(dst, int64(x.Favors), 10)
			dst = append(dst, " I"...)
			dst = strconv.AppendInt(dst, int64(x.Infamy), 10)
			if x.Exhaust {
				dst = append(dst, ' ')
				dst = msgViewExhausted.Text().Append(dst, lang)
			}
			if x.Torpor {
				dst = append(dst, ' ')
				dst = msgViewTorpor.Text().Append(dst, lang)
			}
		}
		dst = append(dst, "\n  "...)
		if s == v.seat {
			dst = msgViewHand.Text().Append(dst, lang)
			for _, i := range pl.Hand {
				dst = append(dst, ' ')
				dst = append(dst, g.Intr[i].Name...)
				dst = append(dst, ';')
			}
		} else {
			dst = msgViewHandSize.With(engine.Int(len(pl.Hand))).Append(dst, lang)
		}
		dst = append(dst, '\n')
	}
	return dst
}
