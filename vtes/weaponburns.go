package vtes

// A weapon's strike burning the opposing vampire ("if the opposing
// vampire is burned during this weapon's strike resolution": Sword of the
// Archangel; rules/vtes.md §6.4, §6.7): as a strike tier resolves, each
// side whose strike was a weapon's marks that weapon in the combat when
// the opposing minion, a vampire, was burned during that resolution,
// whether by the weapon's damage or by anything else resolving with it.
// The mark lives as long as the combat (CombatState.marks): the effects
// that read it run as the combat ends (Static.AfterCombat).

// weaponBurnedKey is the combat mark of a weapon whose strike resolution
// burned the opposing vampire.
const weaponBurnedKey = -1<<20 - 60

// tierWeapons returns, for each side striking in the tier, the weapon
// its strike uses when it notes burns (StrikeSpec.NotesBurns: only those
// are marked, so that the other combats' states stay as they were), and
// whether the opposing minion is a ready vampire.
func (cs *CombatState) tierWeapons(which [2]bool) (w [2]*Card, vamp [2]bool) {
	for side := range 2 {
		if ww := cs.strike[side].Weapon; which[side] && ww != nil &&
			ww.Def.Static.Strike != nil && ww.Def.Static.Strike.NotesBurns {
			w[side] = ww
			o := cs.Minion[1-side]
			vamp[side] = o.IsVampire() && o.Ready()
		}
	}
	return w, vamp
}

// markWeaponBurns marks each weapon of the tier (tierWeapons) whose
// opposing vampire has been burned since.
func (g *Game) markWeaponBurns(cs *CombatState, w [2]*Card, vamp [2]bool) {
	for side := range 2 {
		if w[side] != nil && vamp[side] && cs.Minion[1-side].Zone == ZoneAsh &&
			!marked(cs.marks, w[side], weaponBurnedKey) {
			cs.marks = append(cs.marks, [2]int{int(w[side].ID), weaponBurnedKey})
		}
	}
}

// WeaponBurnedOpponent reports whether weapon w's strike resolution
// burned the opposing vampire in combat cs.
func (cs *CombatState) WeaponBurnedOpponent(w *Card) bool {
	return cs != nil && marked(cs.marks, w, weaponBurnedKey)
}
