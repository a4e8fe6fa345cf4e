package cards_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"kindred/vtes/carddb"
	"kindred/vtes/cards"
)

// A card counts as implemented only with a scenario test of its own
// (STYLE.md; issue 3): every card has a Test function named after it,
// such as TestArmyOfRats or TestFlavioGoncalves.
func TestEveryCardHasAScenarioTest(t *testing.T) {
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	tests := map[string]bool{}
	fset := token.NewFileSet()
	for _, f := range files {
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			if name := declName(d); strings.HasPrefix(name, "Test") {
				tests[strings.ToLower(name)] = true
			}
		}
	}
	for _, d := range cards.All() {
		if want := testName(d.Name); !tests[strings.ToLower(want)] {
			t.Errorf("%s (%d) has no scenario test %s", d.Name, d.ID, want)
		}
	}
}

// testName is the test function a card's scenario test is named by: its
// words without accents or punctuation, capitalized ("Cats' Guidance":
// TestCatsGuidance).
func testName(card string) string {
	var b strings.Builder
	b.WriteString("Test")
	for _, w := range strings.Fields(card) {
		first := true
		for _, r := range carddb.Fold(w) {
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				continue
			}
			if first {
				r, first = unicode.ToUpper(r), false
			}
			b.WriteRune(r)
		}
	}
	return b.String()
}

// declName returns a top-level function's name, "" for other declarations.
func declName(d ast.Decl) string {
	if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil {
		return fn.Name.Name
	}
	return ""
}

// The files that hold no card: the catalog and the pieces cards share,
// named for their role. A new shared piece goes into one of them (or a
// new one listed here), never into a card's file when two cards use it.
var sharedFiles = map[string]bool{
	"builders.go": true, "catalog.go": true,
	"disciplines.go": true, "helpers.go": true, "targets.go": true,
	"walks.go": true,
}

// The test files that test no one card: the catalog and every card at
// once, and the helpers the scenario tests share.
var sharedTestFiles = map[string]bool{
	"anarch_test.go":   true,
	"botsmoke_test.go": true, "catalog_test.go": true,
	"coverage_test.go": true, "disciplines_test.go": true,
	"facts_test.go": true, "helpers_test.go": true,
	"phrases_test.go": true, "positions_test.go": true,
	"positiontext_test.go": true, "scenario_test.go": true,
	"smoke_test.go": true, "mutant_test.go": true,
}

// Each card lives in a file named after it, with its scenario test
// beside it (lightning_reflexes.go, lightning_reflexes_test.go holding
// TestLightningReflexes), so that cards are added in parallel without
// two people editing one file (STYLE.md, "one file per card"); every
// other file is one of the few shared ones.
func TestEveryCardHasItsFiles(t *testing.T) {
	cardFiles := map[string]bool{}
	for _, d := range cards.All() {
		base := cards.FileName(d.Name)
		cardFiles[base+".go"], cardFiles[base+"_test.go"] = true, true
		src, err := os.ReadFile(base + ".go")
		if err != nil {
			t.Errorf("%s (%d): no file %s.go", d.Name, d.ID, base)
			continue
		}
		if !strings.Contains(string(src), strconv.Quote(d.Name)) {
			t.Errorf("%s.go does not define %s", base, d.Name)
		}
		test, err := os.ReadFile(base + "_test.go")
		if err != nil {
			t.Errorf("%s (%d): no test file %s_test.go", d.Name, d.ID, base)
			continue
		}
		if !strings.Contains(strings.ToLower(string(test)),
			strings.ToLower("func "+testName(d.Name)+"(")) {
			t.Errorf("%s_test.go has no %s", base, testName(d.Name))
		}
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if !cardFiles[f] && !sharedFiles[f] && !sharedTestFiles[f] {
			t.Errorf("%s is neither a card's file nor a listed shared file", f)
		}
	}
}

// A card's file name is always built by the go tool: never a build
// constraint's or a test's suffix.
func TestFileName(t *testing.T) {
	for _, tc := range []struct{ card, want string }{
		{"Giant's Blood", "giants_blood"},
		{"Powerbase: Los Angeles", "powerbase_los_angeles"},
		{"Dr. Stephen Norton", "dr_stephen_norton"},
		{"Aline Gädeke", "aline_gadeke"},
		{"Break the Windows", "break_the_windows_card"},
		{"Acid Test", "acid_test_card"},
		{"Lance of the Arm", "lance_of_the_arm_card"},
	} {
		if got := cards.FileName(tc.card); got != tc.want {
			t.Errorf("FileName(%q) = %q, want %q", tc.card, got, tc.want)
		}
	}
}
