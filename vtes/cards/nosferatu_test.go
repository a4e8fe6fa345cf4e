package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The library cards of the New Blood Nosferatu starter (NB:PN), one test
// per card, each mode and key restriction a subtest. Card rulings are
// cited by their key in rulings.yaml ([LSJ 19990421]) or their group in
// groups.yaml (G00017).

// Army of Rats: a +1 stealth action that puts the card in play; in its
// controller's unlock phase the prey burns 1 pool, 1 at most each turn
// from all Army of Rats; minions may burn it as a directed action (card
// text; §3.5.7, §14 C10).
func TestArmyOfRats(t *testing.T) {
	t.Run("the action puts it in play", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		rats := s.Hand(0, "Army of Rats")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Army of Rats (put in play)")
		if a := g.Action(); a != nil && a.Stealth != 1 {
			t.Errorf("stealth %d, want 1", a.Stealth)
		}
		finish(t, g)
		wantZone(t, rats, vtes.ZoneInPlay)
		wantLocked(t, horace, true)
	})
	t.Run("two in play: the prey burns 1 pool in the unlock phase", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Army of Rats")
		s.InPlay(0, "Army of Rats")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("another Methuselah's minion burns it", func(t *testing.T) {
		wantBurnedBy(t, "Mkhokheli", "Army of Rats")
	})
}

// Blood Doll goes on a vampire its player controls; in their master phase
// they may move 1 blood from it to their pool or back, once; it works on a
// vampire in torpor (card text; §1.6; [PIB 20150522]).
func TestBloodDoll(t *testing.T) {
	t.Run("play it and move 1 blood to the pool", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		s.Ready(0, "Lenny Burkhead", 3)
		s.Ready(1, "Mkhokheli", 3)
		doll := s.Hand(0, "Blood Doll")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Blood Doll")
		mustNotOffer(t, g, "Mkhokheli") // not on another Methuselah's vampire
		answer(t, g, "Horace Radcliffe")
		wantOn(t, g, doll, horace)
		answer(t, g, "Use Blood Doll: move 1 blood to your pool")
		wantBlood(t, horace, 2)
		wantPool(t, g, 31, 30, 30)
		neverOffered(t, g, "Use Blood Doll") // once in the master phase
	})
	t.Run("a vampire in torpor gets 1 blood from the pool", func(t *testing.T) {
		s := newScenario(3)
		v := s.Torpor(0, "Horace Radcliffe", 1)
		s.Attach(v, "Blood Doll", 0)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Use Blood Doll: move 1 pool to the vampire")
		wantBlood(t, v, 2)
		wantPool(t, g, 29, 30, 30)
	})
}

// Carrion Crows is played before range; the opposing minion takes 1R
// (2R superior) environmental damage each round of the combat; one per
// vampire each combat; the damage goes through a dodge, and a "combat
// ends" strike stops it (card text; §6.2; groups G00017 [RTR 19941109]).
func TestCarrionCrows(t *testing.T) {
	t.Run("superior: 2R each round, one per combat", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Carrion Crows", "Carrion Crows", "Immortal Grapple")
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Play Carrion Crows (2R environmental damage each round)")
		// Immortal Grapple (superior) grants the press to a second round.
		answer(t, g, "Play Immortal Grapple (only hand strikes, 1 optional press")
		wantBlood(t, mk, 3) // round 1: 2R and a hand strike
		answer(t, g, "Use an optional press")
		// Round 2: no second Carrion Crows, but the first still hurts.
		neverOffered(t, g, "Play Carrion Crows")
		wantBlood(t, mk, 0) // 2 × (2R + hand strike 1)
	})
	t.Run("inferior: 1R through a dodge", func(t *testing.T) {
		g, horace, flavio := startBlockedBleed(t, "Horace Radcliffe", 4, "Carrion Crows", "Flávio Gonçalves", 4)
		answer(t, g, "Play Carrion Crows (1R environmental damage each round)", "Flávio Gonçalves: dodge")
		finish(t, g)
		wantBlood(t, flavio, 3)
		wantBlood(t, horace, 4)
	})
	t.Run("a combat-ending strike stops it", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Carrion Crows")
		mk := readyWithHand(s, 1, "Mkhokheli", 4, "Majesty")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Play Carrion Crows (2R", "Play Majesty (combat ends)")
		finish(t, g)
		wantBlood(t, mk, 3) // only Majesty's 1 blood
	})
}

// Cats' Guidance: [ani] a locked vampire that blocked unlocks, after the
// combat, and not from torpor; [ANI] +1 intercept (card text; §1.7 reactions, §4.1 step 5; [RBK
// reaction-cards], [RTR 19980623]).
func TestCatsGuidance(t *testing.T) {
	t.Run("inferior: the blocker unlocks after combat", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 4)
		dowager := readyWithHand(s, 1, "The Dowager", 4, "Cats' Guidance")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "The Dowager")
		wantLocked(t, dowager, true)
		answer(t, g, "Play Cats' Guidance (unlock after blocking) with The Dowager")
		wantLocked(t, dowager, false)
		wantBlood(t, dowager, 3) // the combat was fought first
	})
	t.Run("inferior: not from torpor", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
		dowager := s.Ready(1, "The Dowager", 1)
		cg := s.Hand(1, "Cats' Guidance")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "The Dowager")
		answer(t, g, "Play Roundhouse (hand strike at +3)")
		neverOffered(t, g, "Play Cats' Guidance")
		wantZone(t, dowager, vtes.ZoneTorpor)
		wantZone(t, cg, vtes.ZoneHand)
	})
	t.Run("superior: +1 intercept blocks a hunt", func(t *testing.T) {
		g := startAgainst("Horace Radcliffe", 4, "The Dowager", 4, "Cats' Guidance")
		answer(t, g, "Horace Radcliffe hunts", "Block with The Dowager")
		answer(t, g, "Play Cats' Guidance (+1 intercept) with The Dowager")
		if !logged(g, "The Dowager blocks Horace Radcliffe") {
			t.Errorf("no block at 1 intercept against 1 stealth\n%s", logText(g))
		}
	})
}

// Creeping Sabotage: Nosferatu only; costs X blood, X the copies its
// player controls; in their unlock phase the prey burns 1 pool for each
// copy (card text; §1.5.6, §3.2).
func TestCreepingSabotage(t *testing.T) {
	t.Run("the second copy costs 1 blood", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		s.InPlay(0, "Creeping Sabotage")
		cs := s.Hand(0, "Creeping Sabotage")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Creeping Sabotage")
		finish(t, g)
		wantZone(t, cs, vtes.ZoneInPlay)
		wantBlood(t, horace, 2)
	})
	t.Run("the first copy is free", func(t *testing.T) {
		s := newScenario(3)
		horace := readyWithHand(s, 0, "Horace Radcliffe", 3, "Creeping Sabotage")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Creeping Sabotage")
		finish(t, g)
		wantBlood(t, horace, 3)
	})
	t.Run("not by a Toreador", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 3, "Creeping Sabotage")
		mustNotOffer(t, g, "Creeping Sabotage")
	})
	t.Run("each copy burns 1 pool of the prey", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Creeping Sabotage")
		s.InPlay(0, "Creeping Sabotage")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
}

// Deep Song: [ani] a bleed at +1; [ANI] a directed action that locks a
// vampire and enters combat with it, the target counting as the acting
// minion (card text; §3.5.1, §6.1; [ANK 20200702]).
func TestDeepSong(t *testing.T) {
	t.Run("inferior: bleed at +1", func(t *testing.T) {
		g := minionPhase("Horace Radcliffe", 3, "Deep Song")
		answer(t, g, "Horace Radcliffe: Deep Song (bleed at +1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
		if g.Edge != 0 {
			t.Errorf("Edge at %d, want seat 0", g.Edge)
		}
	})
	t.Run("superior: lock and fight, the target acting", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 3, "Deep Song")
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Deep Song (enter combat with and lock a vampire → Mkhokheli)", "Do not block")
		finish(t, g)
		wantLocked(t, mk, true)
		if !logged(g, "Combat: Mkhokheli against Horace Radcliffe") {
			t.Errorf("the target is not the acting minion of the combat\n%s", logText(g))
		}
		wantBlood(t, mk, 2)
	})
}

// Fame goes on a ready vampire; when that vampire goes to torpor its
// controller burns 3 pool; while it stays in torpor, each Methuselah burns
// 1 pool in their own unlock phase (card text, whose earlier printing
// states the same more plainly: the Methuselah whose unlock phase it is
// pays). A second Fame entering play contests the first (§10.1).
func TestFame(t *testing.T) {
	t.Run("played on another Methuselah's vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		mk := s.Ready(1, "Mkhokheli", 3)
		fame := s.Hand(0, "Fame")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Fame", "Mkhokheli")
		wantOn(t, g, fame, mk)
	})
	t.Run("torpor: its controller burns 3 pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
		mk := s.Ready(1, "Mkhokheli", 1)
		s.Attach(mk, "Fame", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Play Roundhouse (hand strike at +3)")
		finish(t, g)
		wantZone(t, mk, vtes.ZoneTorpor)
		wantPool(t, g, 30, 27, 30)
	})
	t.Run("in torpor: the active Methuselah burns 1 pool", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Torpor(1, "Mkhokheli", 1)
		s.Attach(mk, "Fame", 0)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		finish(t, g)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("a second Fame contests the first", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		first := s.Attach(s.Ready(2, "Nik Sikko", 3), "Fame", 0)
		s.Ready(1, "Mkhokheli", 3)
		second := s.Hand(0, "Fame")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Fame", "Mkhokheli")
		if !first.Contested || !second.Contested {
			t.Errorf("two Fames in play, contested: %v and %v; want both (§10.1)", first.Contested, second.Contested)
		}
	})
}

// Forced Awakening: a locked vampire wakes and may block; if it does not
// block, it burns 1 blood before the action resolves; not by an unlocked
// vampire (card text; §14 C3; [LSJ 19990421]; group G00115).
func TestForcedAwakening(t *testing.T) {
	t.Run("woken, it blocks and burns nothing", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 3
			ready 2: The Dowager blood 3 locked
			hand 2: Forced Awakening
			> Horace Radcliffe bleeds
			= not offered: Block with The Dowager
			> Play Forced Awakening (wake) with The Dowager
			> Block with The Dowager
			> finish
			= ready: The Dowager blood 2
			= pools 30 30 30`) // the combat's hand strike only
	})
	t.Run("woken, it does not block: 1 blood", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 3
			ready 2: The Dowager blood 3 locked
			hand 2: Forced Awakening
			> Horace Radcliffe bleeds
			> Play Forced Awakening
			> Do not block
			> finish
			= ready: The Dowager blood 2
			= pools 30 29 30`)
	})
	t.Run("pays for a reaction before the blood is burned", func(t *testing.T) {
		// [LSJ 19990421]: having declined to block, the woken vampire may
		// still pay blood for reactions; the Awakening's blood is burned
		// when the action resolves.
		startPosition(t, `turn 2 phase minion active 1 seats 4 last
			ready 1: Horace Radcliffe blood 3
			ready 2: Catalina Vega blood 2 locked
			hand 2: Forced Awakening, Telepathic Misdirection
			> Horace Radcliffe bleeds
			> Play Forced Awakening
			> Do not block
			> Play Telepathic Misdirection (redirect the bleed) with Catalina Vega
			> Methuselah 3
			> finish
			= ready: Catalina Vega blood 0
			= pools 30 30 29 30`) // 1 for Misdirection, 1 for the Awakening
	})
	t.Run("not by an unlocked vampire", func(t *testing.T) {
		g := startAgainst("Horace Radcliffe", 3, "The Dowager", 3, "Forced Awakening")
		answer(t, g, "Horace Radcliffe bleeds")
		mustNotOffer(t, g, "Forced Awakening")
	})
}

// Immortal Grapple is played at close range before strikes, one per
// vampire each round: strikes that are not hand strikes cannot be used
// this round by either combatant; [POT] adds 1 optional press and the next
// round is at close range without a range step (card text; §6.3, §6.4; group G00127).
func TestImmortalGrapple(t *testing.T) {
	t.Run("inferior: no Majesty this round, one Grapple a round", func(t *testing.T) {
		s := newScenario(3)
		horace := readyWithHand(s, 0, "Horace Radcliffe", 4, "Immortal Grapple", "Immortal Grapple")
		mk := s.Ready(1, "Mkhokheli", 4)
		majesty := s.Hand(1, "Majesty")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Play Immortal Grapple (only hand strikes this round)")
		neverOffered(t, g, "Play Immortal Grapple")
		wantZone(t, majesty, vtes.ZoneHand)
		wantBlood(t, mk, 3)
		wantBlood(t, horace, 3)
	})
	t.Run("a hand strike card is still usable", func(t *testing.T) {
		s := newScenario(3)
		horace := readyWithHand(s, 0, "Horace Radcliffe", 4, "Immortal Grapple")
		readyWithHand(s, 1, "The Dowager", 4, "Roundhouse")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "The Dowager")
		answer(t, g, "Play Immortal Grapple (only hand strikes this round)")
		answer(t, g, "Play Roundhouse (hand strike at +2) with The Dowager")
		finish(t, g)
		wantBlood(t, horace, 1) // 1 + 2
	})
	t.Run("superior: the next round skips the range step", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Immortal Grapple")
		readyWithHand(s, 1, "The Dowager", 4, "Swallowed by the Night")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "The Dowager")
		answer(t, g, "Pass") // range: the Dowager could maneuver, she passes
		answer(t, g, "Play Immortal Grapple (only hand strikes, 1 optional press, next round close)")
		answer(t, g, "Use an optional press")
		// Round 2 starts at close range: no maneuver is offered.
		if offered(g, "Swallowed by the Night (maneuver)") {
			t.Errorf("a maneuver is offered in the round after a superior Grapple")
		}
		finish(t, g)
		if logged(g, "maneuvers") {
			t.Errorf("someone maneuvered\n%s", logText(g))
		}
	})
	t.Run("superior: the optional press is for this round only", func(t *testing.T) {
		// Group G00096 [TOM 19960521]: Mkhokheli presses with Resist
		// Earth's Grasp; Horace keeps his optional press, and has none in
		// round 2.
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Immortal Grapple")
		readyWithHand(s, 1, "Mkhokheli", 6, "Resist Earth's Grasp")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Pass") // Mkhokheli does not maneuver
		answer(t, g, "Play Immortal Grapple (only hand strikes, 1 optional press")
		answer(t, g, "Pass", "Play Resist Earth's Grasp (press)", "Pass")
		neverOffered(t, g, "Use an optional press")
		if n := countLog(g, "Horace Radcliffe takes 1 damage"); n != 2 {
			t.Errorf("%d rounds, want 2\n%s", n, logText(g))
		}
	})
	t.Run("not at long range", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Immortal Grapple")
		readyWithHand(s, 1, "The Dowager", 4, "Swallowed by the Night")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "The Dowager")
		answer(t, g, "Play Swallowed by the Night (maneuver)")
		neverOffered(t, g, "Play Immortal Grapple")
	})
}

// The Labyrinth: a unique location needing a ready Nosferatu to play
// (1 pool); lock it to give a Nosferatu its player controls +1 stealth
// (card text; §1.6 locations; §1.5.4 master card requirements).
func TestTheLabyrinth(t *testing.T) {
	t.Run("played in the master phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		lab := s.Hand(0, "The Labyrinth")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play The Labyrinth (location)")
		wantZone(t, lab, vtes.ZoneInPlay)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("not without a ready Nosferatu", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "The Labyrinth")
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Play The Labyrinth")
	})
	t.Run("lock it: +1 stealth to a Nosferatu", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		lab := s.InPlay(0, "The Labyrinth")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Use The Labyrinth: lock: +1 stealth to a Nosferatu")
		finish(t, g)
		wantLocked(t, lab, true)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not for a Toreador", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		lab := s.InPlay(0, "The Labyrinth")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Nik Sikko", "Mkhokheli")
		neverOffered(t, g, "Use The Labyrinth")
		wantLocked(t, lab, false)
		if !logged(g, "Mkhokheli blocks Nik Sikko") {
			t.Errorf("Nik was not blocked\n%s", logText(g))
		}
	})
}

// Lost in Crowds: +1 stealth, +2 superior; stealth is added only while the
// action is being blocked, and a minion plays one Lost in Crowds each
// action (card text; §4.3; §1.7 one modifier of a name per action).
func TestLostInCrowds(t *testing.T) {
	t.Run("superior: +2 stealth", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "The Dowager", 3, "Lost in Crowds", "Mkhokheli", 3)
		answer(t, g, "Play Lost in Crowds (+2 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("one each action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "The Dowager", 3)
		lic := s.Hand(0, "Lost in Crowds", "Lost in Crowds")
		readyWithHand(s, 1, "Larissa Moreira", 3, "Cats' Guidance")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "The Dowager", "Larissa Moreira")
		answer(t, g, "Play Lost in Crowds (+1 stealth)")
		answer(t, g, "Play Cats' Guidance (+1 intercept)") // 1 against 1
		finish(t, g)
		if !logged(g, "Larissa Moreira blocks The Dowager") {
			t.Errorf("a second Lost in Crowds was played\n%s", logText(g))
		}
		wantZone(t, lic[1], vtes.ZoneHand)
	})
	t.Run("not when no one blocks", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "The Dowager", 3)
		lic := s.Hand(0, "Lost in Crowds")[0]
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Dowager hunts", "Block with Mkhokheli") // 1 stealth against 0
		neverOffered(t, g, "Play Lost in Crowds")
		wantZone(t, lic, vtes.ZoneHand)
	})
}

// wantEmployed has Horace Radcliffe (seat 0, 3 blood) employ an animal
// retainer from the hand, inferior then superior, and checks it is on him
// with 1 life or 2, for cost blood: the three Nosferatu animals differ
// only there.
func wantEmployed(t *testing.T, retainer string, cost int) {
	t.Helper()
	for _, tc := range []struct {
		mode string
		life int
	}{{"(employ)", 1}, {"(employ (superior))", 2}} {
		t.Run(tc.mode, func(t *testing.T) {
			s := newScenario(3)
			horace := s.Ready(0, "Horace Radcliffe", 3)
			c := s.Hand(0, retainer)[0]
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Horace Radcliffe: "+retainer+" "+tc.mode)
			finish(t, g)
			wantOn(t, g, c, horace)
			wantBlood(t, c, tc.life)
			wantBlood(t, horace, 3-cost)
		})
	}
}

// Murder of Crows: an animal retainer employed for 1 blood (+1 stealth,
// §3.5.4), 1 life or 2 superior; it deals 1R environmental damage to the
// opposing minion each round, through a dodge (card text; groups G00016,
// G00017, G00018).
func TestMurderOfCrows(t *testing.T) {
	wantEmployed(t, "Murder of Crows", 1)
	t.Run("1R each round, through a dodge", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		s.Attach(horace, "Murder of Crows", 1)
		flavio := s.Ready(1, "Flávio Gonçalves", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Flávio")
		answer(t, g, "Flávio Gonçalves: dodge")
		finish(t, g)
		wantBlood(t, flavio, 3)
	})
}

// Owl Companion: an animal retainer employed for no cost, 1 life or 2
// superior (card text; §3.5.4; group G00018). Its open-hand clause shows cards to
// a player and changes no outcome.
func TestOwlCompanion(t *testing.T) {
	wantEmployed(t, "Owl Companion", 0)
}

// Potence, a Discipline master card: on any controlled vampire without
// superior Potence, +1 level of Potence and +1 capacity (card text; §1.6).
func TestPotence(t *testing.T) {
	s := newScenario(3)
	cedrick := s.Ready(0, "Cedrick Calhoun", 3) // pot
	s.Ready(0, "Horace Radcliffe", 3)           // POT: not a target
	s.Ready(1, "Mkhokheli", 3)                  // another Methuselah's vampire: a target
	card := s.Hand(0, "Potence")[0]
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Potence")
	mustOffer(t, g, "Mkhokheli")
	mustNotOffer(t, g, "Horace Radcliffe")
	answer(t, g, "Cedrick Calhoun")
	wantOn(t, g, card, cedrick)
	if l := g.Level(cedrick, vtes.Potence); l != vtes.Superior {
		t.Errorf("Cedrick's Potence level %d, want superior", l)
	}
	if c := g.Capacity(cedrick); c != 8 {
		t.Errorf("Cedrick's capacity %d, want 8", c)
	}
}

// A vampire diablerizing an older one may take a Discipline card such as
// Potence from the hand (§7.4 step 4, §14 C16).
func TestPotenceFoundByDiablerie(t *testing.T) {
	s := newScenario(3)
	mk := s.Ready(0, "Mkhokheli", 3) // capacity 6, no Potence
	card := s.Hand(0, "Potence")[0]
	s.Torpor(1, "Catalina Vega", 1) // capacity 8: older
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli diablerizes Catalina Vega", "Potence")
	wantOn(t, g, card, mk)
	if l := g.Level(mk, vtes.Potence); l != vtes.Inferior {
		t.Errorf("Mkhokheli's Potence level %d, want inferior", l)
	}
}

// Preternatural Strength: a +2 stealth action costing 1 blood that puts
// the card on the vampire for +1 strength (+2 superior); one per vampire
// (card text; §6.4 hand strike damage is the strength).
func TestPreternaturalStrength(t *testing.T) {
	for _, tc := range []struct {
		mode   string
		mkLeft int // Mkhokheli's blood after Horace's hand strike
	}{{"(+1 strength)", 4}, {"(+2 strength)", 3}} {
		t.Run(tc.mode+": +2 stealth, then the strength in a later combat", func(t *testing.T) {
			s := newScenario(2)
			horace := s.Ready(0, "Horace Radcliffe", 4)
			ps := s.Hand(0, "Preternatural Strength")[0]
			mk := s.Ready(1, "Mkhokheli", 6)
			g := startTurns(s, 3, 0, 2, vtes.PhaseMinion)
			answer(t, g, "Horace Radcliffe: Preternatural Strength "+tc.mode)
			if a := g.Action(); a.Stealth != 2 {
				t.Errorf("stealth %d, want 2", a.Stealth)
			}
			answer(t, g, "Block with Mkhokheli") // 0 intercept against 2 stealth: fails
			wantOn(t, g, ps, horace)
			wantBlood(t, horace, 3)
			// Methuselah 2 passes their turn; on turn 4 Horace bleeds and
			// Mkhokheli blocks.
			passUntil(t, g, "Horace Radcliffe bleeds")
			blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
			finish(t, g)
			wantBlood(t, mk, tc.mkLeft)
		})
	}
	t.Run("one per vampire", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 4)
		s.Attach(horace, "Preternatural Strength", 0)
		s.Hand(0, "Preternatural Strength")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Preternatural Strength")
	})
}

// districtReferendum has Nik Sikko (seat 0) call Kine Resources
// Contested against Methuselahs 2 and 3, The Dowager (seat 1) holding
// Protected District: the polling starts.
func districtReferendum(t *testing.T) *vtes.Game {
	t.Helper()
	s := newScenario(3)
	readyWithHand(s, 0, "Nik Sikko", 3, "Kine Resources Contested")
	readyWithHand(s, 1, "The Dowager", 3, "Protected District")
	g := s.Start(0, 2, vtes.PhaseMinion)
	callKRC(t, g, "Nik Sikko")
	return g
}

// Protected District: played by a primogen, during a bleed against its
// Methuselah (the bleed is reduced by 3) or during polling (+3 votes
// against); not by a vampire voting for (card text; §3.5.1, §5.3; [LSJ
// 20031115], group G00159).
func TestProtectedDistrict(t *testing.T) {
	t.Run("reduce a bleed by 3: no pool, no Edge", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3)                             // bleed 2
		readyWithHand(s, 1, "The Dowager", 3, "Protected District") // primogen
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Do not block", "Play Protected District (reduce the bleed by 3) with The Dowager")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
		if g.Edge != -1 {
			t.Errorf("a bleed of 0 took the Edge for seat %d", g.Edge)
		}
	})
	t.Run("not by a vampire without the title", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3)
		s.Ready(1, "Horace Radcliffe", 3)
		pd := s.Hand(1, "Protected District")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Do not block")
		neverOffered(t, g, "Play Protected District")
		wantZone(t, pd, vtes.ZoneHand)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("+3 votes against", func(t *testing.T) {
		g := districtReferendum(t)
		answer(t, g, "Play Protected District (+3 votes against) with The Dowager")
		// The Dowager now votes against with her own vote too ([LSJ
		// 20031119]): she has no vote left to cast for.
		mustNotOffer(t, g, "The Dowager: 1 vote(s) for")
		finish(t, g)
		if !logged(g, "The referendum fails (1 for, 4 against)") {
			t.Errorf("want a 1-4 referendum\n%s", logText(g))
		}
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("not by a vampire voting for", func(t *testing.T) {
		g := districtReferendum(t)
		answer(t, g, "The Dowager: 1 vote(s) for")
		mustNotOffer(t, g, "Play Protected District")
	})
}

// Rat's Warning: a locked vampire unlocks during a bleed against its
// Methuselah, and may block; superior: 1 optional press in the combat if
// it blocks; not during other actions (card text; §4.2, §6.6).
func TestRatsWarning(t *testing.T) {
	t.Run("inferior: unlock and block", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 3
			ready 2: The Dowager blood 3 locked
			hand 2: Rat's Warning
			> Horace Radcliffe bleeds
			> Play Rat's Warning (unlock) with The Dowager
			= ready: The Dowager unlocked
			> Block with The Dowager
			> finish
			= pools 30 30 30`)
	})
	t.Run("superior: an optional press when blocking", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 4
			ready 2: The Dowager blood 3 locked
			hand 2: Rat's Warning
			> Horace Radcliffe bleeds
			> Play Rat's Warning (unlock, press if blocking)
			> Block with The Dowager
			> Use an optional press
			> finish
			= ready: Horace Radcliffe blood 2`) // two rounds
	})
	t.Run("superior: the press lasts the whole combat", func(t *testing.T) {
		// Horace presses in round 1 with Immortal Grapple's press; the
		// Dowager keeps Rat's Warning's and uses it in round 2.
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 5
			hand 1: Immortal Grapple
			ready 2: The Dowager blood 4 locked
			hand 2: Rat's Warning
			> Horace Radcliffe bleeds
			> Play Rat's Warning (unlock, press if blocking)
			> Block with The Dowager
			> Play Immortal Grapple (only hand strikes, 1 optional press
			> Use an optional press
			> Pass
			> Use an optional press
			> finish
			= ready: Horace Radcliffe blood 2`) // the Dowager's press in round 2: three rounds
	})
	t.Run("not during a hunt", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 3
			ready 2: The Dowager blood 3 locked
			hand 2: Rat's Warning
			> Horace Radcliffe hunts
			> finish, never offered: Play Rat's Warning
			= hand 2: Rat's Warning`)
	})
}

// Raven Spy: an animal retainer employed for 1 blood, 1 life or 2
// superior; its employer gets +1 intercept (card text; §3.5.4, §4.3; group G00018).
func TestRavenSpy(t *testing.T) {
	wantEmployed(t, "Raven Spy", 1)
	t.Run("+1 intercept blocks a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		horace := s.Ready(1, "Horace Radcliffe", 3)
		s.Attach(horace, "Raven Spy", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Horace Radcliffe")
		if !logged(g, "Horace Radcliffe blocks Mkhokheli") {
			t.Errorf("no block with 1 intercept against 1 stealth\n%s", logText(g))
		}
	})
}

// Roundhouse: strike: a hand strike at +2 damage, +3 superior (card text;
// §6.4); inferior Potence offers only the +2 strike.
func TestRoundhouse(t *testing.T) {
	for _, tc := range []struct {
		striker, mode string
		want          int
	}{
		{"Horace Radcliffe", "(hand strike at +2)", 3},
		{"Horace Radcliffe", "(hand strike at +3)", 2},
		{"Lenny Burkhead", "(hand strike at +2)", 3},
	} {
		t.Run(tc.striker+" "+tc.mode, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, tc.striker, 3, "Roundhouse")
			mk := s.Ready(1, "Mkhokheli", 6)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, tc.striker, "Mkhokheli")
			if tc.striker == "Lenny Burkhead" {
				mustNotOffer(t, g, "(hand strike at +3)")
			}
			answer(t, g, "Play Roundhouse "+tc.mode)
			finish(t, g)
			wantBlood(t, mk, tc.want)
		})
	}
}

// Spying Mission: [obf] +1 stealth while blocked; [OBF] a bleed about to
// succeed burns no pool and fails, the card goes on the vampire, and its
// next successful bleed of that Methuselah is at +2, burning the card;
// once it is played nothing more is played until the action resolves
// (card text; §3.5.1, §4.1; [LSJ 19980105], [TOM 19960303]).
func TestSpyingMission(t *testing.T) {
	t.Run("inferior: +1 stealth", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Horace Radcliffe", 3, "Spying Mission", "Mkhokheli", 3)
		answer(t, g, "Play Spying Mission (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("superior: no pool now, +2 on the next bleed", func(t *testing.T) {
		s := newScenario(2)
		dowager := s.Ready(0, "The Dowager", 3)
		sm := s.Hand(0, "Spying Mission")[0]
		g := startTurns(s, 3, 0, 2, vtes.PhaseMinion)
		answer(t, g, "The Dowager bleeds", "Play Spying Mission (no pool now, +2 bleed next time)")
		wantOn(t, g, sm, dowager)
		wantPool(t, g, 30, 30)
		if g.Edge != -1 {
			t.Errorf("an unsuccessful bleed gave the Edge to seat %d", g.Edge)
		}
		passUntil(t, g, "The Dowager bleeds")
		answer(t, g, "The Dowager bleeds")
		finish(t, g)
		wantPool(t, g, 30, 27)
		wantZone(t, sm, vtes.ZoneAsh)
	})
	t.Run("superior: no reaction after it", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "The Dowager", 3, "Spying Mission")
		s.Ready(1, "Catalina Vega", 3)
		tc := s.Hand(1, "Telepathic Counter")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Dowager bleeds", "Do not block", "Play Spying Mission (no pool now")
		mustNotOffer(t, g, "Play Telepathic Counter")
		finish(t, g)
		wantZone(t, tc, vtes.ZoneHand)
		wantPool(t, g, 30, 30, 30)
	})
}

// Swallowed by the Night: [obf] +1 stealth while blocked; [OBF] a combat
// maneuver: at long range hand strikes do nothing (card text; §6.3).
func TestSwallowedByTheNight(t *testing.T) {
	t.Run("inferior: +1 stealth", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Horace Radcliffe", 3, "Swallowed by the Night", "Mkhokheli", 3)
		mustNotOffer(t, g, "(maneuver)")
		answer(t, g, "Play Swallowed by the Night (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("superior: maneuver to long range", func(t *testing.T) {
		g, dowager, mk := startBlockedBleed(t, "The Dowager", 3, "Swallowed by the Night", "Mkhokheli", 3)
		answer(t, g, "Pass") // block attempt: no stealth added
		answer(t, g, "Play Swallowed by the Night (maneuver)")
		finish(t, g)
		wantBlood(t, dowager, 3)
		wantBlood(t, mk, 3)
	})
}

// Taste of Vitae: at the end of a round, a vampire not going to torpor
// gains the blood the opposing vampire lost to damage this round; one per
// vampire each round; not against an ally; playable when the opponent
// went to torpor (card text; §6.7, §14 C32; [PIB 20121028], [RTR 20001020]).
func TestTasteOfVitae(t *testing.T) {
	t.Run("gains the blood lost, one each round", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Nathaniel Bordruff blood 3
			hand 1: Roundhouse, Taste of Vitae x2
			ready 2: Mkhokheli blood 6
			> Nathaniel Bordruff bleeds
			> Block with Mkhokheli
			> Play Roundhouse (hand strike at +3)
			> Play Taste of Vitae
			> finish, never offered: Play Taste of Vitae
			= ready: Mkhokheli blood 2, Nathaniel Bordruff blood 6`) // 3 - 1 + 4
	})
	t.Run("one in each round of a longer combat", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Nathaniel Bordruff blood 3
			hand 1: Immortal Grapple, Taste of Vitae x2
			ready 2: Mkhokheli blood 6
			> Nathaniel Bordruff bleeds
			> Block with Mkhokheli
			> Play Immortal Grapple (only hand strikes, 1 optional press
			> Use an optional press
			> Play Taste of Vitae
			> Play Taste of Vitae
			> finish
			= ready: Nathaniel Bordruff blood 3`) // round 1: +1, round 2: +1; 3 - 1 + 1 - 1 + 1
	})
	t.Run("the opponent in torpor", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Nathaniel Bordruff blood 3
			hand 1: Roundhouse, Taste of Vitae
			ready 2: Mkhokheli blood 2
			> Nathaniel Bordruff bleeds
			> Block with Mkhokheli
			> Play Roundhouse (hand strike at +3)
			> Play Taste of Vitae
			> finish
			= torpor: Mkhokheli
			= ready: Nathaniel Bordruff blood 4`) // 3 - 1 + 2
	})
	t.Run("not against an ally", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Nathaniel Bordruff blood 3
			hand 1: Taste of Vitae
			ready 2: Underbridge Stray life 2
			> Nathaniel Bordruff bleeds
			> Block with Underbridge Stray
			> finish, never offered: Play Taste of Vitae
			= hand 1: Taste of Vitae`)
	})
	t.Run("not by a vampire going to torpor", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Nathaniel Bordruff blood 1
			hand 1: Taste of Vitae
			ready 2: Horace Radcliffe blood 4
			hand 2: Roundhouse
			> Nathaniel Bordruff bleeds
			> Block with Horace Radcliffe
			> Play Roundhouse (hand strike at +3)
			> finish, never offered: Play Taste of Vitae
			= torpor: Nathaniel Bordruff
			= ready: Horace Radcliffe blood 3
			= hand 1: Taste of Vitae`)
	})
}

// Tier of Souls: [ani] a directed action stealing 1 blood or life from a
// minion the prey controls; [ANI] the card also goes on the vampire: +1
// bleed against the prey, one per vampire; minions may burn it (card
// text; §14 C10 "steal").
func TestTierOfSouls(t *testing.T) {
	t.Run("inferior: steal 1 blood from the prey's vampire", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 2)
		tos := s.Hand(0, "Tier of Souls")[0]
		mk := s.Ready(1, "Mkhokheli", 3)
		s.Ready(2, "Nik Sikko", 3) // not the prey's: no target
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Nik Sikko")
		answer(t, g, "Horace Radcliffe: Tier of Souls (steal 1 blood → Mkhokheli)", "Do not block")
		finish(t, g)
		wantBlood(t, mk, 2)
		wantBlood(t, horace, 3)
		wantZone(t, tos, vtes.ZoneAsh)
	})
	t.Run("inferior: steal an ally's last life", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 2, "Tier of Souls")
		stray := s.Ready(1, "Underbridge Stray", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Tier of Souls (steal 1 blood → Underbridge Stray)", "Do not block")
		finish(t, g)
		wantZone(t, stray, vtes.ZoneAsh)
	})
	t.Run("superior: on the vampire, +1 bleed against the prey", func(t *testing.T) {
		s := newScenario(2)
		horace := s.Ready(0, "Horace Radcliffe", 2)
		tos := s.Hand(0, "Tier of Souls")[0]
		s.Ready(1, "Mkhokheli", 3)
		g := startTurns(s, 3, 0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Tier of Souls (steal 1 blood, +1 bleed against your prey → Mkhokheli)", "Do not block")
		wantOn(t, g, tos, horace)
		passUntil(t, g, "Horace Radcliffe bleeds")
		mustNotOffer(t, g, "+1 bleed against your prey") // one per vampire
		answer(t, g, "Horace Radcliffe bleeds", "Do not block")
		finish(t, g)
		wantPool(t, g, 30, 28)
	})
	t.Run("another Methuselah's minion burns it", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		tos := s.Attach(s.Ready(1, "Horace Radcliffe", 3), "Tier of Souls", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli burns Tier of Souls", "Do not block")
		finish(t, g)
		wantZone(t, tos, vtes.ZoneAsh)
	})
}

// Underbridge Stray: an animal ally recruited for 1 blood (+1 stealth,
// §3.5.5), 1 life and 0 strength, or 2 life and 1 strength superior; it
// cannot act the turn it is recruited (§14 C23); it may burn 1 life to
// give a minion of its Methuselah a press, also the turn it arrives; it
// may burn itself during an action directed at its Methuselah to unlock
// their minion (card text; [ANK 20180517]).
func TestUnderbridgeStray(t *testing.T) {
	t.Run("inferior: recruited, 1 life, no action this turn", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		s.Ready(0, "Lenny Burkhead", 3)
		stray := s.Hand(0, "Underbridge Stray")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Underbridge Stray (recruit (1 life))")
		wantZone(t, stray, vtes.ZoneReady)
		wantBlood(t, stray, 1)
		wantBlood(t, horace, 2)
		mustNotOffer(t, g, "Underbridge Stray bleeds")
	})
	t.Run("superior: 2 life and 1 strength", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Horace Radcliffe", 3)
		stray := s.Hand(0, "Underbridge Stray")[0]
		mk := s.Ready(1, "Mkhokheli", 3)
		g := startTurns(s, 3, 0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Underbridge Stray (recruit (2 life, 1 strength))", "Do not block")
		wantBlood(t, stray, 2)
		passUntil(t, g, "Underbridge Stray bleeds")
		blockedBleed(t, g, "Underbridge Stray", "Mkhokheli")
		finish(t, g)
		wantBlood(t, mk, 2)    // the Stray's hand strike of 1
		wantBlood(t, stray, 1) // Mkhokheli's hand strike
	})
	t.Run("burn 1 life: a press, the turn it arrives", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		lenny := s.Ready(0, "Lenny Burkhead", 4)
		stray := s.Hand(0, "Underbridge Stray")[0]
		s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Underbridge Stray (recruit (1 life))", "Do not block")
		blockedBleed(t, g, "Lenny Burkhead", "Mkhokheli")
		answer(t, g, "Use Underbridge Stray: burn 1 life")
		finish(t, g)
		wantZone(t, stray, vtes.ZoneAsh)
		wantBlood(t, lenny, 2) // two rounds
	})
	t.Run("not during an undirected action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		dowager := s.Ready(1, "The Dowager", 3)
		dowager.Locked = true
		s.Ready(1, "Underbridge Stray", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe hunts")
		mustNotOffer(t, g, "Use Underbridge Stray: burn: unlock")
	})
}

// The Warrens: a Nosferatu reaction for 1 blood during an action directed
// at its Methuselah: +2 intercept, +3 for a titled Nosferatu (card text; §4.2, §4.3).
func TestTheWarrens(t *testing.T) {
	// The Dowager bids 2 stealth, the blocker plays The Warrens, the Dowager
	// adds 1 more: 3 stealth beats an untitled Nosferatu's 2 intercept, not
	// a primogen's 3.
	for _, tc := range []struct {
		blocker string
		blocks  bool
	}{{"Horace Radcliffe", false}, {"Larissa Moreira", true}} {
		t.Run(tc.blocker, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "The Dowager", 3, "Lost in Crowds", "Swallowed by the Night")
			b := readyWithHand(s, 1, tc.blocker, 3, "The Warrens")
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "The Dowager", tc.blocker)
			answer(t, g, "Play Lost in Crowds (+2 stealth)", "Play The Warrens", "Play Swallowed by the Night (+1 stealth)")
			if got := logged(g, tc.blocker+" blocks The Dowager"); got != tc.blocks {
				t.Errorf("%s blocks 3 stealth: %v, want %v\n%s", tc.blocker, got, tc.blocks, logText(g))
			}
			if !tc.blocks {
				wantBlood(t, b, 2) // The Warrens' cost
			}
		})
	}
	t.Run("not during a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Ready(1, "Horace Radcliffe", 3)
		w := s.Hand(1, "The Warrens")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Horace Radcliffe")
		neverOffered(t, g, "Play The Warrens")
		wantZone(t, w, vtes.ZoneHand)
	})
}

// WMRH Talk Radio: a unique location (1 pool); lock it to give a minion +1
// intercept; if that minion does not block, its Methuselah burns 1 pool
// (card text; §1.6, §4.3; [ANK 20230319]).
func TestWMRHTalkRadio(t *testing.T) {
	t.Run("played in the master phase", func(t *testing.T) {
		wantPlayed(t, "", "WMRH Talk Radio", 29)
	})
	t.Run("the minion blocks: no pool", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Ready(1, "Horace Radcliffe", 3)
		radio := s.InPlay(1, "WMRH Talk Radio")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Horace Radcliffe", "Use WMRH Talk Radio: lock: +1 intercept")
		finish(t, g)
		if !logged(g, "Horace Radcliffe blocks Mkhokheli") {
			t.Errorf("no block\n%s", logText(g))
		}
		wantLocked(t, radio, true)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("the minion fails to block: 1 pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "The Dowager", 3, "Lost in Crowds")
		s.Ready(1, "Horace Radcliffe", 3)
		s.InPlay(1, "WMRH Talk Radio")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Dowager hunts", "Block with Horace Radcliffe", "Use WMRH Talk Radio", "Play Lost in Crowds (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	// "Give a minion +1 intercept": any minion, not only its
	// controller's; here Methuselah 3 helps Methuselah 2's blocker, and
	// burns the pool if it fails (card text; [ANK 20230319]).
	t.Run("another Methuselah's blocker", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Ready(1, "Horace Radcliffe", 3)
		radio := s.InPlay(2, "WMRH Talk Radio")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Horace Radcliffe", "Use WMRH Talk Radio: lock: +1 intercept")
		finish(t, g)
		if !logged(g, "Horace Radcliffe blocks Mkhokheli") {
			t.Errorf("no block\n%s", logText(g))
		}
		wantLocked(t, radio, true)
		wantPool(t, g, 30, 30, 30)
	})
}
