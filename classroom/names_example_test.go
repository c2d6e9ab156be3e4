package classroom_test

import (
	"fmt"

	"github.com/gametree/gametree/classroom"
)

func ExampleUnaccented() {
	fmt.Println(classroom.Unaccented("Árboles de Peña, 2ºB"))
	// Output: Arboles de Pena, 2ºB
}
