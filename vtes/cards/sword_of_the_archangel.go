package cards

import "kindred/vtes"

// Sword of the Archangel, for 2 pool: unique melee weapon of the Salubri;
// strike: strength+1 aggravated damage. Once each combat the Salubri
// bearing it can burn 1 blood to cancel a grapple or aim card the
// opposing minion plays, as it is played, its cost not paid
// (cancelunpaid.go; §14 C5). Once each turn, if the opposing vampire is
// burned during this weapon's strike resolution (weaponburns.go) and the
// bearer is still ready, the bearer can unlock as the combat ends.
var _ = register(&vtes.CardDef{ID: 102261, Name: "Sword of the Archangel", Types: vtes.Equipment,
	Unique: true, Weapon: true, Requires: vtes.Requirement{Clan: "Salubri"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Cost: vtes.Cost{Pool: 2},
		Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{
		Strike: &vtes.StrikeSpec{Label: "strength+1 aggravated damage",
			French: "force+1 dégâts aggravés", Damage: 1, PlusStrength: true, Aggravated: true,
			NotesBurns: true},
		Abilities: []vtes.Ability{{Step: vtes.StepAsPlayed,
			Label:  "burn 1 blood: cancel the grapple or aim card",
			French: "brûler 1 sang : annuler la carte de lutte ou de visée",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				v := g.Host(p.Source)
				return v != nil && v.Ready() && v.Blood >= 1 && v.Def.Clan == "Salubri" &&
					!g.UsedInCombat(p.Source, int(p.Source.Def.ID)) && opposingGrappleOrAim(g, v)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.CombatOnce(p.Source, int(p.Source.Def.ID))
				vtes.CancelPlayingUnpaid(g, p)
				g.LoseBlood(g.Host(p.Source), 1)
			}}},
		AfterCombat: archangelUnlocks}})

// opposingGrappleOrAim reports whether the card being played is a grapple
// or aim card of the minion v faces in combat.
func opposingGrappleOrAim(g *vtes.Game, v *vtes.Card) bool {
	q, cs := g.Playing(), g.Combat()
	if q == nil || q.Cancelled || cs == nil || q.Card == nil || cs.Side(v) < 0 ||
		q.Minion != cs.Opponent(v) {
		return false
	}
	return vtes.IsGrappleCard(q.Card.Def) || vtes.IsAimCard(q.Card.Def)
}

// archangelUnlocks offers the Sword's bearer, still ready and locked, to
// unlock as the combat ends, once each turn, when the weapon's strike
// resolution burned the opposing vampire.
func archangelUnlocks(g *vtes.Game, c *vtes.Card, cs *vtes.CombatState) {
	v := g.Host(c)
	if v == nil || cs.Side(v) < 0 || c.UsedTurn || !v.Ready() || !v.Locked ||
		!cs.WeaponBurnedOpponent(c) || !g.YesNo(v.Controller, c) {
		return
	}
	g.MarkUsedTurn(c)
	g.Unlock(v)
}
