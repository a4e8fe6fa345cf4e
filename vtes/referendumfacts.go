package vtes

// What cards read of the referendum being held (§5.3).

// EdgeBurned reports whether a Methuselah burned the Edge for a vote in
// this referendum: "Tyler gets +1 vote after a Methuselah burns the Edge
// for a vote".
func (r *Referendum) EdgeBurned() bool { return r != nil && r.edgeUsed }

// HasCast reports whether vampire v has cast its votes and ballot in this
// referendum, or was made to abstain (Game.Abstain): it casts no more.
func (r *Referendum) HasCast(v *Card) bool { return r != nil && cardIDIn(v.ID, r.cast) }
