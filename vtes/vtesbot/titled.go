package vtesbot

import "kindred/vtes"

// titledToCome reports whether a vampire of the deciding seat's
// uncontrolled region could play mode md of a card for a title once it
// comes out: its title, clan and Discipline meet r and md.
func titledToCome(v *vtes.View, r *vtes.Requirement, md *vtes.Mode) bool {
	for i := range v.UncontrolledLen() {
		if u := v.UncontrolledAt(i); u.IsVampire() && canPlay(v, u, r, md) {
			return true
		}
	}
	return false
}
