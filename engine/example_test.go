package engine_test

import (
	"bytes"
	"fmt"
	"strings"

	"kindred/bot"
	"kindred/engine"
	"kindred/engine/enginetest"
)

// A game between three random bots, recorded, saved, loaded and undone.
func Example() {
	header := enginetest.Header(3, 2026)
	table, err := engine.NewTable(enginetest.New, header)
	if err != nil {
		fmt.Println(err)
		return
	}
	var file bytes.Buffer // an append-only file in a server
	if err := table.Record(&file); err != nil {
		fmt.Println(err)
		return
	}
	players := []engine.Player{bot.NewRandom(1), bot.NewRandom(2), bot.NewRandom(3)}
	if err := engine.Run(table, players, engine.RunOptions{}); err != nil {
		fmt.Println(err)
		return
	}
	result := table.Game().Result()
	fmt.Println(result.Reason.Render(engine.English))
	fmt.Println(result.Reason.Render(engine.French))
	fmt.Println("scores", result.Scores, "winners", result.Winners)

	// The file starts with the header, then one line per choice.
	lines := strings.SplitAfter(file.String(), "\n")
	fmt.Print(strings.Join(lines[:10], ""))

	// Loading the file replays every choice and checks every hash.
	log, err := engine.ReadLog(&file)
	if err != nil {
		fmt.Println(err)
		return
	}
	loaded, err := engine.Resume(enginetest.New, log)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("same game:", loaded.Game().Hash() == table.Game().Hash())

	// Undo all but the first two choices.
	if err := loaded.Rewind(2); err != nil {
		fmt.Println(err)
		return
	}
	d := loaded.Game().Pending()
	fmt.Printf("seat %d decides %s: %s\n", d.Seat, d.Kind, d.Prompt.Render(engine.French))
	fmt.Println("first option:", d.Label(0))
	// Output:
	// The deck is empty and every seat passed
	// La pioche est vide et tous les sièges ont passé
	// scores [17 30 46] winners [2]
	// kindred-log 1
	// game hoard
	// version "1"
	// seed 2026
	// seat 0 "player0"
	// seat 1 "player1"
	// seat 2 "player2"
	// choices
	// 0 hoard.turn 5 0525e6e7381b5dde
	// 1 hoard.turn 0 07b7d06da9f4bdd0
	// same game: true
	// seat 2 decides hoard.turn: Siège 2, à vous de jouer
	// first option: Play c22 (value 8)
}
