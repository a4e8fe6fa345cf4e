package vtes

// Minions that cannot block some actors, by their own text: "he cannot
// block Nosferatu" (Tyler McGill), "while João has no title, he cannot
// block titled vampires" (João Bilé); rules/vtes.md §4.2.

// blockBanned reports whether would-be blocker b, or a face-up card on it,
// bars it from attempting to block actor (Static.CannotBlockActor).
func (g *Game) blockBanned(b, actor *Card) bool {
	banned := false
	g.eachHooked(hookCannotBlockActor, b, func(o *Card) {
		if f := o.Def.Static.CannotBlockActor; f != nil && !o.Contested && f(g, o, actor) {
			banned = true
		}
	})
	return banned
}
