package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	out := flag.String("o", "strings.js", "the file to write")
	flag.Parse()
	js, err := generate()
	if err == nil {
		err = os.WriteFile(*out, js, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "genstrings:", err)
		os.Exit(1)
	}
}
