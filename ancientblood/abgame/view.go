package abgame

import (
	"slices"

	"kindred/ancientblood/board"
	"kindred/ancientblood/pack"
	"kindred/ancientblood/rules"
	"kindred/engine"
)

// mapJSON is the board's drawing, in layout grid units: the tiles'
// outlines, their walls, the door slots (open doors are passages, closed
// ones walls), the window slots and the zones' outlines when the pack
// gives them. It is read from the pack's tiles as the rules lay them out
// (rules/ancientblood.md §13.16): nothing in it is hidden.
type mapJSON struct {
	Width    float64       `json:"w"`
	Height   float64       `json:"h"`
	Tiles    []tileJSON    `json:"tiles"`
	Walls    []segJSON     `json:"walls"`
	Doors    []doorJSON    `json:"doors,omitempty"`
	Outlines []outlineJSON `json:"outlines,omitempty"`
}

type tileJSON struct {
	Code string  `json:"code"`
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
	W    float64 `json:"w"`
	H    float64 `json:"h"`
}

type segJSON [4]float64

type doorJSON struct {
	ID   string  `json:"id"`
	Seg  segJSON `json:"seg"`
	Open bool    `json:"open"`
}

type outlineJSON struct {
	Zone   string       `json:"zone"`
	Points [][2]float64 `json:"points"`
}

func seg(s board.Segment, at board.Point) segJSON {
	return segJSON{s[0].X + at.X, s[0].Y + at.Y, s[1].X + at.X, s[1].Y + at.Y}
}

// boardMap draws encounter e's tiles from the pack.
func boardMap(p *pack.Pack, e *rules.Encounter) *mapJSON {
	m := &mapJSON{}
	for _, tp := range e.Def.Tiles {
		i := slices.IndexFunc(p.Tiles, func(t pack.Tile) bool { return t.Code == tp.Code })
		if i < 0 {
			continue // the loader refuses such a pack; nothing to draw
		}
		t := p.Tiles[i]
		m.Tiles = append(m.Tiles, tileJSON{Code: t.Code, X: tp.At.X, Y: tp.At.Y, W: t.Size.W, H: t.Size.H})
		m.Width = max(m.Width, tp.At.X+t.Size.W)
		m.Height = max(m.Height, tp.At.Y+t.Size.H)
		for _, w := range t.Walls {
			m.Walls = append(m.Walls, seg(w, tp.At))
		}
		for _, b := range t.Borders {
			if b.Kind == board.DoorSlot && b.Segment != nil {
				id := t.Code + ":" + b.ID
				m.Doors = append(m.Doors, doorJSON{ID: id, Seg: seg(*b.Segment, tp.At), Open: slices.Contains(e.Doors, id)})
			}
		}
		for _, z := range t.Zones {
			if len(z.Outline) == 0 {
				continue
			}
			o := outlineJSON{Zone: t.Code + ":" + z.ID}
			for _, pt := range z.Outline {
				o.Points = append(o.Points, [2]float64{pt.X + tp.At.X, pt.Y + tp.At.Y})
			}
			m.Outlines = append(m.Outlines, o)
		}
	}
	for _, j := range e.Def.Joins {
		if j.Kind == board.DoorSlot && j.Segment != nil {
			m.Doors = append(m.Doors, doorJSON{ID: j.ID, Seg: seg(*j.Segment, board.Point{}), Open: slices.Contains(e.Doors, j.ID)})
		}
	}
	return m
}

// activationKeys start a part of the log that is not the enemies'
// activation: a hunter's turn, a round, the next activation.
var activationEnd = map[string]bool{
	"ancientblood.turn": true, "ancientblood.round": true, "ancientblood.activation": true,
	"ancientblood.village-turn": true,
}

// maxSteps bounds the steps of an activation shown.
const maxSteps = 40

// lastActivation returns the log lines of the enemies' last activation
// (rules/ancientblood.md §8.3), in lang: its heading, then each step the
// enemy AI took, as the rules wrote them in the log. Nothing hidden is in
// the log.
func lastActivation(rg *rules.Game, lang engine.Lang) []string {
	start := -1
	for i := len(rg.Events) - 1; i >= 0; i-- {
		if rg.Events[i].Text.Msg.Key() == "ancientblood.activation" {
			start = i
			break
		}
	}
	if start < 0 {
		return nil
	}
	out := []string{rg.Events[start].Text.Render(lang)}
	for _, ev := range rg.Events[start+1:] {
		if activationEnd[ev.Text.Msg.Key()] || len(out) > maxSteps {
			break
		}
		out = append(out, ev.Text.Render(lang))
	}
	return out
}

// skillNames names hunter h's skills in their layout order.
func skillNames(rg *rules.Game, h *rules.Hunter) []string {
	var out []string
	for _, k := range h.Skills {
		if k >= 0 && k < len(rg.P.Skills) {
			out = append(out, rg.P.Skills[k].Name)
		}
	}
	return out
}
