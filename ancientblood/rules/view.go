package rules

import (
	"strconv"
	"strings"

	"kindred/engine"
)

// View is what a seat sees: everything but the order of the decks (the
// game is co-operative; nothing else is hidden).
type View struct {
	g    *Game
	seat int
}

// Game returns the game viewed, for the plug-in's JSON view.
func (v *View) Game() *Game { return v.g }

// Seat returns the seat the view belongs to.
func (v *View) Seat() int { return v.seat }

// View returns seat's view.
func (g *Game) View(seat int) engine.View {
	if seat >= 0 && seat < len(g.views) {
		return &g.views[seat]
	}
	return &View{g: g, seat: engine.Spectator}
}

var (
	msgViewStory     = engine.NewMsg("ancientblood.view.story", "Story {0}; chest {1} coins.", "Histoire {0} ; coffre {1} pièces.")
	msgViewClock     = engine.NewMsg("ancientblood.view.clock", "Encounter {0}, round {1} ({2}).", "Rencontre {0}, manche {1} ({2}).")
	msgViewHunter    = engine.NewMsg("ancientblood.view.hunter", "{0}: {1}", "{0} : {1}")
	msgViewFigure    = engine.NewMsg("ancientblood.view.figure", "{0}: {1}", "{0} : {1}")
	msgViewOutside   = engine.NewMsg("ancientblood.view.outside", "outside", "dehors")
	msgViewOut       = engine.NewMsg("ancientblood.view.out", "unconscious", "inconscient")
	msgViewRooms     = engine.NewMsg("ancientblood.view.rooms", "Unexplored rooms: {0}", "Pièces inexplorées : {0}")
	msgViewVillage   = engine.NewMsg("ancientblood.view.village", "Village {0}, round {1}. Buildings (stock, buy/sell):", "Village {0}, manche {1}. Bâtiments (stock, achat/vente) :")
	msgViewHidden    = engine.NewMsg("ancientblood.view.hidden", "unvisited building {0}", "bâtiment non visité {0}")
	msgWordHP        = engine.NewMsg("ancientblood.word.hp", "HP", "PV")
	msgWordVials     = engine.NewMsg("ancientblood.word.vials", "vials", "fioles")
	msgWordUsed      = engine.NewMsg("ancientblood.word.used", "used", "usagées")
	msgWordTrapped   = engine.NewMsg("ancientblood.word.trapped", "trapped", "coincé")
	msgWordCorrupted = engine.NewMsg("ancientblood.word.corrupted", "corrupted", "corrompu")
	msgWordCover     = engine.NewMsg("ancientblood.word.cover", "behind the", "à couvert :")
	msgViewOver      = engine.NewMsg("ancientblood.view.over", "The story is over.", "L'histoire est terminée.")
	msgViewBoard     = engine.NewMsg("ancientblood.view.board", "The board, zone by zone (→ the zones one Move away, sees: line of sight):", "Le plateau, zone par zone (→ les zones à un déplacement, voit : ligne de vue) :")
	msgViewZone      = engine.NewMsg("ancientblood.view.zone", "  {0} ({1}): {2}", "  {0} ({1}) : {2}")
	msgViewDark      = engine.NewMsg("ancientblood.view.unexplored", ", unexplored", ", inexplorée")
	msgViewEmpty     = engine.NewMsg("ancientblood.view.empty", "empty", "vide")
	msgViewSees      = engine.NewMsg("ancientblood.view.sees", "sees", "voit")
	msgViewNone      = engine.NewMsg("ancientblood.view.none", "nothing", "rien")
	msgViewWindow    = engine.NewMsg("ancientblood.view.window", "window {0} ({1})", "fenêtre {0} ({1})")
	msgViewOpen      = engine.NewMsg("ancientblood.view.open", "open", "ouverte")
	msgViewBarred    = engine.NewMsg("ancientblood.view.barred", "barricaded", "barricadée")
	msgViewSep       = engine.NewMsg("ancientblood.view.sep", "; ", " ; ")
	msgViewCorpses   = engine.NewMsg("ancientblood.view.corpses", "{0} corpse tokens", "{0} jetons cadavre")
)

// appendBoard writes the board zone by zone, for a person who cannot see
// the tiles: who and what stands in each zone, where one Move leads
// (§5.1) and which zones it has line of sight to (§6.2, computed from the
// tiles' walls and doors, spec §11.4).
func (g *Game) appendBoard(dst []byte, l engine.Lang) []byte {
	e := g.Enc
	dst = append(msgViewBoard.Text().Append(dst, l), '\n')
	short := func(z int) string {
		id := e.B.Zones[z].ID
		if i := strings.LastIndexByte(id, ':'); i >= 0 {
			return id[i+1:]
		}
		return id
	}
	for z, zi := range e.B.Zones {
		var what []string
		for _, h := range g.Hunters {
			if h.Zone == z && !h.Unconscious {
				what = append(what, h.Def.Name)
			}
		}
		for _, f := range e.Figures {
			if !f.Dead && f.Zone == z {
				what = append(what, g.figName(f))
			}
		}
		for _, c := range e.Covers {
			if c.HP > 0 && c.Zone == z {
				what = append(what, c.Type+" ("+strconv.Itoa(c.HP)+")")
			}
		}
		for i, w := range e.B.Windows {
			if w.Zone == z {
				state := msgViewBarred
				if e.WindowOpen[i] {
					state = msgViewOpen
				}
				what = append(what, msgViewWindow.With(engine.Str(w.ID), engine.Sub(state)).Render(l))
			}
		}
		if z < len(e.Corpses) && e.Corpses[z] > 0 {
			what = append(what, msgViewCorpses.With(engine.Int(e.Corpses[z])).Render(l))
		}
		if len(what) == 0 {
			what = append(what, msgViewEmpty.Text().Render(l))
		}
		var moves, sees []string
		for _, n := range e.B.Neighbours(z) {
			moves = append(moves, short(n))
		}
		for y := range e.B.Zones {
			if y != z && e.B.LoS(z, y) {
				sees = append(sees, short(y))
			}
		}
		if len(sees) == 0 {
			sees = append(sees, msgViewNone.Text().Render(l))
		}
		room := e.B.Rooms[zi.Room].ID
		dark := ""
		if e.Unexplored[zi.Room] {
			dark = msgViewDark.Text().Render(l)
		}
		sep := msgViewSep.Text().Render(l)
		s := strings.Join(what, ", ") + sep + "→ " + strings.Join(moves, ", ") + sep + msgViewSees.Text().Render(l) + " " + strings.Join(sees, ", ")
		dst = append(msgViewZone.With(engine.Str(zi.ID), engine.Str(room[strings.LastIndexByte(room, ':')+1:]+dark), engine.Str(s)).Append(dst, l), '\n')
	}
	return dst
}

// AppendText describes the table for people: the story, the clock, the
// hunters and the figures, zone by zone.
func (v *View) AppendText(dst []byte, l engine.Lang) []byte {
	g := v.g
	line := func(t engine.Text) { dst = append(t.Append(dst, l), '\n') }
	line(msgViewStory.With(engine.Str(g.story.Name), engine.Int(g.Chest)))
	if g.phase == phaseOver {
		line(msgViewOver.Text())
	}
	e := g.Enc
	if e != nil {
		line(msgViewClock.With(engine.Str(e.Def.ID), engine.Int(e.Round), engine.Sub(dayNight(e.Night()))))
	}
	for _, h := range g.Hunters {
		var where string
		switch {
		case h.Unconscious:
			where = msgViewOut.Text().Render(l)
		case g.Vil != nil && h.Loc >= 0:
			where = g.locName(h.Loc)
		case e == nil || h.Zone < 0:
			where = msgViewOutside.Text().Render(l)
		default:
			where = e.B.Zones[h.Zone].ID
		}
		s := where + ", " + strconv.Itoa(h.HP()) + "/" + strconv.Itoa(h.Side.HP) + " " + msgWordHP.Text().Render(l) +
			", " + strconv.Itoa(h.Vials) + " " + msgWordVials.Text().Render(l)
		if h.UsedVials > 0 {
			s += " (+" + strconv.Itoa(h.UsedVials) + " " + msgWordUsed.Text().Render(l) + ")"
		}
		if h.Trapped {
			s += ", " + msgWordTrapped.Text().Render(l)
		}
		if h.Corrupted {
			s += ", " + msgWordCorrupted.Text().Render(l)
		}
		if h.Cover >= 0 && e != nil {
			s += ", " + msgWordCover.Text().Render(l) + " " + e.Covers[h.Cover].Type
		}
		for _, c := range h.Inventory {
			s += ", " + g.cardName(c)
			if len(c.Ammo) > 0 {
				s += " (" + strconv.Itoa(len(c.Ammo)) + " loaded)"
			}
		}
		line(msgViewHunter.With(engine.Str(h.Def.Name), engine.Str(s)))
	}
	if v := g.Vil; v != nil {
		line(msgViewVillage.With(engine.Str(v.Def.ID), engine.Int(v.Round)))
		for i, loc := range v.Locs {
			name := msgViewHidden.With(engine.Int(i + 1)).Render(l)
			if loc.Revealed {
				name = g.locName(i)
				for k, s := range loc.Def.Stock {
					name += ", " + strconv.Itoa(loc.Stock[k]) + " " + s.Good + " " + strconv.Itoa(s.Buy) + "/" + strconv.Itoa(s.Sell)
				}
			}
			line(msgViewFigure.With(engine.Int(i+1), engine.Str(name)))
		}
	}
	if e == nil {
		return dst
	}
	for _, f := range e.Figures {
		if f.Dead {
			continue
		}
		st := g.stats(f)
		s := e.B.Zones[f.Zone].ID + ", "
		if f.Ancient != nil {
			for i, c := range f.Cards {
				if i > 0 {
					s += " "
				}
				s += "[" + c.Def.Name + " " + strconv.Itoa(c.Def.HP-c.Damage) + "/" + strconv.Itoa(c.Def.HP)
				if c.Flipped {
					s += " flipped"
				}
				s += "]"
			}
		} else {
			s += strconv.Itoa(st.HP-f.Wounds) + "/" + strconv.Itoa(st.HP) + " " + msgWordHP.Text().Render(l) + ", " + sleepWord(f.Asleep).Text().Render(l)
		}
		line(msgViewFigure.With(engine.Str(g.figName(f)), engine.Str(s)))
	}
	var rooms string
	for r, u := range e.Unexplored {
		if u {
			if rooms != "" {
				rooms += ", "
			}
			rooms += e.B.Rooms[r].ID
		}
	}
	if rooms != "" {
		line(msgViewRooms.With(engine.Str(rooms)))
	}
	return g.appendBoard(dst, l)
}
