package games_test

import (
	"fmt"
	"strings"

	"github.com/gametree/gametree/games"
)

func ExampleNew_connect4() {
	g, err := games.New("connect4", "4453", games.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(strings.Join(g.(games.Drawable).Board(), "\n"))
	var names []string
	for _, m := range g.Moves(nil) {
		names = append(names, g.MoveName(m))
	}
	fmt.Println("moves:", strings.Join(names, " "))
	// Output:
	// .......
	// .......
	// .......
	// .......
	// ...O...
	// ..OXX..
	// moves: 1 2 3 4 5 6 7
}

func ExampleNew_connect4Result() {
	// The first player completes the bottom row with its fourth stone: the side to move
	// (the second player) has lost, worth -(22 - 4).
	g, _ := games.New("c4", "4455667", games.Options{})
	over, score := g.Result()
	fmt.Println(over, score)
	// Output: true -18
}

func ExampleNew_tictactoe() {
	g, err := games.New("tictactoe", "b2 a1 c3", games.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(g.Position())
	fmt.Println(strings.Join(g.(games.Drawable).Board(), "\n"))
	fmt.Println("evaluation for O:", g.Evaluate())
	// Output:
	// O...X...X
	// O..
	// .X.
	// ..X
	// evaluation for O: -3
}

func ExampleNew_stones() {
	g, err := games.New("stones", "5", games.Options{Takes: []int{1, 3}})
	if err != nil {
		panic(err)
	}
	var names []string
	for _, m := range g.Moves(nil) {
		names = append(names, g.MoveName(m))
	}
	fmt.Println(strings.Join(names, ", "))
	g.Play(3)
	g.Play(1)
	g.Play(1)
	fmt.Println(g.Result())
	// Output:
	// take 1, take 3
	// true -3
}

func ExampleParseError_connect4() {
	_, err := games.New("connect4", "4444444", games.Options{})
	fmt.Println(err)
	// Output: connect4 position "4444444": at character 7: column 4 is full
}
