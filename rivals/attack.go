package rivals

import "kindred/engine"

// Attack is an attack in progress (spec §4.7).
type Attack struct {
	// Attacker is the vampire that attacks; Party its party once the
	// exhausted vampires are left behind (spec §4.7.10 step 1), the
	// attacker included.
	Attacker *Card
	Party    []*Card
	// Target is the current target: a foe's vampire or a City mortal in
	// the Streets. Blocker is the vampire that blocked, if any.
	Target, Blocker *Card
	// Defender is the target's controller, -1 for a mortal.
	Defender int
	Type     AttackType
	// Card is the Attack card, Reaction the Reaction card and Reactor the
	// vampire that played it (nil when none was played).
	Card, Reaction, Reactor *Card
	// Intel gathered against the target's Secrecy (step 3).
	Intel int
	// Bonus is the damage abilities added in step 9 (Brother: +1).
	Bonus int
	// Negated: the Attack card's text effects are negated (Unswayable
	// Mind).
	Negated bool
	// Revealed: the face-down cards are revealed (step 8).
	Revealed bool
	// Aggravated: the attack's damage is aggravated (spec §4.8).
	Aggravated bool
	// Claim: a counter-attack on a Prince claimant (spec §4.5).
	Claim bool
	// CardFaceUp: the Attack card was played face up (Scoped .30-06).
	CardFaceUp bool
	// ReactionNegated: the Reaction has no effect (Scry the Soul).
	ReactionNegated bool
	// CardBonus is damage the Attack card's choices added (Unhinged's
	// discards).
	CardBonus int
	// Mode is the mode its card's text chose (A Biting Comment).
	Mode  int
	extra []extraDamage
	used  []int64
	// usedRoom is used's room for an attack's first abilities (an
	// attack uses one or two: each was an allocation).
	usedRoom [4]int64
}

// extraDamage is damage a card's text deals a vampire besides the target.
type extraDamage struct {
	v          *Card
	n          int
	aggravated bool
}

// AddDamage makes the attack deal n more damage to v, besides the target,
// at step 12 (Molotov Cocktail, Drive-By).
func (a *Attack) AddDamage(v *Card, n int, aggravated bool) {
	a.extra = append(a.extra, extraDamage{v, n, aggravated})
}

// FaceDown reports whether c is a face-down card of the attack in
// progress, not revealed yet (spec §4.7.4, §4.7.6).
func (g *Game) FaceDown(c *Card) bool {
	a := g.attack
	if g.scheme != nil {
		return c.Zone == ZoneCombat // a modifier face down in a Scheme
	}
	return c.Zone == ZoneCombat && (a == nil || !a.Revealed && !(a.CardFaceUp && a.Card == c))
}

// TargetIsMortal reports whether the target is a City mortal.
func (a *Attack) TargetIsMortal() bool { return a.Target.Def.Kind == KindCity }

var (
	msgTargetPrompt   = engine.NewMsg("rivals.target-prompt", "Choose the target of {0}'s attack.", "Choisissez la cible de l'attaque de {0}.")
	msgTargetOf       = engine.NewMsg("rivals.target-of", "{0} ({1})", "{0} ({1})")
	msgMortal         = engine.NewMsg("rivals.mortal", "the Streets", "la Rue")
	msgIntelPrompt    = engine.NewMsg("rivals.intel-prompt", "Intel {0} against Secrecy {1}: discard a card for +1 Intel?", "Info {0} contre Secret {1} : défausser une carte pour +1 Info ?")
	msgIntelDiscard   = engine.NewMsg("rivals.intel-discard", "Discard {0} for +1 Intel", "Défausser {0} pour +1 Info")
	msgIntelGiven     = engine.NewMsg("rivals.intel-given", "{0} discards {1}: +1 Intel.", "{0} défausse {1} : +1 Info.")
	msgIntelFailed    = engine.NewMsg("rivals.intel-failed", "Not enough Intel to attack {0}.", "Pas assez d'Info pour attaquer {0}.")
	msgTypePrompt     = engine.NewMsg("rivals.type-prompt", "Declare the attack's type.", "Déclarez le type de l'attaque.")
	msgCardPrompt     = engine.NewMsg("rivals.card-prompt", "Play an Attack card face down?", "Jouer une carte Attaque face cachée ?")
	msgNoCard         = engine.NewMsg("rivals.no-card", "No card", "Pas de carte")
	msgBlockPrompt    = engine.NewMsg("rivals.block-prompt", "{0} is attacked: block?", "{0} est attaqué : bloquer ?")
	msgBlockWith      = engine.NewMsg("rivals.block-with", "Block with {0}", "Bloquer avec {0}")
	msgNoBlock        = engine.NewMsg("rivals.no-block", "Do not block", "Ne pas bloquer")
	msgReactPrompt    = engine.NewMsg("rivals.react-prompt", "Play a Reaction face down for {0}?", "Jouer une Réaction face cachée pour {0} ?")
	msgAbilityPrmpt   = engine.NewMsg("rivals.ability-prompt", "Use an ability in this attack?", "Utiliser une capacité dans cette attaque ?")
	msgUseAbility     = engine.NewMsg("rivals.use-ability", "{0}: {1}", "{0} : {1}")
	msgMortalPrompt   = engine.NewMsg("rivals.mortal-prompt", "{0} is defeated: burn it or attach it?", "{0} est vaincu : le brûler ou l'attacher ?")
	msgBurnMortal     = engine.NewMsg("rivals.burn-mortal", "Burn {0}: mend {1} Blood on {2}", "Brûler {0} : régénérer {1} Sang sur {2}")
	msgAttachMortal   = engine.NewMsg("rivals.attach-mortal", "Attach {0} to {1} as a Retainer", "Attacher {0} à {1} comme Servant")
	msgAttaches       = engine.NewMsg("rivals.attaches", "{0} is attached to {1}.", "{0} est attaché à {1}.")
	msgAttachFull     = engine.NewMsg("rivals.attach-full", "{0} has 3 attachments: burn one.", "{0} a 3 cartes attachées : brûlez-en une.")
	msgPreventPrompt  = engine.NewMsg("rivals.prevent-prompt", "{0} takes {1} damage: prevent some?", "{0} subit {1} dégât(s) : en prévenir ?")
	msgPreventWith    = engine.NewMsg("rivals.prevent-with", "Exhaust {0}: prevent 1 damage", "Épuiser {0} : prévenir 1 dégât")
	msgPreventDiscard = engine.NewMsg("rivals.prevent-discard", "{0}: discard a card to prevent 1 damage", "{0} : défausser une carte pour prévenir 1 dégât")
	msgNoPrevent      = engine.NewMsg("rivals.no-prevent", "Prevent nothing more", "Ne plus rien prévenir")
	msgPrevents       = engine.NewMsg("rivals.prevents", "{0} prevents 1 damage to {1}.", "{0} prévient 1 dégât à {1}.")
	msgRetargetPrompt = engine.NewMsg("rivals.retarget-prompt", "{0} is Targeted: choose the target.", "{0} est Ciblée : choisissez la cible.")
	msgKeepTarget     = engine.NewMsg("rivals.keep-target", "Keep {0} as the target", "Garder {0} comme cible")
	msgRetarget       = engine.NewMsg("rivals.retarget", "Retarget to {0}", "Recibler {0}")
	msgEarlyIntel     = engine.NewMsg("rivals.early-intel", "Play {0} face up as the Attack card: +1 Intel", "Jouer {0} face visible comme carte Attaque : +1 Info")
	msgPlaysFaceUp    = engine.NewMsg("rivals.plays-face-up", "{0} plays {1} face up: +1 Intel.", "{0} joue {1} face visible : +1 Info.")
	msgNegated        = engine.NewMsg("rivals.negated", "{0} is negated.", "{0} est annulée.")
	msgRetargets      = engine.NewMsg("rivals.retargets", "The attack is retargeted to {0}.", "L'attaque est reciblée sur {0}.")

	msgAttacks      = engine.NewMsg("rivals.attacks", "{0} attacks {1}.", "{0} attaque {1}.")
	msgAttackType   = engine.NewMsg("rivals.attack-type", "The attack is {0}.", "L'attaque est {0}.")
	msgFaceDown     = engine.NewMsg("rivals.face-down", "{0} plays a card face down.", "{0} joue une carte face cachée.")
	msgBlocks       = engine.NewMsg("rivals.blocks", "{0} blocks.", "{0} bloque.")
	msgReveals      = engine.NewMsg("rivals.reveals", "{0} reveals {1}.", "{0} révèle {1}.")
	msgDealt        = engine.NewMsg("rivals.dealt", "{0} takes {1} damage.", "{0} subit {1} dégât(s).")
	msgMortalBeaten = engine.NewMsg("rivals.mortal-beaten", "{0} is defeated: {1} Agenda point(s).", "{0} est vaincu : {1} point(s) de Cabale.")
	msgMortalStands = engine.NewMsg("rivals.mortal-stands", "{0} is not defeated.", "{0} n'est pas vaincu.")
	msgUses         = engine.NewMsg("rivals.uses", "{0} uses its ability: {1}.", "{0} utilise sa capacité : {1}.")
	msgTypeRanged   = engine.NewMsg("rivals.ranged", "Ranged", "Distant")
	msgTypePhysical = engine.NewMsg("rivals.physical", "Physical", "Physique")
	msgTypeSocial   = engine.NewMsg("rivals.social", "Social", "Social")
	msgTypeMental   = engine.NewMsg("rivals.mental", "Mental", "Mental")
)

// typeMsg names an attack type.
func typeMsg(t AttackType) engine.Msg {
	switch t {
	case Ranged:
		return msgTypeRanged
	case Physical:
		return msgTypePhysical
	case Social:
		return msgTypeSocial
	}
	return msgTypeMental
}

// targets lists the legal targets of attacker (spec §4.7.1): an
// unattached City mortal in the Streets, or a foe's active vampire in the
// Streets or its Haven, if that foe has had a first turn.
func (g *Game) targets(attacker *Card) []*Card {
	var buf [listBuf]*Card
	out := buf[:0]
	for _, id := range g.Streets {
		if c := g.cards[id]; c.Def.Has(TypeMortal) {
			out = append(out, c)
		}
	}
	for c := range g.onList(listVampires) {
		if g.targetable(attacker, c) {
			out = append(out, c)
		}
	}
	return g.keep(out)
}

// targetable reports whether c is a foe's vampire attacker may target:
// in play, its controller has had a turn and is in the game, and its
// Intel step did not fail this turn.
func (g *Game) targetable(attacker, c *Card) bool {
	if c.InPlay() && c.Controller != attacker.Controller && !containsID(g.failedTargets, c.ID) {
		p := g.Players[c.Controller]
		return p.HadFirstTurn && !p.Eliminated
	}
	return false
}

func containsID(l []CardID, id CardID) bool {
	for _, x := range l {
		if x == id {
			return true
		}
	}
	return false
}

// hasTarget reports whether attacker has a legal target.
func (g *Game) hasTarget(attacker *Card) bool {
	if g.MortalInStreets() {
		return true
	}
	for c := range g.onList(listVampires) {
		if g.targetable(attacker, c) {
			return true
		}
	}
	return false
}

// canPlay reports whether seat may play library card c with vampire v: v's
// BP meets the card's, and a clan card needs an active vampire of its clan
// in seat's coterie (spec §4.6, §4.7.4).
func (g *Game) canPlay(seat int, c, v *Card) bool {
	return g.bp(v) >= c.Def.BPReq && g.clanPresent(seat, c)
}

// clanPresent is canPlay's test of c's clan, which no vampire of the
// coterie changes: a menu makes it once a card.
func (g *Game) clanPresent(seat int, c *Card) bool {
	if c.Def.Clan == "" {
		return true
	}
	for _, w := range g.coterie(seat) {
		if w.Def.Clan == c.Def.Clan {
			return true
		}
	}
	return false
}

// attackAction is the attack action (spec §4.7.10). It returns false when
// no target could be reached and the attack was rolled back
// (CHOICE-INTELFAIL: the attacker is readied, the action not spent).
func (g *Game) attackAction(p *Player, attacker *Card) bool {
	// Step 1: the ready vampires of the attacker's party leave the
	// exhausted ones behind; the attacker exhausts.
	a := g.attacks.next(attackChunk)
	*a = Attack{Attacker: attacker, Defender: -1}
	a.used = a.usedRoom[:0]
	g.nextGroup++
	var buf [listBuf]*Card
	party := buf[:0]
	for _, v := range g.party(attacker) {
		if v.Exhausted {
			v.Group = g.nextGroup
			g.changed(v)
		} else {
			party = append(party, v)
		}
	}
	a.Party = g.keep(party)
	attacker.Exhausted = true
	g.changed(attacker)
	g.attack = a
	// Steps 2–3: a target, and Intel against its Secrecy. A target whose
	// Intel step failed is not offered again this turn (the engine's
	// bound on CHOICE-INTELFAIL's retries).
	for a.Target == nil {
		g.options()
		for _, t := range g.targets(attacker) {
			g.option(int64(t.ID), msgTargetOf, t.Def.NameArg(), g.whereArg(t))
		}
		if len(g.dec.Options) == 0 {
			attacker.Exhausted = false
			g.changed(attacker)
			g.attack = nil
			return false
		}
		t := g.cards[g.askCode(p.Seat, kindTarget, msgTargetPrompt.With(attacker.Def.NameArg()))]
		if g.gatherIntel(a, t) {
			a.Target = t
		} else {
			g.failedTargets = append(g.failedTargets, t.ID)
			g.pileChanged(g.failedPile())
			g.logf(msgIntelFailed, t.Def.NameArg())
		}
	}
	if !a.TargetIsMortal() {
		a.Defender = a.Target.Controller
	} else {
		var buf [8]*Text
		city := buf[:0]
		for t := range g.cityTexts() {
			city = append(city, t)
		}
		for _, t := range city {
			g.LoseBlood(attacker, t.MortalAttackBlood, -1) // Protests in the Streets
		}
	}
	g.fight(a, true, true)
	return true
}

// fight is steps 4 to 13 of an attack whose attacker, party and target are
// set (spec §4.7.10), and its end: the cards played are discarded. An
// Attack card is offered if card; a block and a Reaction if defence (a
// Prince claim's counter-attacks allow neither, and a card only to the
// claimant's Rival-token holder, spec §4.5).
func (g *Game) fight(a *Attack, card, defence bool) {
	p := g.Players[a.Attacker.Controller]
	g.attack = a
	g.logf(msgAttacks, a.Attacker.Def.NameArg(), a.Target.Def.NameArg())
	// Step 4: the type (that of a card played face up in the Intel step).
	g.options()
	for _, t := range AttackTypes {
		if a.Card == nil || a.Card.Def.Attacks == t {
			g.option(int64(t), typeMsg(t))
		}
	}
	a.Type = AttackType(g.askCode(p.Seat, kindAttackType, msgTypePrompt.Text()))
	g.logf(msgAttackType, engine.Sub(typeMsg(a.Type)))
	// Step 5: an Attack card face down.
	g.options()
	g.option(int64(NoCard), msgNoCard)
	if card && a.Card == nil && !g.unasked(p.Seat, kindAttackCard) {
		for _, id := range g.handChoices(p) {
			c := g.cards[id]
			if c.Def.Has(TypeAttack) && c.Def.Attacks == a.Type && g.canPlay(p.Seat, c, a.Attacker) && !g.rangedBarred(c) {
				g.option(int64(id), msgCard, c.Def.NameArg())
			}
		}
	}
	if id := CardID(g.askCode(p.Seat, kindAttackCard, msgCardPrompt.Text())); id != NoCard && a.Card == nil {
		a.Card = g.cards[id]
		g.move(a.Card, ZoneCombat)
		g.logf(msgFaceDown, g.seatName(p.Seat))
	}
	if defence && !(a.Attacker.Unblockable == g.Turn && g.Turn > 0) {
		if a.Defender >= 0 {
			g.block(a)
		}
		if a.Blocker == nil {
			g.specialBlock(a)
		}
	}
	a.Attacker.Unblockable = 0
	g.changed(a.Attacker)
	if a.Defender >= 0 && defence {
		g.react(a)
	}
	// Step 8: reveal.
	a.Revealed = true
	if a.Card != nil {
		g.logf(msgReveals, g.seatName(p.Seat), a.Card.Def.NameArg())
	}
	if a.Reaction != nil {
		g.logf(msgReveals, g.seatName(a.Defender), a.Reaction.Def.NameArg())
	}
	g.afterReveal(a)
	// Step 9: the attacker's abilities (the defender's: none implemented
	// yet is activated).
	g.abilities(a)
	// Steps 10–12.
	g.resolveDamage(a)
	// After the attack, the cards played are discarded.
	for _, c := range []*Card{a.Card, a.Reaction} {
		if c != nil {
			g.move(c, ZoneDiscard)
		}
	}
	g.attack = nil
}

// whereArg says where a target is, for labels: its controller, or the
// Streets for a mortal.
func (g *Game) whereArg(t *Card) engine.Arg {
	if t.Def.Kind == KindCity {
		return engine.Sub(msgMortal)
	}
	return g.seatName(t.Controller)
}

// gatherIntel is step 3 (spec §4.7.2, CHOICE-INTELWINDOW): while Intel is
// below the target's Secrecy, the attacker then each other player
// clockwise may discard a card for +1 Intel, round after round until all
// pass. Discards are never refunded.
func (g *Game) gatherIntel(a *Attack, t *Card) bool {
	secrecy := 0
	if t.Vampire() {
		secrecy = g.secrecy(t)
		a.Intel = 0
		for _, v := range a.Party {
			if x := v.Def.Text; x != nil && x.PartyIntel != nil {
				a.Intel += x.PartyIntel(g, t.Controller) // Shades
			}
		}
	}
	for a.Intel < secrecy {
		gave := false
		seat := a.Attacker.Controller
		for range g.seats() {
			p := g.Players[seat]
			if a.Intel < secrecy && !p.Eliminated && len(p.Hand) > 0 {
				g.options()
				g.option(int64(NoCard), msgPass)
				for _, id := range g.handChoices(p) {
					g.option(int64(id), msgIntelDiscard, g.cards[id].Def.NameArg())
				}
				// Scoped .30-06: face up as the attack's card, +1 Intel.
				if seat == a.Attacker.Controller && a.Card == nil {
					for _, id := range g.handChoices(p) {
						if c := g.cards[id]; c.Def.Text != nil && c.Def.Text.EarlyIntel && g.canPlay(seat, c, a.Attacker) && !g.rangedBarred(c) {
							g.option(int64(id)|earlyIntel, msgEarlyIntel, c.Def.NameArg())
						}
					}
				}
				code := g.askCode(seat, kindIntel, msgIntelPrompt.With(engine.Int(a.Intel), engine.Int(secrecy)))
				if code >= 0 && code&earlyIntel != 0 {
					a.Card = g.cards[CardID(code&^earlyIntel)]
					a.CardFaceUp = true
					g.move(a.Card, ZoneCombat)
					a.Intel++
					gave = true
					g.logf(msgPlaysFaceUp, g.seatName(seat), a.Card.Def.NameArg())
				} else if id := CardID(code); id != NoCard {
					c := g.cards[id]
					g.move(c, ZoneDiscard)
					a.Intel++
					gave = true
					g.logf(msgIntelGiven, g.seatName(seat), c.Def.NameArg())
				}
			}
			seat = g.next(seat)
		}
		if !gave {
			break
		}
	}
	return a.Intel >= secrecy
}

// earlyIntel marks the option of playing an Attack card face up in the
// Intel step.
const earlyIntel = 1 << 40

// block is step 6 (spec §4.7.5): the defender may exhaust another ready
// vampire of the target's party, which becomes the target; against a
// Ranged attack only a Guard may.
func (g *Game) block(a *Attack) {
	if g.unasked(a.Defender, kindBlock) {
		return // no block: the only option
	}
	g.options()
	g.option(int64(NoCard), msgNoBlock)
	for _, v := range g.party(a.Target) {
		if v != a.Target && !v.Exhausted && (a.Type != Ranged || v.Def.Guard) {
			g.option(int64(v.ID), msgBlockWith, v.Def.NameArg())
		}
	}
	id := CardID(g.askCode(a.Defender, kindBlock, msgBlockPrompt.With(a.Target.Def.NameArg())))
	if id == NoCard {
		return
	}
	b := g.cards[id]
	b.Exhausted = true
	g.changed(b)
	a.Blocker, a.Target = b, b
	g.logf(msgBlocks, b.Def.NameArg())
}

// react is step 7 (spec §4.7.6): the defender may play a Reaction of the
// attack's type face down; the target is deemed to play it (its BP must
// meet the card's). An Attack/Reaction card may be played as a Reaction
// (CHOICE-DUALTYPE).
func (g *Game) react(a *Attack) {
	p := g.Players[a.Defender]
	if g.unasked(p.Seat, kindReaction) {
		return // no Reaction: the only option
	}
	g.options()
	g.option(int64(NoCard), msgNoCard)
	for _, id := range g.handChoices(p) {
		c := g.cards[id]
		dual := c.Def.Has(TypeAttack | TypeReaction)
		if c.Def.Has(TypeReaction) && c.Def.Reacts&a.Type != 0 && g.canPlay(p.Seat, c, a.Target) && (!dual || g.opts.DualType == "both") && !g.rangedBarred(c) {
			g.option(int64(id), msgCard, c.Def.NameArg())
		}
	}
	id := CardID(g.askCode(p.Seat, kindReaction, msgReactPrompt.With(a.Target.Def.NameArg())))
	if id == NoCard {
		return
	}
	a.Reaction, a.Reactor = g.cards[id], a.Target
	g.move(a.Reaction, ZoneCombat)
	g.logf(msgFaceDown, g.seatName(p.Seat))
}

// abilities is step 9 for the attacker: each ability of the attacking
// party once per attack and source (CHOICE-ONCE), until the attacker
// passes.
func (g *Game) abilities(a *Attack) {
	seat := a.Attacker.Controller
	var buf [8]abilitySource // room for a vampire's sources
	for {
		if g.unasked(seat, kindAbility) {
			return // no ability to use: the pass would be the only option
		}
		g.options()
		for pi, v := range a.Party {
			for si, src := range g.abilitySources(v, buf[:0]) {
				for i := range src.text.Abilities {
					if ab := &src.text.Abilities[i]; g.canUse(a, v, src.card, i, ab) {
						g.option(int64(pi)<<16|int64(si)<<8|int64(i), msgUseAbility, src.card.Def.NameArg(), engine.Phrase(ab.Label))
					}
				}
			}
		}
		if len(g.dec.Options) == 0 {
			return
		}
		g.option(-1, msgPass)
		code := g.askCode(seat, kindAbility, msgAbilityPrmpt.Text())
		if code < 0 {
			return
		}
		v := a.Party[code>>16]
		src := g.abilitySources(v, buf[:0])[code>>8&0xff]
		i := int(code & 0xff)
		ab := &src.text.Abilities[i]
		switch ab.Cost {
		case CostDiscard:
			g.discardFromHand(g.Players[seat], msgDiscardFor.Text())
		case CostDiscardTitle:
			g.discardTitle(g.Players[seat])
		case CostExhaust:
			src.card.Exhausted = true
			g.changed(src.card)
		case CostBlood:
			v.Blood--
			g.changed(v)
		case CostPrestige:
			g.Players[seat].Prestige--
		}
		a.used = append(a.used, usedKey(v, src.card, i))
		g.logf(msgUses, src.card.Def.NameArg(), engine.Phrase(ab.Label))
		ab.Use(g, a, v)
	}
}

// usedKey names ability i of source used by vampire v in an attack.
func usedKey(v, source *Card, i int) int64 {
	return int64(v.ID)<<32 | int64(source.ID)<<8 | int64(i)
}

// canUse reports whether v may use ability i of source now: once per
// attack, by the right vampire, its cost payable (never the last Blood or
// Prestige, spec §4.11).
func (g *Game) canUse(a *Attack, v, source *Card, i int, ab *Ability) bool {
	key := usedKey(v, source, i)
	for _, k := range a.used {
		if k == key {
			return false
		}
	}
	if ab.Who == AttackerOnly && v != a.Attacker {
		return false
	}
	if ab.Usable != nil && !ab.Usable(a) {
		return false
	}
	switch ab.Cost {
	case CostExhaust:
		return !source.Exhausted
	case CostBlood:
		return v.Blood > 1
	case CostPrestige:
		return g.Players[v.Controller].Prestige > 1
	case CostDiscard:
		return len(g.Players[v.Controller].Hand) > 0
	case CostDiscardTitle:
		return g.titleInHand(g.Players[v.Controller])
	}
	return true
}

// titleInHand reports whether p holds a Title card.
func (g *Game) titleInHand(p *Player) bool {
	for _, id := range p.Hand {
		if g.cards[id].Def.Has(TypeTitle) {
			return true
		}
	}
	return false
}

// discardTitle makes p discard a Title card of its choice from hand.
func (g *Game) discardTitle(p *Player) {
	g.options()
	for _, id := range g.handChoices(p) {
		if c := g.cards[id]; c.Def.Has(TypeTitle) {
			g.option(int64(id), msgCard, c.Def.NameArg())
		}
	}
	c := g.cards[g.askCode(p.Seat, kindDiscard, msgDiscardFor.Text())]
	g.move(c, ZoneDiscard)
	g.logf(msgDiscards, g.seatName(p.Seat), c.Def.NameArg())
}

// abilitySource is a card whose text gives v abilities.
type abilitySource struct {
	card *Card
	text *Text
}

// abilitySources returns the cards whose abilities v may use: itself, its
// Haven's Leader Ability if v is its controller's Leader (spec §1.8), and
// its controller's Ongoing cards that grant abilities (Blood for Blood,
// Beauty is a Beast), appended to out.
func (g *Game) abilitySources(v *Card, out []abilitySource) []abilitySource {
	if v.Def.Text != nil && len(v.Def.Text.Abilities) > 0 {
		out = append(out, abilitySource{v, v.Def.Text})
	}
	if v.Leader {
		if h := g.cards[g.Players[v.Controller].Haven]; h.Def.Text != nil && len(h.Def.Text.Abilities) > 0 {
			out = append(out, abilitySource{h, h.Def.Text})
		}
	}
	for c := range g.onList(listOngoing) {
		if c.Zone == ZoneOngoing && c.Controller == v.Controller && c.Def.Text != nil && len(c.Def.Text.Abilities) > 0 {
			out = append(out, abilitySource{c, c.Def.Text})
		}
	}
	return out
}

// afterReveal is the end of step 8: the cards' negations, the active
// player's first (spec §4.7.8, §6.4 item 25: Scry the Soul negates an
// Unswayable Mind), then the choices the cards demand, now that both are
// revealed: a Targeted retarget, optional costs, modes.
func (g *Game) afterReveal(a *Attack) {
	if c := a.Card; c != nil {
		if t := c.Def.Text; t != nil && t.NegatesReaction != nil && a.Reaction != nil && t.NegatesReaction(g.attackContext(a)) {
			a.ReactionNegated = true
			g.logf(msgNegated, a.Reaction.Def.NameArg())
		}
	}
	if r := a.Reaction; r != nil && a.Card != nil && !a.ReactionNegated {
		if t := r.Def.Text; t != nil && t.Negates != nil && t.Negates(g.reactionContext(a)) {
			a.Negated = true
			g.logf(msgNegated, a.Card.Def.NameArg())
		}
	}
	c := a.Card
	if c == nil || c.Def.Text == nil {
		return
	}
	t := c.Def.Text
	if t.Aggravated {
		a.Aggravated = true // a keyword: not negated
	}
	if t.Targeted && a.Defender >= 0 {
		g.retarget(a)
	}
	if t.OnReveal != nil && !a.Negated {
		t.OnReveal(g.attackContext(a))
	}
}

// attackContext is what the Attack card's text reads; reactionContext
// the Reaction's.
func (g *Game) attackContext(a *Attack) *Context {
	c := g.context(a, a.Attacker, a.Target, a.Defender)
	c.Party = a.Party
	return c
}

func (g *Game) reactionContext(a *Attack) *Context {
	return g.context(a, a.Reactor, a.Attacker, a.Attacker.Controller)
}

// resolveDamage is steps 10–12 and the attack's consequences (spec
// §4.7.8–§4.7.10).
func (g *Game) resolveDamage(a *Attack) {
	var atk, rea *Context
	if a.Card != nil {
		atk = g.attackContext(a)
	}
	reaction := a.Reaction
	if a.ReactionNegated {
		reaction = nil
	}
	if reaction != nil {
		rea = g.reactionContext(a)
	}
	// Step 10: the total to the target, and the Reaction's to the
	// attacker.
	dmg := a.Bonus
	if a.Type != Ranged {
		dmg += g.Attribute(a.Attacker, a.Type)
	}
	for c := range g.attachedTo(a.Attacker) {
		if t := c.Def.Text; t != nil && t.AttackerBonus != nil {
			dmg += t.AttackerBonus(g, a)
		}
	}
	for _, v := range a.Party {
		if t := v.Def.Text; t != nil && t.PartyBonus != nil && v.InPlay() {
			dmg += t.PartyBonus(g, a, v)
		}
	}
	if c := a.Card; c != nil {
		dmg += c.Def.Damage
		if t := c.Def.Text; t != nil && t.DamageBonus != nil && !a.Negated {
			dmg += t.DamageBonus(atk)
		}
		dmg += a.CardBonus
	}
	back, backType := 0, a.Type
	if r := reaction; r != nil && (r.Def.Damage > 0 || r.Def.Has(TypeAttack)) {
		if t := r.Def.Text; t != nil && t.ReactAttribute != 0 {
			backType = t.ReactAttribute
		}
		back = r.Def.Damage + g.Attribute(a.Reactor, backType)
		if t := r.Def.Text; t != nil && t.DamageBonus != nil {
			back += t.DamageBonus(rea)
		}
	}
	// Text effects, the active player's first (spec §4.7.8).
	if c := a.Card; c != nil && !a.Negated {
		if t := c.Def.Text; t != nil && t.Resolve != nil {
			t.Resolve(atk)
		}
	}
	if r := reaction; r != nil {
		if t := r.Def.Text; t != nil && t.Resolve != nil {
			t.Resolve(rea)
		}
	}
	// Steps 11–12.
	target := a.Target
	dealt := 0
	switch {
	case a.TargetIsMortal():
		g.hitMortal(a, dmg)
	case target.InPlay():
		dealt = g.mitigate(a, atk, dmg)
		g.logf(msgDealt, target.Def.NameArg(), engine.Int(dealt))
		g.damage(target, dealt, a.Aggravated, a.Attacker.Controller)
	}
	// Extra damage the cards' texts deal other vampires (Molotov
	// Cocktail, Drive-By): not increased by the attacker's attribute or
	// abilities (spec §4.7.7); reduced by the victim's attribute unless
	// aggravated, and by prevention.
	for _, x := range a.extra {
		if !x.v.InPlay() {
			continue
		}
		n := x.n
		if !x.aggravated {
			n = max(0, n-g.Attribute(x.v, a.Type))
		}
		n = g.prevent(x.v, n)
		g.logf(msgDealt, x.v.Def.NameArg(), engine.Int(n))
		g.damage(x.v, n, x.aggravated, a.Attacker.Controller)
	}
	if back > 0 && a.Attacker.InPlay() {
		if g.opts.ReactionMitigation == "own" {
			back = max(0, back-g.Attribute(a.Attacker, backType))
		}
		back = g.prevent(a.Attacker, back)
		g.logf(msgDealt, a.Attacker.Def.NameArg(), engine.Int(back))
		g.damage(a.Attacker, back, false, a.Defender)
	}
	// Step 13: abilities that depend on the damage dealt.
	if !a.TargetIsMortal() {
		if c := a.Card; c != nil && !a.Negated {
			if t := c.Def.Text; t != nil && t.AfterHit != nil {
				t.AfterHit(atk, dealt)
			}
		}
		g.afterDamage(a, target, dealt)
	}
}

// mitigate is steps 11–12 for a vampire target: dmg less its
// mitigation and prevention (spec §4.7.9), unless the Attack card's text
// ignores all Resistance (Lightning Strike), which ignores what the
// rules option resistance says (CHOICE-RESISTANCE): all of them, or the
// attribute only. atk is the Attack card's context (nil without one).
func (g *Game) mitigate(a *Attack, atk *Context, dmg int) int {
	ignores := false
	if c := a.Card; c != nil && !a.Negated {
		if t := c.Def.Text; t != nil && t.IgnoresResistance != nil {
			ignores = t.IgnoresResistance(atk)
		}
	}
	switch {
	case ignores && g.opts.Resistance == "all":
		return dmg
	case ignores:
		return g.prevent(a.Target, max(0, dmg-g.mitigation(a, false)))
	}
	return g.prevent(a.Target, max(0, dmg-g.mitigation(a, !a.Aggravated)))
}

// mitigation is step 11 for a vampire target: its attribute of the
// attack's type (Physical for Ranged) when attribute is true (spec §4.8:
// attributes do not reduce aggravated damage), the Shields of a Reaction
// it played, and its party's shields.
func (g *Game) mitigation(a *Attack, attribute bool) int {
	m := 0
	if attribute {
		m = g.Attribute(a.Target, a.Type)
	}
	if r := a.Reaction; r != nil && a.Reactor == a.Target && !a.ReactionNegated {
		m += r.Def.Shield
		if t := r.Def.Text; t != nil && t.ShieldBonus != nil {
			m += t.ShieldBonus(g.context(a, a.Reactor, a.Attacker, a.Attacker.Controller))
		}
	}
	for _, v := range g.party(a.Target) {
		if t := v.Def.Text; t != nil && t.PartyShield != nil {
			m += t.PartyShield(a)
		}
	}
	return m
}

// hitMortal is step 12 for a mortal (spec §4.7.9, §4.18): no protection;
// it is defeated only by damage at least its Blood value in this one
// attack. Its Agenda points go to the attacker's controller; an S.A.D. is
// discarded to the City discard (CHOICE-SADFATE); a Citizen or Vagrant is
// burned to mend the attacker, or attached to it as a Retainer.
func (g *Game) hitMortal(a *Attack, dmg int) {
	m := a.Target
	if dmg < m.Def.Blood {
		g.logf(msgMortalStands, m.Def.NameArg())
		return
	}
	seat := a.Attacker.Controller
	p := g.Players[seat]
	ap := m.Def.AP
	for t := range g.cityTexts() {
		if t.MortalAP != nil {
			ap += t.MortalAP(m) // The Hunger
		}
	}
	p.AP += ap
	g.logf(msgMortalBeaten, m.Def.NameArg(), engine.Int(ap))
	if m.Def.Has(TypeSecondInquisition) {
		g.move(m, ZoneCityDiscard)
		g.onDefeatMortal(seat, m)
		return
	}
	g.onDefeatMortal(seat, m)
	t := m.Def.Text
	v := a.Attacker
	if t != nil && t.Retainer != nil && v.InPlay() {
		g.options()
		g.option(0, msgBurnMortal, m.Def.NameArg(), engine.Int(t.BurnMend), v.Def.NameArg())
		g.option(1, msgAttachMortal, m.Def.NameArg(), v.Def.NameArg())
		if g.askCode(seat, kindMortal, msgMortalPrompt.With(m.Def.NameArg())) == 1 {
			g.attachRetainer(m, v)
			return
		}
	}
	g.move(m, ZoneCityBurned)
	johnny := false
	for _, w := range a.Party {
		johnny = johnny || w.InPlay() && w.Def.Text != nil && w.Def.Text.BurnMendParty
	}
	if johnny && g.May(seat, "Johnny") {
		for _, w := range a.Party {
			g.Mend(w, 1, "Johnny")
		}
		return
	}
	if t != nil && v.InPlay() {
		v.Blood = min(g.bp(v), v.Blood+t.BurnMend)
		g.changed(v)
	}
}

// attachRetainer attaches mortal m to vampire v as a Retainer (spec
// §4.18, §4.19): a vampire holds at most 3 attachments, so with 3 its
// controller first burns one that is not a Title; the Retainer's "Attach"
// effect resolves, then the triggers on attaching.
func (g *Game) attachRetainer(m, v *Card) {
	seat := v.Controller
	if att := g.Attached(v); len(att) >= 3 {
		g.options()
		for _, c := range att {
			if !c.Def.Has(TypeTitle) {
				g.option(int64(c.ID), msgCard, c.Def.NameArg())
			}
		}
		old := g.cards[g.askCode(seat, kindAttachBurn, msgAttachFull.With(v.Def.NameArg()))]
		g.burnAttachment(old)
	}
	g.move(m, ZoneAttached)
	g.setHost(m, v.ID)
	m.Controller, m.Exhausted = seat, false
	g.changed(m)
	g.logf(msgAttaches, m.Def.NameArg(), v.Def.NameArg())
	if r := m.Def.Text.Retainer; r.Draw {
		g.Draw(seat)
	}
	g.onAttach(seat, v, m)
}

// burnAttachment burns an attached card: a Retainer goes to the City
// burned pile; its vampire's Blood is clamped to its new BP
// (CHOICE-BPDROP).
func (g *Game) burnAttachment(c *Card) {
	host := g.cards[c.Host]
	if c.Owner < 0 {
		c.Controller = -1
		g.changed(c)
		g.move(c, ZoneCityBurned)
	} else {
		g.move(c, ZoneBurned)
	}
	g.logf(msgBurnedVamp, c.Def.NameArg())
	g.clampBlood(host)
}

// prevent is damage prevention (spec §4.7.9, §4.11): while damage remains,
// v's controller may exhaust a ready Retainer of v that prevents 1 (a
// Vagrant). It returns the damage left.
func (g *Game) prevent(v *Card, dmg int) int {
	for dmg > 0 {
		if g.unasked(v.Controller, kindPrevent) {
			break // nothing prevents: declining would be the only option
		}
		g.options()
		for c := range g.attachedTo(v) { // listing options
			if t := c.Def.Text; t != nil && t.Retainer != nil && t.Retainer.Prevent && !c.Exhausted {
				g.option(int64(c.ID), msgPreventWith, c.Def.NameArg())
			}
		}
		p := g.Players[v.Controller]
		if h := g.cards[p.Haven].Def.Text; h != nil && h.PreventByDiscard && g.leader(v.Controller) == v && len(p.Hand) > 0 {
			g.option(preventByDiscard, msgPreventDiscard, g.cards[p.Haven].Def.NameArg())
		}
		if len(g.dec.Options) == 0 {
			break
		}
		g.option(int64(NoCard), msgNoPrevent)
		id := CardID(g.askCode(v.Controller, kindPrevent, msgPreventPrompt.With(v.Def.NameArg(), engine.Int(dmg))))
		if id == NoCard {
			break
		}
		if id == preventByDiscard {
			d := g.discardFromHand(p, msgDiscardFor.Text())
			dmg--
			g.logf(msgPrevents, d.Def.NameArg(), v.Def.NameArg())
			continue
		}
		g.cards[id].Exhausted = true
		g.changed(g.cards[id])
		dmg--
		g.logf(msgPrevents, g.cards[id].Def.NameArg(), v.Def.NameArg())
	}
	return dmg
}

// preventByDiscard is the option code of The Dockyards' prevention.
const preventByDiscard = -2

// retarget is a Targeted Attack card's redirect on reveal (spec §6.4 item
// 30, Sucker Punch): the attacker may move the attack to any vampire of
// the opposing party, the original target included; the blocker stays a
// blocker, and no new block is made.
func (g *Game) retarget(a *Attack) {
	g.options()
	g.option(int64(a.Target.ID), msgKeepTarget, a.Target.Def.NameArg())
	for _, v := range g.party(a.Target) {
		if v != a.Target {
			g.option(int64(v.ID), msgRetarget, v.Def.NameArg())
		}
	}
	t := g.cards[g.askCode(a.Attacker.Controller, kindRetarget, msgRetargetPrompt.With(a.Card.Def.NameArg()))]
	if t != a.Target {
		a.Target = t
		g.logf(msgRetargets, t.Def.NameArg())
	}
}

// context returns what the text of a card played by self reads.
func (g *Game) context(a *Attack, self, victim *Card, foe int) *Context {
	c := g.contexts.next(contextChunk)
	*c = Context{Game: g, Attack: a, Self: self, Party: g.party(self), Victim: victim, Foe: foe}
	return c
}

// AttackInProgress returns the attack in progress, or nil.
func (g *Game) AttackInProgress() *Attack { return g.attack }

// rangedBarred reports whether card c is a Ranged card that cannot be
// played (San Francisco Fog).
func (g *Game) rangedBarred(c *Card) bool {
	if c.Def.Attacks != Ranged && c.Def.Reacts&Ranged == 0 {
		return false
	}
	for t := range g.cityTexts() {
		if t.NoRanged {
			return true
		}
	}
	return false
}

var (
	msgSpecialPrompt = engine.NewMsg("rivals.special-prompt", "{0} attacks {1}: block with a vampire from elsewhere?", "{0} attaque {1} : bloquer avec un vampire venu d'ailleurs ?")
	msgSpecialWith   = engine.NewMsg("rivals.special-with", "Block with {0} ({1})", "Bloquer avec {0} ({1})")
	msgNoSpecial     = engine.NewMsg("rivals.no-special", "Do not block", "Ne pas bloquer")
)

// specialBlock offers the blocks of vampires outside the target's party
// (spec §6.4 item 29, §10 item 6): Street Preacher (ready; pay 1
// Prestige; an attack on a target in the Streets, not Ranged) and a
// Dragon's Roost Leader (ready; a foe's attack, Ranged included; 1
// Prestige if the target is a character), polled clockwise from the
// attacker's left, never against a Prince claim's counter-attack. The
// blocker moves to the Streets (joining the target's party if it is its
// own coterie's, else a party of its own) and becomes the target; its
// controller is the defender from then on (CHOICE-REACTIONMORTAL).
func (g *Game) specialBlock(a *Attack) {
	if a.Claim {
		return
	}
	for i := 1; i < g.seats(); i++ {
		seat := (a.Attacker.Controller + i) % g.seats()
		p := g.Players[seat]
		if p.Eliminated || g.unasked(seat, kindBlock) {
			continue // declining would be the only option
		}
		g.options()
		g.option(int64(NoCard), msgNoSpecial)
		for _, v := range g.coterie(seat) {
			if v.Exhausted || v == a.Target {
				continue
			}
			if t := v.Def.Text; t != nil && t.StreetBlocker && a.Target.Zone == ZoneStreets && a.Type != Ranged && p.Prestige > 1 {
				g.option(int64(v.ID), msgSpecialWith, v.Def.NameArg(), v.Def.NameArg())
			}
			if h := g.cards[p.Haven]; v.Leader && h.Def.Text != nil && h.Def.Text.LeaderBlocks {
				g.option(int64(v.ID)|leaderBlock, msgSpecialWith, v.Def.NameArg(), h.Def.NameArg())
			}
		}
		if len(g.dec.Options) < 2 {
			continue
		}
		code := g.askCode(seat, kindBlock, msgSpecialPrompt.With(a.Attacker.Def.NameArg(), a.Target.Def.NameArg()))
		if code == int64(NoCard) {
			continue
		}
		b := g.cards[CardID(code&^leaderBlock)]
		if code&leaderBlock != 0 {
			if a.Target.Vampire() {
				g.GainPrestige(seat, 1, g.cards[p.Haven].Def.Name)
			}
		} else {
			p.Prestige--
		}
		group := 0
		if a.Target.Vampire() && a.Target.Controller == seat && a.Target.Zone == ZoneStreets {
			group = a.Target.Group
		}
		if b.Zone != ZoneStreets || group != 0 {
			g.move(b, ZoneStreets)
			if group == 0 {
				g.nextGroup++
				group = g.nextGroup
			}
			b.Group = group
			g.changed(b)
		}
		b.Exhausted = true
		g.changed(b)
		a.Blocker, a.Target, a.Defender = b, b, seat
		g.logf(msgBlocks, b.Def.NameArg())
		return
	}
}

// leaderBlock marks the option of a Dragon's Roost Leader's block.
const leaderBlock = 1 << 40
