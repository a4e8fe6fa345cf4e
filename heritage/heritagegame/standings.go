package heritagegame

import (
	"kindred/engine"
	"kindred/games"
	"kindred/heritage/rules"
)

var _ games.Standings = Game{}

var (
	msgGameOver = engine.NewMsg("heritage.standings.game-over", "Game over after {0} rounds: player {1} wins.", "Partie terminée après {0} tours : le joueur {1} gagne.")
	msgScoreVP  = engine.NewMsg("heritage.standings.vp", "{0} VP, place {1}, {2}", "{0} PV, place {1}, {2}")
	msgMissions = engine.NewMsg("heritage.standings.missions", "{0} missions", "{0} missions")
	msgMission1 = engine.NewMsg("heritage.standings.mission", "1 mission", "1 mission")
	msgMission0 = engine.NewMsg("heritage.standings.no-mission", "no mission", "aucune mission")
	msgNoWinner = engine.NewMsg("heritage.standings.no-winner", "Every game has a winner: most VP, then fewest missions, then the Primogen (§4.4).", "Toute partie a un vainqueur : le plus de PV, puis le moins de missions, puis le Primogène (§4.4).")
)

// SeatName names a seat by its clan.
func (Game) SeatName(g engine.Game, seat int) string {
	hg := g.(*rules.Game)
	clan := hg.Players[seat].Clan
	for _, c := range hg.Pack.Clans {
		if c.ID == clan {
			return c.Name
		}
	}
	return clan
}

// GameOver says after how many rounds the game ended and who won.
func (Game) GameOver(g engine.Game, lang engine.Lang) string {
	hg := g.(*rules.Game)
	w := 0
	if len(hg.Ranking) > 0 {
		w = hg.Ranking[0] + 1
	}
	return msgGameOver.With(engine.Int(hg.Rounds), engine.Int(w)).Render(lang)
}

// Score gives a seat's VP, place and missions claimed.
func (Game) Score(g engine.Game, seat int, lang engine.Lang) string {
	hg := g.(*rules.Game)
	place := 0
	for i, s := range hg.Ranking {
		if s == seat {
			place = i + 1
		}
	}
	pl := hg.Players[seat]
	missions := msgMissions.With(engine.Int(len(pl.Missions)))
	switch len(pl.Missions) {
	case 0:
		missions = msgMission0.Text()
	case 1:
		missions = msgMission1.Text()
	}
	return msgScoreVP.With(engine.Int(pl.VP), engine.Int(place), engine.Str(missions.Render(lang))).Render(lang)
}

// NoWinner: a Heritage game always has one (the Primogen breaks every
// tie).
func (Game) NoWinner(_ engine.Game, lang engine.Lang) string { return msgNoWinner.Text().Render(lang) }
