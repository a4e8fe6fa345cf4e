package vtes

// Damage a weapon deals its own bearer as it strikes ("bearer takes 1
// damage during strike resolution when striking with this gun, but only
// once each combat": Zip Gun; StrikeSpec.BearerDamage). It is
// environmental ([LSJ 19970801]): no strike's, so a dodge does not stop
// it; it is taken in the strike's damage step, prevented like the rest
// (§6.7 step 1, §14 C34). A bearer that does not strike with the weapon
// (it lost it to a first strike) takes none ([LSJ 20100310]).

// bearerDamage adds, for each side whose strike with such a card is used
// in this tier, the environmental damage it deals its bearer.
func (g *Game) bearerDamage(cs *CombatState, which [2]bool) {
	for side := range 2 {
		st := &cs.strike[side]
		if !which[side] || st.from == nil || st.from.Def.Static.Strike == nil {
			continue
		}
		if f := st.from.Def.Static.Strike.BearerDamage; f != nil {
			cs.env[side] += f(g, st.from)
		}
	}
}
