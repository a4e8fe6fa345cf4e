package rivals

// A vampire's current values: its printed ones, with its Retainers'
// bonuses (spec §4.13, §4.18, §9.3).

// BP returns v's current Blood Potency: printed, plus its Retainers'
// (spec §1.6; a torpid vampire keeps only its printed BP, §4.9).
func (g *Game) BP(v *Card) int { return g.bp(v) }

func (g *Game) bp(v *Card) int {
	n := v.Def.BP
	if v.InPlay() {
		n += int(v.retainerBP) // its Retainers' BP, kept by setHost (eachRetainer)
	}
	return n
}

// Attribute returns v's attribute for an attack type (Physical for
// Ranged, spec §4.7.3), its Retainers' bonuses included.
func (g *Game) Attribute(v *Card, t AttackType) int {
	n := v.Def.Attribute(t)
	if v.InPlay() && v.hosted > 0 {
		g.eachRetainer(v, func(r *Retainer) {
			switch t {
			case Physical, Ranged:
				n += r.Physical
			case Social:
				n += r.Social
			case Mental:
				n += r.Mental
			}
		})
	}
	return n
}

// Level returns v's level in discipline d: its icons and its Retainers'
// (spec §4.13 mode 2).
func (g *Game) Level(v *Card, d Discipline) int {
	n := int(v.Def.Disciplines[d])
	if v.InPlay() && v.hosted > 0 {
		g.eachRetainer(v, func(r *Retainer) {
			if r.Gives && r.Discipline == d {
				n++
			}
		})
	}
	return n
}

// eachRetainer calls f with what each Retainer attached to v gives; f
// moves no card.
func (g *Game) eachRetainer(v *Card, f func(r *Retainer)) {
	for c := range g.attachedTo(v) {
		if t := c.Def.Text; t != nil && t.Retainer != nil {
			f(t.Retainer)
		}
	}
}

// clampBlood brings v's Blood down to its BP when the BP fell
// (CHOICE-BPDROP: the excess goes to the general supply).
func (g *Game) clampBlood(v *Card) {
	if b := g.bp(v); v.Blood > b {
		v.Blood = b
		g.changed(v)
	}
}
