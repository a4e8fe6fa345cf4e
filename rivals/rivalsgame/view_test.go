package rivalsgame_test

import (
	"encoding/json"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/rivals"
	"kindred/rivals/rivalsgame"
)

// TestTableShowsTheAttack plays seeded bot games until an attack has a
// face-down card not yet revealed (spec §4.7.4), then checks the table,
// the browser's (ViewJSON) and the terminal's (AppendText) in English and
// French: the card's player sees it named, every other seat and the
// spectator see a hidden card, and the attack names its attacker.
func TestTableShowsTheAttack(t *testing.T) {
	type played struct {
		Seat int
		Card struct {
			Hidden bool
			Name   string
		}
	}
	type table struct {
		Players []struct {
			Prestige int
			Haven    string
			Agenda   string
		}
		Fight *struct {
			Kind     string
			Seat     int
			Attacker *struct{ Name string }
			Revealed bool
			Played   []played
		}
	}
	found := 0
	for seed := uint64(1); seed <= 40 && found < 3; seed++ {
		g, err := rivalsgame.New(header(t, seed, 4))
		if err != nil {
			t.Fatal(err)
		}
		ps := players(t, seed, 4, rivalsgame.BotHeuristic)
		for d := g.Pending(); d != nil; d = g.Pending() {
			j, err := game.ViewJSON(g, engine.Spectator, engine.English)
			if err != nil {
				t.Fatal(err)
			}
			var spect table
			if err := json.Unmarshal(j, &spect); err != nil {
				t.Fatal(err)
			}
			if f := spect.Fight; f != nil && f.Kind == "attack" && !f.Revealed && len(f.Played) > 0 {
				found++
				owner := f.Played[0].Seat
				for _, seat := range []int{0, 1, 2, 3, engine.Spectator} {
					j, _ := game.ViewJSON(g, seat, engine.English)
					var v table
					if err := json.Unmarshal(j, &v); err != nil {
						t.Fatal(err)
					}
					c := v.Fight.Played[0].Card
					if mine := seat == owner; c.Hidden == mine || (c.Name != "") != mine {
						t.Errorf("seed %d, seat %d: the face-down card of seat %d is %+v", seed, seat, owner, c)
					}
					if v.Fight.Attacker == nil || v.Fight.Attacker.Name == "" || len(v.Players) != 4 || v.Players[0].Haven == "" || v.Players[0].Agenda == "" {
						t.Errorf("seed %d, seat %d: the table %s", seed, seat, j)
					}
					// The French page names the attacker as the French
					// rulebook does (spec §0.3).
					jfr, _ := game.ViewJSON(g, seat, engine.French)
					var vfr table
					if err := json.Unmarshal(jfr, &vfr); err != nil {
						t.Fatal(err)
					}
					if fr := string(rivals.AppendName(nil, v.Fight.Attacker.Name, engine.French)); vfr.Fight.Attacker.Name != fr {
						t.Errorf("seed %d, seat %d: the French attacker %q, want %q", seed, seat, vfr.Fight.Attacker.Name, fr)
					}
					for _, c := range []struct {
						lang  engine.Lang
						words []string
					}{
						{engine.English, []string{"Attack in progress: " + v.Fight.Attacker.Name, "Prestige", "/13 Agenda points", "Haven "}},
						{engine.French, []string{"Attaque en cours : " + vfr.Fight.Attacker.Name, "Prestige", "/13 points de Cabale", "Refuge "}},
					} {
						text := string(g.View(seat).AppendText(nil, c.lang))
						for _, w := range c.words {
							if !strings.Contains(text, w) {
								t.Errorf("seed %d, seat %d: %q not in the %v table:\n%s", seed, seat, w, c.lang, text)
							}
						}
						if hidden := strings.Contains(text, map[engine.Lang]string{engine.English: "played a face-down card", engine.French: "a joué une carte face cachée"}[c.lang]); hidden == (seat == owner) {
							t.Errorf("seed %d, seat %d (the card's: %d): a face-down card drawn %v:\n%s", seed, seat, owner, hidden, text)
						}
					}
				}
				break
			}
			o, err := ps[d.Seat].Choose(g.View(d.Seat), d)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(o); err != nil {
				t.Fatal(err)
			}
		}
		g.Close()
	}
	if found < 3 {
		t.Fatalf("only %d attacks with a face-down card in 40 games", found)
	}
}

// TestTableShowsTheScheme plays seeded bot games until a Scheme has
// commitments (spec §4.15), then checks that every seat sees the same
// committed sides and visible Influence, in the JSON and the text.
func TestTableShowsTheScheme(t *testing.T) {
	type fight struct {
		Fight *struct {
			Kind    string
			Scheme  *struct{ Name string }
			Commits []struct {
				Seat      int
				Side      string
				Influence int
			}
		}
	}
	found := 0
	for seed := uint64(1); seed <= 300 && found < 2; seed++ {
		g, err := rivalsgame.New(header(t, seed, 4))
		if err != nil {
			t.Fatal(err)
		}
		ps := players(t, seed, 4, rivalsgame.BotHeuristic)
		for d := g.Pending(); d != nil; d = g.Pending() {
			j, _ := game.ViewJSON(g, engine.Spectator, engine.English)
			var spect fight
			if err := json.Unmarshal(j, &spect); err != nil {
				t.Fatal(err)
			}
			if f := spect.Fight; f != nil && f.Kind == "scheme" && len(f.Commits) > 0 {
				found++
				c := f.Commits[0]
				want := map[string]string{"yes": "YES, ", "no": "NO, ", "abstain": " abstains."}[c.Side]
				if want == "" || f.Scheme == nil || f.Scheme.Name == "" {
					t.Fatalf("seed %d: the Scheme %s", seed, j)
				}
				for _, seat := range []int{0, 1, 2, 3, engine.Spectator} {
					j2, _ := game.ViewJSON(g, seat, engine.English)
					var v fight
					if err := json.Unmarshal(j2, &v); err != nil {
						t.Fatal(err)
					}
					if len(v.Fight.Commits) != len(f.Commits) || v.Fight.Commits[0] != c {
						t.Errorf("seed %d, seat %d: commits %+v, the spectator's %+v", seed, seat, v.Fight.Commits, f.Commits)
					}
					text := string(g.View(seat).AppendText(nil, engine.English))
					if !strings.Contains(text, "Scheme in progress: "+f.Scheme.Name) || !strings.Contains(text, want) {
						t.Errorf("seed %d, seat %d: %q not in the table:\n%s", seed, seat, want, text)
					}
				}
				break
			}
			o, err := ps[d.Seat].Choose(g.View(d.Seat), d)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(o); err != nil {
				t.Fatal(err)
			}
		}
		g.Close()
	}
	if found < 2 {
		t.Fatalf("only %d Schemes with commitments in 300 games", found)
	}
}
