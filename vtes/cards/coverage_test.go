package cards_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
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
