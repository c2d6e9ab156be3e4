package main

import "fmt"

func main() { fmt.Println("gametree: the command line is being built") }
