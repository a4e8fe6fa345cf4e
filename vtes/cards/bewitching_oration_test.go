package cards_test

import "testing"

// Bewitching Oration, during the polling of a political action: +2 votes
// (+4 superior) (card text; §5.3).
func TestBewitchingOration(t *testing.T) {
	for _, tc := range []struct {
		mode, want string
	}{{"(+2 votes)", "casts 2 vote(s) for"}, {"(+4 votes)", "casts 4 vote(s) for"}} {
		g := minionPhase("Mkhokheli", 3, "Kine Resources Contested", "Bewitching Oration")
		callKRC(t, g, "Mkhokheli")
		answer(t, g, "Play Bewitching Oration "+tc.mode, "Vote for")
		finish(t, g)
		if !logged(g, tc.want) {
			t.Errorf("%s: no %q\n%s", tc.mode, tc.want, logText(g))
		}
	}
}
