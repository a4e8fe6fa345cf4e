package vtesgame

import (
	"strconv"

	"kindred/engine"
	"kindred/games"
	"kindred/vtes"
)

var _ games.Standings = (*Game)(nil)

var (
	msgGameOver = engine.NewMsg("vtes.standings.game-over", "Game over after {0} turns: {1}", "Partie terminée après {0} tours : {1}")
	msgVP       = engine.NewMsg("vtes.standings.vp", "{0} VP", "{0} PV")
	msgOustedOn = engine.NewMsg("vtes.standings.ousted-on", ", ousted on turn {0}", ", évincé au tour {0}")
	msgOustedBy = engine.NewMsg("vtes.standings.ousted-by", ", ousted on turn {0}, VP to {1}", ", évincé au tour {0}, PV pour {1}")
	msgByCause  = engine.NewMsg("vtes.standings.cause", " ({0})", " ({0})")
	msgNoWinner = engine.NewMsg("vtes.standings.no-winner", "No game winner (a win needs 2 VP and more than anyone else).", "Pas de vainqueur (il faut 2 PV et plus que tous les autres).")
)

// SeatName names a Methuselah by its deck.
func (*Game) SeatName(g engine.Game, seat int) string { return g.(*vtes.Game).Methuselah(seat).Name }

// GameOver says after how many turns the game ended, and why.
func (*Game) GameOver(g engine.Game, lang engine.Lang) string {
	vg := g.(*vtes.Game)
	return msgGameOver.With(engine.Int(vg.Turn), engine.Str(vg.Result().Reason.Render(lang))).Render(lang)
}

// Score gives a Methuselah's victory points and, when ousted, the turn,
// the predator who gained the victory point for it (§8.1) and the cause.
func (*Game) Score(g engine.Game, seat int, lang engine.Lang) string {
	vg := g.(*vtes.Game)
	s := msgVP.With(engine.Str(strconv.FormatFloat(vg.Result().Scores[seat], 'f', -1, 64))).Render(lang)
	m := vg.Methuselah(seat)
	if !m.Ousted {
		return s
	}
	if by, ok := m.OustedBy(); ok {
		s += msgOustedBy.With(engine.Int(m.OustedAt), vtes.SeatArg(by)).Render(lang)
	} else {
		s += msgOustedOn.With(engine.Int(m.OustedAt)).Render(lang)
	}
	if c := m.OustCause(lang); c != "" {
		s += msgByCause.With(engine.Str(c)).Render(lang)
	}
	return s
}

// NoWinner says what a game win needs (rules/vtes.md: 2 VP and more than
// anyone else).
func (*Game) NoWinner(_ engine.Game, lang engine.Lang) string { return msgNoWinner.Text().Render(lang) }
