package rules

import (
	"kindred/ancientblood/pack"
	"kindred/engine"
)

// Card is an item, ammo, scroll or weapon card a hunter carries (§1.4–
// §1.6): an item (Item ≥ 0), or a scroll (Scroll ≥ 0) turned to its
// weapon side (Weapon), with its wear (Damage, §5.9) and its loaded ammo
// (Ammo: item indices, §5.10).
type Card struct {
	Item   int
	Scroll int
	Weapon bool
	Damage int
	Ammo   []int
}

// weight is the card's weight, loaded ammo included (§7.8).
func (g *Game) weight(c Card) int {
	if c.Item >= 0 {
		return g.P.Items[c.Item].Weight
	}
	s := &g.P.Scrolls[c.Scroll]
	w := s.ScrollWeight
	if c.Weapon {
		w = s.Weapon.Weight
	}
	for _, a := range c.Ammo {
		w += g.P.Items[a].Weight
	}
	return w
}

// cardName names a card for people.
func (g *Game) cardName(c Card) string {
	if c.Item >= 0 {
		return g.P.Items[c.Item].Name
	}
	return g.P.Scrolls[c.Scroll].Name
}

// buildItemDeck builds the story's Item deck from every item card's
// copies, shuffled, and its Scroll deck (§3.2).
func (g *Game) buildItemDeck() {
	g.Items, g.Scrolls = nil, nil
	for i, it := range g.P.Items {
		for range max(1, it.Copies) {
			g.Items = append(g.Items, i)
		}
	}
	engine.ShuffleSlice(&g.rng, g.Items)
	for i, s := range g.P.Scrolls {
		for range max(1, s.Copies) {
			g.Scrolls = append(g.Scrolls, i)
		}
	}
	engine.ShuffleSlice(&g.rng, g.Scrolls)
}

// drawItem takes an item from the Item deck: the top card, or with typ
// the first card of that type (a search); false when none is left (item
// exhaustion, §5.7).
func (g *Game) drawItem(typ string) (int, bool) {
	for k := len(g.Items) - 1; k >= 0; k-- {
		i := g.Items[k]
		if typ == "" || g.P.Items[i].Type == typ {
			g.Items = append(g.Items[:k], g.Items[k+1:]...)
			return i, true
		}
	}
	return 0, false
}

// give adds card c to h's inventory. Over the weight limit, the hunter
// discards at the next point play can wait for it (askOverweight, §7.8),
// else Kindred's stand-in drops the heaviest (dropOverweight).
func (g *Game) give(h *Hunter, c Card) {
	h.Inventory = append(h.Inventory, c)
	g.log(msgGains.With(engine.Str(h.Def.Name), engine.Str(g.cardName(c))))
}

// carried is the weight h carries.
func (g *Game) carried(h *Hunter) int {
	w := 0
	for _, c := range h.Inventory {
		w += g.weight(c)
	}
	return w
}

// holding returns the inventory index of h's first item of type typ, or
// -1.
func (g *Game) holding(h *Hunter, typ string) int {
	for k, c := range h.Inventory {
		if c.Item >= 0 && g.P.Items[c.Item].Type == typ {
			return k
		}
	}
	return -1
}

// count is how many items of type typ h holds.
func (g *Game) count(h *Hunter, typ string) int {
	n := 0
	for _, c := range h.Inventory {
		if c.Item >= 0 && g.P.Items[c.Item].Type == typ {
			n++
		}
	}
	return n
}

// discard removes h's first item of type typ.
func (g *Game) discard(h *Hunter, typ string) {
	if k := g.holding(h, typ); k >= 0 {
		h.Inventory = append(h.Inventory[:k], h.Inventory[k+1:]...)
	}
}

// giveWeapon gives h a random scroll from the bottom of the Scroll deck,
// turned to its weapon side and, ranged, loaded to capacity with
// matching ammo from the Item deck (§3.3, AMB-5).
func (g *Game) giveWeapon(h *Hunter) {
	if len(g.Scrolls) == 0 {
		return
	}
	s := g.Scrolls[0]
	g.Scrolls = g.Scrolls[1:]
	c := Card{Item: -1, Scroll: s, Weapon: true}
	if a := g.P.Scrolls[s].Weapon.Ammo; a != nil {
		for range a.Capacity {
			if i, ok := g.drawItem(a.Type); ok {
				c.Ammo = append(c.Ammo, i)
			}
		}
	}
	g.give(h, c)
}

// The item uses of §7.7, free during the hunter's own turn: a code's a
// field says which.
const (
	useHerbs = iota
	useHerbsAlly
	useWine
	useFood
	useWineFood
)

// itemOptions lists h's free item uses.
func (g *Game) itemOptions(h *Hunter, add func(int64)) {
	herbs := 2
	ally := 0
	if h.Class != nil {
		herbs, ally = h.Class.Herbs.Self, h.Class.Herbs.Ally
	}
	if h.Wounds > 0 {
		if g.holding(h, "herbs") >= 0 && herbs > 0 {
			add(code(actUse, useHerbs, 0))
		}
		wine, food := g.holding(h, "wine") >= 0, g.holding(h, "food") >= 0
		if wine {
			add(code(actUse, useWine, 0))
		}
		if food {
			add(code(actUse, useFood, 0))
		}
		if wine && food {
			add(code(actUse, useWineFood, 0))
		}
	}
	if ally > 0 && g.holding(h, "herbs") >= 0 {
		for i, x := range g.Hunters {
			if x != h && x.Alive() && x.Zone == h.Zone && x.Wounds > 0 {
				add(code(actUse, useHerbsAlly, i))
			}
		}
	}
}

// useItem resolves a free item use (§7.7).
func (g *Game) useItem(h *Hunter, use, target int) {
	heal := func(x *Hunter, n int) {
		x.Wounds = max(0, x.Wounds-n)
		g.log(msgHealed.With(engine.Str(x.Def.Name), engine.Int(n)))
	}
	switch use {
	case useHerbs:
		g.discard(h, "herbs")
		heal(h, h.Class.Herbs.Self)
	case useHerbsAlly:
		g.discard(h, "herbs")
		heal(g.Hunters[target], h.Class.Herbs.Ally)
	case useWine:
		g.discard(h, "wine")
		heal(h, 1)
	case useFood:
		g.discard(h, "food")
		heal(h, 1)
	case useWineFood:
		g.discard(h, "wine")
		g.discard(h, "food")
		heal(h, 4)
	}
}

// useLabel labels an item use.
func (g *Game) useLabel(h *Hunter, use, target int) engine.Text {
	switch use {
	case useHerbs:
		return msgUseHerbs.With(engine.Int(h.Class.Herbs.Self))
	case useHerbsAlly:
		return msgUseHerbsOn.With(engine.Str(g.Hunters[target].Def.Name), engine.Int(h.Class.Herbs.Ally))
	case useWine:
		return msgUseWine.Text()
	case useFood:
		return msgUseFood.Text()
	}
	return msgUseWineFood.Text()
}

// weaponProfile is the profile of weapon card c (§5.8): its dice and
// bonuses; a melee weapon's printed range, a ranged weapon's first loaded
// ammo's range (AMB-4, AMB-49); nil when a ranged weapon is empty.
func (g *Game) weaponProfile(c Card, j int) *pack.Profile {
	w := g.P.Scrolls[c.Scroll].Weapon
	p := &pack.Profile{Dice: w.Attack.Dice, Bonus: w.Attack.Bonus, Noise: w.Noise, Barricade: w.Barricade}
	switch {
	case w.Kind == "melee" && w.Range != nil:
		p.Range = *w.Range
	case w.Kind == "ranged" && j < len(c.Ammo):
		p.Range = *g.P.Items[c.Ammo[j]].Ammo.Range
	default:
		return nil
	}
	return p
}

// loadOptions lists the free loadings (§5.10, AMB-15): an ammo card of
// the inventory into a ranged weapon of its type with room left.
func (g *Game) loadOptions(h *Hunter, add func(int64)) {
	for w, c := range h.Inventory {
		if !c.Weapon {
			continue
		}
		a := g.P.Scrolls[c.Scroll].Weapon.Ammo
		if a == nil || len(c.Ammo) >= a.Capacity {
			continue
		}
		for k, x := range h.Inventory {
			if x.Item >= 0 && g.P.Items[x.Item].Ammo != nil && g.P.Items[x.Item].Type == a.Type {
				add(code(actLoad, w, k))
				break
			}
		}
	}
}

// load slides ammo card k under weapon w.
func (g *Game) load(h *Hunter, w, k int) {
	item := h.Inventory[k].Item
	h.Inventory[w].Ammo = append(h.Inventory[w].Ammo, item)
	g.log(msgLoads.With(engine.Str(h.Def.Name), engine.Str(g.cardName(h.Inventory[w])), engine.Str(g.P.Items[item].Name)))
	h.Inventory = append(h.Inventory[:k], h.Inventory[k+1:]...)
}

// weaponAttack makes h's attack with profile p (§5.12, §6.1) on f:
// Holy Water discarded first (+1 Hit each), a fragile weapon's break die,
// a ranged weapon's ammo card spent, crits of a weapon of the hunter's
// own class (§6.4).
func (g *Game) weaponAttack(h *Hunter, p int, f *Figure, card int, holy bool) {
	g.weaponAttackBonus(h, p, f, card, holy, pack.Bonus{}, nil)
}

// weaponAttackBonus is weaponAttack with the bonus of the skills
// injected.
func (g *Game) weaponAttackBonus(h *Hunter, p int, f *Figure, card int, holy bool, skill pack.Bonus, dice []rolledDie) {
	prof, ranged := g.profile(h, p)
	if skill != (pack.Bonus{}) {
		cp := *prof
		cp.Bonus.Speed += skill.Speed
		cp.Bonus.Hit += skill.Hit
		prof = &cp
	}
	extra := 0
	if holy {
		// The Holy Water is declared before rolling; its cards are
		// discarded once the weapon's card is done with (their removal
		// would move the weapon in the inventory).
		extra = g.count(h, "holy-water")
		g.log(msgHoly.With(engine.Str(h.Def.Name), engine.Int(extra)))
		defer func() {
			for range extra {
				g.discard(h, "holy-water")
			}
		}()
	}
	crits := false
	if p >= 2 {
		k, j := splitProfile(p)
		c := &h.Inventory[k]
		w := g.P.Scrolls[c.Scroll].Weapon
		crits = w.Crit && h.Class != nil && w.Class == h.Class.ID
		if ranged && j < len(c.Ammo) {
			// §5.10: the ammo card fired (AMB-49) is discarded.
			c.Ammo = append(c.Ammo[:j:j], c.Ammo[j+1:]...)
		}
	}
	g.hunterAttackWith(h, prof, ranged, f, card, extra, crits, dice)
	if k, _ := splitProfile(p); p >= 2 && k < len(h.Inventory) {
		c := &h.Inventory[k]
		if w := g.P.Scrolls[c.Scroll].Weapon; w.Fragile {
			// §5.9: the break die; at its integrity the weapon breaks,
			// after this attack's damage.
			if d := g.P.DieByID("break"); d != nil && len(d.Faces) == 6 && d.Faces[g.nextFace()]["break"] > 0 {
				c.Damage++
				integrity := 3
				if g.P.Rules != nil && g.P.Rules.FragileIntegrity > 0 {
					integrity = g.P.Rules.FragileIntegrity
				}
				g.log(msgWear.With(engine.Str(g.cardName(*c)), engine.Int(c.Damage), engine.Int(integrity)))
				if c.Damage >= integrity {
					g.log(msgBreaks.With(engine.Str(g.cardName(*c))))
					h.Inventory = append(h.Inventory[:k], h.Inventory[k+1:]...)
				}
			}
		}
	}
}
