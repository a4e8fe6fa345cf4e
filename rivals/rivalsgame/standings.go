package rivalsgame

import (
	"kindred/engine"
	"kindred/games"
	"kindred/rivals"
)

var _ games.Standings = Game{}

var (
	msgGameOver   = engine.NewMsg("rivals.game-over", "Game over after {0} turns. {1}", "Partie terminée après {0} tours. {1}")
	msgAP         = engine.NewMsg("rivals.score", "{0} Agenda points", "{0} points de Cabale")
	msgEliminated = engine.NewMsg("rivals.score-eliminated", "{0} Agenda points, eliminated", "{0} points de Cabale, éliminé")
	msgNoWinner   = engine.NewMsg("rivals.no-winner", "No winner: a draw (spec §5.3).", "Pas de vainqueur : égalité (règles §5.3).")
)

// SeatName names the deck seat plays: a built-in deck's title, or a
// user's deck's name.
func (g Game) SeatName(eg engine.Game, seat int) string {
	name := eg.(*rivals.Game).Players[seat].Deck
	for _, c := range g.Contents() {
		if c.Name == name {
			return c.Title
		}
	}
	return name
}

// GameOver says after how many turns the game ended, then why, in a
// sentence of its own (the winner has the standings' line).
func (Game) GameOver(eg engine.Game, lang engine.Lang) string {
	rg := eg.(*rivals.Game)
	return msgGameOver.With(engine.Int(rg.Turn), engine.Str(rg.Result().Reason.Render(lang))).Render(lang)
}

// Score gives a player's Agenda points, and whether they were
// eliminated.
func (Game) Score(eg engine.Game, seat int, lang engine.Lang) string {
	p := eg.(*rivals.Game).Players[seat]
	if p.Eliminated {
		return msgEliminated.With(engine.Int(p.AP)).Render(lang)
	}
	return msgAP.With(engine.Int(p.AP)).Render(lang)
}

// NoWinner says the game ended in a draw.
func (Game) NoWinner(_ engine.Game, lang engine.Lang) string { return msgNoWinner.Text().Render(lang) }
