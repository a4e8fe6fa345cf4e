package cards

import "kindred/vtes"

// Library cards of the New Blood Tremere starter (NB:PTr), and the cards
// the Malkavian starter shares with it (Eyes of Argus, Scouting Mission,
// Threats). Each variable reads like the card: type, requirement, cost,
// then one line per clause.

const tha = vtes.BloodSorcery

var (
	// Apportation: [tha] press, only to continue the combat: not while a
	// press to continue stands (§6.6); [THA] maneuver.
	_ = register(&vtes.CardDef{ID: 100077, Name: "Apportation", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: tha, Level: inf, Step: vtes.StepPress, Label: "press to continue", Legal: pressToContinue, Resolve: vtes.PressNow},
			{Kind: vtes.PlayCombat, Disc: tha, Level: sup, Step: vtes.StepManeuver, Label: "maneuver", Legal: vtes.CanManeuver, Resolve: vtes.ManeuverNow},
		}})

	// Arcane Library: unique location; lock it in your influence phase to
	// add 1 blood to a Tremere in your uncontrolled region.
	_ = register(&vtes.CardDef{ID: 100081, Name: "Arcane Library", Types: vtes.Master, Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Tremere"},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepInfluence, Label: "lock: 1 blood to an uncontrolled Tremere",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !p.Source.Locked && some(eachUncontrolledOfClan(g, p.Seat, "Tremere"))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.AddUncontrolled(g.Choose(p.Seat, uncontrolledOfClan(g, p.Seat, "Tremere")), 1)
			}}}}})

	// Bonding, during a bleed: +1 bleed, limited (§14 C19); [DOM] also +1
	// stealth, so only while the bleed is being blocked ([TOM 19951109]).
	_ = register(&vtes.CardDef{ID: 100236, Name: "Bonding", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: dom, Level: inf, Bleed: 1, Label: "+1 bleed", Legal: bleedOpen},
			{Kind: vtes.PlayModifier, Disc: dom, Level: sup, Step: vtes.StepBlockAttempt, Bleed: 1, Label: "+1 stealth and +1 bleed",
				Legal: vtes.All(vtes.BeingBlocked, bleedOpen), Resolve: vtes.AddStealth(1)},
		}})

	// Chantry: unique location, needing a Tremere; in your master phase,
	// lock it and burn 1 pool, or 1 blood from a ready Tremere you control,
	// to move a Tremere from torpor to its controller's ready region.
	_ = register(&vtes.CardDef{ID: 100329, Name: "Chantry", Types: vtes.Master, Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Tremere"},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: []vtes.Ability{
			{Step: vtes.StepMaster, Label: "lock, burn 1 pool: a Tremere leaves torpor",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return !p.Source.Locked && g.Methuselah(p.Seat).Pool > 0 && some(eachTorpidOfClan(g, "Tremere"))
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.Lock(p.Source)
					g.BurnPool(p.Seat, 1)
					g.ToReady(g.Choose(p.Seat, torpidOfClan(g, "Tremere")))
				}},
			{Step: vtes.StepMaster, Label: "lock, burn 1 blood of a ready Tremere: a Tremere leaves torpor",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return !p.Source.Locked && some(eachChantryPayer(g, p.Seat)) && some(eachTorpidOfClan(g, "Tremere"))
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.Lock(p.Source)
					g.LoseBlood(g.Choose(p.Seat, chantryPayers(g, p.Seat)), 1)
					g.ToReady(g.Choose(p.Seat, torpidOfClan(g, "Tremere")))
				}},
		}}})

	// Enhanced Senses: +1 intercept (+2 superior).
	_ = register(&vtes.CardDef{ID: 100644, Name: "Enhanced Senses", Types: vtes.Reaction,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayReaction, Disc: aus, Level: inf, Step: vtes.StepBlockAttempt, Label: "+1 intercept", Legal: vtes.Blocking, Resolve: vtes.AddIntercept(1)},
			{Kind: vtes.PlayReaction, Disc: aus, Level: sup, Step: vtes.StepBlockAttempt, Label: "+2 intercept", Legal: vtes.Blocking, Resolve: vtes.AddIntercept(2)},
		}})

	// Eyes of Argus: [aus] during an action directed at you or a card you
	// control, +2 intercept; [AUS] a locked vampire wakes: it may block
	// and react this action (§14 C3; group G00115).
	_ = register(&vtes.CardDef{ID: 100680, Name: "Eyes of Argus", Types: vtes.Reaction,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayReaction, Disc: aus, Level: inf, Step: vtes.StepBlockAttempt, Label: "+2 intercept", Legal: vtes.All(vtes.Blocking, vtes.DirectedAtYou), Resolve: vtes.AddIntercept(2)},
			{Kind: vtes.PlayReaction, Disc: aus, Level: sup, ByLocked: true, Step: vtes.StepBlockDecision, Label: "wake",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return p.Minion.Locked && !p.Minion.Woken && p.Minion.IsVampire()
				},
				Resolve: vtes.Wake},
		}})

	// Ivory Bow, for 1 pool: unique weapon, equipped as a +1 stealth
	// action (§3.5.3); strike: 1R aggravated damage.
	_ = register(&vtes.CardDef{ID: 101014, Name: "Ivory Bow", Types: vtes.Equipment, Unique: true,
		Modes:  []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1}, Label: "equip", Resolve: vtes.PutOnMinion(0)}},
		Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "1R aggravated damage", Damage: 1, Ranged: true, Aggravated: true}}})

	// Magic of the Smith, for 1 blood: a +1 stealth action (+3 superior):
	// search your library for an equipment card this vampire could equip,
	// its requirements met and its cost paid as normal, equip it, then
	// shuffle the library.
	_ = register(&vtes.CardDef{ID: 101143, Name: "Magic of the Smith", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: tha, Level: inf, Stealth: 1, Cost: vtes.Cost{Blood: 1}, Label: "equip from the library", Resolve: smith},
			{Kind: vtes.PlayAction, Disc: tha, Level: sup, Stealth: 3, Cost: vtes.Cost{Blood: 1}, Label: "equip from the library, +3 stealth", Resolve: smith},
		}})

	// Rego Motum, for 1 blood: one each round; prevent 2 (4 superior) of
	// the damage of the opposing minion's strike, not environmental damage
	// (§14 C34); only with such damage to prevent (groups G00153, G00154).
	_ = register(&vtes.CardDef{ID: 101588, Name: "Rego Motum", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: tha, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepPrevent, Label: "prevent 2 strike damage", Legal: regoLegal, Resolve: rego(2)},
			{Kind: vtes.PlayCombat, Disc: tha, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepPrevent, Label: "prevent 4 strike damage", Legal: regoLegal, Resolve: rego(4)},
		}})

	// Scouting Mission: Ⓓ bleed at +1; [DOM] +1 stealth, add 2 blood to a
	// younger vampire in your uncontrolled region.
	_ = register(&vtes.CardDef{ID: 101698, Name: "Scouting Mission", Types: vtes.Action,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayAction, Disc: dom, Level: inf, Directed: true, Target: vtes.TargetPrey, Label: "bleed at +1 bleed", Resolve: vtes.AddBleed(1)},
			{Kind: vtes.PlayAction, Disc: dom, Level: sup, Stealth: 1, Target: vtes.TargetOwnUncontrolled, Label: "2 blood to a younger uncontrolled vampire",
				Legal:   func(g *vtes.Game, p *vtes.Play) bool { return p.Target != nil && g.Younger(p.Target, p.Minion) },
				Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddUncontrolled(p.Target, 2) }},
		}})

	// Spirit's Touch: +1 intercept; [AUS] and, if this vampire blocks, 1
	// optional maneuver in the resulting combat only, given again by a
	// second block of the same action ([LSJ 20010813], [LSJ 20010814-2]).
	_ = register(&vtes.CardDef{ID: 101850, Name: "Spirit's Touch", Types: vtes.Reaction,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayReaction, Disc: aus, Level: inf, Step: vtes.StepBlockAttempt, Label: "+1 intercept", Legal: vtes.Blocking, Resolve: vtes.AddIntercept(1)},
			{Kind: vtes.PlayReaction, Disc: aus, Level: sup, Step: vtes.StepBlockAttempt, Label: "+1 intercept, a maneuver if blocking", Legal: vtes.Blocking,
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					vtes.AddIntercept(1)(g, p)
					a := g.Action()
					a.ManeuverOnBlock = append(a.ManeuverOnBlock, p.Minion)
				}},
		}})

	// Theft of Vitae: strike, ranged: steal 1 blood or life (2 superior),
	// life becoming blood; from a minion with less, what it has ([RTR
	// 20010711]); two thefts resolve together ([ANK 20200123]).
	_ = register(&vtes.CardDef{ID: 101966, Name: "Theft of Vitae", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayStrike, Disc: tha, Level: inf, Label: "ranged: steal 1 blood", Resolve: vtes.StrikeWith(vtes.Strike{Label: "steal 1 blood", Ranged: true, StealBlood: 1})},
			{Kind: vtes.PlayStrike, Disc: tha, Level: sup, Label: "ranged: steal 2 blood", Resolve: vtes.StrikeWith(vtes.Strike{Label: "steal 2 blood", Ranged: true, StealBlood: 2})},
		}})

	// Threats, during a bleed: +1 bleed (+2 superior), limited (§14 C19).
	_ = register(&vtes.CardDef{ID: 101978, Name: "Threats", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayModifier, Disc: dom, Level: inf, Bleed: 1, Label: "+1 bleed", Legal: bleedOpen},
			{Kind: vtes.PlayModifier, Disc: dom, Level: sup, Bleed: 2, Label: "+2 bleed", Legal: bleedOpen},
		}})
)

// regoLegal: the minion faces damage from the opposing minion's strike in
// this damage step, and has played no Rego Motum this round.
func regoLegal(g *vtes.Game, p *vtes.Play) bool {
	cs := g.Combat()
	if cs == nil {
		return false
	}
	side := cs.Side(p.Minion)
	return side >= 0 && cs.Damage[side]+cs.Aggravated[side] > 0 && !g.UsedInCombat(p.Minion, g.RoundKey(101588))
}

// rego prevents up to n of the opposing strike's damage: a strike's damage
// is all aggravated or all normal.
func rego(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		cs := g.Combat()
		side := cs.Side(p.Minion)
		g.CombatOnce(p.Minion, g.RoundKey(101588))
		left := n // n belongs to the card definition, shared by every game
		for _, d := range [...]*int{&cs.Aggravated[side], &cs.Damage[side]} {
			k := min(left, *d)
			*d -= k
			left -= k
		}
	}
}

// pressToContinue: the minion may press now, and no press to continue
// stands, so its press would continue the combat (§6.6).
func pressToContinue(g *vtes.Game, p *vtes.Play) bool {
	return vtes.CanPressNow(g, p) && !g.Combat().PressStands()
}

// torpidOfClan lists every vampire of a clan in torpor.
func torpidOfClan(g *vtes.Game, clan string) []*vtes.Card {
	return collect(eachTorpidOfClan(g, clan))
}

// chantryPayers lists seat's ready Tremere with blood to burn.
func chantryPayers(g *vtes.Game, seat int) []*vtes.Card {
	return collect(eachChantryPayer(g, seat))
}

// smith equips the acting vampire with an equipment card of its
// Methuselah's library, chosen among those whose requirements it meets
// and whose cost can be paid, paying it; then the library is shuffled.
func smith(g *vtes.Game, p *vtes.Play) {
	v := p.Minion
	var found []*vtes.Card
	for _, id := range g.Methuselah(p.Seat).Library {
		if c := g.Card(id); c.Def.Types.Has(vtes.Equipment) && mayEquip(g, p.Seat, v, c) {
			found = append(found, c)
		}
	}
	if len(found) > 0 && v.Ready() {
		c := g.Choose(p.Seat, found)
		md := &c.Def.Modes[0]
		g.BurnPool(p.Seat, md.Cost.Pool)
		g.LoseBlood(v, md.Cost.Blood)
		if md.Resolve != nil { // equipped as normal (Flaming Candle marks its one equip a game)
			ep := &vtes.Play{Seat: p.Seat, Card: c, Mode: md, Minion: v, Seat2: -1, Action: g.Action()}
			if md.OnAnnounce != nil {
				md.OnAnnounce(g, ep)
			}
			md.Resolve(g, ep)
		} else {
			enterOn(g, c, v)
		}
	}
	g.Shuffle(p.Seat)
}

// mayEquip: vampire v meets equipment c's requirements (clan, title) and
// its Methuselah can pay its cost.
func mayEquip(g *vtes.Game, seat int, v, c *vtes.Card) bool {
	req := c.Def.Requires
	if req.Clan != "" && v.Def.Clan != req.Clan {
		return false
	}
	if len(req.TitleIn) > 0 && !titleAmong(g.TitleOf(v), req.TitleIn) || req.Title && g.TitleOf(v) == vtes.NoTitle {
		return false
	}
	if len(c.Def.Modes) == 0 {
		return false
	}
	if md := &c.Def.Modes[0]; md.Legal != nil && !md.Legal(g, &vtes.Play{Seat: seat, Card: c, Mode: md, Minion: v, Seat2: -1, Action: g.Action()}) {
		return false // the card's own conditions (one Flaming Candle a game)
	}
	cost := c.Def.Modes[0].Cost
	return g.Methuselah(seat).Pool >= cost.Pool && (cost.Blood == 0 || v.Blood > cost.Blood)
}

// titleAmong reports whether t is one of ts.
func titleAmong(t vtes.Title, ts []vtes.Title) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

// The rest of the New Blood Tremere starter.
var (
	// Blood Fury, for 1 blood, only at close range: a hand strike at +1
	// damage (+2 superior). Fortitude cards cannot prevent its damage
	// (group G00141: no Fortitude prevention card may be played against
	// it; "this strike" only, not a later additional strike), and once it resolves the opposing vampire's weapon strikes
	// inflict no damage this round: not if it is dodged, not a weapon's
	// first strike resolved before it ([LSJ 20040928]).
	_ = register(&vtes.CardDef{ID: 100201, Name: "Blood Fury", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayStrike, Disc: tha, Level: inf, Cost: vtes.Cost{Blood: 1}, Hand: true, Label: "hand strike at +1, weapons void", Legal: vtes.CloseRange, Resolve: bloodFury(1)},
			{Kind: vtes.PlayStrike, Disc: tha, Level: sup, Cost: vtes.Cost{Blood: 1}, Hand: true, Label: "hand strike at +2, weapons void", Legal: vtes.CloseRange, Resolve: bloodFury(2)},
		}})

	// Flaming Candle: equipment, one played or equipped per game: played
	// counts as the equip action is announced, blocked or not (Mode.
	// OnAnnounce), or as an effect equips it (Magic of the Smith); as its
	// vampire announces an action, it may burn 1 blood and the Candle to
	// make the action unblockable by vampires (the blood must be the
	// Candle's own cost, [RTR 20020501]).
	_ = register(&vtes.CardDef{ID: 100743, Name: "Flaming Candle", Types: vtes.Equipment,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "equip",
			Legal:      func(g *vtes.Game, p *vtes.Play) bool { return !g.MarkedOncePerGame(100743) },
			OnAnnounce: func(g *vtes.Game, p *vtes.Play) { g.MarkOncePerGame(100743) },
			Resolve:    vtes.PutOnMinion(0)}},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAnnounced, Label: "burn 1 blood and the Candle: unblockable by vampires",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a, v := g.Action(), g.Host(p.Source)
				return a != nil && v != nil && a.Actor == v && v.IsVampire() && v.Blood >= 1 && g.Combat() == nil
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				a, v := g.Action(), g.Host(p.Source)
				g.LoseBlood(v, 1)
				g.Burn(p.Source)
				a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool { return b.IsVampire() })
			}}}}})

	// Fragment of the Book of Nod: unique master card put in play; lock
	// it to draw 2 cards, then discard down to your hand size (usable
	// during an action too, group G00023); vampires of other Methuselahs
	// may steal it as a Ⓓ action.
	_ = register(&vtes.CardDef{ID: 100785, Name: "Fragment of the Book of Nod", Types: vtes.Master, Unique: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Stealable: true, WhoMay: func(g *vtes.Game, c, actor *vtes.Card) bool { return actor.IsVampire() },
			Abilities: []vtes.Ability{fragmentDraw(vtes.StepMaster), fragmentDraw(vtes.StepMinionPhase), fragmentDraw(vtes.StepAfterBlocks)}}})

	// Melange: +1 intercept; [AUS] and, if this vampire blocks, the card
	// goes on the acting minion, still controlled by the reacting
	// Methuselah (not if it left the ash heap meanwhile, [ANK 20220805]).
	// During a bleed by the reacting vampire against the Methuselah
	// controlling that minion, before it resolves, the vampire may burn
	// the card for +1 bleed ([ANK 20180531], group G00117).
	_ = register(&vtes.CardDef{ID: 101195, Name: "Melange", Types: vtes.Reaction,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayReaction, Disc: aus, Level: inf, Step: vtes.StepBlockAttempt, Label: "+1 intercept", Legal: vtes.Blocking, Resolve: vtes.AddIntercept(1)},
			{Kind: vtes.PlayReaction, Disc: aus, Level: sup, Step: vtes.StepBlockAttempt, Label: "+1 intercept, on the actor if blocking", Legal: vtes.Blocking,
				Resolve: all(vtes.AddIntercept(1), melangeOnBlock)},
		},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterBlocks, Label: "burn: +1 bleed",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a, host := g.Action(), g.Host(p.Source)
				return host != nil && vtes.BleedAction(g, p) && !a.NoBleed && a.Actor.ID == p.Source.Links[0] &&
					a.Actor.Controller == p.Seat && a.TargetSeat == host.Controller
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Burn(p.Source)
				addBleed(g, 1)
			}}}}})

	// Precognition: +1 intercept; [AUS] and, if this vampire blocks, it
	// may prevent 1 damage in the first round of that combat only: not a
	// later combat ([LSJ 20010813], [LSJ 20010819-2]); given again by a
	// second block of the action ([LSJ 20010814-2]).
	_ = register(&vtes.CardDef{ID: 101475, Name: "Precognition", Types: vtes.Reaction,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayReaction, Disc: aus, Level: inf, Step: vtes.StepBlockAttempt, Label: "+1 intercept", Legal: vtes.Blocking, Resolve: vtes.AddIntercept(1)},
			{Kind: vtes.PlayReaction, Disc: aus, Level: sup, Step: vtes.StepBlockAttempt, Label: "+1 intercept, prevent 1 in the first round if blocking", Legal: vtes.Blocking,
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					vtes.AddIntercept(1)(g, p)
					a := g.Action()
					a.PreventFirstRoundOnBlock = append(a.PreventFirstRoundOnBlock, vtes.Bonus{Minion: p.Minion, N: 1})
				}},
		}})

	// The Rumor Mill, Tabloid Newspaper, for 1 pool: unique location.
	// During an action, lock it to choose a vampire, which may burn 1
	// blood for +1 intercept during that action: at any point of the
	// action its controller has the impulse (group G00103): as a block is
	// being decided, or during a block attempt, whoever bids.
	_ = register(&vtes.CardDef{ID: 101662, Name: "The Rumor Mill, Tabloid Newspaper", Types: vtes.Master, Unique: true, Location: true,
		Modes:  []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: []vtes.Ability{rumorMill(vtes.StepBlockDecision), rumorMill(vtes.StepBlockAttempt)}}})

	// Sniper Rifle, for 2 pool: a weapon, a gun; strike: 2R damage, only
	// at long range. If its bearer blocks, before range is determined in
	// the first round of that combat it may set the range to long, its
	// first strike that round then being the Rifle's (group G00127); not
	// in a later combat ([LSJ 20010814]), nor against a slave that took
	// the blocked minion's place ([ANK 20200115]), nor if the Rifle was
	// not on the bearer as it blocked ([LSJ 20021028]).
	_ = register(&vtes.CardDef{ID: 101816, Name: "Sniper Rifle", Types: vtes.Equipment,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2}, Label: "equip", Resolve: vtes.PutOnMinion(0)}},
		Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "2R damage, long range only", Damage: 2, Ranged: true, LongOnly: true},
			Abilities: []vtes.Ability{{Step: vtes.StepBeforeRange, Label: "set long range, strike with the Rifle",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					a, cs, v := g.Action(), g.Combat(), g.Host(p.Source)
					return a != nil && cs != nil && v != nil && a.BlockedCarrying(p.Source) && a.Blocker == v && cs.Round == 1 &&
						cs.Side(v) == 1 && cs.Minion[0] == a.Actor && !p.Source.UsedAction && vtes.RangeOpen(g, p)
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					v := g.Host(p.Source)
					g.MarkUsedAction(p.Source)
					g.SetRange(v, true)
					g.CommitStrike(v, p.Source)
				}}}}})

	// Telepathic Tracking, for 1 blood: a press, only to continue the
	// combat; if another round occurs, 1 optional maneuver in it. [AUS]
	// Only when both combatants are still ready and combat would end: a
	// new round starts instead (after the presses, and after a round
	// ended early, groups G00142, G00145).
	_ = register(&vtes.CardDef{ID: 101950, Name: "Telepathic Tracking", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: aus, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepPress, Label: "press to continue, a maneuver next round", Legal: pressToContinue,
				Resolve: func(g *vtes.Game, p *vtes.Play) { g.Press(p.Minion); g.ManeuverNextRound(p.Minion) }},
			{Kind: vtes.PlayCombat, Disc: aus, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepEndOfRound, Label: "a new round", Legal: vtes.CombatWouldEnd,
				Resolve: func(g *vtes.Game, p *vtes.Play) { g.StartNewRound() }},
		}})
)

// bloodFury is Blood Fury's strike: a hand strike at +n whose damage no
// Fortitude card prevents, voiding the opposing vampire's weapon strikes
// this round once it resolves.
func bloodFury(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		vtes.HandStrike(n)(g, p)
		cs := g.Combat()
		side := cs.Side(p.Minion)
		s := cs.StrikeOf(side)
		s.Label = "Blood Fury"
		s.Effect = func(g *vtes.Game, side int) {
			g.NoPreventionBy(1-side, vtes.Fortitude)
			if g.Combat().Minion[1-side].IsVampire() {
				g.NoWeaponDamageThisRound(1 - side)
			}
		}
		g.SetStrike(p.Minion, s)
	}
}

// fragmentDraw is the Fragment of the Book of Nod's ability at step:
// lock, draw 2, discard down.
func fragmentDraw(step vtes.Step) vtes.Ability {
	return vtes.Ability{Step: step, Label: "lock: draw 2, discard down",
		Legal: func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.Locked },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			g.Draw(p.Seat, 2)
			g.DiscardDown(p.Seat)
		}}
}

// melangeOnBlock: once the blocks are over, if the reacting vampire
// blocked, the Melange goes from the ash heap onto the acting minion, its
// Methuselah keeping control, tied to the reacting vampire (Links[0]).
func melangeOnBlock(g *vtes.Game, p *vtes.Play) {
	a, c, v := g.Action(), p.Card, p.Minion
	a.BeforeResolution = append(a.BeforeResolution, func(g *vtes.Game) {
		if !a.Blocked || a.Blocker != v || c.Zone != vtes.ZoneAsh || !a.Actor.IsMinion() {
			return
		}
		g.Attach(c, a.Actor)
		c.Controller = p.Seat
		c.Links[0] = v.ID
		g.Changed(c)
	})
}

// rumorMill is The Rumor Mill's ability at step: lock it to choose a
// vampire, which may burn 1 blood for +1 intercept this action, now if it
// is the blocker, else at its attempts (ActionState.ExtraIntercept).
func rumorMill(step vtes.Step) vtes.Ability {
	return vtes.Ability{Step: step, Label: "lock: a vampire may burn 1 blood for +1 intercept",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return !p.Source.Locked && g.Action() != nil && some(eachRumorVampire(g))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			v := g.Choose(p.Seat, rumorVampires(g))
			if !g.YesNo(v.Controller, p.Source) {
				return
			}
			g.LoseBlood(v, 1)
			if a := g.Action(); a.Blocker == v {
				a.Intercept++
			} else {
				a.ExtraIntercept = append(a.ExtraIntercept, vtes.Bonus{Minion: v, N: 1})
			}
		}}
}

// rumorVampires lists the ready vampires in play with blood to burn.
func rumorVampires(g *vtes.Game) []*vtes.Card {
	return collect(eachRumorVampire(g))
}
