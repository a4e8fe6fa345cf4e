package cards

import "kindred/vtes"

// Magic of the Smith, for 1 blood: a +1 stealth action (+3 superior):
// search your library for an equipment card this vampire could equip,
// its requirements met and its cost paid as normal, equip it, then
// shuffle the library.
var _ = register(&vtes.CardDef{ID: 101143, Name: "Magic of the Smith", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: tha, Stealth: 1,
		Cost: vtes.Cost{Blood: 1}}, equipFromLibrary, equipFromLibrary.WithStealth(3))})

// equipFromLibrary is Magic of the Smith's effect (smith).
var equipFromLibrary = vtes.Effect{Label: "equip from the library", Resolve: smith}

// smith equips the acting vampire with an equipment card of its
// Methuselah's library, chosen among those whose requirements it meets
// and whose cost can be paid, paying it as normal (its cost after the
// modifiers in play, vtes/equipchosen.go); then the library is shuffled.
func smith(g *vtes.Game, p *vtes.Play) {
	v := p.Minion
	var found []*vtes.Card
	for _, id := range g.Methuselah(p.Seat).Library {
		if c := g.Card(id); c.Def.Types.Has(vtes.Equipment) && mayEquip(g, p.Seat, v, c) &&
			g.MayEquipChosen(p.Seat, v, c) {
			found = append(found, c)
		}
	}
	if len(found) > 0 && v.Ready() {
		c := g.Choose(p.Seat, found)
		md := &c.Def.Modes[0]
		g.PayEquipChosen(p.Seat, v, c) // as normal: reductions and counters apply
		// equipped as normal (Flaming Candle marks its one equip a game)
		if md.Resolve != nil {
			ep := &vtes.Play{Seat: p.Seat, Card: c, Mode: md, Minion: v, Seat2: -1,
				Action: g.Action()}
			if md.OnAnnounce != nil {
				md.OnAnnounce(g, ep)
			}
			md.Resolve(g, ep)
		} else {
			enterOn(g, c, v)
		}
	}
	g.Shuffle(p.Seat)
}

// mayEquip: vampire v meets equipment c's requirements (clan, title);
// whether its cost can be paid is MayEquipChosen's.
func mayEquip(g *vtes.Game, seat int, v, c *vtes.Card) bool {
	req := c.Def.Requires
	if req.Clan != "" && v.Def.Clan != req.Clan {
		return false
	}
	if len(req.TitleIn) > 0 && !titleAmong(g.TitleOf(v), req.TitleIn) || req.Title && g.TitleOf(v) == vtes.NoTitle {
		return false
	}
	if len(c.Def.Modes) == 0 {
		return false
	}
	if md := &c.Def.Modes[0]; md.Legal != nil && !md.Legal(g, &vtes.Play{Seat: seat, Card: c,
		Mode: md, Minion: v, Seat2: -1, Action: g.Action()}) {
		return false // the card's own conditions (one Flaming Candle a game)
	}
	return true
}

// titleAmong reports whether t is one of ts.
func titleAmong(t vtes.Title, ts []vtes.Title) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}
