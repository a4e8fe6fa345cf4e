package abgame_test

import (
	"encoding/json"
	"strings"
	"testing"

	"kindred/ancientblood/abgame"
	"kindred/ancientblood/rules"
	"kindred/engine"
)

// untilBoard plays the demonstration story with hunter bots until the
// nest's board (two tiles, a door between them) is out with an enemy on it
// and the enemies have activated.
func untilBoard(t *testing.T) *rules.Game {
	t.Helper()
	g := abgame.Game{}
	h, err := g.NewHeader(7, nil, []string{"brann", "sable", "mireille", "hector"})
	if err != nil {
		t.Fatal(err)
	}
	eg, err := g.NewGame(h)
	if err != nil {
		t.Fatal(err)
	}
	rg := eg.(*rules.Game)
	b := abgame.HunterBot{}
	for n := 0; eg.Pending() != nil; n++ {
		if rg.Enc != nil && len(rg.Enc.Def.Tiles) == 2 && len(rg.Enc.Figures) > 0 && strings.Contains(string(rg.View(0).AppendText(nil, engine.English)), "Unexplored rooms") {
			for _, ev := range rg.Events {
				if ev.Text.Msg.Key() == "ancientblood.activation" {
					return rg
				}
			}
		}
		if n > 50000 {
			t.Fatal("no nest")
		}
		d := eg.Pending()
		o, err := b.Choose(eg.View(d.Seat), d)
		if err != nil {
			t.Fatal(err)
		}
		if err := eg.Apply(o); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the story ended before the nest")
	return nil
}

// TestBoardText: the terminal's view gives the board zone by zone, with
// where one Move leads and the line of sight, in both languages.
func TestBoardText(t *testing.T) {
	rg := untilBoard(t)
	for _, tc := range []struct {
		lang  engine.Lang
		heads []string
	}{
		{engine.English, []string{"The board, zone by zone (→ the zones one Move away, sees: line of sight):", "  hp-1a:a (nave", "; sees ", "  hp-2a:h (ossuary"}},
		{engine.French, []string{"Le plateau, zone par zone", "  hp-1a:a (nave", " ; voit ", "fenêtre hp-2a:window"}},
	} {
		text := string(rg.View(0).AppendText(nil, tc.lang))
		for _, w := range tc.heads {
			if !strings.Contains(text, w) {
				t.Errorf("%v view lacks %q:\n%s", tc.lang, w, text)
			}
		}
		// Every zone has its line, and each line says where a Move leads.
		if n := strings.Count(text, "→ "); n != len(rg.Enc.B.Zones)+1 { // and the heading's
			t.Errorf("%d zone lines for %d zones:\n%s", n, len(rg.Enc.B.Zones), text)
		}
	}
}

// TestViewJSONBoard: the browser's view draws the board from the tiles
// (walls, the door between the two tiles, the window) and tells the
// enemies' last activation step by step in the viewer's language.
func TestViewJSONBoard(t *testing.T) {
	rg := untilBoard(t)
	for _, tc := range []struct {
		lang  engine.Lang
		first string
	}{{engine.English, "The enemies activate against "}, {engine.French, "Les ennemis s'activent contre "}} {
		raw, err := abgame.Game{}.ViewJSON(rg, 0, tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		var v struct {
			Title      string
			Activation []string
			Hunters    []struct{ Skills []string }
			Encounter  struct {
				Windows []struct{ Seg [4]float64 }
				Zones   []struct {
					ID         string
					Next, Sees []string
				}
				Map struct {
					W, H  float64
					Tiles []struct{ Code string }
					Walls [][4]float64
					Doors []struct {
						ID   string
						Open bool
					}
				}
			}
		}
		if err := json.Unmarshal(raw, &v); err != nil {
			t.Fatal(err)
		}
		m := v.Encounter.Map
		if v.Title != "The Hollow Parish" || m.W != 16 || m.H != 4 || len(m.Tiles) != 2 || len(m.Walls) == 0 || len(v.Encounter.Windows) != 1 || v.Encounter.Windows[0].Seg == [4]float64{} {
			t.Errorf("%v: the map: %s", tc.lang, raw)
		}
		joined := false
		for _, d := range m.Doors {
			joined = joined || d.ID == "chapel-crypt"
		}
		if !joined {
			t.Errorf("%v: no door between the tiles: %+v", tc.lang, m.Doors)
		}
		// Each zone's moves and line of sight are the board's.
		b := rg.Enc.B
		for i, z := range v.Encounter.Zones {
			var next, sees []string
			for _, n := range b.Neighbours(i) {
				next = append(next, b.Zones[n].ID)
			}
			for y := range b.Zones {
				if y != i && b.LoS(i, y) {
					sees = append(sees, b.Zones[y].ID)
				}
			}
			if z.ID != b.Zones[i].ID || strings.Join(z.Next, ",") != strings.Join(next, ",") || strings.Join(z.Sees, ",") != strings.Join(sees, ",") || len(z.Next) == 0 {
				t.Errorf("%v: zone %+v, want next %v, sees %v", tc.lang, z, next, sees)
			}
		}
		if len(v.Activation) < 2 || !strings.HasPrefix(v.Activation[0], tc.first) {
			t.Errorf("%v: the activation %q", tc.lang, v.Activation)
		}
		if len(v.Hunters) != 4 || len(v.Hunters[0].Skills) == 0 {
			t.Errorf("%v: hunters %+v", tc.lang, v.Hunters)
		}
	}
}
