// Package vtescmd holds the V:TES commands of `kindred`: the ones only
// V:TES has (deck check and show, cards search, coverage and precons), contributed
// through games.Commander, and V:TES's own simulation and speed
// measurements (kindred sim vtes, kindred bench vtes), richer than the
// generic ones, through games.Simulator and games.Benchmarker. Package
// vtesgame plugs them in; cmd/kindred names no game.
package vtescmd

import (
	"fmt"

	"kindred/games"
	"kindred/vtes/carddb"
)

// Commands returns the V:TES commands: deck and cards.
func Commands() []games.Command {
	return []games.Command{
		{Name: "deck", Summary: "check and show V:TES deck lists (deck check, deck show)", Run: runDeck},
		{Name: "cards", Summary: "search the V:TES card list (cards search, coverage, precons)", Run: runCards},
	}
}

// loadCards loads the card list from --cards or $KINDRED_CARDS, reporting
// failures on stderr.
func loadCards(e *games.Env, flagValue string) (*carddb.DB, bool) {
	dir, err := carddb.Dir(flagValue)
	if err == nil {
		var db *carddb.DB
		if db, err = carddb.LoadDir(dir); err == nil {
			return db, true
		}
	}
	fmt.Fprintf(e.Stderr, "kindred: %v\n", err)
	return nil, false
}
