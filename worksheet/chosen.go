package worksheet

import (
	"context"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// A worksheet of chosen trees: a teacher lists the items, each a tree (typed in
// parentheses as the explore page takes it, a preset, or a game's position with a
// depth limit) and its question (and alpha-beta's variant where it applies), and
// gets the page of their exercises in that order and its page of solutions, drawn
// by Page as a worksheet of random exercises is (one layout for both). An item is an
// exercise.Spec; a list of items is written one a line (ParseItems).

// Chosen makes the exercises of a teacher's items, in their order: 1 to PageSize of
// them (worksheet.items; a longer list is a second sheet). An item's error is coded
// and names the item ("item 3: ...", worksheet.item, its detail the exercise's
// error); a student's game from the code lab is no item (worksheet.item_lab). Every
// exercise is a search of at most exercise.MaxGameNodes or MaxTreeNodes nodes (its
// node budget); ctx stops the list between items.
func Chosen(ctx context.Context, items []exercise.Spec) ([]*exercise.Exercise, error) {
	if len(items) == 0 || len(items) > PageSize {
		return nil, msg.New("worksheet.items", "n", len(items), "max", PageSize)
	}
	exs := make([]*exercise.Exercise, 0, len(items))
	for i, it := range items {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		e, err := chosenExercise(ctx, it)
		if err != nil {
			return nil, ItemError(i+1, err)
		}
		exs = append(exs, e)
	}
	return exs, nil
}

// chosenExercise makes one item's exercise.
func chosenExercise(ctx context.Context, it exercise.Spec) (*exercise.Exercise, error) {
	if exercise.IsLab(it.Source) {
		return nil, msg.New("worksheet.item_lab")
	}
	return exercise.NewWith(ctx, trace.Makers{}, it)
}

// ItemError names the item (counted from 1) an error is about: "item 3: ..." in the
// error's language (worksheet.item). An error without a code (a context's) is
// returned as it is.
func ItemError(n int, err error) error {
	c, ok := msg.Find(err)
	if !ok {
		return err
	}
	return msg.New("worksheet.item", "n", n, "detail", c)
}

// ChosenPage draws the worksheet of a teacher's items (Chosen, then Page): its
// questions or its solutions, in opt.Lang.
func ChosenPage(ctx context.Context, items []exercise.Spec, part Part, opt Options) ([]byte, Layout, error) {
	exs, err := Chosen(ctx, items)
	if err != nil {
		return nil, Layout{}, err
	}
	opt.Fitted = false // the teacher chose how many
	return Page(exs, part, opt)
}
