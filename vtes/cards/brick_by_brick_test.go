package cards_test

import "testing"

// Brick by Brick, for 1 blood: [tha] maneuver; [vis] strike: 2R damage,
// with 1 optional maneuver; [VIS] before range is determined, set the
// range for the round (card text; §6.3, §6.4; group G00127).
func TestBrickByBrick(t *testing.T) {
	t.Run("[vis] a ranged strike of 2", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 4 disciplines vis=1
			hand 1: Brick by Brick
			ready 2: Mkhokheli blood 4
			> Horace Radcliffe bleeds
			> Block with Mkhokheli
			> Play Brick by Brick (2R damage, with 1 optional maneuver)
			> finish
			= logged: Mkhokheli takes 2 damage
			= ready 1: Horace Radcliffe blood 3`) // its maneuver took it to long range
	})
	t.Run("[tha] a maneuver", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 4 disciplines tha=1
			hand 1: Brick by Brick
			ready 2: Mkhokheli blood 4
			> Horace Radcliffe bleeds
			> Block with Mkhokheli
			> Play Brick by Brick (maneuver)
			= logged: long range
			> finish
			= ready 1: Horace Radcliffe blood 3`)
	})
	t.Run("[VIS] close range set: no maneuver away", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 4 disciplines vis=2
			hand 1: Brick by Brick
			ready 2: Mkhokheli blood 4 disciplines tha=1
			hand 2: Brick by Brick
			> Horace Radcliffe bleeds
			> Block with Mkhokheli
			> Play Brick by Brick (set close range for this round)
			= logged: Horace Radcliffe sets the range to close for this round
			> finish, never offered: Play Brick by Brick (maneuver)
			= ready 1: Horace Radcliffe blood 2`)
	})
	t.Run("[VIS] the range set: no maneuvers this round", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 4 disciplines vis=2
			hand 1: Brick by Brick
			ready 2: Mkhokheli blood 4 disciplines tha=1
			hand 2: Brick by Brick
			> Horace Radcliffe bleeds
			> Block with Mkhokheli
			> Play Brick by Brick (set long range for this round)
			= logged: Horace Radcliffe sets the range to long for this round
			> finish, never offered: Play Brick by Brick (maneuver)
			= logged: Mkhokheli's strike has no effect at long range
			= ready 1: Horace Radcliffe blood 3`)
	})
}
