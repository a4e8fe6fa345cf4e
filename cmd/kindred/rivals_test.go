package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// Rivals is registered: played at the terminal in English and French (a
// person's answers, then a bot at the end of the input), saved and
// replayed with every hash, simulated, and its cards command found both
// ways round.
func TestRivals(t *testing.T) {
	save := filepath.Join(t.TempDir(), "rivals.log")
	for _, c := range []struct {
		lang  string
		words []string
	}{
		{"en", []string{"Player 1: Core: Brujah (you)", "Player 1 (you): ", "/13 Agenda points", "Haven House of Pain",
			"The City: ", "  In the Streets: ", "Your hand: ", "— your decision —", "Game over", "Winner: "}},
		{"fr", []string{"Joueur 1 : Core: Brujah (vous)", "Joueur 1 (vous) : ", "/13 points de Cabale", "Refuge House of Pain",
			"La Cité : ", "  Dans la Rue : ", "Votre main : ", "— à vous de décider —", "Partie terminée", "Vainqueur : "}},
	} {
		code, out, errOut := kindredIn(t, "1\n1\n1\n1\n", "play", "rivals", "--seed", "7", "--lang", c.lang, "--save", save)
		if code != 0 {
			t.Fatalf("play --lang %s: exit %d\n%s\n%s", c.lang, code, errOut, tailOf(out))
		}
		for _, w := range c.words {
			if !strings.Contains(out, w) {
				t.Errorf("play --lang %s: %q not in the output:\n%s", c.lang, w, tailOf(out))
			}
		}
	}
	if code, out, errOut := kindred(t, "replay", save); code != 0 || !strings.Contains(out, "every state hash matches") {
		t.Errorf("replay: exit %d\n%s\n%s", code, errOut, tailOf(out))
	}
	if code, out, errOut := kindred(t, "sim", "rivals", "--games", "4", "--seats", "3", "--out", t.TempDir()); code != 0 || !strings.Contains(out, "rivals-core-brujah") {
		t.Errorf("sim: exit %d\n%s\n%s", code, errOut, out)
	}
	for _, args := range [][]string{{"cards", "rivals", "coverage"}, {"cards", "coverage", "rivals"}} {
		code, out, errOut := kindred(t, args...)
		if code != 0 || !strings.HasPrefix(out, "Core ") || !strings.Contains(out, "/  141 implemented") || !strings.Contains(out, "vampires 36/36") {
			t.Errorf("%v: exit %d\n%s\n%s", args, code, errOut, out)
		}
	}
}

// A Rivals deck list of one's own is read without any card files (the
// cards' facts are in code) and played.
func TestRivalsUserDeck(t *testing.T) {
	t.Setenv("KINDRED_CARDS", "")
	list := "Name: Night Court\n1 Hydra\n1 Brother\n1 Skunk\n1 Sweetums\n1 Beretta\n1 The Cossack\n1 Flick\n"
	for _, c := range []string{"Throat Rip", "Baseball Bat", ".38 Special", "Molotov Cocktail", "Drive-By", "Sucker Punch",
		"Terrorize", "Humiliate", "Fleetness", "Slap in the Face", "Free Money", "Mercy", "Herald"} {
		list += "3 " + c + "\n"
	}
	deck := writeFile(t, "court.txt", list+"1 Primogen\nHaven: House of Pain\nAgenda: Turf War\n")
	code, out, errOut := kindredIn(t, "", "play", "rivals", "--seats", "2", "--decks", deck+",rivals-core-ventrue", "--seed", "3")
	if code != 0 || !strings.Contains(out, "Player 1: Night Court (you)") || !strings.Contains(out, "Game over") {
		t.Errorf("exit %d\n%s\n%s", code, errOut, tailOf(out))
	}
	bad := writeFile(t, "bad.txt", "1 Hydra\n1 Nobody Known\n")
	if code, _, errOut := kindredIn(t, "", "play", "rivals", "--decks", bad); code != 2 || !strings.Contains(errOut, "Nobody Known") {
		t.Errorf("a bad deck: exit %d %s", code, errOut)
	}
}
