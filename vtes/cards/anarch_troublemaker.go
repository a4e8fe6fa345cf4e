package cards

import (
	"slices"

	"kindred/engine"
	"kindred/vtes"
)

// Anarch Troublemaker: unique, put in play. In its Methuselah's unlock
// phase, they may give their prey control of it and either lock up to two
// vampires the prey controls (locked ones too, [PIB 20121031]) or burn an
// equipment on one of the prey's minions (§3.2).
var _ = register(&vtes.CardDef{ID: 100058, Name: "Anarch Troublemaker", Types: vtes.Master,
	Unique: true,
	Modes:  []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{OnUnlock: troublemaker}})

// The choices of Anarch Troublemaker.
const (
	troubleLock = "lock up to two of their vampires"
	troubleBurn = "burn an equipment on one of their minions"
)

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		troubleLock: "verrouiller jusqu'à deux de ses vampires",
		troubleBurn: "brûler un équipement sur l'un de ses serviteurs",
	})
}

// troublemaker is the unlock phase use of Anarch Troublemaker c.
func troublemaker(g *vtes.Game, c *vtes.Card) {
	seat := c.Controller
	prey := g.Prey(seat)
	if c.Contested || prey == seat || !g.YesNo(seat, c) {
		return
	}
	g.Steal(c, prey)
	equipment := preyEquipment(g, prey)
	choice := troubleLock
	if len(equipment) > 0 {
		choice = []string{troubleLock, troubleBurn}[g.ChooseLabel(seat, troubleLock, troubleBurn)]
	}
	if choice == troubleBurn {
		g.Burn(g.Choose(seat, equipment))
		return
	}
	var locked []*vtes.Card
	for range 2 {
		var vs []*vtes.Card
		for _, m := range g.ReadyMinions(prey) {
			if m.IsVampire() && !slices.Contains(locked, m) {
				vs = append(vs, m)
			}
		}
		v := g.ChooseOrNone(seat, vs)
		if v == nil {
			return
		}
		g.Lock(v)
		locked = append(locked, v)
	}
}

// preyEquipment lists the equipment on the minions prey controls.
func preyEquipment(g *vtes.Game, prey int) []*vtes.Card {
	var out []*vtes.Card
	walkControlled(g, prey, anyCard, func(m *vtes.Card) bool {
		for _, id := range m.Attached {
			if c := g.Card(id); c.Def.Types.Has(vtes.Equipment) {
				out = append(out, c)
			}
		}
		return true
	})
	return out
}
