package vtes

// The Disciplines a minion used to play cards during an action (Dabbler:
// "after an action during which this vampire used 3 or more Disciplines
// to play cards"). A card played with a Discipline uses it (§1.5.4); a
// card needing several at once uses each (Mode.Also, Mode.Extra; group
// G00086). Cards played and then canceled still count (Dabbler [ANK
// 20220411]): the use is recorded as the card is played.

// recordDiscs notes the Disciplines minion m uses to play mode md during
// action a.
func (a *ActionState) recordDiscs(m *Card, md *Mode) {
	if m == nil {
		return
	}
	for _, d := range [...]Disc{md.Disc, md.Also, md.Extra} {
		if d != NoDisc {
			a.DiscsUsed = append(a.DiscsUsed, [2]int{int(m.ID), int(d)})
		}
	}
}

// DisciplinesUsed counts the different Disciplines minion m used to play
// cards during action a: the action card it performs with, then the
// action modifiers, reactions and combat cards it played.
func (a *ActionState) DisciplinesUsed(m *Card) int {
	if a == nil || m == nil {
		return 0
	}
	var seen [2]uint64
	n := 0
	mark := func(d Disc) {
		if d == NoDisc || seen[d/64]&(1<<(d%64)) != 0 {
			return
		}
		seen[d/64] |= 1 << (d % 64)
		n++
	}
	if a.Actor == m && a.Play != nil && a.Play.Mode != nil && (a.Kind == ActCard || a.Kind == ActPolitical) {
		md := a.Play.Mode
		mark(md.Disc)
		mark(md.Also)
		mark(md.Extra)
	}
	for _, u := range a.DiscsUsed {
		if u[0] == int(m.ID) {
			mark(Disc(u[1]))
		}
	}
	return n
}

// UsedDiscipline reports whether minion m played a card requiring
// Discipline d during action a, as DisciplinesUsed counts them ("a
// vampire who has played a card that requires Auspex during this action":
// Ossian).
func (a *ActionState) UsedDiscipline(m *Card, d Disc) bool {
	if a == nil || m == nil {
		return false
	}
	if a.Actor == m && a.Play != nil && a.Play.Mode != nil && (a.Kind == ActCard || a.Kind == ActPolitical) {
		if md := a.Play.Mode; md.Disc == d || md.Also == d || md.Extra == d {
			return true
		}
	}
	for _, u := range a.DiscsUsed {
		if u[0] == int(m.ID) && Disc(u[1]) == d {
			return true
		}
	}
	return false
}
