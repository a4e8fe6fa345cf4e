package vtes

// Cards played with either of several Disciplines ("[ani] or [pot]": the
// Sabbat V5 path cards; ruling group G00086: played, the card requires the
// Discipline used). A minion with more than one of them sees the card's
// play once per level, not once per Discipline (playsOnce).

// EitherDisc writes the modes of a card playable with any of ds: the
// modes modes gives for each Discipline, in ds's order.
func EitherDisc(ds []Disc, modes func(d Disc) []Mode) []Mode {
	var out []Mode
	for _, d := range ds {
		out = append(out, modes(d)...)
	}
	return out
}

// twin reports whether mode j of d is the same play as mode mi, for
// another Discipline of the card's "or": same kind, level, step and label.
func twin(d *CardDef, j, mi int) bool {
	md, o := &d.Modes[mi], &d.Modes[j]
	return o.Disc != md.Disc && o.Kind == md.Kind && o.Level == md.Level && o.Step == md.Step &&
		o.Label == md.Label
}

// playsOnce reports whether mode mi of card c is the first of its twins
// minion mn may play: the options list one play per level, whichever
// Discipline of the "or" pays for it. (No allocation: asked for every
// card of every hand in every window.)
func (g *Game) playsOnce(seat int, c *Card, mi int, mn *Card) bool {
	for j := range mi {
		if twin(c.Def, j, mi) && g.playable(seat, c, j, mn) {
			return false
		}
	}
	return true
}

// actsOnce is playsOnce for an action card's modes (minion.go), whose
// test is its requirements and cost.
func (g *Game) actsOnce(seat int, c *Card, mi int, mn *Card) bool {
	for j := range mi {
		if twin(c.Def, j, mi) && g.meets(seat, mn, c, &c.Def.Modes[j]) {
			return false
		}
	}
	return true
}
