package rules

import (
	"fmt"

	"kindred/ancientblood/pack"
	"kindred/engine"
)

// Builder builds a position for scenario tests: an encounter of a pack
// laid out, hunters and figures placed where a test says, the clock set,
// and die faces scripted.
type Builder struct {
	g   *Game
	err error
}

// NewPosition lays out encounter enc of p for hunters (ids), with no
// figure placed, every room explored and the hunters outside.
func NewPosition(p *pack.Pack, enc string, hunters ...string) *Builder {
	b := &Builder{}
	st := pack.Story{ID: "scenario", Name: "scenario", StartEntry: 0}
	opt := DefaultOptions("scenario")
	g := &Game{P: p, Opt: opt, rng: engine.NewRand(1), labels: true, story: &st}
	for seat, id := range hunters {
		h := p.HunterByID(id)
		if h == nil {
			b.err = fmt.Errorf("no hunter %q", id)
			return b
		}
		side := h.Sides["human"]
		g.Hunters = append(g.Hunters, &Hunter{Def: h, Side: &side, Class: p.ClassByID(h.Class), Seat: seat, Zone: -1, Cover: -1, Loc: -1, Compulsion: -1, TaskTarget: -1})
	}
	g.views = make([]View, len(g.Hunters))
	for i := range g.views {
		g.views[i] = View{g: g, seat: i}
	}
	g.buildItemDeck()
	def := p.EncounterByID(enc)
	if def == nil {
		b.err = fmt.Errorf("no encounter %q", enc)
		return b
	}
	g.startEncounter(def)
	if g.Enc == nil {
		b.err = fmt.Errorf("encounter %q does not lay out", enc)
		return b
	}
	g.Enc.Figures = nil
	g.Enc.Covers = nil
	g.Enc.EntryAsk, g.Enc.SlotAsk = nil, 0
	for r := range g.Enc.Unexplored {
		g.Enc.Unexplored[r] = false
	}
	b.g = g
	return b
}

func (b *Builder) zone(id string) int {
	if b.err != nil {
		return -1
	}
	z, ok := b.g.Enc.B.ZoneIndex(id)
	if !ok {
		b.err = fmt.Errorf("no zone %q", id)
		return -1
	}
	return z
}

// Options sets the rules options.
func (b *Builder) Options(o Options) *Builder {
	if b.err == nil {
		b.g.Opt = o
	}
	return b
}

// Round sets the clock.
func (b *Builder) Round(n int) *Builder {
	if b.err == nil {
		b.g.Enc.Round = n
	}
	return b
}

// Hunter puts hunter i in zone id with wounds and vials.
func (b *Builder) Hunter(i int, zone string, wounds, vials int) *Builder {
	z := b.zone(zone)
	if b.err == nil {
		h := b.g.Hunters[i]
		h.Zone, h.Wounds, h.Vials = z, wounds, vials
	}
	return b
}

// Figure places a figure of enemy (or Ancient) who in zone.
func (b *Builder) Figure(who, zone string, asleep bool) *Builder {
	z := b.zone(zone)
	if b.err != nil {
		return b
	}
	f := &Figure{ID: who + "-" + itoa(len(b.g.Enc.Figures)+1), Zone: z, Asleep: asleep}
	if a := b.g.P.AncientByID(who); a != nil {
		f.Ancient = a
		f.Cards = b.g.drawAncientCards(a, nil)
	} else if f.Enemy = b.g.P.EnemyByID(who); f.Enemy == nil {
		b.err = fmt.Errorf("no enemy %q", who)
		return b
	}
	b.g.Enc.Figures = append(b.g.Enc.Figures, f)
	return b
}

// Unexplored puts an Unexplored token back in the room of zone.
func (b *Builder) Unexplored(zone string) *Builder {
	z := b.zone(zone)
	if b.err == nil {
		b.g.Enc.Unexplored[b.g.Enc.B.Zones[z].Room] = true
	}
	return b
}

// Sunlit makes the room of zone sunlit (an open window, §6.5).
func (b *Builder) Sunlit(zone string) *Builder {
	z := b.zone(zone)
	if b.err == nil {
		b.g.Enc.Sunlit[b.g.Enc.B.Zones[z].Room] = true
	}
	return b
}

// Terror stacks the Terror deck: the cards named, the first on top.
func (b *Builder) Terror(ids ...string) *Builder {
	if b.err != nil {
		return b
	}
	e := b.g.Enc
	var top []int
	for _, id := range ids {
		found := false
		for i, t := range b.g.P.Terror {
			if t.ID == id {
				top = append(top, i)
				found = true
			}
		}
		if !found {
			b.err = fmt.Errorf("no terror card %q", id)
			return b
		}
	}
	var rest []int
	for _, c := range e.Terror {
		keep := true
		for _, t := range top {
			if c == t {
				keep = false
			}
		}
		if keep {
			rest = append(rest, c)
		}
	}
	for i := len(top) - 1; i >= 0; i-- {
		rest = append(rest, top[i])
	}
	e.Terror = rest
	return b
}

// Dice scripts the next die faces rolled (indices 0–5 into the pack's
// faces; for a d6, the value minus one).
func (b *Builder) Dice(faces ...int) *Builder {
	if b.err == nil {
		b.g.scripted = append(b.g.scripted, faces...)
	}
	return b
}

// Game returns the position, with no decision pending; an error if a
// step failed.
func (b *Builder) Game() (*Game, error) { return b.g, b.err }

// Turn starts hunter i's turn (by Night, the enemies activate first)
// and returns the position.
func (b *Builder) Turn(i int) (*Game, error) {
	if b.err != nil {
		return nil, b.err
	}
	b.g.startTurn(i)
	return b.g, nil
}

// Scripted returns the scripted faces not yet rolled.
func (g *Game) Scripted() []int { return g.scripted }

// Give gives hunter i the cards named: item ids, or scroll ids (turned
// to their weapon side, loaded when ranged).
func (b *Builder) Give(i int, ids ...string) *Builder {
	if b.err != nil {
		return b
	}
	h := b.g.Hunters[i]
	for _, id := range ids {
		found := false
		for k, it := range b.g.P.Items {
			if it.ID == id {
				h.Inventory = append(h.Inventory, Card{Item: k, Scroll: -1})
				found = true
			}
		}
		for k, s := range b.g.P.Scrolls {
			if s.ID == id {
				c := Card{Item: -1, Scroll: k, Weapon: true}
				if a := s.Weapon.Ammo; a != nil {
					for range a.Capacity {
						if x, ok := b.g.drawItem(a.Type); ok {
							c.Ammo = append(c.Ammo, x)
						}
					}
				}
				h.Inventory = append(h.Inventory, c)
				found = true
			}
		}
		if !found {
			b.err = fmt.Errorf("no item or scroll %q", id)
		}
	}
	return b
}

// Cover puts a cover token of type typ in zone.
func (b *Builder) Cover(typ, zone string) *Builder {
	z := b.zone(zone)
	if b.err == nil {
		b.g.Enc.Covers = append(b.g.Enc.Covers, Cover{Type: typ, Zone: z, HP: b.g.coverStats(typ).HP})
	}
	return b
}

// Skills gives hunter i the skill cards named, laid out in that order.
func (b *Builder) Skills(i int, ids ...string) *Builder {
	if b.err != nil {
		return b
	}
	h := b.g.Hunters[i]
	for _, id := range ids {
		found := false
		for k, s := range b.g.P.Skills {
			if s.ID == id {
				h.Skills = append(h.Skills, k)
				found = true
			}
		}
		if !found {
			b.err = fmt.Errorf("no skill %q", id)
		}
	}
	return b
}
