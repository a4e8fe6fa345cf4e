package server

import (
	"kindred/engine"
	"kindred/games"
)

// seatNameIn is how seat (from 0), stored with name, is named to a
// reader of lang: a seat nobody named was stored with the game's seat
// noun in English ("Player 2", lobby.go seatName), which a French page
// shows in French ("Joueur 2"); a name someone chose stays as it is.
func seatNameIn(gm games.Game, seat int, name string, lang engine.Lang) string {
	if lang != engine.English && name == seatNoun(gm, seat) {
		return seatNounIn(gm, seat, lang)
	}
	return name
}

// localizeSeats names the unnamed seats of the lobby's summaries in lang
// (seatNameIn).
func (s *Server) localizeSeats(list []summary, lang engine.Lang) {
	for i := range list {
		gm, ok := s.cfg.Games.Lookup(list[i].Game)
		if !ok {
			continue
		}
		seats := make([]seatSummary, len(list[i].Seats))
		for j, st := range list[i].Seats {
			st.Name = seatNameIn(gm, st.Seat, st.Name, lang)
			seats[j] = st
		}
		list[i].Seats = seats
	}
}
